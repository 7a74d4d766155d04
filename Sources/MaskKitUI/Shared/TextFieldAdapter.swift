import MaskKit

/// Platform-neutral glue between a text view's UTF-16 edits and `MaskedText`.
///
/// Every UIKit, AppKit and SwiftUI adapter forwards what its view reports here and shows the
/// ``TextFieldUpdate`` it gets back, so all decisions (formatting, caret, paste, undo) are made once and
/// tested without a device. Ranges are UTF-16 code units, as `NSRange` counts them, in what the view
/// shows (``displayText``), which differs from the text only by obscured characters, a template tail and
/// native digits (each shown for one ASCII digit of the text).
public struct TextFieldAdapter: Sendable {
  /// The editing model holding text, selection, value and the undo stack.
  public private(set) var model: MaskedText {
    didSet { showModel() }
  }
  /// How the view draws the text: template character, obscuring and native digits.
  public var display: DisplayOptions = .plain {
    didSet { if display != oldValue { showModel() } }
  }
  /// Whether an empty field shows the template as its text; off (the default), an empty field's text
  /// stays empty until the person types and the template is its ``placeholder``, so the system offers
  /// AutoFill, one-time codes and suggestions (a field holding text gets none).
  public var showsTemplateWhenEmpty = false {
    didSet { if showsTemplateWhenEmpty != oldValue { showModel() } }
  }
  /// What assistive technologies are told, and in which words.
  public var accessibility = FieldAccessibility()
  /// What the view shows for the model and the display options, built once for each state of them.
  private var shown: ShownField
  /// How many times the field display was built (held to one a keystroke by the tests).
  private(set) var displayBuilds = 1
  /// The mask follower, read after every change (see ``maskFollower``).
  private var follower: (any TextFieldMaskFollower)?
  /// Reads the field after every change and may switch the mask as part of it (a phone field's region
  /// follows the number typed); setting it lets it read the field as it is.
  public var maskFollower: (any TextFieldMaskFollower)? {
    get { follower }
    set {
      follower = newValue
      _ = follower?.follow(model, mayFollow: false)
    }
  }

  /// Creates an adapter for an empty field, or one holding `text` formatted by `mask`.
  public init(mask: any Mask, text: String = "") {
    self.init(model: MaskedText(mask: mask, text: text))
  }

  /// Creates an adapter around an existing editing model.
  public init(model: MaskedText) {
    self.model = model
    shown = ShownField(model, options: .plain)
  }

  /// The formatted text.
  public var text: String { model.text }
  /// The selection in UTF-16 code units.
  public var selection: UTF16Range { shown.textSelection }
  /// The extracted value.
  public var value: String { model.value }
  /// Whether every mandatory character is filled.
  public var isComplete: Bool { model.isComplete }
  /// What an empty field shows as its placeholder: the whole mask, drawn with the display's template
  /// character when it has one (`+1 (___) ___-____`), its literal prefix as it is, and its digits in the
  /// display's digits (`+١ ___-___-____`).
  public var placeholder: String {
    display.digits.drawing(templatePlaceholder)
  }
  /// The placeholder with the template, before its digits are drawn.
  private var templatePlaceholder: String {
    let mask = model.mask
    guard let template = display.template else { return mask.placeholder }
    // The literal prefix (a phone field's `+1 `) is drawn as it is; the rest with the template.
    let prefix = mask.literalPrefix
    let placeholder = mask.placeholder
    guard !prefix.isEmpty, placeholder.hasPrefix(prefix) else {
      return mask.templateTail(placeholder, template: template)
    }
    return prefix + mask.templateTail(String(placeholder.dropFirst(prefix.count)), template: template)
  }
  /// What the view shows, with its selection and the mapping back to the text.
  public var fieldDisplay: FieldDisplay { shown.display }
  /// What the view shows: the text with obscured characters, the template tail and the display's digits.
  public var displayText: String { shown.display.text }
  /// What assistive technologies read as the field's value: the shown text and the progress.
  public var accessibilityValue: String { accessibility.value(for: model, display: shown.display) }
  /// What assistive technologies read as the field's hint: "Phone number, 10 digits".
  public var accessibilityHint: String { accessibility.hint(for: model.mask) }
  /// Whether there is an edit to undo.
  public var canUndo: Bool { model.canUndo }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { model.canRedo }
  /// Whether typing at the end appends the literals that follow (input-mask-ios's `autocomplete`,
  /// NBPictureMaskField's `autofill`); applies from the next edit.
  public var autocomplete: Bool {
    get { model.autocomplete }
    set {
      // What the view shows does not depend on it: keep the display built for the model.
      let kept = shown
      let builds = displayBuilds
      model.autocomplete = newValue
      shown = kept
      displayBuilds = builds
    }
  }
  /// The current state as an update, for showing it without an edit (when a field is attached).
  public var current: TextFieldUpdate { update(events: [], addedUndoStep: false) }

  /// Answers a text view that proposes replacing `range` of `fieldText` with `replacement`.
  ///
  /// `range`, `fieldText` and `selection` are in what the view shows; a range in the template tail edits
  /// at the end of the text. `selection` is the text view's selection before the change; `isComposing` tells whether an input
  /// method holds marked text, which is left to the text view until it is committed. A string of more
  /// than one character (a paste, AutoFill, a one-time code, a dictated phrase) is read as a paste.
  public mutating func shouldChangeCharacters(
    in range: UTF16Range, replacement: String, fieldText: String, selection: UTF16Range? = nil,
    isComposing: Bool = false
  ) -> TextFieldDecision {
    guard !isComposing else { return .allowSystemEdit }
    guard fieldText == shown.display.text else {
      let proposed = Self.replacing(range, in: fieldText, with: replacement)
      let caret = UTF16Range.caret(proposed.caretUTF16)
      return .show(textDidChange(to: proposed.text, selection: caret) ?? current)
    }
    if let selection { selectionDidChange(to: selection) }
    let target = shown.textSelection(covering: range)
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
    let shown = self.shown.display
    guard newText != shown.text else {
      if let selection { selectionDidChange(to: selection) }
      return nil
    }
    let caret = selection.map { newText.characterSelection(covering: $0).end }
    let change = TextDiff(from: Array(shown.text), to: Array(newText), caretAfter: caret)
    let replaced = shown.textSelection(fromDisplay: change.replaced)
    return edit { $0.replace(replaced, with: change.inserted) }
  }

  /// Follows the text view's selection (UTF-16, in what it shows); ends inside a character widen to the
  /// whole character, and the template tail maps to the end of the text. The selection the view was
  /// given (the one it reports back after an update) changes nothing.
  public mutating func selectionDidChange(to selection: UTF16Range) {
    guard selection != shown.displaySelection else { return }
    model.select(shown.textSelection(covering: selection))
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

  /// Switches to `mask` and replaces the text with `text`, formatted by it, as one edit: one undo step
  /// and one update (a phone field's region chosen from its picker).
  public mutating func setMask(_ mask: any Mask, text: String) -> TextFieldUpdate {
    edit(alwaysAddsUndoStep: true) { model in
      model.asOneEdit { Self.merged($0.setMask(mask), $0.setText(text)) }
    }
  }

  /// Undoes the last edit through the editing model's undo stack; nil when there is nothing to undo.
  public mutating func undo() -> TextFieldUpdate? {
    model.canUndo ? stepThroughHistory { $0.undo() } : nil
  }

  /// Redoes the last undone edit; nil when there is nothing to redo.
  public mutating func redo() -> TextFieldUpdate? {
    model.canRedo ? stepThroughHistory { $0.redo() } : nil
  }

  /// Takes an undo or redo `step` of the editing model, then follows it (without the follower's own
  /// change) and reports it; it adds no undo step.
  private mutating func stepThroughHistory(_ step: (inout MaskedText) -> [EditEvent]) -> TextFieldUpdate {
    let before = (text: displayText, value: model.value)
    let events = step(&model)
    _ = follower?.follow(model, mayFollow: false)
    return update(events: events, addedUndoStep: false, changedFrom: before)
  }

  /// Cuts the selection: what goes to the pasteboard, and the update after deleting it.
  ///
  /// The pasteboard gets the selection as shown (native digits stay native, as a text view copies
  /// them); an obscured field puts nothing on it (as a secure text field), but still deletes.
  public mutating func cut() -> TextFieldCut {
    let selected = display.digits.drawing(model.selectedText)
    let update = edit { $0.cut().events }
    let copies = display.obscure == nil && !selected.isEmpty
    return TextFieldCut(pasteboardText: copies ? selected : nil, update: update)
  }

  /// Draws the text with other display options; the update shows it.
  public mutating func setDisplay(_ options: DisplayOptions) -> TextFieldUpdate {
    let before = (text: displayText, value: model.value)
    display = options
    return update(events: [], addedUndoStep: false, changedFrom: before)
  }

  /// Runs one edit of the model and describes its outcome.
  ///
  /// The model records an undo step exactly when the text or the value changes, or the mask is switched.
  /// The mask follower reads the model afterwards; a mask it returns is switched to within the edit (the
  /// same undo step), unless the edit chose the mask itself (`alwaysAddsUndoStep`).
  private mutating func edit(
    alwaysAddsUndoStep: Bool = false, _ change: (inout MaskedText) -> [EditEvent]
  ) -> TextFieldUpdate {
    let before = (text: model.text, value: model.value)
    let shownBefore = shown.display.text
    var events: [EditEvent]
    var switched = false
    if var reader = follower {
      events = model.asOneEdit { model in
        let made = change(&model)
        guard let mask = reader.follow(model, mayFollow: !alwaysAddsUndoStep) else { return made }
        switched = true
        return Self.merged(made, model.setMask(mask))
      }
      follower = reader
    } else {
      events = change(&model)
    }
    let changed =
      alwaysAddsUndoStep || switched || before.text != model.text || before.value != model.value
    return update(events: events, addedUndoStep: changed, changedFrom: (shownBefore, before.value))
  }

  /// The events of two changes made as one edit: the value's change from the first's start to the
  /// second's end, completeness changes that cancel out dropped, every other event kept.
  private static func merged(_ first: [EditEvent], _ second: [EditEvent]) -> [EditEvent] {
    var events = first
    for event in second {
      switch event {
      case .valueChanged(_, let to):
        guard let index = events.firstIndex(where: { if case .valueChanged = $0 { true } else { false } }),
          case .valueChanged(let from, _) = events[index]
        else {
          events.append(event)
          continue
        }
        if from == to { events.remove(at: index) } else { events[index] = .valueChanged(from: from, to: to) }
      case .becameComplete, .becameIncomplete:
        let opposite: EditEvent = event == .becameComplete ? .becameIncomplete : .becameComplete
        if let index = events.firstIndex(of: opposite) {
          events.remove(at: index)
        } else {
          events.append(event)
        }
      default:
        events.append(event)
      }
    }
    return events
  }

  private func update(
    events: [EditEvent], addedUndoStep: Bool, changedFrom before: (text: String, value: String)? = nil
  ) -> TextFieldUpdate {
    let shown = self.shown
    return TextFieldUpdate(
      text: model.text, selection: shown.textSelection, value: model.value, isComplete: model.isComplete,
      events: events, addedUndoStep: addedUndoStep, displayText: shown.display.text,
      displaySelection: shown.displaySelection,
      announcing: accessibility, for: model.mask,
      sendsChangeEvents: before.map { $0.text != shown.display.text || $0.value != model.value } ?? false)
  }

  /// Builds what the view shows for the model as it is now (after every change of the model or the
  /// display options, so each state is drawn once however often it is read).
  private mutating func showModel() {
    var options = display
    if model.text.isEmpty, !showsTemplateWhenEmpty { options.template = nil }
    shown = ShownField(model, options: options)
    displayBuilds += 1
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

/// A field display with its selections in UTF-16 code units, and the mapping of UTF-16 ranges back to the
/// text; offsets are counted once, when it is built.
private struct ShownField: Sendable {
  /// What the view shows.
  let display: FieldDisplay
  /// The display's selection in UTF-16 code units: what the view selects.
  let displaySelection: UTF16Range
  /// The model's selection in UTF-16 code units of its text.
  let textSelection: UTF16Range
  /// Whether what is shown is the text itself (nothing obscured, no template, ASCII digits) with one byte
  /// for each character: then its UTF-16 offsets are its `Character` offsets, and nothing needs counting.
  /// Native digits never take this path: a shown digit may take two UTF-16 code units (Adlam's).
  private let isOneBytePerCharacter: Bool

  init(_ model: MaskedText, options: DisplayOptions) {
    let display = FieldDisplay(model, options: options)
    self.display = display
    isOneBytePerCharacter =
      options.obscure == nil && options.digits.isLatin && display.text.utf8.count == display.textLength
    displaySelection =
      isOneBytePerCharacter
      ? UTF16Range(display.selection) : display.text.utf16Range(of: display.selection)
    textSelection =
      model.text.utf8.count == display.textLength
      ? UTF16Range(model.selection) : model.text.utf16Range(of: model.selection)
  }

  /// The text's selection for a UTF-16 range of what is shown (``String/characterSelection(covering:)``,
  /// then ``FieldDisplay/textSelection(fromDisplay:)``).
  func textSelection(covering range: UTF16Range) -> TextSelection {
    guard isOneBytePerCharacter else {
      return display.textSelection(fromDisplay: display.text.characterSelection(covering: range))
    }
    let length = display.textLength
    let start = min(max(range.location, 0), length)
    let (sum, overflow) = range.location.addingReportingOverflow(max(range.length, 0))
    let end = overflow ? length : min(max(sum, start), length)
    return TextSelection(start: start, end: end)
  }
}

extension UTF16Range {
  /// The range of a selection whose `Character` offsets are UTF-16 offsets too.
  fileprivate init(_ selection: TextSelection) {
    self.init(location: selection.start, length: selection.end - selection.start)
  }
}

extension String {
  /// A `Character` selection of the string in UTF-16 code units.
  fileprivate func utf16Range(of selection: TextSelection) -> UTF16Range {
    let start = utf16Offset(fromCharacter: selection.start)
    return UTF16Range(location: start, length: utf16Offset(fromCharacter: selection.end) - start)
  }
}
