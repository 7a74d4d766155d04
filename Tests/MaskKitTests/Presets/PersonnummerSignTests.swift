import MaskKit
import Testing

/// The sign of a Swedish personnummer (`-`, or `+` from the year the person turns 100) stands before its
/// last four digits. python-stdnum 2.2's `compact()` drops a `-` or `+` standing elsewhere only when the
/// sign itself is in its place, so a whole text with the sign elsewhere is refused, never read with a
/// `-` the person did not type; in an edit, the field's own sign keeps its place and its character.
@Suite struct PersonnummerSignTests {
  let mask: IdentifierMask

  init() throws { mask = try IdentifierMask(scheme: "se.personnummer") }

  /// As stdnum answers: `validate()` of each text (InvalidLength for the first three).
  @Test(arguments: [
    ("16033+06711", false, ""), ("1603-306711", false, ""), ("16-0330", false, ""),
    ("160330+6711", true, "160330+6711"), ("160330-6711", true, "160330-6711"),
    ("1603306711", true, "160330-6711"), ("160330--6711", true, "160330-6711"),
    ("16-0330-6711", true, "160330-6711"), ("160330-+6711", true, "160330+6711"),
  ])
  func wholeTextsAreReadAsStdnumReadsThem(_ text: String, _ valid: Bool, _ shown: String) {
    let formatted = mask.format(text)
    #expect(formatted.isComplete == valid, "\(text)")
    if valid {
      #expect(formatted.text == shown)
    } else {
      #expect(
        formatted.problem?.description.contains("not where the personnummer has one") == true,
        "\(text): \(String(describing: formatted.problem))")
    }
  }

  /// Deleting a digit before the sign pulls the digits after it across the sign, which keeps its place
  /// and its character (`+` stays `+`).
  @Test func anEditBeforeTheSignKeepsIt() {
    var field = MaskedText(mask: mask)
    field.paste("160330+6711")
    field.select(TextSelection(start: 3, end: 3))
    field.backspace()
    #expect(field.text == "163306+711")
    #expect(field.selection == TextSelection(start: 2, end: 2))
  }

  /// Typing a digit before the sign and deleting it gives back the text as it was: the sign stays after
  /// the sixth digit (it does not move on to the twelve-digit layout).
  @Test func typingAndDeletingADigitGivesTheTextBack() {
    var field = MaskedText(mask: mask)
    field.paste("160330-67")
    field.select(TextSelection(start: 3, end: 3))
    field.type("9")
    #expect(field.text == "160933-067")
    field.backspace()
    #expect(field.text == "160330-67")
    #expect(field.selection == TextSelection(start: 3, end: 3))
  }
}
