/// The value of one preset option, of the option's ``PresetOption/Kind``.
public enum PresetValue: Sendable, Hashable {
  /// Text: a region code, a style, a separator, an amount as written (`999.99`).
  case text(String)
  /// A whole number: fraction digits, year digits.
  case integer(Int)
  /// On or off: seconds, signed.
  case flag(Bool)
  /// A list of names: card brands, regions.
  case list([String])

  /// A list written with commas between its names (`visa,mastercard`); an empty text is one empty name.
  public static func list(commaSeparated text: String) -> PresetValue {
    .list(commaSeparatedNames(text, omittingEmpty: false))
  }

  /// The names of `text` between its commas, split at every comma scalar: a comma that a combining
  /// mark follows (`,\u{59E}`, one `Character`) still separates, so a list written with commas reads
  /// back as the names it was written from.
  package static func commaSeparatedNames(_ text: String, omittingEmpty: Bool = true) -> [String] {
    text.unicodeScalars.split(separator: ",", omittingEmptySubsequences: omittingEmpty).map {
      String(String.UnicodeScalarView($0))
    }
  }

  /// The value as text, when it is text.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The value's kind, as an option declares it (``PresetOption/Kind/text`` for text).
  public var kind: PresetOption.Kind {
    switch self {
    case .text: .text
    case .integer: .integer
    case .flag: .flag
    case .list: .list
    }
  }
}

extension PresetValue: ExpressibleByStringLiteral {
  /// Text.
  public init(stringLiteral value: String) { self = .text(value) }
}

extension PresetValue: ExpressibleByIntegerLiteral {
  /// A whole number.
  public init(integerLiteral value: Int) { self = .integer(value) }
}

extension PresetValue: ExpressibleByBooleanLiteral {
  /// On or off.
  public init(booleanLiteral value: Bool) { self = .flag(value) }
}

extension PresetValue: ExpressibleByArrayLiteral {
  /// A list of names.
  public init(arrayLiteral elements: String...) { self = .list(elements) }
}

extension PresetValue: CustomStringConvertible {
  /// The value as the command line writes it: `US`, `2`, `true`, `visa,mastercard`.
  public var description: String {
    switch self {
    case .text(let text): text
    case .integer(let number): String(number)
    case .flag(let on): String(on)
    case .list(let names): names.joined(separator: ",")
    }
  }
}
