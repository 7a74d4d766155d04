/// The readings of a pasted string that an editor tries.
///
/// AutoFill and clipboards deliver numbers as people write them (`+1 (206) 555-1234`, `12065551234`).
/// Besides the text as pasted, the editor tries it without separators (spaces, dashes, dots, slashes,
/// parentheses, plus signs and the mask's own literals), without a country code the mask already shows,
/// and without a leading `+` calling code of one to three digits or, when the mask or the text before the
/// paste shows a country code,
/// a leading trunk prefix (`0`, `1`, `8`); those last readings count only when they fill the mask exactly.
enum PasteCandidates {
  /// One reading: its text, how many leading digits it recognised and left out, and whether it is only
  /// acceptable when it completes the mask.
  struct Reading: Hashable {
    var text: String
    var droppedDigits = 0
    var mustComplete = false
  }

  static let separators: Set<Character> = [
    " ", "-", ".", "(", ")", "/", "+", "\u{00A0}", "\u{2009}", "\u{2011}",
  ]

  /// The readings of `pasted`; `shown` is the text before the paste point (a code it shows allows the
  /// trunk-prefix reading).
  static func of(_ pasted: String, literalPrefix: String, placeholder: String, shown: String = "")
    -> [Reading]
  {
    let normalized = InputFilter.normalizingDigits(pasted)
    let literals = Set(placeholder.filter { !$0.isLetter && !$0.isNumber })
    let stripped = String(normalized.filter { !separators.contains($0) && !literals.contains($0) })
    var readings: [Reading] = []
    let code = String(InputFilter.normalizingDigits(literalPrefix).filter(\.isNumber))
    if !code.isEmpty, stripped.hasPrefix(code) {
      readings.append(Reading(text: String(stripped.dropFirst(code.count)), droppedDigits: code.count))
    }
    readings.append(Reading(text: stripped))
    readings.append(Reading(text: normalized))
    let hasCallingCode = normalized.drop { $0 == " " }.first == "+"
    for count in 1...3 where stripped.prefix(count).allSatisfy({ $0.isASCII && $0.isNumber }) {
      let showsCode = !code.isEmpty || shown.contains { $0.normalizedASCIIDigit != nil }
      let isTrunkPrefix = count == 1 && showsCode && "018".contains(stripped.prefix(1))
      guard hasCallingCode || isTrunkPrefix else { continue }
      readings.append(
        Reading(text: String(stripped.dropFirst(count)), droppedDigits: count, mustComplete: true))
    }
    var seen: Set<String> = []
    return readings.filter { seen.insert($0.text).inserted }
  }

  /// The ASCII digits of `text`.
  static func digits(_ text: String) -> [Character] {
    text.compactMap { $0.normalizedASCIIDigit }
  }

  /// Whether formatting `reading` into `result` kept every digit of the reading: as a value digit, as a
  /// leading literal digit the text shows (a country code the mask already has), or as a digit the
  /// reading itself recognised and left out. `before` is the value of the text the paste leaves alone.
  static func keepsEveryDigit(_ reading: Reading, _ result: MaskResult, before: String) -> Bool {
    let readDigits = digits(reading.text)
    let valueDigits = digits(result.value).count - digits(before).count
    let textDigits = digits(result.text)
    let literalCount = max(0, textDigits.count - digits(result.value).count)
    let shownCode = textDigits.prefix(literalCount)
    let credit = !shownCode.isEmpty && readDigits.starts(with: shownCode) ? shownCode.count : 0
    return valueDigits + credit >= readDigits.count
  }
}
