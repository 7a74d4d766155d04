/// Rewrites one column of a CSV stream: the header and every byte outside that column's cells stay as
/// they were; a cell the transform refuses, or a row too short to have the column, stays too and is
/// counted.
struct CSVColumnRewriter {
  /// A column that is neither a header name nor a 1-based index within the header.
  struct UnknownColumn: Error {
    let message: String
  }

  private let column: String
  private let transform: (String) -> String?
  private var index: Int?
  /// Rows whose cell the transform refused.
  private(set) var misfits = 0
  /// Rows whose cell is not UTF-8 (left as it was rather than read with U+FFFD in place of bytes).
  private(set) var notUTF8 = 0
  /// Rows with fewer cells than the column needs.
  private(set) var shortRows = 0
  /// Rows after the header.
  private(set) var rows = 0

  /// `column` is a header name or a 1-based index; `transform` gives a cell's new text, or nil when it
  /// does not fit.
  init(column: String, transform: @escaping (String) -> String?) {
    self.column = column
    self.transform = transform
  }

  /// The bytes to write for `bytes`, one record; the first record is the header.
  mutating func rewrite(_ bytes: [UInt8]) throws(UnknownColumn) -> [UInt8] {
    let record = CSVRecord(bytes)
    guard let index else {
      self.index = try Self.resolve(column, header: record)
      return bytes
    }
    rows += 1
    guard index < record.cells.count else {
      shortRows += 1
      return bytes
    }
    guard record.isUTF8(index) else {
      notUTF8 += 1
      return bytes
    }
    let text = record.text(index)
    if text.isEmpty { return bytes }
    guard let replacement = transform(text) else {
      misfits += 1
      return bytes
    }
    return record.replacing(index, with: replacement)
  }

  /// What standard error says when rows were left as they were, or nil.
  var summary: String? {
    guard misfits + shortRows + notUTF8 > 0 else { return nil }
    return
      "maskkit: \(misfits + shortRows + notUTF8) of \(rows) row(s) left as they were: \(misfits) cell(s) did not "
      + "fit, \(shortRows) row(s) had no column '\(column)'"
      + (notUTF8 > 0 ? ", \(notUTF8) cell(s) not UTF-8" : "")
  }

  private static func resolve(_ column: String, header: CSVRecord) throws(UnknownColumn) -> Int {
    let names = header.cells.indices.map { header.text($0) }
    let byteOrderMark = "\u{FEFF}"
    if let match = names.firstIndex(where: { $0 == column || $0 == byteOrderMark + column }) { return match }
    if let number = Int(column), (1...names.count).contains(number) { return number - 1 }
    throw UnknownColumn(
      message:
        "no column '\(column)' in the header (\(names.joined(separator: ", "))); give a name or a 1-based index"
    )
  }
}
