/// A linear JSON parser over UTF-8 (RFC 8259): objects, arrays, strings with escapes, numbers,
/// booleans and null. Nesting is limited so that no input can exhaust the stack.
struct SpecJSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses `text`, which must hold exactly one value (whitespace around it is allowed, and a byte-order
  /// mark before it is skipped, as RFC 8259 section 8.1 lets a parser do).
  static func parse(_ text: String) throws(MaskSpecError) -> SpecJSON {
    var parser = SpecJSONParser(bytes: Array(text.utf8))
    do throws(Failure) {
      parser.skipByteOrderMark()
      parser.skipWhitespace()
      let value = try parser.parseValue()
      parser.skipWhitespace()
      guard parser.index == parser.bytes.count else {
        throw parser.failure("unexpected text after the value")
      }
      return value
    } catch {
      throw MaskSpecError(
        .malformedJSON, at: text.characterOffset(ofUTF8: error.offset), "Malformed JSON: \(error.reason).")
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// A syntax problem at a UTF-8 offset.
  private struct Failure: Error {
    let offset: Int
    let reason: String
  }

  private func failure(_ reason: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? index, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// U+FEFF at the start, which editors on Windows write before UTF-8 text.
  private mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func parseValue() throws(Failure) -> SpecJSON {
    let start = index
    guard let byte = current else { throw failure("a value is missing at the end") }
    switch byte {
    case UInt8(ascii: "{"): return SpecJSON(value: try parseObject(), offset: start)
    case UInt8(ascii: "["): return SpecJSON(value: try parseArray(), offset: start)
    case UInt8(ascii: "\""): return SpecJSON(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return SpecJSON(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return SpecJSON(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return SpecJSON(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return SpecJSON(value: .number(try parseNumber()), offset: start)
    default: throw failure("a value cannot start with '\(Self.shown(byte))'")
    }
  }

  private mutating func expectWord(_ word: String) throws(Failure) {
    let start = index
    for expected in word.utf8 {
      guard current == expected else { throw failure("expected '\(word)'", at: start) }
      index += 1
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func parseObject() throws(Failure) -> SpecJSON.Value {
    try enter()
    index += 1
    var members: [(key: String, value: SpecJSON)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      let keyStart = index
      guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
      let key = try parseString()
      guard keys.insert(key).inserted else {
        throw failure("the member \"\(key)\" appears twice", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw failure("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(Failure) -> SpecJSON.Value {
    try enter()
    index += 1
    var elements: [SpecJSON] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw failure("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    let start = index
    index += 1
    var scalars: [UInt8] = []
    while true {
      guard let byte = current else { throw failure("the string is not closed", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &scalars)
      case 0..<0x20: throw failure("a control character must be escaped in a string")
      default:
        scalars.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(Failure) {
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
      var value = try parseHex4()
      if (0xD800..<0xDC00).contains(value) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a high surrogate must be followed by a low one", at: start) }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("a high surrogate must be followed by a low one", at: start)
        }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else { throw failure("a lone low surrogate", at: start) }
      output.append(contentsOf: String(Character(scalar)).utf8)
      return
    default: throw failure("'\\\(Self.shown(byte))' is not an escape", at: start)
    }
    output.append(simple)
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
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
  private mutating func parseNumber() throws(Failure) -> String {
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
    return String(decoding: bytes[start..<index], as: UTF8.self)
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
