import Testing

@testable import MaskKit

/// The two counts packed in one word read back as stored, each independently of the other.
@Suite struct KnownScalarCountsTests {
  @Test(arguments: [nil, 0, 1, 20_000, 0xFFFF_FFFE, 0xFFFF_FFFF, 1 << 40, -1] as [Int?])
  func countsReadBackAsStored(_ count: Int?) {
    let fits = count.map { $0 >= 0 && $0 < 0xFFFF_FFFF } ?? false
    var known = KnownScalarCounts(textScalars: 7, valueScalars: 9)
    known.textScalars = count
    #expect(known.textScalars == (fits ? count : nil))
    #expect(known.valueScalars == 9)
    known.valueScalars = count
    #expect(known.valueScalars == (fits ? count : nil))
    #expect(known.textScalars == (fits ? count : nil))
    known.textScalars = 3
    #expect(known.textScalars == 3)
    #expect(known.valueScalars == (fits ? count : nil))
    #expect(KnownScalarCounts().textScalars == nil && KnownScalarCounts().valueScalars == nil)
  }
}
