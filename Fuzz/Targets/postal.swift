/// Formats fuzzed text with the postal preset of a fuzzed region: never a crash, a caret inside the
/// text, a shown text that reads back to the same value, and `complete` only for a code that reads back
/// complete with no character refused.
func fuzzPostal(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let text = input.string()
  let regions = PostalMask.regions
  guard let mask = try? PostalMask(region: regions[Int(controls.byte()) % regions.count]) else {
    fuzzCheck(false, "a region of PostalMask.regions does not build")
    return 0
  }
  let caretText = FuzzInputMask.caretText(text, controls: &controls)
  let match = mask.match(caretText)
  fuzzCheck(match.result, "PostalMask.apply")
  fuzzCheck(match.result == mask.apply(caretText), "apply differs from match")
  let again = mask.match(CaretText(match.result.text))
  fuzzCheck(again.result.value == match.result.value, "the shown text reads back to another value")
  fuzzCheck(again.problem == nil, "the shown text has a character that cannot stand")
  if match.result.isComplete {
    fuzzCheck(again.result.isComplete && match.problem == nil, "complete without a whole code")
  }
  return 0
}
