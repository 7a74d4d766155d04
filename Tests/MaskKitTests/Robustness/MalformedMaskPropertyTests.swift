import MaskKit
import PropertyBased
import Testing

/// Random masks built from every syntax character compile or throw a positioned error, never trap.
@Suite struct MalformedMaskPropertyTests {
  static let inputMaskPieces = [
    "[", "]", "{", "}", "\\", "0", "9", "A", "a", "_", "-", "…", "x", " ", "e\u{301}", "😀", "\u{0}",
  ]
  static let picturePieces = [
    "#", "?", "&", "~", "@", "!", "*", "2", "{", "}", "[", "]", ",", ";", "x", "😀", "\u{301}",
  ]

  static func masks(from pieces: [String]) -> Generator<String, some SendableSequenceType> {
    Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }.array(of: 0...30).map { $0.joined() }
  }

  @Test func randomInputMaskFormats() async {
    await propertyCheck(count: 500, input: Self.masks(from: Self.inputMaskPieces), Gen.bool) {
      format, rightToLeft in
      do throws(MaskSyntaxError) {
        let mask = try InputMask(format, rightToLeft: rightToLeft)
        let result = mask.format(format)
        #expect(result.caret >= 0 && result.caret <= result.text.count)
      } catch {
        #expect(error.position >= 0 && error.position <= format.count)
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test func randomPictureMasks() async {
    await propertyCheck(count: 500, input: Self.masks(from: Self.picturePieces)) { source in
      let partial = PictureMask(partial: source)
      do throws(MaskSyntaxError) {
        let mask = try PictureMask(source)
        #expect(partial.syntaxError == nil)
        let result = mask.format("12ab")
        #expect(result.caret >= 0 && result.caret <= result.text.count)
      } catch {
        #expect(error.position >= 0 && error.position <= source.count)
        #expect(partial.syntaxError == error)
      }
    }
  }

  @Test func randomTextThroughRandomInputMasks() async {
    let texts = Gen.int(in: 0...(HostileSamples.texts.count - 1)).map { HostileSamples.texts[$0] }
    await propertyCheck(
      count: 300, input: Self.masks(from: Self.inputMaskPieces), texts, Gen.int(in: -2...40)
    ) { format, text, caret in
      guard let mask = try? InputMask(format) else { return }
      for gravity in CaretGravity.allCases {
        let result = mask.apply(CaretText(text, caret: caret, gravity: gravity, autoskip: true))
        #expect(result.caret >= 0 && result.caret <= result.text.count)
      }
    }
  }
}
