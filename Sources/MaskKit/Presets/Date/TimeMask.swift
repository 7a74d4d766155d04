/// A time of day on a 24-hour clock (`23:59`) or a 12-hour clock (`11:59 PM`), optionally with seconds.
///
/// Built on the input mask `[00]:[00]` (with ` [p]{M}` for the 12-hour clock). Digits that make the time
/// impossible (hour 24, minute 60, hour 00 or 13 on a 12-hour clock) are shown as typed and reported
/// (``Match/problem``); letters other than A, P and M are skipped; `a` and `p` are typed as `AM` and `PM`.
public struct TimeMask: Mask, Hashable {
  /// Which clock the time uses.
  public enum Clock: String, Sendable, Hashable, CaseIterable {
    /// Hours 00–23.
    case twentyFourHour
    /// Hours 01–12 followed by AM or PM.
    case twelveHour
  }

  /// The clock.
  public let clock: Clock
  /// Whether the time has a seconds field.
  public let hasSeconds: Bool
  /// The character between hours, minutes and seconds.
  public let separator: Character
  let inputMask: InputMask

  /// Creates a time mask; throws `PresetError` when the separator is a digit or a letter.
  public init(clock: Clock = .twentyFourHour, hasSeconds: Bool = false, separator: Character = ":")
    throws(PresetError)
  {
    guard !separator.isUnicodeDigit, !separator.isLetter else {
      throw PresetError(
        .invalidOption, "The time separator '\(separator)' is a digit or a letter; choose another character.")
    }
    self.clock = clock
    self.hasSeconds = hasSeconds
    self.separator = separator
    let literal = PresetFormat.escaped(separator)
    var format = "[00]" + literal + "[00]" + (hasSeconds ? literal + "[00]" : "")
    if clock == .twelveHour { format += " [p]{M}" }
    do {
      inputMask = try InputMask(format, notations: [Notation(character: "p", characters: "AP")])
    } catch {
      throw PresetError(.invalidOption, "The time separator '\(separator)' cannot be used: \(error.message)")
    }
  }

  /// A time: what the text shows and the fields typed so far.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the digits, then `AM` or `PM`).
    public var result: MaskResult
    /// The hour on the 24-hour clock (0–23), once the time is whole and valid.
    public var hour: Int?
    /// The minute, once the time is whole and valid.
    public var minute: Int?
    /// The second (0 without a seconds field), once the time is whole and valid.
    public var second: Int?
    /// Whether every field is typed and valid.
    public var isValidTime: Bool
    /// Why the digits typed cannot become a time (`hour 24 does not exist`); nil while they still can.
    public var problem: MaskProblem?
  }

  /// Formats `input` and reads the time. A text read whole (the caret at its end) whose hour has one
  /// digit before `:` or `.` is read with the hour padded (`2:305` is `02:30` and a digit too many, not
  /// `23:05`), as a paste of it is.
  public func match(_ input: CaretText) -> Match {
    var input = input
    if input.caret >= input.text.characterCount, case .recognised(let padded) = pasteLayout(of: input.text) {
      input.text = padded
      input.caret = padded.count
    }
    let hourField = DigitFields.Field(width: 2, maximum: clock == .twelveHour ? 12 : 23)
    let minuteField = DigitFields.Field(width: 2, maximum: nil)
    let fields = DigitFields(fields: [hourField, minuteField] + (hasSeconds ? [minuteField] : []))
    let scanned = fields.scan(input) { Self.keep($0) }
    let (result, characters) = PresetFields.apply(input, scanned: scanned, mask: inputMask)
    let typed = characters.filter(\.isNumber)
    let hours: ClosedRange<Int> = clock == .twelveHour ? 1...12 : 0...23
    let named: [(PresetFields.Name, Int, ClosedRange<Int>)] = [
      (.hour, 0, hours), (.minute, 2, 0...59), (.second, 4, 0...59),
    ]
    let problem = named.lazy.compactMap {
      PresetFields.problem(
        $0.0, typed[min($0.1, typed.count)..<min($0.1 + 2, typed.count)], width: 2, valid: $0.2)
    }.first
    var match = Match(
      result: result, hour: nil, minute: nil, second: nil, isValidTime: false,
      problem: problem ?? scanned.overflow)
    let digits = characters.compactMap(\.wholeNumberValue)
    let fieldCount = hasSeconds ? 3 : 2
    let needsMeridiem = clock == .twelveHour
    let isWhole = digits.count == fieldCount * 2 && (!needsMeridiem || characters.last == "M")
    if isWhole, viableCount(characters) == characters.count {
      var hour = digits[0] * 10 + digits[1]
      if needsMeridiem {
        let isAfternoon = characters.contains("P")
        hour = hour % 12 + (isAfternoon ? 12 : 0)
      }
      match.hour = hour
      match.minute = digits[2] * 10 + digits[3]
      match.second = hasSeconds ? digits[4] * 10 + digits[5] : 0
      match.isValidTime = true
    }
    match.result.isComplete = result.isComplete && match.isValidTime
    match.result.tailPlaceholder = String(placeholder.suffix(result.tailPlaceholder.count))
    if let problem = match.problem { match.result = match.result.validated(by: .invalid(problem)) }
    match.result = match.result.refusingUnreadCharacters(
      in: input.text, overflow: scanned.unplacedDigits > 0 ? match.problem : nil
    ) { "aApPmM".contains($0) || $0 == separator }
    return match
  }

  /// Formats `input`; see ``match(_:)`` for the time it holds.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// `HH:MM`, `HH:MM:SS`, with ` AM` for the 12-hour clock.
  public var placeholder: String {
    let fields = hasSeconds ? ["HH", "MM", "SS"] : ["HH", "MM"]
    return fields.joined(separator: String(separator)) + (clock == .twelveHour ? " AM" : "")
  }

  /// `a`, `p` and `m` in upper case; everything else but digits is skipped.
  static func keep(_ character: Character) -> Character? {
    // No standalone scalar compares equal to an ASCII letter: only ASCII can be one of these.
    if let scalar = character.plainScalar, !scalar.isASCII { return nil }
    switch character {
    case "a", "A": return "A"
    case "p", "P": return "P"
    case "m", "M": return "M"
    default: return nil
    }
  }

  /// How many leading characters can still be completed into a valid time.
  func viableCount(_ characters: [Character]) -> Int {
    let digitCount = hasSeconds ? 6 : 4
    let hours: ClosedRange<Int> = clock == .twelveHour ? 1...12 : 0...23
    return PresetFields.longestViablePrefix(characters) { prefix in
      let index = prefix.count - 1
      let character = prefix[prefix.endIndex - 1]
      if index < digitCount {
        guard character.isASCII, character.isNumber else { return false }
        let fieldStart = prefix.startIndex + index / 2 * 2
        let range = index / 2 == 0 ? hours : 0...59
        return PartialField.range(prefix[fieldStart..<prefix.endIndex], width: 2, valid: range) != nil
      }
      switch index - digitCount {
      case 0: return clock == .twelveHour && (character == "A" || character == "P")
      case 1: return character == "M"
      default: return false
      }
    }
  }
}
