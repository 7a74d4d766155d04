/// One way an identifier is written: a class per character and the separators shown before some of them
/// (`000.000.000-00` for a CPF).
struct IdentifierLayout: Sendable, Hashable {
  /// The characters each position takes.
  var positions: [IdentifierCharacterClass]
  /// The separator shown before each position (empty for none); shown only once that position is filled.
  var separatorsBefore: [String]
  /// ``separatorsBefore`` as UTF-8 bytes, and their lengths in characters.
  private var separatorBytes: [[UInt8]]
  /// The offset in the written text after each position.
  private var offsetsAfter: [Int] = []
  /// The placeholder of what is left once `n` characters are typed, by `n` (0 through ``length``).
  private var tails: [String] = []

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
    self.separatorBytes = separators.map { Array($0.utf8) }
    var offset = 0
    for (index, separator) in separators.enumerated() {
      offset += (index > 0 ? separator.count : 0) + 1
      offsetsAfter.append(offset)
    }
    self.tails = (0...positions.count).map(drawnTail)
  }

  /// How many characters a whole identifier of this layout has.
  var length: Int { positions.count }

  /// The positions after which the layout writes a separator.
  var boundaries: [Int] { separatorsBefore.indices.filter { $0 > 0 && !separatorsBefore[$0].isEmpty } }

  /// The layout drawn with `0`, `A` or `X` for each position from `start` on.
  func drawn(from start: Int = 0) -> String { start < tails.count ? tails[start] : "" }

  private func drawnTail(from start: Int) -> String {
    var text = ""
    for index in positions.indices where index >= start {
      if index > 0 { text += separatorsBefore[index] }
      text.append(positions[index].drawn)
    }
    return text
  }

  /// `value` written in the layout.
  func written(_ value: [UInt8]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.count * 2)
    separatorBytes.withReadBuffer { separators in
      for (index, byte) in value.enumerated() {
        if index > 0, index < separators.count {
          for separator in separators[index] { bytes.append(separator) }
        }
        IdentifierCharacterClass.appendUTF8(of: byte, to: &bytes)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The offset in the written text after `count` characters of the value (0 for none).
  func offset(after count: Int) -> Int {
    count == 0 ? 0 : offsetsAfter[min(count, offsetsAfter.count) - 1] + max(0, count - offsetsAfter.count)
  }
}
