import AppleStandIn
import MaskKitUI

/// Drives a masked `UITextField` the way UIKit does: proposes each change to the delegate and, when it is
/// allowed, makes it.
@MainActor
struct StandInTyping {
  let field: UITextField
  let delegate: MaskedTextFieldDelegate

  /// The selection in UTF-16 code units.
  var selection: NSRange {
    guard let range = field.selectedTextRange else { return NSRange(location: 0, length: 0) }
    let start = field.offset(from: field.beginningOfDocument, to: range.start)
    return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
  }

  /// Types `text` one character at a time at the selection.
  func type(_ text: String) {
    for character in text { propose(selection, String(character)) }
  }

  /// Pastes `text` over the selection.
  func paste(_ text: String) { propose(selection, text) }

  /// Deletes the character before the caret (or the selection).
  func backspace() {
    let current = selection
    propose(current.length > 0 ? current : NSRange(location: max(0, current.location - 1), length: 1), "")
  }

  /// Selects `length` code units from `location`.
  func select(_ location: Int, _ length: Int = 0) {
    let start = field.position(from: field.beginningOfDocument, offset: location)
    let end = start.flatMap { field.position(from: $0, offset: length) }
    if let start, let end { field.selectedTextRange = field.textRange(from: start, to: end) }
    delegate.textFieldDidChangeSelection(field)
  }

  /// Proposes replacing `range` with `string`.
  func propose(_ range: NSRange, _ string: String) {
    guard delegate.textField(field, shouldChangeCharactersIn: range, replacementString: string) else {
      return
    }
    let units = Array((field.text ?? "").utf16)
    let head = String(decoding: units[..<range.location], as: UTF16.self)
    field.text = head + string + String(decoding: units[(range.location + range.length)...], as: UTF16.self)
    delegate.textFieldDidChangeSelection(field)
  }
}
