/// The kind of a mask syntax error; each dialect declares the kinds it can report.
public struct MaskErrorKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, as `maskkit eval` reports it.
  public let rawValue: String

  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind's name.
  public var description: String { rawValue }
}

/// A malformed mask: what is wrong, and where.
public struct MaskSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var kind: MaskErrorKind
  /// The offset of the offending character in the mask, in `Character`s.
  public var position: Int
  /// A sentence a person understands.
  public var message: String

  /// Creates an error.
  public init(_ kind: MaskErrorKind, at position: Int, _ message: String) {
    self.kind = kind
    self.position = position
    self.message = message
  }

  /// `kind at position: message`.
  public var description: String { "\(kind) at character \(position): \(message)" }
}
