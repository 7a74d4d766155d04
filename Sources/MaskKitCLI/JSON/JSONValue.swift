/// A JSON value, parsed and printed without Foundation so `eval` output is exact and fast.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// JSON text written out as it is (an input value echoed unchanged); never produced by parsing.
  case verbatim(String)

  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer, if this is a number without a fraction; beyond ±2^53 it is clamped to ±2^53, so
  /// a huge caret or count is simply out of range rather than not a number.
  public var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value else { return nil }
    let limit = 9_007_199_254_740_992.0
    return Int(min(max(value, -limit), limit))
  }

  /// The boolean, if this is a boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, if this is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
  /// A JSON number from an integer.
  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// A JSON string, or `null` when `value` is nil.
  public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

  /// A JSON number, or `null` when `value` is nil.
  public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
