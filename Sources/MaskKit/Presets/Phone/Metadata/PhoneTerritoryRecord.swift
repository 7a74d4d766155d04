/// Reads one record of ``PhoneMetadataTable`` (the layout is described there).
enum PhoneTerritoryRecord {
  static func parse(_ record: String) -> PhoneTerritory {
    let fields = record.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
    func optional(_ index: Int) -> String? { field(index).isEmpty ? nil : field(index) }
    return PhoneTerritory(
      region: field(0),
      name: field(11),
      callingCode: Int(field(1)) ?? 0,
      isMainForCallingCode: field(2) == "1",
      internationalPrefix: optional(3).map(DigitPattern.init),
      preferredInternationalPrefix: optional(4),
      nationalPrefix: field(5),
      preferredExtensionPrefix: optional(6),
      nationalPrefixForParsing: optional(7).map(DigitPattern.init),
      nationalPrefixTransformRule: optional(8),
      leadingDigits: optional(9).map(DigitPattern.init),
      sameMobileAndFixedLinePattern: field(10) == "1",
      descriptions: (12..<23).map { description(field($0)) },
      formats: formats(field(23)),
      internationalFormats: formats(field(24)))
  }

  private static func description(_ text: String) -> PhoneNumberDescription {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
    return PhoneNumberDescription(
      pattern: part(0).isEmpty ? nil : DigitPattern(part(0)),
      lengths: lengths(part(1)),
      localOnlyLengths: lengths(part(2)),
      example: part(3))
  }

  private static func lengths(_ text: String) -> [Int] {
    text.split(separator: ",").compactMap { Int($0) }
  }

  private static func formats(_ text: String) -> [PhoneFormat] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "!").map { item in
      let parts = item.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
      func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
      let pattern = DigitPattern(part(0))
      return PhoneFormat(
        pattern: pattern,
        patternText: part(0),
        layout: part(1),
        leadingDigits: part(2).isEmpty ? [] : part(2).split(separator: "@").map { DigitPattern(String($0)) },
        nationalPrefixFormattingRule: part(3).isEmpty ? nil : part(3),
        nationalPrefixOptionalWhenFormatting: part(4) == "1",
        carrierCodeFormattingRule: part(5).isEmpty ? nil : part(5),
        typingTemplate: typingTemplate(pattern, layout: part(1)))
    }
  }

  /// The as-you-type template of a format (see ``PhoneFormat/typingTemplate``).
  private static func typingTemplate(_ pattern: DigitPattern, layout: String) -> (
    scalars: [Unicode.Scalar], digits: Int
  )? {
    let nines = [UInt8](repeating: 9, count: 15)
    guard let match = pattern.firstMatch(in: nines[...]) else { return nil }
    let laidOut = PhoneLayout.substitute(pattern, in: nines[match.range], layout: layout)
    return (laidOut.unicodeScalars.map { $0 == "9" ? PhoneAsYouType.placeholder : $0 }, match.range.count)
  }
}
