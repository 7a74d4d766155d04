#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Buffered writes to standard output and standard error, without Foundation.
struct StandardOutput {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  /// Appends `line` and a newline; flushes when the buffer is large.
  mutating func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends `bytes` as they are; flushes when the buffer is large.
  mutating func writeBytes(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes everything buffered so far.
  mutating func flush() {
    Self.send(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `bytes` to standard output at once.
  static func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count, let base = raw.baseAddress {
        let written = write(1, base + offset, raw.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// Writes one line to standard error at once.
  static func error(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { raw in
      if let base = raw.baseAddress { _ = write(2, base, raw.count) }
    }
  }
}
