import MaskKit
import Testing

/// Compiled masks and the mask cache shared by many tasks at once (run under the thread sanitizer too).
@Suite struct ConcurrencyTests {
  static let formats = [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[0…]", "[A…]", "[99]-[00]", "{+7} [000] [000]",
    "[AA]-[0000]", "[0000] [0000] [0000] [0000]",
  ]
  static let texts = ["", "1", "2065551234", "ab12", "١٢٣٤٥", "+1 (206) 555", "😀12e\u{301}"]
  static let tasks = 64
  static let rounds = 200

  /// What one thread computes alone, to compare every concurrent answer with.
  static func expected(_ format: String, rightToLeft: Bool) throws -> [MaskResult] {
    let mask = try InputMask(format, rightToLeft: rightToLeft)
    return texts.map { mask.format($0) }
  }

  @Test func manyTasksHammerTheProcessWideCache() async throws {
    var expected: [String: [MaskResult]] = [:]
    for format in Self.formats { expected[format] = try Self.expected(format, rightToLeft: false) }
    let reference = expected
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          var mismatches = 0
          for round in 0..<Self.rounds {
            let format = Self.formats[(task + round) % Self.formats.count]
            guard let mask = try? InputMask.cached(format) else { return mismatches + 1 }
            let index = round % Self.texts.count
            if mask.format(Self.texts[index]) != reference[format]?[index] { mismatches += 1 }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func aTinyCacheThatKeepsForgettingStaysConsistent() async {
    let cache = MaskCache<Int, String>(capacity: 3)
    let wrong = await withTaskGroup(of: Int.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          var wrong = 0
          for round in 0..<Self.rounds {
            let key = (task * 7 + round) % 11
            if cache.value(for: key, compile: { "value \(key)" }) != "value \(key)" { wrong += 1 }
            if cache.count > 3 { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  @Test func compiledMasksOfEveryDialectAreSharedAcrossTasks() async throws {
    let masks: [any Mask] = [
      try InputMask("+1 ([000]) [000]-[0000]"), try InputMask("[0…]", rightToLeft: true),
      try AffineInputMask("[00]-[00]", affine: ["[0000]-[0000]"]), try PictureMask("(###) ###-####"),
      try PictureMask("*{#,?}"),
    ]
    let expected = masks.map { mask in Self.texts.map { mask.format($0) } }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          var mismatches = 0
          for round in 0..<Self.rounds / 4 {
            let maskIndex = (task + round) % masks.count
            let textIndex = round % Self.texts.count
            if masks[maskIndex].format(Self.texts[textIndex]) != expected[maskIndex][textIndex] {
              mismatches += 1
            }
          }
          return mismatches
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func editingModelsOnManyTasksShareOneMask() async throws {
    let mask = try InputMask.cached("+1 ([000]) [000]-[0000]")
    let values = await withTaskGroup(of: String.self) { group in
      for _ in 0..<Self.tasks {
        group.addTask {
          var field = MaskedText(mask: mask)
          field.type("2065551234")
          field.backspace()
          field.undo()
          return field.value
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(values == ["2065551234"])
  }

  @Test func postalMasksBuiltOnManyTasksShareTheParsedRegions() async {
    let codes = [("GB", "sw1a1aa"), ("CA", "k1a0b1"), ("US", "221621010"), ("NL", "1234ab")]
    let shown = await withTaskGroup(of: String.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          let (region, typed) = codes[task % codes.count]
          return (try? PostalMask(region: region))?.format(typed).text ?? "none"
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(shown == ["SW1A 1AA", "K1A 0B1", "22162-1010", "1234 AB"])
  }
}
