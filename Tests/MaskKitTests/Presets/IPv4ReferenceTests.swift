import MaskKit
import Testing

/// The IPv4 preset against Python's ipaddress: `Tests/MaskKitTests/Fixtures/ipv4-cases.tsv` (written by
/// Scripts/generate-ipv4-cases.py) holds valid addresses, octets over 255, leading zeros, wrong part
/// counts, other separators, glued ports and prefixes, runs of digits, and the documented steps
/// ipaddress has no opinion on (trimmed ends, other digit scripts, invisible characters), each with
/// ipaddress's verdict and value.
@Suite struct IPv4ReferenceTests {
  /// One line of the fixture.
  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var text: String
    var valid: Bool
    var value: String

    var testDescription: String { id }
  }

  static let rows: [Row] = fixtureRows("ipv4-cases.tsv", columns: 5).map { columns in
    Row(id: columns[0], text: unescapedFixtureText(columns[1]), valid: columns[2] == "1", value: columns[3])
  }

  @Test func theFixtureIsThere() {
    #expect(Self.rows.count == 530)
    #expect(Self.rows.contains { $0.valid } && Self.rows.contains { !$0.valid })
  }

  /// `format` (what `check` and `--csv` read) and a paste into an empty field complete exactly the
  /// addresses ipaddress calls valid, with its value.
  @Test func formatAndPasteAgreeWithIpaddress() {
    let mask = IPv4Mask()
    for row in Self.rows {
      expectReadsAsReference(mask, row.text, complete: row.valid, value: row.value, id: row.id)
    }
  }
}
