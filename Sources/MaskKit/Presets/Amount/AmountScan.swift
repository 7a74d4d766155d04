/// One pass over an amount's text (its prefix and suffix removed): the number it gives and what of the
/// text that number leaves out — digits, a minus sign, a decimal separator — or misplaced grouping.
///
/// Linear in the text, and nothing is kept per character: digits beyond what the field holds are
/// counted, not stored (except in cents entry, one byte each, where the caret decides which go).
struct AmountScan {
  /// The amount read from the left (``AmountEntry/leftToRight``).
  var number = AmountNumber()
  /// The digits read from the right (``AmountEntry/cents``).
  var cents = CentsInput()
  /// How many characters the text has.
  var count = 0
  /// How many digits the text gives after its leading zeros.
  var significantDigits = 0
  /// Significant digits before the first decimal separator, and digits after it.
  var integerDigits = 0
  var fractionDigits = 0
  /// Whether a decimal separator, and a digit, were seen.
  var sawDecimalSeparator = false
  var sawDigit = false
  /// Why a minus sign or decimal separator was not taken, the first found.
  var notTaken: MaskProblem?
  /// Whether the field's own grouping separator stands where the field never puts it, so the text is
  /// not the field's layout: between groups of the wrong size, after a first group of zeros or in the
  /// fraction. Only asked about a whole text; the last integer group is left open (`1,2345` is the
  /// field's `1,234` with a digit typed at its end).
  var misplacesGrouping = false

  /// Digits since the last own grouping separator (or the start), own separators seen, and whether
  /// the first group is zeros alone.
  private var groupLength = 0
  private var groupSeparators = 0
  private var firstGroupIsZeros = true
  /// Whether the last grouping separator stands where the field puts none; it counts once a digit
  /// follows (a trailing one is only skipped).
  private var pendingMisplacement = false

  /// Reads `input` for `mask`; plain ASCII text byte by byte.
  init(_ input: CaretText, mask: AmountMask) {
    let caret = max(0, input.caret)
    if input.text.isPlainASCII {
      let bytes = mask.asciiSeparators
      let limits = Limits(mask)
      for byte in input.text.utf8 {
        if byte &- 0x30 < 10 {
          readDigit(byte, beforeCaret: count < caret, limits)
        } else {
          read(mask.key(ascii: byte, bytes), beforeCaret: count < caret, mask: mask)
        }
        count += 1
      }
    } else {
      for character in input.text {
        read(mask.key(character), beforeCaret: count < caret, mask: mask)
        count += 1
      }
    }
  }

  private mutating func read(_ key: AmountMask.Key, beforeCaret: Bool, mask: AmountMask) {
    let cents = mask.entry == .cents
    switch key {
    case .digit(let byte):
      readDigit(byte, beforeCaret: beforeCaret, Limits(mask))
    case .decimalSeparator:
      if groupSeparators > 0, !sawDecimalSeparator, groupLength != mask.grouping.size {
        misplacesGrouping = true
      }
      readDecimalSeparator(beforeCaret: beforeCaret, cents: cents, mask: mask)
    case .minus:
      readMinus(beforeCaret: beforeCaret, cents: cents, mask: mask)
    case .groupingSeparator:
      // A space before the number is no grouping (` 1 234`), as a whole text's reading skips it.
      if !sawDigit, !sawDecimalSeparator, mask.grouping.separator.map(PasteShape.isSpace) == true { break }
      readGroupingSeparator(mask.grouping)
    case .skipped:
      break
    }
  }

  /// What reading a digit needs of the mask, taken out of it once.
  private struct Limits {
    var cents: Bool
    var fractionDigits: Int
    var maximumIntegerDigits: Int

    init(_ mask: AmountMask) {
      cents = mask.entry == .cents
      fractionDigits = mask.fractionDigits
      maximumIntegerDigits = mask.maximumIntegerDigits
    }
  }

  private mutating func readDigit(_ byte: UInt8, beforeCaret: Bool, _ limits: Limits) {
    sawDigit = true
    if pendingMisplacement { misplacesGrouping = true }
    pendingMisplacement = false
    if significantDigits > 0 || byte != 0x30 { significantDigits += 1 }
    if sawDecimalSeparator {
      fractionDigits += 1
    } else {
      if integerDigits > 0 || byte != 0x30 { integerDigits += 1 }
      groupLength += 1
      if groupSeparators == 0, byte != 0x30 { firstGroupIsZeros = false }
    }
    if limits.cents {
      cents.read(digit: byte, beforeCaret: beforeCaret)
    } else {
      _ = number.read(
        digit: byte, beforeCaret: beforeCaret, fractionDigits: limits.fractionDigits,
        maximumIntegerDigits: limits.maximumIntegerDigits)
    }
  }

  private mutating func readDecimalSeparator(beforeCaret: Bool, cents: Bool, mask: AmountMask) {
    defer { sawDecimalSeparator = true }
    if cents {
      if mask.fractionDigits > 0 { self.cents.hasDecimalSeparator = true }
      return
    }
    guard !number.read(".", beforeCaret: beforeCaret, mask: mask) else { return }
    if notTaken == nil {
      notTaken =
        mask.fractionDigits == 0
        ? .amount(.fractionNotTaken)
        : .amount(.secondDecimalSeparator)
    }
  }

  private mutating func readMinus(beforeCaret: Bool, cents: Bool, mask: AmountMask) {
    let nothingBefore = !sawDigit && !sawDecimalSeparator
    let taken: Bool
    if cents {
      taken = mask.allowsNegative && nothingBefore && !self.cents.isNegative
      if taken { self.cents.isNegative = true }
    } else {
      taken = number.read("-", beforeCaret: beforeCaret, mask: mask)
    }
    guard !taken, notTaken == nil else { return }
    let signed = cents ? self.cents.isNegative : number.isNegative
    if !mask.allowsNegative, nothingBefore {
      notTaken = .amount(.negativeNotTaken)
    } else if signed, nothingBefore {
      notTaken = .amount(.twoMinusSigns)
    } else {
      notTaken = .amount(.minusNotTaken)
    }
  }

  private mutating func readGroupingSeparator(_ grouping: AmountGrouping) {
    guard grouping.size > 0 else { return }
    if sawDecimalSeparator {
      pendingMisplacement = true
    } else if groupSeparators == 0 {
      if groupLength == 0 || groupLength > max(1, grouping.secondarySize) || firstGroupIsZeros {
        pendingMisplacement = true
      }
    } else if groupLength != grouping.secondarySize {
      pendingMisplacement = true
    }
    groupSeparators += 1
    groupLength = 0
  }
}

extension AmountMask {
  /// What a character of an amount's text is to the reader.
  enum Key {
    /// A decimal digit of any script, as its ASCII byte.
    case digit(UInt8)
    /// The decimal separator: the field's own, the Arabic decimal separator (U+066B), and `.` or `,`
    /// where neither groups (numeric keypads have one of them).
    case decimalSeparator
    /// `-` or `−`.
    case minus
    /// The field's own grouping separator.
    case groupingSeparator
    /// Anything else, such as the Arabic thousands separator (U+066C), spaces, currency symbols and
    /// format characters; `StrayCharacters` refuses those that are not part of an amount.
    case skipped
  }

  /// The field's grouping and decimal separators as ASCII bytes (nil outside ASCII), and whether `.`
  /// and `,` are both decimal separators.
  struct ASCIISeparators {
    var grouping: UInt8?
    var decimal: UInt8?
    var pointAndCommaAreDecimal: Bool
  }

  /// ``ASCIISeparators`` of this field, worked out once per reading.
  var asciiSeparators: ASCIISeparators {
    let byte = { (character: Character) in character.utf8.count == 1 ? character.utf8.first : nil }
    return ASCIISeparators(
      grouping: grouping.separator.flatMap(byte), decimal: byte(decimalSeparator),
      pointAndCommaAreDecimal: !isGroupingPunctuation)
  }

  /// What the ASCII `byte` is to the reader (``key(_:)`` for one byte).
  @inline(__always)
  func key(ascii byte: UInt8, _ separators: ASCIISeparators) -> Key {
    if byte &- 0x30 < 10 { return .digit(byte) }
    if byte == separators.grouping { return .groupingSeparator }
    if byte == separators.decimal || separators.pointAndCommaAreDecimal && (byte == 0x2E || byte == 0x2C) {
      return .decimalSeparator
    }
    return byte == 0x2D ? .minus : .skipped
  }

  /// What `character` is to the reader.
  func key(_ character: Character) -> Key {
    if let digit = character.normalizedASCIIDigit { return .digit(digit.asciiValue ?? 0x30) }
    let plain = character.plainScalar
    if let separator = grouping.separator, character.isSame(as: separator) { return .groupingSeparator }
    if character.isSame(as: decimalSeparator) || character.isSame(as: "\u{066B}", plain: plain)
      || ((character.isSame(as: ".", plain: plain) || character.isSame(as: ",", plain: plain))
        && !isGroupingPunctuation)
    {
      return .decimalSeparator
    }
    if character.isSame(as: "-", plain: plain) || character.isSame(as: "\u{2212}", plain: plain) {
      return .minus
    }
    return .skipped
  }

  /// Why the amount read from `scan` is not the amount its text gives, or nil. `kept` is how many
  /// significant digits the amount holds; `whole` says the caret ends the text, so misplaced grouping
  /// counts (inside a text, it is the field's own grouping with a digit typed or removed).
  func refusal(of scan: AmountScan, kept: Int, whole: Bool) -> MaskProblem? {
    if whole, scan.misplacesGrouping { return .amount(.separatorsNotAmount) }
    if scan.significantDigits > kept { return excess(of: scan) }
    return scan.notTaken
  }

  /// Which limit the digits of `scan` pass: the digits before or after the decimal separator, else
  /// the maximum (without one, only the two digit limits drop digits).
  private func excess(of scan: AmountScan) -> MaskProblem {
    let point = entry == .leftToRight && scan.sawDecimalSeparator
    if (point ? scan.integerDigits : scan.significantDigits) > maximumIntegerDigits {
      return .amount(.integerDigitsOverMaximum(maximumIntegerDigits))
    }
    if point, scan.fractionDigits > fractionDigits {
      return .amount(.fractionDigitsOverMaximum(fractionDigits))
    }
    guard let maximum else { return .amount(.integerDigitsOverMaximum(maximumIntegerDigits)) }
    return .amount(.overMaximum(normalized(maximum) ?? ""))
  }
}
