/// libphonenumber's numbering metadata for every region, parsed one region at a time on first use.
///
/// The records (Generated/PhoneMetadataRecords.swift, written by Scripts/generate-phone-metadata.py) hold
/// one region each: fields separated by `;`, list items by `!`, the parts of an item by a backquote and
/// the leading-digit patterns of a format by `@`. Fields: region, calling code, main region of the code
/// (`1`), international prefix, preferred international prefix, national prefix, preferred extension
/// prefix, national prefix for parsing, its transform rule, leading digits, same mobile and fixed-line
/// pattern (`1`), English name, eleven descriptions (general, fixed line, mobile, toll free, premium
/// rate, shared cost, personal number, VoIP, pager, UAN, voicemail; each pattern, lengths, local-only
/// lengths and example), the formats, and the international formats. Parsed regions stay cached: the
/// cache holds at most one entry per record.
enum PhoneMetadataTable {
  /// The record index of each region code (non-geographic entries are found by calling code only).
  static let regionIndex: [String: Int] = {
    var index: [String: Int] = [:]
    for (offset, record) in records.enumerated() {
      let region = String(record.prefix { $0 != ";" })
      if region != "001", index[region] == nil { index[region] = offset }
    }
    return index
  }()

  /// The record indices of each calling code (indexed by the code, below 1000), the main region first.
  static let callingCodeIndex: [[Int]] = {
    var index = [[Int]](repeating: [], count: 1000)
    for (offset, record) in records.enumerated() {
      let fields = record.split(separator: ";", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count > 2, let code = Int(fields[1]), index.indices.contains(code) else { continue }
      if fields[2] == "1" {
        index[code].insert(offset, at: 0)
      } else {
        index[code].append(offset)
      }
    }
    return index
  }()

  /// The record indices of `code`, the main region first; empty for an unassigned code.
  private static func indices(callingCode code: Int) -> [Int] {
    callingCodeIndex.indices.contains(code) ? callingCodeIndex[code] : []
  }

  private static let store = PhoneTerritoryStore(count: records.count)

  /// The territory of record `index`.
  static func territory(at index: Int) -> PhoneTerritory {
    store.territory(at: index) { PhoneTerritoryRecord.parse(records[index], index: index) }
  }

  /// The territory of `region` (upper-case ISO code), if the metadata has it.
  static func territory(region: String) -> PhoneTerritory? {
    regionIndex[region].map(territory(at:))
  }

  /// The territories sharing `callingCode`, the main one first.
  static func territories(callingCode: Int) -> [PhoneTerritory] {
    let indices = indices(callingCode: callingCode)
    guard let main = indices.first else { return [] }
    if indices.count == 1 { return [territory(at: main)] }
    return store.group(at: main) { indices.map(territory(at:)) }
  }

  /// The territory that formats and parses numbers of `callingCode`.
  static func mainTerritory(callingCode: Int) -> PhoneTerritory? {
    indices(callingCode: callingCode).first.map(territory(at:))
  }

  /// Whether `code` is an assigned calling code.
  static func isCallingCode(_ code: Int) -> Bool { !indices(callingCode: code).isEmpty }
}

/// The parsed territories and the groups sharing a calling code, filled on first use under a lock; one
/// slot of each per record, so it stays bounded.
final class PhoneTerritoryStore: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var slots: [PhoneTerritory?]
  nonisolated(unsafe) private var groups: [[PhoneTerritory]?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
    groups = Array(repeating: nil, count: count)
  }

  /// The territories sharing the calling code of the main region in slot `index`.
  func group(at index: Int, collect: () -> [PhoneTerritory]) -> [PhoneTerritory] {
    if let collected = lock.withLock({ groups[index] }) { return collected }
    let collected = collect()
    lock.withLock { groups[index] = collected }
    return collected
  }

  /// The territory in slot `index`, parsing it with `parse` the first time.
  func territory(at index: Int, parse: () -> PhoneTerritory) -> PhoneTerritory {
    if let parsed = lock.withLock({ slots[index] }) { return parsed }
    let parsed = parse()
    lock.withLock { slots[index] = parsed }
    return parsed
  }
}
