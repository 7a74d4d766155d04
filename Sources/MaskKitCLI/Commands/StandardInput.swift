#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The bytes read from a file, or gathered before a write, at a time: 16 KiB, a few hundred lines, so a
/// stream's buffers stay small beside the runtime (a larger chunk saved no measurable work).
let ioChunkSize = 1 << 14

/// Hands each line of file `descriptor` (standard input unless told) to `body` as it arrives: its
/// text, or `InputFailure` naming it when it is not UTF-8. A line ends with LF, CRLF or a lone CR.
/// Throws `InputFailure` when reading fails, and whatever `body` throws.
func forEachDecodedLine(
  from descriptor: Int32 = 0, _ body: (Result<String, InputFailure>) throws -> Void
) throws {
  var splitter = LineSplitter()
  var chunk = [UInt8](repeating: 0, count: ioChunkSize)
  while true {
    let count = chunk.read(from: descriptor)
    if count < 0, errno == EINTR { continue }
    if count < 0 {
      throw InputFailure(line: nil, reason: "cannot be read: \(String(cString: strerror(errno)))")
    }
    guard count > 0 else { break }
    try splitter.feed(chunk[..<count], body)
  }
  if let last = splitter.finish() { try body(last) }
}

/// Hands the text of each line of file `descriptor` (standard input unless told) to `body`; throws
/// `InputFailure` at the first line that is not UTF-8.
func forEachInputLine(from descriptor: Int32 = 0, _ body: (String) throws -> Void) throws {
  try forEachDecodedLine(from: descriptor) { try body($0.get()) }
}
