/// Formats a phone number digit by digit the way libphonenumber's as-you-type formatter does.
///
/// Fed a `+` and digits (ASCII), it keeps what the person typed and adds only punctuation: the
/// international or national prefix is split off first, the formats whose leading digits fit the
/// number so far are kept, and the first of them whose template holds the number lays it out; while
/// no format fits, the digits are shown as typed.
struct PhoneAsYouType {
  private let homeRegion: String
  private var metadata: PhoneTerritory?
  private var accruedInput = ""
  private var accruedDigitsAndPlus: [UInt8] = []
  private var template: [Unicode.Scalar] = []
  /// Whether the text after the current digit is wanted (only after the last one).
  private var wantsOutput = true
  private var lastMatchPosition = 0
  private var currentPattern: String?
  private var inputHasFormatting = false
  private var prefixBeforeNationalNumber = ""
  private var shouldAddSpaceAfterNationalPrefix = false
  private var extractedNationalPrefix = ""
  private var nationalNumber: [UInt8] = []
  private var ableToFormat = true
  private var isCompleteNumber = false
  private var isExpectingCountryCallingCode = false
  private var possibleFormats: [Int] = []
  private var formatList: [PhoneFormat] = []
  /// The text after the last digit.
  private(set) var output = ""

  /// The byte that stands for `+` among the accrued digits.
  private static let plus: UInt8 = 10
  static let placeholder: Unicode.Scalar = "\u{2008}"
  private static let minimumLeadingDigits = 3

  /// A formatter for numbers typed in `region` (nil: only numbers with `+` are formatted).
  init(region: PhoneTerritory?) {
    homeRegion = region?.region ?? ""
    metadata = region.flatMap { PhoneMetadataTable.mainTerritory(callingCode: $0.callingCode) }
  }

  /// Feeds one character: a digit, or `+` as the first character; `isLast: false` skips building the
  /// text, which only the last character's step needs.
  mutating func input(_ character: Character, isLast: Bool = true) {
    wantsOutput = isLast
    accruedInput.append(character)
    if let digit = character.asciiDigitValue {
      accruedDigitsAndPlus.append(digit)
      nationalNumber.append(digit)
    } else if character == "+", accruedInput.count == 1 {
      accruedDigitsAndPlus.append(Self.plus)
    } else {
      ableToFormat = false
      inputHasFormatting = true
    }
    output = step(character)
  }

  private mutating func step(_ character: Character) -> String {
    guard ableToFormat else {
      if inputHasFormatting { return accruedInput }
      if attemptToExtractInternationalPrefix() {
        if attemptToExtractCallingCode() { return attemptToChoosePatternWithPrefixExtracted() }
      } else if ableToExtractLongerNationalPrefix() {
        prefixBeforeNationalNumber += " "
        return attemptToChoosePatternWithPrefixExtracted()
      }
      return accruedInput
    }
    switch accruedDigitsAndPlus.count {
    case 0...2:
      return accruedInput
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
      return prefixBeforeNationalNumber + PhoneLayout.text(nationalNumber[...])
    }
    guard !possibleFormats.isEmpty else { return attemptToChooseFormattingPattern() }
    let partial = inputDigitHelper(character)
    let formatted = attemptToFormatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    narrowDownPossibleFormats(nationalNumber[...])
    if maybeCreateNewTemplate() { return inputAccruedNationalNumber() }
    return ableToFormat ? appendNationalNumber(partial) : accruedInput
  }

  private mutating func attemptToChoosePatternWithPrefixExtracted() -> String {
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
      nationalNumber = PhoneLayout.digits(extractedNationalPrefix) + nationalNumber
      prefixBeforeNationalNumber = Self.cuttingLast(extractedNationalPrefix, from: prefixBeforeNationalNumber)
    }
    return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
  }

  private mutating func attemptToChooseFormattingPattern() -> String {
    guard nationalNumber.count >= Self.minimumLeadingDigits else {
      return appendNationalNumber(PhoneLayout.text(nationalNumber[...]))
    }
    collectAvailableFormats(nationalNumber[...])
    let formatted = attemptToFormatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
  }

  private mutating func collectAvailableFormats(_ leadingDigits: ArraySlice<UInt8>) {
    guard let metadata else { return }
    let international = isCompleteNumber && extractedNationalPrefix.isEmpty
    formatList =
      international && !metadata.internationalFormats.isEmpty
      ? metadata.internationalFormats : metadata.formats
    for (index, format) in formatList.enumerated() {
      let firstGroupOnly = Self.hasFirstGroupOnly(format.nationalPrefixFormattingRule)
      if !extractedNationalPrefix.isEmpty, firstGroupOnly, !format.nationalPrefixOptionalWhenFormatting,
        format.carrierCodeFormattingRule == nil
      {
        continue
      }
      if extractedNationalPrefix.isEmpty, !isCompleteNumber, !firstGroupOnly,
        !format.nationalPrefixOptionalWhenFormatting
      {
        continue
      }
      if Self.isEligible(format.layout) { possibleFormats.append(index) }
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
    var position = 0
    while position < possibleFormats.count {
      let index = possibleFormats[position]
      let format = formatList[index]
      if currentPattern == format.patternText { return false }
      if let newTemplate = format.typingTemplate, newTemplate.digits >= nationalNumber.count {
        template = newTemplate.scalars
        currentPattern = format.patternText
        shouldAddSpaceAfterNationalPrefix =
          format.nationalPrefixFormattingRule.map(Self.hasSeparator) ?? false
        lastMatchPosition = 0
        return true
      }
      possibleFormats.remove(at: position)
    }
    ableToFormat = false
    return false
  }

  private mutating func inputAccruedNationalNumber() -> String {
    guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
    var partial = ""
    for digit in nationalNumber { partial = inputDigitHelper(Character(Unicode.Scalar(digit + 48))) }
    return ableToFormat ? appendNationalNumber(partial) : accruedInput
  }

  private mutating func inputDigitHelper(_ character: Character) -> String {
    if lastMatchPosition <= template.count,
      template[lastMatchPosition...].contains(Self.placeholder),
      let first = template.firstIndex(of: Self.placeholder),
      let scalar = character.unicodeScalars.first
    {
      template[first] = scalar
      lastMatchPosition = first
      return wantsOutput ? String(String.UnicodeScalarView(template[...first])) : ""
    }
    if possibleFormats.count == 1 { ableToFormat = false }
    currentPattern = nil
    return accruedInput
  }

  private mutating func attemptToFormatAccruedDigits() -> String {
    for index in possibleFormats {
      let format = formatList[index]
      guard format.pattern.matchesWhole(nationalNumber[...]) else { continue }
      shouldAddSpaceAfterNationalPrefix = format.nationalPrefixFormattingRule.map(Self.hasSeparator) ?? false
      let formatted = PhoneLayout.substitute(format.pattern, in: nationalNumber[...], layout: format.layout)
      let whole = appendNationalNumber(formatted)
      if Self.diallable(whole) == accruedDigitsAndPlus { return whole }
    }
    return ""
  }

  private func appendNationalNumber(_ number: String) -> String {
    guard wantsOutput else { return "" }
    if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != " " {
      return prefixBeforeNationalNumber + " " + number
    }
    return prefixBeforeNationalNumber + number
  }

  private mutating func removeNationalPrefixFromNationalNumber() -> String {
    var start = 0
    if let metadata {
      if metadata.callingCode == 1, nationalNumber.count >= 2, nationalNumber[0] == 1, nationalNumber[1] > 1 {
        start = 1
        prefixBeforeNationalNumber += "1 "
        isCompleteNumber = true
      } else if let prefix = metadata.nationalPrefixForParsing,
        let end = prefix.prefixMatchEnd(nationalNumber[...]), end > 0
      {
        isCompleteNumber = true
        start = end
        prefixBeforeNationalNumber += PhoneLayout.text(nationalNumber[..<end])
      }
    }
    let prefix = PhoneLayout.text(nationalNumber[..<start])
    nationalNumber.removeFirst(start)
    return prefix
  }

  private mutating func attemptToExtractInternationalPrefix() -> Bool {
    var end: Int?
    if accruedDigitsAndPlus.first == Self.plus {
      end = 1
    } else if let pattern = metadata?.internationalPrefix {
      end = pattern.prefixMatchEnd(accruedDigitsAndPlus[...])
    }
    guard let end else { return false }
    isCompleteNumber = true
    nationalNumber = Array(accruedDigitsAndPlus[end...])
    prefixBeforeNationalNumber = Self.text(accruedDigitsAndPlus[..<end])
    if accruedDigitsAndPlus.first != Self.plus { prefixBeforeNationalNumber += " " }
    return true
  }

  private mutating func attemptToExtractCallingCode() -> Bool {
    guard !nationalNumber.isEmpty, let (code, rest) = PhoneNumberReader.callingCode(at: nationalNumber[...])
    else {
      return false
    }
    nationalNumber = Array(rest)
    if let main = PhoneMetadataTable.mainTerritory(callingCode: code), main.region != homeRegion {
      metadata = main
    }
    prefixBeforeNationalNumber += "\(code) "
    extractedNationalPrefix = ""
    return true
  }

  /// `text` up to the last occurrence of `part` (without its last character when `part` is absent, as
  /// the original does).
  private static func cuttingLast(_ part: String, from text: String) -> String {
    let characters = Array(text)
    let needle = Array(part)
    var start = characters.count - needle.count
    while start >= 0 {
      if Array(characters[start..<start + needle.count]) == needle { return String(characters[..<start]) }
      start -= 1
    }
    return String(characters.dropLast())
  }

  /// Digits and `+` as text.
  private static func text(_ digits: ArraySlice<UInt8>) -> String {
    String(digits.map { $0 == plus ? "+" : Character(Unicode.Scalar($0 + 48)) })
  }

  /// The digits and `+` of formatted text, as accrued digits.
  private static func diallable(_ text: String) -> [UInt8] {
    text.unicodeScalars.compactMap { scalar in
      if scalar == "+" { return plus }
      return ("0"..."9").contains(scalar) ? UInt8(scalar.value - 48) : nil
    }
  }

  /// Whether a national prefix formatting rule writes only the first group (`\1`, `(\1)`), or is absent.
  private static func hasFirstGroupOnly(_ rule: String?) -> Bool {
    guard let rule else { return true }
    return rule == "\\1" || rule == "(\\1)" || rule == "(\\1" || rule == "\\1)"
  }

  private static func hasSeparator(_ rule: String) -> Bool {
    rule.contains(" ") || rule.contains("-")
  }

  /// Whether a layout is only punctuation and group references, starting with `\1`.
  private static func isEligible(_ layout: String) -> Bool {
    var seenFirstGroup = false
    var scalars = layout.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\" {
        guard let next = scalars.next(), ("0"..."9").contains(next) else { return false }
        if !seenFirstGroup {
          guard next == "1" else { return false }
          seenFirstGroup = true
        }
      } else if !validPunctuation.contains(scalar) {
        return false
      }
    }
    return seenFirstGroup
  }

  /// libphonenumber's punctuation characters.
  private static let validPunctuation: Set<Unicode.Scalar> = {
    var set = Set(
      "-x/ ().[]~\u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}\u{2212}\u{30FC}\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}\u{2053}\u{223C}\u{FF5E}"
        .unicodeScalars)
    for value in 0x2010...0x2015 { if let scalar = Unicode.Scalar(value) { set.insert(scalar) } }
    for value in 0xFF0D...0xFF0F { if let scalar = Unicode.Scalar(value) { set.insert(scalar) } }
    return set
  }()
}

extension Character {
  /// The value of an ASCII digit.
  var asciiDigitValue: UInt8? {
    guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
    return ascii - 48
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigit: Bool { asciiDigitValue != nil }
}
