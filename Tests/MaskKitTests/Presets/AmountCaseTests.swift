import Foundation
import MaskKit
import Testing

/// The amount preset against babel's CLDR number parsing: `Tests/MaskKitTests/Fixtures/amount-cases.jsonl`
/// (written by Scripts/generate-amount-cases.py from babel 2.18.0) holds amounts in every layout of the
/// preset's groupings and of the reader locales, with currency marks, one character off, invisible
/// characters and other digit scripts, each with babel's answer and the value the field completes with
/// (babel's, or the documented cents-entry deviation).
@Suite struct AmountCaseTests {
  /// One line of the fixture.
  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var field: [String: String]
    var text: String
    var value: String?
    var keys: Bool

    var testDescription: String { id }
  }

  static let rows: [Row] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/amount-cases.jsonl")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let id = object["id"] as? String, let text = object["text"] as? String,
        let field = object["field"] as? [String: Any]
      else { return nil }
      var options: [String: String] = [:]
      for (key, value) in field {
        if let flag = value as? Bool, key == "signed" {
          options[key] = flag ? "true" : "false"
        } else {
          options[key] = "\(value)"
        }
      }
      return Row(
        id: id, field: options, text: text, value: object["value"] as? String,
        keys: object["keys"] as? Bool ?? false)
    }
  }()

  /// The mask of a row's field, made as the preset makes it.
  static func mask(_ field: [String: String]) throws -> AmountMask {
    var values: [String: PresetValue] = [:]
    for (key, value) in field {
      switch key {
      case "signed": values[key] = .flag(value == "true")
      case "fractionDigits": values[key] = .integer(Int(value) ?? 2)
      default: values[key] = .text(value)
      }
    }
    let mask = try AmountPreset.makeMask(PresetSpec(name: "amount", values))
    return try #require(mask as? AmountMask)
  }

  /// `value` (sign, digits, `.`) with exactly `places` fraction digits.
  static func normalized(_ value: String, places: Int) -> String {
    var sign = ""
    var body = Substring(value)
    if body.first == "-" {
      sign = "-"
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    let integer = parts[0].drop(while: { $0 == "0" })
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let padded = fraction + String(repeating: "0", count: max(0, places - fraction.count))
    let digits = (integer.isEmpty ? "0" : String(integer)) + (places > 0 ? "." + padded : "")
    return digits.allSatisfy({ $0 == "0" || $0 == "." }) ? digits : sign + digits
  }

  /// The value a path completes with, normalized, or nil when it is not complete.
  private static func completed(_ isComplete: Bool, _ value: String, _ places: Int) -> String? {
    isComplete ? normalized(value, places: places) : nil
  }

  @Test func theFixtureCoversEveryGroupingBothEntriesAndTheIssueLines() {
    #expect(Self.rows.count > 5000)
    let groupings = Set(Self.rows.map { $0.field["grouping"] ?? "" })
    #expect(groupings == [",", ".", "space", "'", "indian", "none"])
    #expect(Set(Self.rows.map { $0.field["entry"] ?? "" }) == ["ltr", "cents"])
    #expect(Self.rows.contains { $0.text == "12 ¢" && $0.value == nil })
  }

  /// Every path agrees with the row: `format` (the reading of `check`, `eval` and CSV), a paste into an
  /// empty field, the text typed at once and, in the field's own layout typed from the left, key by key.
  @Test(arguments: [
    "commas", "dots", "space", "apostrophe", "indian", "none", "usd", "eur", "inr", "chf",
    "whole", "signed", "maximum",
  ])
  func everyPathCompletesExactlyBabelsValue(_ name: String) throws {
    var count = 0
    for row in Self.rows where row.id.hasPrefix(name + "/") {
      count += 1
      let mask = try Self.mask(row.field)
      let places = mask.fractionDigits
      let formatted = mask.format(row.text)
      #expect(
        Self.completed(formatted.isComplete, formatted.value, places) == row.value,
        "format \(row.id): \(formatted.text) \(formatted.problem?.description ?? "")")
      var pasted = MaskedText(mask: mask)
      pasted.paste(row.text)
      #expect(Self.completed(pasted.isComplete, pasted.value, places) == row.value, "paste \(row.id)")
      // Typed in cents entry, zeros and a decimal separator with fewer zeros than places (`0.`) are the
      // field a backspace from 0.01 leaves: empty (presets.md).
      let zerosTyped = mask.entry == .cents && !row.text.contains(where: { ("1"..."9").contains($0) })
      var typed = MaskedText(mask: mask)
      typed.type(row.text)
      if !zerosTyped {
        #expect(Self.completed(typed.isComplete, typed.value, places) == row.value, "typed \(row.id)")
      }
      if row.keys {
        var keys = MaskedText(mask: mask)
        for character in row.text { keys.type(String(character)) }
        #expect(Self.completed(keys.isComplete, keys.value, places) == row.value, "keys \(row.id)")
      }
    }
    #expect(count > 100)
  }
}
