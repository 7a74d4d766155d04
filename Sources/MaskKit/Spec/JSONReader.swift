/// Why a text is not JSON: what is wrong, and the UTF-8 offset where reading stopped.
package struct JSONSyntaxError: Error, Sendable, Hashable {
  /// The UTF-8 offset of the problem.
  package var offset: Int
  /// What is wrong, as a phrase (`expected ':' after the member name`).
  package var reason: String
}

/// The one JSON reader of MaskKit: `MaskSpec(json:)` and the command line (`eval` lines, `--spec`) read
/// with it. A linear parser over UTF-8 (RFC 8259): objects, arrays, strings with escapes, numbers,
/// booleans and null. A name given twice in one object is refused, and nesting is limited so that no
/// input can exhaust the stack.
package struct JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 256

  /// What a `\u` escape of half a surrogate pair reads as. RFC 8259 (section 8.2) lets a JSON text
  /// write one, but no Unicode string can hold it.
  package enum LoneSurrogates: Sendable {
    /// The text is refused (a mask description).
    case refused
    /// It reads as U+FFFD (an `eval` line, whose `id` is echoed as written whatever it holds).
    case replaced
  }

  private let bytes: ReadBuffer<UInt8>
  private let loneSurrogates: LoneSurrogates
  private var index = 0
  private var depth = 0

  /// Reads `text`, which must hold exactly one value (whitespace around it is allowed, and a byte-order
  /// mark before it is skipped, as RFC 8259 section 8.1 lets a parser do).
  package static func read(_ text: String, loneSurrogates: LoneSurrogates = .refused) throws(JSONSyntaxError)
    -> JSONNode
  {
    var text = text
    let result = text.withBytes { bytes in
      Result { () throws(JSONSyntaxError) in try read(bytes, loneSurrogates: loneSurrogates) }
    }
    switch result {
    case .success(let node): return node
    case .failure(let error): throw error
    }
  }

  /// Reads the UTF-8 text `bytes` in place, as ``read(_:loneSurrogates:)-(String,_)`` reads a string.
  package static func read(_ bytes: ReadBuffer<UInt8>, loneSurrogates: LoneSurrogates = .refused)
    throws(JSONSyntaxError) -> JSONNode
  {
    var reader = JSONReader(bytes: bytes, loneSurrogates: loneSurrogates)
    reader.skipByteOrderMark()
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    guard reader.index == bytes.count else { throw reader.failure("unexpected text after the value") }
    return value
  }

  private init(bytes: ReadBuffer<UInt8>, loneSurrogates: LoneSurrogates) {
    self.bytes = bytes
    self.loneSurrogates = loneSurrogates
  }

  private func failure(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset ?? index, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// U+FEFF at the start, which editors on Windows write before UTF-8 text.
  private mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    guard let byte = current else { throw failure("a value is missing at the end") }
    let value: JSONNode.Value
    switch byte {
    case UInt8(ascii: "{"): value = try readObject()
    case UInt8(ascii: "["): value = try readArray()
    case UInt8(ascii: "\""): value = .string(try readString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try readNumber())
    default: throw failure("a value cannot start with '\(Self.shown(byte))'")
    }
    return JSONNode(value, offset: start, end: index)
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let start = index
    for expected in ReadBuffer(utf8Of: word) {
      guard current == expected else { throw failure("expected '\(word)'", at: start) }
      index += 1
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func readObject() throws(JSONSyntaxError) -> JSONNode.Value {
    var members: [(key: String, value: JSONNode)] = []
    var keys: Set<String> = []
    try readElements(closedBy: UInt8(ascii: "}"), "expected ',' or '}' in an object") {
      (reader: inout JSONReader) throws(JSONSyntaxError) in
      let keyStart = reader.index
      guard reader.current == UInt8(ascii: "\"") else {
        throw reader.failure("expected a member name in double quotes")
      }
      let key = try reader.readString()
      guard keys.insert(key).inserted else {
        throw reader.failure("the member \"\(key)\" appears twice", at: keyStart)
      }
      reader.skipWhitespace()
      guard reader.current == UInt8(ascii: ":") else {
        throw reader.failure("expected ':' after the member name")
      }
      reader.index += 1
      reader.skipWhitespace()
      members.append((key, try reader.readValue()))
    }
    return .object(members)
  }

  private mutating func readArray() throws(JSONSyntaxError) -> JSONNode.Value {
    var elements: [JSONNode] = []
    try readElements(closedBy: UInt8(ascii: "]"), "expected ',' or ']' in an array") {
      (reader: inout JSONReader) throws(JSONSyntaxError) in
      elements.append(try reader.readValue())
    }
    return .array(elements)
  }

  /// Reads a container from its opening bracket to `bracket`, its closing one: its elements, each read
  /// by `element` from its first byte (white space skipped), separated by commas; `expected` is the
  /// failure when neither a comma nor `bracket` follows an element.
  private mutating func readElements(
    closedBy bracket: UInt8, _ expected: String,
    _ element: (inout JSONReader) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    try enter()
    index += 1
    skipWhitespace()
    if current == bracket {
      index += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      try element(&self)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case bracket:
        index += 1
        depth -= 1
        return
      default: throw failure(expected)
      }
    }
  }

  /// Reads a string in one pass: a string without escapes is decoded straight from the text; otherwise
  /// plain runs are copied as bytes and escapes appended as UTF-8, so the cost is linear however many
  /// escapes there are.
  private mutating func readString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var run = index
    var decoded: [UInt8] = []
    var escaped = false
    while true {
      guard let byte = current else { throw failure("the string is not closed", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        let tail = ReadBuffer(rebasing: bytes[run..<index])
        index += 1
        guard escaped else { return String(decoding: tail, as: UTF8.self) }
        tail.append(to: &decoded)
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        bytes.rebased(run..<index).append(to: &decoded)
        escaped = true
        index += 1
        try readEscape(into: &decoded)
        run = index
      case 0..<0x20: throw failure("a control character must be escaped in a string")
      default: index += 1
      }
    }
  }

  private mutating func readEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index - 1
    guard let byte = current else { throw failure("the string is not closed") }
    index += 1
    let simple: UInt8
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"):
      UTF8.encode(try readUnicodeEscape(from: start)) { output.append($0) }
      return
    default: throw failure("'\\\(Self.shown(byte))' is not an escape", at: start)
    }
    output.append(simple)
  }

  /// The scalar of `\uXXXX` (the `u` read), joined with a following `\uXXXX` low surrogate when it is a
  /// high one; half a pair is refused or read as U+FFFD, as ``loneSurrogates`` says.
  private mutating func readUnicodeEscape(from start: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
    let value = try readHex4()
    if (0xD800..<0xDC00).contains(value) {
      let afterHigh = index
      if current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
        index += 2
        let low = try readHex4()
        if (0xDC00..<0xE000).contains(low) {
          return Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        index = afterHigh
      }
      guard loneSurrogates == .replaced else {
        throw failure("a high surrogate must be followed by a low one", at: start)
      }
      return "\u{FFFD}"
    }
    if let scalar = Unicode.Scalar(value) { return scalar }
    guard loneSurrogates == .replaced else { throw failure("a lone low surrogate", at: start) }
    return "\u{FFFD}"
  }

  private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        throw failure("\\u needs four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
  private mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw failure("a number needs a digit", at: start)
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("a digit must follow the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("a digit must follow the exponent") }
    }
    return String(decoding: ReadBuffer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func digits() -> Int {
    let start = index
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    return index - start
  }

  /// A byte as a message shows it.
  private static func shown(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16)
  }
}

extension String {
  /// The number of `Character`s before UTF-8 offset `offset`.
  func characterOffset(ofUTF8 offset: Int) -> Int {
    String(decoding: utf8.prefix(Swift.max(offset, 0)), as: UTF8.self).count
  }
}
