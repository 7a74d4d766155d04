/// Where a run of one plain slot (`#`, `?` or `@`, which never convert) stops in the text: the
/// positions whose character the slot refuses or writes differently, found once and kept in order.
///
/// A sequence of sixteen thousand `#` then asks one question per evaluation instead of sixteen
/// thousand, and `*#` crosses a run of digits in one step.
struct PictureSlotStops {
  /// The text as the matcher holds it.
  struct Text {
    var bytes: [UInt8]
    var characters: [Character]
    var scalars: [Unicode.Scalar]
    var plain: Bool
    var scalarMode: Bool
    var options: PictureOptions
  }

  /// The stop positions found so far for each plain slot, in order.
  private var stops: [[Int]] = [[], [], []]
  /// How much of the text has been looked at for each plain slot.
  private var scanned = [0, 0, 0]

  /// The first position from `position` on where `slot` stops in the text, or the text's length.
  mutating func first(
    of slot: PictureSlot, from position: Int, text: Text
  ) -> Int {
    let row = Self.row(slot)
    if scanned[row] < text.bytes.count { scan(row, slot: slot, text: text) }
    var low = 0
    var high = stops[row].count
    while low < high {
      let middle = (low + high) / 2
      if stops[row][middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < stops[row].count ? stops[row][low] : text.bytes.count
  }

  /// Looks at the characters after the ones already looked at.
  private mutating func scan(_ row: Int, slot: PictureSlot, text: Text) {
    var found: [Int] = []
    swap(&found, &stops[row])
    let start = scanned[row]
    let end = text.bytes.count
    if text.scalarMode {
      scanScalars(start..<end, slot: slot, text: text, into: &found)
    } else {
      scanCharacters(start..<end, slot: slot, text: text, into: &found)
    }
    swap(&found, &stops[row])
    scanned[row] = end
  }

  /// Appends to `stops` the positions of `range` where `slot` stops in text kept as scalars.
  private func scanScalars(_ range: Range<Int>, slot: PictureSlot, text: Text, into stops: inout [Int]) {
    text.scalars.withReadBuffer { scalars in
      for index in range {
        let scalar = scalars[index]
        let passes: Bool
        if scalar.value < 0x80 {
          passes = Self.passes(slot, ascii: UInt8(scalar.value))
        } else if let takes = slot.takesAsIs(scalar, options: text.options) {
          passes = takes
        } else {
          let character = Character(scalar)
          passes = slot.accept(character, options: text.options) == character
        }
        if !passes { stops.append(index) }
      }
    }
  }

  /// Whether a plain slot takes the ASCII byte `byte` as it is.
  private static func passes(_ slot: PictureSlot, ascii byte: UInt8) -> Bool {
    switch slot {
    case .digit: byte &- 48 < 10
    case .letter: byte.isASCIILetter
    default: true
    }
  }

  /// Appends to `stops` the positions of `range` where `slot` stops in text kept as bytes or characters.
  private func scanCharacters(_ range: Range<Int>, slot: PictureSlot, text: Text, into found: inout [Int]) {
    text.bytes.withReadBuffer { bytes in
      for index in range {
        let byte = bytes[index]
        let passes: Bool
        if text.plain || byte != 0 {
          passes = Self.passes(slot, ascii: byte)
        } else {
          let character = text.characters[index]
          passes = slot.accept(character, options: text.options) == character
        }
        if !passes { found.append(index) }
      }
    }
  }

  /// Forgets what was found from `length` on, when the text was cut back to `length` characters.
  mutating func forget(from length: Int) {
    for row in stops.indices where scanned[row] > length {
      while let last = stops[row].last, last >= length { stops[row].removeLast() }
      scanned[row] = length
    }
  }

  private static func row(_ slot: PictureSlot) -> Int {
    switch slot {
    case .digit: 0
    case .letter: 1
    default: 2
    }
  }
}
