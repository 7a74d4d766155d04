/// One CSV record as bytes: the byte ranges of its cells and its line terminator.
struct CSVRecord {
  let bytes: [UInt8]
  /// Each cell's bytes as written, quotes included.
  let cells: [Range<Int>]
  /// Where the terminator (`\n`, `\r\n` or `\r`) starts; `bytes.count` when there is none.
  let terminatorStart: Int

  /// Splits `bytes` at commas outside double quotes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var end = bytes.count
    if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
    if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    terminatorStart = end
    var cells: [Range<Int>] = []
    var start = 0
    var inQuotes = false
    for index in 0..<end {
      switch bytes[index] {
      case UInt8(ascii: "\""): inQuotes.toggle()
      case UInt8(ascii: ","):
        if !inQuotes {
          cells.append(start..<index)
          start = index + 1
        }
      default: break
      }
    }
    cells.append(start..<end)
    self.cells = cells
  }

  /// Whether cell `index` is written in double quotes.
  func isQuoted(_ index: Int) -> Bool {
    let range = cells[index]
    return range.count >= 2 && bytes[range.lowerBound] == UInt8(ascii: "\"")
      && bytes[range.upperBound - 1] == UInt8(ascii: "\"")
  }

  /// The text of cell `index`: without its quotes, with `""` read as `"`.
  func text(_ index: Int) -> String {
    let range = cells[index]
    guard isQuoted(index) else { return String(decoding: bytes[range], as: UTF8.self) }
    var unquoted: [UInt8] = []
    var previousWasQuote = false
    for byte in bytes[(range.lowerBound + 1)..<(range.upperBound - 1)] {
      if byte == UInt8(ascii: "\""), previousWasQuote {
        previousWasQuote = false
        continue
      }
      previousWasQuote = byte == UInt8(ascii: "\"")
      unquoted.append(byte)
    }
    return String(decoding: unquoted, as: UTF8.self)
  }

  /// The record with cell `index` replaced by `text`, quoted when the old cell was or the text needs it;
  /// every other byte stays as it was.
  func replacing(_ index: Int, with text: String) -> [UInt8] {
    let needsQuotes = isQuoted(index) || text.utf8.contains { [0x22, 0x2C, 0x0A, 0x0D].contains($0) }
    var cell = Array(text.utf8)
    if needsQuotes {
      cell = [0x22] + cell.flatMap { $0 == 0x22 ? [0x22, 0x22] : [$0] } + [0x22]
    }
    let range = cells[index]
    return Array(bytes[..<range.lowerBound]) + cell + Array(bytes[range.upperBound...])
  }
}
