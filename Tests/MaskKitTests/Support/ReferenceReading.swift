import MaskKit
import Testing

/// The text of a fixture column: `\t`, `\n` and `\\` unescaped (the generators escape them so a row stays
/// one line of tab-separated fields).
func unescapedFixtureText(_ text: String) -> String {
  var out = ""
  var escaping = false
  for character in text {
    if escaping {
      out.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
      escaping = false
    } else if character == "\\" {
      escaping = true
    } else {
      out.append(character)
    }
  }
  return out
}

/// Expects `format` (what `check` and `--csv` read) and a paste into an empty field of `mask` to read
/// `text` as a reference does: complete exactly when `complete`, and then with the value `value`. `id`
/// names the fixture row in a failure.
func expectReadsAsReference(
  _ mask: some Mask, _ text: String, complete: Bool, value: String, id: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let formatted = mask.format(text)
  #expect(
    formatted.isComplete == complete, "\(id) \(text.debugDescription) → \(formatted.text)",
    sourceLocation: sourceLocation)
  if complete { #expect(formatted.value == value, "\(id)", sourceLocation: sourceLocation) }
  var field = MaskedText(mask: mask)
  _ = field.paste(text)
  #expect(
    field.isComplete == complete, "\(id) pasted \(text.debugDescription) → \(field.text)",
    sourceLocation: sourceLocation)
  if complete { #expect(field.value == value, "\(id) pasted", sourceLocation: sourceLocation) }
}
