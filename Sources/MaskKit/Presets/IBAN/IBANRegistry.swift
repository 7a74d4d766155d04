/// IBAN facts per country from the SWIFT IBAN Registry (ISO 13616; swift.com/standards/data-standards/
/// iban-international-bank-account-number), release 101 as python-stdnum 2.2 carries it
/// (`stdnum/iban.dat`, generated into `structures` by Scripts/generate-iban-metadata.py), and the
/// national check digits stdnum 2.2 checks (`stdnum.be.iban`, `stdnum.es.iban`, `stdnum.me.iban`,
/// `stdnum.no.iban`). Territories that use another country's code (Åland: FI, Guernsey and Jersey: GB,
/// the French overseas departments: FR) are not listed.
enum IBANRegistry {
  /// The length of a whole IBAN, country code and check digits included, by ISO 3166 country code:
  /// 4 + the length of the country's BBAN structure.
  static let lengths: [String: Int] = structures.mapValues { structure in
    4 + runs(of: structure).reduce(0) { $0 + $1.count }
  }

  /// What may stand in one run of a BBAN structure (stdnum's `iban.py` `_struct_to_re`).
  enum Kind: Character, Sendable {
    /// `n`: digits 0-9.
    case digits = "n"
    /// `a`: letters A-Z.
    case letters = "a"
    /// `c`: letters A-Z or digits.
    case either = "c"
  }

  /// The runs of `structure` (`4!n4!n12!c` is 4 digits, 4 digits, 12 letters or digits).
  static func runs(of structure: String) -> [(count: Int, kind: Kind)] {
    var runs: [(count: Int, kind: Kind)] = []
    var count = 0
    for character in structure {
      if let digit = character.wholeNumberValue {
        count = count * 10 + digit
      } else if let kind = Kind(rawValue: character) {
        runs.append((count, kind))
        count = 0
      }
    }
    return runs
  }

  /// The BBAN runs by country, read once from `structures`.
  private static let countryRuns: [String: [(count: Int, kind: Kind)]] = structures.mapValues(runs(of:))

  /// The first place (1 is the IBAN's first character) of `characters` (upper-case letters and digits,
  /// country code first, of the country's length) where the country's BBAN structure does not allow
  /// what stands there, or nil when the BBAN fits it (stdnum's `iban.validate` raises InvalidFormat).
  static func structureMismatch(_ characters: [Character]) -> Int? {
    guard characters.count > 4, let runs = countryRuns[String(characters.prefix(2))] else { return nil }
    var index = 4
    for run in runs {
      for _ in 0..<run.count {
        guard index < characters.count else { return index + 1 }
        let character = characters[index]
        let isDigit = character.isASCII && character.isNumber
        let fits =
          switch run.kind {
          case .digits: isDigit
          case .letters: !isDigit
          case .either: true
          }
        if !fits { return index + 1 }
        index += 1
      }
    }
    return index == characters.count ? nil : index + 1
  }

  /// Whether the national check of the country passes, for the countries stdnum 2.2 checks (a BBAN that
  /// fits its structure; true for every other country): Belgium (`stdnum.be.iban`: the last two digits
  /// are the first ten modulo 97, 97 for 0, and the bank code is listed), Spain (`stdnum.es.ccc`: two
  /// weighted MOD 11 digits), Montenegro (`stdnum.me.iban`: the BBAN modulo 97 is 1) and Norway
  /// (`stdnum.no.kontonr`: a MOD 11 digit, or Luhn for a `0000` postgiro number).
  static func passesNationalCheck(_ characters: [Character]) -> Bool {
    let digits = characters.dropFirst(4).compactMap(\.wholeNumberValue)
    guard digits.count == characters.count - 4 else { return true }
    switch String(characters.prefix(2)) {
    case "BE":
      let check = remainder(digits.dropLast(2), 97)
      let bank = digits.prefix(3).reduce(0) { $0 * 10 + $1 }
      return digits.suffix(2).reduce(0) { $0 * 10 + $1 } == (check == 0 ? 97 : check)
        && belgianBankCodes.contains { $0.contains(bank) }
    case "ES":
      return digits[8] == spanishCheck([0, 0] + digits[0..<8]) && digits[9] == spanishCheck(digits[10...])
    case "ME":
      return remainder(digits[...], 97) == 1
    case "NO":
      if digits.prefix(4).allSatisfy({ $0 == 0 }) { return passesLuhn(digits.suffix(7)) }
      let weights = [6, 7, 8, 9, 4, 5, 6, 7, 8, 9]
      return zip(weights, digits).reduce(0) { $0 + $1.0 * $1.1 } % 11 == digits[10]
    default:
      return true
    }
  }

  /// The number `digits` spell, modulo `divisor`.
  private static func remainder(_ digits: ArraySlice<Int>, _ divisor: Int) -> Int {
    digits.reduce(0) { ($0 * 10 + $1) % divisor }
  }

  /// A Spanish CCC check digit of ten digits (`stdnum.es.ccc._calc_check_digit`): the digits weighted
  /// 1, 2, 4, … 512, modulo 11, kept when below 2, else 11 minus it.
  private static func spanishCheck(_ digits: some Sequence<Int>) -> Int {
    var weight = 1
    var sum = 0
    for digit in digits {
      sum += digit * weight
      weight *= 2
    }
    let check = sum % 11
    return check < 2 ? check : 11 - check
  }

  /// Whether `digits` pass the Luhn check (`stdnum.luhn`).
  private static func passesLuhn(_ digits: some Sequence<Int>) -> Bool {
    var sum = 0
    for (offset, digit) in digits.reversed().enumerated() {
      let doubled = offset % 2 == 1 ? digit * 2 : digit
      sum += doubled > 9 ? doubled - 9 : doubled
    }
    return sum % 10 == 0
  }

  /// The longest IBAN of any country.
  static let longest = 34

  /// Whether `characters` (upper-case letters and digits, country code first) pass the ISO 7064
  /// MOD 97-10 check of ISO 13616: the first four moved to the end, letters read as 10–35, the number
  /// modulo 97 is 1.
  static func passesCheck(_ characters: [Character]) -> Bool {
    guard characters.count > 4 else { return false }
    var remainder = 0
    for character in characters.dropFirst(4) + characters.prefix(4) {
      guard let value = character.normalizedASCIIDigit?.wholeNumberValue ?? letterValue(character) else {
        return false
      }
      remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
    }
    return remainder == 1
  }

  /// `A` is 10 … `Z` is 35.
  private static func letterValue(_ character: Character) -> Int? {
    guard let ascii = character.asciiValue, (65...90).contains(ascii) else { return nil }
    return Int(ascii) - 55
  }
}
