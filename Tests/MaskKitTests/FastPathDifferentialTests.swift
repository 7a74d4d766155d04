import Testing

@testable import MaskKit

/// The one differential test of the fast paths (`Sources/MaskKit/Dialects/*/Fast/`): for every dialect,
/// seeded generated formats and texts (ASCII, standalone scalars of Cyrillic, Greek, kana and CJK,
/// characters of several scalars, combining marks, CR LF) go through each fast path and the reference
/// path, and their results must be equal. Every case has a seed of its own and a failure prints it:
/// `FastPathDifferentialTests.generator(seed:)` replays the case.
@Suite struct FastPathDifferentialTests {
  /// ASCII pieces, with literals the formats use.
  static let asciiPieces = [
    "1", "23", "7", "a", "Z", "x9", "-", " ", "(", ")", "_", "!", ".", ",", "/", "+", "+7", "#", "$", "\u{0}",
    "\t", "\n",
  ]
  /// Standalone scalars (each a `Character` of its own): Latin, Cyrillic, Greek, kana, CJK.
  static let scalarPieces = [
    "ж", "Я", "ё", "ß", "é", "Ω", "ω", "ς", "ά", "か", "カ", "ア", "中", "ǅ", "ŉ", "ǰ", "İ", "ɐ", "ſ",
  ]
  /// Characters of several scalars, combining marks, digits of other scripts and joining scalars, which
  /// send the fast paths back to the reference path.
  static let joiningPieces = [
    "e\u{301}", "\u{301}", "ж\u{301}", "👍🏽", "🇫🇷", "\u{1F1EB}", "\u{1100}\u{1161}", "\u{1161}", "\r\n", "\r",
    "\u{85}", "\u{2028}", "\u{0483}", "\u{200D}", "\u{37E}", "\u{387}", "٣", "١", "３", "№", "ﬆ", "😀",
  ]

  /// The generator of the case numbered `seed`.
  static func generator(seed: UInt64) -> SplitMix { SplitMix(state: 0x5EED_0000 &+ seed) }

  /// A text of up to `count` pieces: all ASCII, ASCII and standalone scalars, or any piece.
  static func text(_ random: inout SplitMix, count: ClosedRange<Int> = 0...10) -> String {
    switch Int.random(in: 0...2, using: &random) {
    case 0: random.joined(asciiPieces, count: count)
    case 1: random.joined(asciiPieces + scalarPieces + scalarPieces, count: count)
    default: random.joined(asciiPieces + scalarPieces + joiningPieces, count: count)
    }
  }

  /// A caret, gravity and autocomplete and autoskip flags for `text`, drawn at random.
  static func input(_ text: String, _ random: inout SplitMix) -> CaretText {
    CaretText(
      text, caret: Int.random(in: -1...text.count + 1, using: &random),
      gravity: Bool.random(using: &random) ? .forward : .backward,
      autocomplete: Bool.random(using: &random), autoskip: Bool.random(using: &random))
  }

  /// `body` on `count` cases, each with the generator of its seed.
  static func forEachSeed(_ count: UInt64, _ body: (UInt64, inout SplitMix) throws -> Void) rethrows {
    for seed in 0..<count {
      var random = generator(seed: seed)
      try body(seed, &random)
    }
  }

  /// Whether every byte of `text` is ASCII and none a carriage return (the ASCII paths' texts).
  static func isPlainASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }

  // MARK: inputmask

  static let inputMaskFormats = [
    "+1 ([000]) [000]-[0000]", "[00]{.}[00]{.}[0000]", "[A…]", "[0…]", "[_…]", "[_][-][0099]", "{+7} [000]",
    "\\[[00]\\]", "[AAA]-[999]", "[00].[00]", "[9990]{,}[00]", "[a-]{/}[_…]", "[cc] [00]", "[s][0…]",
    "Ж[AA]{ж}[00]", "[00]→[00]", "{é}[AA]", "[00] 中 [AA]", "[A][A][A]", "+7 ([000]) [000]-[00]-[00]",
  ]
  static let inputMaskNotations = [
    Notation(character: "c", characters: "$€жx"),
    Notation(character: "s", characters: "+-я", classes: [.letters], isOptional: true),
  ]

  // MARK: IBAN labels

  @Test func ibanLabelsReadByteByByteAgreeWithTheCharacterWalk() {
    let pieces = [
      "IBAN", "iban", "IbAn", "IBA", "iba", "IB", "I", " ", "  ", "\t", "\n", ":", "DE89", "x", "N",
    ]
    Self.forEachSeed(2000) { seed, random in
      let text = random.joined(pieces, count: 0...8)
      let fast = IBANMask.labels(in: text)
      let reference = IBANMask.labels(in: text, bytewise: false)
      #expect(
        fast.count == reference.count && fast.end == reference.end, "seed \(seed): \(text.debugDescription)")
    }
  }

  @Test func inputMaskFastPathsAgreeWithTheCharacterWalk() throws {
    let masks = try Self.inputMaskFormats.flatMap { format in
      try [false, true].map { try InputMask(format, notations: Self.inputMaskNotations, rightToLeft: $0) }
    }
    var (asciiRuns, scalarRuns) = (0, 0)
    Self.forEachSeed(6_000) { seed, random in
      let mask = masks[Int.random(in: 0..<masks.count, using: &random)]
      var text = Self.text(&random, count: 0...24)
      if Int.random(in: 0...19, using: &random) == 0 {
        text = String(repeating: Bool.random(using: &random) ? "абвгд" : "01234", count: 40)
      }
      let input = Self.input(text, &random)
      let general = mask.applyByCharacters(input)
      let comment: Comment = "seed \(seed): \(mask.format) ← \(text.debugDescription) \(input)"
      if let fast = mask.applyASCII(input) {
        asciiRuns += 1
        #expect(fast == general, comment)
      } else {
        #expect(mask.slots.ascii == nil || !Self.isPlainASCII(text), comment)
      }
      if let scalar = mask.applyByScalars(input) {
        scalarRuns += 1
        #expect(scalar == general, comment)
      } else {
        #expect(
          !mask.hasStandaloneLiterals || !text.unicodeScalars.allSatisfy(\.isStandaloneCharacter), comment)
      }
      #expect(mask.applyWithAffinity(input) == general, comment)
    }
    #expect(asciiRuns > 1_000)
    #expect(scalarRuns > 1_000)
  }

  // MARK: formatter

  static let formatPieces = [
    "#", "0", "X", "x", "*", "*", "_", "-", " ", "(", ")", "\\#", "\\\\", "+1 ", "a", "7", "ж", "№", "é", "Ω",
    "か", "中", "\\X", "ǰ", "e\u{301}", "🇫🇷", "\r\n", "\u{1100}",
  ]

  @Test func formatterFastPathsAgreeWithTheWalk() throws {
    var (asciiRuns, scalarRuns) = (0, 0)
    Self.forEachSeed(8_000) { seed, random in
      let format = random.joined(Self.formatPieces, count: 1...8)
      let classes: FormatStringClasses = Bool.random(using: &random) ? .unicode : .ascii
      let mask = FormatStringMask(partial: format, classes: classes)
      let text = Self.text(&random, count: 0...9)
      let input = Self.input(text, &random)
      let general = mask.applyByWalk(input)
      let comment: Comment = "seed \(seed): \(format.debugDescription) ← \(text.debugDescription) \(input)"
      if let fast = mask.applyASCII(input) {
        asciiRuns += 1
        #expect(fast == general, comment)
      }
      if let scalar = mask.applyScalars(input) {
        scalarRuns += 1
        #expect(scalar == general, comment)
      }
      #expect(mask.apply(input) == general, comment)
    }
    #expect(asciiRuns > 500)
    #expect(scalarRuns > 500)
  }

  // MARK: picture

  static let pictureSymbols = [
    "#", "#", "?", "&", "~", "@", "!", "*", "*", "{", "}", "[", "]", ",", ";", ";#", "-", "(", ") ", "3", "a",
    "Z", ".", " ", "ж", "Ж", "é", "か", "ß", "Ω",
  ]

  /// The mask with its first slot in a group of its own (`#` → `{#}`): the same mask, which the flat
  /// pass over bytes does not take.
  static func grouped(_ source: String) -> String? {
    var escaped = false
    for (offset, character) in source.enumerated() {
      if !escaped, "#?&~@!".contains(character) {
        let index = source.index(source.startIndex, offsetBy: offset)
        return source[..<index] + "{\(character)}" + source[source.index(after: index)...]
      }
      escaped = !escaped && character == ";"
    }
    return nil
  }

  @Test func pictureFastPathsAgreeWithTheCharacterWalk() throws {
    Self.forEachSeed(8_000) { seed, random in
      let source = random.joined(Self.pictureSymbols, count: 0...12)
      let options = PictureOptions(normalizesDigits: Bool.random(using: &random))
      let mask = PictureMask(partial: source, options: options)
      let text = Self.text(&random, count: 0...14)
      let autofill = Bool.random(using: &random)
      let input = Self.input(text, &random)
      let comment: Comment = "seed \(seed): \(source.debugDescription) ← \(text.debugDescription) \(input)"
      #expect(
        mask.check(text, autofill: autofill, allowsScalars: true)
          == mask.check(text, autofill: autofill, allowsScalars: false), comment)
      let byCharacters = mask.apply(input, allowsScalars: false)
      #expect(mask.apply(input, allowsScalars: true) == byCharacters, comment)
      if let grouped = Self.grouped(source) {
        #expect(mask.apply(input) == PictureMask(partial: grouped, options: options).apply(input), comment)
      }
    }
  }

  // MARK: blocks

  static let blockPieces = [
    "{d}", "{dd}", "{DDDD}", "{W}", "{a}", "{aa.}", "{.}", "-", " ", "(", ")", "+7 ", "/", "d", "_", "№",
  ]

  @Test func blocksApplyFastPathsAgreeWithTheField() throws {
    var (asciiRuns, scalarRuns) = (0, 0)
    Self.forEachSeed(6_000) { seed, random in
      guard let (source, mask) = random.blockMask(of: Self.blockPieces) else { return }
      let text = Self.text(&random)
      let input = CaretText(text)
      let general = mask.applyByField(input)
      let comment: Comment = "seed \(seed): \(source) ← \(text.debugDescription)"
      if let fast = mask.applyASCII(input) {
        asciiRuns += 1
        #expect(fast == general, comment)
        BlockSpliceTests.expectKnownCounts(of: fast)
        #expect(mask.placeholder == mask.templateText, comment)
      }
      if let scalar = mask.applyScalars(input) {
        scalarRuns += 1
        #expect(scalar == general, comment)
        BlockSpliceTests.expectKnownCounts(of: scalar)
      }
      #expect(mask.apply(input) == general, comment)
    }
    #expect(asciiRuns > 1_000)
    #expect(scalarRuns > 1_000)
  }

  @Test func blocksSpliceFastPathsAgreeWithTheParts() throws {
    var (asciiRuns, scalarRuns) = (0, 0)
    Self.forEachSeed(6_000) { seed, random in
      guard let (source, mask) = random.blockMask(of: Self.blockPieces) else { return }
      let value = Self.text(&random)
      let shown = mask.renderingByCharacters(ofValue: value)
      let entered = Array(shown.text.prefix(shown.caret))
      let start = Int.random(in: 0...entered.count, using: &random)
      let end = Int.random(in: start...entered.count, using: &random)
      let head = String(entered[..<start]) + Self.text(&random, count: 0...3)
      let tail = String(entered[end...])
      let comment: Comment =
        "seed \(seed): \(source): \(head.debugDescription) + \(tail.debugDescription) from \(end)"
      let general = mask.splicingByParts(head, tail, from: end)
      if let fast = mask.splicingASCII(head, tail, from: end) {
        asciiRuns += 1
        #expect(fast == general, comment)
        BlockSpliceTests.expectKnownCounts(of: fast)
      }
      if let fast = mask.splicingScalars(head, tail, from: end) {
        scalarRuns += 1
        #expect(fast == general, comment)
        BlockSpliceTests.expectKnownCounts(of: fast)
        let reusing = mask.splicingScalars(head, tail, from: end, value: shown.value)
        #expect(reusing == general, comment)
        #expect(reusing.map { Array($0.value.utf8) } == general.map { Array($0.value.utf8) }, comment)
      }
      #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end) == general, comment)
      #expect(
        mask.splicing(head, beforeEntriesShownIn: tail, from: end, value: shown.value) == general, comment)
    }
    #expect(asciiRuns > 500)
    #expect(scalarRuns > 500)
  }

  /// This test's seeds 2446 (`{W}`) and 5783 (`{.}`) once found the scalar splice at odds with the parts:
  /// a layout built after other masks had no next slot for its first position (its slot index was
  /// written through a buffer handle; `BlockLayout.indexSlots` now fills a plain array). Every
  /// generated mask's index must be its cells' next slots.
  @Test func blocksLayoutsIndexTheirNextSlots() throws {
    Self.forEachSeed(6_000) { seed, random in
      guard let (source, mask) = random.blockMask(of: Self.blockPieces) else { return }
      var expected = [Int?](repeating: nil, count: mask.layout.cells.count + 1)
      var next: Int?
      for position in stride(from: mask.layout.cells.count - 1, through: 0, by: -1) {
        if case .slot = mask.layout.cells[position] { next = position }
        expected[position] = next
      }
      #expect(mask.layout.nextSlotPosition == expected, "seed \(seed): \(source)")
    }
    let braces = try BlockMask("{.}", template: "x")
    #expect(braces.splicing("中ſж", beforeEntriesShownIn: "(", from: 0)?.text == "中")
    let nonWord = try BlockMask("{W}")
    #expect(nonWord.splicing("\u{85}\u{85}\u{200D}", beforeEntriesShownIn: "", from: 1)?.value == "\u{85}")
  }

  /// An earlier differential run found the scalar splice of `{.}{W}` over `"中1é"` (seed 27) at odds
  /// with the parts: every splice of that value, with every template, must agree.
  @Test(arguments: ["_", nil, "x", "0"] as [String?])
  func blocksScalarSpliceOfCJKBeforeADigitAndALetter(_ template: String?) throws {
    for source in ["{.}{W}", "{W}{.}", "{.}{W}{.}", "{.}-{W}"] {
      let mask = try BlockMask(source, template: template)
      for value in ["中1é", "中1", "1é", "中é", "é中1"] {
        let shown = mask.renderingByCharacters(ofValue: value)
        let entered = Array(shown.text.prefix(shown.caret))
        for start in 0...entered.count {
          for end in start...entered.count {
            for inserted in ["", "中", "1", "é", "1é", "e\u{301}"] {
              let head = String(entered[..<start]) + inserted
              let tail = String(entered[end...])
              let general = mask.splicingByParts(head, tail, from: end)
              let comment: Comment = "\(source) \(value): \(head.debugDescription) + \(tail.debugDescription)"
              if let fast = mask.splicingScalars(head, tail, from: end) { #expect(fast == general, comment) }
              if let fast = mask.splicingScalars(head, tail, from: end, value: shown.value) {
                #expect(fast == general, comment)
              }
              #expect(mask.splicing(head, beforeEntriesShownIn: tail, from: end) == general, comment)
            }
          }
        }
      }
    }
  }
}

extension FastPathDifferentialTests {
  /// Prepended marks and joiners beside digits, the cases the scalar pass must send to the walk.
  static let digitNeighbours = [
    "5\u{200D}", "\u{0600}5", "7\u{301}", "\u{0660}", "٣\u{200D}", "\u{FE0F}9", "١٢", "۳", "३\u{94D}",
    "\u{0E33}", "ก", "\u{0E51}", "\u{1161}", "각", "\r", "\u{1F1EB}", "\u{0600}", "𝟘", "٣\u{301}",
    "1\u{FE0F}\u{20E3}", "\n\u{301}", "\u{93F}", "क", "\u{94D}",
  ]

  /// `InputFilter.normalizingDigits` skips the `Character` walk only where the walk changes nothing, and
  /// reads scalar by scalar only where each scalar is a `Character`.
  @Test func digitsAreNormalizedAsTheCharacterWalkNormalizesThem() {
    Self.forEachSeed(20_000) { seed, random in
      let pieces = Self.asciiPieces + Self.scalarPieces + Self.joiningPieces + Self.digitNeighbours
      let text = random.joined(pieces, count: 0...12)
      let walked = String(text.map { $0.normalizedASCIIDigit ?? $0 })
      let normalized = InputFilter.normalizingDigits(text)
      #expect(normalized == walked, "seed \(seed): \(text.debugDescription)")
      #expect(normalized.unicodeScalars.elementsEqual(walked.unicodeScalars), "seed \(seed)")
    }
  }

  /// Digits of other scripts among standalone scalars, and digits with combining marks, are read scalar
  /// by scalar (the 10 MB lines of Arabic-Indic digits and of `1` U+0301), and a scalar that may join a
  /// neighbour otherwise sends the text to the walk.
  @Test func standaloneScalarsAreNormalizedScalarWise() {
    #expect(InputFilter.normalizingDigitsScalarWise("١٢-٣ж") == "12-3ж")
    #expect(InputFilter.normalizingDigitsScalarWise("1\u{301}2\u{FE0F}\u{20E3}") == "12")
    #expect(InputFilter.normalizingDigitsScalarWise("e\u{301}\n\u{301}") == "e\u{301}\n\u{301}")
    #expect(InputFilter.normalizingDigitsScalarWise("1\u{93F}") == nil)
    #expect(InputFilter.normalizingDigitsScalarWise("\u{0600}1") == nil)
    #expect(InputFilter.normalizingDigitsScalarWise("1\r\n") == nil)
  }
}
