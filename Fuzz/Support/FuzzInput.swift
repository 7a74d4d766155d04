/// Fuzz data split into fields at every 0xFE byte (a byte that never occurs in UTF-8).
///
/// Seed files stay readable: `[000]-[00]` + 0xFE + `12ab` is a mask and a text. Missing fields read as
/// empty, so every byte string is a valid input.
struct FuzzInput {
  private var fields: [[UInt8]]
  private var next = 0

  /// Splits `size` bytes at `data`; `data` may be nil when `size` is 0.
  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    guard let data, size > 0 else {
      fields = []
      return
    }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    fields = bytes.split(separator: 0xFE, omittingEmptySubsequences: false).map(Array.init)
  }

  /// The next field as raw bytes.
  mutating func bytes() -> [UInt8] {
    defer { next += 1 }
    return next < fields.count ? fields[next] : []
  }

  /// The next field decoded as UTF-8, with invalid bytes repaired to U+FFFD.
  mutating func string() -> String {
    String(decoding: bytes(), as: UTF8.self)
  }

  /// The fields not read yet, as strings.
  mutating func remainingStrings() -> [String] {
    var strings: [String] = []
    while next < fields.count { strings.append(string()) }
    return strings
  }
}

/// Reads small numbers and flags from a field of control bytes, cycling through them; all zero when empty.
struct FuzzControls {
  private let bytes: [UInt8]
  private var next = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether there are unread bytes.
  var hasMore: Bool { next < bytes.count }

  /// The next byte, or 0 after the end.
  mutating func byte() -> UInt8 {
    defer { next += 1 }
    return next < bytes.count ? bytes[next] : 0
  }

  /// The next byte as a flag (its lowest bit).
  mutating func flag() -> Bool { byte() & 1 == 1 }

  /// The next byte as a signed offset around `0...count`, so out-of-range offsets get tried too.
  mutating func offset(around count: Int) -> Int { Int(byte()) % (count + 6) - 3 }
}

/// Crashes with `message` when `condition` is false, so libFuzzer records the input.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant broken: \(message())") }
}

/// Checks what every `MaskResult` promises: the caret lies inside the text.
func fuzzCheck(_ result: MaskResult, _ context: String) {
  fuzzCheck(
    result.caret >= 0 && result.caret <= result.text.count,
    "\(context): caret \(result.caret) outside text of \(result.text.count) characters")
}

/// Checks what every mask error promises: a kind, a position inside the mask and a message.
func fuzzCheck(_ error: MaskSyntaxError, mask: String) {
  fuzzCheck(
    error.position >= 0 && error.position <= mask.count,
    "error position \(error.position) outside mask of \(mask.count) characters")
  fuzzCheck(!error.message.isEmpty && !error.kind.rawValue.isEmpty, "error without kind or message")
}

/// Cycles through the fuzzed strings; empty when there are none.
struct FuzzStrings {
  private let strings: [String]
  private var position = 0

  init(_ strings: [String]) { self.strings = strings }

  mutating func next() -> String {
    guard !strings.isEmpty else { return "" }
    defer { position += 1 }
    return strings[position % strings.count]
  }
}
