#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Real file descriptors for driving a command's input and output in process (small texts only: a
/// pipe holds 64 KiB).
enum Pipes {
  /// A descriptor to read `bytes` from, then end of file.
  static func input(_ bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    bytes.withUnsafeBytes { raw in _ = write(ends[1], raw.baseAddress, raw.count) }
    close(ends[1])
    return ends[0]
  }

  /// Runs `body` with a descriptor to write to; returns what it wrote as text, and what it threw.
  static func output(_ body: (Int32) throws -> Void) -> (text: String, error: (any Error)?) {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    var thrown: (any Error)?
    do { try body(ends[1]) } catch { thrown = error }
    close(ends[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    close(ends[0])
    return (String(decoding: bytes, as: UTF8.self), thrown)
  }
}
