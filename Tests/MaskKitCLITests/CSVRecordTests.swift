import MaskKit
import Testing

@testable import MaskKitCLI

/// `CSVRecordSplitter` and `CSVColumnRewriter`: a lone CR ends a record as it ends a line everywhere
/// else, and records never depend on how the input is cut into chunks.
@Suite(.quietOutput) struct CSVRecordTests {
  /// A lone CR ends a CSV record, as it ends a line everywhere else, in any chunking.
  @Test func aLoneCREndsACSVRecord() throws {
    let phone = try #require(try PresetOptions.parse(["--preset", "phone", "--region", "US"]).compile())
    let csv = "name,phone\rAnn,2065551234\r\nBob,\"206\r555\"\rCy,2065550000\r"
    for chunk in 1...9 {
      var rewriter = CSVColumnRewriter(column: "phone") { cell in
        phone.verdict(cell) == .complete ? phone.format(cell).text : nil
      }
      var splitter = CSVRecordSplitter()
      var output: [UInt8] = []
      let bytes = Array(csv.utf8)
      for start in stride(from: 0, to: bytes.count, by: chunk) {
        for record in splitter.feed(bytes[start..<min(start + chunk, bytes.count)]) {
          output += try rewriter.rewrite(record)
        }
      }
      if let last = splitter.finish() { output += try rewriter.rewrite(last) }
      #expect(
        String(decoding: output, as: UTF8.self)
          == "name,phone\rAnn,+1 206-555-1234\r\nBob,\"206\r555\"\rCy,+1 206-555-0000\r")
    }
  }

  /// As a law: on random bytes of CSV punctuation, however the input is cut into chunks, the
  /// records are the same and together they are the input, byte for byte.
  @Test func csvRecordsDoNotDependOnChunkingAndKeepEveryByte() {
    var state: UInt64 = 0x2028
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet: [UInt8] = Array("a,\"\r\n".utf8)
    for _ in 0..<300 {
      let bytes = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
      var reference: [[UInt8]]?
      for chunk in 1...5 {
        var splitter = CSVRecordSplitter()
        var records: [[UInt8]] = []
        for start in stride(from: 0, to: bytes.count, by: chunk) {
          records += splitter.feed(bytes[start..<min(start + chunk, bytes.count)])
        }
        if let last = splitter.finish() { records.append(last) }
        #expect(records.flatMap { $0 } == bytes)
        if let reference { #expect(records == reference) } else { reference = records }
      }
    }
  }
}
