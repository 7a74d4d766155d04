/// The Luhn family: mod-10 sums of doubled digits, and the EAN/GTIN 3-1 weighting.
extension IdentifierCheck {
  /// The Luhn (mod 10) test over ASCII digits: from the right, every second digit doubled (9 taken off
  /// when over 9), the sum divisible by 10. Source: ISO/IEC 7812-1 annex B (H. P. Luhn, US patent
  /// 2,950,048); used by the Canadian SIN, SIREN/SIRET, the Israeli and South African ID numbers and the
  /// Swedish personnummer.
  static func luhn(_ value: some Collection<UInt8>) -> Bool {
    var sum = 0
    for (offset, byte) in value.reversed().enumerated() {
      let digit = number(byte)
      let weighted = offset % 2 == 1 ? digit * 2 : digit
      sum += weighted > 9 ? weighted - 9 : weighted
    }
    return sum % 10 == 0
  }

  /// SIRET: Luhn over the 14 digits and over its SIREN (the first nine), except La Poste's
  /// establishments (SIREN 356 000 000) whose digit sum is a multiple of 5. Source: INSEE, "Le numéro
  /// SIRET" and the La Poste exception it documents.
  static func siret(_ value: [UInt8]) -> Bool {
    guard luhn(value[..<9]) else { return false }
    let laPoste = value.starts(with: Array("356000000".utf8)) && !value.elementsEqual("35600000000048".utf8)
    return laPoste ? value.reduce(0) { $0 + number($1) } % 5 == 0 : luhn(value)
  }

  /// EAN-13 / GTIN: from the right, the check digit then weights 3 and 1 alternating, the sum divisible by
  /// 10. Source: GS1 General Specifications, section 7.9 (check digit calculation); the Swiss AHV number
  /// (756…) is an EAN-13 (Zentrale Ausgleichsstelle, AHV-Nummer).
  static func ean(_ value: [UInt8]) -> Bool {
    var sum = 0
    for (offset, byte) in value.reversed().enumerated() { sum += number(byte) * (offset % 2 == 1 ? 3 : 1) }
    return sum % 10 == 0
  }
}
