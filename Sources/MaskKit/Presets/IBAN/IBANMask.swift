/// An International Bank Account Number in its printed form: upper-case, in groups of four
/// (`DE89 3704 0044 0532 0130 00`).
///
/// The country code's two letters, then two check digits, then letters or digits up to the country's
/// length from the SWIFT IBAN Registry (`IBANRegistry`). One reader turns any input (typed, pasted or a
/// whole text) into the IBAN or a refusal: spaces, dashes and dots between characters and format
/// characters (`Character.isIgnorableFormat`) are skipped, as they cannot change it, and so is the label
/// `IBAN` (any case, with an optional colon; repeated, as a label pasted twice) at the start, since no
/// country code is `IB`; until the IBAN after it starts, the text shows the label as typed (`IBAN`), with
/// an empty value. A character that cannot stand where it is (a letter outside A–Z such as `Ä` or
/// a full-width `Ｇ`, a symbol, a digit in the country code, a letter in the check digits) or characters
/// beyond the country's length refuse the input (``MaskResult/refusal``), and the text shows what was
/// read before them. A digit or letter A–Z out of place after the caret was not just entered but left
/// by an edit before it (a backspace on the country's second letter): it is kept and shown, and the
/// IBAN is invalid with the reason (``Match/problem``) until the edit is finished. An IBAN of the
/// right length whose BBAN does not fit its country's structure in the registry (`4!n4!n12!c`: digits,
/// letters or either in runs), whose ISO 7064 MOD 97-10 check fails, whose national check digits fail
/// (Belgium, Spain, Montenegro, Norway, as python-stdnum 2.2 checks them), or of a country without
/// IBANs, is shown and reported (``Match/problem``), never complete.
public struct IBANMask: Mask, Hashable {
  /// Creates the IBAN mask.
  public init() {}

  /// An IBAN: what the text shows, the country and the check.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the IBAN without spaces, `DE89370400440532013000`).
    public var result: MaskResult
    /// The country code, once both letters are typed.
    public var country: String?
    /// The IBAN length of that country, when it has IBANs.
    public var length: Int?
    /// Whether the whole IBAN passes the MOD 97-10 check.
    public var passesCheck: Bool
    /// Why the characters cannot be an IBAN (`no IBANs in XX`, `the check digits do not match`), or nil.
    public var problem: MaskProblem?
  }

  /// Formats `input` and checks the IBAN.
  public func match(_ input: CaretText) -> Match {
    var kept: [Character] = []
    var beforeCaret = 0
    var length = IBANRegistry.longest
    var refusal: MaskProblem?
    var misplaced: MaskProblem?
    var extra = 0
    let (labelEnd, labelIndex) = Self.labels(in: input.text)
    for (rest, character) in input.text[labelIndex...].enumerated() {
      let offset = labelEnd + rest
      if offset >= input.caret, kept.count < length, Self.canonical(character, at: kept.count) == nil,
        let loose = Self.ibanCharacter(character)
      {
        misplaced = misplaced ?? Self.reason(refusing: character, at: kept.count)
        kept.append(loose)
        continue
      }
      guard let canonical = Self.canonical(character, at: kept.count) else {
        if character == " " || character == "-" || character == "." || character.isWhitespace
          || character.isIgnorableFormat
        {
          continue
        }
        if kept.count < length, refusal == nil { refusal = Self.reason(refusing: character, at: kept.count) }
        if refusal != nil { break }
        extra += 1
        continue
      }
      guard kept.count < length else {
        extra += 1
        continue
      }
      kept.append(canonical)
      if offset < input.caret { beforeCaret += 1 }
      if kept.count == 2 { length = IBANRegistry.lengths[String(kept)] ?? IBANRegistry.longest }
    }
    let country = kept.count >= 2 && misplaced == nil ? String(kept.prefix(2)) : nil
    let countryLength = country.flatMap { IBANRegistry.lengths[$0] }
    let passesCheck = misplaced == nil && countryLength == kept.count && IBANRegistry.passesCheck(kept)
    let isValid =
      passesCheck && IBANRegistry.structureMismatch(kept) == nil && IBANRegistry.passesNationalCheck(kept)
    var problem = misplaced
    if misplaced == nil, let country, countryLength == nil {
      problem = .iban(.noIBANs(country: country))
    } else if misplaced == nil, let country, countryLength == kept.count {
      if let position = IBANRegistry.structureMismatch(kept) {
        problem = .iban(
          .ibanStructure(
            position: position, country: country, structure: IBANRegistry.structures[country] ?? ""))
      } else if !passesCheck {
        problem = .iban(.ibanCheckFails)
      } else if !IBANRegistry.passesNationalCheck(kept) {
        problem = .iban(.ibanNationalCheckFails(country: country))
      }
    }
    var text = ""
    for (index, character) in kept.enumerated() {
      if index > 0, index % 4 == 0 { text.append(" ") }
      text.append(character)
    }
    var caret = beforeCaret == 0 ? 0 : beforeCaret + (beforeCaret - 1) / 4
    if kept.isEmpty, labelEnd > 0 {
      text = String(input.text.drop(while: \.isWhitespace))
      caret = text.characterCount
    }
    if refusal == nil, extra > 0 { refusal = .iban(.charactersTooMany(extra)) }
    var result = MaskResult(
      text: text, caret: caret, value: String(kept), isComplete: isValid,
      tailPlaceholder: String(
        Self.drawn(length: countryLength ?? 22).dropFirst(kept.isEmpty ? 0 : text.count)))
    result = result.validated(by: problem.map { .invalid($0) } ?? .valid)
    if let refusal { result = result.refused(refusal) }
    return Match(
      result: result, country: country, length: countryLength, passesCheck: passesCheck,
      problem: refusal ?? problem)
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// A German-length IBAN drawn as `AA00 0000 0000 0000 0000 00`.
  public var placeholder: String { Self.drawn(length: 22) }

  /// An IBAN of `length` characters drawn as `AA00 0000 …` in groups of four.
  private static func drawn(length: Int) -> String {
    var text = ""
    for index in 0..<length {
      if index > 0, index % 4 == 0 { text.append(" ") }
      text.append(index < 2 ? "A" : "0")
    }
    return text
  }

  /// How many leading characters of `text` are `IBAN` labels, and where they end: the word in any
  /// case, an optional colon and the spaces around them, once or more; `IBA` ending the text is the
  /// label being typed (no IBAN has a letter at its third place). Plain ASCII text is read byte by byte
  /// unless `bytewise` is false (the differential test's reference).
  static func labels(in text: String, bytewise: Bool = true) -> (count: Int, end: String.Index) {
    if bytewise, text.isPlainASCII, let found = text.utf8.withContiguousReadBuffer(asciiLabels) {
      return (found, text.utf8.index(text.startIndex, offsetBy: found))
    }
    // One pass over the characters (issue 43: 25,000 labels took seconds when each step counted the
    // rest), walking the text's indices: a hostile line is not copied into an array of characters.
    var index = text.startIndex
    var offset = 0
    var skipped = (count: 0, end: text.startIndex)
    func skipSpaces() {
      while index < text.endIndex, text[index].isWhitespace {
        text.formIndex(after: &index)
        offset += 1
      }
    }
    while true {
      skipSpaces()
      var word = ""
      var end = index
      var taken = 0
      while taken < 4, end < text.endIndex {
        word += text[end].uppercased()
        text.formIndex(after: &end)
        taken += 1
      }
      if end == text.endIndex, taken <= 3, word == "IBA" { return (offset + taken, end) }
      guard word == "IBAN" else { return skipped }
      index = end
      offset += 4
      skipSpaces()
      if index < text.endIndex, text[index] == ":" {
        text.formIndex(after: &index)
        offset += 1
      }
      skipped = (offset, index)
    }
  }

  /// ``labels(in:)`` over plain ASCII text (one byte a character): the same labels, read byte by byte.
  private static func asciiLabels(_ bytes: ReadBuffer<UInt8>) -> Int {
    let word: [UInt8] = [0x49, 0x42, 0x41, 0x4E]  // IBAN
    // Space, tab, line feed, vertical tab, form feed: the ASCII whitespace of plain text.
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0C).contains(byte) }
    var offset = 0
    var skipped = 0
    while true {
      while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
      var taken = 0
      // Letters only: `& 0xDF` upper-cases an ASCII letter and maps no other byte onto I, B, A or N.
      while taken < 4, offset + taken < bytes.count, bytes[offset + taken] & 0xDF == word[taken] {
        taken += 1
      }
      if taken == 3, offset + 3 == bytes.count { return bytes.count }
      guard taken == 4 else { return skipped }
      offset += 4
      while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ":") { offset += 1 }
      skipped = offset
    }
  }

  /// `character` as an IBAN character anywhere (a letter A–Z upper-cased or a digit as ASCII), or nil.
  private static func ibanCharacter(_ character: Character) -> Character? {
    canonical(character, at: 4)
  }

  /// Why `character` cannot stand at IBAN position `index`.
  private static func reason(refusing character: Character, at index: Int) -> MaskProblem {
    if character.isLetter, !character.isASCII { return .iban(.notIBANLetter(character)) }
    if index < 2, character.normalizedASCIIDigit != nil { return .iban(.ibanCountryLetters) }
    if index < 4, character.isLetter { return .iban(.ibanCheckDigitsPlace) }
    return .iban(.notPartOfIBAN(character))
  }

  /// The form `character` takes at IBAN position `index` (letters upper-cased, digits of every script
  /// as ASCII), or nil when it cannot stand there: letters first, then two digits, then either.
  static func canonical(_ character: Character, at index: Int) -> Character? {
    let digit = character.normalizedASCIIDigit
    // An ASCII letter, upper-cased by its byte (`& 0xDF`): no string is built for it (and no `asciiValue`,
    // which compares every character with CR LF).
    var letter: Character?
    if let scalar = character.singleScalar, scalar.isASCII, (UInt8(scalar.value) | 0x20) &- 0x61 < 26 {
      letter = Character(Unicode.Scalar(UInt8(scalar.value) & 0xDF))
    }
    switch index {
    case 0, 1: return letter
    case 2, 3: return digit
    default: return digit ?? letter
    }
  }
}
