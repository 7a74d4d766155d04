extension PhoneMask {
  /// Whether `scanned` ends with letters being typed as an extension marker before the number is whole:
  /// such a letter is stray, so a keystroke `x` or `e` after `206` changes nothing and is refused instead
  /// of starting an extension (an extension follows a whole number only; a marker shown before it left
  /// the field stuck, every digit after `206 e` refused). After a whole number every marker
  /// libphonenumber reads starts an extension (`206-555-1234 x123`); markers without letters (`#`, `,`,
  /// `;ext=`) and markers followed by digits are read as before.
  static func isForeignMarker<Scan: PhoneScan>(
    _ scanned: Scan, in territory: PhoneTerritory?, afterWholeNumber: Bool
  ) -> Bool {
    let marker = scanned.extensionMarker
    guard !afterWholeNumber, scanned.extensionDigits.isEmpty, let first = marker.first, first.isLetter
    else { return false }
    return true
  }
}
