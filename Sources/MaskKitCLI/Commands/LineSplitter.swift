/// Splits bytes into lines ended by LF, CRLF or a lone CR, as they arrive in chunks, and checks that
/// each line is UTF-8.
struct LineSplitter {
  private var line: [UInt8] = []
  /// The bytes of `line` ORed together: below 0x80 when the line is ASCII, so valid UTF-8 at once.
  private var bits: UInt8 = 0
  private var afterCR = false
  /// The 1-based number of the line being read.
  private(set) var lineNumber = 1
  /// The largest buffer kept from one line to the next (1 MiB).
  private static let keptCapacity = 1 << 20

  /// Appends `bytes` and hands each line they complete, without its ending, to `body`: the text, or
  /// `InputFailure` naming the line when it is not UTF-8.
  mutating func feed(
    _ bytes: some Sequence<UInt8>, _ body: (Result<String, InputFailure>) throws -> Void
  ) rethrows {
    for byte in bytes {
      if afterCR {
        afterCR = false
        if byte == 0x0A { continue }
      }
      if byte == 0x0A || byte == 0x0D {
        afterCR = byte == 0x0D
        let text = decodedLine()
        // A long line's buffer is let go before the line is handled, so it is not held twice.
        line.removeAll(keepingCapacity: line.capacity <= Self.keptCapacity)
        bits = 0
        lineNumber += 1
        try body(text)
      } else {
        line.append(byte)
        bits |= byte
      }
    }
  }

  /// ``feed(_:_:)`` of a chunk read into an array: a line that starts and ends in `bytes` is decoded
  /// from them where it lies, and only a line still open at the end is kept, by one append.
  mutating func feed(
    _ bytes: ArraySlice<UInt8>, _ body: (Result<String, InputFailure>) throws -> Void
  ) rethrows {
    var start = bytes.startIndex
    var index = bytes.startIndex
    if afterCR, !bytes.isEmpty {
      afterCR = false
      if bytes[index] == 0x0A {
        start += 1
        index += 1
      }
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        bits |= byte
        index += 1
        continue
      }
      let text: Result<String, InputFailure>
      if line.isEmpty {
        text = Self.decoded(bytes[start..<index], bits: bits, line: lineNumber)
      } else {
        line.append(contentsOf: bytes[start..<index])
        text = decodedLine()
        line.removeAll(keepingCapacity: line.capacity <= Self.keptCapacity)
      }
      bits = 0
      lineNumber += 1
      index += 1
      if byte == 0x0D {
        if index == bytes.endIndex {
          afterCR = true
        } else if bytes[index] == 0x0A {
          index += 1
        }
      }
      start = index
      try body(text)
    }
    if start < bytes.endIndex { line.append(contentsOf: bytes[start...]) }
  }

  /// The last line when the input does not end with a line ending, or nil.
  mutating func finish() -> Result<String, InputFailure>? {
    defer {
      line.removeAll()
      bits = 0
    }
    return line.isEmpty ? nil : decodedLine()
  }

  /// The current line as a string; decoding replaces bad bytes with U+FFFD, so a line that is not
  /// ASCII is UTF-8 exactly when its decoding has the same bytes.
  private func decodedLine() -> Result<String, InputFailure> {
    Self.decoded(line[...], bits: bits, line: lineNumber)
  }

  /// The line `bytes`, whose bytes ORed together are `bits`, as a string, or the failure naming line
  /// `number` when it is not UTF-8.
  private static func decoded(_ bytes: ArraySlice<UInt8>, bits: UInt8, line number: Int) -> Result<
    String, InputFailure
  > {
    var text = String(decoding: bytes, as: UTF8.self)
    // Compared as two buffers of bytes (a 10 MB line costs a few instructions a byte, not a view's walk).
    guard
      bits < 0x80
        || (text.utf8.count == bytes.count
          && text.withUTF8 { decoded in bytes.withUnsafeBufferPointer { decoded.elementsEqual($0) } })
    else {
      return .failure(InputFailure(line: number, reason: "is not valid UTF-8"))
    }
    return .success(text)
  }
}

/// Standard input that cannot be read as lines of text.
struct InputFailure: Error, CustomStringConvertible, Equatable {
  /// The 1-based number of the line at fault, or nil when reading itself failed.
  let line: Int?
  /// What is wrong, completing "line N …" or "standard input …".
  let reason: String

  /// The message `maskkit` prints on standard error.
  var description: String {
    line.map { "line \($0) of standard input \(reason)" } ?? "standard input \(reason)"
  }
}
