/// One way an identifier is written: a class per character and the separators shown before some of them
/// (`000.000.000-00` for a CPF).
struct IdentifierLayout: Sendable, Hashable {
  /// The characters each position takes.
  var positions: [IdentifierCharacterClass]
  /// The separator shown before each position (empty for none); shown only once that position is filled.
  var separatorsBefore: [String]

  /// Reads `pattern`: a class letter of ``IdentifierCharacterClass/named`` per position, anything else
  /// a separator (`000.000.000-00`).
  init(_ pattern: String) {
    var positions: [IdentifierCharacterClass] = []
    var separators: [String] = []
    var pending = ""
    for character in pattern {
      if let position = IdentifierCharacterClass.named[character] {
        positions.append(position)
        separators.append(pending)
        pending = ""
      } else {
        pending.append(character)
      }
    }
    self.positions = positions
    self.separatorsBefore = separators
  }

  /// How many characters a whole identifier of this layout has.
  var length: Int { positions.count }

  /// The positions after which the layout writes a separator.
  var boundaries: [Int] { separatorsBefore.indices.filter { $0 > 0 && !separatorsBefore[$0].isEmpty } }

  /// The layout drawn with `0`, `A` or `X` for each position from `start` on.
  func drawn(from start: Int = 0) -> String {
    var text = ""
    for index in positions.indices where index >= start {
      if index > 0 { text += separatorsBefore[index] }
      text.append(positions[index].drawn)
    }
    return text
  }

  /// `value` written in the layout, and the offset in the text after each character of it.
  func written(_ value: [UInt8]) -> (text: String, ends: [Int]) {
    var text = ""
    var count = 0
    var ends: [Int] = []
    ends.reserveCapacity(value.count)
    for (index, byte) in value.enumerated() {
      if index < separatorsBefore.count, index > 0 {
        text += separatorsBefore[index]
        count += separatorsBefore[index].count
      }
      text.append(IdentifierCharacterClass.character(byte))
      count += 1
      ends.append(count)
    }
    return (text, ends)
  }
}
