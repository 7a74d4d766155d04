import MaskKit
import Testing

/// Edits as a text field makes them: autofill when appending, enforce mode, clamping.
@Suite struct PictureEditTests {
  let phone: PictureMask

  init() throws {
    phone = try PictureMask("(###) ###-####")
  }

  @Test func appendingAutofillsAndCountsTheLiterals() {
    let result = phone.check("(123) 45", replacing: 8..<8, with: "6", autofill: true)
    #expect(result.output == "(123) 456-")
    #expect(result.autoFillOffset == 1)
  }

  @Test func insertingInTheMiddleDoesNotAutofill() {
    let result = phone.check("(12", replacing: 1..<1, with: "9", autofill: true)
    #expect(result.output == "(912")
    #expect(result.autoFillOffset == 0)
  }

  @Test func rangesOutsideTheTextAreClamped() {
    let result = phone.check("(12", replacing: 40..<90, with: "3", autofill: true)
    #expect(result.output == "(123) ")
    let negative = phone.check("(12", replacing: -5..<(-1), with: "", autofill: true)
    #expect(negative.output == "(12")
  }

  @Test func enforceRefusesEditsThatDoNotFit() {
    let refused = phone.edit("(12", replacing: 3..<3, with: "x", autofill: true, enforce: true)
    #expect(!refused.accepted)
    #expect(refused.text == "(12")
    #expect(refused.caret == 3)
    let taken = phone.edit("(12", replacing: 3..<3, with: "x", autofill: true, enforce: false)
    #expect(taken.accepted)
    #expect(taken.text == "(12x")
    #expect(taken.status == .notOk)
  }

  @Test func acceptedEditMovesTheCaretPastTheAutofill() {
    let edit = phone.edit("(12", replacing: 3..<3, with: "3", autofill: true)
    #expect(edit.text == "(123) ")
    #expect(edit.caret == 6)
    #expect(edit.status == .okSoFar)
  }
}
