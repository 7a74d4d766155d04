/// Splits a byte stream into CSV records (RFC 4180): a record ends at LF, CRLF or a lone CR outside
/// double quotes (as every line the command line reads), so quoted cells may hold commas, quotes and line
/// breaks. Each record keeps its bytes exactly, terminator included.
struct CSVRecordSplitter {
  private var pending: [UInt8] = []
  private var inQuotes = false
  private var scanned = 0

  /// Adds `bytes` and returns the records they complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [[UInt8]] {
    pending.append(contentsOf: bytes)
    var records: [[UInt8]] = []
    var start = 0
    while scanned < pending.count {
      let byte = pending[scanned]
      scanned += 1
      if byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
      } else if byte == 0x0A, !inQuotes {
        records.append(Array(pending[start..<scanned]))
        start = scanned
      } else if byte == 0x0D, !inQuotes {
        // A CR followed by LF ends the record at the LF; the byte after a CR at the end of the
        // bytes so far is not known yet, so the CR waits for the next feed (or `finish`).
        guard scanned < pending.count else {
          scanned -= 1
          break
        }
        if pending[scanned] != 0x0A {
          records.append(Array(pending[start..<scanned]))
          start = scanned
        }
      }
    }
    pending.removeFirst(start)
    scanned -= start
    return records
  }

  /// The last record when the input does not end with a line break, or nil.
  mutating func finish() -> [UInt8]? {
    defer { pending = [] }
    return pending.isEmpty ? nil : pending
  }
}
