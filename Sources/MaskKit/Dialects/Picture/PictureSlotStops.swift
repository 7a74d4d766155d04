/// Where a run of one plain slot (`#`, `?` or `@`, which never convert) stops in the text: the
/// positions whose character the slot refuses or writes differently, found once and kept in order.
///
/// A sequence of sixteen thousand `#` then asks one question per evaluation instead of sixteen
/// thousand, and `*#` crosses a run of digits in one step.
struct PictureSlotStops {
  /// The text as the matcher holds it.
  struct Text {
    var bytes: [UInt8]
    var characters: [Character]
    var scalars: [Unicode.Scalar]
    var plain: Bool
    var scalarMode: Bool
    var options: PictureOptions
  }

  /// The stop positions found so far for each plain slot, in order.
  private var stops: [[Int]] = [[], [], []]
  /// How much of the text has been looked at for each plain slot.
  private var scanned = [0, 0, 0]

  /// The first position from `position` on where `slot` stops in the text, or the text's length.
  mutating func first(
    of slot: PictureSlot, from position: Int, text: Text
  ) -> Int {
    let row = Self.row(slot)
    if scanned[row] < text.bytes.count { scan(row, slot: slot, text: text) }
    var low = 0
    var high = stops[row].count
    while low < high {
      let middle = (low + high) / 2
      if stops[row][middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < stops[row].count ? stops[row][low] : text.bytes.count
  }

  /// Looks at the characters after the ones already looked at.
  private mutating func scan(_ row: Int, slot: PictureSlot, text: Text) {
    var found: [Int] = []
    swap(&found, &stops[row])
    let start = scanned[row]
    let end = text.bytes.count
    text.bytes.withUnsafeBufferPointer { bytes in
      for index in start..<end {
        let byte = bytes[index]
        let passes: Bool
        if text.plain || byte != 0 {
          switch slot {
          case .digit: passes = byte &- 48 < 10
          case .letter: passes = byte.isASCIILetter
          default: passes = true
          }
        } else if text.scalarMode, let takes = slot.takesAsIs(text.scalars[index], options: text.options) {
          passes = takes
        } else {
          let character = text.scalarMode ? Character(text.scalars[index]) : text.characters[index]
          passes = slot.accept(character, options: text.options) == character
        }
        if !passes { found.append(index) }
      }
    }
    swap(&found, &stops[row])
    scanned[row] = end
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
