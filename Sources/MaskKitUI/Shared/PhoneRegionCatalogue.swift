import Foundation
import MaskKit

/// Every region of libphonenumber's metadata as a region picker lists it: flag, name in the person's
/// language, calling code and what VoiceOver says ("United Kingdom, plus 44"), searchable by name, ISO
/// code or calling code, with the current and recently chosen regions first.
///
/// Names come from `Locale.localizedString(forRegionCode:)` in the catalogue's locale (libphonenumber's
/// English name when the locale has none, or only the code) and are sorted in that locale's order. Building a catalogue
/// names every region once; ``cached(for:)`` keeps one for each locale.
public struct PhoneRegionCatalogue: Sendable {
  /// One region as the picker shows it.
  public struct Entry: Sendable, Hashable, Identifiable {
    /// The region.
    public let country: PhoneCountry
    /// The region's name in the catalogue's language: `United Kingdom`, `Royaume-Uni`.
    public let name: String
    /// What assistive technologies read for the region: `United Kingdom, plus 44`.
    public let accessibilityLabel: String
    /// The name and libphonenumber's English name, case and diacritics folded, for search.
    let searchNames: [String]

    /// Creates the entry of `country`, named in `locale`'s language; `callingCodeWording` words the
    /// calling code for assistive technologies (`44` → `plus 44`; by default in `locale`'s language,
    /// `PhoneFieldWording.localized(for:)`).
    public init(
      _ country: PhoneCountry, locale: Locale = .autoupdatingCurrent,
      callingCodeWording: ((String) -> String)? = nil
    ) {
      self.country = country
      name = RegionName.name(of: country.region, in: locale)
      let wording = callingCodeWording ?? PhoneFieldWording.localized(for: locale).callingCode
      accessibilityLabel = name + ", " + wording(country.callingCode)
      searchNames = [name, country.name].map { PhoneRegionCatalogue.folded($0, locale: locale) }
    }

    /// The ISO 3166-1 code: `GB`.
    public var id: String { country.region }
    /// The ISO 3166-1 code: `GB`.
    public var region: String { country.region }
    /// The region's flag emoji: 🇬🇧.
    public var flag: String { country.flag }
    /// The calling code after `+`: `+44`.
    public var callingCode: String { "+" + country.callingCode }
  }

  /// The locale naming and ordering the regions.
  public let locale: Locale
  /// Every region, in the locale's order of their names.
  public let entries: [Entry]
  /// The entries by ISO code.
  private let byRegion: [String: Int]

  /// Names every region of libphonenumber's metadata in `locale`'s language and sorts them;
  /// `callingCodeWording` words the calling code for assistive technologies (`44` → `plus 44`; by
  /// default in `locale`'s language).
  public init(
    locale: Locale = .autoupdatingCurrent, callingCodeWording: ((String) -> String)? = nil
  ) {
    self.locale = locale
    let wording = callingCodeWording ?? PhoneFieldWording.localized(for: locale).callingCode
    let named = PhoneCountry.all.map { Entry($0, locale: locale, callingCodeWording: wording) }
    let order = named.indices.sorted { left, right in
      switch named[left].name.compare(
        named[right].name, options: .caseInsensitive, range: nil, locale: locale)
      {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: named[left].region < named[right].region
      }
    }
    entries = order.map { named[$0] }
    byRegion = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.region, $0) })
  }

  /// The catalogue of `locale` with the default wording, built once for each locale identifier.
  public static func cached(for locale: Locale = .autoupdatingCurrent) -> PhoneRegionCatalogue {
    catalogues.value(for: locale.identifier) { PhoneRegionCatalogue(locale: locale) }
  }

  private static let catalogues = CatalogueCache()

  /// The entry of the ISO code `region` (read as `PhoneCountry.region(_:)` reads it: `gb`, ` GB `), if
  /// the metadata has that region.
  public func entry(_ region: String) -> Entry? {
    byRegion[PhoneCountry.normalizedCode(region)].map { entries[$0] }
  }

  /// The entries the picker shows first: `current`, then the `recent` regions (most recent first),
  /// each once; codes the metadata does not have are left out.
  public func suggested(current: String?, recent: [String]) -> [Entry] {
    var seen: Set<String> = []
    return ([current].compactMap { $0 } + recent).compactMap { code in
      guard let entry = entry(code), seen.insert(entry.region).inserted else { return nil }
      return entry
    }
  }

  /// Every entry in the picker's order: the suggested ones (``suggested(current:recent:)``), then the
  /// others by name.
  public func ordered(current: String?, recent: [String]) -> [Entry] {
    let first = suggested(current: current, recent: recent)
    let shown = Set(first.map(\.region))
    return first + entries.filter { !shown.contains($0.region) }
  }

  /// The entries matching `query`, in the picker's order within each kind of match; every entry for an
  /// empty query.
  ///
  /// Digits, with or without `+`, match the calling codes they begin (`44`, `+4`); other text matches
  /// an ISO code exactly (`gb`) first, then names that begin with it, then names with a word that
  /// begins with it, then names that contain it — the name in the catalogue's language or
  /// libphonenumber's English name, ignoring case and diacritics (`cote` finds Côte d’Ivoire).
  public func search(_ query: String, current: String?, recent: [String]) -> [Entry] {
    let ordered = ordered(current: current, recent: recent)
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return ordered }
    let digits =
      trimmed.hasPrefix("+") ? String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces) : trimmed
    if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) {
      return ordered.filter { $0.country.callingCode.hasPrefix(digits) }
    }
    let folded = Self.folded(trimmed, locale: locale)
    let ranked = ordered.compactMap { entry in
      rank(of: entry, for: trimmed, folded: folded).map { (entry, $0) }
    }
    return ranked.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(
      \.element.0)
  }

  /// How well `entry` matches the query (0: its ISO code, 1: a name's start, 2: a word's start, 3:
  /// inside a name), or nil.
  private func rank(of entry: Entry, for query: String, folded: String) -> Int? {
    if entry.region == query.uppercased() { return 0 }
    var best: Int?
    for name in entry.searchNames {
      guard let range = name.range(of: folded) else { continue }
      let rank: Int
      if range.lowerBound == name.startIndex {
        rank = 1
      } else if !name[name.index(before: range.lowerBound)].isLetter {
        rank = 2
      } else {
        rank = 3
      }
      best = min(best ?? rank, rank)
    }
    return best
  }

  /// `recent` with `region` noted as the most recent choice: first, once, at most `limit` regions.
  public static func noting(_ region: String, in recent: [String], limit: Int = 5) -> [String] {
    let code = PhoneCountry.normalizedCode(region)
    return Array(([code] + recent.filter { PhoneCountry.normalizedCode($0) != code }).prefix(max(limit, 0)))
  }

  /// The region of the person's locale (`Locale.autoupdatingCurrent`) when libphonenumber's metadata has
  /// it, else nil.
  public static var currentRegion: String? { region(of: .autoupdatingCurrent) }

  /// The region of `locale` (`GB` for `en_GB`) when libphonenumber's metadata has it, else nil.
  public static func region(of locale: Locale) -> String? {
    let identifier = locale.identifier.prefix { $0 != "@" }
    let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
    for part in parts where part.count == 2 && part.allSatisfy(\.isLetter) {
      if let country = PhoneCountry.region(String(part)) { return country.region }
    }
    return nil
  }

  /// `text` lowercased without diacritics, for matching.
  static func folded(_ text: String, locale: Locale) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
  }
}

/// Catalogues already built, by locale identifier, under a lock.
private final class CatalogueCache: Sendable {
  private let catalogues = Locked<[String: PhoneRegionCatalogue]>([:])

  func value(for key: String, _ make: () -> PhoneRegionCatalogue) -> PhoneRegionCatalogue {
    catalogues.withLock { catalogues in
      if let known = catalogues[key] { return known }
      let made = make()
      catalogues[key] = made
      return made
    }
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0-9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
