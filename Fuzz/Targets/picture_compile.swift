/// Compiles fuzzed picture masks, strictly and partially: fields are controls and the mask.
func fuzzPictureCompile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let source = input.string()
  let options = PictureOptions(normalizesDigits: controls.flag())
  let partial = PictureMask(partial: source, options: options)
  _ = partial.explanation
  _ = partial.placeholder
  do {
    let mask = try PictureMask(source, options: options)
    fuzzCheck(partial.syntaxError == nil, "partial compile reports an error the strict one does not")
    _ = mask.explanation
    fuzzCheck(mask.format(""), "format of empty text")
  } catch {
    fuzzCheck(error, mask: source)
    fuzzCheck(partial.syntaxError == error, "partial compile reports a different error")
  }
  return 0
}
