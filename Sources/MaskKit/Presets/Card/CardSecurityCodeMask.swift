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

  /// Formats `input`: digits only, as many as the brand's code has; more digits are shown as the code
  /// and reported (`1 digit too many`), never complete.
  public func apply(_ input: CaretText) -> MaskResult {
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    let digits = String(scanned.characters.prefix(5))
    var result = PresetFormat.apply(
      inputMask,
      CaretText(
        digits, caret: min(scanned.beforeCaret, digits.count), gravity: input.gravity,
        autocomplete: input.autocomplete, autoskip: input.autoskip))
    let extra = scanned.characters.count - result.value.count
    if extra > 0 {
      result = result.validated(by: .invalid(reason: "\(extra) digit\(extra == 1 ? "" : "s") too many"))
    }
    return result.refusingStrayCharacters(in: input.text)
  }

  /// One `0` per digit.
  public var placeholder: String { inputMask?.placeholder ?? "000" }
}
