import Testing

@testable import MaskKit

/// The standalone scalars really are `Character`s of their own, and the byte readers agree with the
/// standard library's scalars.
@Suite struct SingleScalarTextTests {
  static let ranges: [Range<UInt32>] = [
    0..<0x0D, 0x0E..<0x0300, 0x0370..<0x0374, 0x0375..<0x037E, 0x037F..<0x0387, 0x0388..<0x0483,
    0x048A..<0x0530, 0x3041..<0x3097, 0x30A1..<0x30FB, 0x4E00..<0xA000,
  ]

  /// Scalars of every kind: standalone ones, combining marks, joiners, emoji, CR LF, Hangul jamo,
  /// flags, the singletons left out, supplementary planes.
  static let palette: [Unicode.Scalar] = [
    "a", "Z", "5", " ", "-", "\n", "\r", "\u{0}", "é", "ß", "ж", "Я", "ё", "Ω", "ά", "中", "あ", "カ",
    "\u{0301}",
    "\u{0483}", "\u{200D}", "\u{200C}", "👍", "\u{1F3FD}", "\u{1F1FA}", "\u{1F1F8}", "\u{1100}", "\u{1161}",
    "가", "\u{0374}", "\u{037E}", "\u{0387}", "\u{02B9}", ";", "·", "\u{3099}", "٣", "\u{0600}", "\u{0903}",
    "\u{10348}", "\u{00AD}", "\u{2028}",
  ]

  static func randomText(_ generator: inout SplitMix) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      scalars.append(palette.randomElement(using: &generator) ?? "a")
    }
    return String(scalars)
  }

  @Test func everyStandaloneScalarBreaksFromItsNeighbours() {
    let neighbours: [Unicode.Scalar] = ["a", "\n", "ж", "中", "\u{7F}", "\u{2FF}", "\u{3041}", "\u{30FA}"]
    for range in Self.ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        #expect(scalar.isStandaloneCharacter)
        for neighbour in neighbours {
          let text = String(String.UnicodeScalarView([neighbour, scalar, scalar, neighbour]))
          #expect(
            text.count == 4, "U+\(String(value, radix: 16)) next to U+\(String(neighbour.value, radix: 16))")
        }
      }
    }
  }

  @Test func scalarsEquivalentToAnotherOneAreLeftOut() {
    #expect(Character("\u{037E}") == Character(";"))
    #expect(Character("\u{0374}") == Character("\u{02B9}"))
    #expect(Character("\u{0387}") == Character("·"))
    for scalar: Unicode.Scalar in ["\u{0374}", "\u{037E}", "\u{0387}", "\r", "\u{0301}", "\u{0483}", "가"] {
      #expect(!scalar.isStandaloneCharacter)
    }
  }

  @Test func byteReadersAgreeWithTheStandardLibrary() {
    var generator = SplitMix(state: 18)
    for _ in 0..<3_000 {
      let text = Self.randomText(&generator)
      let scalars = Array(text.unicodeScalars)
      let standalone = scalars.allSatisfy(\.isStandaloneCharacter)
      #expect(text.isSingleScalarText == standalone)
      #expect(text.standaloneScalarCount == (standalone ? scalars.count : nil))
      #expect(text.standaloneScalars == (standalone ? scalars : nil))
      if standalone { #expect(text.count == scalars.count) }
      #expect(text.characterCount == text.count)
      #expect(String(scalars: scalars) == text)
      var bytes = 0
      for (offset, scalar) in scalars.enumerated() {
        #expect(text.utf8.withContiguousReadBuffer { byteOffset($0, ofScalar: offset) } == bytes)
        bytes += UTF8.width(scalar)
      }
      #expect(text.utf8.withContiguousReadBuffer { byteOffset($0, ofScalar: scalars.count) } == bytes)
      for back in 0...scalars.count + 1 {
        let expected = text.utf8.withContiguousReadBuffer {
          byteOffset($0, ofScalar: max(0, scalars.count - back))
        }
        #expect(
          text.utf8.withContiguousReadBuffer { byteOffset($0, ofScalarsBeforeEnd: back) } == expected)
      }
    }
  }

  @Test func textCharactersAgreeWithTheCharacterArray() {
    var generator = SplitMix(state: 1_818)
    for _ in 0..<2_000 {
      let text = Self.randomText(&generator)
      let characters = TextCharacters(text)
      let array = Array(text)
      #expect(characters.count == array.count)
      for offset in 0...array.count {
        #expect(characters.prefix(offset) == String(array[..<offset]))
        #expect(characters.suffix(from: offset) == String(array[offset...]))
        #expect(characters.character(at: offset) == (offset < array.count ? array[offset] : nil))
        #expect(characters.character(before: offset) == (offset > 0 ? array[offset - 1] : nil))
        let neighbours = characters.neighbours(before: offset, at: offset)
        #expect(neighbours.before == characters.character(before: offset))
        #expect(neighbours.at == characters.character(at: offset))
        let end = Int.random(in: offset...array.count, using: &generator)
        let parts = characters.parts(around: offset..<end)
        #expect(parts.prefix == String(array[..<offset]))
        #expect(parts.suffix == String(array[end...]))
      }
      #expect(characters.starts(with: Array(array.prefix(2))))
      let read = Int.random(in: 0...array.count + 1, using: &generator)
      let part = characters.prefixCharacters(read)
      let partArray = Array(array.prefix(read))
      #expect(part.count == partArray.count)
      for offset in 0...partArray.count {
        #expect(part.prefix(offset) == String(partArray[..<offset]))
        #expect(part.suffix(from: offset) == String(partArray[offset...]))
        #expect(part.character(at: offset) == (offset < partArray.count ? partArray[offset] : nil))
        #expect(part.character(before: offset) == (offset > 0 ? partArray[offset - 1] : nil))
      }
      #expect(part.starts(with: Array(array.prefix(2))) == (partArray.count >= min(2, array.count)))
    }
  }

  /// Long texts, whose offsets past the middle are found from the end.
  @Test func textCharactersFindOffsetsFromBothEnds() {
    var generator = SplitMix(state: 1_819)
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 20...60, using: &generator)).map { _ in
        ["ж", "a", "中", "é", "Я", "1"].randomElement(using: &generator) ?? "a"
      }.joined()
      let characters = TextCharacters(text)
      let array = Array(text)
      let scalars = Array(text.unicodeScalars)
      for offset in 0...scalars.count {
        let bytes = scalars[..<offset].reduce(0) { $0 + UTF8.width($1) }
        #expect(text.utf8.withContiguousReadBuffer { byteOffset($0, ofScalar: offset) } == bytes)
        #expect(
          text.utf8.withContiguousReadBuffer {
            byteOffset($0, ofScalarsBeforeEnd: scalars.count - offset)
          }
            == bytes)
      }
      let part = characters.prefixCharacters(Int.random(in: 0...array.count, using: &generator))
      for offset in 0...array.count {
        #expect(characters.suffix(from: offset) == String(array[offset...]))
        #expect(characters.character(at: offset) == (offset < array.count ? array[offset] : nil))
        guard offset <= part.count else { continue }
        #expect(part.suffix(from: offset) == String(array[offset..<part.count]))
        #expect(part.parts(around: offset..<offset).suffix == String(array[offset..<part.count]))
        let neighbours = part.neighbours(before: offset, at: offset)
        #expect(neighbours.before == (offset > 0 ? array[offset - 1] : nil))
        #expect(neighbours.at == (offset < part.count ? array[offset] : nil))
      }
    }
  }
}
