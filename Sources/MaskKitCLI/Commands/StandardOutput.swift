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
  private let descriptor: Int32
  private var failure: WriteFailure?

  /// Creates an output that writes to file `descriptor`, standard output (`OutputDescriptors.output`) unless told.
  init(descriptor: Int32 = OutputDescriptors.output) {
    self.descriptor = descriptor
    buffer.reserveCapacity(ioChunkSize)
  }

  /// Appends `line` and a newline; writes the buffer when it is large.
  mutating func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= ioChunkSize { drain() }
  }

  /// Appends `bytes` as they are; writes the buffer when it is large.
  mutating func writeBytes(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= ioChunkSize { drain() }
  }

  /// Writes everything buffered so far; throws if this or any earlier write failed.
  mutating func flush() throws(WriteFailure) {
    drain()
    if let failure { throw failure }
  }

  /// Throws the first failed write so far, without writing what is buffered.
  func check() throws(WriteFailure) {
    if let failure { throw failure }
  }

  /// Writes the buffer unless a write already failed, remembering the first failure.
  private mutating func drain() {
    if failure == nil { failure = Self.send(buffer, to: descriptor) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `bytes` to `descriptor` at once; returns the failure, or nil when all were written.
  @discardableResult
  static func send(_ bytes: [UInt8], to descriptor: Int32 = OutputDescriptors.output) -> WriteFailure? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.write(from: offset, to: descriptor)
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return WriteFailure(code: written < 0 ? errno : EIO) }
      offset += written
    }
    return nil
  }

  /// Writes one line to standard error (`OutputDescriptors.error`) at once.
  static func error(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    if !bytes.isEmpty { _ = bytes.write(from: 0, to: OutputDescriptors.error) }
  }
}

/// A write to standard output that failed, such as on a full disk or a closed descriptor.
struct WriteFailure: Error, CustomStringConvertible {
  /// The `errno` of the failed write.
  let code: Int32

  /// The message `maskkit` prints on standard error.
  var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
}
