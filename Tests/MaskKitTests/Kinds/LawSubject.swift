import MaskKit

/// A mask the laws of ``KindLawTests`` run over: one of a registered kind's sample masks, with texts
/// people type and paste into it and the rule its values keep for digits.
struct LawSubject: Sendable {
  /// The kind's registered name.
  var kind: String
  /// A name unique among the subjects: the kind and the mask's index.
  var label: String
  /// The mask.
  var mask: any Mask
  /// Texts of the mask's own layouts, which the generator mutates.
  var samples: [String]
  /// How a complete value's digits relate to the text's.
  var digitRule: DigitRule

  /// Whether a key typed at the end keeps every digit the field showed: not in a field whose digits
  /// fill from the right (an amount in cents shows `0.01`, then `0.12`) nor in one whose digits are held
  /// elsewhere (a phone field writes the calling code and the trunk prefix as its layout needs).
  var keepsShownDigits: Bool {
    if case .heldElsewhere = digitRule { return false }
    return (mask as? AmountMask)?.entry != .cents
  }

  /// Whether `mask` reads `text` whole as one of its listed layouts in another field order (`1999-1-31`
  /// in a DMY date field is `31/01/1999`): its digits are no subsequence of the rewritten text's, so no
  /// run of keys read in the field's order as they come gives the same value.
  static func reordersFields(_ text: String, in mask: any Mask) -> Bool {
    guard case .recognised(let rewritten)? = mask.layoutReader?.pasteLayout(of: text) else { return false }
    var rest = rewritten.compactMap(\.normalizedASCIIDigit)[...]
    for digit in text.compactMap(\.normalizedASCIIDigit) {
      guard let found = rest.firstIndex(of: digit) else { return true }
      rest = rest[(found + 1)...]
    }
    return false
  }

  /// The digits `text` shows, as the shown-digits law compares them: an amount's leading zeros are no
  /// digits of its value (`0` then `6` shows `6`).
  func shownDigits(of text: String) -> [Character] {
    let digits = text.compactMap(\.normalizedASCIIDigit)
    guard mask is AmountMask else { return digits }
    return Array(digits.drop { $0 == "0" })
  }

  /// How a complete value's digits relate to those of the text read.
  enum DigitRule: Sendable, CustomStringConvertible {
    /// The value's digits are the text's, in order.
    case same
    /// The value's digits are some of the text's, in order: a dialect's literal digits typed as such are
    /// not entries.
    case kept
    /// The value's non-zero digits are the text's, in any order: a date or a time writes its fields in
    /// its own order and pads them with zeros, an amount pads its fraction.
    case padded
    /// As ``padded``, or the text also writes the year's century, `20`, which a card expiry leaves out.
    case paddedWithCentury
    /// As ``padded``, or the hour is written on the other clock (an AM/PM marker in a 24-hour field).
    case clock
    /// Held elsewhere, for the reason given (the phone preset by the libphonenumber trust cases).
    case heldElsewhere(String)

    var description: String {
      switch self {
      case .same: "the value's digits are the text's"
      case .kept: "the value's digits are some of the text's, in order"
      case .padded: "the value's non-zero digits are the text's"
      case .paddedWithCentury: "the value's non-zero digits are the text's, or the text's after a century 20"
      case .clock: "the value's non-zero digits are the text's, the hour on either clock"
      case .heldElsewhere(let reason): "held elsewhere: \(reason)"
      }
    }

    func holds(given: [Character], value: [Character]) -> Bool {
      switch self {
      case .same: return given == value
      case .kept:
        var rest = given[...]
        for digit in value {
          guard let index = rest.firstIndex(of: digit) else { return false }
          rest = rest[(index + 1)...]
        }
        return true
      case .padded: return given.filter { $0 != "0" }.sorted() == value.filter { $0 != "0" }.sorted()
      case .paddedWithCentury:
        // `12/2029` is `12/29`: the year's century, `20`, is the only one the field holds.
        let century = value.count == 4 ? Array(value.prefix(2)) + ["2", "0"] + value.suffix(2) : value
        return Self.padded.holds(given: given, value: value)
          || Self.padded.holds(given: given, value: century)
      case .clock:
        // `9:30 PM` is `21:30` in a 24-hour field, `12:00 AM` is `00:00`: the hour is read on the clock.
        guard !Self.padded.holds(given: given, value: value) else { return true }
        guard value.count >= 4, let hour = Int(String(value.prefix(2))) else { return false }
        return [hour - 12, hour + 12].contains { written in
          guard (0...23).contains(written) else { return false }
          let digits: [Character] = Array(written < 10 ? "0\(written)" : "\(written)")
          return Self.padded.holds(given: given, value: digits + value.dropFirst(2))
        }
      case .heldElsewhere: return true
      }
    }
  }

  /// The settings of presets whose sample masks need an option (a region, a scheme) or whose other
  /// settings read otherwise, with texts people give them.
  static let presetSettings: [String: [(PresetSpec, [String])]] = [
    "phone": [
      (PresetSpec(name: "phone", ["region": "US"]), ["2065551234", "(206) 555-1234", "+1 206 555 1234"]),
      (PresetSpec(name: "phone", ["region": "DE"]), ["030 123456", "+49 30 123456", "0049 30 123456"]),
    ],
    "card": [(PresetSpec(name: "card"), ["4242 4242 4242 4242", "4242-4242-4242-4242", "378282246310005"])],
    "expiry": [(PresetSpec(name: "expiry"), ["12/29", "1229", "01/30"])],
    "cvc": [
      (PresetSpec(name: "cvc"), ["123", "1234"]),
      (PresetSpec(name: "cvc", ["brand": "amex"]), ["1234", "123"]),
    ],
    "date": [
      (PresetSpec(name: "date", ["order": "DMY"]), ["31/12/1999", "1999-12-31", "01/02/2024"]),
      (PresetSpec(name: "date", ["order": "MDY"]), ["12/31/1999", "02/29/2024"]),
      (PresetSpec(name: "date", ["order": "YMD", "separator": "-"]), ["1999-12-31", "2024-02-29"]),
    ],
    "time": [
      (PresetSpec(name: "time"), ["09:30", "23:59", "0930"]),
      (PresetSpec(name: "time", ["clock": "12"]), ["11:30 PM", "09:05 AM", "1130p"]),
    ],
    "amount": [
      (PresetSpec(name: "amount"), ["1,234.56", "12", "0.5", "1234567.89"]),
      (PresetSpec(name: "amount", ["entry": "cents"]), ["1234", "12.34"]),
    ],
    "iban": [(PresetSpec(name: "iban"), ["DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432"])],
    "ipv4": [(PresetSpec(name: "ipv4"), ["192.168.0.1", "10.0.0.255", "8.8.8.8"])],
    "postal": [
      (PresetSpec(name: "postal", ["region": "CA"]), ["K1A 0B1", "k1a0b1"]),
      (PresetSpec(name: "postal", ["region": "US"]), ["20500", "20500-0003"]),
      (PresetSpec(name: "postal", ["region": "GB"]), ["SW1A 1AA", "EC1A 1BB"]),
    ],
    "identifier": [
      (PresetSpec(name: "identifier", ["scheme": "br.cpf"]), ["123.456.789-09", "12345678909"]),
      (PresetSpec(name: "identifier", ["scheme": "se.personnummer"]), ["811218-9876", "19811218-9876"]),
    ],
  ]

  /// The digit rule of each preset; a dialect keeps the digits it reads (``DigitRule/kept``).
  static let digitRules: [String: DigitRule] = [
    "phone": .heldElsewhere("a calling code and a trunk prefix; the libphonenumber trust cases"),
    "card": .same, "cvc": .same, "iban": .same, "postal": .same, "identifier": .same,
    "expiry": .paddedWithCentury, "date": .padded, "time": .clock, "amount": .padded, "ipv4": .padded,
  ]

  /// Texts any dialect sample is given besides those its placeholder suggests.
  static let dialectSamples = ["2065551234", "12345", "1234567890123", "ab12", "(206) 555-1234"]

  /// One subject per sample mask of every registered kind.
  static let all: [LawSubject] = Kinds.all.flatMap { kind -> [LawSubject] in
    let name = kind.name
    let built: [(any Mask, [String])]
    if let settings = presetSettings[name] {
      built = settings.compactMap { spec, texts in (try? spec.makeMask()).map { ($0, texts) } }
    } else {
      built = ((try? kind.sampleMasks()) ?? []).map { ($0, dialectSamples) }
    }
    let rule = digitRules[name] ?? .kept
    return built.enumerated().map { index, pair in
      LawSubject(kind: name, label: "\(name)#\(index)", mask: pair.0, samples: pair.1, digitRule: rule)
    }
  }
}
