import ArgumentParser
import MaskKit
import Testing

@testable import MaskKitCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Mask descriptions on the command line (`--spec FILE`) and in `eval` cases (`"spec": {…}`).
@Suite(.quietOutput) struct MaskSpecCLITests {
  /// Writes `text` to a new temporary file and returns its path.
  private func temporaryFile(_ text: String) throws -> String {
    try temporaryFile(bytes: Array(text.utf8))
  }

  /// Writes `bytes` to a new temporary file and returns its path.
  private func temporaryFile(bytes: [UInt8]) throws -> String {
    var template = Array("/tmp/maskkit-spec-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    try #require(descriptor >= 0)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  @Test func specGivesTheMaskAndEveryPositionalIsAText() throws {
    let path = try temporaryFile(#"{"preset": "phone", "region": "US"}"#)
    let command = try FormatCommand.parse(["--spec", path, "2065551234", "x"])
    #expect(command.options.texts(command.mask, command.texts) == ["2065551234", "x"])
    let compiled = try command.options.compile(command.options.maskArgument(command.mask))
    #expect(compiled.format("2065551234").text == "+1 206-555-1234")
    #expect(compiled.facts("2065551234")["country"] == "US")
    let check = try CheckCommand.parse(["--spec", path, "206"])
    #expect(check.options.textToCheck(check.mask, check.text) == "206")
  }

  @Test func aDialectSpecIsJudgedLikeItsDialect() throws {
    let path = try temporaryFile(#"{"dialect": "picture", "mask": "{Yes,No}"}"#)
    let compiled = try #require(try MaskOptions.parse(["--spec", path]).compileSpec())
    #expect(compiled.verdict("Ye") == .complete)
    #expect(compiled.verdict("x") != .complete)
  }

  @Test func unreadableOrMalformedSpecsExitWithStatusTwo() throws {
    for json in [
      #"{"format": "[0"}"#, #"{"format": "[0]", "rtl": "yes"}"#, "{", #"{"preset": "date", "order": "X"}"#,
    ] {
      let path = try temporaryFile(json)
      let command = try FormatCommand.parse(["--spec", path, "1"])
      #expect(throws: (any Error).self, "\(json)") { try command.run() }
    }
    let missing = try FormatCommand.parse(["--spec", "/nonexistent/spec.json", "1"])
    let said = standardError { try missing.run() }
    #expect(said.error as? ExitCode == ExitCode(2))
    #expect(said.text == "maskkit: cannot open /nonexistent/spec.json: No such file or directory\n")
  }

  @Test func aSpecThatIsNotUTF8IsReportedNotReadWithReplacementCharacters() throws {
    let path = try temporaryFile(
      bytes: Array(#"{"format": "[0]", "x": ""#.utf8) + [0xFF] + Array(#""}"#.utf8))
    defer { unlink(path) }
    #expect(throws: TextFileError.self) { try readTextFile(path) }
    let command = try FormatCommand.parse(["--spec", path, "1"])
    #expect(throws: ExitCode(2)) { try command.run() }
  }

  @Test func specReplacesTheOtherMaskOptions() throws {
    let path = try temporaryFile(#"{"format": "[0]"}"#)
    for extra in [["--preset", "card"], ["--rtl"], ["--affine", "[00]"], ["--strategy", "prefix"]] {
      #expect(throws: (any Error).self) { try MaskOptions.parse(["--spec", path] + extra) }
    }
  }

  @Test func evalReadsASpecInPlaceOfTheMaskFields() throws {
    let evaluator = Evaluator(defaultDialect: nil)
    let answer = { (line: String) in try JSONValue.parse(evaluator.evaluate(line: line)) }
    let inputmask = try answer(#"{"spec": {"format": "+1 ([000]) [000]-[0000]"}, "text": "2065551234"}"#)
    #expect(inputmask["formattedText"] == "+1 (206) 555-1234")
    let picture = try answer(####"{"spec": {"dialect": "picture", "format": "###"}, "text": "12"}"####)
    #expect(picture["status"] == "okSoFar")
    let preset = try answer(#"{"spec": {"preset": "phone", "region": "US"}, "text": "2065551234"}"#)
    #expect(preset["country"] == "US")
    let unknown = try answer(#"{"spec": {"format": "[0]", "bad": 1}, "text": "1"}"#)
    #expect(unknown["error"]?["kind"] == "unknownField")
    #expect(unknown["error"]?["position"] == nil)
    let conflict = try answer(#"{"spec": {"format": "[0]"}, "format": "[00]", "text": "1"}"#)
    #expect(conflict["error"]?["kind"] == "badCase")
    #expect(try answer(#"{"spec": 5, "text": "1"}"#)["error"]?["kind"] == "badCase")
  }

  /// A spec file may start with a byte-order mark.
  @Test func aSpecFileWithAByteOrderMarkIsRead() throws {
    let path = "/tmp/maskkit-bom-\(getpid()).json"
    let file = try #require(fopen(path, "wb"))
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"preset":"card"}"#.utf8)
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    let compiled = try #require(try MaskOptions.parse(["--spec", path]).compileSpec())
    #expect(compiled.verdict("4242424242424242") == .complete)
    let error = #expect(throws: MaskSpecError.self) { try MaskSpec(json: "\u{FEFF}{\"preset\":1}") }
    #expect(error?.position == 11)
  }
}
