/// Splits the text of a metadata record at an ASCII separator, byte by byte: the records are ASCII, and
/// splitting them as `Character`s (grapheme breaking at every step) was most of the cost of reading a
/// region with long patterns.
enum PhoneRecordText {
  /// The parts of `text` between occurrences of `separator` (an ASCII character), empty parts kept
  /// unless `omittingEmpty`; the same parts as `split(separator:omittingEmptySubsequences:)`.
  static func split(_ text: String, _ separator: Unicode.Scalar, omittingEmpty: Bool = false) -> [String] {
    let byte = UInt8(ascii: separator)
    let parts = text.utf8.withContiguousReadBuffer { bytes in
      var parts: [String] = []
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == byte {
        if !omittingEmpty || end > start {
          parts.append(String(decoding: ReadBuffer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        start = end + 1
      }
      return parts
    }
    return parts
      ?? text.split(separator: Character(separator), omittingEmptySubsequences: omittingEmpty).map(
        String.init)
  }
}
