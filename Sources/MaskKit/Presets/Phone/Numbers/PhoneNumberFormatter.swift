/// The final forms of a phone number, as libphonenumber writes them.
enum PhoneNumberFormatter {
  /// The form of a formatted number.
  enum Form: Sendable {
    /// `+7 916 123-45-67`
    case international
    /// `8 (916) 123-45-67`
    case national
  }

  /// The number's region and, when it is a valid number of that region, its type.
  static func classify(_ reading: PhoneNumberReading, known: PhoneTerritory? = nil) -> (
    territory: PhoneTerritory?, type: PhoneNumberType?
  ) {
    PhoneMetadataTable.territoryAndType(
      of: reading.nationalNumber[...], callingCode: reading.callingCode, known: known)
  }

  /// The national significant number written in `form` with the main region's formats, after `+`, the
  /// calling code and a space when `withCallingCode` (written into one buffer with the groups). `known`
  /// is a territory already at hand, taken without a lookup when it is the main one.
  private static func formatNumber(
    _ number: ArraySlice<UInt8>, callingCode: Int, form: Form, known: PhoneTerritory?, withCallingCode: Bool
  ) -> String {
    guard let main = PhoneMetadataTable.mainTerritory(callingCode: callingCode, known: known) else {
      return withCallingCode ? "+\(callingCode) " + PhoneLayout.text(number) : PhoneLayout.text(number)
    }
    let head = withCallingCode ? main.internationalHead : []
    let formats =
      form == .national || main.internationalFormats.isEmpty ? main.formats : main.internationalFormats
    guard let format = chooseFormat(formats, for: number) else {
      return String(decoding: head, as: UTF8.self) + PhoneLayout.text(number)
    }
    // The chosen format's pattern matches the whole number.
    return format.text(number, national: form == .national, head: head)
  }

  /// The whole number: `+7 916 123-45-67` or `8 (916) 123-45-67`, with its extension.
  static func format(
    _ reading: PhoneNumberReading, form: Form, extension: String = "", known: PhoneTerritory? = nil
  ) -> String {
    var text = formatNumber(
      reading.nationalNumber[...], callingCode: reading.callingCode, form: form, known: known,
      withCallingCode: form == .international)
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
