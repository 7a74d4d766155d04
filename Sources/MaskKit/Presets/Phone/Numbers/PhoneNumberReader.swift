/// A phone number read from digits: its calling code and national significant number.
struct PhoneNumberReading: Sendable, Hashable {
  /// How the calling code was found.
  enum Source: Sendable, Hashable {
    /// After a `+`.
    case plus
    /// After the home region's international dialling prefix (`00`, `011`, `810`).
    case internationalPrefix
    /// At the start of the digits, without `+` (`7 916…` typed in Russia).
    case withoutPlus
    /// Not in the digits: the home region's.
    case home
  }

  /// The calling code (0 when none could be read).
  var callingCode: Int
  /// The national significant number, digit values.
  var nationalNumber: [UInt8]
  /// How the calling code was found.
  var source: Source
  /// The carrier code the national prefix carried, if any.
  var carrierCode: [UInt8] = []
  /// How many digits the international prefix and calling code took; the rest was the national part.
  var prefixDigits = 0
}

/// Reads digits as libphonenumber's parser does: the calling code after `+` or an international
/// prefix, or at the start of a number too long (or otherwise impossible) for the home region, then
/// the national prefix and carrier code stripped (and transformed, as in Argentina) when what remains is
/// still a possible number.
enum PhoneNumberReader {
  /// The most digits a calling code has.
  static let longestCallingCode = 3

  /// Reads `digits` (after the `+` when `plus`); nil when no calling code can be found.
  static func read(_ digits: [UInt8], plus: Bool, home: PhoneTerritory?) -> PhoneNumberReading? {
    var reading: PhoneNumberReading
    if plus {
      if let (code, rest) = callingCode(at: digits[...]) {
        reading = PhoneNumberReading(
          callingCode: code, nationalNumber: PhoneLayout.array(rest), source: .plus,
          prefixDigits: digits.count - rest.count)
      } else if let reading = afterPlusAndInternationalPrefix(digits, home: home) {
        return reading
      } else {
        return nil
      }
    } else if let home {
      if let afterPrefix = strippingInternationalPrefix(digits, of: home) {
        guard let (code, rest) = callingCode(at: afterPrefix) else { return nil }
        reading = PhoneNumberReading(
          callingCode: code, nationalNumber: PhoneLayout.array(rest), source: .internationalPrefix,
          prefixDigits: digits.count - rest.count)
      } else if let national = nationalNumberAfterHomeCode(digits, home: home) {
        reading = PhoneNumberReading(
          callingCode: home.callingCode, nationalNumber: national, source: .withoutPlus,
          prefixDigits: home.callingCodeText.utf8.count)
      } else {
        reading = PhoneNumberReading(callingCode: home.callingCode, nationalNumber: digits, source: .home)
      }
    } else {
      guard let (code, rest) = callingCode(at: digits[...]) else { return nil }
      reading = PhoneNumberReading(
        callingCode: code, nationalNumber: PhoneLayout.array(rest), source: .plus,
        prefixDigits: digits.count - rest.count
      )
    }
    let territory =
      reading.source == .home
      ? home : PhoneMetadataTable.mainTerritory(callingCode: reading.callingCode, known: home)
    if let territory, let stripped = nationalPart(reading.nationalNumber[...], territory: territory) {
      reading.nationalNumber = stripped.number
      reading.carrierCode = stripped.carrierCode
    }
    return reading
  }

  /// The last step of every reading: the national number and carrier code left once the national
  /// prefix is stripped from `number`, the digits after the calling code of `territory`; nil when the
  /// number stays as it is (no prefix to strip, or what would remain is not a possible length).
  static func nationalPart(_ number: ArraySlice<UInt8>, territory: PhoneTerritory) -> (
    number: [UInt8], carrierCode: [UInt8]
  )? {
    guard let stripped = nationalPrefixStripped(number, territory: territory) else { return nil }
    switch lengthCheck(stripped.number[...], territory: territory) {
    case .tooShort, .localOnly, .invalidLength: return nil
    case .possible, .tooLong: return stripped
    }
  }

  /// Whether the digits of calling code `code` then `number`, after a `+`, read back as `code` and
  /// `number`: whether ``read(_:plus:home:)`` of them gives that calling code and national number,
  /// found without building the digits or reading the calling code again (calling codes are
  /// prefix-free, so `code`'s digits read as `code`: `PhoneNumberReaderTests`).
  static func readsBack(callingCode code: Int, _ number: ArraySlice<UInt8>, home: PhoneTerritory?) -> Bool {
    guard let territory = PhoneMetadataTable.mainTerritory(callingCode: code, known: home),
      let stripped = nationalPart(number, territory: territory)
    else { return true }
    return stripped.number.elementsEqual(number)
  }

  /// The number after a `+` that no calling code follows but the home region's international prefix
  /// does (`+011 44 20…` in the United States): libphonenumber then reads the digits again without the
  /// `+`, and only an international prefix and a calling code make them a number.
  private static func afterPlusAndInternationalPrefix(_ digits: [UInt8], home: PhoneTerritory?)
    -> PhoneNumberReading?
  {
    guard let home, digits.count > 2, let afterPrefix = strippingInternationalPrefix(digits, of: home),
      callingCode(at: afterPrefix) != nil
    else { return nil }
    return read(Array(afterPrefix), plus: true, home: nil).map { reading in
      var reading = reading
      reading.source = .internationalPrefix
      reading.prefixDigits += afterPrefix.startIndex
      return reading
    }
  }

  /// The calling code the digits start with (1 to 3 digits, never starting with 0) and the rest.
  static func callingCode(at digits: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
    guard let first = digits.first, first != 0 else { return nil }
    var code = 0
    for length in 1...min(longestCallingCode, digits.count) {
      code = code * 10 + Int(digits[digits.startIndex + length - 1])
      if PhoneMetadataTable.isCallingCode(code) { return (code, digits.dropFirst(length)) }
    }
    return nil
  }

  /// The digits after the home region's international prefix, unless the next digit is 0.
  static func strippingInternationalPrefix(_ digits: [UInt8], of home: PhoneTerritory) -> ArraySlice<UInt8>? {
    guard let pattern = home.internationalPrefix, let end = pattern.prefixMatchEnd(digits[...]) else {
      return nil
    }
    if end < digits.count, digits[end] == 0 { return nil }
    return digits[end...]
  }

  /// The national number when the digits start with the home calling code and, without it, make a
  /// number of the home region that they do not make with it.
  private static func nationalNumberAfterHomeCode(_ digits: [UInt8], home: PhoneTerritory) -> [UInt8]? {
    let code = home.callingCodeDigits
    guard digits.count > code.count, digits.starts(with: code) else { return nil }
    let potential = strippingNationalPrefix(digits[code.count...], territory: home).number
    guard let general = home.general.pattern else { return nil }
    let takesCode =
      (!general.matchesWhole(digits[...]) && general.matchesWhole(potential[...]))
      || lengthCheck(digits[...], territory: home) == .tooLong
    return takesCode ? potential : nil
  }

  /// The number without its national prefix and carrier code, when what remains still fits the
  /// general pattern (or the number did not fit it anyway).
  static func strippingNationalPrefix(_ number: ArraySlice<UInt8>, territory: PhoneTerritory) -> (
    number: [UInt8], carrierCode: [UInt8], stripped: Bool
  ) {
    guard let stripped = nationalPrefixStripped(number, territory: territory) else {
      return (Array(number), [], false)
    }
    return (stripped.number, stripped.carrierCode, true)
  }

  /// ``strippingNationalPrefix(_:territory:)`` when it strips something, nil when the number stays as
  /// it is (so the reader, which then keeps the number it has, copies nothing).
  static func nationalPrefixStripped(_ number: ArraySlice<UInt8>, territory: PhoneTerritory) -> (
    number: [UInt8], carrierCode: [UInt8]
  )? {
    // A prefix whose automaton leaves the first digits without matching cannot match (no captures
    // are set up for it).
    guard !number.isEmpty, let prefix = territory.nationalPrefixForParsing, prefix.mayBegin(number),
      let match = prefix.match(in: number, at: number.startIndex)
    else { return nil }
    let general = territory.general.pattern
    let viableOriginal = general?.matchesWhole(number) ?? false
    let lastGroup = prefix.groupCount > 0 ? match.group(prefix.groupCount) : nil
    if let rule = territory.nationalPrefixTransformRule, lastGroup != nil {
      let transformed = PhoneLayout.digits(PhoneLayout.substitute(prefix, in: number, layout: rule, limit: 1))
      if viableOriginal, !(general?.matchesWhole(transformed[...]) ?? false) { return nil }
      let carrier = prefix.groupCount > 1 ? match.group(1).map { PhoneLayout.array(number[$0]) } ?? [] : []
      return (transformed, carrier)
    }
    let rest = number[match.range.upperBound...]
    if viableOriginal, !(general?.matchesWhole(rest) ?? false) { return nil }
    let carrier = prefix.groupCount > 0 ? match.group(1).map { PhoneLayout.array(number[$0]) } ?? [] : []
    return (PhoneLayout.array(rest), carrier)
  }

  /// How a national number's length compares with the region's possible lengths.
  enum LengthCheck: Sendable, Equatable {
    case possible, localOnly, tooShort, tooLong, invalidLength
  }

  /// libphonenumber's length test against the general description.
  static func lengthCheck(_ number: ArraySlice<UInt8>, territory: PhoneTerritory) -> LengthCheck {
    let lengths = territory.general.lengths
    guard let shortest = lengths.first, let longest = lengths.last else { return .invalidLength }
    if territory.general.localOnlyLengths.contains(number.count) { return .localOnly }
    if number.count == shortest { return .possible }
    if number.count < shortest { return .tooShort }
    if number.count > longest { return .tooLong }
    return lengths.contains(number.count) ? .possible : .invalidLength
  }
}
