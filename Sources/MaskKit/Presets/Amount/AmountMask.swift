/// A money amount typed from the left: `-1,234,567.89`, with the grouping, decimal separator, fraction
/// digits, sign and maximum the caller chooses.
///
/// Grouping separators are the mask's own: typed or pasted ones are ignored and they are recomputed
/// after every edit, while the caret stays after the same digit. Leading zeros are dropped, a decimal
/// separator typed first becomes `0.`, fraction digits beyond ``fractionDigits`` and a second sign or
/// decimal separator are refused, and so is a digit that would push the amount over ``maximum``.
/// A negative zero (`-0`, `-0.00`) shows its sign while it is typed, and its value is `0`.
/// When neither `.` nor `,` is the grouping separator, both are read as the decimal separator (numeric
/// keypads offer only one of them). Grouping an integer part of any length is not an input-mask format,
/// so this preset formats the number itself; it plugs into ``MaskedText`` like every mask.
public struct AmountMask: Mask, Hashable {
  /// How integer digits are grouped.
  public let grouping: AmountGrouping
  /// The decimal separator shown.
  public let decimalSeparator: Character
  /// How many digits may follow the decimal separator (0 refuses the separator).
  public let fractionDigits: Int
  /// Whether a leading minus sign may be typed.
  public let allowsNegative: Bool
  /// The largest magnitude allowed, in minor units (`100_000` is 1,000.00 with two fraction digits).
  public let maximum: Int?
  /// How many integer digits may be typed.
  public let maximumIntegerDigits: Int
  /// The smallest amount that completes the field, in minor units (negative for a signed field).
  public let minimum: Int?
  /// Shown before the number (`$`), never part of the value.
  public let prefix: String
  /// Shown after the number (` €`), never part of the value.
  public let suffix: String
  /// Whether digits fill from the left or, as on a card terminal, from the right.
  public let entry: AmountEntry
  /// Whether formatting a whole text (caret at its end) pads the fraction to ``fractionDigits`` (`12.00`).
  public let padsFraction: Bool

  /// Creates an amount mask; throws `PresetError` for separators that are digits, equal or combining
  /// marks (which would join the digit before them), a suffix that starts with a combining mark,
  /// more than six fraction digits, more than 18 digits in all, digits in the prefix or suffix, a prefix
  /// or suffix of nothing but separators and signs (`.`), or a minimum over the maximum.
  public init(
    grouping: AmountGrouping = .commas, decimalSeparator: Character = ".", fractionDigits: Int = 2,
    allowsNegative: Bool = false, maximum: Int? = nil, maximumIntegerDigits: Int = 15, minimum: Int? = nil,
    prefix: String = "", suffix: String = "", entry: AmountEntry = .leftToRight, padsFraction: Bool = false
  ) throws(PresetError) {
    if let separator = grouping.separator {
      try PresetSpec.requireStandingAlone(separator, "grouping separator")
    }
    try PresetSpec.requireStandingAlone(decimalSeparator, "decimal separator")
    if let first = suffix.first { try PresetSpec.requireStandingAlone(first, "suffix") }
    let separators = [grouping.separator, decimalSeparator].compactMap { $0 }
    if separators.contains(where: { $0.isUnicodeDigit || $0 == "-" })
      || grouping.separator == decimalSeparator
    {
      throw PresetError(
        .invalidOption,
        "The grouping and decimal separators must differ and be neither digits nor a minus sign.")
    }
    guard (0...6).contains(fractionDigits), (1...(18 - fractionDigits)).contains(maximumIntegerDigits),
      grouping.size >= 0, grouping.secondarySize >= 0
    else {
      throw PresetError(
        .invalidOption, "An amount has at most six fraction digits and at most 18 digits in all.")
    }
    if (prefix + suffix).contains(where: \.isUnicodeDigit) {
      throw PresetError(.invalidOption, "The prefix and suffix of an amount take no digits.")
    }
    for affix in [prefix, suffix] where Self.readsAsNumber(affix, separators: separators) {
      throw PresetError(
        .invalidOption,
        "The prefix or suffix '\(affix)' holds only separators or signs, so the text would read as part of the number."
      )
    }
    if let minimum, let maximum, minimum > max(0, maximum) {
      throw PresetError(.invalidOption, "The minimum is over the maximum.")
    }
    self.grouping = grouping
    self.decimalSeparator = decimalSeparator
    self.fractionDigits = fractionDigits
    self.allowsNegative = allowsNegative
    self.maximum = maximum.map { max(0, $0) }
    self.maximumIntegerDigits = maximumIntegerDigits
    self.minimum = minimum
    self.prefix = prefix
    self.suffix = suffix
    self.entry = entry
    self.padsFraction = padsFraction
  }

  /// An amount: what the text shows and the number it holds.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (`-1234.5`: sign, digits and `.`, no grouping).
    public var result: MaskResult
    /// The amount in minor units (`-123450` for `-1,234.50`); nil while no digit is typed.
    public var minorUnits: Int?
    /// The amount with exactly ``AmountMask/fractionDigits`` fraction digits and `.`: `-1234.50`.
    public var normalized: String?
  }

  /// Formats `input` (its ``prefix`` and ``suffix`` skipped) and reads the amount; under ``minimum`` the
  /// result is not complete and its ``MaskResult/problem`` says why.
  ///
  /// The result is refused (``MaskResult/refused(_:)``) when the amount shown is not the amount the text
  /// gives: digits beyond ``maximumIntegerDigits``, ``fractionDigits`` or ``maximum``, a minus sign it
  /// does not take (unsigned field, second sign, sign after the digits), a second decimal separator or
  /// one where ``fractionDigits`` is 0, a character that is not part of an amount, and, with the caret
  /// at the end, the field's grouping separator where the field never puts it (`1,2342.56`, `0,500`,
  /// `1.2,3`; the last integer group stays open, as typing at the end makes it).
  public func match(_ input: CaretText) -> Match {
    let bare = withoutAffixes(input)
    let scan = AmountScan(bare, mask: self)
    var number: AmountNumber
    if entry == .cents {
      number = AmountNumber(cents: scan.cents, mask: self)
    } else {
      number = scan.number
      number.enforce(maximum: maximum, fractionDigits: fractionDigits)
    }
    let reason = refusal(of: scan, kept: number.significantDigitCount, whole: bare.caret >= scan.count)
    if !scan.sawDigit, number.integer == ["0"], number.fraction?.isEmpty == true {
      // A decimal separator and no digit: no digit is shown either (`.` stays `.`, which is no amount,
      // rather than `0.`, which is one); the `0` comes with the first digit (`.5` is `0.5`).
      number.integer = []
      if number.caret > (number.isNegative ? 1 : 0) { number.caret -= 1 }
    }
    if entry == .leftToRight, padsFraction, bare.gravity == .forward, bare.autocomplete,
      bare.caret >= scan.count, scan.sawDigit
    {
      number.padFraction(to: fractionDigits)
    }
    let rendered = render(number)
    let minorUnits = number.minorUnits(fractionDigits: fractionDigits)
    var value = number.value
    if minorUnits == 0, number.isNegative { value.removeFirst() }
    let result = MaskResult(
      text: rendered.text, caret: rendered.caret, value: value,
      isComplete: minorUnits != nil && scan.sawDigit,
      tailPlaceholder: number.isEmpty ? placeholder : "")
    var checked = result.validated(by: validation(minorUnits))
    if let reason { checked = checked.refused(reason) }
    return Match(
      result: checked.refusingStrayCharacters(
        in: bare.text, skipsPunctuation: false, allowed: allowsInAmount),
      minorUnits: minorUnits,
      normalized: normalized(minorUnits))
  }

  /// Whether `affix` shows nothing but spaces, `separators`, `.`, `,` and signs (`.`, ` - `): shown
  /// next to the digits it reads as part of the number (`.5` for 5).
  private static func readsAsNumber(_ affix: String, separators: [Character]) -> Bool {
    let marks = affix.filter { !$0.isWhitespace }
    return !marks.isEmpty
      && marks.allSatisfy { separators.contains($0) || ".,-+\u{2212}".contains($0) }
  }

  /// Under ``minimum``: invalid with the reason.
  private func validation(_ minorUnits: Int?) -> Validation {
    guard let minimum, let minorUnits, minorUnits < minimum else { return .valid }
    return .invalid(.amount(.underMinimum(normalized(minimum) ?? "")))
  }

  /// Formats `input`; see ``match(_:)`` for the number.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// The prefix, `0`, the decimal separator and one `0` per fraction digit, and the suffix.
  public var placeholder: String {
    prefix
      + (fractionDigits == 0
        ? "0" : "0" + String(decimalSeparator) + String(repeating: "0", count: fractionDigits))
      + suffix
  }

  /// The prefix, when no minus sign can come before it.
  public var literalPrefix: String { allowsNegative ? "" : prefix }

  /// The characters besides digits and spaces an amount's text may hold: its separators and those of
  /// other locales (`.`, `,`, apostrophes, the Arabic U+066B and U+066C), signs, currency symbols and the characters of its prefix and
  /// suffix. Any other punctuation (`2:30`, `1/2`) refuses the input rather than join digits.
  private func allowsInAmount(_ character: Character) -> Bool {
    character == grouping.separator || character == decimalSeparator || PastedAmount.isSeparator(character)
      || character == "-" || character == "\u{2212}" || character == "+"
      || prefix.contains(character) || suffix.contains(character)
      || character.isCurrencySymbol && Self.takesCurrency(character, ownCurrencyMarks)
  }

  /// Whether a field whose currency marks are `own` takes the currency sign `character` (without a
  /// currency of its own, any but the cent sign).
  private static func takesCurrency(_ character: Character, _ own: Set<String>) -> Bool {
    own.isEmpty ? character != "¢" : own.contains(String(character))
  }

  var isGroupingPunctuation: Bool { grouping.separator == "." || grouping.separator == "," }

  private func render(_ number: AmountNumber) -> (text: String, caret: Int) {
    guard !number.isEmpty else { return ("", 0) }
    var text: [Character] = []
    var offsets: [Int] = []
    if number.isNegative {
      offsets.append(prefix.count)
      text.append("-")
    }
    text += prefix
    let grouped = grouping.group(number.integer)
    offsets += grouped.offsets.map { $0 + text.count }
    text += grouped.text
    if let fraction = number.fraction {
      offsets.append(text.count)
      text.append(decimalSeparator)
      for digit in fraction {
        offsets.append(text.count)
        text.append(digit)
      }
    }
    let start = number.isNegative ? 0 : prefix.count
    let caret =
      number.caret > 0 && !offsets.isEmpty ? offsets[min(number.caret, offsets.count) - 1] + 1 : start
    return (String(text + suffix), caret)
  }

  func normalized(_ minorUnits: Int?) -> String? {
    guard let minorUnits else { return nil }
    let magnitude = String(minorUnits.magnitude)
    let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - magnitude.count)) + magnitude
    let integer = padded.dropLast(fractionDigits)
    let fraction = padded.suffix(fractionDigits)
    return (minorUnits < 0 ? "-" : "") + integer + (fractionDigits > 0 ? "." + fraction : "")
  }
}
