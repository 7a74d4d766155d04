import MaskKit
import Testing

/// `MaskResult`'s rules hold whatever is set, in any order, and printing a result shows only what a
/// caller can read.
@Suite struct MaskResultTests {
  private func filled() -> MaskResult {
    MaskResult(text: "12-34", caret: 5, value: "1234", isComplete: true, tailPlaceholder: "")
  }

  @Test func aResultWithAProblemIsNeverComplete() {
    let created = MaskResult(
      text: "12-34", caret: 5, value: "1234", isComplete: true, tailPlaceholder: "",
      problem: .custom("too high"))
    #expect(!created.isComplete)
    var result = filled()
    #expect(result.isComplete)
    result.problem = .amount(.underMinimum("10.00"))
    #expect(!result.isComplete)
    result.isComplete = true
    #expect(!result.isComplete)
    result.problem = nil
    #expect(!result.isComplete)
    result.isComplete = true
    #expect(result.isComplete)
  }

  @Test func aRefusalIsTheProblem() {
    var result = filled()
    result.refusal = .notPartOfValue("x")
    #expect(result.problem == .notPartOfValue("x") && !result.isComplete)
    result.problem = .custom("another reason")
    #expect(result.refusal == .custom("another reason"))
    result.problem = nil
    #expect(result.refusal == nil)
    let refused = filled().refused(.doesNotFitMask("x"))
    #expect(refused.refusal == .doesNotFitMask("x") && refused.problem == refused.refusal)
    #expect(!refused.isComplete)
  }

  @Test func everyMasksResultsKeepTheRules() throws {
    let masks: [any Mask] = [
      try InputMask("[00]-[00]"), try DateMask(), try AmountMask(maximum: 1_000), IBANMask(),
      try IdentifierMask(scheme: "br.cpf"), CardNumberMask(), try PostalMask(region: "CA"),
    ]
    for mask in masks {
      for text in ["", "12", "1234", "32/13/2024", "99999", "GB82WEST12345698765432", "12345678900", "x"] {
        let result = mask.format(text)
        #expect(!(result.isComplete && result.problem != nil), "\(text)")
        #expect(result.refusal == nil || result.refusal == result.problem, "\(text)")
      }
    }
  }

  @Test func printingShowsThePublicPropertiesOnly() {
    let result = filled()
    let printed = String(describing: result)
    #expect(
      printed
        == #"MaskResult(text: "12-34", caret: 5, value: "1234", isComplete: true, tailPlaceholder: "", problem: nil, refusal: nil)"#
    )
    #expect(!printed.contains("known"))
    var dumped = ""
    dump(result, to: &dumped)
    #expect(!dumped.contains("known") && dumped.contains("value: \"1234\""))
    #expect(String(reflecting: result) == "MaskKit." + printed)
  }
}
