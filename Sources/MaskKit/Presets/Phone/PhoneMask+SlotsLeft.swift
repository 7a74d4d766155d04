extension PhoneMask {
  /// The part of ``placeholder`` after the slots of the national digits read so far, so a field being
  /// typed keeps showing how many digits the home region's numbers still need (`916` → ` 000-00-00` in
  /// Russia, also after `+7`, or after a trunk prefix the text shows apart, `8 916`); empty without a
  /// home region, for a number of another calling code, and once the digits fill the placeholder's.
  /// `found` is the territory the number was read in, used when it is the home region's (a metadata
  /// lookup less per keystroke).
  func slotsLeft(after reading: PhoneNumberReading?, in found: PhoneTerritory?, shown text: String) -> String
  {
    guard let home, let reading else { return "" }
    let territory = found.flatMap { $0.region == home.region ? $0 : nil } ?? home.territory
    guard reading.callingCode == territory.callingCode else { return "" }
    var example = territory.descriptions[PhoneNumberType.mobile.descriptionIndex].example
    if example.isEmpty {
      example = territory.descriptions[PhoneNumberType.fixedLine.descriptionIndex].example
    }
    guard !example.isEmpty else { return "" }
    var national = reading.nationalNumber.count
    // While too few digits follow it, the trunk prefix is still part of the reading; the text shows it
    // as its own group.
    let trunk = territory.nationalPrefix.utf8
    if reading.source == .home, !trunk.isEmpty, text.utf8.starts(with: trunk),
      text.utf8.dropFirst(trunk.count).first == UInt8(ascii: " "),
      reading.nationalNumber.starts(with: trunk.map { $0 &- UInt8(ascii: "0") })
    {
      national -= trunk.count
    }
    // The placeholder's digits before the national number (the calling code or a trunk prefix) come
    // first; the digits are ASCII, so the slots are counted in UTF-8.
    let drawn = placeholder.utf8
    var slots = 0
    for byte in drawn where byte &- UInt8(ascii: "0") < 10 { slots += 1 }
    let filled = slots - example.utf8.count + national
    guard filled >= 0, filled < slots else { return "" }
    var seen = 0
    var start = drawn.startIndex
    while seen < filled {
      if drawn[start] &- UInt8(ascii: "0") < 10 { seen += 1 }
      start = drawn.index(after: start)
    }
    return String(decoding: drawn[start...], as: UTF8.self)
  }
}
