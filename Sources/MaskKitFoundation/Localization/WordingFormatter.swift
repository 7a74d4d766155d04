import Foundation
import MaskKit

/// Fills a wording table's messages for one locale: numbers in the locale's digits, decimals with its
/// separators, dates as it writes them, region and month names in the table's language, and isolate
/// marks around every argument in a right-to-left language. Made once per table and locale and kept.
final class WordingFormatter: @unchecked Sendable {
  /// The table the messages come from.
  let table: WordingTable
  /// The locale numbers and dates are formatted for: the person's when its language is the table's,
  /// else the table's language.
  private let locale: Locale
  /// The table's language, which names regions.
  private let names: Locale
  /// The digits numbers are drawn with.
  private let digits: NumberingSystem
  /// The table language's plural rule set.
  private let pluralRule: Int
  /// Whether arguments are set between isolates (``WordingTable/isRightToLeft``).
  private let isolates: Bool
  private let lock = NSLock()
  private var decimalFormatter: NumberFormatter?
  private var dateFormatter: DateFormatter?
  private var monthNames: [String]?

  init(table: WordingTable, locale: Locale) {
    self.table = table
    let locale = Self.formattable(locale)
    names = Self.formattable(Locale(identifier: table.language.replacingOccurrences(of: "-", with: "_")))
    let tag = LanguageTag(locale.identifier)
    let formatting = tag.language == LanguageTag(table.language).language ? locale : names
    digits = NumberingSystem(locale: formatting)
    pluralRule = PluralCategory.rule(for: table.language)
    isolates = table.isRightToLeft
    // Foundation on Linux traps formatting for a locale with a `nu` keyword: format without the
    // keywords, then draw the digits of the locale's system.
    self.locale = Locale(identifier: NumberingSystem.droppingKeywords(of: formatting.identifier))
  }

  /// `locale`, or the root locale when its identifier is not a well-formed locale identifier: Foundation
  /// on Linux traps formatting numbers for some malformed ones (`ß`, `español` from an app's own table,
  /// `-\u{FFFD}`). Well-formed is a language of 2–8 ASCII letters, then ASCII letters, digits and
  /// `-`, `_`, `@`, `=`, `;`, `.` only (`en`, `ar_EG@numbers=arab`, `hi-IN-u-nu-deva`); the empty
  /// identifier is the root locale itself.
  static func formattable(_ locale: Locale) -> Locale {
    isWellFormed(locale.identifier) ? locale : Locale(identifier: "")
  }

  /// Whether `identifier` is a locale identifier Foundation formats numbers for without trapping.
  static func isWellFormed(_ identifier: String) -> Bool {
    if identifier.isEmpty { return true }
    let scalars = identifier.unicodeScalars
    let language = scalars.prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    guard (2...8).contains(language.count) else { return false }
    return scalars.dropFirst(language.count).allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_@=;.".unicodeScalars.contains(scalar)
    }
  }

  /// The locale of the bundled English table, every table's fallback.
  private static let english = Locale(identifier: "en")

  /// The formatters made so far, by locale identifier (at most 33).
  private static let cache = Locked<[String: WordingFormatter]>([:])

  /// The formatter of the bundled table for `locale`, made once.
  static func bundled(for locale: Locale) -> WordingFormatter {
    let key = locale.identifier
    if let found = cache.withLock({ $0[key] }) { return found }
    let made = WordingFormatter(table: .bundled(for: locale), locale: locale)
    return cache.withLock { cache in
      if let found = cache[key] { return found }
      if cache.count > 32 { cache.removeAll() }
      cache[key] = made
      return made
    }
  }

  /// The message `key` filled with `arguments`, from the bundled English table where this table has
  /// no such entry; nil when neither has it or a choice names a number it is not given.
  func text(_ key: String, _ arguments: [String: WordingArgument]) -> String? {
    guard table.entries[key] != nil || table.language == "en" else {
      return WordingFormatter.bundled(for: Self.english).text(key, arguments)
    }
    guard let message = table.entries[key],
      let template = message.text(
        numbers: { arguments[$0]?.number },
        category: { [pluralRule] in PluralCategory.wholeNumberRule(pluralRule, $0.magnitude) })
    else { return nil }
    return fill(template, arguments)
  }

  /// `template` with each `{name}` it has an argument for replaced by the argument, formatted; any
  /// other brace stays as it is. In a right-to-left table each argument is isolated, with a `+` just
  /// before it (`+{code}` → U+2068 `+44` U+2069). Scans the template's UTF-8 (names are ASCII letters).
  func fill(_ template: String, _ arguments: [String: WordingArgument]) -> String {
    let bytes = template.utf8
    var result = ""
    result.reserveCapacity(bytes.count + 16)
    var literalStart = bytes.startIndex
    var searchStart = bytes.startIndex
    while let open = bytes[searchStart...].firstIndex(of: UInt8(ascii: "{")) {
      let nameStart = bytes.index(after: open)
      guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
      let name = bytes[nameStart..<close]
      guard !name.isEmpty, name.allSatisfy({ ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 }),
        let argument = arguments[String(Substring(name))]
      else {
        searchStart = nameStart
        continue
      }
      // A sign written just before the placeholder (`+{code}`) is isolated with the value, so a
      // right-to-left sentence shows `+44`, not `44+`.
      let signed = isolates && open > literalStart && bytes[bytes.index(before: open)] == UInt8(ascii: "+")
      let literalEnd = signed ? bytes.index(before: open) : open
      result += Substring(bytes[literalStart..<literalEnd])
      if isolates { result += "\u{2068}" }
      if signed { result += "+" }
      result += format(argument)
      if isolates { result += "\u{2069}" }
      literalStart = bytes.index(after: close)
      searchStart = literalStart
    }
    result += Substring(bytes[literalStart...])
    return result
  }

  /// One argument as the table's language shows it.
  func format(_ argument: WordingArgument) -> String {
    switch argument {
    case .sentence(let text), .value(.text(let text)): text
    case .value(.number(let number)): digits.drawingDigits(of: String(number))
    case .value(.decimal(let decimal)): formatDecimal(decimal)
    case .value(.date(let date)): formatDate(date)
    case .value(.region(let code)): regionName(code)
    case .value(.regions(let codes)): codes.map(regionName).joined(separator: table.listSeparator)
    case .value(.month(let month)): monthName(month)
    case .value(.list(let items)): items.joined(separator: table.listSeparator)
    // A term is worded when the argument is made (WordingArgument(_:term:)); its fallback otherwise.
    case .value(.term(_, let fallback)): fallback
    }
  }

  /// `text` with every decimal digit, of any script, drawn in the locale's digits (a formatter may draw
  /// its own locale's).
  private func redraw(_ text: String) -> String {
    var ascii = ""
    for character in text { ascii.append(character.normalizedASCIIDigit ?? character) }
    return digits.drawingDigits(of: ascii)
  }

  private func formatDecimal(_ decimal: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    let formatter = decimalFormatter ?? NumberFormatter()
    if decimalFormatter == nil {
      formatter.locale = locale
      formatter.numberStyle = .decimal
      decimalFormatter = formatter
    }
    let fraction = decimal.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
    formatter.minimumFractionDigits = fraction
    formatter.maximumFractionDigits = fraction
    let number = NSDecimalNumber(string: decimal, locale: Locale(identifier: "en_US_POSIX"))
    guard number != NSDecimalNumber.notANumber, let text = formatter.string(from: number) else {
      return redraw(decimal)
    }
    return redraw(text)
  }

  private func formatDate(_ date: CalendarDate) -> String {
    lock.lock()
    defer { lock.unlock() }
    let formatter = dateFormatter ?? DateFormatter()
    if dateFormatter == nil {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.locale = locale
      formatter.setLocalizedDateFormatFromTemplate("yMMMd")
      dateFormatter = formatter
    }
    var components = DateComponents()
    (components.year, components.month, components.day) = (date.year, date.month, date.day)
    guard let day = formatter.calendar.date(from: components) else { return redraw(date.description) }
    return redraw(formatter.string(from: day))
  }

  private func monthName(_ month: Int) -> String {
    lock.lock()
    defer { lock.unlock() }
    let names: [String]
    if let known = monthNames {
      names = known
    } else {
      let formatter = DateFormatter()
      formatter.locale = locale
      let symbols: [String] = formatter.standaloneMonthSymbols
      names = symbols.count == 12 ? symbols : MaskProblem.monthNames
      monthNames = names
    }
    return names[min(max(month, 1), 12) - 1]
  }

  private func regionName(_ code: String) -> String {
    RegionName.name(of: code, in: names)
  }
}
