/// How a card brand prints its number: a space before each gap, room for the brand's longest number,
/// and the lengths its tail placeholder reaches for.
///
/// It writes what the input mask `[0000] [0000] [0000] [000999]` (the first digit of each group
/// mandatory, the rest of the last group optional) makes of a text of ASCII digits, caret included,
/// straight from the digits; `CardLayoutTests` holds it to that mask for every brand, length and caret.
struct CardLayout: Sendable {
  /// Bit `i` set: a space stands before digit `i`.
  let gaps: UInt32
  /// How many digits the layout holds; more are dropped.
  let longest: Int
  /// Bit `n` set: the tail placeholder stops at `n` digits (the lengths the brand issues; 16 and 19
  /// while the brand is unknown).
  let tailLengths: UInt32

  /// The layout of `brand`, or of a number whose brand is not known yet.
  init(_ brand: CardBrand?) {
    gaps = (brand?.gaps ?? [4, 8, 12]).reduce(0) { $0 | 1 << $1 }
    longest = brand?.longest ?? CardNumberMask.longestNumber
    tailLengths = (brand?.lengths ?? [16, CardNumberMask.longestNumber]).reduce(0) { $0 | 1 << $1 }
  }

  /// What the layout shows for `digits` (ASCII digit bytes) with the caret after `caret` of them.
  struct Written {
    /// The grouped digits.
    var text: String
    /// The caret in `text`.
    var caret: Int
    /// How many digits `text` holds (the first ones of `digits`).
    var kept: Int
    /// The slots after `text` up to the next length of ``CardLayout/tailLengths``, grouped the same way;
    /// empty once the number has such a length.
    var tailPlaceholder: String
  }

  /// Groups `digits`: a space goes before each gap digit, and with `autocomplete` (forward gravity, the
  /// caret at the end) after the last digit when a gap follows it. Spaces written at or before the caret
  /// (before it, with backward gravity) move it on.
  func write(_ digits: ReadBuffer<UInt8>, caret: Int, gravity: CaretGravity, autocomplete: Bool)
    -> Written
  {
    let count = digits.count
    let caret = min(max(caret, 0), count)
    let kept = min(count, longest)
    let pushLimit = gravity == .forward ? caret : caret - 1
    let completes = gravity == .forward && autocomplete && caret == count && kept < longest && hasGap(kept)
    var newCaret = caret
    let text = String.writingUTF8(capacity: kept + 4) { buffer in
      var length = 0
      for index in 0..<kept {
        if hasGap(index) {
          buffer[length] = UInt8(ascii: " ")
          length &+= 1
          if index <= pushLimit { newCaret &+= 1 }
        }
        buffer[length] = digits[index]
        length &+= 1
      }
      if completes {
        buffer[length] = UInt8(ascii: " ")
        length &+= 1
        newCaret &+= 1
      }
      return length
    }
    if kept < caret { newCaret &-= caret - kept }
    let length = text.utf8.count
    return Written(
      text: text, caret: min(max(newCaret, 0), length), kept: kept,
      tailPlaceholder: tailPlaceholder(after: kept, separatorShown: completes))
  }

  /// Whether a space stands before digit `index`.
  @inline(__always)
  func hasGap(_ index: Int) -> Bool { index < 32 && gaps & 1 << index != 0 }

  /// The slots after `kept` digits up to the next tail length, a space before each gap but the one the
  /// text already shows (`separatorShown`); empty when `kept` is a tail length or none is longer.
  func tailPlaceholder(after kept: Int, separatorShown: Bool) -> String {
    guard kept < 31, tailLengths & 1 << kept == 0 else { return "" }
    let longer = (tailLengths >> (kept + 1)) << (kept + 1)
    guard longer != 0 else { return "" }
    let target = longer.trailingZeroBitCount
    return String.writingUTF8(capacity: 2 * (target - kept)) { buffer in
      var length = 0
      for index in kept..<target {
        if hasGap(index), !(index == kept && separatorShown) {
          buffer[length] = UInt8(ascii: " ")
          length &+= 1
        }
        buffer[length] = UInt8(ascii: "0")
        length &+= 1
      }
      return length
    }
  }
}
