extension CSVRecord {
  /// Whether the bytes of cell `index` are UTF-8; quotes are ASCII, so this holds for its text too.
  func isUTF8(_ index: Int) -> Bool {
    let raw = bytes[cells[index]]
    guard raw.contains(where: { $0 >= 0x80 }) else { return true }
    return String(decoding: raw, as: UTF8.self).utf8.elementsEqual(raw)
  }
}
