/// The Luhn (mod 10) check digit test that card numbers pass.
public enum Luhn {
  /// Whether `digits` (ASCII digits, at least two) pass the Luhn test.
  public static func isValid(_ digits: some StringProtocol) -> Bool {
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
}
