extension PictureMask {
  /// Keeps the longest acceptable rendering of the input: characters that make the text `notOk` are
  /// dropped, case conversion applies, and with `autocomplete` the literals that follow are appended.
  ///
  /// Text that does not fit is typed in again one character at a time, as a person would, so a
  /// missing literal is filled in before the next character (`12345` in `##-###` gives `12-345`).
  /// The typing walks the mask once for the whole text (`PictureMatcher+Typing`), whatever its length.
  public func apply(_ input: CaretText) -> MaskResult {
    apply(input, allowsScalars: true)
  }

  /// `apply(_:)`; without `allowsScalars`, text that is not plain ASCII is walked as `Character`s
  /// even when it could be walked as scalars (for tests of the scalar path).
  /// Marks attached to a digit are dropped first.
  func apply(_ input: CaretText, allowsScalars: Bool) -> MaskResult {
    let input = input.droppingDigitAttachments
    let autofill = input.autocomplete && input.gravity == .forward
    if let flat = flatApply(input, autofill: autofill) { return flat }
    // Autofill only appends after a walk that reached the end of the text, so it does not change
    // whether the text fits: one check answers both questions when it does.
    var checked = counted(input.text, autofill: autofill, allowsScalars: allowsScalars)
    let count = checked.textCount
    let caret = min(max(0, input.caret), count)
    var kept = (text: input.text, caret: caret)
    if checked.result.status == .notOk {
      kept = typed(Array(charactersOf: input.text), caret: caret, allowsScalars: allowsScalars)
      checked = counted(kept.text, autofill: autofill, allowsScalars: allowsScalars)
    }
    let result = checked.result
    let atEnd = caret == count && input.gravity == .forward
    var outputCount = checked.outputCount
    // A CR literal followed by an LF one (`+\r;\n`) is written as two characters that join as one.
    if result.output.containsCarriageReturn { outputCount = min(outputCount, result.output.count) }
    return MaskResult(
      text: result.output, caret: atEnd ? outputCount : min(kept.caret, outputCount), value: result.output,
      isComplete: result.status == .ok, tailPlaceholder: "")
  }

  /// Types the characters one by one, filling in literals and dropping each character that does not fit.
  private func typed(_ characters: [Character], caret: Int, allowsScalars: Bool) -> (text: String, caret: Int)
  {
    var matcher = PictureMatcher(
      typing: program, options: options, capacity: characters.count, allowsScalars: allowsScalars)
    var acceptedCaret = 0
    for (offset, character) in characters.enumerated() {
      if offset == caret { acceptedCaret = matcher.length }
      if matcher.type(character) == .joins, !matcher.typeJoining(character),
        let joined = typedByChecking(Array(matcher.outputText), character, allowsScalars: allowsScalars)
      {
        matcher.restart(joined: joined)
      }
    }
    if caret >= characters.count { acceptedCaret = matcher.length }
    return (matcher.outputText, acceptedCaret)
  }

  /// Types a character that joins the last accepted one by checking the joined text (and, when that
  /// does not fit, the text with the literals that follow): the accepted text, or `nil` when it is refused.
  private func typedByChecking(_ accepted: [Character], _ character: Character, allowsScalars: Bool)
    -> [Character]?
  {
    let direct = check(String(accepted + [character]), autofill: false, allowsScalars: allowsScalars)
    if direct.status != .notOk { return Array(direct.output) }
    let filled = Array(check(String(accepted), autofill: true, allowsScalars: allowsScalars).output)
    guard filled.count > accepted.count else { return nil }
    let afterFill = check(String(filled + [character]), autofill: false, allowsScalars: allowsScalars)
    return afterFill.status != .notOk ? Array(afterFill.output) : nil
  }
}
