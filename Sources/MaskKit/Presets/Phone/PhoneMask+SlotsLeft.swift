extension PhoneMask {
  /// The part of ``placeholder`` after the slots of the national digits read so far, so a field being
  /// typed keeps showing how many digits the home region's numbers still need (`916` → ` 000-00-00` in
  /// Russia, also after `+7`, or after a trunk prefix the text shows apart, `8 916`); empty without a
  /// home region, for a number of another calling code, and once the digits fill the placeholder's.
  func slotsLeft(after reading: PhoneNumberReading?, shown text: String) -> String {
    guard let home, let reading, reading.callingCode == home.territory.callingCode,
      let example = home.exampleNumber(.mobile) ?? home.exampleNumber(.fixedLine)
    else { return "" }
    var national = reading.nationalNumber.count
    // While too few digits follow it, the trunk prefix is still part of the reading; the text shows it
    // as its own group.
    let trunk = home.trunkPrefix
    if reading.source == .home, !trunk.isEmpty, text.hasPrefix(trunk + " "),
      PhoneLayout.text(reading.nationalNumber[...]).hasPrefix(trunk)
    {
      national -= trunk.count
    }
    let drawn = placeholder
    let nationalSlots = PhoneLayout.digits(example).count - PhoneLayout.digits(home.callingCode).count
    // The placeholder's digits before the national number: the calling code or a trunk prefix.
    let prefixSlots = drawn.filter(\.isNumber).count - nationalSlots
    var rest = drawn[...]
    var filled = -prefixSlots
    while filled < national, let slot = rest.firstIndex(where: \.isNumber) {
      rest = rest[rest.index(after: slot)...]
      filled += 1
    }
    return filled == national && rest.contains(where: \.isNumber) ? String(rest) : ""
  }
}
