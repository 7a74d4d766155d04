import Testing

@testable import MaskKit

/// Custom notations are looked up by symbol and their ASCII accept sets come from their characters and
/// classes; both give what `Notation.accepts` gives.
@Suite struct NotationTableTests {
  static let pool: [Unicode.Scalar] =
    (0..<128).compactMap { Unicode.Scalar(UInt8($0)) } + [
      "é", "ж", "٣", "\u{301}", "中", "\r",
    ]

  @Test func asciiAcceptSetsAgreeWithAccepts() {
    var generator = SplitMix(state: 0x4E07)
    for round in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let characters = String(
        String.UnicodeScalarView((0..<count).map { _ in Self.pool.randomElement(using: &generator)! }))
      let classes = Set(Notation.CharacterClass.allCases.filter { _ in Bool.random(using: &generator) })
      let notation = Notation(character: "x", characters: characters, classes: classes)
      let slot = ASCIIAcceptSet(rule: .custom(notation))
      for byte in UInt8(0)..<128 where byte != 0x0D {
        #expect(
          slot.accepts(byte) == notation.accepts(Character(Unicode.Scalar(byte))),
          "round \(round): byte \(byte) for \(characters.debugDescription) \(classes)")
      }
      #expect(!slot.accepts(0x0D))
    }
  }

  @Test func manyNotationsCompileAndApplyLikeFew() throws {
    let symbols = (0..<1_000).map { Character(Unicode.Scalar(0x4E00 + $0)!) }
    let notations = symbols.map { Notation(character: $0, characters: "0123456789") }
    let format = "[" + String((0..<5_000).map { symbols[$0 % symbols.count] }) + "]"
    let many = try InputMask(format, notations: notations)
    let few = try InputMask("[" + String(repeating: "0", count: 5_000) + "]")
    let text = String(repeating: "7", count: 5_000) + "x"
    let manyResult = many.apply(CaretText(text))
    #expect(manyResult.value == few.apply(CaretText(text)).value)
    #expect(manyResult.value == String(repeating: "7", count: 5_000))
    #expect(manyResult.isComplete)
    #expect(throws: MaskSyntaxError.self) { try InputMask("[\u{4E00}Z]", notations: notations) }
  }
}
