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
  /// it (`12..`; one is skipped, or is ``endsInDecimalSeparator``),
  /// or a currency symbol or plus sign between digits (`1$234`).
  var hasStraySeparators = false
  /// Whether a decimal separator ends the number (`12.`): a whole number whose fraction was left out.
  var endsInDecimalSeparator = false
  /// The currency marks before and after the number, in order: each currency symbol (`$`, `€`) and each
  /// three-letter upper-case code (`EUR`).
  var currencies: [String] = []
  /// The kind of each ASCII separator seen, by byte.
  private var asciiKinds = [UInt8?](repeating: nil, count: 128)

  /// Takes `text` apart, with `own`, the field's separators, besides the common ones, and `decimals`, the
  /// separators the field reads as decimal, which may also start or end the number; nil when the text
  /// holds something the field's reader refuses or reads itself (letters that are no three-letter code,
  /// minus signs other than one before the number, other punctuation), or no digit. Plain ASCII text is
  /// read byte by byte.
  init?(_ text: String, separators own: (Character) -> Bool, decimals: (Character) -> Bool) {
    var reader = Reader()
    if text.isPlainASCII {
      // Every group but the last ends at a separator byte: room for the most groups at once, so a line of
      // millions of one-digit groups never holds two copies of the lengths while they grow.
      let mostGroups = text.utf8.count / 2 + 1
      groups.reserveCapacity(mostGroups)
      separators.reserveCapacity(mostGroups)
      digits.reserveCapacity(text.utf8.count)
      var kinds = [Piece?](repeating: nil, count: 128)
      for byte in text.utf8 {
        let piece: Piece
        if let known = kinds[Int(byte)] {
          piece = known
        } else {
          piece = Self.piece(Character(Unicode.Scalar(byte)), own: own, ascii: byte) ?? .other
          kinds[Int(byte)] = piece
        }
        guard reader.read(piece, into: &self, decimals: decimals) else { return nil }
      }
    } else {
      for character in text {
        guard let piece = Self.piece(character, own: own, ascii: 0) else { continue }
        guard reader.read(piece, into: &self, decimals: decimals) else { return nil }
      }
    }
    guard reader.finish(into: &self, decimals: decimals) else { return nil }
  }

  /// What `character` (whose byte is `ascii`, 0 when it is not one ASCII byte) is to the reader; nil
  /// for a format character, which is skipped.
  private static func piece(_ character: Character, own: (Character) -> Bool, ascii: UInt8) -> Piece? {
    if let digit = character.normalizedASCIIDigit?.asciiValue { return .digit(digit) }
    if character.isIgnorableFormat { return nil }
    if PasteShape.isSpace(character) { return .space }
    if isSeparator(character) || own(character) { return .separator(character, ascii) }
    let plain = character.plainScalar
    if character.isSame(as: "-", plain: plain) || character.isSame(as: "\u{2212}", plain: plain) {
      return .minus
    }
    if character.isSame(as: "+", plain: plain) { return .plus }
    if plain?.isASCII == true, character.isUppercase { return .letter(character) }
    return character.isCurrencySymbol ? .currency(character) : .other
  }

  /// What a character of a pasted amount is.
  private enum Piece {
    case digit(UInt8)
    case space
    /// A separator and its ASCII byte (0 outside ASCII), by which its kind is found fast.
    case separator(Character, UInt8)
    case minus
    case plus
    case letter(Character)
    case currency(Character)
    case other
  }

  /// The reading so far: what stands before the first digit, between the last two digits and after the
  /// last digit, and the length of the group being read.
  private struct Reader {
    var lead = Affix()
    var leadSeparator: Character?
    var groupLength = 0
    var run = Run()
    var trail = Affix()

    /// Takes one piece into `amount`; false when the text is no amount layout (read as given).
    mutating func read(_ piece: Piece, into amount: inout PastedAmount, decimals: (Character) -> Bool) -> Bool
    {
      if case .digit(let digit) = piece {
        if amount.digits.isEmpty, let leadSeparator {
          amount.digits.append(0x30)
          amount.groups.append(1)
          amount.separators.append(amount.kind(leadSeparator, ascii: 0))
        } else if !run.isEmpty {
          guard !run.holdsOther else { return false }
          if run.marks > 1 || run.holdsSymbol { amount.hasStraySeparators = true }
          amount.groups.append(groupLength)
          amount.separators.append(amount.kind(run.mark ?? " ", ascii: run.mark == nil ? 0x20 : run.markByte))
          groupLength = 0
          run = Run()
        }
        amount.digits.append(digit)
        groupLength += 1
        trail = Affix()
        return true
      }
      guard amount.digits.isEmpty else {
        run.read(piece)
        trail.read(piece)
        // Something no amount holds: no digit may follow it (the run holds it) and the text may not end
        // with it (the trail holds it), so the text is no amount layout whatever comes next.
        if case .other = piece { return false }
        return true
      }
      if case .space = piece, leadSeparator == nil {
        lead.read(piece)
      } else if leadSeparator != nil {
        amount.hasStraySeparators = true
      } else if case .separator(let character, _) = piece {
        if decimals(character) || PastedAmount.startsFraction(character) {
          leadSeparator = character
        } else {
          amount.hasStraySeparators = true
        }
      } else {
        lead.read(piece)
        // What comes before the number holds something no amount holds, and always will.
        if lead.holdsOther { return false }
      }
      return true
    }

    /// Ends the reading; false when the text is no amount layout (read as given).
    mutating func finish(into amount: inout PastedAmount, decimals: (Character) -> Bool) -> Bool {
      lead.flush()
      trail.flush()
      guard !amount.digits.isEmpty, lead.isValid, trail.isValid, lead.minusSigns <= 1, trail.minusSigns == 0
      else { return false }
      if trail.separators == 1, run.marks == 1, let mark = run.mark, decimals(mark), trail.endsInSpaces {
        amount.endsInDecimalSeparator = true
      } else if trail.separators > 1 {
        amount.hasStraySeparators = true
      }
      if lead.pluses + lead.minusSigns > 1 || trail.pluses > 0 {
        amount.hasStraySeparators = true
      }
      amount.groups.append(groupLength)
      amount.isNegative = lead.minusSigns == 1
      amount.currencies = lead.marks + trail.marks
      return true
    }
  }

  /// Whether the first group holds zeros alone (`0`, `00`): no grouped number starts so.
  var startsWithZeros: Bool {
    guard let first = groups.first else { return false }
    return digits.prefix(first).allSatisfy { $0 == 0x30 }
  }

  /// Whether the number's first digit is a zero (`01,581`).
  var startsWithZero: Bool { digits.first == 0x30 }

  /// The separator after group `index`.
  func separator(_ index: Int) -> Character { kinds[Int(separators[index])] }

  /// The index of `character`'s kind in `kinds`, added when new; `ascii`, its byte (0 outside ASCII),
  /// finds a kind seen before without comparing characters.
  mutating func kind(_ character: Character, ascii: UInt8) -> UInt8 {
    if ascii != 0, let known = asciiKinds[Int(ascii)] { return known }
    let found = kind(of: Self.unified(character))
    if ascii != 0 { asciiKinds[Int(ascii)] = found }
    return found
  }

  /// The index of `unified` in `kinds`, added when new.
  private mutating func kind(of unified: Character) -> UInt8 {
    if let index = kinds.firstIndex(of: unified) { return UInt8(index) }
    kinds.append(unified)
    return UInt8(kinds.count - 1)
  }

  /// Characters that separate digit groups in some locale: `.`, `,`, apostrophes, the Arabic decimal
  /// and thousands separators (U+066B, U+066C) and spaces (`PasteShape.isSpace`).
  static func isSeparator(_ character: Character) -> Bool {
    character.isOne(of: separatorMarks) || PasteShape.isSpace(character)
  }

  /// The separators of ``isSeparator(_:)`` other than spaces.
  private static let separatorMarks: [Unicode.Scalar] = [".", ",", "'", "\u{2019}", "\u{066B}", "\u{066C}"]

  /// Whether `character` may stand before the first digit as a decimal separator (`.5` is `0.5`).
  static func startsFraction(_ character: Character) -> Bool {
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
    var markByte: UInt8 = 0
    var holdsSymbol = false
    var holdsOther = false

    var isEmpty: Bool { marks == 0 && spaces == 0 && !holdsSymbol && !holdsOther }

    mutating func read(_ piece: Piece) {
      switch piece {
      case .space: spaces += 1
      case .separator(let character, let byte):
        marks += 1
        mark = character
        markByte = byte
      case .currency, .plus: holdsSymbol = true
      default: holdsOther = true
      }
    }
  }

  /// What stands before or after the number: spaces, currency symbols, three-letter upper-case codes,
  /// signs and separators (counted); anything else makes it no amount.
  private struct Affix {
    var letters = 0
    /// The letters of the run being read, and the currency marks read.
    var code = ""
    var marks: [String] = []
    var minusSigns = 0
    var pluses = 0
    var separators = 0
    var holdsOther = false
    /// Whether nothing but spaces followed the first separator.
    var endsInSpaces = true

    var isValid: Bool { !holdsOther && (letters == 0 || letters == 3) }

    /// Ends a run of letters: codes when it has three or a multiple of three (`USDUSD` is two), else
    /// no amount.
    mutating func flush() {
      if letters > 0, letters % 3 == 0 {
        var rest = Substring(code)
        while !rest.isEmpty {
          marks.append(String(rest.prefix(3)))
          rest = rest.dropFirst(3)
        }
      } else if letters != 0 {
        holdsOther = true
      }
      letters = 0
      code = ""
    }

    mutating func read(_ piece: Piece) {
      if separators > 0 {
        if case .space = piece {} else { endsInSpaces = false }
      }
      if case .letter(let letter) = piece {
        letters += 1
        code.append(letter)
        return
      }
      flush()
      switch piece {
      case .minus: minusSigns += 1
      case .plus: pluses += 1
      case .currency(let symbol): marks.append(String(symbol))
      case .space: break
      case .separator: separators += 1
      default: holdsOther = true
      }
    }
  }
}
