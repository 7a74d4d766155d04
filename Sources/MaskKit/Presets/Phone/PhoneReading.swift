/// One way to read the digits of a phone field: which country, and where the national number starts.
struct PhoneReading {
  /// Whether the digits start with a country calling code (typed `+7`, or pasted `7916…`).
  var isInternational: Bool
  /// The country, nil when the calling code is unknown or not typed in full.
  var country: PhoneCountry?
  /// How many leading digits are the calling code or the trunk prefix.
  var consumed: Int
  /// The national significant number.
  var nationalNumber: ArraySlice<Character>

  /// Whether the national number has a length the country uses.
  var hasCompleteLength: Bool {
    guard let country else { return false }
    return country.nationalNumberLengths.contains(nationalNumber.count)
  }

  /// The digits read as calling code and national number; `home` wins while the number cannot tell
  /// countries that share a calling code apart.
  static func international(_ digits: [Character], home: PhoneCountry?) -> PhoneReading {
    for length in 1...3 where digits.count >= length {
      let code = String(digits[..<length])
      let countries = PhoneCountry.countries(callingCode: code)
      guard !countries.isEmpty else { continue }
      return reading(digits, consumed: length, countries: countries, home: home, isInternational: true)
    }
    return PhoneReading(isInternational: true, country: nil, consumed: 0, nationalNumber: digits[...])
  }

  /// The digits read as a national number of `home`, after `consumed` trunk-prefix digits.
  static func national(_ digits: [Character], home: PhoneCountry, consumed: Int) -> PhoneReading {
    reading(
      digits, consumed: consumed, countries: PhoneCountry.countries(callingCode: home.callingCode),
      home: home, isInternational: false)
  }

  private static func reading(
    _ digits: [Character], consumed: Int, countries: [PhoneCountry], home: PhoneCountry?,
    isInternational: Bool
  ) -> PhoneReading {
    var consumed = consumed
    var number = digits[consumed...]
    // A number pasted after a code the field already shows repeats the code or the trunk prefix.
    let longest = countries.map(\.nationalNumberLengths.upperBound).max() ?? 0
    if number.count > longest, let first = countries.first {
      for prefix in [first.callingCode, first.trunkPrefix]
      where !prefix.isEmpty && number.starts(with: prefix) && number.count - prefix.count <= longest {
        consumed += prefix.count
        number = number.dropFirst(prefix.count)
        break
      }
    }
    let country = choose(countries, for: number, home: home)
    return PhoneReading(
      isInternational: isInternational, country: country, consumed: consumed, nationalNumber: number)
  }

  /// The country among those sharing a calling code whose area codes start `number`; `home` while the
  /// number is too short to tell; else the one without area codes.
  private static func choose(
    _ countries: [PhoneCountry], for number: ArraySlice<Character>, home: PhoneCountry?
  )
    -> PhoneCountry?
  {
    guard countries.count > 1 else { return countries.first }
    if let match = countries.first(where: { $0.areaCodes.contains { number.starts(with: $0) } }) {
      return match
    }
    let widest = countries.flatMap(\.areaCodes).map(\.count).max() ?? 0
    if number.count < widest, let home, countries.contains(home) { return home }
    return countries.first
  }
}
