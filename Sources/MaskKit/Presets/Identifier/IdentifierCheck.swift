/// What the check-digit algorithms of the identifier schemes share: reading values and saying why a
/// check fails.
enum IdentifierCheck {
  /// The numeric value of a canonical byte as the mod-11 algorithms read it: its ASCII code minus 48
  /// (`0`–`9` are 0–9; the letters of an alphanumeric CNPJ are 17–42).
  static func number(_ byte: UInt8) -> Int { Int(byte) - 48 }

  /// The sum of `value`'s characters (from `start`) times `weights`, position by position.
  static func weighted(_ value: [UInt8], _ weights: [Int], from start: Int = 0) -> Int {
    var sum = 0
    for (offset, weight) in weights.enumerated() { sum += number(value[start + offset]) * weight }
    return sum
  }

  /// Whether `value[range]` are all ASCII digits.
  static func digits(_ value: [UInt8], _ range: Range<Int>) -> Bool {
    value[range].allSatisfy { $0 >= 48 && $0 <= 57 }
  }

  /// The number written by `value[range]` (ASCII digits).
  static func integer(_ value: [UInt8], _ range: Range<Int>) -> Int {
    value[range].reduce(0) { $0 * 10 + Int($1) - 48 }
  }
}
