/// The Luhn (mod 10) check digit test that card numbers pass.
public enum Luhn {
  /// Whether `digits` (ASCII digits, at least two) pass the Luhn test.
  public static func isValid(_ digits: some StringProtocol) -> Bool {
    if let valid = digits.utf8.withContiguousReadBuffer(isValidASCII), let valid { return valid }
    var sum = 0
    var count = 0
    for (index, character) in digits.reversed().enumerated() {
      guard character.isASCII, let digit = character.wholeNumberValue else { return false }
      let weighted = index % 2 == 1 ? digit * 2 : digit
      sum += weighted > 9 ? weighted - 9 : weighted
      count += 1
    }
    return count >= 2 && sum % 10 == 0
  }

  /// The test over ASCII digit bytes (at least two), the last one the check digit.
  static func isValid(asciiDigits digits: ReadBuffer<UInt8>) -> Bool {
    var sum = 0
    var doubled = false
    for byte in digits.reversed() {
      let digit = Int(byte &- UInt8(ascii: "0"))
      let weighted = doubled ? digit &* 2 : digit
      sum &+= weighted > 9 ? weighted &- 9 : weighted
      doubled.toggle()
    }
    return digits.count >= 2 && sum % 10 == 0
  }

  /// The test over the bytes of a text; nil when a byte is not ASCII (the characters decide then).
  private static func isValidASCII(_ bytes: ReadBuffer<UInt8>) -> Bool? {
    var sum = 0
    var doubled = false
    var valid = true
    for byte in bytes.reversed() {
      guard byte < 0x80 else { return nil }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        valid = false
        continue
      }
      let digit = Int(byte - UInt8(ascii: "0"))
      let weighted = doubled ? digit * 2 : digit
      sum += weighted > 9 ? weighted - 9 : weighted
      doubled.toggle()
    }
    return valid && bytes.count >= 2 && sum % 10 == 0
  }
}
