import MaskKit

/// Why one `eval` case produced an error object instead of a result.
public struct EvalError: Error, Sendable {
  /// `badCase`, or the kind of a mask syntax error.
  public var kind: String
  /// A sentence a person understands.
  public var message: String
  /// The character offset of a mask error, if there is one.
  public var position: Int?

  /// A case that is not JSON, names an unknown dialect or op, or lacks a field.
  public static func badCase(_ message: String) -> EvalError {
    EvalError(kind: "badCase", message: message, position: nil)
  }

  /// A mask that does not compile.
  public init(_ error: MaskSyntaxError) {
    self.init(kind: error.kind.rawValue, message: error.message, position: error.position)
  }

  /// Creates an error.
  public init(kind: String, message: String, position: Int?) {
    self.kind = kind
    self.message = message
    self.position = position
  }

  /// The `{"error": …}` payload.
  var json: JSONValue {
    var object: [String: JSONValue] = ["kind": .string(kind), "message": .string(message)]
    if let position { object["position"] = .int(position) }
    return .object(object)
  }
}

/// One input line of `eval`, with typed accessors that report missing or mistyped fields as `badCase`.
public struct EvalCase: Sendable {
  /// The fields of the case.
  public let fields: [String: JSONValue]
  /// The line's `id`, `spec` and number fields as written (`-0`, `1e2`), for reading them as `--spec`
  /// does; empty for a case built from parsed values only.
  public let writtenText: [String: String]

  /// Wraps the fields of one case; `writtenText` holds fields as the line writes them.
  public init(_ fields: [String: JSONValue], writtenText: [String: String] = [:]) {
    self.fields = fields
    self.writtenText = writtenText
  }

  /// The case's `"dialect"`, named in any case; nil when it names none.
  public func dialect() throws(EvalError) -> MaskSpec.Dialect? {
    guard let name = try optionalString("dialect") else { return nil }
    guard let dialect = MaskSpec.Dialect(name: name) else { throw .badCase("unknown dialect \"\(name)\"") }
    return dialect
  }

  /// A required string field.
  public func string(_ key: String) throws(EvalError) -> String {
    try required(key, "string", \.stringValue)
  }

  /// An optional string field; `null` counts as absent.
  public func optionalString(_ key: String) throws(EvalError) -> String? {
    try optional(key, "a string", \.stringValue)
  }

  /// A boolean field with a default.
  public func bool(_ key: String, default fallback: Bool) throws(EvalError) -> Bool {
    try optional(key, "a boolean", \.boolValue) ?? fallback
  }

  /// A required integer field.
  public func int(_ key: String) throws(EvalError) -> Int {
    try required(key, "integer", \.intValue)
  }

  /// An optional integer field.
  public func optionalInt(_ key: String) throws(EvalError) -> Int? {
    try optional(key, "an integer", \.intValue)
  }

  /// An optional array field.
  public func optionalArray(_ key: String) throws(EvalError) -> [JSONValue]? {
    try optional(key, "an array", \.arrayValue)
  }

  /// The field `key` read by `read`; `badCase` (`missing KIND field "key"`) when it is absent or
  /// `read` gives nil.
  private func required<Value>(_ key: String, _ kind: String, _ read: (JSONValue) -> Value?) throws(EvalError)
    -> Value
  {
    guard let value = fields[key].flatMap(read) else { throw .badCase("missing \(kind) field \"\(key)\"") }
    return value
  }

  /// The field `key` read by `read`, nil when it is absent or `null`; `badCase` (`field "key" must be
  /// KIND`) when `read` gives nil.
  private func optional<Value>(_ key: String, _ kind: String, _ read: (JSONValue) -> Value?) throws(EvalError)
    -> Value?
  {
    guard let value = fields[key], !value.isNull else { return nil }
    guard let read = read(value) else { throw .badCase("field \"\(key)\" must be \(kind)") }
    return read
  }

  /// An optional array of strings.
  public func optionalStrings(_ key: String) throws(EvalError) -> [String]? {
    guard let array = try optionalArray(key) else { return nil }
    var strings: [String] = []
    for element in array {
      guard let string = element.stringValue else { throw .badCase("field \"\(key)\" must hold strings") }
      strings.append(string)
    }
    return strings
  }
}
