#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Hands each line of standard input to `body`; a line ends with LF, CRLF or a lone CR.
func forEachStandardInputLine(_ body: (String) -> Void) {
  var splitter = LineSplitter()
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { break }
    splitter.feed(chunk[..<count], body)
  }
  if let last = splitter.finish() { body(last) }
}
