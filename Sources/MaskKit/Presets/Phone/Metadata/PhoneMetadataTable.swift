/// libphonenumber's numbering metadata for every region, parsed one region at a time on first use.
///
/// The records (Generated/PhoneMetadataRecords.swift, written by Scripts/generate-phone-metadata.py) hold
/// one region each: fields separated by `;`, list items by `!`, the parts of an item by a backquote and
/// the leading-digit patterns of a format by `@`. Fields: region, calling code, main region of the code
/// (`1`), international prefix, preferred international prefix, national prefix, preferred extension
/// prefix, national prefix for parsing, its transform rule, leading digits, same mobile and fixed-line
/// pattern (`1`), English name, eleven descriptions (general, fixed line, mobile, toll free, premium
/// rate, shared cost, personal number, VoIP, pager, UAN, voicemail; each pattern, lengths, local-only
/// lengths and example), the formats, the international formats, and the numbers of the automata of the
/// record's patterns in ``automata`` (in the order ``PhoneTerritoryRecord`` reads the patterns). Parsed
/// regions stay cached: the cache holds at most one entry per record. Only the regions a number is
/// tried against are parsed.
enum PhoneMetadataTable {
  /// The field of a record that lists its patterns' automata.
  static let automataField = 25

  /// The record index of each region code (non-geographic entries are found by calling code only).
  static let regionIndex: [String: Int] = {
    var index: [String: Int] = [:]
    index.reserveCapacity(records.count)
    for (offset, head) in heads.enumerated() where head.region != "001" && index[head.region] == nil {
      index[head.region] = offset
    }
    return index
  }()

  /// The record indices of each calling code (indexed by the code, below 1000), the main region first.
  static let callingCodeIndex: [[Int]] = {
    var index = [[Int]](repeating: [], count: 1000)
    for (offset, head) in heads.enumerated() where index.indices.contains(head.callingCode) {
      if head.isMain {
        index[head.callingCode].insert(offset, at: 0)
      } else {
        index[head.callingCode].append(offset)
      }
    }
    return index
  }()

  /// The first fields of every record (region, calling code, main region of the code) and its national
  /// prefix when it is one digit (its ASCII byte, else 0), read from ``recordHeads`` (generated beside
  /// the records from the same metadata; `PhoneMetadataTableTests` holds them to the records), so start-up
  /// does not touch every record's bytes. Read once: the region index, the calling-code index and the
  /// trunk prefixes all come from it.
  static let heads: [(region: String, callingCode: Int, isMain: Bool, trunk: UInt8)] = {
    let bytes = ReadBuffer(utf8Of: recordHeads)
    var heads: [(region: String, callingCode: Int, isMain: Bool, trunk: UInt8)] = []
    var region = ""
    var code = 0
    var field = 0
    var isMain = false
    var prefix: [UInt8] = []
    for offset in 0...bytes.count {
      let byte = offset < bytes.count ? bytes[offset] : UInt8(ascii: "|")
      if byte == UInt8(ascii: "|") {
        heads.append((region, code, isMain, prefix.count == 1 ? prefix[0] : 0))
        region = ""
        code = 0
        field = 0
        isMain = false
        prefix = []
      } else if byte == UInt8(ascii: ";") {
        field += 1
      } else if field == 0 {
        region.unicodeScalars.append(Unicode.Scalar(byte))
      } else if field == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        code = code * 10 + Int(byte - UInt8(ascii: "0"))
      } else if field == 2 {
        isMain = byte == UInt8(ascii: "1")
      } else if field == 3 {
        prefix.append(byte)
      }
    }
    return heads
  }()

  /// The record indices of `code`, the main region first; empty for an unassigned code.
  fileprivate static func indices(callingCode code: Int) -> [Int] {
    callingCodeIndex.indices.contains(code) ? callingCodeIndex[code] : []
  }

  private static let store = PhoneTerritoryStore(count: records.count)

  /// The territory of record `index`.
  static func territory(at index: Int) -> PhoneTerritory {
    store.territory(at: index) { PhoneTerritoryRecord.parse(records[index], index: index) }
  }

  /// The territory of record `index`: `known` when it is that record's, which takes no lock (the
  /// territory a field or a number already holds; ``PhoneTerritoryStore`` gives the same object).
  static func territory(at index: Int, known: PhoneTerritory?) -> PhoneTerritory {
    if let known, known.recordIndex == index { return known }
    return territory(at: index)
  }

  /// The territory of `region` (upper-case ISO code), if the metadata has it.
  static func territory(region: String) -> PhoneTerritory? {
    regionIndex[region].map(territory(at:))
  }

  /// The region a national number of `callingCode` belongs to among those sharing the code
  /// (libphonenumber's rule: a region's leading digits, else the first whose patterns give the number a
  /// type), else nil. Regions are parsed only when their patterns are tried.
  /// `known` is a territory already at hand (the field's home region), used for its own record without
  /// a lookup.
  static func territory(of number: ArraySlice<UInt8>, callingCode: Int, known: PhoneTerritory? = nil)
    -> PhoneTerritory?
  {
    territoryAndType(of: number, callingCode: callingCode, known: known).territory
  }

  /// ``territory(of:callingCode:known:)`` and the number's type there (nil when it is not a valid number
  /// of that region), deciding the type once: a region tried by its patterns was chosen for its type.
  static func territoryAndType(of number: ArraySlice<UInt8>, callingCode: Int, known: PhoneTerritory?) -> (
    territory: PhoneTerritory?, type: PhoneNumberType?
  ) {
    let indices = indices(callingCode: callingCode)
    if indices.count == 1 {
      let territory = territory(at: indices[0], known: known)
      return (territory, PhoneNumberType.of(number, in: territory))
    }
    for index in indices {
      let leading =
        if let known, known.recordIndex == index { known.leadingDigits } else { leadingDigits(at: index) }
      if let leading {
        if leading.matchesPrefix(number) {
          let territory = territory(at: index, known: known)
          return (territory, PhoneNumberType.of(number, in: territory))
        }
      } else {
        let territory = territory(at: index, known: known)
        if let type = PhoneNumberType.of(number, in: territory) { return (territory, type) }
      }
    }
    return (nil, nil)
  }

  /// The leading-digits pattern of record `index` (regions sharing a calling code), read without
  /// parsing the rest of the record.
  static func leadingDigits(at index: Int) -> DigitPattern? {
    store.leadingDigits(at: index) {
      let record = records[index]
      let fields = record.split(separator: ";", maxSplits: 10, omittingEmptySubsequences: false)
      guard fields.count > 10, !fields[9].isEmpty, let last = record.utf8.lastIndex(of: UInt8(ascii: ";"))
      else { return nil }
      let patterns = PhonePatternCursor(automata: String(record[record.utf8.index(after: last)...]))
      if !fields[3].isEmpty { patterns.skip() }
      if !fields[7].isEmpty { patterns.skip() }
      return patterns.nextMatchingOnly(String(fields[9]))
    }
  }

  /// The territory that formats and parses numbers of `callingCode`.
  static func mainTerritory(callingCode: Int) -> PhoneTerritory? {
    indices(callingCode: callingCode).first.map(territory(at:))
  }

  /// ``mainTerritory(callingCode:)``, answered by `known` without a lookup when it is that territory.
  static func mainTerritory(callingCode: Int, known: PhoneTerritory?) -> PhoneTerritory? {
    if let known, known.callingCode == callingCode, known.isMainForCallingCode { return known }
    return mainTerritory(callingCode: callingCode)
  }

  /// Whether `code` is an assigned calling code.
  static func isCallingCode(_ code: Int) -> Bool { !indices(callingCode: code).isEmpty }
}

/// The parsed territories and the leading-digits patterns of records, filled on first use under a
/// lock; one slot of each per record, so it stays bounded.
final class PhoneTerritoryStore: Sendable {
  private let slots: Locked<[PhoneTerritory?]>
  private let leadingSlots: Locked<[DigitPattern??]>

  init(count: Int) {
    slots = Locked(Array(repeating: nil, count: count))
    leadingSlots = Locked(Array(repeating: nil, count: count))
  }

  /// The leading-digits pattern in slot `index` (nil: the record has none), read with `read` the
  /// first time.
  func leadingDigits(at index: Int, read: () -> DigitPattern?) -> DigitPattern? {
    if let known = leadingSlots.withLock({ $0[index] }) { return known }
    let pattern = read()
    leadingSlots.withLock { $0[index] = .some(pattern) }
    return pattern
  }

  /// The territory in slot `index`, parsing it with `parse` the first time.
  func territory(at index: Int, parse: () -> PhoneTerritory) -> PhoneTerritory {
    if let parsed = slots.withLock({ $0[index] }) { return parsed }
    let parsed = parse()
    slots.withLock { $0[index] = parsed }
    return parsed
  }
}

extension PhoneMetadataTable {
  /// Whether `digit` is the trunk (national) prefix of a region of calling code `code` (digits), as
  /// libphonenumber's metadata gives it: `1` for `+1`, `8` for `+7`, `0` for `+44`; false for a code
  /// that is not assigned or whose regions dial no one-digit prefix (`+39`).
  static func isTrunkPrefix(_ digit: Character, ofCallingCode code: String) -> Bool {
    guard (1...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(code),
      let byte = digit.asciiValue
    else { return false }
    return isTrunkPrefix(byte: byte, ofCallingCode: number)
  }

  /// ``isTrunkPrefix(_:ofCallingCode:)`` for the ASCII digit `byte` and the code `number`.
  static func isTrunkPrefix(byte: UInt8, ofCallingCode number: Int) -> Bool {
    indices(callingCode: number).contains { oneDigitTrunkPrefixes[$0] == byte }
  }

  /// The national prefix of every record when it is one digit (its ASCII byte), else 0 (``heads``), so
  /// a paste's trunk check parses no region's territory.
  private static let oneDigitTrunkPrefixes: [UInt8] = heads.map(\.trunk)
}
