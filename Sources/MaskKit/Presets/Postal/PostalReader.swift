/// Reads the characters of a text through a region's automaton, one reading code at a time: keeps the
/// letters and digits that can stand where they are, skips separators where the region has one, and
/// remembers the first character refused.
struct PostalReader {
  /// The first refused character: its offset in the text, how many characters were kept before it,
  /// and whether the code was already whole and could take nothing more.
  struct Refusal {
    var offset: Int
    var kept: Int
    var pastEnd: Bool
  }

  let format: PostalRegion
  /// The caret, as a `Character` offset into the text read.
  let caret: Int
  /// The state after the characters read.
  private(set) var state = 0
  /// The kept characters as upper-case ASCII bytes.
  private(set) var kept: [UInt8] = []
  /// How many kept characters stand before the caret.
  private(set) var beforeCaret = 0
  /// The first refused character, or nil.
  private(set) var refusal: Refusal?
  private var offset = 0

  init(format: PostalRegion, caret: Int) {
    self.format = format
    self.caret = caret
    kept.reserveCapacity(12)
  }

  /// Reads the next character, given as its reading code.
  mutating func read(_ code: Int) {
    defer { offset += 1 }
    if let next = format.target(of: code, from: state) {
      state = next
      guard code != PostalRegion.separator else { return }
      kept.append(PostalRegion.byte(code))
      if offset < caret { beforeCaret = kept.count }
    } else if refusal == nil {
      refusal = Refusal(offset: offset, kept: kept.count, pastEnd: format.hasNoMoves(state))
    }
  }

  /// The kept characters with the separators the final state shows between them, the caret in that
  /// text, and the rest of the shortest code still possible; the separator after the last character
  /// too when `trailingWanted` and the caret is at the end.
  func shown(trailingWanted: Bool) -> (text: String, caret: Int, tail: String) {
    var text: [UInt8] = []
    text.reserveCapacity(kept.count * 2)
    var caretPosition = 0
    for (index, byte) in kept.enumerated() {
      if index > 0 {
        let separator = format.layout(state, index - 1)
        if separator != 0 { text.append(separator) }
      }
      text.append(byte)
      if index + 1 == beforeCaret { caretPosition = text.count }
    }
    var tail = format.isAccepting(state) ? "" : Substring(format.tails[state])
    let trailing = kept.isEmpty ? 0 : format.layout(state, kept.count - 1)
    if trailing != 0, trailingWanted, beforeCaret == kept.count {
      text.append(trailing)
      caretPosition = text.count
      if tail.utf8.first == trailing { tail = tail.dropFirst() }
    }
    return (String(decoding: text, as: UTF8.self), caretPosition, String(tail))
  }
}
