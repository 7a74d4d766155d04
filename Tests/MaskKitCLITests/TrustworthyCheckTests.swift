import Testing

@testable import MaskKitCLI

/// Issue 17, classes 10 and 11: the command line reads digits like the editing model, and `check` calls
/// a text complete only when the value shown is the value given.
@Suite(.quietOutput) struct TrustworthyCheckTests {
  func run(_ arguments: [String]) throws -> String {
    var command = try MaskKitCommand.parseAsRoot(arguments)
    var output = ""
    do { try command.run() } catch { output = "failed" }
    return output
  }

  @Test(arguments: [
    ["--preset", "amount", "--maximum", "1000", "1000.01"], ["--preset", "amount", "1234567.891"],
    ["--preset", "amount", "--fraction-digits", "0", "1234567.891"], ["--preset", "amount", "--", "-5"],
    ["--preset", "amount", "12abc"], ["--preset", "card", "abc4111111111111111"],
    ["--preset", "date", "32/01/2023"],
  ])
  func checkRefusesAChangedValue(_ arguments: [String]) throws {
    #expect(try run(["check"] + arguments) == "failed")
  }

  @Test func formatAndExtractReadDigitsOfEveryScriptAsASCII() throws {
    let compiled = try MaskOptions.parse([]).compile("+1 ([000]) [000]-[0000]")
    #expect(compiled.format("٢٠٦٥٥٥4919").text == "+1 (206) 555-4919")
    #expect(compiled.format("２０６５５５４９１９").value == "2065554919")
  }

  @Test func checkAcceptsTheSameValueInItsLayout() throws {
    #expect(try run(["check", "--preset", "amount", "1,234.56"]) == "")
  }
}
