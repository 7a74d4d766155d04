import MaskKit
import Testing

@testable import MaskKitCLI

/// The `ipv4` preset on the command line: what `check` says of an address.
@Suite(.quietOutput) struct IPv4PresetCLITests {
  private func verdict(_ text: String) throws -> CheckVerdict {
    let compiled = try #require(try PresetOptions.parse(["--preset", "ipv4"]).compile())
    return compiled.verdict(text)
  }

  @Test func anAddressIsCompleteAndAnOctetOver255IsInvalid() throws {
    #expect(try verdict("192.168.1.1") == .complete)
    #expect(try verdict("256.1.1.1") == .invalid("ipv4: octet 256 is over 255"))
    #expect(try verdict("1.2.3.4.5") != .complete)
  }
}
