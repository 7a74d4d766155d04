import PropertyBased
import Testing

@testable import MaskKit

/// The card preset's static tables and byte walks held to the construction they replaced: brand
/// patterns rebuilt and compared as `Character`s on every call, the layout written out as an input
/// mask and compiled through the cache, the digits and stray characters scanned as characters, the
/// Luhn test over characters, the tail placeholder built from the brand's length list.
@Suite struct CardFastPathTests {
  /// `CardBrand.detect` as it was: every brand's patterns rebuilt and compared character by character.
  static func referenceBrand(_ digits: String) -> CardBrand? {
    let number = Array(digits.prefix(8))
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    var best: (brand: CardBrand, strength: Int)?
    for brand in CardBrand.allCases {
      let patterns = CardBrandTable.patterns(of: brand).map {
        (
          low: Array(String(decoding: $0.low, as: UTF8.self)),
          high: Array(String(decoding: $0.high, as: UTF8.self))
        )
      }
      let admitting = patterns.first { pattern in
        let count = min(number.count, pattern.low.count)
        let head = number[..<count]
        return !head.lexicographicallyPrecedes(pattern.low[..<count])
          && !pattern.high[..<count].lexicographicallyPrecedes(head)
      }
      guard let admitting else { continue }
      guard number.count >= admitting.low.count else { return nil }
      if admitting.low.count > best?.strength ?? 0 { best = (brand, admitting.low.count) }
    }
    return best?.brand
  }

  /// The lengths each brand issued, as the table listed them.
  static func referenceLengths(_ brand: CardBrand) -> [Int] {
    switch brand {
    case .visa, .verve: return [16, 18, 19]
    case .mastercard, .elo, .hiper, .hipercard, .troy, .naranja: return [16]
    case .americanExpress: return [15]
    case .dinersClub: return [14, 16, 19]
    case .discover: return [16, 19]
    case .jcb, .mir: return [16, 17, 18, 19]
    case .unionPay: return Array(14...19)
    case .maestro: return Array(12...19)
    }
  }

  /// The Luhn test over characters.
  static func referenceLuhn(_ digits: String) -> Bool {
    var sum = 0
    var count = 0
    for (index, character) in digits.reversed().enumerated() {
      guard character.isASCII, let digit = character.wholeNumberValue else { return false }
      let weighted = index % 2 == 1 ? digit * 2 : digit
      sum += weighted > 9 ? weighted - 9 : weighted
      count += 1
    }
    return count >= 2 && sum % 10 == 0
  }

  /// The input-mask format of a layout: a space after each gap and room for `longest` digits, the first
  /// digit of each group mandatory and the rest of the last group optional (`[0000] [000000] [00000]`).
  static func referenceFormat(gaps: [Int], longest: Int) -> String {
    var groups: [String] = []
    var start = 0
    for end in gaps + [longest] where end > start {
      let optional = end == longest ? end - start - 1 : 0
      groups.append(
        "[" + String(repeating: "0", count: end - start - optional) + String(repeating: "9", count: optional)
          + "]")
      start = end
    }
    return groups.joined(separator: " ")
  }

  /// The slots after `text` up to the next length the brand issues (16 digits while the brand is
  /// unknown, then 19), grouped as the brand prints them; none once the length is one it issues.
  static func referenceTailPlaceholder(after text: String, digits: Int, brand: CardBrand?) -> String {
    guard !(brand.map { referenceLengths($0).contains(digits) } ?? (digits == 16)),
      let target = (brand.map(referenceLengths) ?? [16, 19]).filter({ $0 > digits }).min()
    else { return "" }
    let gaps = brand?.gaps ?? [4, 8, 12]
    var slots = ""
    for index in digits..<target {
      if gaps.contains(index), !(index == digits && text.last == " ") { slots.append(" ") }
      slots.append("0")
    }
    return slots
  }

  /// Whether `text` is outside the card layouts: text between two digits other than one space, `-`,
  /// U+00A0, U+202F or U+2009 (the same throughout), or a last group of 3–4 digits after a whole,
  /// Luhn-valid number where the brand has no gap.
  static func referenceGlued(_ text: String, digits: String) -> Bool {
    var groups: [String] = []
    var between: [String] = []
    var gap = ""
    for character in text where !character.isIgnorableFormat {
      if let digit = character.normalizedASCIIDigit {
        if groups.isEmpty || !gap.isEmpty {
          if !groups.isEmpty { between.append(gap) }
          groups.append("")
        }
        groups[groups.count - 1].append(digit)
        gap = ""
      } else if !groups.isEmpty {
        gap.append(character)
      }
    }
    let listed: Set<String> = [" ", "-", "\u{00A0}", "\u{202F}", "\u{2009}"]
    if between.contains(where: { !listed.contains($0) }) || Set(between).count > 1 { return true }
    guard groups.count >= 2, let last = groups.last, (3...4).contains(last.count) else { return false }
    let number = String(digits.prefix(groups.joined().count - last.count))
    guard let brand = referenceBrand(number) else { return false }
    return referenceLengths(brand).contains(number.count) && !brand.gaps.contains(number.count)
      && referenceLuhn(number)
  }

  /// `CardNumberMask.match` as it was (without accepted brands).
  static func referenceMatch(_ input: CaretText) -> CardNumberMask.Match {
    let scanned = SignificantInput(input, keep: SignificantInput.digit)
    let digits = String(scanned.characters.prefix(CardNumberMask.longestNumber + 1))
    let brand = referenceBrand(digits)
    let longest = brand.flatMap { referenceLengths($0).max() } ?? CardNumberMask.longestNumber
    let format = referenceFormat(gaps: brand?.gaps ?? [4, 8, 12], longest: longest)
    let raw = CaretText(
      digits, caret: min(scanned.beforeCaret, digits.count), gravity: input.gravity,
      autocomplete: input.autocomplete, autoskip: input.autoskip)
    var result = PresetFormat.apply(PresetFormat.compile(format), raw)
    let length = result.value.count
    let hasValidLength = brand.map { referenceLengths($0).contains(length) } ?? (12...19).contains(length)
    let passesLuhn = referenceLuhn(result.value)
    result.isComplete = hasValidLength && passesLuhn
    result.tailPlaceholder = referenceTailPlaceholder(after: result.text, digits: length, brand: brand)
    if hasValidLength, !passesLuhn {
      result = result.validated(by: .invalid(.card(.failsLuhn)))
    }
    if let stray = StrayCharacters.first(in: input.text) {
      result = result.refused(.notPartOfValue(stray))
    } else if referenceGlued(input.text, digits: digits) {
      result = result.refused(.card(.notGroupedAsCard))
    } else if scanned.characters.count > length {
      result = result.refused(.digitsTooMany(scanned.characters.count - length))
    }
    return .init(result: result, brand: brand, passesLuhn: passesLuhn, hasValidLength: hasValidLength)
  }

  /// Card-like texts: brand prefixes, digits, separators, digits of other scripts, combining marks, CR LF.
  static let pieces = [
    "4", "5", "2", "3", "6", "8", "1", "0", "9", "7", "62", "5060", "6500", "2221", "34", "37", "3528",
    " ", "-", "a", "/", "$", "\t", "\r\n", "٣", "\u{301}", "é", "4242", "0000",
  ]
  static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...24).map {
    $0.map { pieces[$0] }.joined()
  }

  @Test func theStaticCardPathEqualsTheOldConstruction() async {
    await propertyCheck(count: 3_000, input: Self.text, Gen.int(in: 0...30), Gen.bool, Gen.bool) {
      text, caret, forward, autocomplete in
      let input = CaretText(
        text, caret: min(caret, text.count), gravity: forward ? .forward : .backward,
        autocomplete: autocomplete, autoskip: !autocomplete)
      let fast = CardNumberMask().match(input)
      let reference = Self.referenceMatch(input)
      #expect(fast == reference, "\(text.debugDescription) caret \(caret)")
      #expect(CardBrand.detect(text) == Self.referenceBrand(text), "\(text.debugDescription)")
      #expect(Luhn.isValid(text) == Self.referenceLuhn(text), "\(text.debugDescription)")
    }
  }

  @Test func everyDigitPrefixGetsTheOldBrand() {
    var numbers = (0..<10_000).map { String($0) } + (0..<10_000).map { String(100_000 + $0 * 97) }
    numbers += CardBrand.allCases.flatMap { CardBrandTable.patterns(of: $0) }.flatMap {
      [String(decoding: $0.low, as: UTF8.self), String(decoding: $0.high, as: UTF8.self)]
    }.flatMap { prefix in ["", "0", "9", "00", "99", "0000", "9999"].map { prefix + $0 } }
    numbers += ["42424242\u{301}", "4242424\u{301}", "12345678٣"]
    for number in numbers {
      #expect(CardBrand.detect(number) == Self.referenceBrand(number), "\(number)")
    }
  }

  @Test func theLengthTableIsTheOldOne() {
    for brand in CardBrand.allCases {
      #expect(brand.lengths == Self.referenceLengths(brand))
      #expect(brand.longest == Self.referenceLengths(brand).max())
      #expect(brand.shortest == Self.referenceLengths(brand).min())
      for length in 0...25 {
        #expect(brand.issues(length: length) == Self.referenceLengths(brand).contains(length))
      }
    }
  }
}
