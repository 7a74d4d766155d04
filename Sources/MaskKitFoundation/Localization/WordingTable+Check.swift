extension WordingTable {
  /// What ``check(against:notes:)`` finds wrong with one entry of a table.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of fault.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// The reference has the entry and the table does not.
      case missing
      /// The table has an entry the reference does not.
      case unknownEntry
      /// A text is the reference's own (an English fallback), and the key is not in `sameAsEnglish`.
      case untranslated
      /// A text leaves out a placeholder the reference's entry has.
      case lostPlaceholder
      /// A text has a placeholder the reference's entry does not.
      case unknownPlaceholder
      /// The reference chooses by a number and the table, in a language with more than one plural
      /// category, does not.
      case noPluralChoice
      /// A choice lacks a category the language needs for whole numbers (or `other`).
      case missingCategory
      /// A choice has a branch for a category the language does not have.
      case unusedCategory
      /// A choice is by a number the entry is not given.
      case unknownPluralArgument
      /// An entry of a table with notes (the English table) has no note.
      case missingNote
      /// A note is for an entry the table does not have.
      case unknownNote
      /// A note does not describe a placeholder of its entry (or the number it chooses by).
      case undescribedPlaceholder
      /// A note describes a placeholder its entry does not have.
      case unknownNotePlaceholder
    }

    /// The entry's key (`problems.checkDigits`).
    public var key: String
    /// What is wrong.
    public var kind: Kind
    /// The detail: the placeholder, category or text concerned.
    public var detail: String

    /// `problems.checkDigits: lostPlaceholder {expected}`.
    public var description: String { "\(key): \(kind.rawValue)" + (detail.isEmpty ? "" : " \(detail)") }
  }

  /// Everything the table lacks against `reference` (by default the bundled English table): entries
  /// missing or unknown, texts left as the reference's, placeholders lost or invented, plural choices
  /// missing or lacking a category the table's language needs for whole numbers
  /// (``PluralCategory/wholeNumberCategories(language:)``). A branch for a category only one number
  /// takes (`=2`, Arabic `two`) may leave that number out. Empty for a complete table.
  ///
  /// `notes` are the translators' notes on this table's entries; by default the bundled notes of its
  /// language (``WordingNote/bundled(language:)``: English's `en.notes.json`; other languages have
  /// none and are not checked for notes). With notes, every entry needs one, every note needs an
  /// entry, and each note describes exactly its entry's placeholders and the number it chooses by.
  public func check(against reference: WordingTable = .english, notes: [String: WordingNote]? = nil)
    -> [Finding]
  {
    var findings: [Finding] = []
    if let notes = notes ?? WordingNote.bundled(language: language) {
      findings += checkNotes(notes)
    }
    let needed = PluralCategory.wholeNumberCategories(language: language).map(\.rawValue)
    let single = PluralCategory.singleNumberCategories(language: language)
    for key in reference.entries.keys.sorted() where entries[key] == nil {
      findings.append(Finding(key: key, kind: .missing, detail: ""))
    }
    for key in entries.keys.sorted() where reference.entries[key] == nil {
      findings.append(Finding(key: key, kind: .unknownEntry, detail: ""))
    }
    for key in sameAsEnglish.sorted() where reference.entries[key] == nil {
      findings.append(Finding(key: key, kind: .unknownEntry, detail: "(in sameAsEnglish)"))
    }
    for key in entries.keys.sorted() {
      guard let message = entries[key], let source = reference.entries[key] else { continue }
      let sourceTexts = source.branches.map(\.text)
      let wanted = Set(sourceTexts.flatMap(WordingMessage.placeholders(in:)))
      let numbers = Set(source.choices.map(\.argument))
      if !numbers.isEmpty, needed.count > 1, message.choices.isEmpty {
        findings.append(Finding(key: key, kind: .noPluralChoice, detail: needed.joined(separator: ", ")))
      }
      for branch in message.branches {
        if language != reference.language, !sameAsEnglish.contains(key), sourceTexts.contains(branch.text) {
          findings.append(Finding(key: key, kind: .untranslated, detail: branch.text))
        }
        let found = Set(WordingMessage.placeholders(in: branch.text))
        for name in found.subtracting(wanted.union(numbers)).sorted() {
          findings.append(Finding(key: key, kind: .unknownPlaceholder, detail: "{\(name)}"))
        }
        let spared = branch.path.filter { step in
          step.key.hasPrefix("=") || PluralCategory(rawValue: step.key).map { single[$0] != nil } == true
        }.map(\.argument)
        for name in wanted.subtracting(found).subtracting(spared).sorted() {
          findings.append(Finding(key: key, kind: .lostPlaceholder, detail: "{\(name)} in \(branch.text)"))
        }
      }
      for choice in message.choices {
        if !wanted.union(numbers).contains(choice.argument) {
          findings.append(Finding(key: key, kind: .unknownPluralArgument, detail: choice.argument))
        }
        for category in needed where !choice.keys.contains(category) {
          findings.append(Finding(key: key, kind: .missingCategory, detail: category))
        }
        for branch in choice.keys where !needed.contains(branch) && !branch.hasPrefix("=") {
          findings.append(Finding(key: key, kind: .unusedCategory, detail: branch))
        }
      }
    }
    return findings
  }

  /// What `notes` lack against the table's entries, or describe that the entries lack.
  private func checkNotes(_ notes: [String: WordingNote]) -> [Finding] {
    var findings: [Finding] = []
    for key in entries.keys.sorted() where notes[key] == nil {
      findings.append(Finding(key: key, kind: .missingNote, detail: ""))
    }
    for key in notes.keys.sorted() where entries[key] == nil {
      findings.append(Finding(key: key, kind: .unknownNote, detail: ""))
    }
    for key in entries.keys.sorted() {
      guard let message = entries[key], let note = notes[key] else { continue }
      let names = message.placeholderNames
      let described = Set(note.placeholders.keys)
      for name in names.subtracting(described).sorted() {
        findings.append(Finding(key: key, kind: .undescribedPlaceholder, detail: "{\(name)}"))
      }
      for name in described.subtracting(names).sorted() {
        findings.append(Finding(key: key, kind: .unknownNotePlaceholder, detail: "{\(name)}"))
      }
    }
    return findings
  }
}

extension WordingMessage {
  /// The placeholders of every branch and the numbers the message chooses by.
  var placeholderNames: Set<String> {
    Set(branches.flatMap { WordingMessage.placeholders(in: $0.text) }).union(choices.map(\.argument))
  }
}
