/// Where a run of one plain slot (`#`, `?` or `@`, which never convert) stops in the text: the
/// positions whose character the slot refuses or writes differently, found once and kept in order.
///
/// A sequence of sixteen thousand `#` then asks one question per evaluation instead of sixteen
/// thousand, and `*#` crosses a run of digits in one step.
struct PictureSlotStops {
  /// The stop positions found so far for each plain slot, in order.
  private var stops: [[Int]] = [[], [], []]
  /// How much of the text has been looked at for each plain slot.
  private var scanned = [0, 0, 0]

  /// The first position from `position` on where `slot` stops in the text, or the text's length.
  mutating func first(
    of slot: PictureSlot, from position: Int, text: [Character], bytes: [UInt8], options: PictureOptions
  ) -> Int {
    let row = Self.row(slot)
    while scanned[row] < text.count {
      let index = scanned[row]
      let byte = bytes[index]
      let passes =
        byte != 0
        ? slot.accept(ascii: byte) == byte : slot.accept(text[index], options: options) == text[index]
      if !passes { stops[row].append(index) }
      scanned[row] += 1
    }
    var low = 0
    var high = stops[row].count
    while low < high {
      let middle = (low + high) / 2
      if stops[row][middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < stops[row].count ? stops[row][low] : text.count
  }

  /// Forgets what was found from `length` on, when the text was cut back to `length` characters.
  mutating func forget(from length: Int) {
    for row in stops.indices where scanned[row] > length {
      while let last = stops[row].last, last >= length { stops[row].removeLast() }
      scanned[row] = length
    }
  }

  private static func row(_ slot: PictureSlot) -> Int {
    switch slot {
    case .digit: 0
    case .letter: 1
    default: 2
    }
  }
}
