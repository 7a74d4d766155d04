/// A phone number field for every region of libphonenumber's metadata: it reads the number from what
/// is typed or pasted, shows it the way libphonenumber writes it, and is complete only when the number
/// is valid.
///
/// With `+` (or without a home region) the digits start with the calling code; with a home region,
/// digits without `+` may be a national number with or without the trunk prefix (`8 916…` in Russia),
/// the calling code without `+` (`7 916…`), or the home region's international prefix and a calling
/// code (`00 49…`, `810 49…`). While the person types, the text follows libphonenumber's as-you-type
/// formatter: only punctuation is added, and a number no format fits is shown as typed. Once the
/// number is valid, a field of the international style shows `+7 916 123-45-67`, one of the national
/// style `8 (916) 123-45-67`. The value is the E.164 number (`+79161234567`), followed by `;ext=12`
/// when an extension (`ext. 12`, `x12`, `#12`) is given; the extension is never dropped. A text that is
/// not one phone number as given (stray letters, a `+` after a digit, two numbers, an extension longer
/// than its marker allows, an invalid RFC 3966 `phone-context`) is never complete: its result is refused
/// with the reason (``MaskResult/refusal`` and `problem`), so a paste or keystroke giving it is refused.
/// Every digit is read where it is written, as libphonenumber's parser reads it, so a complete value is
/// always the number libphonenumber reads from the text. A paste that replaces the whole value is read
/// exactly as `format` reads the text.
public struct PhoneMask: Mask, Hashable {
  /// How a valid number typed without `+` is shown.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// With the calling code: `+7 916 123-45-67`.
    case international
    /// As dialled at home: `8 (916) 123-45-67`; numbers typed with `+` stay international.
    case national
  }

  /// How the digit groups are punctuated.
  public enum Punctuation: String, Sendable, Hashable, CaseIterable {
    /// libphonenumber's strings: `+7 916 123-45-67`, `+1 206-555-1234`.
    case standard
    /// The first group after the calling code in parentheses: `+7 (916) 123-45-67`,
    /// `+1 (206) 555-1234`.
    case parenthesizedAreaCode
  }

  /// The region assumed for numbers typed without a calling code; nil for a purely international field.
  public let home: PhoneCountry?
  /// How a valid number typed without `+` is shown.
  public let style: Style
  /// How the digit groups are punctuated.
  public let punctuation: Punctuation
  /// The only regions whose numbers complete the field; nil allows every region (the option
  /// `allowRegions`).
  public let allowRegions: Set<String>?
  /// Regions whose numbers never complete the field (the option `denyRegions`).
  public let denyRegions: Set<String>

  /// Creates a phone mask for the home region `home`.
  ///
  /// The region codes of `allowRegions` and `denyRegions` are read as ``PhoneCountry/region(_:)``
  /// reads one (`us` and ` US ` are `US`), so masks that behave alike are equal.
  public init(
    home: PhoneCountry? = nil, style: Style = .international, punctuation: Punctuation = .standard,
    allowRegions: Set<String>? = nil, denyRegions: Set<String> = []
  ) {
    self.home = home
    self.style = style
    self.punctuation = punctuation
    self.allowRegions = allowRegions.map { Set($0.map(PhoneCountry.normalizedCode)) }
    self.denyRegions = Set(denyRegions.map(PhoneCountry.normalizedCode))
  }

  /// Creates a phone mask for the ISO region code `region` (`RU`, `us`, ` GB `: ASCII letters in any
  /// case, spaces around ignored); throws `PresetError` when the metadata has no such region.
  public init(
    region: String, style: Style = .international, punctuation: Punctuation = .standard,
    allowRegions: Set<String>? = nil, denyRegions: Set<String> = []
  ) throws(PresetError) {
    guard let country = PhoneCountry.region(region) else {
      throw PresetError(
        .invalidOption, "The phone preset knows no region '\(region)'; use an ISO code such as RU.")
    }
    self.init(
      home: country, style: style, punctuation: punctuation, allowRegions: allowRegions,
      denyRegions: denyRegions)
  }

  /// A phone number: what the text shows and the number it holds.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret, value (E.164, with `;ext=` and the extension) and completeness.
    public var result: MaskResult
    /// The region of the number, once its calling code is known (the main region of a shared code
    /// until the number tells which).
    public var country: PhoneCountry?
    /// The calling code read, without `+`; empty while none is known.
    public var callingCode: String
    /// The national significant number read so far.
    public var nationalNumber: String
    /// The E.164 number (`+79161234567`) once the number is valid.
    public var e164: String?
    /// The extension's digits; empty when none was given.
    public var `extension`: String
    /// The number's type once it is valid.
    public var type: PhoneNumberType?
    /// Why a valid number does not complete the field (its region is denied or not allowed), else nil.
    public var regionProblem: MaskProblem?
    /// Whether the text held letters or symbols that are neither part of a number nor an extension
    /// marker (the text is then invalid: see ``problem``).
    public var hasStrayCharacters: Bool
    /// Why the text is not one phone number as given (letters or symbols that belong to no number, a `+`
    /// after a digit, two numbers, an extension longer than its marker allows, an invalid RFC 3966
    /// `phone-context`), else nil; such a text never completes the field, and its result is refused with
    /// this reason.
    public var problem: MaskProblem?
  }

  /// Formats `input` and reads the number.
  public func match(_ input: CaretText) -> Match { match(of: reading(input)) }

  /// What the text of `read` holds.
  func match(of read: Reading) -> Match {
    let facts = PhoneFacts(read.analysis, extension: read.extension)
    return Match(
      result: read.result, country: facts.country, callingCode: facts.callingCode,
      nationalNumber: facts.nationalNumber, e164: facts.e164, extension: facts.extension, type: facts.type,
      regionProblem: read.analysis.flatMap(regionProblem(for:)), hasStrayCharacters: read.stray,
      problem: read.result.problem)
  }

  /// Formats `input`; see ``match(_:)`` for the number.
  public func apply(_ input: CaretText) -> MaskResult { reading(input).result }

  /// The result, the analysis of the digits (nil for an empty field), the extension's digits and whether
  /// stray characters were skipped.
  typealias Reading = (result: MaskResult, analysis: PhoneAnalysis?, extension: String, stray: Bool)

  /// Formats `given` and analyses its digits: a plain number with the caret at its end read in one pass
  /// over its bytes (``plainReading(_:)``), any other text by ``generalReading(_:)``.
  func reading(_ given: CaretText) -> Reading {
    plainReading(given) ?? generalReading(given)
  }

  /// ``generalReading(_:)`` of a plain number (ASCII digits, a first `+`, libphonenumber's punctuation:
  /// what `PhoneInput.plainDigits(_:)` reads) with the caret at its end and leaning forward, the common
  /// whole text of `check`, `format` and a paste, read in one pass over its bytes; nil for other input.
  /// `PhoneWholeTextShortcutTests` holds it to the general reading. `cached`: whether the analysis is
  /// looked up in (and kept in) the cache of analyses, which a field typing digit by digit reads; a
  /// whole text read once (a line of `maskkit format`) skips it, for the same answer.
  func plainReading(_ given: CaretText, cached: Bool = true) -> Reading? {
    guard given.gravity == .forward, given.caret >= given.text.utf8.count,
      let digits = PhoneInput.plainDigits(given.text)
    else { return nil }
    return format(
      PlainPhoneScan(digits, of: given.text), gravity: .forward, pendingParameter: "", cached: cached)
  }

  /// Formats `given` and analyses its digits, character by character: the reading every shortcut is held
  /// to.
  func generalReading(_ given: CaretText) -> Reading {
    var input = given
    var pendingParameter = ""
    if let parameters = PhoneURIParameters.reading(given) {
      if let reason = parameters.refusal {
        let shown = MaskResult(
          text: given.text, caret: min(max(0, given.caret), given.text.count), value: "", isComplete: false,
          tailPlaceholder: "")
        return (shown.refused(reason), nil, "", false)
      }
      input = parameters.input
      pendingParameter = parameters.pending
    }
    let scanned = PhoneInput(input)
    let problem = scanned.problem
    if let offset = scanned.misplacedPlusOffset, let problem {
      // The text shows what was read before the `+` that cannot be read.
      let before = CaretText(String(input.text.prefix(offset)), gravity: input.gravity)
      let read = reading(before)
      return (read.result.refused(problem), read.analysis, read.extension, read.stray)
    }
    return format(scanned, gravity: input.gravity, pendingParameter: pendingParameter)
  }

  /// The result of the text `scanned` read (without a misplaced `+`), the caret leaning by `gravity`,
  /// with a `phone-context` parameter still being typed, `pendingParameter`, shown after the number;
  /// `cached`: whether the analysis goes through the cache of analyses (``PhoneAnalysis/of(_:plus:home:style:cached:)``).
  func format<Scan: PhoneScan>(
    _ scanned: Scan, gravity: CaretGravity, pendingParameter: String, cached: Bool = true
  ) -> Reading {
    let problem = scanned.problem
    guard !scanned.isEmpty else {
      let empty = MaskResult(
        text: "", caret: 0, value: "", isComplete: false, tailPlaceholder: placeholder, problem: problem)
      return (problem.map(empty.refused) ?? empty, nil, "", scanned.hasStrayCharacters)
    }
    let analysis = PhoneAnalysis.of(
      scanned.digits, plus: scanned.hasPlus, home: home, style: style, cached: cached)
    // A `~` that may still be an extension marker stays where it was typed, the number unformatted.
    let keepsPause = scanned.hasUnconfirmedPause
    var text = keepsPause ? scanned.unconfirmedPauseText : analysis.text
    var value = analysis.value
    var extensionText = ""
    if !scanned.extensionDigits.isEmpty {
      extensionText = PhoneLayout.text(scanned.extensionDigits[...])
      text +=
        Self.extensionText(scanned, preferredPrefix: analysis.territory?.preferredExtensionPrefix)
        + scanned.extensionEnd
      value += ";ext=" + extensionText
    }
    let showsMarker =
      scanned.hasExtensionMarker
      && !Self.isForeignMarker(
        scanned, in: analysis.territory ?? home?.territory, afterWholeNumber: analysis.type != nil)
    if showsMarker, scanned.extensionDigits.isEmpty {
      text += " " + scanned.extensionMarker
    }
    var caret: Int
    if keepsPause || punctuation == .parenthesizedAreaCode || showsMarker {
      if punctuation == .parenthesizedAreaCode, !keepsPause { text = Self.parenthesizingAreaCode(text) }
      caret = Self.caret(in: text, scanned: scanned, gravity: gravity)
    } else {
      caret = Self.caret(after: analysis, scanned: scanned, gravity: gravity)
    }
    if !pendingParameter.isEmpty {
      if caret == text.count { caret += pendingParameter.count }
      text += pendingParameter
    }
    let regionRefusal = regionProblem(for: analysis)
    // A marker without its extension digits is an extension still being typed: libphonenumber reads
    // some such texts as the number (`… x`), others as no number (`… #`, `…;ext=`) or as another
    // (`… ext` as letters of a vanity number), so the field waits for the digits.
    let pendingExtension =
      scanned.hasExtensionMarker && scanned.extensionDigits.isEmpty || scanned.hasUnconfirmedPause
    let complete =
      analysis.type != nil && regionRefusal == nil && pendingParameter.isEmpty && !pendingExtension
    let tail =
      complete || showsMarker || keepsPause || !pendingParameter.isEmpty
      ? "" : slotsLeft(after: analysis.reading, in: analysis.territory, shown: text)
    var result = MaskResult(
      text: text, caret: caret, value: value, isComplete: complete, tailPlaceholder: tail, problem: problem)
    if let reason = problem ?? regionRefusal { result = result.refused(reason) }
    return (
      result, analysis, extensionText, scanned.hasStrayCharacters || showsMarker != scanned.hasExtensionMarker
    )
  }

  /// The extension as shown after the number (then what ends it, ``PhoneInput/extensionEnd``): after the region's preferred prefix (` ext. ` without
  /// one) when the extension is no longer than that prefix allows, so the text reads back to the same
  /// extension; otherwise after the marker as typed, its digits in the groups they were given in.
  private static func extensionText<Scan: PhoneScan>(_ scanned: Scan, preferredPrefix: String?) -> String {
    let digits = scanned.extensionDigits
    if scanned.extensionProblem == nil {
      if let preferredPrefix, Self.allows(digits.count, after: preferredPrefix) {
        return preferredPrefix + PhoneLayout.text(digits[...])
      }
      return " ext. " + PhoneLayout.text(digits[...])
    }
    let label = scanned.extensionMarker
    let space = label.first == "," || label.first == ";" ? "" : " "
    return space + label + " " + scanned.extensionGroupsText
  }

  /// Whether an extension of `count` digits reads back after the extension prefix `prefix` (` x`,
  /// ` int. `); every marker allows 9 digits, so only a longer extension needs the prefix's own limit.
  private static func allows(_ count: Int, after prefix: String) -> Bool {
    count <= 9
      || count <= PhoneInput.longestExtension(after: String(prefix.filter { $0 != " " && $0 != "." }))
  }

  /// The home region's example mobile number in the field's style with each digit drawn as `0`
  /// (`+7 000 000-00-00`), or `+` without a home region.
  public var placeholder: String {
    guard let home else { return "+" }
    let key = home.recordIndex * 4 + (style == .national ? 2 : 0) + (punctuation == .standard ? 0 : 1)
    return Self.placeholders.value(for: key) { drawnExample(home) }
  }

  /// Placeholders already drawn, by region, style and punctuation (at most four per region).
  private static let placeholders = MaskCache<Int, String>(capacity: 4 * 256)

  /// The home region's example number in the field's style, its digits drawn as `0`.
  private func drawnExample(_ home: PhoneCountry) -> String {
    guard let example = home.exampleNumber(.mobile) ?? home.exampleNumber(.fixedLine) else { return "+" }
    let digits = PhoneLayout.digits(example)
    let code = PhoneLayout.digits(home.callingCode).count
    let reading = PhoneNumberReading(
      callingCode: home.territory.callingCode, nationalNumber: Array(digits[code...]), source: .plus)
    let national = style == .national
    var text = PhoneNumberFormatter.format(reading, form: national ? .national : .international)
    if punctuation == .parenthesizedAreaCode { text = Self.parenthesizingAreaCode(text) }
    let kept = national ? 0 : 1 + home.callingCode.count
    return String(text.prefix(kept)) + String(text.dropFirst(kept).map { $0.isNumber ? "0" : $0 })
  }

  /// Why a valid number may not complete the field (its region is denied or not allowed), or nil.
  private func regionProblem(for analysis: PhoneAnalysis) -> MaskProblem? {
    guard analysis.type != nil, allowRegions != nil || !denyRegions.isEmpty,
      let region = analysis.territory?.region
    else { return nil }
    if denyRegions.contains(region) { return .phone(.regionDenied(region: region)) }
    if let allowRegions, !allowRegions.contains(region) {
      return .phone(.regionNotAllowed(allowed: allowRegions.sorted()))
    }
    return nil
  }

  /// ``caret(in:scanned:gravity:)`` from the analysis's text, read for its digit offsets only when the
  /// caret is not at the end.
  private static func caret<Scan: PhoneScan>(
    after analysis: PhoneAnalysis, scanned: Scan, gravity: CaretGravity
  ) -> Int {
    guard scanned.anythingBeforeCaret else { return 0 }
    if scanned.digitsAfterCaret == 0, gravity == .forward { return analysis.length }
    let total = analysis.offset(afterDigit: 0).digits
    let before = total - scanned.digitsAfterCaret
    guard before > 0 else { return analysis.text.first == "+" ? 1 : 0 }
    return analysis.offset(afterDigit: before).offset ?? analysis.length
  }

  /// The caret after the same digit it followed in the input (digits counted from the end), or at the
  /// end of the text.
  private static func caret<Scan: PhoneScan>(in text: String, scanned: Scan, gravity: CaretGravity) -> Int {
    guard scanned.anythingBeforeCaret else { return 0 }
    if text.isPlainASCII {
      return caret(in: text.utf8, scanned: scanned, gravity: gravity) {
        $0 >= 48 && $0 <= 57
      } isPlus: {
        $0 == 43
      }
    }
    return caret(in: Array(text), scanned: scanned, gravity: gravity, isDigit: \.isASCIIDigit) { $0 == "+" }
  }

  /// The caret over the elements of the text (bytes of ASCII text, else characters).
  private static func caret<Text: Collection, Scan: PhoneScan>(
    in text: Text, scanned: Scan, gravity: CaretGravity, isDigit: (Text.Element) -> Bool,
    isPlus: (Text.Element) -> Bool
  ) -> Int {
    if scanned.digitsAfterCaret == 0, gravity == .forward { return text.count }
    let digitCount = text.reduce(0) { $0 + (isDigit($1) ? 1 : 0) }
    let before = digitCount - scanned.digitsAfterCaret
    guard before > 0 else { return text.first.map(isPlus) == true ? 1 : 0 }
    var seen = 0
    for (index, element) in text.enumerated() where isDigit(element) {
      seen += 1
      if seen == before { return index + 1 }
    }
    return text.count
  }

  /// `+7 916 123-45-67` as `+7 (916) 123-45-67`: the first group after the calling code in parentheses,
  /// once another group follows it.
  static func parenthesizingAreaCode(_ text: String) -> String {
    let characters = Array(text)
    guard characters.first == "+", let space = characters.firstIndex(of: " ") else { return text }
    var end = space + 1
    while end < characters.count, characters[end].isNumber { end += 1 }
    guard end > space + 1, end + 1 < characters.count, characters[end] == " " || characters[end] == "-",
      characters[(end + 1)...].contains(where: \.isNumber)
    else { return text }
    return String(characters[...space]) + "(" + String(characters[(space + 1)..<end]) + ") "
      + String(characters[(end + 1)...])
  }
}

extension PhoneMask: PasteLayoutReading {
  /// Every paste is read as given: the phone reader accounts for each digit (a trunk prefix, an
  /// international prefix and a calling code the number shows are the only ones it leaves out) and finds
  /// the problem of a text that is not one phone number.
  public func pasteLayout(of pasted: String) -> PasteLayout { .readAsGiven }
}
