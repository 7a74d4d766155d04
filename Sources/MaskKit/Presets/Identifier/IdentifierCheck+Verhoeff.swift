/// The Verhoeff check digit, over the dihedral group D5.
///
/// Source: J. Verhoeff, "Error Detecting Decimal Codes", Mathematical Centre Tract 29, Amsterdam, 1969
/// (the multiplication table of D5 and the permutation (1 5 8 9 4 2 7 0)(3 6)); UIDAI uses it for the
/// Aadhaar number.
extension IdentifierCheck {
  private static let dihedral: [[UInt8]] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ]

  /// The permutation applied `position mod 8` times to the digit at `position` from the right.
  private static let permutation: [[UInt8]] = {
    var rows: [[UInt8]] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]
    let step: [UInt8] = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
    for _ in 1..<8 { rows.append(rows[rows.count - 1].map { step[Int($0)] }) }
    return rows
  }()

  /// Whether `value` (ASCII digits, check digit last) passes the Verhoeff check.
  static func verhoeff(_ value: [UInt8]) -> Bool {
    var check: UInt8 = 0
    for (offset, byte) in value.reversed().enumerated() {
      check = dihedral[Int(check)][Int(permutation[offset % 8][number(byte)])]
    }
    return check == 0
  }
}
