extension PictureMask {
  /// How many misfitting characters `apply` drops one by one before it cuts the rest of the text.
  private static let dropLimit = 32

  /// Keeps the longest acceptable rendering of the input: characters that make the text `notOk` are
  /// dropped, case conversion applies, and with `autocomplete` the literals that follow are appended.
  public func apply(_ input: CaretText) -> MaskResult {
    var characters = Array(input.text)
    var caret = min(max(0, input.caret), characters.count)
    let autofill = input.autocomplete && input.gravity == .forward
    var result = check(String(characters), autofill: autofill)
    var drops = 0
    while result.status == .notOk {
      let failure = min(max(0, result.failurePosition ?? 0), characters.count)
      if drops < Self.dropLimit, failure < characters.count {
        characters.remove(at: failure)
        if failure < caret { caret -= 1 }
        drops += 1
      } else if failure > 0, drops <= Self.dropLimit {
        characters.removeSubrange(failure...)
        caret = min(caret, failure)
        drops = Self.dropLimit + 1
      } else {
        characters.removeAll()
        caret = 0
      }
      result = check(String(characters), autofill: autofill)
    }
    if caret == characters.count, input.gravity == .forward { caret = result.output.count }
    return MaskResult(
      text: result.output, caret: caret, value: result.output, isComplete: result.status == .ok,
      tailPlaceholder: "")
  }
}
