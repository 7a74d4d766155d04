/// The number an amount field holds: sign, integer digits, optional fraction, and the caret counted
/// in these parts (sign, digits and decimal separator each count one).
struct AmountNumber {
  var isNegative = false
  var integer: [Character] = []
  var fraction: [Character]?
  var caret = 0

  /// Reads significant characters (digits, `.`, `-`), dropping what the amount cannot hold.
  init(_ characters: [Character], caret inputCaret: Int, mask: AmountMask) {
    for (index, character) in characters.enumerated() {
      let beforeCaret = index < inputCaret
      switch character {
      case "-":
        guard !isNegative, integer.isEmpty, fraction == nil else { continue }
        isNegative = true
      case ".":
        guard fraction == nil else { continue }
        fraction = []
        if integer.isEmpty {
          integer = ["0"]
          if beforeCaret { caret += 1 }
        }
      default:
        if var digits = fraction {
          guard digits.count < mask.fractionDigits else { continue }
          digits.append(character)
          fraction = digits
        } else {
          if integer == ["0"] {
            integer = []
            if caret > (isNegative ? 1 : 0) { caret -= 1 }
          }
          guard integer.count < mask.maximumIntegerDigits else { continue }
          integer.append(character)
        }
      }
      if beforeCaret { caret += 1 }
    }
  }

  /// Whether nothing is typed.
  var isEmpty: Bool { !isNegative && integer.isEmpty && fraction == nil }

  /// How many parts the text shows.
  var count: Int { (isNegative ? 1 : 0) + integer.count + (fraction.map { $0.count + 1 } ?? 0) }

  /// The extracted value: `-1234.5`.
  var value: String {
    (isNegative ? "-" : "") + String(integer) + (fraction.map { "." + String($0) } ?? "")
  }

  /// The amount in minor units; nil without a digit.
  func minorUnits(fractionDigits: Int) -> Int? {
    guard !integer.isEmpty else { return nil }
    var units = 0
    for digit in integer + (fraction ?? [])
      + Array(repeating: "0", count: fractionDigits - (fraction?.count ?? 0))
    {
      units = units &* 10 &+ (digit.wholeNumberValue ?? 0)
    }
    return isNegative ? -units : units
  }

  /// Drops digits before the caret, nearest first, then from the end, until the magnitude fits.
  mutating func enforce(maximum: Int?, fractionDigits: Int) {
    guard let maximum else { return }
    while let units = minorUnits(fractionDigits: fractionDigits), units.magnitude > maximum {
      removePart(at: caret > 0 ? caret - 1 : count - 1)
    }
  }

  /// Removes the part at `index` (sign, digit or decimal separator) and keeps the caret on its part.
  private mutating func removePart(at index: Int) {
    var position = index
    if index < caret { caret -= 1 }
    if isNegative {
      if position == 0 {
        isNegative = false
        return
      }
      position -= 1
    }
    if position < integer.count {
      integer.remove(at: position)
      trimLeadingZeros()
      return
    }
    position -= integer.count
    guard var digits = fraction else { return }
    if position == 0 {
      integer += digits
      fraction = nil
      trimLeadingZeros()
    } else {
      digits.remove(at: position - 1)
      fraction = digits
    }
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
