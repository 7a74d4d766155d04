/// The number an amount field holds: sign, integer digits, optional fraction, and the caret counted
/// in these parts (sign, digits and decimal separator each count one).
struct AmountNumber {
  var isNegative = false
  var integer: [Character] = []
  var fraction: [Character]?
  var caret = 0

  /// An empty amount.
  init() {}

  /// Reads one significant character (an ASCII digit, `.` for the decimal separator or `-`) typed
  /// from the left; false when the amount cannot take it (a second sign or decimal separator, a sign
  /// after the digits, a digit beyond ``AmountMask/maximumIntegerDigits`` or
  /// ``AmountMask/fractionDigits``), which leaves the amount as it was.
  mutating func read(_ character: Character, beforeCaret: Bool, mask: AmountMask) -> Bool {
    switch character {
    case "-":
      guard mask.allowsNegative, !isNegative, integer.isEmpty, fraction == nil else { return false }
      isNegative = true
    case ".":
      guard mask.fractionDigits > 0, fraction == nil else { return false }
      fraction = []
      if integer.isEmpty {
        integer = ["0"]
        if beforeCaret { caret += 1 }
      }
    default:
      return read(
        digit: character.asciiValue ?? 0x30, beforeCaret: beforeCaret, fractionDigits: mask.fractionDigits,
        maximumIntegerDigits: mask.maximumIntegerDigits)
    }
    if beforeCaret { caret += 1 }
    return true
  }

  /// Reads one ASCII digit (``read(_:beforeCaret:mask:)`` for a digit); a digit the amount has no room
  /// for is refused before a `Character` is made of it, so a long text costs no more than its bytes.
  mutating func read(digit: UInt8, beforeCaret: Bool, fractionDigits: Int, maximumIntegerDigits: Int) -> Bool
  {
    if fraction != nil {
      guard fraction?.count ?? 0 < fractionDigits else { return false }
      fraction?.append(Character(Unicode.Scalar(digit)))
    } else {
      if integer.count == 1, integer.first == "0" {
        integer = []
        if caret > (isNegative ? 1 : 0) { caret -= 1 }
      }
      guard integer.count < maximumIntegerDigits else { return false }
      integer.append(Character(Unicode.Scalar(digit)))
    }
    if beforeCaret { caret += 1 }
    return true
  }

  /// Whether nothing is typed.
  var isEmpty: Bool { !isNegative && integer.isEmpty && fraction == nil }

  /// How many parts the text shows.
  var count: Int { (isNegative ? 1 : 0) + integer.count + (fraction.map { $0.count + 1 } ?? 0) }

  /// The extracted value: `-1234.5`.
  var value: String {
    (isNegative ? "-" : "") + String(integer) + (fraction.map { "." + String($0) } ?? "")
  }

  /// How many digits the amount holds after its leading zeros (those of the fraction too: `0.05` has 1).
  var significantDigitCount: Int {
    var count = 0
    for digit in integer + (fraction ?? []) where count > 0 || digit != "0" { count += 1 }
    return count
  }

  /// The amount in minor units; nil without a digit, or when it does not fit an `Int` (the mask keeps
  /// at most 18 digits, so it always does; the check keeps arithmetic on the person's digits total).
  func minorUnits(fractionDigits: Int) -> Int? {
    guard !integer.isEmpty else { return nil }
    let padding = max(0, fractionDigits - (fraction?.count ?? 0))
    var units = 0
    for digit in integer + (fraction ?? []) + Array(repeating: "0", count: padding) {
      let shifted = units.multipliedReportingOverflow(by: 10)
      let added = shifted.partialValue.addingReportingOverflow(digit.wholeNumberValue ?? 0)
      guard !shifted.overflow, !added.overflow else { return nil }
      units = added.partialValue
    }
    return isNegative ? -units : units
  }

  /// Drops digits (never the sign or the decimal separator) before the caret, nearest first, then from
  /// the end, until the magnitude fits.
  mutating func enforce(maximum: Int?, fractionDigits: Int) {
    guard let maximum else { return }
    while minorUnits(fractionDigits: fractionDigits).map({ $0.magnitude > maximum }) ?? !integer.isEmpty,
      let index = digitToDrop()
    {
      removePart(at: index)
    }
  }

  /// The part index of the digit nearest before the caret, else of the last digit.
  private func digitToDrop() -> Int? {
    let sign = isNegative ? 1 : 0
    let separator = fraction == nil ? nil : sign + integer.count
    let digits = (sign..<count).filter { $0 != separator }
    return digits.last { $0 < caret } ?? digits.last
  }

  /// Removes the digit at part `index` and keeps the caret on its part.
  private mutating func removePart(at index: Int) {
    var position = index - (isNegative ? 1 : 0)
    if index < caret { caret -= 1 }
    if position < integer.count {
      integer.remove(at: position)
      trimLeadingZeros()
      return
    }
    position -= integer.count + 1
    guard var digits = fraction, digits.indices.contains(position) else { return }
    digits.remove(at: position)
    fraction = digits
  }

  /// Drops zeros that lead the integer part (one stays before a decimal separator or alone).
  private mutating func trimLeadingZeros() {
    let sign = isNegative ? 1 : 0
    while integer.count > 1, integer.first == "0" {
      integer.removeFirst()
      if caret > sign { caret -= 1 }
    }
  }
}

extension AmountNumber {
  /// Pads a whole number or a fraction typed short with zeros to `fractionDigits` digits (`12` → `12.00`)
  /// and puts the caret after them, so typing on at the end reads the whole run again; a decimal
  /// separator typed last (`12.`) is left as it is, so the next digit goes after it.
  mutating func padFraction(to fractionDigits: Int) {
    guard fractionDigits > 0, !integer.isEmpty, fraction != [] else { return }
    let digits = fraction ?? []
    fraction = digits + Array(repeating: "0", count: max(0, fractionDigits - digits.count))
    caret = count
  }
}
