/// A card expiry date `MM/YY`; a month digit that can only make month 00 or 13 and above is refused.
public struct CardExpiryMask: Mask, Hashable {
  let inputMask: InputMask?

  /// Creates the expiry mask.
  public init() {
    inputMask = PresetFormat.compile("[00]/[00]")
  }

  /// An expiry date: what the text shows and the month and year typed.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (`MMYY`).
    public var result: MaskResult
    /// The month (1–12), once both its digits are typed.
    public var month: Int?
    /// The year (2000 + YY), once both its digits are typed.
    public var year: Int?
  }

  /// Formats `input` and reads month and year.
  public func match(_ input: CaretText) -> Match {
    let fields = DigitFields(fields: [.init(width: 2, maximum: 12), .init(width: 2, maximum: nil)])
    let (result, digits) = PrefixValidation.apply(
      input, scanned: fields.scan(input) { _ in nil }, mask: inputMask, viableCount: Self.viableCount)
    let numbers = digits.compactMap(\.wholeNumberValue)
    var match = Match(result: result, month: nil, year: nil)
    if numbers.count >= 2 { match.month = numbers[0] * 10 + numbers[1] }
    if numbers.count >= 4 { match.year = 2000 + numbers[2] * 10 + numbers[3] }
    let monthIsValid = match.month.map { (1...12).contains($0) } ?? false
    match.result.isComplete = result.isComplete && monthIsValid
    match.result.tailPlaceholder = String(placeholder.suffix(result.tailPlaceholder.count))
    return match
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// `MM/YY`.
  public var placeholder: String { "MM/YY" }

  static func viableCount(_ digits: [Character]) -> Int {
    PrefixValidation.longestViablePrefix(digits) { prefix in
      PartialField.range(prefix.prefix(2), width: 2, valid: 1...12) != nil
    }
  }
}
