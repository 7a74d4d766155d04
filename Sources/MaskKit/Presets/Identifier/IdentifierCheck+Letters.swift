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
