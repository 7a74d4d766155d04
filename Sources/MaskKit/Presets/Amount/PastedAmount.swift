/// A pasted amount taken apart in one pass: the sign, and the number's digit groups with the separator
/// between each two, once currency symbols, ISO codes (`USD`) and spaces around the number are gone.
///
/// Format characters (`Character.isIgnorableFormat`: U+FEFF, U+200B, U+00AD, bidi marks) are left
/// out wherever they stand, as every reader of the amount skips them, so they can never make a text
/// readable that is refused without them. Nothing is kept per character: the digits as ASCII bytes,
/// one length per group and one byte per separator.
struct PastedAmount {
  /// Whether a minus sign (`-` or `−`) stands before the number.
  var isNegative = false
  /// The number's digits as ASCII bytes.
  var digits: [UInt8] = []
  /// The length of each digit group, in order.
  var groups: [Int] = []
  /// The separator after each group but the last, as an index into `kinds`.
  var separators: [UInt8] = []
  /// The separators found, each once: every kind of space as `" "`, `’` as `'`.
  var kinds: [Character] = []
  /// Whether separators stand where no amount layout puts them: two side by side (`1,,234`, `1.,5`),
  /// before the number other than a decimal separator that starts it (`'5`, `. 5`), more than one after
  /// it (`12..`; one is skipped, or read by the field's reader when it is a decimal separator: `12.`),
  /// or a currency symbol or plus sign between digits (`1$234`).
  var hasStraySeparators = false

  /// Takes `text` apart, with `own`, the field's separators, besides the common ones, and `decimals`, the
  /// separators the field reads as decimal, which may also start or end the number; nil when the text
  /// holds something the field's reader refuses or reads itself (letters that are no three-letter code,
  /// minus signs other than one before the number, other punctuation), or no digit.
  init?(_ text: String, separators own: (Character) -> Bool, decimals: (Character) -> Bool) {
    var lead = Affix()
    var leadSeparator: Character?
    var groupLength = 0
    var run = Run()
    var trail = Affix()
    for character in text where !character.isIgnorableFormat {
      if let digit = character.normalizedASCIIDigit?.asciiValue {
        if digits.isEmpty, let leadSeparator {
          digits.append(0x30)
          groups.append(1)
          separators.append(kind(leadSeparator))
        } else if !run.isEmpty {
          guard !run.holdsOther else { return nil }
          if run.marks > 1 || run.holdsSymbol { hasStraySeparators = true }
          groups.append(groupLength)
          separators.append(kind(run.mark ?? " "))
          groupLength = 0
          run = Run()
        }
        digits.append(digit)
        groupLength += 1
        trail = Affix()
        continue
      }
      let isSeparator = Self.isSeparator(character) || own(character)
      if digits.isEmpty {
        if PasteShape.isSpace(character), leadSeparator == nil {
          lead.read(character)
        } else if leadSeparator != nil {
          hasStraySeparators = true
        } else if isSeparator, decimals(character) || Self.startsFraction(character) {
          leadSeparator = character
        } else if isSeparator {
          hasStraySeparators = true
        } else {
          lead.read(character)
        }
        continue
      }
      run.read(character, isSeparator: isSeparator)
      trail.read(character, isSeparator: isSeparator)
    }
    guard !digits.isEmpty, !lead.holdsOther, !trail.holdsOther, lead.minusSigns <= 1, trail.minusSigns == 0,
      lead.letters == 0 || lead.letters == 3, trail.letters == 0 || trail.letters == 3
    else { return nil }
    if trail.separators == 1, run.marks == 1, let mark = run.mark, decimals(mark), trail.endsInSpaces {
      return nil
    }
    if lead.pluses + lead.minusSigns > 1 || trail.pluses > 0 || trail.separators > 1 {
      hasStraySeparators = true
    }
    groups.append(groupLength)
    isNegative = lead.minusSigns == 1
  }

  /// Whether the first group holds zeros alone (`0`, `00`): no grouped number starts so.
  var startsWithZeros: Bool {
    guard let first = groups.first else { return false }
    return digits.prefix(first).allSatisfy { $0 == 0x30 }
  }

  /// The separator after group `index`.
  func separator(_ index: Int) -> Character { kinds[Int(separators[index])] }

  /// The index of `character`'s kind in `kinds`, added when new.
  private mutating func kind(_ character: Character) -> UInt8 {
    let unified = Self.unified(character)
    if let index = kinds.firstIndex(of: unified) { return UInt8(index) }
    kinds.append(unified)
    return UInt8(kinds.count - 1)
  }

  /// Characters that separate digit groups in some locale: `.`, `,`, apostrophes, the Arabic decimal
  /// and thousands separators (U+066B, U+066C) and spaces (`PasteShape.isSpace`).
  static func isSeparator(_ character: Character) -> Bool {
    character == "." || character == "," || character == "'" || character == "\u{2019}"
      || character == "\u{066B}" || character == "\u{066C}" || PasteShape.isSpace(character)
  }

  /// Whether `character` may stand before the first digit as a decimal separator (`.5` is `0.5`).
  private static func startsFraction(_ character: Character) -> Bool {
    character == "." || character == "," || character == "\u{066B}"
  }

  /// Every kind of space as `" "` and the right single quotation mark as an apostrophe.
  static func unified(_ character: Character) -> Character {
    if PasteShape.isSpace(character) { return " " }
    return character == "\u{2019}" ? "'" : character
  }

  /// The characters between two digits: how many separators other than spaces, the last of them, and
  /// whether a currency symbol or plus sign, or anything else, stands there.
  private struct Run {
    var marks = 0
    var spaces = 0
    var mark: Character?
    var holdsSymbol = false
    var holdsOther = false

    var isEmpty: Bool { marks == 0 && spaces == 0 && !holdsSymbol && !holdsOther }

    mutating func read(_ character: Character, isSeparator: Bool) {
      if PasteShape.isSpace(character) {
        spaces += 1
      } else if isSeparator {
        marks += 1
        mark = character
      } else if character.isCurrencySymbol || character == "+" {
        holdsSymbol = true
      } else {
        holdsOther = true
      }
    }
  }

  /// What stands before or after the number: spaces, currency symbols, three-letter upper-case codes,
  /// signs and separators (counted); `holdsOther` when anything else does.
  private struct Affix {
    var letters = 0
    var minusSigns = 0
    var pluses = 0
    var separators = 0
    var holdsOther = false
    /// Whether nothing but spaces followed the first separator.
    var endsInSpaces = true

    mutating func read(_ character: Character, isSeparator: Bool = false) {
      if separators > 0, !PasteShape.isSpace(character) { endsInSpaces = false }
      if character.isASCII, character.isUppercase {
        letters += 1
        return
      }
      if letters != 0, letters != 3 { holdsOther = true }
      letters = 0
      if character == "-" || character == "\u{2212}" {
        minusSigns += 1
      } else if character == "+" {
        pluses += 1
      } else if PasteShape.isSpace(character) || character.isCurrencySymbol {
        return
      } else if isSeparator {
        separators += 1
      } else {
        holdsOther = true
      }
    }
  }
}
