/// A parsed JSON value with the UTF-8 offset where it starts, for errors that point at it.
struct SpecJSON: Sendable {
  /// What the value holds.
  enum Value: Sendable {
    case null
    case bool(Bool)
    /// A number as written, so integers of any size are read exactly.
    case number(String)
    case string(String)
    case array([SpecJSON])
    /// Members in the order written; keys are unique.
    case object([(key: String, value: SpecJSON)])
  }

  let value: Value
  /// The offset of the value's first byte in the UTF-8 text.
  let offset: Int

  /// The JSON type's name, for messages.
  var typeName: String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
