import PropertyBased
import Testing

@testable import MaskKit

/// The phone preset's fast paths held to the general ones: the cached analysis, the as-you-type state
/// carried from the digits before, and the caret from stored digit offsets.
@Suite struct PhoneFastPathTests {
  static let regions = ["US", "RU", "DE", "AR", "GB", "JP", "BR", "AE", "AC", "KZ", "IT", "IN"]
  static let digits = Gen.int(in: 0...9).map { UInt8($0) }.array(of: 0...16)
  static let region = Gen.int(in: -1...(regions.count - 1))

  @Test func typingDigitByDigitEqualsAFreshAnalysis() async {
    await propertyCheck(count: 300, input: Self.region, Self.digits, Gen.bool, Gen.bool) {
      regionIndex, digits, plus, national in
      let home = regionIndex < 0 ? nil : PhoneCountry.region(Self.regions[regionIndex])
      let style: PhoneMask.Style = national ? .national : .international
      var typed: PhoneAnalysis?
      for count in 0...digits.count {
        typed = PhoneAnalysis.of(Array(digits.prefix(count)), plus: plus, home: home, style: style)
      }
      let fresh = PhoneAnalysis.analyze(
        digits, plus: plus, home: home?.territory, style: style, previous: { nil })
      #expect(typed?.text == fresh.text, "\(digits) \(plus) \(style)")
      #expect(typed?.value == fresh.value)
      #expect(typed?.type == fresh.type)
    }
  }

  /// A whole text's analysis skips the cache and keeps only the last whole text's: read again, after
  /// other digits or the same, each gives what a fresh analysis gives. (Which analysis the last one is
  /// depends on the tests running beside this one, so only the answers are compared.)
  @Test func wholeTextsGiveAFreshAnalysisAnswer() async {
    await propertyCheck(count: 200, input: Self.region, Self.digits, Self.digits, Gen.bool) {
      regionIndex, first, second, plus in
      let home = regionIndex < 0 ? nil : PhoneCountry.region(Self.regions[regionIndex])
      for digits in [first, first, second, first] {
        let whole = PhoneAnalysis.of(digits, plus: plus, home: home, style: .international, cached: false)
        let fresh = PhoneAnalysis.analyze(
          digits, plus: plus, home: home?.territory, style: .international, previous: { nil })
        #expect(whole.text == fresh.text && whole.value == fresh.value, "\(digits) \(plus)")
        #expect(whole.type == fresh.type && whole.reading?.nationalNumber == fresh.reading?.nationalNumber)
      }
    }
  }

  /// `PhoneNumberReader.readsBack(callingCode:_:home:)` skips reading the calling code again, which
  /// holds because no calling code is a decimal prefix of another.
  @Test func callingCodesArePrefixFree() {
    let codes = (1...999).filter(PhoneMetadataTable.isCallingCode)
    #expect(codes.count > 200)
    for code in codes {
      var prefix = code / 10
      while prefix > 0 {
        #expect(!PhoneMetadataTable.isCallingCode(prefix), "\(prefix) begins \(code)")
        prefix /= 10
      }
    }
  }

  /// The short read-back of the international form agrees with reading its digits again.
  @Test func theShortReadBackEqualsReadingAgain() async {
    await propertyCheck(count: 600, input: Self.region, Self.digits, Gen.bool) { regionIndex, digits, plus in
      let home = regionIndex < 0 ? nil : PhoneCountry.region(Self.regions[regionIndex])?.territory
      guard let reading = PhoneNumberReader.read(digits, plus: plus || home == nil, home: home) else {
        return
      }
      let code = PhoneLayout.digits(String(reading.callingCode))
      let reread = PhoneNumberReader.read(code + reading.nationalNumber, plus: true, home: home)
      let same =
        reread?.callingCode == reading.callingCode && reread?.nationalNumber == reading.nationalNumber
      #expect(
        PhoneNumberReader.readsBack(callingCode: reading.callingCode, reading.nationalNumber[...], home: home)
          == same, "\(digits) \(plus) \(regionIndex)")
    }
  }

  @Test func theCaretFromStoredOffsetsEqualsTheCaretFoundInTheText() async {
    let mask = PhoneMask(home: PhoneCountry.region("US"))
    let parenthesized = PhoneMask(home: PhoneCountry.region("US"), punctuation: .parenthesizedAreaCode)
    await propertyCheck(count: 300, input: Self.digits, Gen.int(in: 0...20), Gen.bool) {
      digits, caret, forward in
      let text = "+1" + String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
      let input = CaretText(text, caret: min(caret, text.count), gravity: forward ? .forward : .backward)
      let fast = mask.apply(input)
      let general = parenthesized.apply(input)
      let digitsBefore = { (result: MaskResult) in
        result.text.prefix(result.caret).filter(\.isASCIIDigit).count
      }
      #expect(digitsBefore(fast) == digitsBefore(general), "\(text) caret \(caret)")
    }
  }
}
