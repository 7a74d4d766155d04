import MaskKit
import MaskKitUI
import Testing

/// Long random sessions on the simulated field: no crash, and field and adapter always agree. Selections
/// fall on character boundaries, as a text view makes them.
@Suite struct TextFieldAdapterFuzzTests {
  static let masks: [InputMask] = [
    "+1 ([000]) [000]-[0000]", "😀 [000]", "[AAA]-[000]", "+44 [0000] [000000]",
  ].compactMap { try? InputMask($0) }
  static let pieces = [
    "1", "2", "a", "Z", "😀", "👍🏽", " ", "-", "(", "٣", "e\u{301}", "\u{301}", "+1 (206) 555",
  ]

  @Test(arguments: [1, 2, 3, 4])
  func randomSessionsKeepFieldAndAdapterInStep(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var field = SimulatedTextField(mask: try #require(Self.masks.first))
    for _ in 0..<1_500 {
      perform(Int.random(in: 0..<10, using: &generator), on: &field, using: &generator)
      if field.markedRange == nil {
        #expect(field.text == field.adapter.text)
        #expect(field.selection == field.adapter.selection)
      }
      #expect(field.selection.location >= 0)
      #expect(field.selection.location + field.selection.length <= field.text.utf16.count)
    }
  }

  private func perform(
    _ operation: Int, on field: inout SimulatedTextField, using generator: inout SplitMix64
  ) {
    let piece = Self.pieces.randomElement(using: &generator) ?? "1"
    let count = field.text.count
    switch operation {
    case 0, 1: field.type(piece)
    case 2: field.paste(piece + piece)
    case 3: field.backspace()
    case 4:
      let start = Int.random(in: 0...count, using: &generator)
      let end = Int.random(in: start...count, using: &generator)
      let location = field.text.utf16Offset(fromCharacter: start)
      field.select(
        UTF16Range(location: location, length: field.text.utf16Offset(fromCharacter: end) - location))
    case 5:
      field.setMarkedText(piece)
      if Bool.random(using: &generator) { field.commitMarkedText() }
    case 6: field.commitMarkedText(Bool.random(using: &generator) ? piece : nil)
    case 7: field.undo()
    case 8: field.redo()
    default:
      if let mask = Self.masks.randomElement(using: &generator), field.markedRange == nil {
        field.setMask(mask)
      }
    }
  }
}

/// A small seeded generator, so every run of the test sees the same sessions.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
