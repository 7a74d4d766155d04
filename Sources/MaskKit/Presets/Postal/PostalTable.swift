/// The postal-code formats of Google's address metadata, one record per region, parsed the first time
/// a ``PostalMask`` of the region is created.
///
/// The records (Generated/PostalMetadataRecords.swift, written by Scripts/generate-postal-metadata.py)
/// hold fields separated by `;`: the ISO region code, the English name, `the` when the name takes it in
/// a sentence, the placeholder (digits drawn
/// as `0`, letters as `A`, either as `X`), the character classes (hexadecimal bit sets over `0`–`9`
/// then `A`–`Z`), and the states of the region's automaton separated by spaces. A state is
/// `FLAGS LAYOUT|SEPARATOR|MOVES|TAIL`: two flags (`1` when the characters read so far are a whole
/// postal code, `1` when a separator was just read), one layout character per character read so far
/// (the separator shown before the next one, the last being the one shown after them: `.` none, `_` a
/// space, `-` a hyphen), the state a separator leads to (hexadecimal, empty when a separator cannot
/// stand here), the moves `CLASS:STATE` (hexadecimal), and the rest of the shortest code still possible,
/// drawn like the placeholder; last, the letters a code may be written after, comma-separated (`SE`,
/// `FL,LI`; empty for most regions).
enum PostalTable {
  /// The record index of each region code.
  static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (offset, record) in records.enumerated() {
      index[String(record.prefix { $0 != ";" })] = offset
    }
    return index
  }()

  /// The region codes that have postal codes, in alphabetical order.
  static var regions: [String] { records.map { String($0.prefix { $0 != ";" }) } }

  private static let store = PostalRegionStore(count: records.count)

  /// The postal-code format of `region` (an ISO code, any case), or nil when the metadata has none.
  /// Parsed on first use and kept: the store holds at most one entry per record.
  static func region(_ region: String) -> PostalRegion? {
    guard let index = index[region.uppercased()] else { return nil }
    return store.region(at: index) { PostalRegion(record: records[index]) }
  }
}

/// The parsed postal-code formats, one slot per record, shared by every mask of a region.
final class PostalRegionStore: Sendable {
  private let slots: Locked<[PostalRegion?]>

  init(count: Int) {
    slots = Locked(Array(repeating: nil, count: count))
  }

  /// The format in slot `index`, parsing it with `parse` the first time.
  func region(at index: Int, parse: () -> PostalRegion?) -> PostalRegion? {
    if let parsed = slots.withLock({ $0[index] }) { return parsed }
    let parsed = parse()
    slots.withLock { $0[index] = parsed }
    return parsed
  }
}
