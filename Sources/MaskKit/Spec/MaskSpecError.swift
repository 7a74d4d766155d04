/// What kind of problem a JSON mask description has.
public enum MaskSpecErrorKind: String, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON.
  case malformedJSON
  /// A field a mask needs is not there.
  case missingField
  /// A field that no mask description has.
  case unknownField
  /// A field of the wrong JSON type, or a value the field does not accept.
  case invalidField

  /// The kind's name.
  public var description: String { rawValue }
}

/// Why a JSON mask description cannot be read: what is wrong, and where in the JSON text (the
/// `Character` offset of the offending value).
public typealias MaskSpecError = PositionedError<MaskSpecErrorKind>
