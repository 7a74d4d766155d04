import MaskKit
import PropertyBased
import Testing

/// Laws of the phone reader over the example numbers of every region, written in random layouts (with
/// `+`, after an international prefix, with the trunk prefix, `(0)` after the code), with random
/// punctuation, extensions (some too long, some split like a second number), stray letters and digits of
/// other scripts: (a) a complete value read back from its text is the same value; (b) `format`, a paste
/// and typing agree on complete and value; (c) a complete value is the number written, so no digit was
/// lost but the prefixes the rules leave out (a trunk prefix, an international prefix, a calling code
/// the number shows).
@Suite struct PhoneReadingPropertyTests {
  /// Homes whose international prefix is plain digits, with that prefix as dialled.
  static let homes: [(region: String, prefix: String)] = [
    ("US", "011"), ("DE", "00"), ("FR", "00"), ("RU", "8 10"), ("RU", "8~10"), ("JP", "010"), ("AU", "0011"),
    ("GB", "00"),
  ]
  static let separators = [" ", "-", ".", "/", "\u{00A0}", "  ", " - "]
  static let markers = [" ext. ", " x", " #", ";ext=", ", ", ";", " доб. ", ",,"]

  /// A random writing of an example number: the text, the home region, and the value it must complete
  /// with (nil when the text is not one phone number as written).
  struct Written: CustomTestStringConvertible {
    var text: String
    var home: String
    var expected: String?
    var testDescription: String { "\(home) \(text.debugDescription) → \(expected ?? "invalid")" }
  }

  static func written(region: Int, seed: Int) -> Written? {
    var random = SplitMix(state: UInt64(seed))
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    let country = PhoneCountry.all[region % PhoneCountry.all.count]
    guard let e164 = country.exampleNumber(random.next() % 2 == 0 ? .mobile : .fixedLine) else { return nil }
    let code = country.callingCode
    let national = String(e164.dropFirst(1 + code.count))
    var home = country.region
    var lead: String
    var expected: String? = e164
    switch random.next() % 4 {
    case 0: lead = "+" + code + pick(separators)
    case 1:
      let dialled = pick(homes.filter { PhoneCountry.region($0.region)?.callingCode != code })
      home = dialled.region
      lead = dialled.prefix + pick(separators) + code + pick(separators)
    case 2 where country.trunkPrefix == "0":
      // `(0)` is left out where the trunk prefix is read alone, not where it starts a carrier code
      // (Colombia's `03…`), as libphonenumber reads it.
      lead = "+" + code + " (0)"
      expected = nil
    default:
      // The trunk prefix and the national number: how it is dialled at home in most regions.
      lead = country.trunkPrefix
      expected = nil
    }
    var text = lead
    for digit in national {
      if random.next() % 4 == 0 { text += pick(separators) }
      text.append(digit)
    }
    if random.next() % 3 == 0 {
      let marker = pick(markers)
      let length = Int(1 + random.next() % 24)
      let digits = String((0..<length).map { _ in Character(String(random.next() % 10)) })
      let split = random.next() % 4 == 0 && length > 1
      text += marker + (split ? digits.prefix(length / 2) + "-" + digits.dropFirst(length / 2) : digits)
      let label = marker.filter { $0 != " " && $0 != "." }
      let longest = ["ext": 20, ";ext=": 20, "доб": 20, ";": 15, ",,": 15][label] ?? 9
      expected = split || length > longest ? nil : expected.map { $0 + ";ext=" + digits }
    }
    if random.next() % 8 == 0 {
      text.insert("q", at: text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(text.count))))
      expected = nil
    }
    if random.next() % 6 == 0 {
      // Arabic-Indic digits throughout.
      text = String(
        text.map { character in
          guard let ascii = character.asciiValue, character.isNumber else { return character }
          return Character(Unicode.Scalar(0x0660 + UInt32(ascii) - 48) ?? "0")
        })
    }
    return Written(text: text, home: home, expected: expected)
  }

  static let cases = zip(Gen.int(in: 0...(PhoneCountry.all.count - 1)), Gen.int(in: 0...1_000_000_000))
    .map { written(region: $0, seed: $1) }

  @Test func aCompleteValueReadBackFromItsTextIsTheSameValue() async throws {
    await propertyCheck(count: 300, input: Self.cases) { written in
      guard let written, let mask = try? PhoneMask(region: written.home) else { return }
      for style in PhoneMask.Style.allCases {
        let masked = PhoneMask(home: mask.home, style: style)
        let once = masked.format(written.text)
        guard once.isComplete else { continue }
        let again = masked.format(once.text)
        #expect(again.isComplete, "\(written.testDescription) shown as \(once.text)")
        #expect(again.value == once.value, "\(written.testDescription) shown as \(once.text)")
      }
    }
  }

  @Test func formatPasteAndTypingAgree() async throws {
    await propertyCheck(count: 300, input: Self.cases) { written in
      guard let written, let mask = try? PhoneMask(region: written.home) else { return }
      let formatted = mask.format(written.text)
      var pasted = MaskedText(mask: mask)
      let events = pasted.paste(written.text)
      #expect(pasted.isComplete == formatted.isComplete, "\(written.testDescription) \(events)")
      if formatted.problem == nil {
        #expect(pasted.value == formatted.value, "\(written.testDescription)")
      } else {
        #expect(pasted.text.isEmpty, "\(written.testDescription)")
      }
      var typed = MaskedText(mask: mask)
      var rejected = ""
      for event in typed.type(written.text) {
        if case .inputRejected(let characters) = event { rejected += characters }
      }
      if formatted.problem == nil {
        #expect(!rejected.contains { $0.isNumber }, "\(written.testDescription) rejected \(rejected)")
        #expect(typed.isComplete == formatted.isComplete, "\(written.testDescription) typed as \(typed.text)")
        #expect(typed.value == formatted.value, "\(written.testDescription) typed as \(typed.text)")
      } else {
        // Typing refuses, and reports, the keystroke that the text cannot take (a stray letter, or a
        // digit past the longest number when a stray `x` was refused: `+57 (0)321… x787…` in Colombia,
        // where `(0)` starts a carrier code), or ends invalid (an extension too long or split).
        #expect(!typed.isComplete || !rejected.isEmpty, "\(written.testDescription)")
      }
    }
  }

  /// The case a random seed found: typed key by key, the text never completes, as `format` finds it
  /// invalid; the keys it cannot take (here the whole run, which the reader refuses) are refused and
  /// reported.
  @Test func anOverlongColombianNumberTypedNeverCompletes() throws {
    let mask = try PhoneMask(region: "CO")
    let text = "+57 (0)321/1 23 45 67 x7871917989530490336760"
    #expect(mask.format(text).refusal != nil)
    var typed = MaskedText(mask: mask)
    var refused = ""
    for event in typed.type(text) {
      if case .inputRejected(let characters) = event { refused += characters }
      if case .editRefused(let characters, _) = event { refused += characters }
    }
    #expect(!typed.isComplete)
    #expect(refused.contains("x"))
  }

  @Test func aCompleteValueIsTheNumberWritten() async throws {
    await propertyCheck(count: 300, input: Self.cases) { written in
      guard let written, let mask = try? PhoneMask(region: written.home) else { return }
      let result = mask.format(written.text)
      if let expected = written.expected {
        #expect(result.isComplete, "\(written.testDescription) shown as \(result.text)")
        #expect(result.value == expected, "\(written.testDescription) shown as \(result.text)")
      } else if result.isComplete {
        // A number written with its trunk prefix is complete only without a problem, and its value
        // leaves out at most the prefix's digits.
        let digits = written.text.compactMap(\.normalizedASCIIDigit)
        let value = result.value.compactMap(\.normalizedASCIIDigit)
        #expect(result.problem == nil, "\(written.testDescription)")
        #expect(digits.count <= value.count + 2, "\(written.testDescription) → \(result.value)")
      }
    }
  }
}
