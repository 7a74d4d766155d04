import ArgumentParser
import Testing

@testable import MaskKitCLI

/// `maskkit bench`: its options and its answer to a malformed mask.
@Suite(.quietOutput) struct BenchCommandTests {
  @Test func parsesTheOperationAndItsSettings() throws {
    let command = try BenchCommand.parse([
      "--op", "keystroke", "--format", "[0…]", "--text", "12", "--repeat", "3", "--caret", "2",
      "--iterations", "5", "--warmup", "0", "--json",
    ])
    #expect(command.op == .keystroke)
    #expect(command.iterations == 5)
    #expect(command.repeat == 3)
    #expect(command.caret == 2)
    #expect(command.json)
  }

  @Test(arguments: [
    ["--iterations", "0"], ["--repeat", "0"], ["--warmup", "-1"], ["--type", "ab"],
    ["--text", "12", "--repeat", "4611686018427387904"], ["--text", "", "--repeat", "4611686018427387904"],
    ["--repeat", "100000001"], ["--text", "0123456789", "--repeat", "10000001"],
  ])
  func rejectsSettingsThatCannotRun(_ arguments: [String]) {
    #expect(throws: (any Error).self) { try BenchCommand.parse(["--format", "[0]"] + arguments) }
  }

  @Test func applyRunsTheMaskAndFormatRunsTheCommandsPath() throws {
    let arguments = ["--format", "[000]-[00]", "--text", "١٢٣٤٥"]
    let apply = try BenchCommand.parse(["--op", "apply"] + arguments)
    let format = try BenchCommand.parse(["--op", "format"] + arguments)
    #expect(try apply.makeBody("١٢٣٤٥")() == "١٢٣-٤٥")
    #expect(try format.makeBody("١٢٣٤٥")() == "123-45")
  }

  @Test func coldRunsOnceOrNotAtAll() throws {
    #expect(throws: (any Error).self) {
      try BenchCommand.parse(["--op", "cold", "--format", "[0]", "--iterations", "-1"])
    }
    let idle = try BenchCommand.parse(["--op", "cold", "--format", "[0", "--iterations", "0"])
    try idle.run()
    let cold = try BenchCommand.parse([
      "--op", "cold", "--preset", "phone", "--region", "US", "--text", "2015550123",
    ])
    #expect(try cold.makeBody("2015550123")() == "+1 201-555-0123")
  }

  @Test(arguments: [
    ["--preset", "phone", "--region", "US", "--text", "206555123", "--caret", "99", "--type", "4"],
    ["--format", "[0…]", "--text", "0123456789", "--repeat", "3"],
    ["--format", "+1 ([000]) [000]-[0000]", "--text", "2065551234", "--type", "x"],
  ])
  func aFieldKeystrokeTypesWhatAKeystrokeTypes(_ arguments: [String]) throws {
    let keystroke = try BenchCommand.parse(["--op", "keystroke"] + arguments)
    let field = try BenchCommand.parse(["--op", "field-keystroke"] + arguments)
    let input = String(repeating: keystroke.text, count: keystroke.repeat)
    #expect(try field.makeBody(input)() == keystroke.makeBody(input)())
  }

  @Test(arguments: BenchOperation.allCases)
  func aMalformedMaskExitsWithStatusTwo(_ operation: BenchOperation) throws {
    let command = try BenchCommand.parse(["--op", operation.rawValue, "--format", "[0", "--iterations", "1"])
    #expect(throws: ExitCode(2)) { try command.run() }
  }
}
