/// What a phone field's text holds: a leading `+`, the digits (of any script, as ASCII values), and an
/// extension after a marker (`ext. 12`, `x12`, `#12`, `;ext=12`), with how many digits follow the caret.
///
/// The rules follow libphonenumber's parser. Punctuation between the digits of the number is skipped;
/// a `+` counts only before the first digit (several there are one), and one after a digit is a
/// ``problem``.
/// Letters and symbols after the number are an extension marker only when they spell one
/// (libphonenumber's: `ext`, `extn`, `extension`, `x`, `#`, `~`, `;ext=`, `;`, `,`, `доб`, `anexo`,
/// `int`); others are stray characters. An extension is one run of digits, at most as long as its marker
/// allows (20 after `ext` or `;ext=`, 15 after `;` or `,,`, 9 after `x`, `#`, `~`, `int` or `,`) and
/// optionally closed by `#`; digits in more than one group after a marker are a second number, not an
/// extension. A `~` before the third digit, or followed by more than one group of digits, is the pause
/// of an international prefix (`8~10 44 20…`), skipped like punctuation. What the reader cannot take
/// without changing the number is a ``problem``, never skipped in silence.
struct PhoneInput {
  /// The digits of the number.
  var digits: [UInt8] = []
  /// Whether a `+` (or a full-width one) comes before the first digit.
  var hasPlus = false
  /// Whether an extension marker follows the number.
  var hasExtensionMarker = false
  /// The extension marker as typed, without dots, colons or spaces (`ext`, `x`, `;ext=`).
  var extensionMarker = ""
  /// The extension's digits.
  var extensionDigits: [UInt8] = []
  /// Where each group of extension digits after the first starts and what came before it, when the
  /// digits are split by punctuation or a `#` (then they are a second number, not an extension).
  var extensionBreaks: [(offset: Int, separator: String)] = []
  /// The digits (number and extension) after the caret.
  var digitsAfterCaret = 0
  /// Whether something (a `+` or a digit) comes before the caret.
  var anythingBeforeCaret = false
  /// Letters or symbols that were neither part of the number nor an extension marker.
  var hasStrayCharacters = false
  /// Whether a `+` came after a digit: libphonenumber reads a `+` only before the calling code, so the
  /// text is not one number as written (`00+93…`, `0+247…`), never the digits read again without it.
  var hasMisplacedPlus = false
  /// The `Character` offset of the first `+` after a digit, when there is one.
  var misplacedPlusOffset: Int?
  /// Whether something came after the leading `+` signs (another `+` is then misplaced: `+.+64`).
  private var plusRunEnded = false
  /// Whether punctuation came between a marker ending in `=` (`;ext=`) and the next digit, or
  /// punctuation libphonenumber does not allow there (`;)5`) between any marker and its digits.
  private var gapAfterEquals = false
  /// How many digits came before a `~` read as the pause of an international prefix (`8~10…`).
  private var pauseStart: Int?
  /// Whether digits came after the pause's first group: only then is the `~` surely a pause.
  private var breakAfterPause = false
  private var pauseConfirmed = false
  /// The `~` (or full-width `～`) read as the pause, as typed.
  private var pauseMarker = ""
  /// Whether a symbol that is not libphonenumber's punctuation came after the number started; the next
  /// digit makes it stray.
  private var symbolInNumber = false
  /// Whether the extension's digits are apart from its `;ext=` marker.
  var hasGapAfterExtensionMarker = false
  /// Whether the number had more digits than ``longestNumber`` (those are not read).
  var hasTooManyDigits = false
  /// Marker characters after the last digit, not yet followed by a digit.
  private var pendingMarker = ""
  /// Letters before the number (only a `tel:` scheme is not stray).
  private var leadingLetters = ""
  /// How many characters `leadingLetters` holds (counted as they are added, not recounted per character).
  private var leadingLetterCount = 0
  /// Whether punctuation followed the last extension digit.
  private var afterExtensionGroup = false
  /// Whether a `#` closed the extension.
  private var extensionClosed = false
  /// What ends the text after the last extension digit (a closing `#`, then the last punctuation), so
  /// the field can show it: a digit typed after it starts another group.
  private(set) var extensionEnd = ""

  /// The most digits a number is read with: a calling code and the longest national number.
  static let longestNumber = 20

  init(_ input: CaretText) {
    let caret = max(0, input.caret)
    digits.reserveCapacity(16)
    var text = input.text
    let scannedBytes = text.withBytes { bytes -> Bool in
      guard MaskKit.isPlainASCII(bytes) else { return false }
      for (offset, byte) in bytes.enumerated() {
        if byte >= 48, byte <= 57 {
          take(digit: byte - 48, beforeCaret: offset < caret)
        } else if byte == 43 || Self.mayMark(ascii: byte) {
          take(other: Character(Unicode.Scalar(byte)), beforeCaret: offset < caret)
          if hasMisplacedPlus, misplacedPlusOffset == nil { misplacedPlusOffset = offset }
        } else {
          takePunctuation(Character(Unicode.Scalar(byte)))
        }
      }
      return true
    }
    if !scannedBytes {
      for (offset, character) in input.text.enumerated() {
        if let digit = character.normalizedASCIIDigit?.asciiDigitValue {
          take(digit: digit, beforeCaret: offset < caret)
        } else {
          take(other: character, beforeCaret: offset < caret)
          if hasMisplacedPlus, misplacedPlusOffset == nil { misplacedPlusOffset = offset }
        }
      }
    }
    if !pendingMarker.isEmpty, !hasExtensionMarker {
      if Self.startsMarker(pendingMarker) {
        hasExtensionMarker = true
        extensionMarker = pendingMarker
      } else {
        hasStrayCharacters = true
      }
    }
  }

  /// The digits ``init(_:)`` reads from `text` with the caret at its end, when the text is plain: ASCII
  /// digits (at most ``longestNumber``), `+` as its first byte, and punctuation libphonenumber skips
  /// between digits (space, `-`, `.`, `/`, `(`, `)`, `[`, `]`, `*`); read in one pass over its bytes.
  /// Nil for any other text (a letter, `#`, `;`, a `+` after the first byte, more digits), which
  /// ``init(_:)`` reads.
  static func plainDigits(_ text: String) -> [UInt8]? {
    var text = text
    return text.withBytes { bytes -> [UInt8]? in
      var digits: [UInt8] = []
      digits.reserveCapacity(Self.longestNumber)
      for offset in 0..<bytes.count {
        let byte = bytes[offset]
        if byte &- 48 < 10 {
          guard digits.count < Self.longestNumber else { return nil }
          digits.append(byte &- 48)
        } else if byte == 43 {
          guard offset == 0 else { return nil }
        } else if !Self.isPunctuation(ascii: byte) {
          return nil
        }
      }
      return digits
    }
  }

  /// Whether an ASCII byte is libphonenumber's punctuation (``isPunctuation(_:)`` of its character).
  private static func isPunctuation(ascii byte: UInt8) -> Bool {
    byte == 32 || byte == 45 || byte == 46 || byte == 47 || byte == 40 || byte == 41 || byte == 91
      || byte == 93 || byte == 42
  }

  private mutating func take(digit: UInt8, beforeCaret: Bool) {
    if symbolInNumber {
      // A symbol libphonenumber does not skip between digits (`:`, `!`, a tab): it reads no number.
      hasStrayCharacters = true
      symbolInNumber = false
    }
    if !pendingMarker.isEmpty, !hasExtensionMarker { endPendingMarker() }
    if hasExtensionMarker {
      take(extensionDigit: digit)
    } else {
      appendToNumber(digit)
    }
    if beforeCaret { anythingBeforeCaret = true } else { digitsAfterCaret += 1 }
  }

  /// Decides what the marker characters before a digit were: an extension marker, the pause of an
  /// international prefix (`8~10`, a `~` before the third digit), or stray characters.
  private mutating func endPendingMarker() {
    if Self.isPause(pendingMarker), digits.count < 3 {
      // A pause: the digit continues the number.
      pauseStart = digits.count
      pauseMarker = pendingMarker
    } else if Self.isMarker(pendingMarker) {
      hasExtensionMarker = true
      extensionMarker = pendingMarker
      hasGapAfterExtensionMarker = gapAfterEquals
    } else {
      hasStrayCharacters = true
    }
    pendingMarker = ""
    gapAfterEquals = false
  }

  /// Adds a digit after an extension marker: to the extension, to a new group of it (a second number),
  /// or, after a `~` that turns out to be a pause, to the number with the digits taken so far.
  private mutating func take(extensionDigit digit: UInt8) {
    guard afterExtensionGroup || extensionClosed else {
      extensionDigits.append(digit)
      extensionEnd = ""
      return
    }
    if Self.isPause(extensionMarker), !extensionClosed {
      hasExtensionMarker = false
      extensionMarker = ""
      for earlier in extensionDigits { appendToNumber(earlier) }
      extensionDigits.removeAll()
      appendToNumber(digit)
    } else {
      extensionBreaks.append((extensionDigits.count, extensionEnd))
      extensionClosed = false
      extensionDigits.append(digit)
    }
    afterExtensionGroup = false
    extensionEnd = ""
  }

  /// Adds a digit of the number, unless it already has ``longestNumber``.
  private mutating func appendToNumber(_ digit: UInt8) {
    if breakAfterPause { pauseConfirmed = true }
    guard digits.count < Self.longestNumber else {
      hasTooManyDigits = true
      return
    }
    digits.append(digit)
  }

  /// Punctuation before any extension digit: it ends a run of leading `+` signs, and it may not come
  /// between `;ext=` and its digits (libphonenumber reads no number from `…;ext= 12`).
  private mutating func takeGap(_ character: Character = " ") {
    if hasPlus { plusRunEnded = true }
    if pendingMarker.hasSuffix("=") { gapAfterEquals = true }
    if !pendingMarker.isEmpty, !" .:,-\t\u{00A0}．".contains(character) { gapAfterEquals = true }
    if let pauseStart, digits.count > pauseStart { breakAfterPause = true }
  }

  /// Punctuation (a space, `-`, `.`, `(`, `/`, …): skipped, but it ends a group of extension digits. A
  /// symbol that is not libphonenumber's punctuation is skipped only before the number and after it.
  private mutating func takePunctuation(_ character: Character) {
    if hasPlus || !digits.isEmpty, !Self.isPunctuation(character) { symbolInNumber = true }
    guard !extensionDigits.isEmpty else { return takeGap(character) }
    afterExtensionGroup = true
    // A character that would join what comes before it (a combining mark after the closing `#`) is shown
    // as a space: joined, `#` would no longer read as the extension's end.
    let shown = character.isWhitespace || !character.canStandAlone ? " " : String(character)
    extensionEnd = (extensionClosed ? "#" : "") + shown
  }

  private mutating func take(other character: Character, beforeCaret: Bool) {
    let plain = character.plainScalar
    if character.isSame(as: "+", plain: plain) || character.isSame(as: "\u{FF0B}", plain: plain) {
      if !digits.isEmpty || !extensionDigits.isEmpty || hasExtensionMarker || !pendingMarker.isEmpty
        || plusRunEnded
      {
        hasMisplacedPlus = true
      } else if !hasPlus {
        // More `+` signs before the first digit are read as one, as libphonenumber reads them.
        hasPlus = true
        if beforeCaret { anythingBeforeCaret = true }
      }
    } else if character.isLetterByTable || Self.isMarkSymbol(character) {
      if hasPlus { plusRunEnded = true }
      if digits.isEmpty, !hasPlus, leadingLetterCount < 3 {
        // A contact string's `tel:` scheme.
        leadingLetters.append(character)
        leadingLetterCount += 1
        if !"tel".lowercased().hasPrefix(leadingLetters.lowercased()) { hasStrayCharacters = true }
      } else if !extensionDigits.isEmpty {
        if character.isSame(as: "#", plain: plain) || character.isSame(as: "＃", plain: plain),
          !afterExtensionGroup, !extensionClosed
        {
          extensionClosed = true
          extensionEnd = "#"
        } else {
          hasStrayCharacters = true
        }
      } else if digits.isEmpty {
        hasStrayCharacters = true
      } else if pendingMarker.count < 12 {
        pendingMarker.append(character)
      }
    } else {
      takePunctuation(character)
    }
  }

  /// libphonenumber's punctuation, which it skips between the digits of a number: spaces (also no-break,
  /// ideographic, zero-width), dashes, `.`, `/`, brackets, `~`, `*` and their full-width forms; and the
  /// narrow no-break space U+202F (French formatting's: `06` U+202F `12 34 56 78`) and the thin space
  /// U+2009, which libphonenumber's `VALID_PUNCTUATION` lacks (a deviation listed in presets.md).
  private static func isPunctuation(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return isPunctuation(ascii: ascii) }
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    switch scalar.value {
    case 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x00A0, 0x2009, 0x202F, 0x00AD, 0x200B, 0x2060,
      0x3000, 0xFF08,
      0xFF09,
      0xFF3B, 0xFF3D, 0x2053, 0x223C, 0xFF5E:
      return true
    default:
      return false
    }
  }

  /// Whether `character` is a symbol that may be part of a marker (`#`, `;`, `,`, `=`, `~` and the
  /// full-width `＃`, `ｘ`, `～`), compared by scalar where `==` would compare it normalized.
  private static func isMarkSymbol(_ character: Character) -> Bool {
    character.isOne(of: markSymbols)
  }

  /// The symbols of ``isMarkSymbol(_:)``.
  private static let markSymbols: [Unicode.Scalar] = ["#", ";", ",", "=", "~", "＃", "ｘ", "～"]

  /// Whether an ASCII byte may be part of a marker (letters, `#`, `;`, `,`, `=`, `~`).
  private static func mayMark(ascii byte: UInt8) -> Bool {
    (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte == 35 || byte == 59 || byte == 44 || byte == 61
      || byte == 126
  }

  /// The markers that start an extension, as letters and symbols without dots, colons or spaces, with
  /// the most digits an extension after each may have (libphonenumber's limits: 20 after an explicit
  /// label, 15 after an auto-dialling one, 9 after an ambiguous character or commas).
  private static let markers: [String: Int] = [
    "ext": 20, "extn": 20, "extension": 20, "extensión": 20, "xt": 20, "xtn": 20, ";ext=": 20,
    "доб": 20, "anexo": 20, "ｅｘｔ": 20, "ｘｔ": 20, "ｅｘｔｎ": 20, "ｘｔｎ": 20,
    ";": 15, ",,": 15,
    "x": 9, "#": 9, "~": 9, "int": 9, ",": 9, "ｘ": 9, "＃": 9, "～": 9, "ｉｎｔ": 9,
  ]

  private static func isMarker(_ text: String) -> Bool {
    markers[text.lowercased()] != nil
  }

  /// Whether `text` is a `~`, which is either an extension marker or the pause of a prefix.
  private static func isPause(_ text: String) -> Bool {
    text == "~" || text == "～"
  }

  /// Whether `text` begins a marker (the person is still typing it).
  private static func startsMarker(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return markers.keys.contains { $0.hasPrefix(lowered) }
  }

  /// The most digits an extension after `label` may have.
  static func longestExtension(after label: String) -> Int {
    markers[label.lowercased()] ?? 20
  }

  /// Whether a `~` read as a pause is followed by one group of at most 9 digits only: libphonenumber
  /// reads such a `~` as an extension marker (`62~ 18350123` is `62` and an extension), so the number
  /// is not complete until another group shows the `~` was a pause.
  var hasUnconfirmedPause: Bool {
    guard let pauseStart, !pauseConfirmed else { return false }
    return digits.count - pauseStart <= 9
  }

  /// The number as typed while its pause is unconfirmed (``hasUnconfirmedPause``): the `+`, the digits
  /// before the pause, the `~` and the digits after it, unformatted. A field shows this text until another
  /// group confirms the pause, so the text it shows reads back to the same unconfirmed pause: formatted
  /// without the `~`, it would read as a complete number nobody entered.
  var unconfirmedPauseText: String {
    guard let pauseStart else { return PhoneLayout.text(digits[...]) }
    let start = min(pauseStart, digits.count)
    return (hasPlus ? "+" : "") + PhoneLayout.text(digits[..<start]) + pauseMarker
      + PhoneLayout.text(digits[start...])
  }

  /// Whether the field holds nothing to read.
  var isEmpty: Bool { digits.isEmpty && !hasPlus }

  /// Why the text cannot be read as one phone number without changing it, or nil.
  var problem: MaskProblem? {
    if hasMisplacedPlus { return .phone(.misplacedPlus) }
    if hasStrayCharacters { return .phone(.notPartOfPhoneNumber) }
    if hasGapAfterExtensionMarker { return .phone(.punctuationAfterExtensionMarker(marker: extensionMarker)) }
    if hasTooManyDigits { return .phone(.phoneNumberTooLong(maximum: Self.longestNumber)) }
    return extensionProblem
  }

  /// Why the digits after the marker are not one extension, or nil.
  var extensionProblem: MaskProblem? {
    if !extensionBreaks.isEmpty {
      return .phone(.extensionInGroups(marker: extensionMarker, groups: extensionBreaks.count + 1))
    }
    // No marker allows fewer than 9 digits, so shorter extensions need no lookup.
    guard extensionDigits.count > 9 else { return nil }
    let longest = Self.longestExtension(after: extensionMarker)
    if extensionDigits.count > longest {
      return .phone(
        .extensionTooLong(marker: extensionMarker, maximum: longest, digits: extensionDigits.count))
    }
    return nil
  }

  /// The extension's digits in the groups they were given in, each after the punctuation or `#` that
  /// came before it, so the text reads back to the same groups.
  var extensionGroupsText: String {
    var text = ""
    var start = 0
    for (offset, separator) in extensionBreaks {
      // A break is never before the last one nor past the digits kept (an extension cut at its limit).
      let end = min(max(offset, start), extensionDigits.count)
      text += PhoneLayout.text(extensionDigits[start..<end]) + separator
      start = end
    }
    return text + PhoneLayout.text(extensionDigits[start...])
  }
}
