import Testing

@testable import MaskKitCLI

/// `StandardOutput`: a failed write is reported when the output is flushed, and again on the next flush.
@Suite(.quietOutput) struct StandardOutputTests {
  @Test func aFailedWriteIsReportedByFlush() {
    var output = StandardOutput(descriptor: -1)
    output.writeLine("2065551234")
    #expect(throws: WriteFailure.self) { try output.flush() }
    output.writeLine("more")
    #expect(throws: WriteFailure.self) { try output.flush() }
    #expect(StandardOutput.send([0x0A], to: -1)?.description.hasPrefix("cannot write") == true)
  }
}
