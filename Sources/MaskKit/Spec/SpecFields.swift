/// The members of one JSON object with typed accessors whose errors point at the offending value.
struct SpecFields {
  private let members: [String: JSONNode]
  /// The member names in the order written.
  let names: [String]
  /// The JSON text, for error positions; nil for values a `Decoder` gave, whose errors carry the value's
  /// index in document order (`MaskSpec.init(from:)` turns it into a coding path).
  let source: String?
  private let offset: Int

  /// Reads `json`, which must be an object; `source` is the JSON text, for error positions.
  init(_ json: JSONNode, source: String?, what: String) throws(MaskSpecError) {
    guard case .object(let pairs) = json.value else {
      throw MaskSpecError(
        .invalidField, at: Self.position(json.offset, in: source),
        "\(what) must be a JSON object, not \(json.typeName).")
    }
    var members: [String: JSONNode] = [:]
    for pair in pairs { members[pair.key] = pair.value }
    self.members = members
    self.names = pairs.map(\.key)
    self.source = source
    self.offset = json.offset
  }

  /// The position an error reports for a value at `offset`: a `Character` offset in `source`, or the
  /// value's index in document order when there is no text.
  private static func position(_ offset: Int, in source: String?) -> Int {
    source.map { $0.characterOffset(ofUTF8: offset) } ?? offset
  }

  /// Whether the object has member `key` (even when it is null).
  func has(_ key: String) -> Bool { members[key] != nil }

  /// An error at member `key`'s value (at the object when there is no such member).
  func error(_ kind: MaskSpecError.Kind, _ key: String, _ message: String) -> MaskSpecError {
    MaskSpecError(kind, at: Self.position(members[key]?.offset ?? offset, in: source), message)
  }

  /// A member that is absent or null counts as not given.
  private func given(_ key: String) -> JSONNode? {
    guard let value = members[key] else { return nil }
    if case .null = value.value { return nil }
    return value
  }

  private func mistyped(_ key: String, _ expected: String, _ value: JSONNode) -> MaskSpecError {
    error(.invalidField, key, "\"\(key)\" must be \(expected), not \(value.typeName).")
  }

  /// A string member, or nil.
  func string(_ key: String) throws(MaskSpecError) -> String? {
    guard let value = given(key) else { return nil }
    guard case .string(let string) = value.value else { throw mistyped(key, "a string", value) }
    return string
  }

  /// A string member that may be written as a number too (`"clock": 12`, `"maximum": 999.99`).
  func text(_ key: String) throws(MaskSpecError) -> String? {
    guard let value = given(key) else { return nil }
    switch value.value {
    case .string(let string), .number(let string): return string
    default: throw mistyped(key, "a string or a number", value)
    }
  }

  /// A boolean member, or nil.
  func bool(_ key: String) throws(MaskSpecError) -> Bool? {
    guard let value = given(key) else { return nil }
    guard case .bool(let bool) = value.value else { throw mistyped(key, "true or false", value) }
    return bool
  }

  /// An integer member, or nil.
  func int(_ key: String) throws(MaskSpecError) -> Int? {
    guard let value = given(key) else { return nil }
    guard case .number(let text) = value.value, let int = Int(text) else {
      throw mistyped(key, "an integer", value)
    }
    return int
  }

  /// An array member, or nil.
  func array(_ key: String) throws(MaskSpecError) -> [JSONNode]? {
    guard let value = given(key) else { return nil }
    guard case .array(let elements) = value.value else { throw mistyped(key, "an array", value) }
    return elements
  }

  /// An array of strings, or nil.
  func strings(_ key: String) throws(MaskSpecError) -> [String]? {
    guard let elements = try array(key) else { return nil }
    var strings: [String] = []
    for element in elements {
      guard case .string(let string) = element.value else {
        throw MaskSpecError(
          .invalidField, at: Self.position(element.offset, in: source),
          "\"\(key)\" must hold strings, not \(element.typeName).")
      }
      strings.append(string)
    }
    return strings
  }

  /// A list given as a comma-separated string (`"visa,mastercard"`) or an array of strings
  /// (`["visa", "mastercard"]`), as a comma-separated string; nil when absent.
  func commaList(_ key: String) throws(MaskSpecError) -> String? {
    guard let value = given(key) else { return nil }
    switch value.value {
    case .string(let string): return string
    case .array: return try strings(key)?.joined(separator: ",")
    default: throw mistyped(key, "a string or an array of strings", value)
    }
  }

  /// One character given as a string of one character.
  func character(_ key: String, _ text: String) throws(MaskSpecError) -> Character {
    guard text.count == 1, let character = text.first else {
      throw error(.invalidField, key, "\"\(key)\" must be exactly one character, not '\(text)'.")
    }
    return character
  }
}
