// input-mask-ios 7.3.2's public members of Mask, Mask.Result, CaretString, AffinityCalculationStrategy and
// CharacterSet as an app calls them, with `Mask` read as `InputMask` and `CaretString` as `CaretText` (the
// adapters article's table). Not part of any target: type-checked against the SDKs by CI.
import Foundation
import MaskKitUI

func sevenNames() throws {
  let mask = try InputMask(format: "[00]", customNotations: [])
  _ = InputMask.isValid(format: "[00]", customNotations: [])
  let text = CaretText(string: "12", caretPosition: "12".endIndex, caretGravity: .forward(autocomplete: true))
  _ = CaretText(string: "12", caretPosition: "12".endIndex, caretGravity: .backward(autoskip: false))
  _ = text.caretGravity
  let result: InputMask.Result = mask.apply(toText: text)
  print(result.debugDescription, result.description, mask.debugDescription, mask.description)
  _ = AffinityStrategy.prefix.calculateAffinity(ofMask: mask, forText: text, autocomplete: true)
  _ = CharacterSet.decimalDigits.isMember(character: "1")
  _ = Notation(character: "x", characterSet: .letters, isOptional: false)
  print(
    mask.placeholder, mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength,
    mask.totalValueLength)
}
