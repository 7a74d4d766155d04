/// A phone number field that detects the country from what is typed or pasted and formats the number
/// the way that country writes it: `+7 (916) 123-45-67`, `+44 20 7946 0000`, `+1 (206) 555-1234`.
///
/// The digits choose the country: a leading `+` (or, without a home region, the first digits) is the
/// E.164 calling code; with a home region, digits without `+` are a national number, with or without
/// the trunk prefix (`8 916…` in Russia, `0 20…` in the UK), or the calling code without `+` when the
/// number is too long to be national. Countries sharing a calling code are told apart by their area
/// codes (`+1 876` is Jamaica, `+7 7xx` Kazakhstan). The country's formats are input masks; the leading
/// digits and then the number of digits typed pick one (the shortest that holds them). The value is the
/// E.164 number (`+79161234567`); `isComplete` needs a known country and a number of a length it uses.
public struct PhoneMask: Mask, Hashable {
  /// How numbers typed without `+` are shown.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// Always with the calling code: `+7 (916) 123-45-67`.
    case international
    /// National numbers as dialled at home: `8 (916) 123-45-67`; numbers typed with `+` stay international.
    case national
  }

  /// The country assumed for numbers typed without a calling code; nil for a purely international field.
  public let home: PhoneCountry?
  /// How numbers typed without `+` are shown.
  public let style: Style

  /// Creates a phone mask for the home country `home`.
  public init(home: PhoneCountry? = nil, style: Style = .international) {
    self.home = home
    self.style = style
  }

  /// Creates a phone mask for the ISO region code `region` (`RU`, `us`); throws `invalidPresetOption`
  /// when the table has no such region.
  public init(region: String, style: Style = .international) throws(MaskSyntaxError) {
    guard let country = PhoneCountry.region(region) else {
      throw MaskSyntaxError(
        .invalidPresetOption, at: 0,
        "The phone preset knows no region '\(region)'; use an ISO code such as RU.")
    }
    self.init(home: country, style: style)
  }

  /// A phone number: what the text shows and the country and number it holds.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the E.164 digits with `+`).
    public var result: MaskResult
    /// The country, once its calling code (and area code, for shared codes) is typed.
    public var country: PhoneCountry?
    /// The national significant number typed so far.
    public var nationalNumber: String
    /// The E.164 number (`+79161234567`) once the number is complete.
    public var e164: String?
  }

  /// Formats `input` and reads the number.
  public func match(_ input: CaretText) -> Match {
    let scanned = PhoneInput(input)
    guard !scanned.digits.isEmpty || scanned.hasPlus else {
      return Match(result: Self.empty(placeholder), country: nil, nationalNumber: "", e164: nil)
    }
    let reading = read(scanned)
    let showsNational = style == .national && !reading.isInternational
    let (head, masks) = formats(for: reading, national: showsNational)
    let number = reading.nationalNumber.prefix(Self.longestNumber)
    let caret =
      scanned.digitsBeforeCaret >= reading.consumed
      ? head.count + min(scanned.digitsBeforeCaret - reading.consumed, number.count)
      : (scanned.digitsBeforeCaret == 0 && !scanned.plusBeforeCaret ? 0 : head.count)
    let raw = CaretText(
      head + String(number), caret: caret, gravity: input.gravity, autocomplete: input.autocomplete,
      autoskip: input.autoskip)
    var result = PresetFormat.apply(PresetFormat.fitting(masks, count: number.count), raw)
    if !scanned.hasPlus, reading.consumed == 0, result.value.isEmpty {
      // Only digits the number cannot start with (a `0` in North America): nothing is typed.
      return Match(result: Self.empty(placeholder), country: nil, nationalNumber: "", e164: nil)
    }
    if showsNational, reading.consumed > 0, result.value.isEmpty, head.isEmpty {
      // A trunk prefix the national format does not show (`1` in North America) stays as typed.
      let typed = String(scanned.digits.prefix(reading.consumed))
      result = MaskResult(
        text: typed, caret: min(scanned.digitsBeforeCaret, typed.count), value: "",
        isComplete: false, tailPlaceholder: placeholder)
    }
    result.tailPlaceholder = Self.drawingDigits(result.tailPlaceholder)
    let code = reading.country?.callingCode ?? ""
    result.value = "+" + code + result.value
    result.isComplete = reading.country != nil && result.isComplete
    let national = String(result.value.dropFirst(1 + code.count))
    return Match(
      result: result, country: reading.country, nationalNumber: national,
      e164: result.isComplete ? result.value : nil)
  }

  /// Formats `input`; see ``match(_:)`` for the country and number.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// The home country's default format (`+7 (000) 000-00-00`), or `+` without a home country.
  public var placeholder: String {
    guard let home, let pattern = home.patterns.first else { return "+" }
    let prefix = style == .national ? escaped(home.nationalPrefix) : "+" + home.callingCode + " "
    let mask = PresetFormat.compile(prefix + pattern.inputMaskFormat, notations: PhonePattern.notations)
    return mask.map { Self.drawingDigits($0.placeholder) } ?? "+"
  }

  /// The digits the formats expect before the national number (`+7`, `8`, none) and the formats.
  private func formats(for reading: PhoneReading, national: Bool) -> (head: String, masks: [InputMask]) {
    guard let country = reading.country else {
      return ("+", [PresetFormat.compile("+[999999999999999]")].compactMap { $0 })
    }
    let head = national ? String(country.nationalPrefix.filter(\.isNumber)) : "+" + country.callingCode
    let prefix = national ? escaped(country.nationalPrefix) : "+" + country.callingCode + " "
    let masks = Self.patterns(of: country, for: reading.nationalNumber).compactMap {
      PresetFormat.compile(prefix + $0.inputMaskFormat, notations: PhonePattern.notations)
    }
    return (head, masks)
  }

  /// An empty field.
  private static func empty(_ placeholder: String) -> MaskResult {
    MaskResult(text: "", caret: 0, value: "", isComplete: false, tailPlaceholder: placeholder)
  }

  /// A placeholder with the `N` symbol (a digit 2–9) drawn as `0` like every digit.
  private static func drawingDigits(_ placeholder: String) -> String {
    String(placeholder.map { $0 == "N" ? "0" : $0 })
  }

  /// E.164 numbers have at most 15 digits.
  static let longestNumber = 15

  /// Picks the reading of the digits: with `+`, the calling code; else, with a home country, the first
  /// of trunk prefix, national number and calling code without `+` that has a complete length; while
  /// none is complete, the calling code when the digits start with it and are too many for a national
  /// number or would make a national number of another country (`7…` in Russia), else the first.
  private func read(_ scanned: PhoneInput) -> PhoneReading {
    let digits = scanned.digits
    guard !scanned.hasPlus, let home else { return .international(digits, home: home) }
    var readings: [PhoneReading] = []
    if !home.trunkPrefix.isEmpty, digits.starts(with: home.trunkPrefix) {
      readings.append(.national(digits, home: home, consumed: home.trunkPrefix.count))
    }
    readings.append(.national(digits, home: home, consumed: 0))
    let withCode = digits.starts(with: home.callingCode)
    if withCode { readings.append(.international(digits, home: home)) }
    if let complete = readings.first(where: \.hasCompleteLength) { return complete }
    let first = readings[0]
    let leavesHome = first.consumed == 0 && first.country != home
    if withCode, digits.count > home.nationalNumberLengths.upperBound || leavesHome, let last = readings.last
    {
      return last
    }
    return first
  }

  /// The formats that apply to `number`: those whose leading digits it starts with, else the general ones.
  static func patterns(of country: PhoneCountry, for number: ArraySlice<Character>) -> [PhonePattern] {
    let patterns = country.patterns
    let specific = patterns.filter { !$0.leadingDigits.isEmpty && $0.applies(to: number) }
    if !specific.isEmpty { return specific }
    let general = patterns.filter(\.leadingDigits.isEmpty)
    return general.isEmpty ? patterns : general
  }

  private func escaped(_ literal: String) -> String { literal.map(PresetFormat.escaped).joined() }
}

/// The digits of a phone field and a leading `+`, with what precedes the caret.
struct PhoneInput {
  var digits: [Character] = []
  var hasPlus = false
  var plusBeforeCaret = false
  var digitsBeforeCaret = 0

  init(_ input: CaretText) {
    let caret = max(0, input.caret)
    for (offset, character) in input.text.enumerated() {
      if let digit = character.normalizedASCIIDigit {
        digits.append(digit)
        if offset < caret { digitsBeforeCaret += 1 }
      } else if character == "+" || character == "\u{FF0B}", digits.isEmpty, !hasPlus {
        hasPlus = true
        plusBeforeCaret = offset < caret
      }
    }
  }
}
