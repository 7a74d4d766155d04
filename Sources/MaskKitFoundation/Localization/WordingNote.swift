import Foundation
import MaskKit

/// A translator's note on one entry of a wording table: what the entry is for, where it shows and
/// what each of its placeholders holds.
///
/// The English table's notes are written in `Localization/Wording/en.notes.json` beside `en.json` and
/// compiled into the library (``english``); ``WordingTable/check(against:notes:)`` fails on an entry
/// without a note and on a note for no entry, and `maskkit wording --export xliff` gives each note to
/// the translator as the unit's `<note>`. In the file an entry's note is
/// `{"note": "…", "shows": ["message"], "placeholders": {"region": {"kind": "noun", "script":
/// "language", "example": "Canada"}}}`.
public struct WordingNote: Sendable, Hashable {
  /// Where a person meets an entry.
  public enum Surface: String, Sendable, Hashable, CaseIterable {
    /// A validation message under a field (VoiceOver also speaks it inside an announcement).
    case message
    /// A VoiceOver announcement or a field's spoken hint or value.
    case voiceOver
    /// The phone field's country picker.
    case picker
  }

  /// What one placeholder of an entry is filled with.
  public struct Placeholder: Sendable, Hashable {
    /// The kind of value a placeholder holds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A name inserted as it is, without article or case ending (a country, an identifier, a month).
      case noun
      /// A whole number, in the language's digits.
      case number
      /// An amount, with the language's separators.
      case amount
      /// A date, formatted as the locale writes one.
      case date
      /// One character as the person typed it, shown in quotes.
      case character
      /// Text as typed or as the mask writes it.
      case text
      /// A whole sentence from the same table (a reason).
      case sentence
    }

    /// The script a placeholder's value is written in.
    public enum Script: String, Sendable, Hashable, CaseIterable {
      /// The table's own language and script.
      case language
      /// Latin letters and ASCII digits, never translated (a code, a pattern, a brand).
      case latin
      /// As the person typed it, in any script.
      case typed
    }

    /// What the value is.
    public var kind: Kind
    /// Its script.
    public var script: Script
    /// A value it may hold, as English shows it (`Canada`, `3`, `U+200B`).
    public var example: String
    /// The section of the same table the value comes from (`schemes`, `purposes`, `problems`), if any.
    public var section: String?

    /// Creates a placeholder's description from its parts.
    public init(kind: Kind, script: Script, example: String, section: String? = nil) {
      self.kind = kind
      self.script = script
      self.example = example
      self.section = section
    }
  }

  /// What the entry is for, in a sentence or two.
  public var about: String
  /// Where it shows.
  public var shows: [Surface]
  /// Each placeholder of the entry (and the number a plural choice is made by), by name.
  public var placeholders: [String: Placeholder]

  /// Creates a note from its parts.
  public init(about: String, shows: [Surface], placeholders: [String: Placeholder] = [:]) {
    self.about = about
    self.shows = shows
    self.placeholders = placeholders
  }

  /// The note as one paragraph for a translator (an XLIFF `<note>`): what it is for, where it shows,
  /// then each placeholder with its kind, script and example, in `order` (the rest by name).
  public func text(placeholderOrder order: [String] = []) -> String {
    let shown = shows.map(\.phrase).joined(separator: "; ")
    var parts = [about, "Shows: \(shown)."]
    let names =
      order.filter { placeholders[$0] != nil } + placeholders.keys.sorted().filter { !order.contains($0) }
    for name in names {
      guard let placeholder = placeholders[name] else { continue }
      var words = "{\(name)}: \(placeholder.kind.phrase), \(placeholder.script.phrase)"
      if let section = placeholder.section { words += ", from this table's \(section)" }
      parts.append(words + ", e.g. \u{201C}\(placeholder.example)\u{201D}.")
    }
    return parts.joined(separator: " ")
  }

  /// The bundled English table's notes, by key (`problems.checkDigits`), from `en.notes.json`; empty
  /// should its compiled-in text fail to parse.
  public static var english: [String: WordingNote] { bundled(language: "en") ?? [:] }

  /// The bundled notes on the table `language`, or nil when it has none (only English has notes).
  public static func bundled(language: String) -> [String: WordingNote]? {
    store.withLock { store in
      if let known = store[language] { return known }
      let read = compiledNotesJSON(language).flatMap { try? Self.notes(json: Data($0.utf8)) }
      store[language] = .some(read)
      return read
    }
  }

  /// The bundled notes read so far, nil for a language without notes or whose text does not parse.
  private static let store = Locked<[String: [String: WordingNote]?]>([:])

  /// Reads the notes of a notes file (`{"language": "en", "problems": {"checkDigits": {"note": …}},
  /// …}`, the sections of a table), by key.
  public static func notes(json: Data) throws(WordingTableError) -> [String: WordingNote] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: json)
    } catch {
      throw WordingTableError(reason: "not JSON: \(error.localizedDescription)")
    }
    guard let root = object as? [String: Any] else { throw WordingTableError(reason: "not a JSON object") }
    var notes: [String: WordingNote] = [:]
    for (section, value) in root where section != "language" {
      guard WordingTable.sections.contains(section), let entries = value as? [String: Any] else {
        throw WordingTableError(
          reason: "\"\(section)\" is not a section of a table with notes for its entries")
      }
      for (key, value) in entries {
        notes[section + "." + key] = try WordingNote(json: value, key: section + "." + key)
      }
    }
    return notes
  }

  /// Reads one entry's note; `key` names it in an error.
  init(json: Any, key: String) throws(WordingTableError) {
    func failure(_ reason: String) -> WordingTableError { WordingTableError(reason: "\(key): \(reason)") }
    guard let object = json as? [String: Any] else { throw failure("the note is not an object") }
    for member in object.keys where !["note", "shows", "placeholders"].contains(member) {
      throw failure("unknown member \"\(member)\" (a note has note, shows and placeholders)")
    }
    guard let about = object["note"] as? String, !about.isEmpty else { throw failure("no \"note\" text") }
    guard let shows = object["shows"] as? [String], !shows.isEmpty else {
      throw failure("no \"shows\" list (message, voiceOver, picker)")
    }
    var surfaces: [Surface] = []
    for name in shows {
      guard let surface = Surface(rawValue: name) else {
        throw failure("\"shows\" has \(name), not one of message, voiceOver, picker")
      }
      surfaces.append(surface)
    }
    var placeholders: [String: Placeholder] = [:]
    let described: [String: Any]
    switch object["placeholders"] {
    case nil: described = [:]
    case let value as [String: Any]: described = value
    default: throw failure("\"placeholders\" is not an object")
    }
    for (name, value) in described {
      placeholders[name] = try Placeholder(json: value, failure: { failure("{\(name)}: \($0)") })
    }
    self.init(about: about, shows: surfaces, placeholders: placeholders)
  }
}

extension WordingNote.Placeholder {
  /// Reads a placeholder's description; `failure` words an error.
  init(json: Any, failure: (String) -> WordingTableError) throws(WordingTableError) {
    guard let object = json as? [String: Any] else { throw failure("not an object") }
    for member in object.keys where !["kind", "script", "example", "from"].contains(member) {
      throw failure("unknown member \"\(member)\" (kind, script, example, from)")
    }
    let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
    guard let kind = (object["kind"] as? String).flatMap(Kind.init(rawValue:)) else {
      throw failure("no \"kind\" of \(kinds)")
    }
    let scripts = Script.allCases.map(\.rawValue).joined(separator: ", ")
    guard let script = (object["script"] as? String).flatMap(Script.init(rawValue:)) else {
      throw failure("no \"script\" of \(scripts)")
    }
    guard let example = object["example"] as? String, !example.isEmpty else {
      throw failure("no \"example\"")
    }
    let section = object["from"] as? String
    if let section, !WordingTable.sections.contains(section) {
      throw failure("\"from\" is \(section), not a section of a table")
    }
    self.init(kind: kind, script: script, example: example, section: section)
  }
}

extension WordingNote.Surface {
  /// Where it is, for a translator.
  var phrase: String {
    switch self {
    case .message: "a validation message under the field"
    case .voiceOver: "spoken by VoiceOver"
    case .picker: "the phone field's country picker"
    }
  }
}

extension WordingNote.Placeholder.Kind {
  /// What it is, for a translator.
  var phrase: String {
    switch self {
    case .noun: "a name inserted as it is (no article or case ending is added to it)"
    case .number: "a whole number"
    case .amount: "an amount with the language's separators"
    case .date: "a date as the locale writes it"
    case .character: "one character as typed"
    case .text: "text"
    case .sentence: "a whole sentence"
    }
  }
}

extension WordingNote.Placeholder.Script {
  /// Which script, for a translator.
  var phrase: String {
    switch self {
    case .language: "in your language"
    case .latin: "Latin letters and digits, never translated"
    case .typed: "as the person typed it, any script"
    }
  }
}
