/// Compiles fuzzed input-mask formats: fields are controls, format, notation (symbol + characters).
func fuzzInputMaskCompile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let format = input.string()
  let notations = FuzzInputMask.notations(from: input.string(), controls: &controls)
  let rightToLeft = controls.flag()
  do {
    let mask = try InputMask(format, notations: notations, rightToLeft: rightToLeft)
    _ = mask.placeholder
    _ = mask.literalPrefix
    _ = mask.explanation
    fuzzCheck(mask.acceptableTextLength <= mask.totalTextLength, "acceptable text longer than total")
    fuzzCheck(mask.acceptableValueLength <= mask.totalValueLength, "acceptable value longer than total")
    let cached = try InputMask.cached(format, notations: notations, rightToLeft: rightToLeft)
    fuzzCheck(cached == mask, "cached mask differs from a fresh compile")
    fuzzCheck(mask.format(""), "format of empty text")
  } catch {
    fuzzCheck(error, mask: format)
  }
  return 0
}
