/// The significant characters of an amount typed from the right, gathered in one pass.
struct CentsInput {
  /// Whether the first significant character is a minus sign the field takes.
  var isNegative = false
  /// The digits after the leading zeros, as ASCII bytes.
  var digits: [UInt8] = []
  /// How many of `digits` stand before the caret.
  var beforeCaret = 0
  /// How many zeros were typed, leading ones included.
  var zeros = 0
  /// Whether a zero stands before the caret.
  var zeroBeforeCaret = false
  /// Whether a decimal separator was typed.
  var hasDecimalSeparator = false
  /// How many zeros follow a decimal separator.
  var zerosAfterSeparator = 0

  /// Takes an ASCII digit.
  mutating func read(digit: UInt8, beforeCaret isBeforeCaret: Bool) {
    if digit == 0x30 {
      zeros += 1
      if hasDecimalSeparator { zerosAfterSeparator += 1 }
      if isBeforeCaret { zeroBeforeCaret = true }
      if digits.isEmpty { return }
    }
    digits.append(digit)
    if isBeforeCaret { beforeCaret += 1 }
  }
}

extension AmountNumber {
  /// Reads digits that fill the amount from the right (`123` → `1.23`): typed decimal separators are
  /// ignored, leading zeros dropped, and the caret stays before the same number of digits. Zeros alone
  /// are the amount zero (`0` → `0.00`) unless a decimal separator is followed by zeros that do not fill
  /// the field, so a backspace from `0.01` (`0.0`) still empties it while a separator typed after a zero
  /// (`0.`) is no key: the field keeps its zero. Digits before
  /// the caret (nearest first, then from the end) are dropped while the magnitude is over `maximum` or the
  /// digits are too many.
  init(cents input: CentsInput, mask: AmountMask) {
    var digits = input.digits
    var beforeCaret = input.beforeCaret
    let limit = mask.maximumIntegerDigits + mask.fractionDigits
    if digits.count > limit, beforeCaret == digits.count {
      digits.removeLast(digits.count - limit)
      beforeCaret = limit
    }
    while digits.count > limit || Self.magnitude(digits).map({ $0 > (mask.maximum ?? Int.max) }) ?? true {
      let index = beforeCaret > 0 ? beforeCaret - 1 : digits.count - 1
      digits.remove(at: index)
      beforeCaret = min(beforeCaret, index)
      while digits.first == 0x30 {
        digits.removeFirst()
        beforeCaret = max(0, beforeCaret - 1)
      }
    }
    if digits.isEmpty, input.zeros > 0,
      input.zerosAfterSeparator == 0 || input.zeros > mask.fractionDigits
    {
      digits = [0x30]
      beforeCaret = input.zeroBeforeCaret ? 1 : 0
    }
    self.init(
      negative: input.isNegative, cents: digits.map { Character(Unicode.Scalar($0)) },
      digitsAfterCaret: digits.count - beforeCaret, fractionDigits: mask.fractionDigits)
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
  private static func magnitude(_ digits: [UInt8]) -> Int? {
    var value = 0
    for digit in digits {
      let shifted = value.multipliedReportingOverflow(by: 10)
      let added = shifted.partialValue.addingReportingOverflow(Int(digit) - 0x30)
      guard !shifted.overflow, !added.overflow else { return nil }
      value = added.partialValue
    }
    return value
  }
}
