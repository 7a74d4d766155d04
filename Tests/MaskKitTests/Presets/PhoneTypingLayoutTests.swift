import MaskKit
import Testing

/// A phone field keeps the layout it shows while typing: an international-style field shows the calling
/// code from the first digit of a national number and groups it as libphonenumber's as-you-type
/// formatter groups the international form, so the completing digit adds one digit and nothing else.
@Suite struct PhoneTypingLayoutTests {
  /// The texts after each key of `digits` typed into `mask`.
  static func typed(_ digits: String, into mask: PhoneMask) -> [String] {
    var field = MaskedText(mask: mask)
    return digits.map { key in
      field.type(String(key))
      return field.text
    }
  }

  @Test func anInternationalFieldShowsTheCallingCodeFromTheFirstDigit() throws {
    let texts = Self.typed("2065551234", into: try PhoneMask(region: "US"))
    #expect(
      texts == [
        "+1 2", "+1 20", "+1 206", "+1 206-5", "+1 206-55", "+1 206-555", "+1 206-555-1", "+1 206-555-12",
        "+1 206-555-123", "+1 206-555-1234",
      ])
  }

  @Test func aNationalFieldKeepsTheNationalProgression() throws {
    let texts = Self.typed("2065551234", into: try PhoneMask(region: "US", style: .national))
    #expect(texts.first == "2")
    #expect(texts.last == "(206) 555-1234")
  }

  /// `1…` in the US may be the trunk prefix or the calling code, `8…` in Russia the trunk prefix or the
  /// start of the international prefix `810`: read nationally until the number is known.
  @Test func digitsThatMayBeAPrefixKeepTheNationalProgression() throws {
    let us = Self.typed("12065551234", into: try PhoneMask(region: "US"))
    #expect(us.first == "1")
    #expect(us.last == "+1 206-555-1234")
    let russia = Self.typed("89161234567", into: try PhoneMask(region: "RU"))
    #expect(russia.first == "8")
    #expect(russia.last == "+7 916 123-45-67")
  }

  /// Over every region's example mobile number typed nationally (without its trunk prefix) into an
  /// international field: once the calling code shows, it stays, and the completing digit adds one
  /// character to the text.
  /// Regions whose example mobile number libphonenumber's as-you-type formatter regroups on its last
  /// digit, fed the international form (phonenumbers 9.0.43: `+372 512 3456` → `+372 5123 4567`), and
  /// regions without formats, whose digits it shows unspaced (`+2474012`) while the final form spaces
  /// the calling code (`+247 40123`); a number typed with `+` goes the same way.
  static let regroupedByTheFormatter: Set<String> = ["EE", "ID", "KR", "AC", "GI", "KI", "SH", "TK"]

  @Test func theCompletingDigitAddsOneDigitInEveryRegion() throws {
    var checked = 0
    for country in PhoneCountry.all {
      guard let example = country.exampleNumber(.mobile) else { continue }
      let national = String(example.filter(\.isNumber).dropFirst(country.callingCode.count))
      let mask = try PhoneMask(region: country.region)
      let texts = Self.typed(national, into: mask)
      guard let first = texts.first, first.hasPrefix("+"), texts.count >= 2 else { continue }
      checked += 1
      #expect(texts.allSatisfy { $0.hasPrefix("+" + country.callingCode) }, "\(country.region): \(texts)")
      let last = texts[texts.count - 1]
      let before = texts[texts.count - 2]
      // Where libphonenumber's formatter itself regroups on the last digit (its format is chosen by
      // length: Estonia, Indonesia, South Korea), the digits still grow by one.
      if Self.regroupedByTheFormatter.contains(country.region) {
        #expect(last.filter(\.isNumber) == before.filter(\.isNumber) + String(national.last!))
      } else {
        #expect(last == before + String(national.last!), "\(country.region): \(before) → \(last)")
      }
    }
    #expect(checked > 150)
  }

  /// National digits that with the calling code would pass the longest number read (the phone fuzz
  /// target's finding: `247 62666…` in an Andorran field) are shown as typed, so the text reads back to
  /// the same value.
  @Test func digitsPastTheLongestNumberKeepTheirText() throws {
    let mask = try PhoneMask(region: "AD")
    let text = "247 " + String(repeating: "6", count: 40)
    let shown = mask.match(CaretText(text)).result
    #expect(mask.match(CaretText(shown.text)).result.value == shown.value)
  }
}
