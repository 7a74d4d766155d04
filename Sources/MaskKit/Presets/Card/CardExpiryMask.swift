/// A card expiry date `MM/YY`; month 00 or 13 and above is shown as typed and reported (``Match/problem``),
/// and so is a month before the current one when the mask knows it.
public struct CardExpiryMask: Mask, Hashable {
  let inputMask: InputMask?
  /// The current month as `year * 12 + month - 1`, or nil when expired cards are not checked.
  let currentMonth: Int?

  /// Creates the expiry mask; no expiry is in the past (the core has no clock).
  public init() {
    inputMask = PresetFormat.compile("[00]/[00]")
    currentMonth = nil
  }

  /// Creates the expiry mask for a day in `month` (1–12) of `year`: an earlier expiry is invalid (a card
  /// is valid through the end of its expiry month). The caller reads the clock.
  public init(currentYear year: Int, month: Int) {
    inputMask = PresetFormat.compile("[00]/[00]")
    currentMonth = year * 12 + min(max(month, 1), 12) - 1
  }

  /// An expiry date: what the text shows and the month and year typed.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (`MMYY`).
    public var result: MaskResult
    /// The month (1–12), once both its digits are typed.
    public var month: Int?
    /// The year (2000 + YY), once both its digits are typed.
    public var year: Int?
    /// Why the digits cannot be an expiry (`month 13 does not exist`, `the card expired in 10/2026`, as
    /// soon as every completion of the year is past); nil while they can.
    public var problem: MaskProblem?
  }

  /// Formats `input` and reads month and year.
  public func match(_ input: CaretText) -> Match {
    let fields = DigitFields(fields: [
      .init(width: 2, maximum: 12, padsBeforeImpossibleDigit: true), .init(width: 2, maximum: nil),
    ])
    let scanned = fields.scan(input) { _ in nil }
    let (result, digits) = PresetFields.apply(input, scanned: scanned, mask: inputMask)
    let numbers = digits.compactMap(\.wholeNumberValue)
    var match = Match(
      result: result, month: nil, year: nil,
      problem: PresetFields.problem(.month, digits.prefix(2), width: 2, valid: 1...12) ?? scanned.overflow)
    if numbers.count >= 2 { match.month = numbers[0] * 10 + numbers[1] }
    if numbers.count >= 4 { match.year = 2000 + numbers[2] * 10 + numbers[3] }
    let monthIsValid = match.month.map { (1...12).contains($0) } ?? false
    if match.problem == nil, monthIsValid, let month = match.month, let currentMonth,
      let latestYear = Self.latestYear(numbers.dropFirst(2)), latestYear * 12 + month - 1 < currentMonth
    {
      let problem: MaskProblem =
        numbers.count >= 4
        ? .card(.cardExpired(month: month, year: latestYear))
        : .card(.expiryDecadePast(decade: latestYear / 10 * 10))
      match.problem = problem
      match.result = match.result.validated(by: .invalid(problem))
    }
    match.result.isComplete = match.result.isComplete && result.isComplete && monthIsValid
    match.result.tailPlaceholder = String(placeholder.suffix(result.tailPlaceholder.count))
    if let problem = match.problem { match.result = match.result.validated(by: .invalid(problem)) }
    match.result = match.result.refusingUnreadCharacters(
      in: input.text, overflow: scanned.unplacedDigits > 0 ? match.problem : nil)
    return match
  }

  /// The latest year the typed year digits can become (`2` → 2029), or nil before the first is typed.
  private static func latestYear(_ digits: ArraySlice<Int>) -> Int? {
    guard let first = digits.first else { return nil }
    return 2000 + first * 10 + (digits.dropFirst().first ?? 9)
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// `MM/YY`.
  public var placeholder: String { "MM/YY" }
}
