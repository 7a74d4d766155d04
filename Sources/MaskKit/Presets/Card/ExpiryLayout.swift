/// Expiry dates pasted as `12/2026`, `12/26`, `1226`, `122026`, `12-2026` or `12 / 26`.
extension CardExpiryMask: PasteLayoutReading {
  /// Reads a month of one or two digits and a year of two or four digits, separated by `/`, `-`, `.` or
  /// spaces, or four or six digits in a row; a four-digit year outside 2000–2099, three or more groups
  /// of digits (a date, `1/2/26`), or an invisible format character between two digits
  /// (`StrayCharacters.firstHidden(in:)`), is refused.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    if let hidden = StrayCharacters.firstHidden(in: pasted) {
      return .refused(reason: .hiddenCharacter(hidden))
    }
    guard pasted.utf8.count <= DigitFields.longestLayout else { return .unrecognised }
    let isSeparator = { (character: Character) in "/.-".contains(character) }
    guard let shape = PasteShape(pasted, isSeparator: isSeparator) else {
      return DateMask.partialLayout(of: pasted, isSeparator: isSeparator)
    }
    var month: Substring
    var year: Substring
    switch shape.groups.map(\.count) {
    case [1, 2], [2, 2], [1, 4], [2, 4]:
      month = Substring(shape.groups[0])
      year = Substring(shape.groups[1])
    case [4], [6]:
      month = shape.groups[0].prefix(2)
      year = shape.groups[0].dropFirst(2)
    case let counts where counts.count > 2:
      // Three groups are a date (`1/2/26`), not a month and a year: never read as the digits left.
      return .refused(reason: .pastedDigitsDoNotFit)
    default:
      return DateMask.partialLayout(of: pasted, isSeparator: isSeparator)
    }
    if year.count == 4 {
      guard year.hasPrefix("20") else { return .refused(reason: .card(.expiryYearOutOfRange)) }
      year = year.dropFirst(2)
    }
    if month.count == 1 { month = Substring("0" + month) }
    return .recognised(month + "/" + year)
  }
}
