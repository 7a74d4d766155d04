extension InputMask: WholeTextShortcut {
  /// The whole-text reading of a text of ASCII digits in one apply, for the texts whose paste into an
  /// empty field is that apply (`pasteIntoEmptyShortcut` explains why each condition suffices):
  /// - every character is an ASCII digit (no separator, literal, sign or letter to strip or drop;
  ///   normalising digits changes nothing);
  /// - no literal before the first slot is the first digit, so the text typed after the literal prefix
  ///   reads as the text itself (the literals are inserted, none consumed), and where the prefix shows a
  ///   code, the text starts with neither the code nor a trunk prefix of its regions
  ///   (`PasteCandidates.readsOnlyAsGiven`: the paste would also read it without them);
  /// - the apply has no refusal and its value keeps every digit, none added (an empty input mask with
  ///   autocomplete off shows `""`).
  func wholeTextShortcut(_ text: String, autocomplete: Bool) -> MaskResult? {
    guard !isRightToLeft, let table = slots.ascii else { return nil }
    var count = 0
    var first: UInt8 = 0
    for byte in text.utf8 {
      guard byte &- 0x30 < 10 else { return nil }
      if count == 0 { first = byte }
      count &+= 1
    }
    guard count > 0 else { return nil }
    // The code the literal prefix shows (`1` of `+1 (`); the text cannot start with it, as its first
    // digit is none of the prefix's literals.
    var code = 0
    var codeDigits = 0
    for slot in table.slots {
      guard slot.isLiteral else { break }
      if slot.literal == first { return nil }
      guard slot.literal &- 0x30 < 10 else { continue }
      if codeDigits < 4 { code = code &* 10 &+ Int(slot.literal &- 0x30) }
      codeDigits &+= 1
    }
    guard PasteCandidates.readsOnlyAsGiven(firstDigit: first, code: code, codeDigits: codeDigits) else {
      return nil
    }
    let applied = apply(CaretText(text, gravity: .forward, autocomplete: autocomplete))
    guard applied.refusal == nil else { return nil }
    var kept = 0
    for byte in applied.value.utf8 {
      guard byte < 0x80 else { return nil }
      if byte &- 0x30 < 10 { kept &+= 1 }
    }
    return kept == count ? applied : nil
  }
}
