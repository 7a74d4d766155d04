/// A card security code (CVC, CVV, CID): four digits for American Express, three for other brands,
/// three or four while the brand is unknown.
public struct CardSecurityCodeMask: Mask, Hashable {
  /// The brand whose code length applies; nil accepts three or four digits.
  public let brand: CardBrand?
  let inputMask: InputMask?

  /// Creates the security code mask for `brand`.
  public init(brand: CardBrand? = nil) {
    self.brand = brand
    let format =
      switch brand?.securityCodeLength {
      case 4?: "[0000]"
      case 3?: "[000]"
      default: "[0009]"
      }
    inputMask = PresetFormat.compile(format)
  }

  /// Formats `input`: digits only, the first as many as the brand's code has, as braintree's
  /// credit-card-type reads a longer input (the preset reference vectors); `maskkit check` reports the
  /// rest as digits too many, and a paste that would lose them is refused.
  public func apply(_ input: CaretText) -> MaskResult {
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    let digits = String(scanned.characters.prefix(5))
    return PresetFormat.apply(
      inputMask,
      CaretText(
        digits, caret: min(scanned.beforeCaret, digits.count), gravity: input.gravity,
        autocomplete: input.autocomplete, autoskip: input.autoskip)
    ).refusingStrayCharacters(in: input.text)
  }

  /// One `0` per digit.
  public var placeholder: String { inputMask?.placeholder ?? "000" }
}
