/// Readers of option values the presets share, each throwing a sentence that names the option.
extension PresetSpec {
  /// A ``PresetError`` of kind ``PresetError/Kind/invalidOption``.
  static func invalid(_ message: String) -> PresetError {
    PresetError(.invalidOption, message)
  }

  /// Text option `key` as exactly one character that stands alone (no combining mark), or `fallback`
  /// when unset.
  func character(_ key: String, default fallback: Character) throws(PresetError) -> Character {
    guard let text = text(key) else { return fallback }
    return try Self.character(text, key)
  }

  /// `text` as exactly one character that stands alone; `option` names it in the message.
  static func character(_ text: String, _ option: String) throws(PresetError) -> Character {
    guard text.count == 1, let character = text.first else {
      throw invalid("the \(option) must be exactly one character, not '\(text)'")
    }
    try requireStandingAlone(character, option)
    return character
  }

  /// Throws unless `character` stands alone: one that starts with a combining mark joins the character
  /// before it into one, so a field showing it would count its text otherwise than it reads it.
  /// `option` names it in the message.
  static func requireStandingAlone(_ character: Character, _ option: String) throws(PresetError) {
    guard let scalar = character.unicodeScalars.first else { return }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark:
      let code = String(scalar.value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: Swift.max(0, 4 - code.count)) + code
      throw invalid(
        "the \(option) U+\(padded) is a combining mark, which joins the character before it; choose a character that stands alone"
      )
    default: return
    }
  }

  /// Text option `key` as an ISO date (`2024-12-31`), or nil when unset.
  func isoDate(_ key: String) throws(PresetError) -> CalendarDate? {
    guard let text = text(key) else { return nil }
    guard let date = CalendarDate(iso: text) else {
      throw Self.invalid("the \(key) '\(text)' is not an ISO date such as 2024-12-31")
    }
    return date
  }

  /// List option `key` as region codes, upper-cased, or nil when unset; a list that names no region
  /// (`''`, `' , '`) is refused, as it would leave a field nothing to complete (allowed) or say nothing
  /// (denied). `kind` names the list in the message.
  func regions(_ key: String, _ kind: String) throws(PresetError) -> Set<String>? {
    guard let list = list(key) else { return nil }
    let codes = list.flatMap { PresetValue.commaSeparatedNames($0) }
      .map { PhoneCountry.normalizedCode(String($0.filter { !$0.isWhitespace })) }
      .filter { !$0.isEmpty }
    guard !codes.isEmpty else {
      throw Self.invalid("the \(kind) regions name no region; give one or more region codes, such as US,CA")
    }
    return Set(codes)
  }

  /// `brand` as a card brand (any case, `amex`, `other:elo`), or nil when nil.
  static func cardBrand(_ brand: String?) throws(PresetError) -> CardBrand? {
    guard let brand else { return nil }
    var key = brand.lowercased().filter { !$0.isWhitespace }
    if key.hasPrefix("other:") { key.removeFirst("other:".count) }
    key = key.filter(\.isLetter)
    if key == "amex" { return .americanExpress }
    guard let match = CardBrand.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      throw invalid("unknown card brand '\(brand)'; use \(brandNames)")
    }
    return match
  }

  /// The brand names accepted, as `eval` prints them (national networks also as `other:elo`).
  static var brandNames: String {
    (CardBrand.allCases.map(\.rawValue) + ["amex"]).joined(separator: ", ")
  }
}
