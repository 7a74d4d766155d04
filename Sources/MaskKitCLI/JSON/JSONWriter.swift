import MaskKit

/// Writes compact JSON text as UTF-8 bytes, handing them to `drain` in chunks so an answer of any size
/// needs only a bounded buffer.
public struct JSONWriter {
  /// The bytes written and not yet drained.
  public private(set) var bytes: [UInt8] = []
  private let drain: (([UInt8]) -> Void)?
  private static let chunk = 1 << 16

  /// Creates a writer; with `drain`, full chunks go there as they fill, otherwise `bytes` keeps all.
  public init(drain: (([UInt8]) -> Void)? = nil) {
    self.drain = drain
    bytes.reserveCapacity(drain == nil ? 64 : Self.chunk + 1024)
  }

  /// Hands the buffered bytes to `drain`; without one it does nothing.
  public mutating func flush() {
    guard let drain, !bytes.isEmpty else { return }
    drain(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes `text` as it is (JSON punctuation or a verbatim value).
  public mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    drainIfFull()
  }

  /// Writes one byte of JSON punctuation.
  mutating func raw(byte: UInt8) {
    bytes.append(byte)
  }

  /// Writes `value`, object keys sorted, non-ASCII characters kept except the line separators.
  public mutating func write(_ value: JSONValue) {
    switch value {
    case .null: raw("null")
    case .bool(let flag): raw(flag ? "true" : "false")
    case .number(let number): raw(Self.text(of: number))
    case .string(let string): write(string: string)
    case .verbatim(let text): write(verbatim: text)
    case .array(let elements):
      raw(byte: UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { raw(byte: UInt8(ascii: ",")) }
        write(element)
      }
      raw(byte: UInt8(ascii: "]"))
    case .object(let members):
      raw(byte: UInt8(ascii: "{"))
      for (offset, key) in members.keys.sorted().enumerated() {
        if offset > 0 { raw(byte: UInt8(ascii: ",")) }
        write(member: key, members[key] ?? .null)
      }
      raw(byte: UInt8(ascii: "}"))
    }
  }

  /// Writes `"key":value`.
  public mutating func write(member key: String, _ value: JSONValue) {
    write(string: key)
    raw(byte: UInt8(ascii: ":"))
    write(value)
  }

  /// Writes `string` quoted; escapes quotes, backslashes, controls, U+0085, U+2028 and U+2029, which
  /// some JSON Lines readers take for line ends.
  public mutating func write(string: String) {
    raw(byte: UInt8(ascii: "\""))
    var string = string
    string.withBytes { utf8 in
      var start = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        var length = 0
        var escape: String?
        switch byte {
        case UInt8(ascii: "\""): (length, escape) = (1, "\\\"")
        case UInt8(ascii: "\\"): (length, escape) = (1, "\\\\")
        case 0x0A: (length, escape) = (1, "\\n")
        case 0x0D: (length, escape) = (1, "\\r")
        case 0x09: (length, escape) = (1, "\\t")
        case 0x00..<0x20: (length, escape) = (1, Self.unicodeEscape(UInt32(byte)))
        case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85:
          (length, escape) = (2, "\\u0085")
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] | 1) == 0xA9:
          (length, escape) = (3, utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
        default: break
        }
        guard let escape else {
          index += 1
          continue
        }
        utf8.rebased(start..<index).append(to: &bytes)
        bytes.append(contentsOf: escape.utf8)
        index += length
        start = index
        drainIfFull()
      }
      utf8.rebased(start..<utf8.count).append(to: &bytes)
    }
    raw(byte: UInt8(ascii: "\""))
    drainIfFull()
  }

  /// Writes JSON text as written, but with U+0085, U+2028 and U+2029 escaped as `write(string:)` does:
  /// in JSON text they can only stand inside strings, where the escape means the same character.
  mutating func write(verbatim text: String) {
    let separators: Set<Unicode.Scalar> = ["\u{85}", "\u{2028}", "\u{2029}"]
    guard text.unicodeScalars.contains(where: separators.contains) else { return raw(text) }
    for scalar in text.unicodeScalars {
      if separators.contains(scalar) {
        raw(Self.unicodeEscape(scalar.value))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    drainIfFull()
  }

  private mutating func drainIfFull() {
    if bytes.count >= Self.chunk { flush() }
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  private static func text(of number: Double) -> String {
    if number.rounded() == number, number >= -0x1p63, number < 0x1p63 { return String(Int(number)) }
    return number.isFinite ? String(number) : "null"
  }
}

extension JSONValue {
  /// The value as compact JSON text on one line, keys sorted, non-ASCII characters kept as they are
  /// (except U+0085, U+2028 and U+2029, which are escaped).
  public var serialized: String {
    var writer = JSONWriter()
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
