import Testing

@testable import MaskKit

/// The generated tables of ``PhoneMetadataTable`` against each other.
@Suite struct PhoneMetadataTableTests {
  /// The heads start-up reads (`recordHeads`) are the first fields of the records themselves: region,
  /// calling code, main region of the code, and the national prefix when it is one byte.
  @Test func theHeadsAreTheRecordsFirstFields() {
    let heads = PhoneMetadataTable.heads
    #expect(heads.count == PhoneMetadataTable.records.count)
    #expect(heads.count > 240)
    for (head, record) in zip(heads, PhoneMetadataTable.records) {
      let fields = record.split(separator: ";", maxSplits: 6, omittingEmptySubsequences: false).map(
        String.init)
      let prefix = Array(fields[5].utf8)
      #expect(head.region == fields[0], "\(fields[0])")
      #expect(head.callingCode == Int(fields[1]), "\(fields[0])")
      #expect(head.isMain == (fields[2] == "1"), "\(fields[0])")
      #expect(head.trunk == (prefix.count == 1 ? prefix[0] : 0), "\(fields[0])")
    }
  }
}
