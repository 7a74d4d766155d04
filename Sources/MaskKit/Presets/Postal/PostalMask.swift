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
    public var problem: String?
  }

  /// Formats `input` and reports the characters that cannot stand where they are.
  ///
  /// Characters typed into the middle (forward gravity, the caret before the end) are taken only while
  /// the characters after them still stand: otherwise those before the caret are given up one at a
  /// time, so a keystroke into a full code is refused rather than pushing a character out. Texts of more
  /// than 64 bytes, far longer than any postal code, are read as they are.
  public func match(_ input: CaretText) -> Match {
    var input = input
    while true {
      let (match, refusedAfterCaret) = read(input)
      guard refusedAfterCaret, input.gravity == .forward, input.caret > 0, input.text.utf8.count <= 64
      else { return match }
      input = Self.removing(before: input.caret, from: input)
    }
  }

  /// Formats `input`; also says whether a character at or after the caret was refused.
  private func read(_ input: CaretText) -> (Match, refusedAfterCaret: Bool) {
    let caret = max(0, input.caret)
    var state = 0
    var kept: [Int] = []
    var beforeCaret = 0
    var refusal: (character: Character, at: Int, pastEnd: Bool)?
    var refusedOffset = 0
    var offset = 0
    for character in input.text {
      let current = format.states[state]
      if let symbol = PostalRegion.symbol(character), let next = current.target(of: symbol) {
        kept.append(symbol)
        state = next
        if offset < caret { beforeCaret = kept.count }
      } else if PostalRegion.isSeparator(character), current.separatorTarget >= 0 {
        state = current.separatorTarget
      } else if refusal == nil {
        refusal = (character, kept.count, current.moves.isEmpty)
        refusedOffset = offset
      }
      offset += 1
    }
    let final = format.states[state]
    let trailing = kept.isEmpty ? 0 : final.layout[kept.count - 1]
    let showsTrailing =
      trailing != 0 && beforeCaret == kept.count
      && (final.followsSeparator
        ? !(input.gravity == .backward && input.autoskip)
        : input.autocomplete && input.gravity == .forward)
    var text = ""
    var length = 0
    var caretPosition = 0
    for (index, symbol) in kept.enumerated() {
      if index > 0, final.layout[index - 1] != 0 {
        text.unicodeScalars.append(Unicode.Scalar(final.layout[index - 1]))
        length += 1
      }
      text.append(PostalRegion.character(symbol))
      length += 1
      if index + 1 == beforeCaret { caretPosition = length }
    }
    var tail = final.isAccepting ? "" : Substring(final.tail)
    if showsTrailing {
      text.unicodeScalars.append(Unicode.Scalar(trailing))
      caretPosition = length + 1
      if let first = tail.first, PostalRegion.isSeparator(first) { tail = tail.dropFirst() }
    }
    let problem = refusal.map { describe($0.character, at: $0.at, pastEnd: $0.pastEnd, kept: kept, final) }
    let result = MaskResult(
      text: text, caret: caretPosition, value: String(kept.map(PostalRegion.character)),
      isComplete: final.isAccepting, tailPlaceholder: String(tail))
    let match = Match(
      result: result.validated(by: problem.map { .invalid(reason: $0) } ?? .valid), problem: problem)
    return (match, refusal != nil && refusedOffset >= caret)
  }

  /// `input` without the character before the caret: typed into the middle, it pushed a character
  /// that was there where that one cannot stand, so it is not taken.
  private static func removing(before caret: Int, from input: CaretText) -> CaretText {
    var characters = Array(input.text)
    characters.remove(at: min(caret, characters.count) - 1)
    var shorter = input
    shorter.text = String(characters)
    shorter.caret = caret - 1
    return shorter
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// What a postal code of the region looks like, digits drawn as `0` and letters as `A` (`A0A 0A0`).
  public var placeholder: String { format.placeholder }

  /// `K1A 0B? — 'x' cannot be here; postal codes of Canada look like A0A 0A0`.
  private func describe(
    _ character: Character, at position: Int, pastEnd: Bool, kept: [Int], _ final: PostalRegion.State
  ) -> String {
    let looks = "postal codes of \(format.nameInSentence) look like \(format.placeholder)"
    if pastEnd { return "'\(character)' is one character too many; \(looks)" }
    var shown = ""
    for (index, symbol) in kept.prefix(position).enumerated() {
      if index > 0, final.layout[index - 1] != 0 {
        shown.unicodeScalars.append(Unicode.Scalar(final.layout[index - 1]))
      }
      shown.append(PostalRegion.character(symbol))
    }
    if position > 0, final.layout[position - 1] != 0 {
      shown.unicodeScalars.append(Unicode.Scalar(final.layout[position - 1]))
    }
    return "\(shown)? — '\(character)' cannot be here; \(looks)"
  }

  /// Whether both masks format the postal codes of the same region.
  public static func == (lhs: PostalMask, rhs: PostalMask) -> Bool { lhs.region == rhs.region }

  /// Hashes the region.
  public func hash(into hasher: inout Hasher) { hasher.combine(region) }
}

extension PostalMask: PasteLayoutReading {
  /// Reads a whole pasted postal code as it is, without the spaces around it, so no other reading can
  /// move its characters; refuses it with the reason when a character of it cannot stand where it is.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let trimmed = String(
      pasted.drop(while: PasteShape.isSpace).reversed().drop(while: PasteShape.isSpace).reversed())
    if let problem = match(CaretText(trimmed)).problem { return .refused(reason: problem) }
    return .recognised(trimmed)
  }
}
