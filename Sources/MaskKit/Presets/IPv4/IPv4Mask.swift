/// An IPv4 address in dotted-decimal form, `192.168.1.1`: four decimal octets 0–255 (RFC 791 §3.2
/// addresses, written as in RFC 1123 §2.1).
///
/// Digits and dots are kept; a dot after a third digit is filled in; a dot with no digit before it and
/// a fourth digit of the last octet are refused, and a fifth octet ends the reading. An octet over 255 or with a leading
/// zero (`01`, read as octal by some parsers) is shown and reported (``Match/problem``), never complete.
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
    public var problem: String?
  }

  /// Formats `input` and reads the octets.
  public func match(_ input: CaretText) -> Match {
    var groups: [[Character]] = [[]]
    var text: [Character] = []
    var caret = 0
    for (offset, character) in input.text.enumerated() {
      let beforeCaret = offset < input.caret
      if let digit = character.normalizedASCIIDigit {
        if groups[groups.count - 1].count == 3 {
          guard groups.count < 4 else { continue }
          groups.append([])
          text.append(".")
        }
        groups[groups.count - 1].append(digit)
        text.append(digit)
      } else if character == "." || character == "\u{3002}" {
        if groups.count == 4 { break }
        guard !(groups.last ?? []).isEmpty else { continue }
        groups.append([])
        text.append(".")
      } else {
        continue
      }
      if beforeCaret { caret = text.count }
    }
    let octets = groups.compactMap { Int(String($0)) }
    let problem = Self.problem(groups)
    let complete = groups.count == 4 && groups.allSatisfy { !$0.isEmpty } && problem == nil
    let result = MaskResult(
      text: String(text), caret: min(caret, text.count), value: String(text), isComplete: complete,
      tailPlaceholder: (groups.last?.isEmpty == true ? "0" : "")
        + String(repeating: ".0", count: 4 - groups.count))
    return Match(
      result: result.validated(by: problem.map { .invalid(reason: $0) } ?? .valid), octets: octets,
      problem: problem)
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// `0.0.0.0`.
  public var placeholder: String { "0.0.0.0" }

  /// Why octet digits cannot be an address: over 255, or a leading zero.
  private static func problem(_ groups: [[Character]]) -> String? {
    for group in groups {
      if let value = Int(String(group)), value > 255 { return "octet \(String(group)) is over 255" }
      if group.count > 1, group.first == "0" { return "octet \(String(group)) has a leading zero" }
    }
    return nil
  }
}
