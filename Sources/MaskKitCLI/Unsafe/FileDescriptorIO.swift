#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The CLI's one file of pointer code: the C library's `read`, `fread` and `write` take pointers to
// the bytes, lent here by the arrays for the length of one call (see CONTRIBUTING, "Unsafe code").
// Invariant: the count passed to C never exceeds the array's count, so C reads or writes only bytes
// the array owns.

extension Array where Element == UInt8 {
  /// `read(2)` of up to `count` bytes of file `descriptor` into the start of the array; returns what
  /// `read` returns (the bytes read, 0 at the end, or -1 with `errno` set).
  mutating func read(from descriptor: Int32) -> Int {
    withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
  }

  /// `fread(3)` of up to `count` bytes of `file` into the start of the array; returns how many it read.
  mutating func read(from file: UnsafeMutablePointer<FILE>) -> Int {
    withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
  }

  /// `write(2)` of the bytes from `offset` on to file `descriptor`; returns what `write` returns.
  func write(from offset: Int, to descriptor: Int32) -> Int {
    #if DEBUG
      precondition(offset >= 0 && offset <= count, "write offset out of bounds")
    #endif
    return withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return 0 }
      return systemWrite(descriptor, base + offset, raw.count - offset)
    }
  }
}

/// The C library's `read`, named apart from `Array.read(from:)`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// The C library's `write`, named apart from `Array.write(from:to:)`.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
