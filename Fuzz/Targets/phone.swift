/// Formats fuzzed text with the phone preset of a fuzzed region and style: never a crash, a caret inside
/// the text, a text that reads back to the same value, and `complete` only for the number it shows.
func fuzzPhone(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let text = input.string()
  let regions = PhoneCountry.all
  let regionIndex = Int(controls.byte()) % (regions.count + 1)
  let home = regionIndex < regions.count ? regions[regionIndex] : nil
  let style = PhoneMask.Style.allCases[Int(controls.byte()) % PhoneMask.Style.allCases.count]
  let punctuation = PhoneMask.Punctuation.allCases[
    Int(controls.byte()) % PhoneMask.Punctuation.allCases.count]
  let mask = PhoneMask(home: home, style: style, punctuation: punctuation)
  let caretText = FuzzInputMask.caretText(text, controls: &controls)
  let match = mask.match(caretText)
  fuzzCheck(match.result, "PhoneMask.apply")
  fuzzCheck(match.result == mask.apply(caretText), "apply differs from match")
  let again = mask.match(CaretText(match.result.text))
  fuzzCheck(again.result.value == match.result.value, "the shown text reads back to another value")
  // A text invalid for what its shown text leaves out (stray letters or symbols) may read back complete.
  fuzzCheck(
    again.result.isComplete == match.result.isComplete
      || match.result.problem != nil && !match.result.isComplete,
    "completeness changes on reading back")
  if match.result.isComplete {
    fuzzCheck(match.e164 != nil && match.type != nil, "complete without a valid number")
  }
  return 0
}
