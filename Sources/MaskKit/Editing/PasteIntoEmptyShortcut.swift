extension Mask {
  /// ``format(_:autocomplete:)``'s paste into an empty field (`pasteIntoEmpty`) without building the
  /// field, for the common text: `given`, not a rendering, when its paste would be `applied` (`given`
  /// applied with the caret at its end); nil when this cannot tell, and the paste decides.
  /// `FormatShortcutDifferentialTests` holds it to the paste.
  ///
  /// Why the paste gives `applied` when the checks below pass (`MaskedText+Insertion.swift`, with no
  /// reader, the only masks `format` pastes for):
  /// - The empty field shows `""` with the value `""`: the text read, the part before and after the
  ///   insertion and the value before are all empty, the paste replaces the whole value and no `+` code
  ///   was typed (`typedCallingCode` needs a `+`).
  /// - `given` is ASCII letters and digits: it has no separator, no literal of the placeholder (neither
  ///   is a letter or a number), no `+` and no space, so `PasteCandidates.of` strips nothing and `given`
  ///   is the reading; with no field code, or one `given` neither starts with nor follows a trunk prefix
  ///   (`0`, `1`, `8`) of, it is the only one. A plain ASCII character keeps every character whole.
  /// - Its splice after the empty prefix is `given` applied with the caret at its end, autocompleting
  ///   as the field does: `applied`. The only other candidate is `given` after the mask's literal prefix,
  ///   and `bestFit` keeps the first unless a later one fits better (`fitsBetter`): checked as if that one
  ///   kept every digit, its best case.
  /// - `applied` keeps every pasted digit: its value has as many digits as `given` (`PasteCandidates.digits`
  ///   of both: none left out and none added, so `PasteDigitRule.outcome` keeps them), it has a value and
  ///   no refusal, it shows every letter of `given` (`droppedCharacter`; digits are never dropped
  ///   characters), and a ``ValidatedMask`` does not refuse it; the field then commits it, and its result
  ///   is `applied` (the caret where `applied` left it).
  func pasteIntoEmptyShortcut(_ given: String, applied: MaskResult, autocomplete: Bool) -> MaskResult? {
    guard applied.refusal == nil, !applied.value.isEmpty, let shape = AlphanumericShape(given),
      Self.digitCount(applied.value) == shape.digits
    else { return nil }
    let prefix = literalPrefix
    guard !Self.readsWithoutLeadingDigits(given, prefix: prefix) else { return nil }
    let empty = apply(CaretText("", caret: 0, gravity: .forward, autocomplete: false))
    guard empty.text.isEmpty, empty.value.isEmpty else { return nil }
    if !prefix.isEmpty {
      let afterPrefix = apply(
        CaretText(
          prefix + given, caret: prefix.characterCount + given.characterCount, gravity: .forward,
          autocomplete: autocomplete))
      guard !MaskedText.fitsBetter((afterPrefix, true), than: (applied, true)) else { return nil }
    }
    if shape.hasLetters, MaskedText.droppedCharacter(of: given, in: applied.text) != nil { return nil }
    if Self.self == ValidatedMask.self, let validated = self as? ValidatedMask,
      case .refused = validated.validation(of: applied)
    {
      return nil
    }
    return applied
  }

  /// Whether the paste also reads `given` without leading digits: the field shows a code (the digits of
  /// its literal `prefix`, `PasteCandidates.code(ofLiteralPrefix:)`) and `given` starts with it or with
  /// a trunk prefix `0`, `1` or `8`.
  private static func readsWithoutLeadingDigits(_ given: String, prefix: String) -> Bool {
    guard prefix.isPlainASCII else {
      let code = PasteCandidates.code(ofLiteralPrefix: prefix)
      return !code.isEmpty && (given.hasPrefix(code) || given.utf8.first.map(isTrunkPrefix) == true)
    }
    var showsCode = false
    var startsWithCode = true
    var givenBytes = given.utf8.makeIterator()
    for byte in prefix.utf8 where byte &- 0x30 < 10 {
      showsCode = true
      if startsWithCode, givenBytes.next() != byte { startsWithCode = false }
    }
    return showsCode && (startsWithCode || given.utf8.first.map(isTrunkPrefix) == true)
  }

  /// Whether `byte` is `0`, `1` or `8`.
  private static func isTrunkPrefix(_ byte: UInt8) -> Bool { byte == 0x30 || byte == 0x31 || byte == 0x38 }

  /// How many digits `text` has (`PasteCandidates.digits`, of every script); plain ASCII is read by bytes.
  private static func digitCount(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      guard byte < 0x80, byte != 0x0D else { return PasteCandidates.digits(text).count }
      if byte &- 0x30 < 10 { count &+= 1 }
    }
    return count
  }
}

/// A text of ASCII letters and digits only, with how many digits it has and whether it has letters.
private struct AlphanumericShape {
  var digits = 0
  var hasLetters = false

  /// The shape of `text`; nil when it is empty or has any other byte.
  init?(_ text: String) {
    guard !text.isEmpty else { return nil }
    for byte in text.utf8 {
      if byte &- 0x30 < 10 {
        digits &+= 1
      } else if (byte | 0x20) &- 0x61 < 26 {
        hasLetters = true
      } else {
        return nil
      }
    }
  }
}
