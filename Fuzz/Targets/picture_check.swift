/// Checks and edits fuzzed text with fuzzed picture masks: fields are controls, mask, text, replacement.
func fuzzPictureCheck(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let source = input.string()
  let text = input.string()
  let replacement = input.string()
  let mask = PictureMask(partial: source, options: PictureOptions(normalizesDigits: controls.flag()))
  let autofill = controls.flag()

  let checked = mask.check(text, autofill: autofill)
  fuzzCheck(checked == mask.check(text, autofill: autofill), "check is not deterministic")
  if let position = checked.failurePosition {
    fuzzCheck(position >= 0 && position <= text.count, "failure position \(position) outside the text")
  }
  fuzzCheck((checked.errorMessage != nil) == (checked.status == .notOk), "error message without notOk")

  let lower = controls.offset(around: text.count)
  let range = lower..<max(lower, lower + Int(controls.byte() % 8))
  let edit = mask.edit(
    text, replacing: range, with: replacement, autofill: autofill, enforce: controls.flag())
  fuzzCheck(edit.caret >= 0 && edit.caret <= edit.text.count, "edit caret \(edit.caret) outside the text")
  if !edit.accepted { fuzzCheck(edit.text == text, "a refused edit changed the text") }

  fuzzCheck(mask.apply(FuzzInputMask.caretText(text, controls: &controls)), "PictureMask.apply")
  return 0
}
