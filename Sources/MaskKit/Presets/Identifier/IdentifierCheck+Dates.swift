/// Birth dates inside identifiers: whether they exist, and (given today) whether they have happened.
extension IdentifierCheck {
  /// Whether `year`-`month`-`day` is a date of the Gregorian calendar.
  static func exists(_ year: Int, _ month: Int, _ day: Int) -> Bool {
    CalendarDate(year: year, month: month, day: day) != nil
  }

  /// nil when the date exists and is not after `today` (when given), else the reason.
  static func birth(_ year: Int, _ month: Int, _ day: Int, today: CalendarDate?) -> MaskProblem? {
    guard let date = CalendarDate(year: year, month: month, day: day) else {
      return .identifier(.birthDateDoesNotExist(year: year, month: month, day: day))
    }
    if let today, date > today { return .identifier(.birthDateAfterToday(date)) }
    return nil
  }

  /// PESEL (Poland): `YYMMDD` with 80, 0, 20, 40 or 60 added to the month for the 1800s to the 2200s;
  /// check digit `(10 - Σ 1,3,7,9,1,3,7,9,1,3 weights) mod 10`. Source: Ministerstwo Cyfryzacji,
  /// "Numer PESEL" (gov.pl), Ustawa o ewidencji ludności, art. 15.
  static func peselDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let month = integer(value, 2..<4)
    let centuries = [1900, 2000, 2100, 2200, 1800]
    return birth(centuries[month / 20] + integer(value, 0..<2), month % 20, integer(value, 4..<6), today: nil)
  }

  /// The PESEL check digit; see ``peselDate(_:today:)``.
  static func pesel(_ value: [UInt8]) -> Bool {
    (10 - weighted(value, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == number(value[10])
  }

  /// Fødselsnummer (Norway): `DDMMYY` (40 added to the day of a D-number, to the month of an H-number;
  /// days from 80 are FH-numbers without a date) and the century from the individual number 000–999;
  /// two check digits with weights 3,7,6,1,8,9,4,5,2 and 5,4,3,2,7,6,5,4,3,2, each `11 - sum mod 11`
  /// (11 giving 0, 10 never issued). Source: Skatteetaten, "Fødselsnummer" (Folkeregisteret).
  static func fodselsnummerDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    var day = integer(value, 0..<2)
    var month = integer(value, 2..<4)
    let year = integer(value, 4..<6)
    let individual = integer(value, 6..<9)
    if day >= 80 { return .identifier(.fhNumberWithoutDate) }
    if day > 40 { day -= 40 }
    if month > 40 { month -= 40 }
    let century: Int
    if individual < 500 {
      century = 1900
    } else if individual < 750, year >= 54 {
      century = 1800
    } else if year < 40 {
      century = 2000
    } else if individual >= 900 {
      century = 1900
    } else {
      return .identifier(.individualNumberWithoutCentury(individual: individual, year: year))
    }
    return birth(century + year, month, day, today: today)
  }

  /// The two Norwegian check digits; see ``fodselsnummerDate(_:today:)``.
  static func fodselsnummer(_ value: [UInt8]) -> Bool {
    let first = (11 - weighted(value, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11) % 11
    let second = (11 - weighted(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11) % 11
    return first == number(value[9]) && second == number(value[10])
  }

  /// The two Norwegian check digits `value`'s first nine call for, or nil when one would be 10.
  static func fodselsnummerDigits(_ value: [UInt8]) -> [UInt8]? {
    let first = (11 - weighted(value, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11) % 11
    guard first < 10 else { return nil }
    var body = Array(value.prefix(9))
    body.append(UInt8(48 + first))
    let second = (11 - weighted(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11) % 11
    return second < 10 ? [UInt8(48 + first), UInt8(48 + second)] : nil
  }

  /// CPR-nummer (Denmark): `DDMMYY` and the century from the seventh digit (0–3: 1900s; 4, 9: 2000s up
  /// to 36, else 1900s; 5–8: 2000s up to 57, else 1800s); no check digit since 2007. Source: CPR-kontoret,
  /// "Personnummeret i CPR-systemet" (cpr.dk).
  static func cprDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let year = integer(value, 4..<6)
    let seventh = number(value[6])
    let century: Int
    if (5...8).contains(seventh), year >= 58 {
      century = 1800
    } else if seventh <= 3 || ((seventh == 4 || seventh == 9) && year >= 37) {
      century = 1900
    } else {
      century = 2000
    }
    return birth(century + year, integer(value, 2..<4), integer(value, 0..<2), today: today)
  }

  /// Henkilötunnus (Finland): `DDMMYY`, a century sign (`+` 1800s; `-`, `Y`, `X`, `W`, `V`, `U` 1900s;
  /// `A`–`F` 2000s), an individual number 002–899 and the check character `DDMMYYNNN mod 31` in
  /// `0123456789ABCDEFHJKLMNPRSTUVWXY`. Source: Digital and Population Data Services Agency, "The
  /// personal identity code" (dvv.fi), Valtioneuvoston asetus 128/2010.
  static func hetuDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let sign = value[6]
    let century =
      sign == UInt8(ascii: "+") ? 1800 : sign >= UInt8(ascii: "A") && sign <= UInt8(ascii: "F") ? 2000 : 1900
    if let reason = birth(
      century + integer(value, 4..<6), integer(value, 2..<4), integer(value, 0..<2), today: nil)
    {
      return reason
    }
    let individual = integer(value, 7..<10)
    if individual < 2 || individual >= 900 {
      return .identifier(.individualNumberNotIssued(individual))
    }
    return nil
  }

  /// The Finnish check character; see ``hetuDate(_:today:)``.
  static func hetu(_ value: [UInt8]) -> Bool {
    let remainder = (integer(value, 0..<6) * 1000 + integer(value, 7..<10)) % 31
    return Array("0123456789ABCDEFHJKLMNPRSTUVWXY".utf8)[remainder] == value[10]
  }

  /// South African ID number: `YYMMDD` (the latest century not after today), four sequence digits, a
  /// citizenship digit 0 or 1, a digit, and a Luhn check digit. Source: Department of Home Affairs,
  /// Identification Act 68 of 1997 (structure of the identity number).
  static func zaDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    if value[10] > UInt8(ascii: "1") { return .identifier(.citizenshipDigit) }
    let short = integer(value, 0..<2)
    let month = integer(value, 2..<4)
    let day = integer(value, 4..<6)
    guard let today else {
      return exists(1900 + short, month, day) || exists(2000 + short, month, day)
        ? nil : birth(2000 + short, month, day, today: nil)
    }
    var year = short + today.year / 100 * 100
    if year > today.year { year -= 100 }
    return birth(year, month, day, today: nil)
  }

  /// Resident registration number (Korea): `YYMMDD`, the century and sex digit (1, 2, 5, 6: 1900s; 3, 4,
  /// 7, 8: 2000s; 9, 0: 1800s), a place of birth 00–96, and the check digit `(11 - Σ 2…9,2…5 weights mod
  /// 11) mod 10`. Source: Ministry of the Interior and Safety, 주민등록법 시행규칙 (resident registration
  /// number structure).
  static func rrnDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let seventh = number(value[6])
    let century = [1, 2, 5, 6].contains(seventh) ? 1900 : [3, 4, 7, 8].contains(seventh) ? 2000 : 1800
    if let reason = birth(
      century + integer(value, 0..<2), integer(value, 2..<4), integer(value, 4..<6), today: nil)
    {
      return reason
    }
    return integer(value, 7..<9) > 96 ? .identifier(.placeOfBirthDoesNotExist(integer(value, 7..<9))) : nil
  }

  /// The Korean check digit; see ``rrnDate(_:today:)``.
  static func rrn(_ value: [UInt8]) -> Bool {
    (11 - weighted(value, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 == number(value[12])
  }

  /// Personnummer (Sweden): `YYMMDD` or `YYYYMMDD`, `-` (or `+` from the year a person turns 100), four
  /// digits, the last a Luhn check over the ten digits from `YYMMDD`. A two-digit year is of the latest
  /// century not after today's year, one century earlier with `+`. Source: Skatteverket, "Personnummer"
  /// (SKV 704), Folkbokföringslagen 18 §.
  static func personnummerDate(_ value: [UInt8], today: CalendarDate?) -> MaskProblem? {
    let long = value.count == 13
    let year: Int
    if long {
      year = integer(value, 0..<4)
    } else {
      let current = today?.year ?? 2000
      var century = current / 100
      if integer(value, 0..<2) > current % 100 { century -= 1 }
      if value[6] == UInt8(ascii: "+") { century -= 1 }
      year = century * 100 + integer(value, 0..<2)
    }
    let start = long ? 2 : 0
    let month = integer(value, start + 2..<start + 4)
    let day = integer(value, start + 4..<start + 6)
    if today == nil, !long {
      return exists(2000 + year % 100, month, day) || exists(1900 + year % 100, month, day)
        ? nil : birth(year, month, day, today: nil)
    }
    return birth(year, month, day, today: nil)
  }

  /// The Swedish Luhn check over the last ten digits; see ``personnummerDate(_:today:)``.
  static func personnummer(_ value: [UInt8]) -> Bool { value[value.count - 1] == personnummerCheck(value) }

  /// The check digit of a personnummer: Luhn's over the nine digits before it (the century and the
  /// separator left out), read in place from the right.
  static func personnummerCheck(_ value: [UInt8]) -> UInt8 {
    let count = value.count
    var sum = 0
    var doubles = true
    for index in stride(from: count - 2, through: count - 11, by: -1) where index != count - 5 {
      let digit = number(value[index])
      let weighted = doubles ? digit * 2 : digit
      sum += weighted > 9 ? weighted - 9 : weighted
      doubles.toggle()
    }
    return UInt8(48 + (10 - sum % 10) % 10)
  }
}
