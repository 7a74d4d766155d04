import Foundation
import MaskKit

/// The name of a region in a language, as the wording and the region picker show it.
package enum RegionName {
  /// The name of region `code` in `locale`'s language: Foundation's
  /// (`Locale.localizedString(forRegionCode:)`) when it has one that is not the code itself, else
  /// libphonenumber's English name (``PhoneCountry/name``), else the code.
  package static func name(of code: String, in locale: Locale) -> String {
    if let name = locale.localizedString(forRegionCode: code), !name.isEmpty, name != code { return name }
    if let country = PhoneCountry.region(code), !country.name.isEmpty { return country.name }
    return code
  }
}
