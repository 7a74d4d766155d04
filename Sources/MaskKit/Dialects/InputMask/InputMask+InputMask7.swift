// input-mask-ios 7's remaining public members of `Mask`, `Mask.Result`, `CaretString` and
// `AffinityCalculationStrategy`, on MaskKit's ``InputMask``, ``InputMaskResult``, ``CaretText`` and
// ``AffinityStrategy``.

extension InputMask {
  /// input-mask-ios's `Mask.isValid(format:customNotations:)`: whether `format` compiles with the
  /// notations (a malformed one throws ``MaskSyntaxError`` from ``init(_:notations:rightToLeft:)``,
  /// which says why).
  public static func isValid(format: String, customNotations: [Notation] = []) -> Bool {
    (try? InputMask(format, notations: customNotations)) != nil
  }
}

extension InputMask: CustomStringConvertible, CustomDebugStringConvertible {
  /// The format (`+1 ([000]) [000]-[0000]`).
  public var description: String { format }
  /// The format with its direction: `InputMask("[00]-[00]")`, `InputMask("[00]-[00]", rightToLeft)`.
  public var debugDescription: String {
    "InputMask(\(format.debugDescription)\(isRightToLeft ? ", rightToLeft" : ""))"
  }
}

extension InputMaskResult: CustomStringConvertible, CustomDebugStringConvertible {
  /// The formatted text, the value and whether the mask is complete: `12-3 → 123 (incomplete)`.
  public var description: String {
    "\(result.text) → \(result.value) (\(result.isComplete ? "complete" : "incomplete"))"
  }
  /// Every part, input-mask-ios's names: text, caret, value, affinity, completeness, tail placeholder.
  public var debugDescription: String {
    "formattedText: \(result.text.debugDescription) caret \(result.caret), extractedValue: "
      + "\(result.value.debugDescription), affinity: \(affinity), complete: \(result.isComplete), "
      + "tailPlaceholder: \(result.tailPlaceholder.debugDescription)"
  }
}

/// input-mask-ios's `CaretString.CaretGravity`: the direction the caret moves, with the autocomplete
/// (forward) or autoskip (backward) flag it carries (``CaretText/gravity``, ``CaretText/autocomplete``,
/// ``CaretText/autoskip``).
public struct InputMaskCaretGravity: Sendable, Hashable {
  /// The direction.
  public var gravity: CaretGravity
  /// Whether the literals after the last character are appended (forward only).
  public var autocomplete: Bool
  /// Whether deleting skips the literals before the caret (backward only).
  public var autoskip: Bool

  /// Inserted characters go before the caret; `autocomplete` appends the literals that follow.
  public static func forward(autocomplete: Bool) -> InputMaskCaretGravity {
    InputMaskCaretGravity(gravity: .forward, autocomplete: autocomplete, autoskip: false)
  }

  /// Inserted characters go after the caret (deleting).
  public static func backward(autoskip: Bool) -> InputMaskCaretGravity {
    InputMaskCaretGravity(gravity: .backward, autocomplete: false, autoskip: autoskip)
  }
}

extension CaretText {
  /// input-mask-ios's `CaretString(string:caretPosition:caretGravity:)`: the text, the caret as an index
  /// (past the end: the end) and the gravity with its flag.
  public init(string: String, caretPosition: String.Index, caretGravity: InputMaskCaretGravity) {
    self.init(string: string, caretPosition: caretPosition)
    gravity = caretGravity.gravity
    autocomplete = caretGravity.autocomplete
    autoskip = caretGravity.autoskip
  }

  /// input-mask-ios's gravity with its flag.
  public var caretGravity: InputMaskCaretGravity {
    InputMaskCaretGravity(gravity: gravity, autocomplete: autocomplete, autoskip: autoskip)
  }
}

extension AffinityStrategy {
  /// input-mask-ios's `calculateAffinity(ofMask:forText:autocomplete:)`: ``affinity(of:for:)`` with the
  /// text's autocomplete set to `autocomplete`.
  public func calculateAffinity(ofMask mask: InputMask, forText text: CaretText, autocomplete: Bool) -> Int {
    var input = text
    input.autocomplete = autocomplete
    return affinity(of: mask, for: input)
  }
}
