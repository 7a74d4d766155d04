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
  func error(_ kind: MaskSpecErrorKind, _ key: String, _ message: String) -> MaskSpecError {
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

  /// Member `key` as `read` takes its value, or nil when absent; a value `read` does not take (nil) is
  /// an error saying the member must be `expected`.
  private func member<T>(
    _ key: String, _ expected: String, _ read: (JSONNode.Value) -> T?
  ) throws(MaskSpecError) -> T? {
    guard let value = given(key) else { return nil }
    guard let member = read(value.value) else { throw mistyped(key, expected, value) }
    return member
  }

  /// A string member, or nil.
  func string(_ key: String) throws(MaskSpecError) -> String? {
    try member(key, "a string") { if case .string(let string) = $0 { string } else { nil } }
  }

  /// A string member that may be written as a number too (`12`, `999.99`), kept as written.
  func text(_ key: String) throws(MaskSpecError) -> String? {
    try member(key, "a string or a number") {
      switch $0 {
      case .string(let string), .number(let string): string
      default: nil
      }
    }
  }

  /// A boolean member, or nil.
  func bool(_ key: String) throws(MaskSpecError) -> Bool? {
    try member(key, "true or false") { if case .bool(let bool) = $0 { bool } else { nil } }
  }

  /// An integer member, or nil.
  func int(_ key: String) throws(MaskSpecError) -> Int? {
    try member(key, "an integer") { if case .number(let text) = $0 { Int(text) } else { nil } }
  }

  /// An array member, or nil.
  func array(_ key: String) throws(MaskSpecError) -> [JSONNode]? {
    try member(key, "an array") { if case .array(let elements) = $0 { elements } else { nil } }
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

  /// Member `key` as a preset option's value of `kind`, or nil when absent: text as a string (a
  /// ``PresetOption/Kind/number`` also as a number, as written), a whole number, true or false, a list
  /// as a comma-separated string or an array of strings.
  func presetValue(_ key: String, _ kind: PresetOption.Kind) throws(MaskSpecError) -> PresetValue? {
    switch kind {
    case .text: try string(key).map(PresetValue.text)
    case .number: try text(key).map(PresetValue.text)
    case .integer: try int(key).map(PresetValue.integer)
    case .flag: try bool(key).map(PresetValue.flag)
    case .list: try commaList(key).map(PresetValue.list(commaSeparated:))
    }
  }
}
