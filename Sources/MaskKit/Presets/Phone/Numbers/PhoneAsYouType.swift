/// Formats a phone number digit by digit the way libphonenumber's as-you-type formatter does.
///
/// Fed a `+` and digits, it keeps what the person typed and adds only punctuation: the international
/// or national prefix is split off first, the formats whose leading digits fit the number so far are
/// kept, and the first of them whose template holds the number lays it out; while no format fits, the
/// digits are shown as typed. Text is built only for the last digit fed (`isLast`); the steps before
/// it only move the state on.
struct PhoneAsYouType {
  private typealias Text = [Unicode.Scalar]

  private let homeRegion: String
  private var metadata: PhoneTerritory?
  /// The digits and `+` fed so far (`+` as ``plus``).
  private var accrued: [UInt8] = []
  private var template: Text = []
  /// Whether the text after the current digit is wanted (only after the last one).
  private var wantsOutput = true
  private var lastMatchPosition = 0
  private var currentPattern: String?
  private var prefixBeforeNationalNumber: Text = []
  private var shouldAddSpaceAfterNationalPrefix = false
  private var extractedNationalPrefix: [UInt8] = []
  private var nationalNumber: [UInt8] = []
  private var ableToFormat = true
  private var isCompleteNumber = false
  private var isExpectingCountryCallingCode = false
  private var possibleFormats: [Int] = []
  private var formatList: [PhoneFormat] = []
  /// The text after the last digit fed with `isLast`.
  private(set) var output = ""

  /// The value that stands for `+` among the accrued digits.
  private static let plus: UInt8 = 10
  static let placeholder: Unicode.Scalar = "\u{2008}"
  private static let minimumLeadingDigits = 3

  /// A formatter for numbers typed in `region` (nil: only numbers with `+` are formatted).
  init(region: PhoneTerritory?) {
    homeRegion = region?.region ?? ""
    metadata = region.flatMap { PhoneMetadataTable.mainTerritory(callingCode: $0.callingCode) }
  }

  /// Feeds a `+`; only the first character may be one.
  mutating func inputPlus(isLast: Bool = true) {
    guard accrued.isEmpty else { return }
    wantsOutput = isLast
    accrued.append(Self.plus)
    finish(step(0))
  }

  /// Feeds one digit (0–9); `isLast: false` skips building the text.
  mutating func input(digit: UInt8, isLast: Bool = true) {
    wantsOutput = isLast
    accrued.append(digit)
    nationalNumber.append(digit)
    finish(step(digit))
  }

  private mutating func finish(_ text: Text) {
    if wantsOutput { output = String(String.UnicodeScalarView(text)) }
  }

  private mutating func step(_ digit: UInt8) -> Text {
    guard ableToFormat else {
      if attemptToExtractInternationalPrefix() {
        if attemptToExtractCallingCode() { return attemptToChoosePatternWithPrefixExtracted() }
      } else if ableToExtractLongerNationalPrefix() {
        prefixBeforeNationalNumber.append(" ")
        return attemptToChoosePatternWithPrefixExtracted()
      }
      return accruedText
    }
    switch accrued.count {
    case 0...2:
      return accruedText
    case 3:
      if attemptToExtractInternationalPrefix() {
        isExpectingCountryCallingCode = true
      } else {
        extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
        return attemptToChooseFormattingPattern()
      }
    default:
      break
    }
    if isExpectingCountryCallingCode {
      if attemptToExtractCallingCode() { isExpectingCountryCallingCode = false }
      return wantsOutput ? prefixBeforeNationalNumber + Self.text(nationalNumber[...]) : []
    }
    guard !possibleFormats.isEmpty else { return attemptToChooseFormattingPattern() }
    let partial = inputDigitHelper(digit)
    let formatted = attemptToFormatAccruedDigits()
    if let formatted { return formatted }
    narrowDownPossibleFormats(nationalNumber[...])
    if maybeCreateNewTemplate() { return inputAccruedNationalNumber() }
    return ableToFormat ? appendNationalNumber(partial) : accruedText
  }

  /// What was fed, as typed.
  private var accruedText: Text {
    guard wantsOutput else { return [] }
    return accrued.map { $0 == Self.plus ? "+" : Unicode.Scalar($0 + 48) }
  }

  private mutating func attemptToChoosePatternWithPrefixExtracted() -> Text {
    ableToFormat = true
    isExpectingCountryCallingCode = false
    possibleFormats = []
    lastMatchPosition = 0
    template = []
    currentPattern = nil
    return attemptToChooseFormattingPattern()
  }

  private mutating func ableToExtractLongerNationalPrefix() -> Bool {
    if !extractedNationalPrefix.isEmpty {
      nationalNumber = extractedNationalPrefix + nationalNumber
      prefixBeforeNationalNumber = Self.cuttingLast(
        Self.text(extractedNationalPrefix[...]), from: prefixBeforeNationalNumber)
    }
    return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
  }

  private mutating func attemptToChooseFormattingPattern() -> Text {
    guard nationalNumber.count >= Self.minimumLeadingDigits else {
      return appendNationalNumber(wantsOutput ? Self.text(nationalNumber[...]) : [])
    }
    collectAvailableFormats(nationalNumber[...])
    if let formatted = attemptToFormatAccruedDigits() { return formatted }
    return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedText
  }

  private mutating func collectAvailableFormats(_ leadingDigits: ArraySlice<UInt8>) {
    guard let metadata else { return }
    let international = isCompleteNumber && extractedNationalPrefix.isEmpty
    formatList =
      international && !metadata.internationalFormats.isEmpty
      ? metadata.internationalFormats : metadata.formats
    for (index, format) in formatList.enumerated() {
      if !extractedNationalPrefix.isEmpty, format.nationalPrefixRuleHasFirstGroupOnly,
        !format.nationalPrefixOptionalWhenFormatting, format.carrierCodeFormattingRule == nil
      {
        continue
      }
      if extractedNationalPrefix.isEmpty, !isCompleteNumber, !format.nationalPrefixRuleHasFirstGroupOnly,
        !format.nationalPrefixOptionalWhenFormatting
      {
        continue
      }
      if format.typingTemplate != nil { possibleFormats.append(index) }
    }
    narrowDownPossibleFormats(leadingDigits)
  }

  private mutating func narrowDownPossibleFormats(_ leadingDigits: ArraySlice<UInt8>) {
    let patternIndex = leadingDigits.count - Self.minimumLeadingDigits
    possibleFormats.removeAll { index in
      let patterns = formatList[index].leadingDigits
      guard !patterns.isEmpty else { return false }
      return !patterns[min(patternIndex, patterns.count - 1)].matchesPrefix(leadingDigits)
    }
  }

  private mutating func maybeCreateNewTemplate() -> Bool {
    while let index = possibleFormats.first {
      if currentPattern == formatList[index].patternText { return false }
      if let newTemplate = formatList[index].typingTemplate, newTemplate.digits >= nationalNumber.count {
        template = newTemplate.scalars
        currentPattern = formatList[index].patternText
        shouldAddSpaceAfterNationalPrefix = formatList[index].nationalPrefixRuleHasSeparator
        lastMatchPosition = 0
        return true
      }
      possibleFormats.removeFirst()
    }
    ableToFormat = false
    return false
  }

  private mutating func inputAccruedNationalNumber() -> Text {
    guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
    var partial: Text = []
    for digit in nationalNumber { partial = inputDigitHelper(digit) }
    return ableToFormat ? appendNationalNumber(partial) : accruedText
  }

  private mutating func inputDigitHelper(_ digit: UInt8) -> Text {
    if lastMatchPosition < template.count,
      let first = template[lastMatchPosition...].firstIndex(of: Self.placeholder)
    {
      template[first] = Unicode.Scalar(digit + 48)
      lastMatchPosition = first
      return wantsOutput ? Array(template[...first]) : []
    }
    if possibleFormats.count == 1 { ableToFormat = false }
    currentPattern = nil
    return accruedText
  }

  /// The number laid out by the first possible format whose whole pattern it fits, when that text
  /// keeps exactly the digits fed.
  private mutating func attemptToFormatAccruedDigits() -> Text? {
    for index in possibleFormats where formatList[index].pattern.matchesWhole(nationalNumber[...]) {
      let format = formatList[index]
      shouldAddSpaceAfterNationalPrefix = format.nationalPrefixRuleHasSeparator
      let formatted = format.text(nationalNumber[...], national: false)
      let wanted = wantsOutput
      wantsOutput = true
      let whole = appendNationalNumber(Array(formatted.unicodeScalars))
      wantsOutput = wanted
      if Self.diallable(whole) == accrued { return whole }
    }
    return nil
  }

  private func appendNationalNumber(_ number: Text) -> Text {
    guard wantsOutput else { return [] }
    if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != " " {
      return prefixBeforeNationalNumber + [" "] + number
    }
    return prefixBeforeNationalNumber + number
  }

  private mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
    var start = 0
    if let metadata {
      if metadata.callingCode == 1, nationalNumber.count >= 2, nationalNumber[0] == 1, nationalNumber[1] > 1 {
        start = 1
        prefixBeforeNationalNumber += ["1", " "]
        isCompleteNumber = true
      } else if let prefix = metadata.nationalPrefixForParsing,
        let end = prefix.prefixMatchEnd(nationalNumber[...]), end > 0
      {
        isCompleteNumber = true
        start = end
        prefixBeforeNationalNumber += Self.text(nationalNumber[..<end])
      }
    }
    let prefix = Array(nationalNumber[..<start])
    nationalNumber.removeFirst(start)
    return prefix
  }

  private mutating func attemptToExtractInternationalPrefix() -> Bool {
    var end: Int?
    if accrued.first == Self.plus {
      end = 1
    } else if let pattern = metadata?.internationalPrefix {
      end = pattern.prefixMatchEnd(accrued[...])
    }
    guard let end else { return false }
    isCompleteNumber = true
    nationalNumber = Array(accrued[end...])
    prefixBeforeNationalNumber = accrued[..<end].map { $0 == Self.plus ? "+" : Unicode.Scalar($0 + 48) }
    if accrued.first != Self.plus { prefixBeforeNationalNumber.append(" ") }
    return true
  }

  private mutating func attemptToExtractCallingCode() -> Bool {
    guard !nationalNumber.isEmpty, let (code, rest) = PhoneNumberReader.callingCode(at: nationalNumber[...])
    else {
      return false
    }
    let codeDigits = nationalNumber[..<rest.startIndex]
    nationalNumber = Array(rest)
    if let main = PhoneMetadataTable.mainTerritory(callingCode: code), main.region != homeRegion {
      metadata = main
    }
    prefixBeforeNationalNumber += Self.text(codeDigits) + [" "]
    extractedNationalPrefix = []
    return true
  }

  /// `text` up to the last occurrence of `part` (without its last element when `part` is absent, as
  /// the original does).
  private static func cuttingLast(_ part: Text, from text: Text) -> Text {
    var start = text.count - part.count
    while start >= 0 {
      if text[start..<start + part.count].elementsEqual(part) { return Array(text[..<start]) }
      start -= 1
    }
    return Array(text.dropLast())
  }

  /// Digit values as text.
  private static func text(_ digits: ArraySlice<UInt8>) -> Text {
    digits.map { Unicode.Scalar($0 + 48) }
  }

  /// The digits and `+` of a text, as accrued values.
  private static func diallable(_ text: Text) -> [UInt8] {
    text.compactMap { scalar in
      if scalar == "+" { return plus }
      return ("0"..."9").contains(scalar) ? UInt8(scalar.value - 48) : nil
    }
  }
}
