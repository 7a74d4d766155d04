import MaskKit
import Testing

/// Every dialect's result reads `isComplete` and `reason` the same way, and every dialect has `cached`.
@Suite struct CompletenessReportingTests {
  /// The verdicts of any dialect, read through the shared protocol only.
  private func verdict(_ result: some CompletenessReporting) -> (Bool, String?) {
    (result.isComplete, result.reason?.description)
  }

  @Test func maskResultsGiveTheProblemOrWhatIsStillNeeded() throws {
    let phone = try InputMask("+1 ([000]) [000]-[0000]")
    #expect(verdict(phone.format("2065551234", autocomplete: false)) == (true, nil))
    #expect(verdict(phone.format("206", autocomplete: false)) == (false, "still needs ) 000-0000"))
    let problem = MaskResult(
      text: "5", caret: 1, value: "5", isComplete: true, tailPlaceholder: "", problem: .custom("under 10"))
    #expect(verdict(problem) == (false, "under 10"))
  }

  @Test func pictureResultsSayWhyTheyDoNotFit() throws {
    let mask = try PictureMask("###-###")
    #expect(verdict(mask.check("123-456")) == (true, nil))
    #expect(verdict(mask.check("12")) == (false, "more characters are needed"))
    let wrong = mask.check("12a")
    #expect(!wrong.isComplete)
    #expect(wrong.reason == wrong.problem)
    #expect(wrong.reason?.description == wrong.errorMessage)
    #expect(wrong.reason == .shouldBeDigit(character: 3, found: "a"))
  }

  @Test func formatStringOutcomesSayWhichLimitFailed() throws {
    let mask = try FormatStringMask("##-##", classes: .ascii)
    #expect(verdict(mask.outcome(of: "1234")) == (true, nil))
    #expect(verdict(mask.outcome(of: "12")) == (false, "not every slot has a character that fits"))
    #expect(verdict(mask.outcome(of: "12345")) == (false, "too long: 5 is left out"))
    #expect(mask.outcome(of: "1a").reason?.description == "not every slot has a character that fits")
    let full = FormatStringOutcome(text: "1a-34", isValid: false, isFull: true, overflow: "")
    #expect(verdict(full) == (false, "a character does not fit its slot"))
  }

  @Test func blockFieldsCountTheEmptySlots() throws {
    var field = BlockField(mask: try BlockMask("{dd}-{dd}"))
    #expect(verdict(field) == (false, "4 of 4 slots still empty"))
    field.setText("123")
    #expect(verdict(field) == (false, "1 of 4 slots still empty"))
    field.setText("1234")
    #expect(verdict(field) == (true, nil))
    #expect(verdict(BlockField(mask: nil)) == (false, "no mask is set"))
  }

  @Test(arguments: ["###-###", "*{*#,*?}", "{Yes,No}", "[", "&&-##"])
  func cachedPictureMasksAnswerLikeFreshOnes(source: String) throws {
    let fresh = try? PictureMask(source)
    let cached = try? PictureMask.cached(source)
    #expect((fresh == nil) == (cached == nil))
    guard let fresh, let cached else {
      #expect(throws: MaskSyntaxError.self) { try PictureMask.cached(source) }
      return
    }
    for text in ["", "1", "123-456", "Ye", "ab", "1a2b3c"] {
      #expect(cached.check(text, autofill: true) == fresh.check(text, autofill: true))
    }
    #expect(try PictureMask.cached(source).placeholder == fresh.placeholder)
  }

  @Test(arguments: ["##-##", "+# (###) ###-##-##", "", "\\"])
  func cachedFormatStringsAnswerLikeFreshOnes(source: String) {
    let fresh = try? FormatStringMask(source, classes: .ascii)
    let cached = try? FormatStringMask.cached(source, classes: .ascii)
    #expect((fresh == nil) == (cached == nil))
    guard let fresh, let cached else { return }
    for text in ["", "12", "1234", "12345678901", "ab"] {
      #expect(cached.outcome(of: text) == fresh.outcome(of: text))
    }
  }

  @Test(arguments: ["{dd}-{dd}", "+38 ({ddd}) {ddd}", "dd", "{{d}}"])
  func cachedBlockMasksAnswerLikeFreshOnes(source: String) throws {
    let fresh = try? BlockMask(source, template: "_")
    let cached = try? BlockMask.cached(source, template: "_")
    #expect((fresh == nil) == (cached == nil))
    guard let fresh, let cached else { return }
    for text in ["", "12", "1234", "12345678", "ab"] {
      #expect(cached.format(text, autocomplete: false) == fresh.format(text, autocomplete: false))
    }
    #expect(cached.templateText == fresh.templateText)
    #expect(try BlockMask.cached(source, template: "*").templateText != fresh.templateText)
  }
}
