/// A postal code of one region, shown the way the region's examples write it: `k1a0b1` is `K1A 0B1` in
/// Canada, `01001000` is `01001-000` in Brazil, `1234ab` is `1234 AB` in the Netherlands.
///
/// The formats are those of Google's address metadata (every region with a postal-code pattern),
/// compiled by Scripts/generate-postal-metadata.py. Letters are upper-cased and digits of every script
/// read as ASCII; a space or hyphen is skipped where the region's pattern has a separator. Any other
/// character, or one that cannot stand where it is typed, is refused: it is left out and reported
/// (``Match/problem``, `K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0`). The
/// field is complete only when the characters entered are a whole postal code of the region; the value
/// is the code without separators (`K1A0B1`).
public struct PostalMask: Mask, Hashable {
  let format: PostalRegion

  /// Creates the mask of `region`, an ISO code such as `CA` (any case); throws when Google's address
  /// metadata has no postal codes for it.
  public init(region: String) throws(PresetError) {
    guard let format = PostalTable.region(region) else {
      throw PresetError(
        .invalidOption,
        "no postal-code format for region '\(region)'; Google's address metadata has one for "
          + "\(PostalTable.records.count) regions, such as US, CA, GB, DE, BR, NL")
    }
    self.format = format
  }

  /// The ISO codes of the regions that have postal codes, in alphabetical order.
  public static var regions: [String] { PostalTable.regions }

  /// The ISO code of the region.
  public var region: String { format.code }

  /// The English name of the region.
  public var regionName: String { format.name }

  /// A postal code: what the text shows and why it cannot be one.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the code without separators, `K1A0B1`).
    public var result: MaskResult
    /// Why characters were left out (`'x' cannot be here; …`), or nil.
    public var problem: MaskProblem?
  }

  /// Formats `input` and reports the characters that cannot stand where they are.
  ///
  /// Characters typed into the middle (forward gravity, the caret before the end) are taken only while
  /// the characters after them still stand: otherwise those before the caret are given up one at a
  /// time, so a keystroke into a full code is refused rather than pushing a character out. Texts of more
  /// than 64 bytes, far longer than any postal code, are read as they are.
  public func match(_ input: CaretText) -> Match {
    if !format.prefixes.isEmpty, let prefixed = matchPrefixed(input) { return prefixed }
    return matchCode(input)
  }

  /// ``match(_:)`` for a text that holds no prefix.
  private func matchCode(_ input: CaretText) -> Match {
    var input = input
    while true {
      let reader = read(input)
      guard let refusal = reader.refusal, refusal.offset >= reader.caret, input.gravity == .forward,
        input.caret > 0, input.text.utf8.count <= 64
      else { return outcome(of: reader, input) }
      input = Self.removing(before: input.caret, from: input)
    }
  }

  /// Reads `input` through the region's automaton. Plain ASCII text is read byte by byte unless
  /// `bytewise` is false (the tests hold the two readings equal).
  func read(_ input: CaretText, bytewise: Bool = true) -> PostalReader {
    var reader = PostalReader(format: format, caret: max(0, input.caret))
    if bytewise, input.text.isPlainASCII {
      for byte in input.text.utf8 { reader.read(PostalRegion.code(ascii: byte)) }
    } else {
      for character in input.text { reader.read(PostalRegion.code(character)) }
    }
    return reader
  }

  /// What `reader` made of `input`: the text shown, the value and the reason for a refused character.
  func outcome(of reader: PostalReader, _ input: CaretText) -> Match {
    let shown = reader.shown(
      trailingWanted: format.followsSeparator(reader.state)
        ? !(input.gravity == .backward && input.autoskip)
        : input.autocomplete && input.gravity == .forward)
    var problem: MaskProblem?
    if let refusal = reader.refusal {
      let character = input.text.dropFirst(refusal.offset).first ?? " "
      problem = describe(character, refusal, reader)
    }
    let result = MaskResult(
      text: shown.text, caret: shown.caret, value: String(decoding: reader.kept, as: UTF8.self),
      isComplete: format.isAccepting(reader.state), tailPlaceholder: shown.tail)
    var validated = result.validated(by: problem.map { .invalid($0) } ?? .valid)
    if let problem { validated = validated.refused(problem) }
    return Match(result: validated, problem: problem)
  }

  /// ``match(_:)`` for a text that starts (after spaces) with one of the region's prefixes or the start
  /// of one (`SE-123 45`, `se 12345`, `S`), or nil for any other text. The prefix is shown upper-cased
  /// with the hyphen or space typed after it (as typed while it is all there is); the code after it is
  /// read as any code, and the value is the code alone.
  private func matchPrefixed(_ input: CaretText) -> Match? {
    let caret = max(0, input.caret)
    var letters: [UInt8] = []
    var typed = ""
    var offset = 0
    var start: String.Index?
    var shown = ""
    for (index, character) in zip(input.text.indices, input.text) {
      if letters.isEmpty, PasteShape.isSpace(character) {
        offset += 1
        continue
      }
      let ascii = character.asciiValue.flatMap { $0.isASCIILetter ? $0 & 0xDF : nil }
      if let letter = ascii ?? PostalRegion.fullWidthLetter(character).map({ $0 & 0xDF }), letters.count < 2 {
        letters.append(letter)
        typed.append(character)
        offset += 1
        continue
      }
      guard format.prefixes.contains(letters) else { return nil }
      shown = String(decoding: letters, as: UTF8.self)
      if PostalRegion.isSeparator(character) {
        shown += PasteShape.isSpace(character) ? " " : "-"
        offset += 1
        start = input.text.index(after: index)
      } else {
        start = index
      }
      break
    }
    guard !letters.isEmpty else { return nil }
    guard let start else {
      // The text ends within or right after the letters: a prefix still being typed, or none at all.
      guard format.prefixes.contains(where: { $0.starts(with: letters) }) else { return nil }
      let text = typed
      let result = MaskResult(
        text: text, caret: min(max(0, caret - (offset - letters.count)), text.count), value: "",
        isComplete: false, tailPlaceholder: format.placeholder)
      return Match(result: result, problem: nil)
    }
    var code = input
    code.text = String(input.text[start...])
    code.caret = max(0, caret - offset)
    var match = matchCode(code)
    let before = caret < offset
    match.result.text = shown + match.result.text
    match.result.caret = before ? min(caret, shown.count) : shown.count + match.result.caret
    return match
  }

  /// `input` without the character before the caret: typed into the middle, it pushed a character
  /// that was there where that one cannot stand, so it is not taken.
  private static func removing(before caret: Int, from input: CaretText) -> CaretText {
    var shorter = input
    if let index = shorter.text.index(
      shorter.text.startIndex, offsetBy: caret - 1, limitedBy: shorter.text.endIndex),
      index < shorter.text.endIndex
    {
      shorter.text.remove(at: index)
    }
    shorter.caret = caret - 1
    return shorter
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// What a postal code of the region looks like, digits drawn as `0` and letters as `A` (`A0A 0A0`).
  public var placeholder: String { format.placeholder }

  /// `K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0`.
  private func describe(_ character: Character, _ refusal: PostalReader.Refusal, _ reader: PostalReader)
    -> MaskProblem
  {
    if refusal.pastEnd {
      return .postal(.postalCharacterTooMany(character, region: format.code, pattern: format.placeholder))
    }
    var shown: [UInt8] = []
    for (index, byte) in reader.kept.prefix(refusal.kept).enumerated() {
      if index > 0, format.layout(reader.state, index - 1) != 0 {
        shown.append(format.layout(reader.state, index - 1))
      }
      shown.append(byte)
    }
    if refusal.kept > 0, format.layout(reader.state, refusal.kept - 1) != 0 {
      shown.append(format.layout(reader.state, refusal.kept - 1))
    }
    return .postal(
      .postalCharacterMisplaced(
        character, after: String(decoding: shown, as: UTF8.self), region: format.code,
        pattern: format.placeholder))
  }

  /// Whether both masks format the postal codes of the same region.
  public static func == (lhs: PostalMask, rhs: PostalMask) -> Bool { lhs.region == rhs.region }

  /// Hashes the region.
  public func hash(into hasher: inout Hasher) { hasher.combine(region) }
}

extension PostalMask: PasteLayoutReading {
  /// Reads a whole pasted postal code as it is, without the spaces before it and the spaces and hyphens
  /// after it, so no other reading can move its characters; refuses it with the reason when a character
  /// of it cannot stand where it is. A separator at the end separates nothing: `M77-` reads as `M77`,
  /// as `M77 ` does, so the text either shows reads back as itself.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let start = pasted.firstIndex { !PasteShape.isSpace($0) } ?? pasted.endIndex
    let end = pasted[start...].lastIndex { !PostalRegion.isSeparator($0) }.map(pasted.index(after:)) ?? start
    let trimmed = String(pasted[start..<end])
    if let problem = match(CaretText(trimmed)).problem { return .refused(reason: problem) }
    return .recognised(trimmed)
  }
}
