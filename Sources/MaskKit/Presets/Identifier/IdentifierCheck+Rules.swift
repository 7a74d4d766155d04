/// Rules of numbers without a check digit, or besides it: numbers never issued.
extension IdentifierCheck {
  /// US Social Security Number: area 000, 666 and 900–999, group 00 and serial 0000 are never issued,
  /// nor the numbers voided after public misuse (078-05-1120, 219-09-9999, 457-55-5462). Source: Social
  /// Security Administration, "Social Security Number Randomization" (ssa.gov/employer/randomization.html)
  /// and SSA Program Operations Manual RM 10201.
  static func ssn(_ value: [UInt8]) -> MaskProblem? {
    let area = integer(value, 0..<3)
    if area == 0 || area == 666 || area >= 900 {
      return .identifier(.areaNeverIssued(String(decoding: value[0..<3], as: UTF8.self)))
    }
    if integer(value, 3..<5) == 0 { return .identifier(.groupNeverIssued) }
    if integer(value, 5..<9) == 0 { return .identifier(.serialNeverIssued) }
    let text = String(decoding: value, as: UTF8.self)
    if ["078051120", "219099999", "457555462"].contains(text) {
      return .identifier(.ssnVoided)
    }
    return nil
  }

  /// US Employer Identification Number: the two-digit prefixes the IRS assigns. Source: Internal Revenue
  /// Service, "How EINs are assigned and valid EIN prefixes" (irs.gov).
  static func ein(_ value: [UInt8]) -> MaskProblem? {
    let prefix = integer(value, 0..<2)
    return einPrefixes.contains(prefix)
      ? nil : .identifier(.einPrefixNotAssigned(String(decoding: value[0..<2], as: UTF8.self)))
  }

  private static let einPrefixes: Set<Int> = [
    1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36,
    37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94,
    95, 98, 99,
  ]

  /// Canadian SIN: numbers starting with 0 or 8 are not assigned to people. Source: Employment and Social
  /// Development Canada, "Social Insurance Number" (first digit by province; 0 and 8 not used).
  static func sin(_ value: [UInt8]) -> MaskProblem? {
    value[0] == 48 || value[0] == 56
      ? .identifier(.firstDigitNeverIssued(scheme: "ca.sin", digit: Character(Unicode.Scalar(value[0]))))
      : nil
  }

  /// CUIT: the first two digits name the kind of person (20, 23, 24, 27 people; 30, 33, 34 companies;
  /// 50, 51, 55 others). Source: AFIP, Resolución General 1817/2005.
  static func cuitKind(_ value: [UInt8]) -> MaskProblem? {
    let kind = integer(value, 0..<2)
    return [20, 23, 24, 27, 30, 33, 34, 50, 51, 55].contains(kind)
      ? nil : .identifier(.cuitTypeDoesNotExist(kind))
  }

  /// Steuer-IdNr: no leading zero, and in the first ten digits exactly one digit appears twice or three
  /// times while the others appear at most once. Source: Bundeszentralamt für Steuern, § 139b AO and the
  /// IdNr structure rules (2016 revision allowing a digit three times).
  static func idnr(_ value: [UInt8]) -> MaskProblem? {
    if value[0] == 48 { return .identifier(.firstDigitNeverIssued(scheme: "de.idnr", digit: "0")) }
    var counts = [Int](repeating: 0, count: 10)
    for byte in value[..<10] { counts[number(byte)] += 1 }
    let repeated = counts.filter { $0 > 1 }
    guard repeated.count == 1, repeated[0] <= 3 else {
      return .identifier(.idnrRepeatedDigit)
    }
    return nil
  }

  /// Aadhaar: starts with 2–9 and is not a palindrome. Source: UIDAI, Aadhaar number structure
  /// (uidai.gov.in).
  static func aadhaar(_ value: [UInt8]) -> MaskProblem? {
    if value[0] < 50 { return .identifier(.aadhaarFirstDigit) }
    return value.elementsEqual(value.reversed()) ? .identifier(.aadhaarPalindrome) : nil
  }

  /// Partita IVA (Italy), the 11-digit codice fiscale of companies: the first seven digits are not all
  /// zeros and digits 8–10 name a province office (001–100, 120, 121, 888, 999); the Luhn check follows.
  /// Source: Agenzia delle Entrate, DPR 26 ottobre 1972 n. 633 art. 35 and the partita IVA structure
  /// (as python-stdnum's `it.iva` checks it).
  static func partitaIVA(_ value: [UInt8]) -> MaskProblem? {
    if integer(value, 0..<7) == 0 { return .identifier(.partitaIVAZeros) }
    let office = integer(value, 7..<10)
    guard (1...100).contains(office) || [120, 121, 888, 999].contains(office) else {
      return .identifier(.officeDoesNotExist(String(decoding: value[7..<10], as: UTF8.self)))
    }
    return nil
  }

  /// nil when some digit is not zero, else `problem`.
  static func notZero(_ value: [UInt8], _ problem: MaskProblem) -> MaskProblem? {
    value.contains { $0 != 48 } ? nil : problem
  }
}
