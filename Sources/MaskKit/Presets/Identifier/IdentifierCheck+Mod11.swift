/// Weighted-sum modulo-11 check digits.
extension IdentifierCheck {
  /// `(11 - sum % 11) % 11 % 10` of `value` times `weights`: the check digit of the CPF and CNPJ.
  static func mod11Brazil(_ value: [UInt8], _ weights: [Int]) -> Int {
    (11 - weighted(value, weights) % 11) % 11 % 10
  }

  /// CPF (Cadastro de Pessoas Físicas): two check digits over the first 9 digits with weights 10…2,
  /// then over 10 digits with weights 11…2, each `(11 - sum mod 11)`, 10 and 11 giving 0.
  /// Source: Receita Federal do Brasil, the CPF check-digit rule as python-stdnum documents it
  /// (arthurdejong.org/python-stdnum/doc/2.2/stdnum.br.cpf).
  static func cpf(_ value: [UInt8]) -> Bool { endsWith(value, cpfCheck(value)) }

  /// The two CPF check digits of `value`'s first nine.
  static func cpfDigits(_ value: [UInt8]) -> [UInt8] {
    let check = cpfCheck(value)
    return [check.first, check.second]
  }

  private static func cpfCheck(_ value: [UInt8]) -> (first: UInt8, second: UInt8) {
    let first = mod11Brazil(value, [10, 9, 8, 7, 6, 5, 4, 3, 2])
    let second = (11 - (weighted(value, [11, 10, 9, 8, 7, 6, 5, 4, 3]) + 2 * first) % 11) % 11 % 10
    return (UInt8(48 + first), UInt8(48 + second))
  }

  /// Whether `value` ends with the two check characters `check`.
  private static func endsWith(_ value: [UInt8], _ check: (first: UInt8, second: UInt8)) -> Bool {
    value.count >= 2 && value[value.count - 2] == check.first && value[value.count - 1] == check.second
  }

  /// CNPJ (Cadastro Nacional da Pessoa Jurídica), numeric and alphanumeric (from July 2026): two check
  /// digits over the first 12 characters with weights 5…2, 9…2, then 13 characters with 6…2, 9…2, each
  /// character counting as its ASCII code minus 48, each digit `(11 - sum mod 11)`, 10 and 11 giving 0.
  /// Source: Receita Federal do Brasil, Instrução Normativa RFB nº 2.229/2024 (CNPJ alfanumérico) and
  /// its check-digit calculation annex.
  static func cnpj(_ value: [UInt8]) -> Bool { endsWith(value, cnpjCheck(value)) }

  /// The two CNPJ check digits of `value`'s first twelve characters.
  static func cnpjDigits(_ value: [UInt8]) -> [UInt8] {
    let check = cnpjCheck(value)
    return [check.first, check.second]
  }

  private static func cnpjCheck(_ value: [UInt8]) -> (first: UInt8, second: UInt8) {
    let first = mod11Brazil(value, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    let second = (11 - (weighted(value, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3]) + 2 * first) % 11) % 11 % 10
    return (UInt8(48 + first), UInt8(48 + second))
  }

  /// CUIT/CUIL: weights 5,4,3,2,7,6,5,4,3,2; the check digit is `11 - sum mod 11`, 11 giving 0 and 10
  /// giving 9. Source: AFIP, Resolución General 1817/2005 annex (Clave Única de Identificación
  /// Tributaria), as python-stdnum implements it.
  static func cuit(_ value: [UInt8]) -> Bool {
    let remainder = 11 - weighted(value, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
    let expected = remainder == 11 ? 0 : remainder == 10 ? 9 : remainder
    return number(value[10]) == expected
  }

  /// RUT/RUN (Chile): digits from the right times 2,3,4,5,6,7,2,…; `11 - sum mod 11`, 11 giving 0 and
  /// 10 giving `K`. Source: Servicio de Registro Civil e Identificación, "módulo 11" rule of the RUN.
  static func rut(_ value: [UInt8]) -> Bool { value.last == rutCheck(value) }

  /// The RUT check character of `value`'s characters before the last: `0`–`9` or `K`.
  static func rutCheck(_ value: [UInt8]) -> UInt8 {
    var sum = 0
    for offset in 0..<(value.count - 1) { sum += number(value[value.count - 2 - offset]) * (2 + offset % 6) }
    let remainder = 11 - sum % 11
    return remainder == 11 ? 48 : remainder == 10 ? UInt8(ascii: "K") : UInt8(48 + remainder)
  }

  /// NIT (Colombia): digits from the right times 3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67,
  /// 71; a remainder of 0 or 1 is the check digit, else 11 minus it. Source: DIAN, Orden
  /// Administrativa 4 de 1989 (dígito de verificación del NIT).
  static func nit(_ value: [UInt8]) -> Bool { value.last == nitCheck(value) }

  /// The NIT check digit of `value`'s digits before the last.
  static func nitCheck(_ value: [UInt8]) -> UInt8 {
    var sum = 0
    for offset in 0..<(value.count - 1) {
      sum += number(value[value.count - 2 - offset]) * nitWeights[offset]
    }
    let remainder = sum % 11
    return UInt8(48 + (remainder < 2 ? remainder : 11 - remainder))
  }

  private static let nitWeights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]

  /// Burgerservicenummer: the "elfproef", 9…2 times the first eight digits minus the ninth, divisible
  /// by 11. Source: Rijksoverheid, Logisch Ontwerp BSN (11-proef).
  static func bsn(_ value: [UInt8]) -> Bool {
    (weighted(value, [9, 8, 7, 6, 5, 4, 3, 2]) - number(value[8])) % 11 == 0
  }

  /// NIP (Poland): weights 6,5,7,2,3,4,5,6,7; the sum modulo 11 is the check digit (10 is never
  /// issued). Source: Rozporządzenie Ministra Finansów z 1995 r. w sprawie NIP.
  static func nip(_ value: [UInt8]) -> Bool {
    weighted(value, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == number(value[9])
  }

  /// NHS number: weights 10…2 on the first nine digits plus the check digit, divisible by 11 (a
  /// remainder calling for 10 is never issued). Source: NHS Data Dictionary, "NHS Number".
  static func nhs(_ value: [UInt8]) -> Bool {
    (weighted(value, [10, 9, 8, 7, 6, 5, 4, 3, 2]) + number(value[9])) % 11 == 0
  }

  /// INN (Russia): 10 digits with weights 2,4,10,3,5,9,4,6,8; 12 digits with 7,2,4,10,3,5,9,4,6,8 then
  /// 3,7,2,4,10,3,5,9,4,6,8; each check digit is the sum mod 11 mod 10. Source: Приказ ФНС России от
  /// 29.06.2012 № ММВ-7-6/435@ (порядок формирования ИНН).
  static func inn(_ value: [UInt8]) -> Bool {
    if value.count == 10 {
      return weighted(value, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == number(value[9])
    }
    return innDigits(value).map { value.suffix(2).elementsEqual($0) } ?? false
  }

  /// The two check digits of a 12-digit INN (nil for another length; a 10-digit INN's is found by trying).
  static func innDigits(_ value: [UInt8]) -> [UInt8]? {
    guard value.count == 12 else { return nil }
    let first = weighted(value, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    var body = Array(value.prefix(10))
    body.append(UInt8(48 + first))
    let second = weighted(body, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return [UInt8(48 + first), UInt8(48 + second)]
  }

  /// TFN (Australia): weights 1,4,3,7,5,8,6,9,10 (the first eight for an 8-digit number), divisible by
  /// 11. Source: Australian Taxation Office, TFN algorithm as published in its developer specifications.
  static func tfn(_ value: [UInt8]) -> Bool {
    weighted(value, Array([1, 4, 3, 7, 5, 8, 6, 9, 10].prefix(value.count))) % 11 == 0
  }

  /// T.C. Kimlik No (Türkiye): the 10th digit is `(7 × odd-place sum − even-place sum) mod 10` over the
  /// first nine, written here as `(10 − Σ 3,1 weights) mod 10`, and the 11th the sum of the first ten
  /// mod 10. Source: Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü, T.C. Kimlik Numarası algorithm.
  static func tckimlik(_ value: [UInt8]) -> Bool { value.suffix(2).elementsEqual(tckimlikDigits(value)) }

  /// The two T.C. Kimlik check digits of `value`'s first nine.
  static func tckimlikDigits(_ value: [UInt8]) -> [UInt8] {
    let first = (10 - weighted(value, [3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10
    let second = (first + weighted(value, [1, 1, 1, 1, 1, 1, 1, 1, 1])) % 10
    return [UInt8(48 + first), UInt8(48 + second)]
  }

  /// ISO 7064 MOD 11,10 (a hybrid system): for each digit the running product P (first 10) gives
  /// `S = (P + digit) mod 10` (0 read as 10) and `P = 2S mod 11`; valid when the last `S` is 1 (kept
  /// here as `P` halved, starting at 5). Source: ISO/IEC 7064:2003, as used by the German Steuer-IdNr (§ 139b AO).
  static func mod11And10(_ value: [UInt8]) -> Bool {
    var check = 5
    for byte in value { check = ((check == 0 ? 10 : check) * 2 % 11 + number(byte)) % 10 }
    return check == 1
  }
}
