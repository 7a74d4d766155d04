import ArgumentParser
import Foundation
import MaskKit
import MaskKitUI
import Testing

@testable import MaskKitCLI

/// `maskkit check --language` words the reasons through `MaskProblem.localizedDescription`; the verdict
/// itself and `--json`'s `reason` stay what `check` prints without it.
@Suite(.quietOutput) struct CheckLanguageTests {
  static func compiled(_ arguments: [String]) throws -> CompiledMask {
    let command = try #require(try MaskKitCommand.parseAsRoot(["check"] + arguments) as? CheckCommand)
    return try command.options.compile(command.options.maskArgument(command.mask))
  }

  @Test func theReasonIsWordedInTheLanguage() throws {
    let compiled = try Self.compiled(["--preset", "identifier", "--scheme", "br.cpf", "--language", "de"])
    let verdict = compiled.verdict("111.444.777-09")
    #expect(
      verdict.line(in: Locale(identifier: "de")) == "invalid: identifier: die Prüfziffern müssen 35 sein")
    #expect(verdict.line == "invalid: identifier: check digits should be 35")
    let report = compiled.report(
      "111.444.777-09", compiled.read("111.444.777-09"), language: Locale(identifier: "ja"))
    guard case .object(let object) = report else { Issue.record("not an object"); return }
    #expect(object["reason"] == .string("identifier: check digits should be 35"))
    #expect(object["reasonCode"] == .string("checkDigits"))
    let japanese = MaskProblem.identifier(.checkDigits("35")).localizedDescription(
      locale: Locale(identifier: "ja"))
    #expect(object["localizedReason"] == .string("identifier: " + japanese))
  }

  @Test func aLanguageWithoutATableIsAUsageError() {
    #expect(throws: (any Error).self) {
      try MaskKitCommand.parseAsRoot(["check", "--language", "tlh", "[00]", "1"])
    }
    #expect(throws: Never.self) {
      try MaskKitCommand.parseAsRoot(["check", "--language", "sv", "[00]", "1"])
    }
    #expect(throws: Never.self) {
      try MaskKitCommand.parseAsRoot(["check", "--language", "en-GB", "[00]", "1"])
    }
  }
}
