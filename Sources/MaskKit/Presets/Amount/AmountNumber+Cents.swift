extension AmountNumber {
  /// Reads digits that fill the amount from the right (`123` → `1.23`): typed decimal separators are
  /// ignored, leading zeros dropped, and the caret stays before the same number of digits. Zeros alone
  /// are the amount zero (`0` → `0.00`) when no decimal separator is among them or they fill the field
  /// (`0.00`), so a backspace from `0.01` (`0.0`) still empties it. Digits before
  /// the caret (nearest first, then from the end) are dropped while the magnitude is over `maximum` or the
  /// digits are too many.
  init(cents characters: [Character], caret inputCaret: Int, mask: AmountMask) {
    let negative = mask.allowsNegative && characters.first == "-"
    var digits: [Character] = []
    var beforeCaret = 0
    for (index, character) in characters.enumerated() where character.isASCII && character.isNumber {
      if digits.isEmpty, character == "0" { continue }
      digits.append(character)
      if index < inputCaret { beforeCaret += 1 }
    }
    let limit = mask.maximumIntegerDigits + mask.fractionDigits
    while digits.count > limit || Self.magnitude(digits).map({ $0 > (mask.maximum ?? Int.max) }) ?? true {
      let index = beforeCaret > 0 ? beforeCaret - 1 : digits.count - 1
      digits.remove(at: index)
      beforeCaret = min(beforeCaret, index)
      while digits.first == "0" {
        digits.removeFirst()
        beforeCaret = max(0, beforeCaret - 1)
      }
    }
    let zeros = characters.count { $0 == "0" }
    if digits.isEmpty, zeros > 0, !characters.contains(".") || zeros > mask.fractionDigits {
      digits = ["0"]
      beforeCaret = characters.prefix(inputCaret).contains("0") ? 1 : 0
    }
    self.init(
      negative: negative, cents: digits, digitsAfterCaret: digits.count - beforeCaret,
      fractionDigits: mask.fractionDigits)
  }

  /// The parts of `digits` padded to one integer digit, the caret before `digitsAfterCaret` digits.
  private init(negative: Bool, cents digits: [Character], digitsAfterCaret: Int, fractionDigits: Int) {
    isNegative = negative
    guard !digits.isEmpty else {
      caret = isNegative ? 1 : 0
      return
    }
    let padded = Array(repeating: "0", count: max(0, fractionDigits + 1 - digits.count)) + digits
    integer = Array(padded.dropLast(fractionDigits))
    fraction = fractionDigits > 0 ? Array(padded.suffix(fractionDigits)) : nil
    let separatorAfterCaret = digitsAfterCaret > fractionDigits && fraction != nil ? 1 : 0
    caret = count - digitsAfterCaret - separatorAfterCaret
  }

  /// The digits as an integer, or nil when they overflow.
  private static func magnitude(_ digits: [Character]) -> Int? {
    var value = 0
    for digit in digits {
      let shifted = value.multipliedReportingOverflow(by: 10)
      let added = shifted.partialValue.addingReportingOverflow(digit.wholeNumberValue ?? 0)
      guard !shifted.overflow, !added.overflow else { return nil }
      value = added.partialValue
    }
    return value
  }
}
