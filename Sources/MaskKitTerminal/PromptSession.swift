import MaskKit

/// The pure state of a terminal prompt: the masked field, the label and the last message, changed one
/// `Key` at a time. No I/O, so key sequences can be tested directly.
public struct PromptSession: Sendable {
  /// The masked field being edited.
  public private(set) var field: MaskedText
  /// Text shown before the field.
  public var label: String
  /// Whether Enter accepts an incomplete field.
  public var allowsIncomplete: Bool
  /// A short note about the last key (a rejected character, an incomplete field), cleared by the next key.
  public private(set) var message: String?

  /// Creates a session editing an empty field of `mask`.
  public init(mask: any Mask, label: String = "", allowsIncomplete: Bool = false) {
    self.init(field: MaskedText(mask: mask), label: label, allowsIncomplete: allowsIncomplete)
  }

  /// Creates a session editing `field`.
  public init(field: MaskedText, label: String = "", allowsIncomplete: Bool = false) {
    self.field = field
    self.label = label
    self.allowsIncomplete = allowsIncomplete
  }

  /// What a key means for the prompt as a whole.
  public enum Outcome: Sendable, Hashable {
    /// Keep reading keys.
    case editing
    /// Enter accepted the field.
    case accepted
    /// Escape or Ctrl-C gave up.
    case aborted
  }

  /// Applies `key` to the field and tells whether the prompt goes on.
  @discardableResult
  package mutating func handle(_ key: Key) -> Outcome {
    message = nil
    switch key {
    case .character(let character):
      report(field.type(String(character)), rejecting: "'\(character)'", as: .doesNotFitHere(character))
    case .paste(let text):
      report(
        field.paste(Self.trimmingLineBreaks(text)), rejecting: "the pasted text", as: .pasteDoesNotFitHere)
    case .backspace: field.backspace()
    case .delete: field.deleteForward()
    case .left: moveCaret(by: -1)
    case .right: moveCaret(by: 1)
    case .home, .up: field.moveCaret(to: 0)
    case .end, .down: field.moveCaret(to: field.text.count)
    case .undo: field.undo()
    case .redo: field.redo()
    case .enter: return accept()
    case .escape, .interrupt: return .aborted
    case .invalidUTF8: message = "input that is not valid UTF-8 was ignored"
    case .tab, .alt, .control, .unrecognized: break
    }
    return .editing
  }

  /// Accepts a complete field; otherwise says why not: the field's own reason when its value is
  /// invalid (a failed Luhn check, a day that does not exist, an expired card), else what is missing.
  private mutating func accept() -> Outcome {
    if field.isComplete || allowsIncomplete { return .accepted }
    if let problem = field.problem {
      message = "invalid: \(problem)"
      return .editing
    }
    let missing = field.tailPlaceholder.drop(while: \.isWhitespace)
    message = missing.isEmpty ? "incomplete" : "incomplete: \(MaskProblem.stillNeeds(String(missing)))"
    return .editing
  }

  /// Says why a key or paste changed nothing: the reason of a refused paste or edit, else that the
  /// input does not fit (`rejection`).
  private mutating func report(
    _ events: [EditEvent], rejecting what: String, as rejection: @autoclosure () -> MaskProblem
  ) {
    for event in events {
      switch event {
      case .pasteRefused(_, let reason), .editRefused(_, let reason):
        message = "\(what) was refused: \(reason)"
        return
      case .inputRejected:
        message = rejection().description
      default:
        continue
      }
    }
  }

  /// Moves the caret one character, or collapses a selection to the side the arrow points to.
  private mutating func moveCaret(by step: Int) {
    let selection = field.selection
    if !selection.isCaret {
      field.moveCaret(to: step < 0 ? selection.start : selection.end)
    } else {
      field.moveCaret(to: selection.end + step)
    }
  }

  private static func trimmingLineBreaks(_ text: String) -> String {
    var trimmed = Substring(text)
    while let last = trimmed.last, last.isNewline { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
