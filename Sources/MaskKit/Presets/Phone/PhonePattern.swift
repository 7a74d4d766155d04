/// A national number format such as `(###) ###-##-##`, parsed once.
struct PhonePattern: Sendable, Hashable {
  /// The digits a national number must start with for this format to apply (`20` in `20 #### ####`).
  let leadingDigits: String
  /// The number of digit positions.
  let digits: Int
  /// The number of mandatory digit positions.
  let mandatoryDigits: Int
  /// The input-mask format of the national number: `([000]) [000]-[00]-[00]`.
  let inputMaskFormat: String

  init(_ pattern: String) {
    var leading = ""
    var seenSlot = false
    var format = ""
    var block = ""
    var digits = 0
    var mandatory = 0
    for character in pattern {
      let slot: Character?
      switch character {
      case "#": slot = "0"
      case "N": slot = "N"
      case "?": slot = "9"
      default: slot = character.isASCII && character.isNumber ? "0" : nil
      }
      if let slot {
        if character.isNumber, !seenSlot { leading.append(character) }
        if !character.isNumber { seenSlot = true }
        // `N` gets a block of its own: inputmask orders the symbols inside a block.
        if slot == "N" || block.last == "N", !block.isEmpty {
          format += "[" + block + "]"
          block = ""
        }
        block.append(slot)
        digits += 1
        if slot != "9" { mandatory += 1 }
      } else {
        if !block.isEmpty { format += "[" + block + "]" }
        block = ""
        format += PresetFormat.escaped(character)
      }
    }
    if !block.isEmpty { format += "[" + block + "]" }
    self.leadingDigits = leading
    self.digits = digits
    self.mandatoryDigits = mandatory
    self.inputMaskFormat = format
  }

  /// The custom symbol of pattern formats: `N`, a digit 2–9 (North American area and exchange codes).
  static let notations = [Notation(character: "N", characters: "23456789")]

  /// Whether this format applies to a national number starting with `digits`.
  func applies(to digits: ArraySlice<Character>) -> Bool {
    digits.count >= leadingDigits.count && digits.starts(with: leadingDigits)
  }
}
