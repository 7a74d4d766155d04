/// Why a JSON text could not be parsed.
public struct JSONParseError: Error, Sendable, CustomStringConvertible {
  /// The byte offset where parsing stopped.
  public let offset: Int
  /// What was expected.
  public let reason: String

  public var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension JSONValue {
  /// Parses one JSON text (RFC 8259); nesting deeper than 512 levels and a name given twice in one
  /// object are rejected (as `MaskSpec` rejects them).
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parseKeepingMemberText(text).value
  }

  /// Parses one JSON text and also returns, for a top-level object, the values of its `id` and `spec`
  /// members and of each number member as written.
  ///
  /// The written form lets `eval` echo an `id` exactly (numbers beyond 2^53 and lone surrogates
  /// survive, which a parsed `Double` or `String` would change) and read a spec or a number option as
  /// `--spec` reads it (`-0` and `1e2` are not the plain amounts `0` and `100`). Other members are not
  /// copied, so a long line is held once as text and once parsed.
  public static func parseKeepingMemberText(_ text: String) throws(JSONParseError) -> (
    value: JSONValue, memberText: [String: String]
  ) {
    var text = text
    return try text.withUTF8 { bytes in Result { () throws(JSONParseError) in try parse(bytes) } }.get()
  }

  /// ``parseKeepingMemberText(_:)`` over the text's UTF-8 bytes.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> (
    value: JSONValue, memberText: [String: String]
  ) {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("trailing characters") }
    var memberText: [String: String] = [:]
    for (key, range) in parser.topLevelMembers {
      let first = bytes[range.lowerBound]
      guard key == "id" || key == "spec" || first == UInt8(ascii: "-") || first.isDigit else { continue }
      memberText[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    return (value, memberText)
  }
}

private struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// Where each member value of the top-level object is written.
  var topLevelMembers: [String: Range<Int>] = [:]

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func error(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth < 512 else { throw error("nesting too deep") }
    guard index < bytes.count else { throw error("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expect("true"); return .bool(true)
    case UInt8(ascii: "f"): try expect("false"); return .bool(false)
    case UInt8(ascii: "n"): try expect("null"); return .null
    default: return try parseNumber()
    }
  }

  mutating func expect(_ word: String) throws(JSONParseError) {
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { throw error("expected \(word)") }
      index += 1
    }
  }

  mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
      let keyStart = index
      let key = try parseString()
      guard members[key] == nil else {
        throw JSONParseError(offset: keyStart, reason: "the member \"\(key)\" appears twice")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      skipWhitespace()
      let valueStart = index
      members[key] = try parseValue(depth: depth + 1)
      if depth == 0 { topLevelMembers[key] = valueStart..<index }
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: throw error("bad hex digit")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Parses a string in one pass: plain runs are copied as bytes, escapes appended as UTF-8, and the
  /// result decoded once, so the cost is linear however many escapes there are.
  mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    var utf8: [UInt8] = []
    var start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        utf8.append(contentsOf: bytes[start..<index])
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        utf8.append(contentsOf: bytes[start..<index])
        index += 1
        guard index < bytes.count else { break }
        try appendEscape(to: &utf8)
        start = index
        continue
      }
      guard byte >= 0x20 else { throw error("control character in string") }
      index += 1
    }
    throw error("unterminated string")
  }

  /// Reads the escape after a backslash and appends what it stands for as UTF-8.
  mutating func appendEscape(to utf8: inout [UInt8]) throws(JSONParseError) {
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let saved = index
        index += 2
        let low = try parseHex4()
        if (0xDC00...0xDFFF).contains(low) {
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else {
          index = saved
        }
      }
      utf8.append(contentsOf: (Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
    default: throw error("bad escape")
    }
  }

  /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    skip(UInt8(ascii: "-"))
    guard index < bytes.count, bytes[index].isDigit else { throw error("unexpected character") }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { try digits() }
    if skip(UInt8(ascii: ".")) { try digits() }
    if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
      if !skip(UInt8(ascii: "+")) { skip(UInt8(ascii: "-")) }
      try digits()
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("bad number")
    }
    return .number(value)
  }

  /// Skips `byte` if it comes next; returns whether it did.
  @discardableResult
  mutating func skip(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Skips one or more digits.
  mutating func digits() throws(JSONParseError) {
    guard index < bytes.count, bytes[index].isDigit else { throw error("expected a digit") }
    while index < bytes.count, bytes[index].isDigit { index += 1 }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }
}
