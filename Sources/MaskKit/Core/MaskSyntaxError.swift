/// The kind of a mask syntax error; each dialect declares the kinds it can report.
public struct MaskErrorKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, as `maskkit eval` reports it.
  public let rawValue: String

  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind's name.
  public var description: String { rawValue }
}

/// What is wrong in a text MaskKit reads (a mask, a JSON mask description), and where: one shape for
/// every such error, told apart by its kind.
public struct PositionedError<Kind: Hashable & Sendable & CustomStringConvertible>: Error, Hashable, Sendable,
  CustomStringConvertible
{
  /// What is wrong.
  public var kind: Kind
  /// The offset of the offending character in the text, in `Character`s.
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

/// A malformed mask: what is wrong (each dialect declares the kinds it can report), and where.
public typealias MaskSyntaxError = PositionedError<MaskErrorKind>
