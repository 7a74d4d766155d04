import MaskKit

/// Why a JSON text could not be parsed.
public struct JSONParseError: Error, Sendable, CustomStringConvertible {
  /// The byte offset where parsing stopped.
  public let offset: Int
  /// What was expected.
  public let reason: String

  public var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension JSONValue {
  /// Parses one JSON text (RFC 8259) with MaskKit's JSON reader, the one `MaskSpec(json:)` uses: a name
  /// given twice in one object and nesting deeper than 256 levels are refused, and half a surrogate pair
  /// (`"\uD800"`) reads as U+FFFD.
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
    return try text.withBytes { bytes in Result { () throws(JSONParseError) in try parse(bytes) } }.get()
  }

  /// ``parseKeepingMemberText(_:)`` over the text's UTF-8 bytes, read in place.
  private static func parse(_ bytes: ReadBuffer<UInt8>) throws(JSONParseError) -> (
    value: JSONValue, memberText: [String: String]
  ) {
    var node: JSONNode
    do {
      node = try JSONReader.read(bytes, loneSurrogates: .replaced)
    } catch {
      throw JSONParseError(offset: error.offset, reason: error.reason)
    }
    var memberText: [String: String] = [:]
    if case .object(let members) = node.value {
      for (key, member) in members {
        switch member.value {
        case .number(let written): memberText[key] = written
        case _ where key == "id" || key == "spec":
          memberText[key] = bytes.rebased(member.offset..<member.end).string
        default: break
        }
      }
    }
    return (try taking(&node), memberText)
  }

  /// The value of a node the reader gave, which is emptied as it is read so that the two trees are
  /// not held whole at once; a number becomes the nearest `Double` (infinity beyond its range).
  private static func taking(_ node: inout JSONNode) throws(JSONParseError) -> JSONValue {
    switch node.value {
    case .null: return .null
    case .bool(let bool): return .bool(bool)
    case .number(let written):
      guard let number = Double(written) else {
        throw JSONParseError(offset: node.offset, reason: "bad number")
      }
      return .number(number)
    case .string(let string): return .string(string)
    case .array(var elements):
      node.value = .null
      var values: [JSONValue] = []
      values.reserveCapacity(elements.count)
      for index in elements.indices { values.append(try taking(&elements[index])) }
      return .array(values)
    case .object(var members):
      node.value = .null
      var values: [String: JSONValue] = [:]
      values.reserveCapacity(members.count)
      for index in members.indices { values[members[index].key] = try taking(&members[index].value) }
      return .object(values)
    }
  }
}
