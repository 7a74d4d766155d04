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
  ///   of both: none left out and none added, so `PasteDigitRule.outcome` keeps them), it has a value and no refusal, it shows every letter of `given`
  ///   (`droppedCharacter`), and a ``ValidatedMask`` does not refuse it; the field then commits it, and
  ///   its result is `applied` (the caret where `applied` left it).
  func pasteIntoEmptyShortcut(_ given: String, applied: MaskResult, autocomplete: Bool) -> MaskResult? {
    guard applied.refusal == nil, !applied.value.isEmpty, Self.isPlainAlphanumeric(given) else { return nil }
    let prefix = literalPrefix
    let code = Self.digits(of: prefix)
    if !code.isEmpty, given.hasPrefix(code) || given.utf8.first.map({ "018".utf8.contains($0) }) == true {
      return nil
    }
    guard Self.digits(of: applied.value).utf8.count == given.utf8.count(where: { $0 &- 0x30 < 10 }) else {
      return nil
    }
    let empty = apply(CaretText("", caret: 0, gravity: .forward, autocomplete: false))
    guard empty.text.isEmpty, empty.value.isEmpty else { return nil }
    if !prefix.isEmpty {
      let afterPrefix = apply(
        CaretText(
          prefix + given, caret: prefix.characterCount + given.characterCount, gravity: .forward,
          autocomplete: autocomplete))
      guard !MaskedText.fitsBetter((afterPrefix, true), than: (applied, true)) else { return nil }
    }
    guard MaskedText.droppedCharacter(of: given, in: applied.text) == nil else { return nil }
    if Self.self == ValidatedMask.self, let validated = self as? ValidatedMask,
      case .refused = validated.validation(of: applied)
    {
      return nil
    }
    return applied
  }

  /// The digits of `text` (`PasteCandidates.digits`, digits of every script as ASCII), as a string; a
  /// plain ASCII text is read by bytes.
  private static func digits(of text: String) -> String {
    guard text.isPlainASCII else { return String(PasteCandidates.digits(text)) }
    return String(decoding: text.utf8.lazy.filter { $0 &- 0x30 < 10 }, as: UTF8.self)
  }

  /// Whether `text` is not empty and every byte of it is an ASCII letter or digit.
  private static func isPlainAlphanumeric(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy { byte in byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 }
  }
}
