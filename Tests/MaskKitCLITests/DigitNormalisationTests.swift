import MaskKit
import Testing

@testable import MaskKitCLI

/// `withASCIIDigits` maps a text only when it holds a non-ASCII decimal digit, and gives what mapping
/// every character gives.
@Suite(.quietOutput) struct DigitNormalisationTests {
  static func mapped(_ text: String) -> String { String(text.map { $0.normalizedASCIIDigit ?? $0 }) }

  static let pieces = [
    "1", "a", "ж", "é", "e\u{301}", "٣", "۳", "３", "७", "٣\u{301}", "\r\n", "🇫🇷", "中", "-", " ", "𝟗", "߂",
  ]

  /// Every text of up to three pieces.
  @Test func agreesWithMappingEveryCharacter() {
    var texts = [""]
    for _ in 0..<3 { texts += texts.flatMap { text in Self.pieces.map { text + $0 } } }
    for text in Set(texts) {
      #expect(text.withASCIIDigits == Self.mapped(text), "\(text.debugDescription)")
    }
  }

  @Test func noDecimalDigitOutsideASCIIBelowArabicIndicZero() {
    for value in UInt32(0x80)..<0x660 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.properties.generalCategory != .decimalNumber, "U+\(String(value, radix: 16))")
    }
    #expect(String.isNonASCIIDecimalDigit("\u{660}"))
  }

  @Test func cyrillicTextIsKeptAndDigitsOfOtherScriptsAreRead() throws {
    #expect("абвгд".withASCIIDigits == "абвгд")
    #expect("ж٢٠٦".withASCIIDigits == "ж206")
    let letters = try MaskOptions.parse([]).compile("[A…]")
    #expect(letters.format("абвгд").text == "абвгд")
    let digits = try MaskOptions.parse([]).compile("[000]")
    #expect(digits.format("٢٠٦").text == "206")
  }
}
