extension PictureMask {
  /// Texts up to this length that do not fit are typed in again character by character.
  private static let typingLimit = 2_000
  /// How many misfitting characters a longer text loses one by one before the rest is cut.
  private static let dropLimit = 32

  /// Keeps the longest acceptable rendering of the input: characters that make the text `notOk` are
  /// dropped, case conversion applies, and with `autocomplete` the literals that follow are appended.
  ///
  /// Text that does not fit is typed in again one character at a time, as a person would, so a
  /// missing literal is filled in before the next character (`12345` in `##-###` gives `12-345`).
  public func apply(_ input: CaretText) -> MaskResult {
    let autofill = input.autocomplete && input.gravity == .forward
    let characters = Array(charactersOf: input.text)
    let caret = min(max(0, input.caret), characters.count)
    let kept: (text: String, caret: Int)
    if check(input.text).status != .notOk {
      kept = (input.text, caret)
    } else {
      let fitting =
        characters.count <= Self.typingLimit
        ? typed(characters, caret: caret) : dropped(characters, caret: caret)
      kept = (String(fitting.text), fitting.caret)
    }
    let result = check(kept.text, autofill: autofill)
    let atEnd = caret == characters.count && input.gravity == .forward
    return MaskResult(
      text: result.output, caret: atEnd ? result.output.count : kept.caret, value: result.output,
      isComplete: result.status == .ok, tailPlaceholder: "")
  }

  /// Types the characters one by one, filling in literals and dropping each character that does not fit.
  private func typed(_ characters: [Character], caret: Int) -> (text: [Character], caret: Int) {
    var accepted: [Character] = []
    var acceptedCaret = 0
    for (offset, character) in characters.enumerated() {
      if offset == caret { acceptedCaret = accepted.count }
      let direct = check(String(accepted + [character]))
      if direct.status != .notOk {
        accepted = Array(direct.output)
        continue
      }
      let filled = Array(check(String(accepted), autofill: true).output)
      guard filled.count > accepted.count else { continue }
      let afterFill = check(String(filled + [character]))
      if afterFill.status != .notOk { accepted = Array(afterFill.output) }
    }
    if caret >= characters.count { acceptedCaret = accepted.count }
    return (accepted, acceptedCaret)
  }

  /// Drops the furthest misfitting character until the text fits, then cuts what still does not.
  private func dropped(_ characters: [Character], caret: Int) -> (text: [Character], caret: Int) {
    var text = characters
    var caret = caret
    var result = check(String(text))
    var drops = 0
    while result.status == .notOk {
      let failure = min(max(0, result.failurePosition ?? 0), text.count)
      if drops < Self.dropLimit, failure < text.count {
        text.remove(at: failure)
        if failure < caret { caret -= 1 }
        drops += 1
      } else if failure > 0, drops <= Self.dropLimit {
        text.removeSubrange(failure...)
        caret = min(caret, failure)
        drops = Self.dropLimit + 1
      } else {
        text.removeAll()
        caret = 0
      }
      result = check(String(text))
    }
    return (text, caret)
  }
}
