/// A JSON value as ``JSONReader`` reads it: numbers as written, members in the order written, and where
/// in the text each value is, so an error can point at it. `MaskSpec` and the command line read JSON into
/// this one form.
package struct JSONNode: Sendable {
  /// What the value holds.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    /// A number as written, so integers of any size are read exactly (`-0` and `1e2` stay as written).
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in the order written; keys are unique.
    case object([(key: String, value: JSONNode)])
  }

  /// What the value holds.
  package var value: Value
  /// The UTF-8 offset of the value's first byte in the text; for a value a `Decoder` gave, its index in
  /// document order (see `numberedInDocumentOrder()`).
  package var offset: Int
  /// The UTF-8 offset just after the value's last byte in the text (0 for a value a `Decoder` gave).
  package var end: Int

  /// A value that was read at `offset..<end`, or one built in code (offsets 0).
  package init(_ value: Value, offset: Int = 0, end: Int = 0) {
    self.value = value
    self.offset = offset
    self.end = end
  }

  /// The JSON type's name, for messages.
  package var typeName: String {
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
