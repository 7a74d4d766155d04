/// The Chinese resident identity card number (居民身份证号码).
///
/// Source: GB 11643-1999, "Citizen identification number": a six-digit administrative division code (GB/T
/// 2260, `ChineseRegionCodes`), the birth date `YYYYMMDD`, a three-digit sequence and an ISO 7064:1983
/// MOD 11-2 check character (`X` for 10).
extension IdentifierCheck {
  /// ISO 7064 MOD 11-2 over the first 17 digits: `(1 − 2 × (Σ dᵢ × 2^(17−i)) mod 11) mod 11`, the
  /// powers of 2 taken here as powers of 13 (13 ≡ 2 mod 11).
  static func ric(_ value: [UInt8]) -> Bool { value[17] == ricCheck(value) }

  /// The check character the first 17 digits call for (`0`–`9` or `X`).
  static func ricCheck(_ value: [UInt8]) -> UInt8 {
    var remainder = 0
    for byte in value.prefix(17) { remainder = (remainder * 13 + number(byte)) % 11 }
    let check = ((1 - 2 * remainder) % 11 + 11) % 11
    return check == 10 ? UInt8(ascii: "X") : UInt8(48 + check)
  }

  /// The birth date, and a division code in use in the birth year.
  static func ricRules(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let year = integer(value, 6..<10)
    if let reason = birth(year, integer(value, 10..<12), integer(value, 12..<14), today: nil) {
      return reason
    }
    let code = integer(value, 0..<6)
    guard let years = ChineseRegionCodes.years[code] else {
      return .identifier(.divisionCodeDoesNotExist(code))
    }
    if years.isEmpty || years.contains(where: { $0.contains(year) }) { return nil }
    return .identifier(.divisionCodeNotInUse(code: code, year: year))
  }
}

extension ChineseRegionCodes {
  /// The years each code was in use (empty: any year), read once from ``table``.
  static let years: [Int: [ClosedRange<Int>]] = {
    var years: [Int: [ClosedRange<Int>]] = [:]
    for entry in table.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = entry.split(separator: ":", maxSplits: 1)
      guard let code = Int(parts[0]) else { continue }
      guard parts.count == 2 else {
        years[code] = []
        continue
      }
      var ranges: [ClosedRange<Int>] = []
      for range in parts[1].split(separator: "|") {
        let ends = range.split(separator: "-", omittingEmptySubsequences: false)
        let start = ends.first.flatMap { Int($0) } ?? Int.min
        let end = ends.count > 1 ? Int(ends[1]) ?? Int.max : Int.max
        if start <= end { ranges.append(start...end) }
      }
      if years[code]?.isEmpty != true { years[code, default: []].append(contentsOf: ranges) }
    }
    return years
  }()
}
