import Foundation
import MaskKit
import Testing

/// The identifier preset against python-stdnum: `Tests/MaskKitTests/Fixtures/identifiers.tsv` (written by
/// Scripts/generate-identifier-fixtures.py) holds random valid numbers of every scheme and the same
/// numbers with one digit changed or two swapped, with stdnum's verdict, `compact()` and `format()`.
@Suite struct IdentifierFixtureTests {
  /// One line of the fixture.
  struct Row: CustomTestStringConvertible {
    var scheme: String
    var number: String
    var valid: Bool
    var compact: String
    var formatted: String

    var testDescription: String { "\(scheme) \(number)" }

    /// What the field must show when the number is valid: stdnum's format(), else the compact form.
    var display: String { formatted.isEmpty ? compact : formatted }
  }

  static let text: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/identifiers.tsv")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The day the fixture was written, which stdnum judged birth dates against.
  static let today: CalendarDate? = {
    let marker = "# today: "
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) else { return nil }
    return CalendarDate(iso: String(line.dropFirst(marker.count).prefix(10)))
  }()

  static let rows: [Row] = {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5 else { return nil }
      return Row(
        scheme: fields[0], number: fields[1], valid: fields[2] == "1", compact: fields[3],
        formatted: fields[4])
    }
  }()

  @Test func theFixtureCoversEverySchemeOfThePreset() {
    let schemes = Set(Self.rows.map(\.scheme))
    #expect(Self.rows.count > 3000)
    #expect(Self.today != nil)
    for name in IdentifierMask.schemeNames { #expect(schemes.contains(name), "\(name) has no fixture rows") }
  }

  /// Checks a field after an edit against the row.
  private func expectAgreement(_ field: MaskedText, _ row: Row, _ how: String) {
    #expect(field.value == row.compact, "\(how): value")
    #expect(field.isComplete == row.valid, "\(how): complete (\(field.problem?.description ?? "no problem"))")
    if row.valid { #expect(field.text == row.display, "\(how): display") }
  }

  @Test(arguments: IdentifierMask.schemeNames)
  func typedKeyByKeyAndPastedInEitherLayoutAgreeWithStdnum(_ scheme: String) throws {
    let mask = try IdentifierMask(scheme: scheme, today: Self.today)
    for row in Self.rows where row.scheme == scheme {
      var typed = MaskedText(mask: mask)
      for character in row.number { typed.type(String(character)) }
      expectAgreement(typed, row, "typed \(row.number)")
      var pasted = MaskedText(mask: mask)
      pasted.paste(row.compact)
      expectAgreement(pasted, row, "pasted \(row.compact)")
      if !row.formatted.isEmpty {
        var pastedLayout = MaskedText(mask: mask)
        pastedLayout.paste(row.formatted)
        expectAgreement(pastedLayout, row, "pasted \(row.formatted)")
      }
      let whole = mask.formatWhole(row.display).result
      #expect(whole.value == row.compact && whole.isComplete == row.valid, "formatWhole \(row.display)")
    }
  }

  /// The scheme table of the Presets article: every scheme listed once, its example shown as written and
  /// complete.
  @Test func thePresetsArticleShowsEverySchemeWithAValidExample() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/MaskKit/MaskKit.docc/presets.md")
    let article = try String(contentsOf: url, encoding: .utf8)
    var listed: [String] = []
    for line in article.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4, cells[0].contains("."), cells[2].hasPrefix("`") else { continue }
      let scheme = String(cells[0].dropFirst().dropLast())
      let shown = String(cells[2].dropFirst().dropLast())
      guard
        let mask = try? IdentifierMask(scheme: scheme, today: CalendarDate(year: 2026, month: 11, day: 26))
      else { continue }
      listed.append(scheme)
      let result = mask.formatWhole(shown).result
      #expect(
        result.text == shown && result.isComplete,
        "\(scheme) \(shown): \(result.problem?.description ?? "incomplete")")
    }
    #expect(listed == IdentifierMask.schemeNames)
  }
}
