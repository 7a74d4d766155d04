/// How a text field should be set up for a mask, in terms every platform has: the keyboard, what
/// AutoFill may offer, capitalization, and whether the system may rewrite what is typed.
///
/// Each preset describes its own (a phone field wants the phone pad and AutoFill's telephone number;
/// see ``FieldTraitsDescribing``); ``Mask/fieldTraits`` reads them through wrappers. A mask that does
/// not describe any gets `FieldTraits()`: the default keyboard, no content type and no system rewriting.
/// The adapters in MaskKitUI map them to UIKit's, AppKit's and SwiftUI's traits when a field is
/// attached.
public struct FieldTraits: Sendable, Hashable {
  /// The keyboard to show.
  public var keyboard: FieldKeyboard
  /// What the field holds, for AutoFill and the system's suggestions; nil when nothing fits.
  public var contentType: FieldContentType?
  /// How typed letters are capitalized by the keyboard.
  public var capitalization: FieldCapitalization
  /// The decimal separator the keyboard must offer, or nil: a decimal pad shows the person's locale's
  /// separator, so an adapter uses it only when the two agree.
  public var decimalSeparator: Character?
  /// Whether the system may autocorrect typed words (it replaces text behind the mask's back).
  public var autocorrects: Bool
  /// Whether the system checks spelling.
  public var checksSpelling: Bool
  /// Whether the system may use smart quotes, dashes and insert/delete (they rewrite typed text).
  public var smartPunctuation: Bool

  /// Creates traits; the defaults suit a masked field: nothing rewrites what is typed.
  public init(
    keyboard: FieldKeyboard = .default, contentType: FieldContentType? = nil,
    capitalization: FieldCapitalization = .none, decimalSeparator: Character? = nil,
    autocorrects: Bool = false, checksSpelling: Bool = false, smartPunctuation: Bool = false
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.capitalization = capitalization
    self.decimalSeparator = decimalSeparator
    self.autocorrects = autocorrects
    self.checksSpelling = checksSpelling
    self.smartPunctuation = smartPunctuation
  }

  /// The keyboard to show where the person's locale writes decimals with `localeDecimalSeparator`: a
  /// decimal pad that would not offer the field's ``decimalSeparator`` becomes digits and punctuation.
  public func keyboard(localeDecimalSeparator: String?) -> FieldKeyboard {
    guard keyboard == .decimalPad, let decimalSeparator else { return keyboard }
    return localeDecimalSeparator == String(decimalSeparator) ? .decimalPad : .numbersAndPunctuation
  }

  /// Traits for a code of `kind` characters (a postal code, an identifier): a number pad for digits
  /// only, else an ASCII keyboard in capitals.
  public static func code(of kind: SlotSummary.Kind, contentType: FieldContentType? = nil) -> FieldTraits {
    kind == .digits
      ? FieldTraits(keyboard: .numberPad, contentType: contentType)
      : FieldTraits(keyboard: .asciiCapable, contentType: contentType, capitalization: .allCharacters)
  }
}

extension FieldTraits: CustomStringConvertible {
  /// The traits that differ from a plain field, such as `keyboard phonePad, content telephoneNumber`.
  public var description: String {
    var parts = ["keyboard \(keyboard.rawValue)"]
    if let decimalSeparator { parts.append("decimal separator '\(decimalSeparator)'") }
    if let contentType { parts.append("content \(contentType.rawValue)") }
    if capitalization != .none { parts.append("capitalization \(capitalization.rawValue)") }
    if autocorrects { parts.append("autocorrects") }
    if checksSpelling { parts.append("checks spelling") }
    if smartPunctuation { parts.append("smart punctuation") }
    return parts.joined(separator: ", ")
  }
}
