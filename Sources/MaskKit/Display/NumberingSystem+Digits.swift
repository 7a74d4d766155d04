extension NumberingSystem {
  /// The system's CLDR identifier (`arab`): the raw value, and the `nu` keyword of a locale using it.
  public var identifier: String { rawValue }

  /// The system CLDR names `identifier` (`arab`, `ARAB`, `Arab`); nil for a name not in the table.
  public init?(identifier: String) {
    self.init(rawValue: identifier.lowercased())
  }

  /// The system's digit for `value`, which must be 0 to 9 (`.arab.digit(3)` is `٣`).
  public func digit(_ value: Int) -> Character {
    precondition((0...9).contains(value), "A digit's value is 0 to 9, not \(value).")
    return Character(digitScalar(value))
  }

  /// The system `digit` belongs to (`٣` → `.arab`, `3` → `.latn`); nil for a character that is not
  /// one digit of a system in the table.
  public init?(digit: Character) {
    let scalars = digit.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    guard
      let system = Self.allCases.first(where: {
        $0.zero.value <= scalar.value && scalar.value <= $0.zero.value + 9
      })
    else { return nil }
    self = system
  }

  /// `text` with every ASCII digit drawn as this system's digit of the same value; every other
  /// character is kept, so the text and the result have as many characters.
  public func drawingDigits(of text: String) -> String {
    guard self != .latn, text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
    var drawn = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (0x30...0x39).contains(scalar.value) {
        drawn.append(digitScalar(Int(scalar.value) - 0x30))
      } else {
        drawn.append(scalar)
      }
    }
    return String(drawn)
  }

  /// The scalar of the digit `value` (0 to 9).
  private func digitScalar(_ value: Int) -> Unicode.Scalar {
    // Every zero of the table is followed by nine digits that are scalars too (checked by the tests).
    Unicode.Scalar(zero.value + UInt32(value)) ?? zero
  }
}

/// Which digits a field shows: the text's own ASCII digits, or those of a native numbering system.
///
/// The text and the value keep ASCII digits either way: only what is shown changes, one shown digit
/// for each digit of the text, so carets, selections and every edit map one to one.
public enum DisplayDigits: Sendable, Hashable {
  /// The ASCII digits, as the text holds them (the default).
  case latin
  /// Each ASCII digit drawn in `NumberingSystem` (`.native(.arab)` shows `+١ ٢٠٦-٥٥٥-١٢٣٤`).
  case native(NumberingSystem)

  /// `text` with its ASCII digits drawn in these digits (unchanged for ``latin``).
  public func drawing(_ text: String) -> String {
    switch self {
    case .latin: text
    case .native(let system): system.drawingDigits(of: text)
    }
  }

  /// Whether these digits draw every text as it is (``latin``, or the native `latn`).
  public var isLatin: Bool {
    switch self {
    case .latin, .native(.latn): true
    case .native: false
    }
  }
}
