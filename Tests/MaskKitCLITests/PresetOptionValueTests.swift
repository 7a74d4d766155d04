import ArgumentParser
import MaskKit
import Testing

@testable import MaskKitCLI

/// The values of preset options, on the command line, in `eval` and in a spec: card brand lists are read
/// as `eval` writes them, and numeric options say what is allowed.
@Suite(.quietOutput) struct PresetOptionValueTests {
  let evaluator = Evaluator(defaultDialect: nil)

  func answer(_ line: String) throws -> JSONValue {
    try JSONValue.parse(evaluator.evaluate(line: line))
  }

  /// The message and exit status `maskkit` would print for `arguments` that fail to parse.
  private func failure(_ arguments: [String]) -> (message: String, status: Int32) {
    do {
      try MaskKitCommand.checkHelpTopic(arguments)
      _ = try MaskKitCommand.parseAsRoot(arguments)
      return ("", 0)
    } catch {
      return (MaskKitCommand.fullMessage(for: error), MaskKitCommand.exitCode(for: error).rawValue)
    }
  }

  /// The `check` verdict of `text` under the command-line `options`.
  private func verdict(_ options: [String], _ text: String) throws -> CheckVerdict {
    let parsed = try PresetOptions.parse(options)
    let preset = try #require(try parsed.compile())
    return preset.verdict(text)
  }

  /// An empty brand list is refused when given, `other:elo` (as eval prints it) is a brand, and
  /// a spec file or eval case may list brands as a JSON array.
  @Test func cardBrandListsAreReadAsEvalWritesThem() throws {
    #expect(throws: (any Error).self) {
      try verdict(["--preset", "card", "--brands", ","], "4242424242424242")
    }
    let empty = try answer(#"{"preset":"card","brands":"","text":"4242424242424242"}"#)
    #expect(empty["error"]?["kind"] == "invalidPresetOption")
    #expect(empty["error"]?["message"]?.stringValue?.hasPrefix("the accepted brands name no brand") == true)
    #expect(try verdict(["--preset", "card", "--brands", "other:elo,visa"], "4242424242424242") == .complete)
    let array = try answer(#"{"preset":"card","brands":["visa","mastercard"],"text":"378282246310005"}"#)
    #expect(array["complete"] == false)
    #expect(array["problem"] == "American Express is not accepted; only Visa, Mastercard")
    let spec = try MaskSpec(json: #"{"preset":"card","brands":["visa"]}"#)
    #expect(spec.preset?["brands"] == ["visa"])
  }

  /// Numeric options say what is allowed; a negative value after `--maximum` is its value. A
  /// number is read as written, as `--spec` reads it (issue 33): a huge one is exact, never rounded.
  @Test func numericOptionsSayWhatIsAllowed() throws {
    let huge = try answer(#"{"preset":"amount","maximum":999999999999999999,"text":"1"}"#)
    #expect(huge["error"]?["kind"] == "invalidPresetOption")
    #expect(huge["error"]?["message"]?.stringValue?.contains("9007199254740992") == false)
    #expect(
      huge["error"]?["message"]
        == "the maximum '999999999999999999' has 18 digits before the '.'; an amount has at most 15")
    let tooLong = try answer(#"{"preset":"amount","maximum":"999999999999999999","text":"1"}"#)
    #expect(
      tooLong["error"]?["message"]
        == "the maximum '999999999999999999' has 18 digits before the '.'; an amount has at most 15")
    let fraction = try answer(#"{"preset":"amount","maximum":999.99,"text":"999.99"}"#)
    #expect(fraction["complete"] == true)
    let fine = failure(["check", "--preset", "amount", "--maximum", "0.001", "1"])
    #expect(
      fine.message.contains("the maximum '0.001' has 3 digits after the '.'; this amount has at most 2"))
    let negative = failure(["check", "--preset", "amount", "--maximum", "-5", "1"])
    #expect(negative.status == 64)
    #expect(negative.message.contains("the maximum '-5' has a sign"))
    #expect(!negative.message.contains("Missing value"))
    #expect(try verdict(["--preset", "amount", "--signed", "--minimum", "-50"], "-60") != .complete)
    let mark = failure(["format", "--preset", "time", "--separator", "\u{301}", "1230"])
    #expect(mark.message.contains("the separator U+0301 is a combining mark"))
    #expect(!mark.message.contains("opens a block"))
  }
}
