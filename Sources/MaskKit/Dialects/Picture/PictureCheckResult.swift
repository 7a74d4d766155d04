/// How far text fits a picture mask.
public enum PictureStatus: String, Sendable, Hashable, CaseIterable {
  /// The text is complete and fits the mask.
  case ok
  /// The text fits so far; more is needed.
  case okSoFar
  /// The text does not fit the mask.
  case notOk
}

/// The outcome of checking text against a picture mask.
public struct PictureCheckResult: Sendable, Hashable {
  /// Whether the text fits.
  public var status: PictureStatus
  /// The text with case conversion, digit normalization and autofilled literals applied.
  public var output: String
  /// Why the text does not fit, as a sentence; `nil` unless the status is `notOk`.
  public var errorMessage: String?
  /// How many literals autofill appended after the typed characters (edits at the end only).
  public var autoFillOffset: Int
  /// The `Character` offset in the text of the furthest character that did not fit, if any.
  public var failurePosition: Int?

  /// Creates a result.
  public init(
    status: PictureStatus, output: String, errorMessage: String?, autoFillOffset: Int,
    failurePosition: Int? = nil
  ) {
    self.status = status
    self.output = output
    self.errorMessage = errorMessage
    self.autoFillOffset = autoFillOffset
    self.failurePosition = failurePosition
  }
}

/// Why a node did not fit the text: a plain value, cheap to copy while matching.
struct PictureFailure: Sendable, Hashable {
  /// What went wrong.
  enum Kind: Sendable, Hashable {
    /// A slot got a character it does not accept.
    case rejected
    /// A literal got another character.
    case literalMismatch
    /// No alternative of a group fits.
    case noAlternative
    /// The mask ended before the text.
    case extraText
  }

  /// What went wrong.
  var kind: Kind
  /// The node that did not fit.
  var node: Int
  /// The text position where it did not fit.
  var position: Int

  /// A sentence a person understands.
  func message(in program: PictureProgram, text: [Character]) -> String {
    let found = text.indices.contains(position) ? "(\"\(text[position])\") " : ""
    let nodeKind = program.code.ops.indices.contains(node) ? program.kind(of: node) : .sequence
    switch (kind, nodeKind) {
    case (.rejected, .slot(let slot)):
      return "Character \(position + 1) \(found)should be \(slot.article)."
    case (.literalMismatch, .literal(let expected)):
      return "Character \(position + 1) \(found)should be \"\(expected)\"."
    case (.noAlternative, _):
      let choices = program.sourceText(program.sources[node])
      return "The text from character \(position + 1) fits none of the choices in \(choices)."
    default:
      return "The text is too long: the mask ends before character \(position + 1)."
    }
  }
}

extension PictureSlot {
  /// What the slot wants, for messages.
  var article: String {
    switch self {
    case .digit: "a digit"
    case .letter, .upperLetter, .lowerLetter: "a letter"
    case .anyCharacter, .upperAnyCharacter: "a character"
    }
  }
}
