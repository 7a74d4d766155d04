import Testing

@testable import MaskKit

/// Issue 25: one reading of every value on every path. Random inputs made from a valid value with
/// marks and joiners attached to digits, digits of other scripts, separators, letters and extra parts
/// inserted; for every preset but the phone (its reader is another branch's) and for inputmask and
/// formatter masks:
/// (a) a complete result's value, read back from its displayed text, is the same value;
/// (b) formatting the whole text (what `check`, `format` and `eval` use), pasting it and typing it agree
///     on complete and value, unless the paste or a keystroke was refused with an event;
/// (c) every decimal digit of the input (any script) is in a complete value, in order, except the
///     leading zeros of an amount (documented: an amount has no leading zeros) and the digits of a
///     security code after its length (documented: its first digits are the code, as braintree's
///     credit-card-type reads it; `check` reports the rest, a paste that would lose them is refused).
/// Date and expiry fields pad a field a separator ends (`1/3` is `01/03/`) in a paste as in the whole
/// text: a paste with a separator that is not a whole date is read as given (`PasteLayout.readAsGiven`).
/// A dialect mask's `format` follows its reference library and drops what does not fit; its whole
/// reading here is the one `maskkit check` and a paste make of it: complete only when every digit is kept.
@Suite struct ReadingPropertyTests {
  struct Subject: @unchecked Sendable {
    var name: String
    var mask: any Mask
    var samples: [String]
    var extras: [String]
    var dropsLeadingZeros = false
    var isDialect = false
    var keepsFirstDigits = false
  }

  static let subjects: [Subject] = {
    var subjects = [
      Subject(
        name: "card", mask: CardNumberMask(), samples: ["4242424242424242", "4242 4242 4242 4242"],
        extras: ["2", " 4", "x"]),
      Subject(
        name: "cvc", mask: CardSecurityCodeMask(), samples: ["123", "1234"], extras: ["5", "a"],
        keepsFirstDigits: true),
      Subject(
        name: "expiry", mask: CardExpiryMask(currentYear: 2026, month: 11), samples: ["12/30", "0131"],
        extras: ["1", "/2030"]),
      Subject(
        name: "iban", mask: IBANMask(), samples: ["GB82WEST12345698765432", "DE89 3704 0044 0532 0130 00"],
        extras: ["9", "€", "Ä"]),
      Subject(
        name: "ipv4", mask: IPv4Mask(), samples: ["192.168.1.10", "8.8.8.8"],
        extras: [".5", " 80", ":80", "1"]
      ),
    ]
    if let date = try? DateMask() {
      subjects.append(
        Subject(
          name: "date", mask: date, samples: ["29/02/2024", "31122023"], extras: ["4", "/1", "x"]))
    }
    if let time = try? TimeMask() {
      subjects.append(
        Subject(
          name: "time", mask: time, samples: ["12:30", "2359"], extras: ["5", ":00", "h"]))
    }
    if let amount = try? AmountMask() {
      subjects.append(
        Subject(
          name: "amount", mask: amount, samples: ["1,234.56", "12", "0.5"], extras: ["7", ".5", "x"],
          dropsLeadingZeros: true))
    }
    if let cents = try? AmountMask(entry: .cents) {
      subjects.append(
        Subject(
          name: "amount-cents", mask: cents, samples: ["1234", "12.3"], extras: ["7", "x"],
          dropsLeadingZeros: true))
    }
    if let padded = try? AmountMask(padsFraction: true) {
      subjects.append(
        Subject(
          name: "amount-padded", mask: padded, samples: ["12", "1,234.5"], extras: ["7", "x"],
          dropsLeadingZeros: true))
    }
    if let phone = try? InputMask("+1 ([000]) [000]-[0000]") {
      subjects.append(
        Subject(
          name: "inputmask", mask: phone, samples: ["2065551234", "(206) 555-1234"], extras: ["5", "x"],
          isDialect: true))
    }
    if let formatter = try? FormatStringMask("###-##-####") {
      subjects.append(
        Subject(
          name: "formatter", mask: formatter, samples: ["123456789", "123-45-6789"], extras: ["5", "x"],
          isDialect: true))
    }
    return subjects
  }()

  static let attachments = ["\u{200D}", "\u{200C}", "\u{FE0F}", "\u{0301}", "\u{FE0F}\u{20E3}"]
  static let separators = [" ", "-", ".", "/", ",", "\u{00A0}", "\u{200F}"]
  /// Zero of Arabic-Indic, extended Arabic-Indic, Devanagari and full-width digits.
  static let zeros: [UInt32] = [0x0660, 0x06F0, 0x0966, 0xFF10]

  /// A sample with a few random changes.
  static func input(_ subject: Subject, _ random: inout SplitMix) -> String {
    var characters = Array(subject.samples[Int(random.next() % UInt64(subject.samples.count))])
    for _ in 0..<Int(random.next() % 4) {
      let digits = characters.indices.filter { characters[$0].isASCIIDigit }
      switch random.next() % 5 {
      case 0 where !digits.isEmpty:
        let index = digits[Int(random.next() % UInt64(digits.count))]
        characters[index] = Character(
          String(characters[index]) + attachments[Int(random.next() % UInt64(attachments.count))])
      case 1 where !digits.isEmpty:
        let index = digits[Int(random.next() % UInt64(digits.count))]
        let zero = zeros[Int(random.next() % UInt64(zeros.count))]
        let value = UInt32(characters[index].asciiDigitValue ?? 0)
        characters[index] = Character(Unicode.Scalar(zero + value) ?? "0")
      case 2:
        let index = Int(random.next() % UInt64(characters.count + 1))
        characters.insert(
          contentsOf: separators[Int(random.next() % UInt64(separators.count))], at: index)
      case 3:
        characters += subject.extras[Int(random.next() % UInt64(subject.extras.count))]
      default:
        if !characters.isEmpty { characters.remove(at: Int(random.next() % UInt64(characters.count))) }
      }
    }
    return String(characters)
  }

  /// Whether `events` say part of the input was not taken.
  static func refusedSomething(_ events: [EditEvent]) -> Bool {
    events.contains { event in
      switch event {
      case .inputRejected, .pasteRefused, .editRefused: return true
      default: return false
      }
    }
  }

  /// `text` with every decimal digit written as its ASCII digit.
  static func ascii(_ text: String) -> String { String(text.map { $0.normalizedASCIIDigit ?? $0 }) }

  /// The decimal digits of `text` as ASCII.
  static func digits(_ text: String) -> [Character] { text.compactMap(\.normalizedASCIIDigit) }

  @Test(arguments: subjects.map(\.name))
  func everyPathReadsTheSameValue(_ name: String) throws {
    let subject = try #require(Self.subjects.first { $0.name == name })
    var random = SplitMix(
      state: UInt64(name.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) }.magnitude))
    for _ in 0..<400 {
      let text = Self.input(subject, &random)
      // Values compare with every digit as ASCII: a dialect keeps a digit's script, the CLI and a paste
      // write it as ASCII (the same value).
      var whole = subject.mask.formatWhole(text).result
      whole.value = Self.ascii(whole.value)
      if subject.isDialect, Self.digits(whole.value).count < Self.digits(text).count {
        whole.isComplete = false
      }
      // (a)
      if whole.isComplete {
        let again = subject.mask.formatWhole(whole.text).result
        #expect(
          again.isComplete && Self.ascii(again.value) == whole.value, "\(name) \(text.debugDescription)")
      }
      // (c)
      if whole.isComplete, !subject.keepsFirstDigits {
        var given = Self.digits(text)[...]
        if subject.dropsLeadingZeros { given = given.drop { $0 == "0" } }
        var kept = Self.digits(whole.value)[...]
        let keepsEveryDigit = given.allSatisfy { digit in
          guard let index = kept.firstIndex(of: digit) else { return false }
          kept = kept[(index + 1)...]
          return true
        }
        #expect(keepsEveryDigit, "\(name) \(text.debugDescription) → \(whole.value)")
      }
      // (b)
      var pasted = MaskedText(mask: subject.mask)
      if !Self.refusedSomething(pasted.paste(text)) {
        #expect(
          pasted.isComplete == whole.isComplete
            && (!whole.isComplete || Self.ascii(pasted.value) == whole.value),
          "\(name) paste \(text.debugDescription): \(pasted.value) vs \(whole.value)")
      }
      var typed = MaskedText(mask: subject.mask)
      if !Self.refusedSomething(typed.type(text)) {
        #expect(
          typed.isComplete == whole.isComplete
            && (!whole.isComplete || Self.ascii(typed.value) == whole.value),
          "\(name) type \(text.debugDescription): \(typed.value) vs \(whole.value)")
      }
    }
  }
}
