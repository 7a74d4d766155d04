/// The fixed-width number fields of a date, time or expiry, for reading typed text field by field.
struct DigitFields: Sendable, Hashable {
  /// One field: its width and, for fields that may be padded, the largest value it holds.
  struct Field: Sendable, Hashable {
    var width: Int
    var maximum: Int?
    /// Whether one digit the next digit cannot follow is padded and the next digit starts the next
    /// field (an expiry's month: `1`, `4` is `01/4`, as card fields do); else the two are shown as typed
    /// and reported (a date's `32`).
    var padsBeforeImpossibleDigit = false
  }

  var fields: [Field]

  /// Enough characters for any date or time; the rest of a huge paste is not read.
  static let longestText = 64

  /// No listed layout of a date or an expiry is longer than this, spaces around its groups included: a
  /// longer text (a hostile line) is left to the usual readings, which count its digits byte by byte.
  static let longestLayout = 4096

  /// The significant characters of `input`, with a leading zero added where a field typed before the
  /// caret is cut short: a first digit too large to start the field (`4` as a day is `04`), one digit
  /// followed by a separator (`1/` is `01`), or, in a field that asks for it, one digit the next digit
  /// cannot follow (`1`, `4` as an expiry's month is `01`, and the `4` starts the year). Text after the caret is read as it is, so formatting a
  /// formatted text never pads it again. Digits that find no field are counted, not kept; when padding
  /// pushes digits out while the digits as they are fill every field (`20240229` as a DMY date would
  /// lose its `9` for a `0`), nothing is padded and an impossible field is shown as such.
  ///
  /// A field a separator cut short stays padded: the digits as they are fill the fields only by
  /// reading across the separator (`1,2/03/2024` is not `12/03/2024`, and `1,1:30` is not `11:30`),
  /// which is what typing the same keys one by one never does.
  func scan(_ input: CaretText, bytewise: Bool = true, keep: (Character) -> Character?) -> SignificantInput {
    let padded = scan(input, pads: true, bytewise: bytewise, keep: keep)
    guard padded.unplacedDigits > 0, !padded.paddedAtSeparator else { return padded }
    let plain = scan(input, pads: false, bytewise: bytewise, keep: keep)
    let width = fields.reduce(0) { $0 + $1.width }
    let fillsEveryField = plain.unplacedDigits == 0 && plain.characters.count(where: \.isNumber) == width
    return fillsEveryField ? plain : padded
  }

  private func scan(_ input: CaretText, pads: Bool, bytewise: Bool, keep: (Character) -> Character?)
    -> SignificantInput
  {
    var scanned = SignificantInput(CaretText(""), keep: keep)
    let caret = max(0, input.caret)
    var fieldIndex = 0
    var digitsInField = 0

    func advance() {
      fieldIndex += 1
      digitsInField = 0
    }

    func pad(insertingBefore position: Int, countsBeforeCaret: Bool) {
      scanned.characters.insert("0", at: position)
      if countsBeforeCaret { scanned.beforeCaret += 1 }
      advance()
    }

    var firstDigit = 0
    let isPlainASCII = input.text.isPlainASCII
    for (offset, character) in input.text.enumerated() {
      let beforeCaret = offset < caret
      if scanned.characters.count > Self.longestText { break }
      if fieldIndex >= fields.count, isPlainASCII, bytewise {
        // Every field is full: the rest is digits to count and letters to keep, read byte by byte (a
        // hostile line of millions of digits costs a few instructions each).
        Self.scanRest(
          input.text.utf8.dropFirst(offset), from: offset, caret: caret, into: &scanned, keep: keep)
        break
      }
      var field = fieldIndex < fields.count ? fields[fieldIndex] : nil
      // Worked out once: a hostile line of millions of letters costs one reading of each.
      let normalized = character.normalizedASCIIDigit
      if pads, beforeCaret, let current = field, current.padsBeforeImpossibleDigit, digitsInField == 1,
        current.width == 2, let maximum = current.maximum,
        let value = normalized?.wholeNumberValue, firstDigit * 10 + value > maximum
      {
        // The field cannot hold both digits (`1`, `4` as a month): its one digit is padded and the
        // second starts the next field.
        pad(insertingBefore: scanned.characters.count - 1, countsBeforeCaret: true)
        field = fieldIndex < fields.count ? fields[fieldIndex] : nil
      }
      if let digit = normalized, let value = digit.wholeNumberValue, let field {
        if pads, beforeCaret, digitsInField == 0, let maximum = field.maximum, field.width == 2,
          value * 10 > maximum
        {
          scanned.characters.append("0")
          scanned.characters.append(digit)
          if beforeCaret { scanned.beforeCaret += 2 }
          advance()
          continue
        }
        scanned.characters.append(digit)
        if beforeCaret { scanned.beforeCaret += 1 }
        if digitsInField == 0 { firstDigit = value }
        digitsInField += 1
        if digitsInField == field.width { advance() }
      } else if normalized != nil {
        scanned.unplacedDigits += 1
      } else if character.isIgnorableFormat {
        // An invisible format character (RLM, ZWSP, BOM) ends no field: typed after a digit it is no key.
        continue
      } else if let kept = keep(character) {
        scanned.characters.append(kept)
        if beforeCaret { scanned.beforeCaret += 1 }
      } else if pads, beforeCaret, let field, digitsInField == 1, field.width == 2, field.maximum != nil {
        pad(insertingBefore: scanned.characters.count - 1, countsBeforeCaret: true)
        scanned.paddedAtSeparator = true
      }
    }
    return scanned
  }

  /// The scan of plain ASCII `rest` (starting at character `offset`) once every field is full, as the
  /// character loop reads it: a digit is unplaced, a character `keep` keeps is kept, nothing else counts.
  /// `DigitFieldsScanTests` holds it to the character loop.
  private static func scanRest(
    _ rest: String.UTF8View.SubSequence, from offset: Int, caret: Int, into scanned: inout SignificantInput,
    keep: (Character) -> Character?
  ) {
    var position = offset
    for byte in rest {
      defer { position += 1 }
      if scanned.characters.count > longestText { return }
      if byte &- 0x30 < 10 {
        scanned.unplacedDigits += 1
      } else if let kept = keep(Character(Unicode.Scalar(byte))) {
        scanned.characters.append(kept)
        if position < caret { scanned.beforeCaret += 1 }
      }
    }
  }
}

/// The values a fixed-width number field can still take when only its first digits are typed.
enum PartialField {
  /// The values of a `width`-digit field starting with `digits`, within `valid`; nil when none is left.
  static func range(_ digits: ArraySlice<Character>, width: Int, valid: ClosedRange<Int>)
    -> ClosedRange<Int>?
  {
    var low = 0
    for digit in digits.prefix(width) {
      guard let value = digit.wholeNumberValue else { return nil }
      low = low * 10 + value
    }
    var high = low
    for _ in min(digits.count, width)..<width {
      low *= 10
      high = high * 10 + 9
    }
    guard low <= valid.upperBound, high >= valid.lowerBound else { return nil }
    return max(low, valid.lowerBound)...min(high, valid.upperBound)
  }
}

/// A mask of fixed-width digit fields (a date, a time, a card expiry) whose text, typed key by key at
/// its end, never shows its digits moved: a key the full field cannot use is refused, the text
/// unchanged (`09/12` then `2` stays `09/12`, never `91/22`). The editing article lists the rule:
/// typed one by one, a text longer than the field may complete as the digits the field took read.
protocol KeepsShownDigitsWhenTyping {}

extension DateMask: KeepsShownDigitsWhenTyping {}
extension TimeMask: KeepsShownDigitsWhenTyping {}
extension CardExpiryMask: KeepsShownDigitsWhenTyping {}

/// The rule of ``KeepsShownDigitsWhenTyping``.
enum KeepsShownDigitsWhenTypingRule {
  /// Whether `mask`, or the mask a wrapper (``MaskWrapping``) formats with, keeps its shown digits.
  static func applies(to mask: any Mask) -> Bool {
    if mask is any KeepsShownDigitsWhenTyping { return true }
    if let wrapping = mask as? any MaskWrapping { return applies(to: wrapping.base) }
    return false
  }

  /// Whether the digits of `before` start the digits of `after` once zeros a field was padded with are
  /// left out (`1` then `/` shows `01/`): a key may pad a field, never change a digit shown.
  static func keepsOrPads(_ before: String, in after: String) -> Bool {
    var kept = before.compactMap(\.normalizedASCIIDigit)[...]
    for digit in after.compactMap(\.normalizedASCIIDigit) {
      guard let next = kept.first else { return true }
      if digit == next {
        kept.removeFirst()
      } else if digit != "0" {
        return false
      }
    }
    return kept.isEmpty
  }

  /// Whether the digits of `before` start the digits of `after`.
  static func keeps(_ before: String, in after: String) -> Bool {
    let kept = before.compactMap(\.normalizedASCIIDigit)
    let shown = after.compactMap(\.normalizedASCIIDigit)
    return shown.starts(with: kept)
  }
}
