import MaskKit
import MaskKitUI

/// The `"display"` member of a `session` case, and the display and accessibility members it adds to the
/// answer.
enum SessionDisplayEval {
  /// Reads `"display": {"template": "_", "obscure": 4}`; nil when the case has none.
  static func options(_ testCase: EvalCase) throws(EvalError) -> DisplayOptions? {
    guard let value = testCase.fields["display"] else { return nil }
    guard let object = value.objectValue else { throw .badCase("\"display\" must be an object.") }
    let fields = EvalCase(object)
    let template = try fields.optionalString("template")
    if let template, template.count != 1 {
      throw .badCase("\"display.template\" must be one character.")
    }
    let obscure = try fields.optionalInt("obscure")
    if let obscure, obscure < 0 { throw .badCase("\"display.obscure\" must not be negative.") }
    return DisplayOptions(template: template?.first, obscure: obscure)
  }

  /// `displayText`, `displaySelection`, `accessibilityValue`, `accessibilityHint` and the
  /// `announcements` of the last step's events.
  static func members(_ field: MaskedText, options: DisplayOptions, lastEvents: [EditEvent])
    -> [String: JSONValue]
  {
    let display = FieldDisplay(field, options: options)
    let speech = FieldAccessibility(wording: .english)
    let announcements = speech.announcements(for: lastEvents, mask: field.mask)
    return [
      "displayText": .string(display.text),
      "displaySelection": [.int(display.selection.start), .int(display.selection.end)],
      "accessibilityValue": .string(speech.value(for: field, display: display)),
      "accessibilityHint": .string(speech.hint(for: field.mask)),
      "announcements": .array(announcements.map(JSONValue.string)),
    ]
  }
}
