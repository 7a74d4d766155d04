/// A mask that can answer ``Mask/format(_:autocomplete:)`` for some texts in one pass, where the whole-text
/// reading (a paste into an empty field) provably gives the same result; nil where it cannot tell.
///
/// A dialect adopts it in its `Fast/` folder; `WholeTextShortcutDifferentialTests` holds every adopter
/// to the general reading (`formatReadingWhole`) on seeded random masks and texts.
protocol WholeTextShortcut {
  /// `format(text, autocomplete:)` when this pass can tell it, else nil.
  func wholeTextShortcut(_ text: String, autocomplete: Bool) -> MaskResult?

  /// The mask's own preset report of `text` read whole (``Mask/report(_:autocomplete:)``) when this pass
  /// can tell it, else nil; a shortcut whose mask is no preset's answers nil.
  func wholeTextReportShortcut(_ text: String, autocomplete: Bool) -> PresetReport?
}

extension WholeTextShortcut {
  /// Nil: the report is read the general way.
  func wholeTextReportShortcut(_ text: String, autocomplete: Bool) -> PresetReport? { nil }
}
