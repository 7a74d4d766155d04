/// Splits a byte stream into CSV records (RFC 4180): a record ends at a line feed outside double
/// quotes, so quoted cells may hold commas, quotes and line breaks. Each record keeps its bytes exactly,
/// terminator included.
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
