extension PhoneCountry {
  /// The regions a number may belong to whose international digits begin with `digits` (its calling
  /// code first; any other character is skipped), by libphonenumber's metadata.
  ///
  /// While the calling code is incomplete, every region whose code begins with the digits (`3` is
  /// Greece, the Netherlands, Belgium, …). Once the code is whole, the regions sharing it, narrowed by
  /// the national digits: a region whose leading digits they begin with decides alone (`+7 7` is
  /// Kazakhstan, `+1 268` Antigua and Barbuda); otherwise every region a number of one of whose types
  /// may still begin with them (`+7 9` is Russia, `+1 416` Canada). Empty for no digits or for digits no region's numbers begin with.
  /// The order is ``all``'s.
  public static func candidates(forInternationalDigits digits: String) -> [PhoneCountry] {
    let typed = digits.unicodeScalars.compactMap { scalar -> UInt8? in
      scalar.isASCII && scalar.properties.numericType == .decimal ? UInt8(scalar.value - 48) : nil
    }
    guard !typed.isEmpty else { return [] }
    var sharing: [PhoneCountry] = []
    var national: ArraySlice<UInt8> = []
    var partial: [PhoneCountry] = []
    for country in all {
      let code = country.territory.callingCodeDigits
      if typed.count <= code.count {
        if code.starts(with: typed) { partial.append(country) }
      } else if typed.starts(with: code) {
        sharing.append(country)
        national = typed[code.count...]
      }
    }
    guard !sharing.isEmpty else { return partial }
    let decided = sharing.filter { country in
      PhoneMetadataTable.leadingDigits(at: country.recordIndex)?.matchesPrefix(national) == true
    }
    if !decided.isEmpty { return decided }
    return sharing.filter { country in
      if let leading = PhoneMetadataTable.leadingDigits(at: country.recordIndex), !leading.mayBegin(national)
      {
        return false
      }
      // The general pattern of a shared code is loose (`[2-9]\d{9}` for the US and Canada); the
      // patterns of the number types list each region's own ranges.
      return country.territory.descriptions.dropFirst().contains { $0.pattern?.mayBegin(national) == true }
    }
  }
}
