/// A card expiry date `MM/YY`; month 00 or 13 and above is shown as typed and reported (``Match/problem``).
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
    /// Why the month typed cannot be a month (`month 13 does not exist`); nil while it can.
    public var problem: String?
  }

  /// Formats `input` and reads month and year.
  public func match(_ input: CaretText) -> Match {
    let fields = DigitFields(fields: [.init(width: 2, maximum: 12), .init(width: 2, maximum: nil)])
    let scanned = fields.scan(input) { _ in nil }
    let (result, digits) = PresetFields.apply(input, scanned: scanned, mask: inputMask)
    let numbers = digits.compactMap(\.wholeNumberValue)
    var match = Match(
      result: result, month: nil, year: nil,
      problem: PresetFields.problem("month", digits.prefix(2), width: 2, valid: 1...12) ?? scanned.overflow)
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
}
