import MaskKit
import MaskKitUI

/// A text field that behaves like `UITextField`: it proposes each change as a UTF-16 range and a
/// replacement string to its delegate (the adapter), makes the change itself only when allowed (marked
/// text), puts the caret after the change, and reports every selection change afterwards. With display
/// options it shows what the adapter draws (`displayText`, `displaySelection`), as the delegates do.
struct SimulatedTextField {
  private(set) var adapter: TextFieldAdapter
  private(set) var text = ""
  private(set) var selection = UTF16Range.caret(0)
  /// The input method's marked text, while it composes.
  private(set) var markedRange: UTF16Range?
  /// How many undo steps the field registered with its (simulated) undo manager.
  private(set) var registeredUndoSteps = 0
  /// The events of the last update the field showed.
  private(set) var lastEvents: [EditEvent] = []
  /// What the last Cut put on the pasteboard.
  private(set) var pasteboard: String?
  /// Whether the field shows the display text (the delegates' way) rather than the text.
  private let showsDisplay: Bool

  init(mask: any Mask, text: String = "", display: DisplayOptions? = nil) {
    adapter = TextFieldAdapter(mask: mask, text: text)
    showsDisplay = display != nil
    if let display { adapter.display = display }
    show(adapter.current)
  }

  var value: String { adapter.value }

  /// Types each character as its own keystroke at the selection.
  mutating func type(_ string: String) {
    for character in string { propose(selection, String(character)) }
  }

  /// Pastes at the selection.
  mutating func paste(_ string: String) { propose(selection, string) }

  /// AutoFill as UIKit delivers it: one replacement of the whole text.
  mutating func autoFill(_ string: String) {
    propose(UTF16Range(location: 0, length: text.utf16.count), string)
  }

  /// The delete key: the selection, or the whole character before the caret.
  mutating func backspace() {
    guard selection.isCaret else { return propose(selection, "") }
    var units = 0
    for character in text {
      let next = units + character.utf16.count
      if next == selection.location {
        return propose(UTF16Range(location: units, length: character.utf16.count), "")
      }
      units = next
    }
  }

  /// Moves the selection, as a tap or a drag does.
  mutating func select(_ range: UTF16Range) {
    selection = range
    selectionChanged()
  }

  /// An input method shows (or updates) uncommitted marked text.
  mutating func setMarkedText(_ string: String) {
    let range = markedRange ?? selection
    markedRange = range
    propose(range, string)
    markedRange = UTF16Range(location: range.location, length: string.utf16.count)
  }

  /// The input method commits its marked text, optionally replaced by a chosen candidate.
  mutating func commitMarkedText(_ candidate: String? = nil) {
    guard let range = markedRange else { return }
    if let candidate { propose(range, candidate) }
    markedRange = nil
    selectionChanged()
  }

  mutating func undo() {
    if let update = adapter.undo() { show(update) }
  }

  mutating func redo() {
    if let update = adapter.redo() { show(update) }
  }

  mutating func setMask(_ mask: any Mask) { show(adapter.setMask(mask)) }

  /// The Cut command, as the delegates route it: the field's selection first, then the adapter's cut.
  mutating func cut() {
    adapter.selectionDidChange(to: selection)
    let cut = adapter.cut()
    if let text = cut.pasteboardText { pasteboard = text }
    show(cut.update)
  }

  private mutating func propose(_ range: UTF16Range, _ string: String) {
    let decision = adapter.shouldChangeCharacters(
      in: range, replacement: string, fieldText: text, selection: selection, isComposing: markedRange != nil)
    switch decision {
    case .allowSystemEdit:
      let units = Array(text.utf16)
      let lower = min(max(range.location, 0), units.count)
      let upper = min(lower + max(range.length, 0), units.count)
      let head = String(decoding: units[..<lower], as: UTF16.self)
      text = head + string + String(decoding: units[upper...], as: UTF16.self)
      selection = .caret(head.utf16.count + string.utf16.count)
    case .show(let update):
      show(update)
    }
    selectionChanged()
  }

  private mutating func selectionChanged() {
    let update = adapter.textDidChange(to: text, selection: selection, isComposing: markedRange != nil)
    if let update { show(update) }
  }

  private mutating func show(_ update: TextFieldUpdate) {
    text = showsDisplay ? update.displayText : update.text
    selection = showsDisplay ? update.displaySelection : update.selection
    lastEvents = update.events
    if update.addedUndoStep { registeredUndoSteps += 1 }
  }
}
