/// What the general walk of an input mask reads and writes: `Character`s for any text, or
/// `Unicode.Scalar`s for a text (and mask literals) whose every scalar is a standalone character.
protocol InputMaskUnit: Equatable {
  /// A literal of the mask as a unit; the scalar walk runs only on masks whose literals are one
  /// standalone scalar each.
  init(maskLiteral: Character)
  /// Whether a value slot of `rule` takes this unit.
  func isAccepted(by rule: SlotRule) -> Bool
  /// Whether this unit of the text is the mask literal `literal` (see `Character.standsForLiteral`).
  func standsFor(literal: Self) -> Bool
  /// The units as a string.
  static func string<Units: Sequence>(_ units: Units) -> String where Units.Element == Self
  /// How many `Character`s the first `count` of `units` make once joined into a string.
  static func characterCount(of units: [Self], prefix count: Int) -> Int
  /// How many `Character`s `string`, made of `units`, has.
  static func characterCount(of string: String, madeOf units: [Self]) -> Int
}

extension Character: InputMaskUnit {
  init(maskLiteral: Character) { self = maskLiteral }

  func isAccepted(by rule: SlotRule) -> Bool { rule.accepts(self) }

  func standsFor(literal: Character) -> Bool { standsForLiteral(literal) }

  static func string<Units: Sequence>(_ units: Units) -> String where Units.Element == Character {
    String(units)
  }

  // Accepted characters can join into one grapheme once the rejected ones between them are gone (a
  // combining mark, Hangul jamo), so the count is taken in the string, not in the array.
  static func characterCount(of units: [Character], prefix count: Int) -> Int {
    String(units[..<count]).count
  }

  static func characterCount(of string: String, madeOf _: [Character]) -> Int { string.count }
}

extension Unicode.Scalar: InputMaskUnit {
  init(maskLiteral: Character) { self = maskLiteral.unicodeScalars.first ?? "\u{FFFD}" }

  func isAccepted(by rule: SlotRule) -> Bool { rule.accepts(self) }

  // The scalar walk runs only on masks whose literals are one standalone scalar each.
  func standsFor(literal: Unicode.Scalar) -> Bool { self == literal }

  static func string<Units: Sequence>(_ units: Units) -> String where Units.Element == Unicode.Scalar {
    String(scalars: Array(units))
  }

  static func characterCount(of units: [Unicode.Scalar], prefix count: Int) -> Int { count }

  static func characterCount(of _: String, madeOf units: [Unicode.Scalar]) -> Int { units.count }
}
