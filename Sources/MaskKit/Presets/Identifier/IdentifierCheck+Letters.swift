/// Check letters: a remainder read as a letter of a fixed alphabet.
extension IdentifierCheck {
  /// DNI (Spain): the number mod 23 names the letter in `TRWAGMYFPDXBNJZSQVHLCKE`. Source: Ministerio
  /// del Interior, "Cálculo del dígito de control del NIF/NIE" (interior.gob.es).
  static func dni(_ value: [UInt8]) -> Bool {
    dniLetter(integer(value, 0..<8)) == value[8]
  }

  /// NIE (Spain): X, Y, Z read as 0, 1, 2, then the DNI rule. Source: as ``dni(_:)``.
  static func nie(_ value: [UInt8]) -> Bool {
    let lead = Int(value[0]) - Int(UInt8(ascii: "X"))
    return dniLetter(lead * 10_000_000 + integer(value, 1..<8)) == value[8]
  }

  private static func dniLetter(_ number: Int) -> UInt8 {
    Array("TRWAGMYFPDXBNJZSQVHLCKE".utf8)[number % 23]
  }
}

/// Italian codice fiscale, Mexican CURP and RFC.
extension IdentifierCheck {
  /// The values of characters at odd places (1st, 3rd, …) of a codice fiscale, digits and letters alike
  /// by their rank (`0`/`A` → 1, `1`/`B` → 0, …). Source: Decreto Ministeriale 23 dicembre 1976,
  /// allegato (calcolo del carattere di controllo del codice fiscale).
  private static let oddValues = [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ]

  /// The rank of a digit or letter: `0`–`9` → 0–9, `A`–`Z` → 0–25.
  private static func rank(_ byte: UInt8) -> Int { byte <= 57 ? Int(byte) - 48 : Int(byte) - 65 }

  /// Codice fiscale: the sum of the odd-place values and even-place ranks of the first 15 characters,
  /// mod 26, as a letter. Source: as ``oddValues``.
  static func codiceFiscale(_ value: [UInt8]) -> Bool {
    var sum = 0
    for (index, byte) in value.prefix(15).enumerated() {
      sum += index % 2 == 0 ? oddValues[rank(byte)] : rank(byte)
    }
    return value[15] == UInt8(65 + sum % 26)
  }

  /// The digit a codice fiscale date character stands for (`LMNPQRSTUV` replace `0`–`9` in homocodes).
  private static func omocodia(_ byte: UInt8) -> Int {
    byte <= 57 ? Int(byte) - 48 : Array("LMNPQRSTUV".utf8).firstIndex(of: byte) ?? 0
  }

  /// The birth date of a codice fiscale: year (1920–2019), month letter `ABCDEHLMPRST`, day (plus 40 for
  /// women). Source: as ``oddValues``.
  static func codiceFiscaleDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    var year = 1900 + omocodia(value[6]) * 10 + omocodia(value[7])
    if year < 1920 { year += 100 }
    let month = (Array("ABCDEHLMPRST".utf8).firstIndex(of: value[8]) ?? 0) + 1
    let day = (omocodia(value[9]) * 10 + omocodia(value[10])) % 40
    return birth(year, month, day, today: nil)
  }

  /// The alphabet of the CURP and RFC check characters: digits, `A`–`N`, `&`, `O`–`Z`, then (RFC) space
  /// and `Ñ`. Source: RENAPO, "Instructivo Normativo para la Asignación de la CURP", and SAT, the RFC
  /// homoclave and check-digit algorithm (IFAI 0610100135506 answer).
  private static func mexicanRank(_ byte: UInt8) -> Int {
    switch byte {
    case 48...57: return Int(byte) - 48
    case 65...78: return Int(byte) - 55
    case 38: return 24
    case 79...90: return Int(byte) - 54
    case 32: return 37
    case IdentifierCharacterClass.enye: return 38
    default: return 0
    }
  }

  /// CURP: `Σ rank × (18 − position)` over the first 17 characters; the check digit is `(10 − sum mod
  /// 10) mod 10`. Source: as ``mexicanRank(_:)``.
  static func curp(_ value: [UInt8]) -> Bool {
    var sum = 0
    for (index, byte) in value.prefix(17).enumerated() { sum += mexicanRank(byte) * (18 - index) }
    return number(value[17]) == (10 - sum % 10) % 10
  }

  /// CURP: the words never issued as the first four letters, the birth date (the 17th character a digit
  /// for the 1900s, a letter for the 2000s), sex `H` or `M`, and the state code. Source: as
  /// ``mexicanRank(_:)`` (its list of "palabras inconvenientes" and the states of Anexo 2).
  static func curpRules(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let name = String(decoding: value.prefix(4), as: UTF8.self)
    if curpWords.contains(name) { return .identifier(.wordNeverIssued(name)) }
    let century = value[16] <= 57 ? 1900 : 2000
    if let reason = birth(
      century + integer(value, 4..<6), integer(value, 6..<8), integer(value, 8..<10), today: nil)
    {
      return reason
    }
    if value[10] != UInt8(ascii: "H"), value[10] != UInt8(ascii: "M") { return .identifier(.sexHOrM) }
    let state = String(decoding: value[11..<13], as: UTF8.self)
    return curpStates.contains(state) ? nil : .identifier(.stateDoesNotExist(state))
  }

  private static let curpWords: Set<String> = [
    "BACA", "BAKA", "BUEI", "BUEY", "CACA", "CACO", "CAGA", "CAGO", "CAKA", "CAKO", "COGE", "COGI", "COJA",
    "COJE", "COJI", "COJO", "COLA", "CULO", "FALO", "FETO", "GETA", "GUEI", "GUEY", "JETA", "JOTO", "KACA",
    "KACO", "KAGA", "KAGO", "KAKA", "KAKO", "KOGE", "KOGI", "KOJA", "KOJE", "KOJI", "KOJO", "KOLA", "KULO",
    "LILO", "LOCA", "LOCO", "LOKA", "LOKO", "MAME", "MAMO", "MEAR", "MEAS", "MEON", "MIAR", "MION", "MOCO",
    "MOKO", "MULA", "MULO", "NACA", "NACO", "PEDA", "PEDO", "PENE", "PIPI", "PITO", "POPO", "PUTA", "PUTO",
    "QULO", "RATA", "ROBA", "ROBE", "ROBO", "RUIN", "SENO", "TETA", "VACA", "VAGA", "VAGO", "VAKA", "VUEI",
    "VUEY", "WUEI", "WUEY",
  ]

  private static let curpStates: Set<String> = [
    "AS", "BC", "BS", "CC", "CH", "CL", "CM", "CS", "DF", "DG", "GR", "GT", "HG", "JC", "MC", "MN", "MS",
    "NE",
    "NL", "NT", "OC", "PL", "QR", "QT", "SL", "SP", "SR", "TC", "TL", "TS", "VZ", "YN", "ZS",
  ]

  /// RFC: `Σ rank × (13 − position)` over the first 11 characters padded on the left with spaces to 12,
  /// the check character `(11 − sum mod 11) mod 11` (10 is `A`). Source: as ``mexicanRank(_:)``.
  static func rfc(_ value: [UInt8]) -> Bool {
    let padding = 12 - (value.count - 1)
    var sum = 0
    for index in 0..<12 {
      sum += mexicanRank(index < padding ? UInt8(ascii: " ") : value[index - padding]) * (13 - index)
    }
    let check = ((11 - sum % 11) % 11)
    return value[value.count - 1] == (check == 10 ? UInt8(ascii: "A") : UInt8(48 + check))
  }

  /// RFC: the words never issued as a person's four letters, and the date `YYMMDD` (read in the 2000s,
  /// as the SAT's validation does). A person's RFC has 10 characters, or 13 with the homoclave; a
  /// company's 12. The homoclave and its check character are not checked: python-stdnum's `is_valid()`
  /// does not check them either, since the SAT has issued RFCs that fail them. Source: as
  /// ``mexicanRank(_:)``.
  static func rfcRules(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let letters = value.count == 12 ? 3 : 4
    let name = String(decoding: value.prefix(4), as: UTF8.self)
    if letters == 4, rfcWords.contains(name) { return .identifier(.wordNeverIssued(name)) }
    if !exists(
      2000 + integer(value, letters..<letters + 2), integer(value, letters + 2..<letters + 4),
      integer(value, letters + 4..<letters + 6))
    {
      return .identifier(.dateDoesNotExist(String(decoding: value[letters..<letters + 6], as: UTF8.self)))
    }
    return nil
  }

  private static let rfcWords: Set<String> = [
    "BUEI", "BUEY", "CACA", "CACO", "CAGA", "CAGO", "CAKA", "CAKO", "COGE", "COJA", "COJE", "COJI", "COJO",
    "CULO", "FETO", "GUEY", "JOTO", "KACA", "KACO", "KAGA", "KAGO", "KAKA", "KOGE", "KOJO", "KULO", "MAME",
    "MAMO", "MEAR", "MEAS", "MEON", "MION", "MOCO", "MULA", "PEDA", "PEDO", "PENE", "PUTA", "PUTO", "QULO",
    "RATA", "RUIN",
  ]
}
