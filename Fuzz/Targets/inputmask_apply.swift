/// Applies fuzzed input masks to fuzzed text: fields are controls, text, primary format, affine formats.
func fuzzInputMaskApply(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let text = input.string()
  let primary = input.string()
  let affine = Array(input.remainingStrings().prefix(4))
  let rightToLeft = controls.flag()
  guard let mask = try? InputMask(primary, rightToLeft: rightToLeft) else { return 0 }
  let caretText = FuzzInputMask.caretText(text, controls: &controls)
  let measured = mask.applyWithAffinity(caretText)
  fuzzCheck(measured.result, "InputMask.apply")
  fuzzCheck(measured.result == mask.apply(caretText), "apply differs from applyWithAffinity")
  fuzzCheck(measured.rejectedCount >= 0, "negative rejected count")
  let formatted = mask.format(text)
  fuzzCheck(formatted, "InputMask.format")
  fuzzCheck(mask.format(text) == formatted, "format is not deterministic")

  let strategy = AffinityStrategy.allCases[Int(controls.byte()) % AffinityStrategy.allCases.count]
  let affineMasks = affine.compactMap { try? InputMask($0, rightToLeft: rightToLeft) }
  let set = AffineInputMask(primary: mask, affine: affineMasks, strategy: strategy)
  let choice = set.choose(for: caretText)
  fuzzCheck(choice.affinities.count == affineMasks.count + 1, "one affinity per mask")
  if let index = choice.affineIndex {
    fuzzCheck(index >= 0 && index < affineMasks.count, "chosen affine index \(index) out of range")
  }
  fuzzCheck(set.apply(caretText), "AffineInputMask.apply")
  return 0
}
