import Testing

@testable import MaskKit

/// Every dialect's whole-text shortcut (``WholeTextShortcut``: `InputMask`'s one apply for a text of
/// ASCII digits) against the general reading it stands in for (`formatReadingWhole`: the paste into an
/// empty field), on seeded random masks and texts: wherever the shortcut answers, it gives the general
/// reading's result, caret and known counts included.
@Suite struct WholeTextShortcutDifferentialTests {
  /// Mostly digits, the shortcut's texts; trunk prefixes and codes (`1`, `7`, `8`, `0`) start many.
  static let digitPieces = ["1", "2", "0", "8", "7", "3", "44", "206", "5551234", "99", "9", "12", "65", "4"]
  /// Masks with literal prefixes showing codes (`+1 (`, `+7 `, `+44 `), fixed literals and optional slots.
  static let extraPieces = ["+44 ", "{7}", "[999]", "+998 ", "8 ("]

  @Test func theInputMaskShortcutGivesTheGeneralReading() {
    var random = SplitMix(state: 47)
    var answered = 0
    var checked = 0
    let pieces = FormatShortcutDifferentialTests.inputMaskPieces + Self.extraPieces
    for _ in 0..<6_000 {
      let source = random.joined(pieces, count: 1...6)
      guard let mask = try? InputMask(source) else { continue }
      for _ in 0..<4 {
        let text = random.joined(Self.digitPieces, count: 1...5)
        let autocomplete = random.next() % 3 != 0
        checked += 1
        guard let fast = mask.wholeTextShortcut(text, autocomplete: autocomplete) else { continue }
        answered += 1
        let general = mask.formatReadingWhole(text, autocomplete: autocomplete)
        let context = "inputmask \(source): \(text.debugDescription), autocomplete \(autocomplete)"
        #expect(fast == general, "\(context)")
        #expect(fast.caret == general.caret, "\(context)")
        #expect(fast.known.textScalars == general.known.textScalars, "\(context)")
        #expect(fast.known.valueScalars == general.known.valueScalars, "\(context)")
      }
    }
    // The shortcut answers most of these texts, so the comparison means something.
    #expect(checked > 10_000)
    #expect(answered * 5 > checked, "answered \(answered) of \(checked)")
  }

  /// `format` takes the shortcut for the common line: a phone mask and ten digits.
  @Test func formatTakesTheShortcutForPlainDigits() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    #expect(mask.wholeTextShortcut("2065551234", autocomplete: true) != nil)
    #expect(mask.wholeTextShortcut("8005551234", autocomplete: true) != nil)
    // The code or its trunk prefix first: the paste also reads the text without them.
    #expect(mask.wholeTextShortcut("12065551234", autocomplete: true) == nil)
    #expect(mask.format("12065551234").value == "2065551234")
    #expect(
      try InputMask("+7 ([000]) [000]-[00]-[00]").wholeTextShortcut("89161234567", autocomplete: true) == nil)
  }
}
