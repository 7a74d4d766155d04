extension PhoneMask {
  /// Whether `scanned` ends with letters being typed as an extension marker before the number is whole
  /// that are not the start of the marker `territory` writes (`ext.`, or its own, such as `доб.`): such
  /// a letter is stray, so a keystroke `x` after `206` changes nothing and is refused instead of starting
  /// an extension. After a whole number every marker libphonenumber reads starts an extension
  /// (`206-555-1234 x123`); markers without letters (`#`, `,`, `;ext=`) and markers followed by digits are
  /// read as before.
  static func isForeignMarker(
    _ scanned: PhoneInput, in territory: PhoneTerritory?, afterWholeNumber: Bool
  ) -> Bool {
    let marker = scanned.extensionMarker.lowercased()
    guard !afterWholeNumber, scanned.extensionDigits.isEmpty, let first = marker.first, first.isLetter
    else { return false }
    let own = (territory?.preferredExtensionPrefix ?? " ext. ").lowercased().filter { !$0.isWhitespace }
    return !own.hasPrefix(marker)
  }
}
