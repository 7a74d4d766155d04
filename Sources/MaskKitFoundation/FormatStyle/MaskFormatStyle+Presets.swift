import Foundation
import MaskKit

/// The styles by name, so they read as Foundation's do: `"2065551234".formatted(.phone(region: "US"))`,
/// `Text(e164, format: .phone(region: "GB"))`, `TextField("IBAN", value: $iban, format: .iban)`.
///
/// Each builds its description through the preset registry (`PresetSpec`). An option no preset takes
/// (an unknown region) gives a style that formats every value as the empty text and whose parse strategy
/// throws the reason (``MaskFormatStyle/failureReason``); ``MaskFormatStyle/init(spec:)`` and
/// `FormatStyle.phone(validatingRegion:)` throw it instead, where the style is made.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension FormatStyle where Self == MaskFormatStyle {
  /// The style of `mask`: its value shown as `mask` formats it; described when a description builds
  /// an equal mask (see ``MaskFormatStyle``).
  public static func mask(_ mask: any Mask) -> MaskFormatStyle {
    MaskFormatStyle(mask: mask)
  }

  /// The style of the mask `spec` describes (a preset and its options, or a dialect and its format).
  public static func preset(_ spec: MaskSpec) -> MaskFormatStyle {
    MaskFormatStyle(compiling: spec)
  }

  /// Phone numbers of `region` (an ISO code such as `US`): the value is E.164 (`+12065551234`), the text
  /// as the phone preset shows it (`+1 206-555-1234`).
  ///
  /// The code is read as `PhoneCountry.region(_:)` reads it (`us` and ` US ` are `US`), so styles of
  /// one region are equal and hash alike. For a region the phone metadata does not have (`XX`),
  /// ``MaskFormatStyle/format(_:)`` shows the empty text for every value and the parse strategy throws
  /// a ``MaskParseError`` of kind ``MaskParseError/Kind/maskUnavailable`` whose reason names the region
  /// (``MaskFormatStyle/failureReason``); ``phone(validatingRegion:)`` throws that reason where the
  /// style is made instead.
  public static func phone(region: String) -> MaskFormatStyle {
    preset(phoneSpec(region))
  }

  /// Phone numbers of `region`, as ``phone(region:)`` gives them, or the reason there are none: throws
  /// `PresetError` (kind `invalidOption`, with a message naming the region) when the phone metadata has
  /// no such region.
  ///
  /// ```swift
  /// let style = try MaskFormatStyle.phone(validatingRegion: settings.region)
  /// ```
  public static func phone(validatingRegion region: String) throws(PresetError) -> MaskFormatStyle {
    let spec = phoneSpec(region)
    do {
      return try MaskFormatStyle(spec: spec)
    } catch let error as PresetError {
      throw error
    } catch {
      throw PresetError(.invalidOption, String(describing: error))
    }
  }

  /// The description of the phone preset for `region`.
  private static func phoneSpec(_ region: String) -> MaskSpec {
    MaskSpec(preset: PresetSpec(name: "phone", ["region": .text(region)]))
  }

  /// Card numbers of every brand: the value is the digits, the text grouped as the brand groups them.
  public static var card: MaskFormatStyle {
    preset(MaskSpec(preset: PresetSpec(name: "card")))
  }

  /// IBANs: the value is the compact form (`GB82WEST12345698765432`), the text in groups of four.
  public static var iban: MaskFormatStyle {
    preset(MaskSpec(preset: PresetSpec(name: "iban")))
  }

  /// Postal codes of `region` (an ISO code such as `GB`), as the postal preset reads and shows them.
  public static func postal(region: String) -> MaskFormatStyle {
    preset(MaskSpec(preset: PresetSpec(name: "postal", ["region": .text(region)])))
  }

  /// National identifiers of `scheme` (a python-stdnum name such as `br.cpf`): the value is the compact
  /// form, the text as the scheme writes it (`815.994.185-41`).
  public static func identifier(scheme: String) -> MaskFormatStyle {
    preset(MaskSpec(preset: PresetSpec(name: "identifier", ["scheme": .text(scheme)])))
  }
}
