import Foundation
import MaskKit
import Testing

/// The date, time and expiry presets against Python's `datetime`: `Tests/MaskKitTests/Fixtures/datetime-cases.tsv`
/// (written by Scripts/generate-datetime-cases.py) holds texts in every listed layout, impossible values,
/// one digit off, a digit too many and glued or partial texts, each with the verdict `datetime.strptime`
/// gives in the layout that reads it (issue 43). Every line is read through `format` and pasted into an
/// empty `MaskedText`; both must agree with it on completeness and value.
@Suite struct DateTimeReferenceTests {
  /// One line of the fixture.
  struct Row: Sendable {
    /// `date`, `time` or `expiry`.
    var preset: String
    /// `dmy/4`, `12h+s`, `-`.
    var options: String
    /// The text read.
    var text: String
    /// The value the field completes with, or nil: not complete.
    var value: String?
  }

  /// The fixture's lines.
  static let rows: [Row] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/datetime-cases.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst(2).compactMap { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 6 else { return nil }
      return Row(
        preset: columns[0], options: columns[1], text: columns[2],
        value: columns[3] == "complete" ? columns[4] : nil)
    }
  }()

  /// The mask a row's preset and options name.
  static func mask(_ row: Row) throws -> any Mask {
    switch row.preset {
    case "date":
      let parts = row.options.split(separator: "/")
      let order = DateOrder(rawValue: String(parts[0])) ?? .dmy
      return try DateMask(order: order, yearDigits: Int(parts[1]) ?? 4)
    case "time":
      return try TimeMask(
        clock: row.options.hasPrefix("12") ? .twelveHour : .twentyFourHour,
        hasSeconds: row.options.hasSuffix("+s"))
    default:
      return CardExpiryMask()
    }
  }

  /// What a mask makes of a text: nil when not complete, else its value.
  static func verdict(_ result: MaskResult) -> String? { result.isComplete ? result.value : nil }

  @Test func theFixtureIsThere() {
    #expect(Self.rows.count > 8000)
  }

  @Test func everyRowAgreesWithDatetime() throws {
    var differences: [String] = []
    for row in Self.rows {
      let mask = try Self.mask(row)
      let formatted = Self.verdict(mask.format(row.text))
      var field = MaskedText(mask: mask)
      field.paste(row.text)
      let pasted = field.isComplete ? field.value : nil
      if formatted != row.value || pasted != row.value {
        differences.append(
          "\(row.preset) \(row.options) \(row.text.debugDescription): datetime \(row.value ?? "no"), "
            + "format \(formatted ?? "no"), paste \(pasted ?? "no")")
      }
    }
    if let report = ProcessInfo.processInfo.environment["MASKKIT_DATETIME_REPORT"] {
      try differences.joined(separator: "\n").write(toFile: report, atomically: true, encoding: .utf8)
    }
    #expect(
      differences.isEmpty,
      "\(differences.count) of \(Self.rows.count) differ:\n\(differences.prefix(40).joined(separator: "\n"))")
  }
}
