/// Why a JSON mask description cannot be read: what is wrong, and where in the JSON text.
public struct MaskSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem the description has.
  public enum Kind: String, Hashable, Sendable {
    /// The text is not JSON.
    case malformedJSON
    /// A field a mask needs is not there.
    case missingField
    /// A field that no mask description has.
    case unknownField
    /// A field of the wrong JSON type, or a value the field does not accept.
    case invalidField
  }

  /// What is wrong.
  public var kind: Kind
  /// The `Character` offset in the JSON text of the offending value.
  public var position: Int
  /// A sentence a person understands.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, at position: Int, _ message: String) {
    self.kind = kind
    self.position = position
    self.message = message
  }

  /// `kind at character position: message`.
  public var description: String { "\(kind) at character \(position): \(message)" }
}
