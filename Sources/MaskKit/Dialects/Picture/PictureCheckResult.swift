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

/// Why a node did not fit the text.
enum PictureFailure: Sendable, Hashable {
  /// A slot got a character it does not accept.
  case rejected(PictureSlot, found: Character, at: Int)
  /// A literal got another character.
  case literalMismatch(expected: Character, found: Character, at: Int)
  /// No alternative of a group (a node of the program) fits.
  case noAlternative(group: Int, at: Int)
  /// The mask ended before the text.
  case extraText(at: Int)

  /// A sentence a person understands; `program` names the group of a `noAlternative`.
  func message(in program: PictureProgram) -> String {
    switch self {
    case .rejected(let slot, let found, let position):
      let wanted =
        switch slot {
        case .digit: "a digit"
        case .letter, .upperLetter, .lowerLetter: "a letter"
        case .anyCharacter, .upperAnyCharacter: "a character"
        }
      return "Character \(position + 1) (\"\(found)\") should be \(wanted)."
    case .literalMismatch(let expected, let found, let position):
      return "Character \(position + 1) (\"\(found)\") should be \"\(expected)\"."
    case .noAlternative(let group, let position):
      let choices = program.nodes.indices.contains(group) ? program.sourceText(of: program.nodes[group]) : "the mask"
      return "The text from character \(position + 1) fits none of the choices in \(choices)."
    case .extraText(let position):
      return "The text is too long: the mask ends before character \(position + 1)."
    }
  }
}
