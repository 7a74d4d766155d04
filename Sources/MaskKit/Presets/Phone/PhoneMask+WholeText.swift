extension PhoneMask: WholeTextShortcut {
  /// ``Mask/format(_:autocomplete:)`` of a plain text (ASCII digits, a leading `+`, punctuation: what
  /// `PhoneInput.plainDigits(_:)` reads), the common line of `maskkit format`: the text is read in one
  /// pass over its bytes and goes straight to the phone reader. `format` would read it the same way: as
  /// given (``PasteLayout/readAsGiven``), with no digit to normalize, no `phone-context` parameter and
  /// the caret at its end. A whole text is read once, so its analysis skips the cache a field's typing
  /// reads (a pure function of the digits: the same answer). Nil for other texts. `PhoneWholeTextShortcutTests` holds it to the general
  /// reading.
  func wholeTextShortcut(_ text: String, autocomplete: Bool) -> MaskResult? {
    plainReading(CaretText(text, caret: text.utf8.count), cached: false)?.result
  }

  /// ``Mask/report(_:autocomplete:)`` of the same plain texts, read by the same pass; nil for others.
  /// `PhoneWholeTextShortcutTests` holds it to the general report.
  func wholeTextReportShortcut(_ text: String, autocomplete: Bool) -> PresetReport? {
    plainReading(CaretText(text, caret: text.utf8.count), cached: false).map { report(of: $0) }
  }
}
