/// The final forms of a phone number, as libphonenumber writes them.
enum PhoneNumberFormatter {
  /// The form of a formatted number.
  enum Form: Sendable {
    /// `+7 916 123-45-67`
    case international
    /// `8 (916) 123-45-67`
    case national
  }

  /// The region a number belongs to among those sharing its calling code (libphonenumber's rule: a
  /// region's leading digits, else the first whose patterns give the number a type), else nil.
  static func territory(of reading: PhoneNumberReading) -> PhoneTerritory? {
    PhoneMetadataTable.territory(of: reading.nationalNumber[...], callingCode: reading.callingCode)
  }

  /// The number's region and, when it is a valid number of that region, its type.
  static func classify(_ reading: PhoneNumberReading) -> (territory: PhoneTerritory?, type: PhoneNumberType?)
  {
    guard let territory = territory(of: reading) else { return (nil, nil) }
    return (territory, PhoneNumberType.of(reading.nationalNumber[...], in: territory))
  }

  /// The national significant number written in `form` with the main region's formats (no prefix).
  static func formatNationalNumber(_ number: ArraySlice<UInt8>, callingCode: Int, form: Form) -> String {
    guard let main = PhoneMetadataTable.mainTerritory(callingCode: callingCode) else {
      return PhoneLayout.text(number)
    }
    let formats =
      form == .national || main.internationalFormats.isEmpty ? main.formats : main.internationalFormats
    guard let format = chooseFormat(formats, for: number) else { return PhoneLayout.text(number) }
    var layout = format.layout
    if form == .national, let rule = format.nationalPrefixFormattingRule {
      layout = PhoneLayout.applyingFirstGroupRule(rule, to: layout)
    }
    return PhoneLayout.substitute(format.pattern, in: number, layout: layout)
  }

  /// The whole number: `+7 916 123-45-67` or `8 (916) 123-45-67`, with its extension.
  static func format(_ reading: PhoneNumberReading, form: Form, extension: String = "") -> String {
    let national = formatNationalNumber(
      reading.nationalNumber[...], callingCode: reading.callingCode, form: form)
    var text = form == .international ? "+\(reading.callingCode) " + national : national
    if !`extension`.isEmpty {
      let main = PhoneMetadataTable.mainTerritory(callingCode: reading.callingCode)
      text += (main?.preferredExtensionPrefix ?? " ext. ") + `extension`
    }
    return text
  }

  /// The first format whose last leading-digits pattern and whole pattern fit `number`.
  static func chooseFormat(_ formats: [PhoneFormat], for number: ArraySlice<UInt8>) -> PhoneFormat? {
    formats.first { format in
      if let leading = format.leadingDigits.last, !leading.matchesPrefix(number) { return false }
      return format.pattern.matchesWhole(number)
    }
  }
}
