/// An IPv4 address in dotted-decimal form, `192.168.1.1`: four decimal octets 0–255 (RFC 791 §3.2
/// addresses, written as in RFC 1123 §2.1).
///
/// One reader turns any input (typed, pasted or a whole text) into the address or a refusal. Digits and
/// dots are kept; a dot after a third digit is filled in. Spaces around the address and format
/// characters (`Character.isIgnorableFormat`) are skipped, as they cannot change it. A part after the
/// fourth, an octet over 255 or with a leading zero (`01`, read as octal by some parsers) is shown and
/// reported (``Match/problem``), never complete. Anything else (a space or a port after the address, a
/// letter, a dot with no digit before it) refuses the input (``MaskResult/refusal``): the text shows
/// what was read before it.
public struct IPv4Mask: Mask, Hashable {
  /// Creates the IPv4 mask.
  public init() {}

  /// An address: what the text shows and its octets.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the dotted address).
    public var result: MaskResult
    /// The octets typed so far (the last one may be partial).
    public var octets: [Int]
    /// Why the digits cannot be an address (`octet 256 is over 255`), or nil.
    public var problem: MaskProblem?
  }

  /// The most parts read; a longer input is already invalid.
  private static let mostParts = 8

  /// Formats `input` and reads the octets.
  public func match(_ input: CaretText) -> Match {
    var groups: [[Character]] = [[]]
    var text: [Character] = []
    var caret = 0
    var refusal: MaskProblem?
    // Whether the text from the character at hand on is blank (trailing whitespace is skipped), decided
    // once: the text is walked, never copied, so a hostile line costs no memory beyond its own.
    var isTrailing = false
    func isBlank(from index: String.Index) -> Bool {
      isTrailing = isTrailing || input.text[index...].allSatisfy { $0.isWhitespace || $0.isIgnorableFormat }
      return isTrailing
    }
    for (offset, (index, character)) in zip(input.text.indices, input.text).enumerated() {
      let beforeCaret = offset < input.caret
      if let digit = character.normalizedASCIIDigit {
        if groups[groups.count - 1].count == 3 {
          guard groups.count < Self.mostParts else { break }
          groups.append([])
          text.append(".")
        }
        groups[groups.count - 1].append(digit)
        text.append(digit)
      } else if character == "." || character == "\u{3002}" {
        guard !(groups.last ?? []).isEmpty else {
          refusal = .ipv4(.dotWithoutDigit)
          break
        }
        guard groups.count < Self.mostParts else { break }
        groups.append([])
        text.append(".")
      } else if character.isIgnorableFormat
        || (character.isWhitespace && (text.isEmpty || isBlank(from: index)))
      {
        continue
      } else {
        refusal = Self.reason(refusing: character)
        break
      }
      if beforeCaret { caret = text.count }
    }
    let octets = groups.compactMap { Int(String($0)) }
    let problem = Self.problem(groups)
    let complete = groups.count == 4 && groups.allSatisfy { !$0.isEmpty } && problem == nil
    var result = MaskResult(
      text: String(text), caret: min(caret, text.count), value: String(text), isComplete: complete,
      tailPlaceholder: groups.count > 4
        ? ""
        : (groups.last?.isEmpty == true ? "0" : "") + String(repeating: ".0", count: 4 - groups.count))
    result = result.validated(by: problem.map { .invalid($0) } ?? .valid)
    if let refusal { result = result.refused(refusal) }
    return Match(result: result, octets: octets, problem: refusal ?? problem)
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// `0.0.0.0`.
  public var placeholder: String { "0.0.0.0" }

  /// Why `character` cannot stand in an address.
  private static func reason(refusing character: Character) -> MaskProblem {
    if character == ":" { return .ipv4(.portInAddress) }
    if character.isWhitespace { return .ipv4(.spaceInAddress) }
    return .ipv4(.notPartOfAddress(character))
  }

  /// Why octet digits cannot be an address: more than four parts, over 255, or a leading zero.
  private static func problem(_ groups: [[Character]]) -> MaskProblem? {
    if groups.count > 4 { return .ipv4(.addressParts(groups.count)) }
    for group in groups {
      if let value = Int(String(group)), value > 255 { return .ipv4(.octetOver255(String(group))) }
      if group.count > 1, group.first == "0" { return .ipv4(.octetLeadingZero(String(group))) }
    }
    return nil
  }
}

/// Every pasted address is read by the mask's own reader, so a dot is never dropped to make the digits
/// of more parts fit four.
extension IPv4Mask: PasteLayoutReading {
  /// The paste as it is: ``match(_:)`` reads it or refuses it.
  public func pasteLayout(of pasted: String) -> PasteLayout { .recognised(pasted) }
}
