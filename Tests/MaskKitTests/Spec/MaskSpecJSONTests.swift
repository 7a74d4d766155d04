import Foundation
import MaskKit
import Testing

/// `MaskSpec.json` and `JSONEncoder`'s output: one order of members every time, for fresh values and
/// nested options alike.
@Suite struct MaskSpecJSONTests {
  /// Descriptions with several members, options of a preset and nested notations.
  static let descriptions = [
    #"{"preset": "phone", "region": "US", "style": "national", "allowRegions": ["US", "CA"]}"#,
    #"""
    {"format": "[c][0…]", "notations": [{"char": "c", "set": "$€", "named": ["letters"], "optional": true},
     {"char": "d", "set": "ab"}], "affine": ["[00]-[00]"], "strategy": "prefix", "rtl": true}
    """#,
    #"{"dialect": "blocks", "mask": "<dd>-<dd>", "brackets": ["<", ">"], "template": "_"}"#,
    #"{"preset": "amount", "grouping": "space", "decimal": ",", "fractionDigits": 1, "maximum": 999.9}"#,
    #"{"preset": "date", "yearDigits": 2, "min": "2024-01-01", "max": "2024-12-31"}"#,
  ]

  @Test(arguments: descriptions)
  func theTextIsTheSameForEveryFreshValue(_ description: String) throws {
    let texts = try Set((0..<64).map { _ in try MaskSpec(json: description).json })
    #expect(texts.count == 1)
    let text = try #require(texts.first)
    #expect(try MaskSpec(json: text) == MaskSpec(json: description))
    #expect(try MaskSpec(json: text).json == text)
  }

  @Test func theTextListsTheMembersInTheDeclaredOrder() throws {
    let phone = try MaskSpec(json: Self.descriptions[0])
    #expect(phone.json == #"{"preset":"phone","region":"US","style":"national","allowRegions":["CA","US"]}"#)
    let notations = try MaskSpec(json: Self.descriptions[1])
    #expect(
      notations.json
        == #"{"format":"[c][0…]","notations":[{"char":"c","set":"$€","named":["letters"],"optional":true},"#
        + #"{"char":"d","set":"ab"}],"rtl":true,"affine":["[00]-[00]"],"strategy":"prefix"}"#)
  }

  /// A list's names split at every comma scalar, so a name that starts with a combining mark (which
  /// joins the comma before it into one `Character`) reads back as written (the `spec` fuzz target
  /// found `{"preset":"phone","allowRegions":["\u{59E}","a"]}` reading back as one name).
  @Test func aListNameStartingWithAMarkReadsBackAsWritten() throws {
    let spec = try MaskSpec(json: #"{"preset":"phone","allowRegions":["\#u{59E}","a"]}"#)
    #expect(spec.json == #"{"preset":"phone","allowRegions":["A","\#u{59E}"]}"#)
    #expect(try MaskSpec(json: spec.json) == spec)
  }

  @Test func stringsAreEscapedAsJSON() throws {
    let spec = MaskSpec(format: "\"[0]\\\n\u{1}")
    #expect(spec.json == #"{"format":"\"[0]\\\n\u0001"}"#)
    #expect(try MaskSpec(json: spec.json) == spec)
  }

  /// `JSONEncoder` writes an object's members in its dictionary's order unless `.sortedKeys`: with it,
  /// the bytes are the same for every fresh value and every other formatting option.
  @Test(arguments: descriptions)
  func sortedKeysEncodeTheSameBytesEveryTime(_ description: String) throws {
    for formatting: JSONEncoder.OutputFormatting in [
      [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
    ] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let encodings = try Set((0..<64).map { _ in try encoder.encode(MaskSpec(json: description)) })
      #expect(encodings.count == 1)
      let decoded = try JSONDecoder().decode(MaskSpec.self, from: try #require(encodings.first))
      #expect(try decoded == MaskSpec(json: description))
    }
  }
}
