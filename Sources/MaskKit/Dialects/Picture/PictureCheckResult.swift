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
  /// Why the text does not fit; `nil` unless the status is `notOk`.
  public var problem: MaskProblem?
  /// Why the text does not fit, as a sentence (the ``problem``'s ``MaskProblem/description``); `nil`
  /// unless the status is `notOk`. Setting it sets the problem to ``MaskProblem/custom(_:)``.
  public var errorMessage: String? {
    get { problem?.description }
    set { problem = newValue.map(MaskProblem.custom) }
  }
  /// How many literals autofill appended after the typed characters (edits at the end only).
  public var autoFillOffset: Int
  /// The `Character` offset in the text of the furthest character that did not fit, if any.
  public var failurePosition: Int?

  /// Creates a result.
  public init(
    status: PictureStatus, output: String, problem: MaskProblem?, autoFillOffset: Int,
    failurePosition: Int? = nil
  ) {
    self.status = status
    self.output = output
    self.problem = problem
    self.autoFillOffset = autoFillOffset
    self.failurePosition = failurePosition
  }

  /// Creates a result whose error message is `errorMessage` (a ``MaskProblem/custom(_:)`` problem).
  public init(
    status: PictureStatus, output: String, errorMessage: String?, autoFillOffset: Int,
    failurePosition: Int? = nil
  ) {
    self.init(
      status: status, output: output, problem: errorMessage.map(MaskProblem.custom),
      autoFillOffset: autoFillOffset, failurePosition: failurePosition)
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

  /// Why the text does not fit, as a person reads it.
  func problem(in program: PictureProgram, text: [Character]) -> MaskProblem {
    let found = text.indices.contains(position) ? text[position] : nil
    let nodeKind = program.code.ops.indices.contains(node) ? program.kind(of: node) : .sequence
    let character = position + 1
    switch (kind, nodeKind) {
    case (.rejected, .slot(.digit)): return .shouldBeDigit(character: character, found: found)
    case (.rejected, .slot(.letter)), (.rejected, .slot(.upperLetter)), (.rejected, .slot(.lowerLetter)):
      return .shouldBeLetter(character: character, found: found)
    case (.literalMismatch, .literal(let expected)):
      return .shouldBeLiteral(character: character, found: found, expected: expected)
    case (.noAlternative, _):
      return .fitsNoChoice(character: character, choices: program.sourceText(program.sources[node]))
    default:
      // The mask ended before the text (a slot of any character takes every character).
      return .textLongerThanMask(character: character)
    }
  }
}
