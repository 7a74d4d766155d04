/// Reads one record of ``PhoneMetadataTable`` (the layout is described there).
enum PhoneTerritoryRecord {
  static func parse(_ record: String, index: Int) -> PhoneTerritory {
    let fields = PhoneRecordText.split(record, ";")
    func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
    let patterns = PhonePatternCursor(automata: field(PhoneMetadataTable.automataField))
    func optional(_ index: Int) -> String? { field(index).isEmpty ? nil : field(index) }
    return PhoneTerritory(
      region: field(0),
      recordIndex: index,
      name: field(11),
      callingCode: Int(field(1)) ?? 0,
      isMainForCallingCode: field(2) == "1",
      internationalPrefix: optional(3).map(patterns.next),
      preferredInternationalPrefix: optional(4),
      nationalPrefix: field(5),
      preferredExtensionPrefix: optional(6),
      nationalPrefixForParsing: optional(7).map(patterns.next),
      nationalPrefixTransformRule: optional(8),
      leadingDigits: optional(9).map(patterns.nextMatchingOnly),
      sameMobileAndFixedLinePattern: field(10) == "1",
      descriptions: (12..<23).map { description(field($0), patterns: patterns) },
      formats: formats(field(23), patterns: patterns),
      internationalFormats: formats(field(24), patterns: patterns))
  }

  private static func description(_ text: String, patterns: PhonePatternCursor) -> PhoneNumberDescription {
    let parts = PhoneRecordText.split(text, "`")
    func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
    return PhoneNumberDescription(
      pattern: part(0).isEmpty ? nil : patterns.nextMatchingOnly(part(0)),
      lengths: lengths(part(1)),
      localOnlyLengths: lengths(part(2)),
      example: part(3))
  }

  private static func lengths(_ text: String) -> [Int] {
    PhoneRecordText.split(text, ",", omittingEmpty: true).compactMap { Int($0) }
  }

  private static func formats(_ text: String, patterns: PhonePatternCursor) -> [PhoneFormat] {
    guard !text.isEmpty else { return [] }
    return PhoneRecordText.split(text, "!", omittingEmpty: true).map { item in
      let parts = PhoneRecordText.split(item, "`")
      func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
      let pattern = patterns.next(part(0))
      return PhoneFormat(
        pattern: pattern,
        patternText: part(0),
        layout: part(1),
        leadingDigits: part(2).isEmpty
          ? [] : PhoneRecordText.split(part(2), "@", omittingEmpty: true).map(patterns.nextMatchingOnly),
        nationalPrefixFormattingRule: part(3).isEmpty ? nil : part(3),
        nationalPrefixOptionalWhenFormatting: part(4) == "1",
        carrierCodeFormattingRule: part(5).isEmpty ? nil : part(5),
        typingTemplate: isTypable(part(1)) ? typingTemplate(pattern, layout: part(1)) : nil,
        nationalPrefixRuleHasFirstGroupOnly: ["", "\\1", "(\\1)", "(\\1", "\\1)"].contains(part(3)),
        nationalPrefixRuleHasSeparator: part(3).contains(" ") || part(3).contains("-"))
    }
  }

  /// Whether a layout is only punctuation and group references, starting with `\1` (libphonenumber's
  /// eligible formats for typing).
  private static func isTypable(_ layout: String) -> Bool {
    var seenFirstGroup = false
    var scalars = layout.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\" {
        guard let next = scalars.next(), ("0"..."9").contains(next) else { return false }
        if !seenFirstGroup {
          guard next == "1" else { return false }
          seenFirstGroup = true
        }
      } else if !isPunctuation(scalar) {
        return false
      }
    }
    return seenFirstGroup
  }

  /// libphonenumber's punctuation: hyphens and dashes, `x`, slashes, spaces, brackets, dots and tildes.
  private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2D, 0x78, 0x2F, 0x20, 0x28, 0x29, 0x2E, 0x5B, 0x5D, 0x7E, 0xA0, 0xAD, 0x200B, 0x2060, 0x3000,
      0x2212, 0x30FC, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2053, 0x223C, 0xFF5E, 0x2010...0x2015,
      0xFF0D...0xFF0F:
      return true
    default:
      return false
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
