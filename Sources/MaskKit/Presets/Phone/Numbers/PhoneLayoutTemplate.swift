/// A format's layout (`\1 \2-\3`) compiled once against its pattern's pieces (``DigitPieces``), so a
/// number the pattern matches whole is written in one pass: its literal bytes are copied and each
/// group reference takes the digits whose bounds the pieces fix for the number's length.
///
/// ``PhoneLayout/substitute(_:in:layout:limit:head:)`` is the reference it is held to
/// (`PhoneLayoutTemplateTests`, over every format of the metadata).
struct PhoneLayoutTemplate: Sendable {
  /// Where a group lies in a whole match: its bounds when the variable piece takes its smallest count,
  /// and whether each bound lies after the variable piece (so moves with the digits it adds).
  struct Group: Sendable {
    var lower: Int
    var upper: Int
    var lowerMoves: Bool
    var upperMoves: Bool

    /// The group's digits in a whole match of `count` digits whose variable piece takes `extra` more.
    @inline(__always)
    func bounds(extra: Int) -> Range<Int> {
      (lower + (lowerMoves ? extra : 0))..<(upper + (upperMoves ? extra : 0))
    }
  }

  /// The layout's UTF-8 bytes, each group reference written as the byte 0xFF (which UTF-8 never uses)
  /// then the index of its bounds in `groups`.
  let bytes: [UInt8]
  /// The bounds of each group reference, in the order of the layout.
  let groups: [Group]
  /// How many bytes of the layout are not group references.
  let literalCount: Int
  /// The fewest digits a whole match takes (``DigitPieces/shortest``).
  let shortest: Int

  /// `layout` compiled against `pieces`; a reference to a group the pattern does not have writes
  /// nothing, and a lone backslash stays, as in the substitution. Nil for a layout of more than 255
  /// group references (no format has a dozen), which the substitution writes instead.
  init?(_ layout: String, pieces: DigitPieces) {
    var bytes: [UInt8] = []
    var groups: [Group] = []
    var literalCount = 0
    var escaped = false
    let variable = pieces.variable?.index ?? Int.max
    for byte in layout.utf8 {
      if escaped {
        escaped = false
        if byte &- 48 < 10 {
          let number = Int(byte &- 48)
          if number >= 1, number <= pieces.groups.count {
            guard groups.count < 255 else { return nil }
            let (first, end) = pieces.groups[number - 1]
            bytes.append(0xFF)
            bytes.append(UInt8(groups.count))
            groups.append(
              Group(
                lower: pieces.starts[first], upper: pieces.starts[end], lowerMoves: variable < first,
                upperMoves: variable < end))
          }
          continue
        }
        bytes.append(92)
        literalCount += 1
      }
      if byte == 92 {
        escaped = true
      } else {
        bytes.append(byte)
        literalCount += 1
      }
    }
    if escaped {
      bytes.append(92)
      literalCount += 1
    }
    self.bytes = bytes
    self.groups = groups
    self.literalCount = literalCount
    self.shortest = pieces.shortest
  }

  /// `head` then the layout filled with `digits`, which the template's pattern matches whole (the
  /// caller has checked): the text ``PhoneLayout/substitute(_:in:layout:limit:head:)`` writes.
  func text(_ digits: ArraySlice<UInt8>, head: [UInt8]) -> String {
    let extra = digits.count - shortest
    let start = digits.startIndex
    var count = head.count + literalCount
    for group in groups { count += group.bounds(extra: extra).count }
    return String.writingUTF8(capacity: count) { buffer in
      var end = 0
      for byte in head { buffer.append(byte, at: &end) }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0xFF {
          let bounds = groups[Int(bytes[index + 1])].bounds(extra: extra)
          for digit in digits[(start + bounds.lowerBound)..<(start + bounds.upperBound)] {
            buffer.append(digit &+ 48, at: &end)
          }
          index += 2
        } else {
          buffer.append(byte, at: &end)
          index += 1
        }
      }
      return end
    }
  }
}
