extension PhoneMask {
  /// The part of ``placeholder`` after the slots of the national digits read so far, so a field being
  /// typed keeps showing how many digits the home region's numbers still need (`916` → ` 000-00-00` in
  /// Russia, also after `8` or `+7`); empty without a home region, for a number of another calling code,
  /// and once the digits fill the placeholder's.
  func slotsLeft(after reading: PhoneNumberReading?) -> String {
    guard let home, let reading, reading.callingCode == home.territory.callingCode,
      let example = home.exampleNumber(.mobile) ?? home.exampleNumber(.fixedLine)
    else { return "" }
    let drawn = placeholder
    let nationalSlots = PhoneLayout.digits(example).count - PhoneLayout.digits(home.callingCode).count
    // The placeholder's digits before the national number: the calling code or a trunk prefix.
    let prefixSlots = drawn.filter(\.isNumber).count - nationalSlots
    var rest = drawn[...]
    var filled = -prefixSlots
    while filled < reading.nationalNumber.count, let slot = rest.firstIndex(where: \.isNumber) {
      rest = rest[rest.index(after: slot)...]
      filled += 1
    }
    return filled == reading.nationalNumber.count && rest.contains(where: \.isNumber) ? String(rest) : ""
  }
}
