import Foundation

/// The words of the phone field's region picker, in one language: its title, search prompt, cancel
/// button and how a calling code is read aloud (`plus 44`).
public struct PhoneFieldWording: Sendable {
  /// The region button's and picker's title: `Region`.
  public var region: String
  /// The search field's prompt: `Search`.
  public var search: String
  /// The cancel button: `Cancel`.
  public var cancel: String
  /// A calling code as assistive technologies read it: `44` → `plus 44`.
  public var callingCode: @Sendable (String) -> String

  /// Creates wording from its parts.
  public init(
    region: String, search: String, cancel: String, callingCode: @escaping @Sendable (String) -> String
  ) {
    self.region = region
    self.search = search
    self.cancel = cancel
    self.callingCode = callingCode
  }

  /// The words of `locale`'s language from MaskKit's bundled tables (English where it has none).
  public static func localized(for locale: Locale) -> PhoneFieldWording {
    let formatter = WordingFormatter.bundled(for: locale)
    @Sendable func word(_ key: String, _ arguments: [String: WordingArgument] = [:]) -> String {
      formatter.text("phoneField." + key, arguments) ?? key
    }
    return PhoneFieldWording(
      region: word("region"), search: word("search"), cancel: word("cancel"),
      callingCode: { word("callingCode", ["code": .text($0)]) })
  }
}
