/// What the phone preset makes of a field's digits: the number read, its region and type, and the
/// text shown (before punctuation options and the extension). A function of the digits, the `+`, the
/// home region and the style, so a field's analyses are computed once per distinct input and kept in a
/// bounded cache (its as-you-type state lets the next digit typed at the end cost one formatter step),
/// and a whole text read once keeps only the last one (``of(_:plus:home:style:cached:)``).
///
/// A class of constants: an analysis is read many times (the cache, the reading, the report's facts)
/// and changed never, so passing it on costs one reference count, not a copy of its formatter state.
final class PhoneAnalysis: Sendable {
  /// The number read, nil when no calling code could be found.
  let reading: PhoneNumberReading?
  /// The region of the number (the main region of its calling code until the number tells which).
  let territory: PhoneTerritory?
  /// The number's type when it is valid.
  let type: PhoneNumberType?
  /// The text shown for the number.
  let text: String
  /// The as-you-type formatter after these digits, when it was run.
  var typing: PhoneAsYouType? { typingState?.formatter }
  /// The formatter behind a reference: most analyses (every final form) keep none, and an absent
  /// reference is one word to store and free, where an absent formatter state was copied in and out
  /// whole (callgrind of `maskkit format --preset phone`).
  private let typingState: TypingState?

  /// The as-you-type formatter an analysis keeps.
  private final class TypingState: Sendable {
    let formatter: PhoneAsYouType

    init(_ formatter: consuming PhoneAsYouType) { self.formatter = formatter }
  }
  /// The value without an extension: `+`, calling code and national number (the digits as typed when no
  /// calling code could be read).
  let value: String
  /// The region as a public value (nil for a non-geographic calling code).
  let country: PhoneCountry?
  /// The text's length in `Character`s.
  let length: Int

  /// The analysis of a number shown in a form that keeps no as-you-type state (its final form, or the
  /// calling code typed ahead of a national number).
  init(
    reading: PhoneNumberReading?, territory: PhoneTerritory?, type: PhoneNumberType?, text: String,
    digits: [UInt8], international: Bool
  ) {
    // The value first: the reading's last use is then its move into the analysis, not a copy.
    value = Self.value(of: reading, digits: digits, international: international)
    self.reading = reading
    self.territory = territory
    self.type = type
    self.text = text
    typingState = nil
    country = territory.flatMap(PhoneCountry.of)
    length = text.isPlainASCII ? text.utf8.count : text.count
  }

  /// The analysis of a number shown as the as-you-type formatter `typing` shows it.
  init(
    reading: PhoneNumberReading?, territory: PhoneTerritory?, type: PhoneNumberType?, text: String,
    typing: consuming PhoneAsYouType?, digits: [UInt8], international: Bool
  ) {
    value = Self.value(of: reading, digits: digits, international: international)
    self.reading = reading
    self.territory = territory
    self.type = type
    self.text = text
    typingState = typing.map { TypingState($0) }
    country = territory.flatMap(PhoneCountry.of)
    length = text.isPlainASCII ? text.utf8.count : text.count
  }

  /// The value of `reading`, or of the digits as typed when no calling code could be read.
  private static func value(of reading: PhoneNumberReading?, digits: [UInt8], international: Bool) -> String {
    if let reading {
      return PhoneLayout.text(reading.nationalNumber[...], after: reading.callingCode)
    }
    return PhoneLayout.text(digits[...], plus: international)
  }

  /// The `Character` offset after digit `ordinal` (counted from 1) of the text, nil when the text has
  /// fewer digits; and how many digits the text has. Read from the text when a caret must follow a
  /// digit inside it, which the end-of-text caret of a typed or pasted number never needs.
  func offset(afterDigit ordinal: Int) -> (offset: Int?, digits: Int) {
    var digits = 0
    var found: Int?
    if text.isPlainASCII {
      var offset = 0
      for byte in text.utf8 {
        offset += 1
        if byte &- 48 < 10 {
          digits += 1
          if digits == ordinal { found = offset }
        }
      }
    } else {
      for (offset, character) in text.enumerated() where character.isASCIIDigit {
        digits += 1
        if digits == ordinal { found = offset + 1 }
      }
    }
    return (found, digits)
  }

  /// What identifies an analysis, packed into three integers (four bits a digit) so it hashes cheaply.
  struct Key: Hashable, Sendable {
    var home: Int
    var head: UInt64
    var tail: UInt64

    /// The key of up to 20 digits.
    init(home: Int, national: Bool, plus: Bool, digits: ArraySlice<UInt8>) {
      self.home = home
      var head: UInt64 = 0
      var tail = UInt64(digits.count) << 2 | (national ? 2 : 0) | (plus ? 1 : 0)
      for (offset, digit) in digits.prefix(PhoneInput.longestNumber).enumerated() {
        if offset < 16 {
          head |= UInt64(digit & 0xF) << (4 * UInt64(offset))
        } else {
          tail |= UInt64(digit & 0xF) << (8 + 4 * UInt64(offset - 16))
        }
      }
      self.head = head
      self.tail = tail
    }
  }

  private static let cache = PhoneAnalysisCache(capacity: 512)

  /// The analysis of the last whole text read without the cache, so the same text read again (a view
  /// formatting its value on every update) is not read again.
  private static let lastWhole = PhoneLastAnalysis()

  /// The analysis of `digits` (after a `+` when `plus`) in a field of home region `home`, looked up in
  /// and kept in the cache when `cached` (a field typing at its end finds the analysis of its digits
  /// less the last one there); without it, the analysis of a whole text: the last one when the digits
  /// are the same, else computed afresh (a stream of distinct numbers pays no hashing or eviction).
  static func of(
    _ digits: [UInt8], plus: Bool, home: PhoneCountry?, style: PhoneMask.Style, cached: Bool = true
  ) -> PhoneAnalysis {
    let homeIndex = home?.recordIndex ?? -1
    let key = Key(home: homeIndex, national: style == .national, plus: plus, digits: digits[...])
    guard cached else {
      if let last = lastWhole.analysis(for: key) { return last }
      let analysis = analyze(digits, plus: plus, home: home?.territory, style: style) { nil }
      lastWhole.keep(analysis, for: key)
      return analysis
    }
    if let known = cache.value(for: key) { return known }
    let analysis = analyze(digits, plus: plus, home: home?.territory, style: style) {
      guard !digits.isEmpty else { return nil }
      let shorter = Key(home: homeIndex, national: style == .national, plus: plus, digits: digits.dropLast())
      return cache.value(for: shorter)?.typing
    }
    cache.store(analysis, for: key)
    return analysis
  }

  /// Reads and shows `digits`; `previous` gives the as-you-type state after all but the last digit, if
  /// known. It is asked for only when the text is the as-you-type one: a valid number shown in its final
  /// form keeps no formatter state (the next digit typed replays the digits, as a fresh analysis does).
  static func analyze(
    _ digits: [UInt8], plus: Bool, home: PhoneTerritory?, style: PhoneMask.Style,
    previous: () -> PhoneAsYouType?
  ) -> PhoneAnalysis {
    let international = plus || home == nil
    let reading = PhoneNumberReader.read(digits, plus: international, home: home)
    let found: (territory: PhoneTerritory?, type: PhoneNumberType?) =
      reading.map { PhoneNumberFormatter.classify($0, known: home) } ?? (nil, nil)
    let territory =
      found.territory
      ?? reading.flatMap { PhoneMetadataTable.mainTerritory(callingCode: $0.callingCode, known: home) }
    if let text = finalText(
      digits, reading: reading, isValid: found.type != nil, international, home, style, territory: territory)
    {
      return PhoneAnalysis(
        reading: reading, territory: territory, type: found.type, text: text, digits: digits,
        international: international)
    }
    if !international, style == .international, let home, let reading, reading.source == .home,
      reading.carrierCode.isEmpty, reading.nationalNumber.elementsEqual(digits), let first = digits.first,
      !mayStartPrefix(first, in: home),
      digits.count + home.callingCodeDigits.count <= PhoneInput.longestNumber
    {
      // An international field shows the calling code from the first digit of a national number and
      // groups it as libphonenumber's formatter groups the international form, so the completing digit
      // adds one digit and nothing else (`+1 206-555-123` → `+1 206-555-1234`).
      return PhoneAnalysis(
        reading: reading, territory: territory, type: found.type,
        text: internationalTyping(digits, home: home), digits: digits,
        international: international)
    }
    var typing: PhoneAsYouType?
    if var extended = previous(), let last = digits.last {
      extended.input(digit: last)
      typing = extended
    }
    if typing == nil {
      var replay = PhoneAsYouType(region: home)
      if international { replay.inputPlus(isLast: digits.isEmpty) }
      for (offset, digit) in digits.enumerated() {
        replay.input(digit: digit, isLast: offset == digits.count - 1)
      }
      typing = replay
    }
    var text = typing?.output ?? ""
    if !PhoneLayout.hasDigits(text, digits[...]) {
      // libphonenumber's formatter can lose digits on some long inputs; the field shows them as typed.
      text = (international ? "+" : "") + PhoneLayout.text(digits[...])
    }
    return PhoneAnalysis(
      reading: reading, territory: territory, type: found.type, text: text, typing: typing, digits: digits,
      international: international)
  }

  /// Whether digits starting with `digit` may be a prefix rather than a national number in `home`: its
  /// national prefix (trunk, carrier), its international prefix or its calling code typed without `+`.
  /// Such digits keep the national progression until the number is read.
  private static func mayStartPrefix(_ digit: UInt8, in home: PhoneTerritory) -> Bool {
    home.nationalPrefix.utf8.first == digit + 48 || home.callingCodeDigits.first == digit
      || home.internationalPrefix?.canStart(with: digit) ?? false
      || home.nationalPrefixForParsing?.canStart(with: digit) ?? false
  }

  /// The as-you-type text of the national number `digits` of region `home` given with its calling code
  /// (used only while the two fit in ``PhoneInput/longestNumber``, so the text reads back whole):
  /// `+1 206-5`; the calling code and the digits as typed when the formatter loses a digit.
  private static func internationalTyping(_ digits: [UInt8], home: PhoneTerritory) -> String {
    let code = home.callingCodeDigits
    var replay = PhoneAsYouType(region: home)
    replay.inputPlus(isLast: false)
    for digit in code { replay.input(digit: digit, isLast: false) }
    for (offset, digit) in digits.enumerated() {
      replay.input(digit: digit, isLast: offset == digits.count - 1)
    }
    let text = replay.output
    guard PhoneLayout.hasDigits(text, code[...], then: digits[...]) else {
      return "+" + PhoneLayout.text(code[...]) + PhoneLayout.text(digits[...])
    }
    return text
  }

  /// The final form of a valid number, or nil for the as-you-type text: when the national number is
  /// longer than what was typed (a local number the region completes with its area code), or when the
  /// final form would read back as another number (an Argentine landline whose subscriber number starts
  /// with 15 looks, written nationally, like a mobile number).
  private static func finalText(
    _ digits: [UInt8], reading: PhoneNumberReading?, isValid: Bool, _ international: Bool,
    _ home: PhoneTerritory?, _ style: PhoneMask.Style, territory: PhoneTerritory?
  ) -> String? {
    guard isValid, let reading, reading.nationalNumber.count <= digits.count - reading.prefixDigits else {
      return nil
    }
    let text: String
    if international || style == .international {
      text = PhoneNumberFormatter.format(reading, form: .international, known: territory)
    } else if reading.callingCode == home?.callingCode {
      text = PhoneNumberFormatter.format(reading, form: .national, known: territory)
    } else {
      return nil
    }
    let rereadsPlus = text.utf8.first == UInt8(ascii: "+") || home == nil
    // The reader is a function of its arguments: text showing the digits as given, read the same way,
    // reads back as `reading` without reading it again.
    if rereadsPlus == international, PhoneLayout.hasDigits(text, digits[...]) { return text }
    // The calling code then the national number after a `+` (the international form of a national
    // input) read back unless the reader's last step, the national prefix, would change the number.
    if rereadsPlus, let territory, territory.callingCode == reading.callingCode,
      PhoneLayout.hasDigits(text, territory.callingCodeDigits[...], then: reading.nationalNumber[...])
    {
      let readsBack = PhoneNumberReader.readsBack(
        callingCode: reading.callingCode, reading.nationalNumber[...], home: home)
      return readsBack ? text : nil
    }
    let shown = PhoneLayout.digits(text)
    let reread = PhoneNumberReader.read(shown, plus: rereadsPlus, home: home)
    guard reread?.callingCode == reading.callingCode, reread?.nationalNumber == reading.nationalNumber else {
      return nil
    }
    return text
  }
}

/// The analyses computed last, under a lock; it forgets everything once it holds `capacity` entries.
final class PhoneAnalysisCache: Sendable {
  private let storage = Locked<[PhoneAnalysis.Key: PhoneAnalysis]>([:])
  private let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  func value(for key: PhoneAnalysis.Key) -> PhoneAnalysis? {
    storage.withLock { $0[key] }
  }

  func store(_ analysis: PhoneAnalysis, for key: PhoneAnalysis.Key) {
    storage.withLock { storage in
      if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
      storage[key] = analysis
    }
  }
}

/// One analysis and its key, under a lock: the last whole text read (``PhoneAnalysis/of(_:plus:home:style:cached:)``).
final class PhoneLastAnalysis: Sendable {
  private let storage = Locked<(key: PhoneAnalysis.Key, analysis: PhoneAnalysis)?>(nil)

  /// The analysis kept for `key`, if the last one kept has it.
  func analysis(for key: PhoneAnalysis.Key) -> PhoneAnalysis? {
    storage.withLock { last in last?.key == key ? last?.analysis : nil }
  }

  /// Keeps `analysis` for `key` in place of the last one.
  func keep(_ analysis: PhoneAnalysis, for key: PhoneAnalysis.Key) {
    storage.withLock { $0 = (key, analysis) }
  }
}
