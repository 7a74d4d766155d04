import MaskKit
import Testing

/// The identifier preset's reading of a whole text against python-stdnum: `IdentifierPasteRecords`
/// (written by Scripts/generate-identifier-pastes.py) holds identifiers of every scheme with the
/// separators, spaces, dashes, invisible characters and full-width forms pastes carry, and stdnum's
/// `is_valid()` and `compact()` of each.
@Suite struct IdentifierPasteDifferentialTests {
  struct Record: Sendable {
    var scheme: String
    var text: String
    var expected: Bool
    var compact: String
    var stdnumAsWritten: Bool
  }

  static let records: [Record] = IdentifierPasteRecords.lines.map { line in
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    return Record(
      scheme: fields[0], text: fields[1], expected: fields[2] == "1", compact: fields[3],
      stdnumAsWritten: fields[4] == "1")
  }

  static let today = CalendarDate(iso: IdentifierPasteRecords.today)

  /// How `mask` reads `text` as a whole: formatted with `apply` (the caret at the end) and through
  /// `formatWhole` (the paste layout first).
  static func readings(_ mask: IdentifierMask, _ text: String) -> [(String, MaskResult)] {
    let whole = mask.formatWhole(text)
    var pasted = whole.result
    if let refusal = whole.refusal { pasted = pasted.refused(refusal) }
    return [("apply", mask.apply(CaretText(text, autocomplete: true))), ("formatWhole", pasted)]
  }

  @Test func theRecordsCoverEverySchemeWithBothAnswers() {
    #expect(Self.today != nil)
    for name in IdentifierMask.schemeNames {
      let own = Self.records.filter { $0.scheme == name }
      #expect(own.contains { $0.expected } && own.contains { !$0.expected }, "\(name)")
    }
  }

  @Test(arguments: IdentifierMask.schemeNames)
  func wholeTextsCompleteExactlyWhereStdnumAcceptsThem(_ scheme: String) throws {
    let mask = try IdentifierMask(scheme: scheme, today: Self.today)
    var differences: [String] = []
    for record in Self.records where record.scheme == scheme {
      for (how, result) in Self.readings(mask, record.text) {
        if result.isComplete != record.expected || record.expected && result.value != record.compact {
          differences.append(
            "\(how) \(record.text.debugDescription): \(result.isComplete ? "complete" : "not complete") "
              + "\(result.value) (\(result.refusal?.description ?? result.problem?.description ?? "")), stdnum \(record.expected) "
              + record.compact)
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(5))")
  }

  /// Where stdnum's answer for the text as written differs, the text holds a format character or a
  /// full-width letter, the two things MaskKit reads that stdnum does not (presets.md).
  @Test func everyDifferenceFromStdnumAsWrittenIsADocumentedOne() {
    for record in Self.records where record.expected != record.stdnumAsWritten {
      let documented = record.text.unicodeScalars.contains { scalar in
        scalar.properties.generalCategory == .format || (0xFF21...0xFF3A).contains(scalar.value)
          || (0xFF41...0xFF5A).contains(scalar.value)
      }
      #expect(documented, "\(record.scheme) \(record.text.debugDescription)")
    }
  }
}
