import Testing

@testable import MaskKit

/// The generated postal table: every record parses into a consistent automaton, a malformed one is
/// refused rather than read.
@Suite struct PostalTableTests {
  @Test func everyRecordParses() {
    #expect(PostalTable.records.count == 181)
    for record in PostalTable.records {
      #expect(PostalRegion(record: record) != nil, "\(record.prefix(40))")
    }
    #expect(PostalTable.version == "3.1.1")
  }

  @Test(arguments: [
    "XX;Nowhere;;0;3ff;00||0:2|0 10.|||",
    "XX;Nowhere;;0;3ff;00||0:1|0 10|||",
    "XX;Nowhere;;0;3ff;00|1|0:1|0 10.|||",
    "XX;Nowhere;;0;3fg;00||0:1|0 10.|||",
    "XX;Nowhere;;0;3ff;00||1:1|0 10.|||",
    "XX;Nowhere;;0;3ff",
    "XX;Nowhere;;0;3ff;00||0:1|0 10.||",
  ])
  func malformedRecordsAreRefused(_ record: String) {
    #expect(PostalRegion(record: record) == nil)
  }

  @Test func aWellFormedRecordReads() throws {
    let region = try #require(PostalRegion(record: "XX;Nowhere;the;0;3ff;00||0:1|0 10.|||;"))
    #expect(region.nameInSentence == "the Nowhere")
    #expect(region.prefixes.isEmpty)
    let prefixed = try #require(PostalRegion(record: "XX;Nowhere;the;0;3ff;00||0:1|0 10.|||;NW,XX"))
    #expect(prefixed.prefixes == [Array("NW".utf8), Array("XX".utf8)])
    #expect(region.target(of: 7, from: 0) == 1)
    #expect(region.target(of: 12, from: 0) == nil)
    #expect(region.isAccepting(1) && !region.isAccepting(0))
  }
}
