/// Splits bytes into lines ended by LF, CRLF or a lone CR, as they arrive in chunks.
struct LineSplitter {
  private var line: [UInt8] = []
  private var afterCR = false

  /// Appends `bytes` and hands each line they complete, without its ending, to `body`.
  mutating func feed(_ bytes: some Sequence<UInt8>, _ body: (String) -> Void) {
    for byte in bytes {
      if afterCR {
        afterCR = false
        if byte == 0x0A { continue }
      }
      if byte == 0x0A || byte == 0x0D {
        afterCR = byte == 0x0D
        body(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
      } else {
        line.append(byte)
      }
    }
  }

  /// The last line when the input does not end with a line ending, or nil.
  mutating func finish() -> String? {
    defer { line.removeAll() }
    return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
  }
}
