/// Compiles fuzzed format strings and applies them to fuzzed text: fields are controls, format, text.
func fuzzFormatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let format = input.string()
  let text = input.string()
  let classes: FormatStringClasses = controls.flag() ? .ascii : .unicode
  let mask = FormatStringMask(partial: format, classes: classes)
  do {
    _ = try FormatStringMask(format, classes: classes)
    fuzzCheck(mask.syntaxError == nil, "partial compile reports an error the strict one does not")
  } catch {
    fuzzCheck(error, mask: format)
    fuzzCheck(mask.syntaxError == error, "partial compile reports a different error")
  }
  _ = mask.explanation
  _ = mask.placeholder
  _ = mask.literalPrefix
  let outcome = mask.outcome(of: text)
  // With ASCII classes a ligature (`ﬆ` → `ST`) takes two positions, so only Unicode classes are stable
  // (Sources/MaskKit/MaskKit.docc/format-string.md); a malformed format (literals that join, say) promises nothing.
  if classes == .unicode, mask.syntaxError == nil {
    fuzzCheck(mask.applyFormat(outcome.text) == outcome.text, "applying the format twice changed the text")
  }
  _ = mask.isValid(text)
  _ = mask.removeFormat(text)
  _ = mask.removeFormat(outcome.text)
  fuzzCheck(mask.apply(FuzzInputMask.caretText(text, controls: &controls)), "FormatStringMask.apply")
  return 0
}
