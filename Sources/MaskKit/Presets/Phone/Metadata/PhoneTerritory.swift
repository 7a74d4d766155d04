/// The numbering plan of one region (or of one non-geographic calling code), read from a record of
/// libphonenumber's metadata (see ``PhoneMetadataTable``). A class: parsed once, shared by reference.
final class PhoneTerritory: Sendable {
  /// The ISO region code (`RU`), or `001` for a non-geographic calling code.
  let region: String
  /// The index of the record the territory was read from.
  let recordIndex: Int
  /// The English short name.
  let name: String
  /// The country calling code.
  let callingCode: Int
  /// Whether this region formats and parses for every region sharing its calling code.
  let isMainForCallingCode: Bool
  /// The international dialling prefix pattern (`00`, `011`, `810`).
  let internationalPrefix: DigitPattern?
  /// The international prefix as written, when the pattern alone does not say it.
  let preferredInternationalPrefix: String?
  /// The national (trunk) prefix (`0`, `8`, `1`), empty when there is none.
  let nationalPrefix: String
  /// What the region writes before an extension (nil: ` ext. `).
  let preferredExtensionPrefix: String?
  /// The national prefix and carrier codes a national number may start with.
  let nationalPrefixForParsing: DigitPattern?
  /// How the rest of a number is rewritten once that prefix is stripped (`9$1` in Argentina).
  let nationalPrefixTransformRule: String?
  /// For regions sharing a calling code: the leading digits of their national numbers.
  let leadingDigits: DigitPattern?
  /// Whether mobile and fixed-line numbers cannot be told apart.
  let sameMobileAndFixedLinePattern: Bool
  /// The number descriptions, indexed by ``PhoneNumberType/descriptionIndex``; index 0 is the
  /// general description every number of the region matches.
  let descriptions: [PhoneNumberDescription]
  /// The national number formats.
  let formats: [PhoneFormat]
  /// The international formats, when they differ from the national ones (empty: the same).
  let internationalFormats: [PhoneFormat]

  init(
    region: String, recordIndex: Int, name: String, callingCode: Int, isMainForCallingCode: Bool,
    internationalPrefix: DigitPattern?, preferredInternationalPrefix: String?, nationalPrefix: String,
    preferredExtensionPrefix: String?, nationalPrefixForParsing: DigitPattern?,
    nationalPrefixTransformRule: String?, leadingDigits: DigitPattern?, sameMobileAndFixedLinePattern: Bool,
    descriptions: [PhoneNumberDescription], formats: [PhoneFormat], internationalFormats: [PhoneFormat]
  ) {
    self.region = region
    self.recordIndex = recordIndex
    self.name = name
    self.callingCode = callingCode
    self.isMainForCallingCode = isMainForCallingCode
    self.internationalPrefix = internationalPrefix
    self.preferredInternationalPrefix = preferredInternationalPrefix
    self.nationalPrefix = nationalPrefix
    self.preferredExtensionPrefix = preferredExtensionPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixTransformRule = nationalPrefixTransformRule
    self.leadingDigits = leadingDigits
    self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
    self.descriptions = descriptions
    self.formats = formats
    self.internationalFormats = internationalFormats
    callingCodeText = String(callingCode)
    callingCodeDigits = PhoneLayout.digits(callingCodeText)
    internationalHead = Array(("+" + callingCodeText + " ").utf8)
    descriptionsByLength = (0...Self.longestIndexedLength).map { length in
      // A mask holds 16 descriptions (a record has 11); with more, none is skipped.
      guard descriptions.count <= 16 else { return .max }
      var mask: UInt16 = 0
      for (index, description) in descriptions.enumerated()
      where description.pattern != nil
        && (description.lengths.isEmpty || description.lengths.contains(length))
      {
        mask |= 1 << UInt16(index)
      }
      return mask
    }
  }

  /// The longest national number length ``descriptionsByLength`` answers for (no plan has longer).
  static let longestIndexedLength = 17

  /// For each national number length up to ``longestIndexedLength``, the descriptions (bit `i` for
  /// `descriptions[i]`) a number of that length may match: those with a pattern whose lengths include
  /// it. A clear bit means ``PhoneNumberDescription/matches(_:)`` is false, so the type is found
  /// without asking the others.
  let descriptionsByLength: [UInt16]

  /// The descriptions a national number of `length` digits may match (``descriptionsByLength``; every
  /// description with a pattern past the indexed lengths).
  @inline(__always)
  func descriptions(mayMatchLength length: Int) -> UInt16 {
    length <= Self.longestIndexedLength ? descriptionsByLength[length] : .max
  }

  /// The general description.
  var general: PhoneNumberDescription { descriptions[0] }

  /// The calling code as text.
  let callingCodeText: String
  /// The calling code's digits.
  let callingCodeDigits: [UInt8]
  /// What the international form writes before the national number, UTF-8: `+`, the calling code, a
  /// space.
  let internationalHead: [UInt8]
}

/// The numbers of one type in a region: their pattern, possible lengths and an example. A class:
/// shared by reference, never copied field by field.
final class PhoneNumberDescription: Sendable {
  /// The national number pattern; nil when the region has no numbers of this type.
  let pattern: DigitPattern?
  /// The national number lengths.
  let lengths: [Int]
  /// Lengths only dialled locally (without the area code).
  let localOnlyLengths: [Int]
  /// An example national number.
  let example: String

  init(pattern: DigitPattern?, lengths: [Int], localOnlyLengths: [Int], example: String) {
    self.pattern = pattern
    self.lengths = lengths
    self.localOnlyLengths = localOnlyLengths
    self.example = example
  }

  /// Whether `number` has one of the lengths and matches the pattern.
  func matches(_ number: ArraySlice<UInt8>) -> Bool {
    guard let pattern else { return false }
    if !lengths.isEmpty, !lengths.contains(number.count) { return false }
    return pattern.matchesWhole(number)
  }
}

/// A national number format: which numbers it fits, how it groups them, and its national prefix rule.
/// A class: shared by reference.
final class PhoneFormat: Sendable {
  /// The whole-number pattern with one group per digit group.
  let pattern: DigitPattern
  /// The pattern as the metadata writes it (formats with the same text are the same format).
  let patternText: String
  /// The layout, `\1` standing for group 1: `\1 \2-\3`.
  let layout: String
  /// Patterns for the first digits, each one digit longer than the one before.
  let leadingDigits: [DigitPattern]
  /// How the national format writes the first group with the national prefix (`8 (\1)`), if at all.
  let nationalPrefixFormattingRule: String?
  /// Whether the national prefix may be left out when formatting.
  let nationalPrefixOptionalWhenFormatting: Bool
  /// How the national format writes a carrier code (`$CC` stands for it).
  let carrierCodeFormattingRule: String?
  /// The layout applied to the longest number the pattern takes (fifteen nines at most), each digit a
  /// placeholder, and how many digits it holds: the as-you-type formatter fills it in. Nil for layouts
  /// that add digits or letters (only punctuation and groups, starting with `\1`, can be typed into).
  let typingTemplate: (scalars: [Unicode.Scalar], digits: Int)?
  /// Whether the national prefix formatting rule is absent or writes only the first group (`(\1)`).
  let nationalPrefixRuleHasFirstGroupOnly: Bool
  /// Whether the national prefix formatting rule puts a space or hyphen after the prefix.
  let nationalPrefixRuleHasSeparator: Bool
  /// The layout compiled against the pattern's pieces (nil when the pattern is not pieces in a row).
  let template: PhoneLayoutTemplate?
  /// The layout with the national prefix formatting rule applied to its first group (the layout when
  /// there is no rule), compiled the same way: what the national form writes.
  let nationalTemplate: PhoneLayoutTemplate?

  init(
    pattern: DigitPattern, patternText: String, layout: String, leadingDigits: [DigitPattern],
    nationalPrefixFormattingRule: String?, nationalPrefixOptionalWhenFormatting: Bool,
    carrierCodeFormattingRule: String?, typingTemplate: (scalars: [Unicode.Scalar], digits: Int)?,
    nationalPrefixRuleHasFirstGroupOnly: Bool, nationalPrefixRuleHasSeparator: Bool
  ) {
    self.pattern = pattern
    self.patternText = patternText
    self.layout = layout
    self.leadingDigits = leadingDigits
    self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
    self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
    self.carrierCodeFormattingRule = carrierCodeFormattingRule
    self.typingTemplate = typingTemplate
    self.nationalPrefixRuleHasFirstGroupOnly = nationalPrefixRuleHasFirstGroupOnly
    self.nationalPrefixRuleHasSeparator = nationalPrefixRuleHasSeparator
    let pieces = pattern.pieces
    template = pieces.flatMap { PhoneLayoutTemplate(layout, pieces: $0) }
    if let rule = nationalPrefixFormattingRule {
      nationalTemplate = pieces.flatMap {
        PhoneLayoutTemplate(PhoneLayout.applyingFirstGroupRule(rule, to: layout), pieces: $0)
      }
    } else {
      nationalTemplate = template
    }
  }

  /// `head`, then `number`, which the pattern matches whole, laid out by the format: with the national
  /// prefix formatting rule applied to its first group when `national`. Written through the template,
  /// or by the substitution it is held to when the pattern has none.
  func text(_ number: ArraySlice<UInt8>, national: Bool, head: [UInt8] = []) -> String {
    if let template = national ? nationalTemplate : template { return template.text(number, head: head) }
    var layout = self.layout
    if national, let rule = nationalPrefixFormattingRule {
      layout = PhoneLayout.applyingFirstGroupRule(rule, to: layout)
    }
    return PhoneLayout.substitute(
      pattern, in: number, layout: layout, head: String(decoding: head, as: UTF8.self))
  }
}
