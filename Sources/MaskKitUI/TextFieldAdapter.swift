import MaskKit

/// Platform-neutral glue between a text view's UTF-16 edits and ``MaskedText``.
///
/// Every UIKit, AppKit and SwiftUI adapter forwards what its view reports here and shows the
/// ``TextFieldUpdate`` it gets back, so all decisions (formatting, caret, paste, undo) are made once and
/// tested without a device. Ranges are UTF-16 code units, as `NSRange` counts them.
public struct TextFieldAdapter: Sendable {
  /// The editing model holding text, selection, value and the undo stack.
  public private(set) var model: MaskedText

  /// Creates an adapter for an empty field, or one holding `text` formatted by `mask`.
  public init(mask: any Mask, text: String = "") {
    model = MaskedText(mask: mask, text: text)
  }

  /// Creates an adapter around an existing editing model.
  public init(model: MaskedText) {
    self.model = model
  }

  /// The formatted text.
  public var text: String { model.text }
  /// The selection in UTF-16 code units.
  public var selection: UTF16Range {
    let selection = model.utf16Selection
    return UTF16Range(location: selection.location, length: selection.length)
  }
  /// The extracted value.
  public var value: String { model.value }
  /// Whether every mandatory character is filled.
  public var isComplete: Bool { model.isComplete }
  /// What an empty field shows: the whole mask.
  public var placeholder: String { model.mask.placeholder }
  /// What assistive technologies read as the field's value: the formatted text.
  public var accessibilityValue: String { model.text }
  /// What assistive technologies read as the field's hint: the mask's placeholder.
  public var accessibilityHint: String { model.mask.placeholder }
  /// Whether there is an edit to undo.
  public var canUndo: Bool { model.canUndo }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { model.canRedo }
  /// The current state as an update, for showing it without an edit (when a field is attached).
  public var current: TextFieldUpdate { update(events: [], addedUndoStep: false) }

  /// Answers a text view that proposes replacing `range` of `fieldText` with `replacement`.
  ///
  /// `selection` is the text view's selection before the change; `isComposing` tells whether an input
  /// method holds marked text, which is left to the text view until it is committed. A string of more
  /// than one character (a paste, AutoFill, a one-time code, a dictated phrase) is read as a paste.
  public mutating func shouldChangeCharacters(
    in range: UTF16Range, replacement: String, fieldText: String, selection: UTF16Range? = nil,
    isComposing: Bool = false
  ) -> TextFieldDecision {
    guard !isComposing else { return .allowSystemEdit }
    guard fieldText == model.text else {
      let proposed = Self.replacing(range, in: fieldText, with: replacement)
      let caret = UTF16Range.caret(proposed.caretUTF16)
      return .show(textDidChange(to: proposed.text, selection: caret) ?? current)
    }
    if let selection { selectionDidChange(to: selection) }
    let target = model.text.characterSelection(covering: range)
    return .show(edit { $0.replace(target, with: replacement) })
  }

  /// Adopts text the text view changed by itself (a committed composition, AppKit and SwiftUI edits).
  ///
  /// The edit is found by comparing `newText` with the model's text, using the caret in `selection`
  /// (after the change) to place it among repeated characters, and then replayed through the editing
  /// model. Returns nil while an input method composes or when the text did not change.
  public mutating func textDidChange(
    to newText: String, selection: UTF16Range? = nil, isComposing: Bool = false
  ) -> TextFieldUpdate? {
    guard !isComposing else { return nil }
    guard newText != model.text else {
      if let selection { selectionDidChange(to: selection) }
      return nil
    }
    let caret = selection.map { newText.characterSelection(covering: $0).end }
    let change = TextDiff(from: Array(model.text), to: Array(newText), caretAfter: caret)
    return edit { $0.replace(change.replaced, with: change.inserted) }
  }

  /// Follows the text view's selection (UTF-16); ends inside a character widen to the whole character.
  public mutating func selectionDidChange(to selection: UTF16Range) {
    let (_, overflows) = selection.location.addingReportingOverflow(selection.length)
    let selectedExactly =
      !overflows && (try? model.selectUTF16(location: selection.location, length: selection.length)) != nil
    if !selectedExactly { model.select(model.text.characterSelection(covering: selection)) }
  }

  /// Pastes `string` at the selection (a Paste command or a whole-string AutoFill).
  public mutating func paste(_ string: String) -> TextFieldUpdate {
    edit { $0.paste(string) }
  }

  /// Replaces the whole text programmatically, formatted by the mask.
  public mutating func setText(_ text: String) -> TextFieldUpdate {
    edit { $0.setText(text) }
  }

  /// Empties the field, as a clear button does; one undo step.
  public mutating func clear() -> TextFieldUpdate {
    edit { model in
      model.selectAll()
      return model.deleteSelection()
    }
  }

  /// Switches to another mask, keeping the value and the caret after the same value character.
  public mutating func setMask(_ mask: any Mask) -> TextFieldUpdate {
    edit(alwaysAddsUndoStep: true) { $0.setMask(mask) }
  }

  /// Undoes the last edit through the editing model's undo stack; nil when there is nothing to undo.
  public mutating func undo() -> TextFieldUpdate? {
    guard model.canUndo else { return nil }
    let events = model.undo()
    return update(events: events, addedUndoStep: false)
  }

  /// Redoes the last undone edit; nil when there is nothing to redo.
  public mutating func redo() -> TextFieldUpdate? {
    guard model.canRedo else { return nil }
    let events = model.redo()
    return update(events: events, addedUndoStep: false)
  }

  /// Runs one edit of the model and describes its outcome.
  ///
  /// The model records an undo step exactly when the text or the value changes, or the mask is switched.
  private mutating func edit(
    alwaysAddsUndoStep: Bool = false, _ change: (inout MaskedText) -> [EditEvent]
  ) -> TextFieldUpdate {
    let before = (text: model.text, value: model.value)
    let events = change(&model)
    let changed = alwaysAddsUndoStep || before.text != model.text || before.value != model.value
    return update(events: events, addedUndoStep: changed)
  }

  private func update(events: [EditEvent], addedUndoStep: Bool) -> TextFieldUpdate {
    TextFieldUpdate(
      text: model.text, selection: selection, value: model.value, isComplete: model.isComplete,
      events: events, addedUndoStep: addedUndoStep)
  }

  /// `text` with a UTF-16 range replaced, widened to whole characters, and the caret after the insertion.
  static func replacing(_ range: UTF16Range, in text: String, with replacement: String)
    -> (text: String, caretUTF16: Int)
  {
    let characters = Array(text)
    let target = text.characterSelection(covering: range)
    let head = String(characters[..<target.start])
    let result = head + replacement + String(characters[target.end...])
    return (result, head.utf16.count + replacement.utf16.count)
  }
}
