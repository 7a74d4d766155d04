import Foundation
import MaskKit

/// Everything MaskKit says to a person in one language: the reasons of every `MaskProblem` kind, the
/// accessibility phrases, the purposes' names and the phone field's words.
///
/// MaskKit bundles a table for each of ``bundledLanguages``: each is written as a JSON file
/// (`Localization/Wording/<language>.json`) and compiled into the library, so no resource bundle is
/// needed; ``bundled(for:)`` picks the one for a locale. An app changes a phrase
/// by setting its entry (`table.entries["problems.checkDigits"] = .text("…")`) and adds a language by
/// reading a table of its own with ``init(json:)`` (the format is the bundled files', checked by
/// ``check(against:notes:)``).
///
/// Keys are `section.name`: `problems.<MaskProblem.shape.key>`, a problem's code (and variants such as
/// `problems.shouldBeDigit.missing`), `schemes.<scheme>`, `purposes.<purpose identifier>`,
/// `accessibility.<phrase>` and `phoneField.<word>`.
public struct WordingTable: Sendable, Hashable {
  /// The language the table is written in, as a locale identifier (`de`, `pt-BR`, `zh-Hant`).
  public var language: String
  /// The language's name in itself (`Deutsch`).
  public var name: String
  /// What joins the items of a list (`, `; `، ` in Arabic, `、` in Japanese).
  public var listSeparator: String
  /// The messages by key (`problems.checkDigits`).
  public var entries: [String: WordingMessage]
  /// The keys of entries written as English writes them on purpose (French `Date`, Dutch `letters`):
  /// ``check(against:notes:)`` reads any other entry equal to English's as a fallback left untranslated.
  public var sameAsEnglish: Set<String> = []

  /// The sections of a table, in the order its JSON lists them.
  public static let sections = ["problems", "schemes", "purposes", "accessibility", "phoneField"]

  /// Creates a table from its parts.
  public init(language: String, name: String, listSeparator: String = ", ", entries: [String: WordingMessage])
  {
    self.language = language
    self.name = name
    self.listSeparator = listSeparator
    self.entries = entries
  }

  /// Reads a table from its JSON (the bundled files' format: `language`, `name`, `listSeparator` and
  /// the sections, each an object of messages).
  public init(json: Data) throws(WordingTableError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: json)
    } catch {
      throw WordingTableError(reason: "not JSON: \(error.localizedDescription)")
    }
    guard let root = object as? [String: Any] else { throw WordingTableError(reason: "not a JSON object") }
    guard let language = root["language"] as? String, !language.isEmpty else {
      throw WordingTableError(reason: "no \"language\"")
    }
    self.language = language
    name = root["name"] as? String ?? language
    listSeparator = root["listSeparator"] as? String ?? ", "
    sameAsEnglish = Set(root["sameAsEnglish"] as? [String] ?? [])
    entries = [:]
    for section in Self.sections {
      guard let messages = root[section] else { continue }
      guard let messages = messages as? [String: Any] else {
        throw WordingTableError(reason: "\"\(section)\" is not an object")
      }
      for (key, value) in messages {
        guard let message = WordingMessage(json: value) else {
          throw WordingTableError(reason: "\(section).\(key) is neither a text nor a plural choice")
        }
        entries[section + "." + key] = message
      }
    }
  }

  /// The languages MaskKit bundles a table for, as their files name them (`en`, `pt-BR`, `zh-Hans`):
  /// English first, then by name.
  ///
  /// Generated from the files present (`Localization/Wording/<language>.json`, compiled in by
  /// `Scripts/generate-wording-tables.py`), so a new language is its file and a run of the script.
  public static let bundledLanguages = WordingTableStore.compiledLanguages

  /// The bundled English table, the reference every other table is checked against.
  ///
  /// (Empty should its compiled-in text ever fail to parse: every problem then says its `MaskProblem`
  /// description.)
  public static var english: WordingTable { WordingTableStore.shared.tableOrEnglish("en") }

  /// The JSON text of the bundled table `language` as its file has it (with its final newline), or nil:
  /// what `maskkit wording --export` reads the order of keys from.
  package static func bundledJSON(language: String) -> String? {
    guard bundledLanguages.contains(language) else { return nil }
    return WordingTableStore.compiledJSON(language).map { $0 + "\n" }
  }

  /// The bundled table of `language` (one of ``bundledLanguages``), or nil.
  public static func bundled(language: String) -> WordingTable? { WordingTableStore.shared.table(language) }

  /// The bundled table for `locale`: the table of its language with its script or region where one
  /// is bundled (`zh-Hant`, `pt-PT`), else of its base language (`fr` for `fr_CA`), else English.
  ///
  /// Chinese goes by script, or by region when the locale names none (Taiwan, Hong Kong and Macau read
  /// Traditional); Portuguese reads European Portuguese in Portugal and the countries whose CLDR
  /// locales follow it (Angola, Mozambique …) when that table is bundled, else Brazil's, as plain `pt`
  /// does; Norwegian (`no`, `nn`) reads Bokmål (`nb`) unless its own table is bundled.
  public static func bundled(for locale: Locale) -> WordingTable {
    WordingTableStore.shared.tableOrEnglish(bundledLanguage(for: locale.identifier))
  }

  /// The bundled language chosen for a locale identifier: the first of its candidates in `languages`
  /// (``bundledLanguages`` unless told), else `en`.
  static func bundledLanguage(for identifier: String, among languages: [String] = bundledLanguages) -> String
  {
    candidateLanguages(for: identifier).first(where: languages.contains) ?? "en"
  }

  /// The tables a locale identifier may read, best first: `pt_AO` → `pt-AO`, `pt-PT`, `pt-BR`, `pt`.
  static func candidateLanguages(for identifier: String) -> [String] {
    let tag = LanguageTag(identifier)
    let language = tag.language
    var candidates: [String] = []
    if language == "zh" {
      let traditional = tag.script.map { $0 == "Hant" } ?? ["TW", "HK", "MO"].contains(tag.region ?? "")
      return [traditional ? "zh-Hant" : "zh-Hans", "zh"]
    }
    if let script = tag.script { candidates.append(language + "-" + script) }
    if let region = tag.region { candidates.append(language + "-" + region) }
    switch language {
    case "pt":
      if let region = tag.region, europeanPortugueseRegions.contains(region) { candidates.append("pt-PT") }
      candidates.append("pt-BR")
    case "no", "nn":
      candidates += [language, "nb"]
    default: break
    }
    candidates.append(language)
    return candidates
  }

  /// The regions whose Portuguese CLDR writes as Portugal's (their locales' parent is `pt_PT`).
  static let europeanPortugueseRegions: Set<String> = [
    "PT", "AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
  ]

  /// Whether the table's language is written right to left: every argument is then set between
  /// isolate marks (U+2068 … U+2069), so a number, code or Latin text keeps its own order, and a sign
  /// written just before a placeholder (`+{code}`) is isolated with it.
  ///
  /// Decided by the language's script: the one its tag names (`pa-Arab`), else the language's likely
  /// script in CLDR (`ur` is written in Arabic script, `he` in Hebrew, `dv` in Thaana); a script is
  /// right to left when Unicode gives its letters that direction.
  public var isRightToLeft: Bool { Self.isRightToLeft(language: language) }

  /// Whether `language` (a language tag) is written right to left; see ``isRightToLeft``.
  static func isRightToLeft(language: String) -> Bool {
    let tag = LanguageTag(language)
    if let script = tag.script { return rightToLeftScripts.contains(script) }
    guard !tag.language.isEmpty else { return false }
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      let likely = LanguageTag(Locale.Language(identifier: tag.language).maximalIdentifier).script
      return likely.map(rightToLeftScripts.contains) ?? false
    }
    #if canImport(Darwin)
      return Locale.characterDirection(forLanguage: tag.language) == .rightToLeft
    #else
      return false
    #endif
  }

  /// The ISO 15924 codes of the scripts written right to left (Unicode's scripts whose letters are
  /// `Bidi_Class` R or AL).
  static let rightToLeftScripts: Set<String> = [
    "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Cprt", "Elym", "Hatr", "Hebr", "Hung", "Khar", "Lydi",
    "Mand", "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm", "Phli", "Phlp",
    "Phnx", "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Thaa", "Yezi",
  ]
}

/// Why a wording table cannot be read.
public struct WordingTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in English.
  public var reason: String

  /// Creates an error saying `reason`.
  public init(reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}

/// The bundled tables, each parsed from its compiled-in JSON text
/// (`WordingTables+Generated.swift`, written by `Scripts/generate-wording-tables.py`) the first time
/// it is asked for. Never traps: a text that does not parse is no table.
final class WordingTableStore: Sendable {
  static let shared = WordingTableStore()
  /// The JSON text of each language's table, or nil.
  private let source: @Sendable (String) -> String?
  /// The tables read so far, nil for a language whose text does not parse.
  private let tables = Locked<[String: WordingTable?]>([:])

  /// Creates a store reading the tables' text from `source` (the compiled-in text unless told).
  init(source: @escaping @Sendable (String) -> String? = WordingTableStore.compiledJSON) {
    self.source = source
  }

  /// The bundled table `language`, or nil when there is none or its text does not parse.
  func table(_ language: String) -> WordingTable? {
    guard WordingTable.bundledLanguages.contains(language) else { return nil }
    return tables.withLock { tables in
      if let table = tables[language] { return table }
      let table = source(language).flatMap { try? WordingTable(json: Data($0.utf8)) }
      tables[language] = .some(table)
      return table
    }
  }

  /// The bundled table `language`; else, when there is none or it does not parse, English's; else an
  /// empty English table (every problem then says its `MaskProblem` description).
  func tableOrEnglish(_ language: String) -> WordingTable {
    table(language) ?? table("en") ?? WordingTable(language: "en", name: "English", entries: [:])
  }
}
