/// Modulo-97 check numbers: the French NIR and the Belgian national number.
extension IdentifierCheck {
  /// NIR (numéro de sécurité sociale): the key is `97 − (the first 13 digits mod 97)`, Corsica's
  /// departments `2A` and `2B` read as 19 and 18. Source: INSEE, "Numéro d'inscription au répertoire
  /// (NIR)", and Décret n° 82-103 du 22 janvier 1982 (clé de contrôle).
  static func nir(_ value: [UInt8]) -> Bool { value.suffix(2).elementsEqual(nirKey(value)) }

  /// The NIR key of `value`'s first 13 characters, as two digits.
  static func nirKey(_ value: [UInt8]) -> [UInt8] {
    var body = Array(value.prefix(13))
    if body[5] == UInt8(ascii: "2"), body[6] == UInt8(ascii: "A") || body[6] == UInt8(ascii: "B") {
      body[5] = UInt8(ascii: "1")
      body[6] = body[6] == UInt8(ascii: "A") ? UInt8(ascii: "9") : UInt8(ascii: "8")
    }
    let key = 97 - integer(body, 0..<13) % 97
    return [UInt8(48 + key / 10), UInt8(48 + key % 10)]
  }

  /// NIR: the department is two digits, or `2A`/`2B`.
  static func nirDepartment(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    value[6] > 57 && value[5] != UInt8(ascii: "2")
      ? .identifier(.departmentDoesNotExist(String(decoding: value[5..<7], as: UTF8.self))) : nil
  }

  /// Belgian national number: `YYMMDD` (a month over 12 is not issued here), three digits, and the key
  /// `97 − (the first nine digits mod 97)`, or for births from 2000 the same over `2` and the nine digits
  /// (the 2000s only up to today's year). Source: SPF Intérieur, Registre national, "Structure du numéro
  /// de Registre national" (ibz.rrn.fgov.be).
  static func belgian(_ value: [UInt8]) -> Bool {
    belgianKey(value, century: 1900) || belgianKey(value, century: 2000)
  }

  private static func belgianKey(_ value: [UInt8], century: Int) -> Bool {
    let body = integer(value, 0..<9) + (century == 2000 ? 2_000_000_000 : 0)
    return 97 - body % 97 == integer(value, 9..<11)
  }

  /// The key the reason names: that of the 1900s, since the century is not in the number (a key of the
  /// 2000s is accepted as well, see ``belgian(_:)``).
  static func belgianKey(_ value: [UInt8]) -> [UInt8] {
    let key = 97 - integer(value, 0..<9) % 97
    return [UInt8(48 + key / 10), UInt8(48 + key % 10)]
  }

  /// The Belgian month, and a key of the 2000s for a year after today's; see ``belgian(_:)``.
  static func belgianDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    if integer(value, 2..<4) > 12 { return .date(.monthDoesNotExist(String(integer(value, 2..<4)))) }
    if let problem = notZero(value, .identifier(.allZeros(scheme: "be.nn"))) { return problem }
    let year = 2000 + integer(value, 0..<2)
    if let today, year > today.year, !belgianKey(value, century: 1900), belgianKey(value, century: 2000) {
      return .identifier(.futureBirthKey(year: year))
    }
    return nil
  }
}
