/// The postal-code format of one region as a deterministic automaton over upper-case letters, digits and
/// "a separator", compiled from the region's pattern by Scripts/generate-postal-metadata.py.
struct PostalRegion: Sendable {
  /// A move: the characters (bit sets over `0`–`9` then `A`–`Z`) and the state they lead to.
  struct Move: Sendable {
    var characters: UInt64
    var target: Int
  }

  /// One state: what the characters read so far allow next and how they are shown.
  struct State: Sendable {
    /// Whether the characters read so far are a whole postal code.
    var isAccepting: Bool
    /// Whether the last thing read was a separator.
    var followsSeparator: Bool
    /// The separator shown before character `i + 1` (0: none); the last entry is the one shown after
    /// the characters read so far, when they are followed by one.
    var layout: [UInt8]
    /// The state a separator leads to, or -1 when no separator can stand here.
    var separatorTarget: Int
    /// The characters that can come next and their states.
    var moves: [Move]
    /// The rest of the shortest postal code still possible, drawn like the placeholder.
    var tail: String

    /// The state `symbol` (0–35: a digit, then a letter) leads to, or nil.
    func target(of symbol: Int) -> Int? {
      let bit = UInt64(1) << UInt64(symbol)
      for move in moves where move.characters & bit != 0 { return move.target }
      return nil
    }
  }

  /// The ISO region code.
  var code: String
  /// The English name of the region.
  var name: String
  /// The name as a sentence says it: `the Netherlands`.
  var nameInSentence: String
  /// What a postal code of the region looks like: `A0A 0A0`.
  var placeholder: String
  /// The states; the first is the start.
  var states: [State]

  /// Parses a record of ``PostalTable/records``; nil for a malformed one (the tests parse every record).
  init?(record: String) {
    let fields = record.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 6 else { return nil }
    code = String(fields[0])
    name = String(fields[1])
    nameInSentence = fields[2].isEmpty ? name : fields[2] + " " + name
    placeholder = String(fields[3])
    var classes: [UInt64] = []
    for item in fields[4].split(separator: ",") {
      guard let bits = UInt64(item, radix: 16) else { return nil }
      classes.append(bits)
    }
    var states: [State] = []
    for item in fields[5].split(separator: " ") {
      guard let state = Self.state(item, classes: classes) else { return nil }
      states.append(state)
    }
    guard !states.isEmpty else { return nil }
    self.states = states
  }

  private static func state(_ text: Substring, classes: [UInt64]) -> State? {
    let parts = text.split(separator: "|", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].count >= 2 else { return nil }
    let head = Array(parts[0].utf8)
    var moves: [Move] = []
    for move in parts[2].split(separator: ",") {
      let pair = move.split(separator: ":")
      guard pair.count == 2, let index = Int(pair[0], radix: 16), classes.indices.contains(index),
        let target = Int(pair[1], radix: 16)
      else { return nil }
      moves.append(Move(characters: classes[index], target: target))
    }
    return State(
      isAccepting: head[0] == UInt8(ascii: "1"), followsSeparator: head[1] == UInt8(ascii: "1"),
      layout: head.dropFirst(2).map(decoded),
      separatorTarget: parts[1].isEmpty ? -1 : Int(parts[1], radix: 16) ?? -1,
      moves: moves,
      tail: String(String.UnicodeScalarView(parts[3].unicodeScalars.map { $0 == "_" ? " " : $0 })))
  }

  /// A layout character as the separator it shows (0: none).
  private static func decoded(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "_"): UInt8(ascii: " ")
    case UInt8(ascii: "."): 0
    default: byte
    }
  }

  /// A character as the automaton reads it: 0–9 for a digit of any script, 10–35 for an ASCII letter of
  /// either case; nil for anything else.
  static func symbol(_ character: Character) -> Int? {
    if let ascii = character.asciiValue {
      switch ascii {
      case 48...57: return Int(ascii) - 48
      case 65...90: return Int(ascii) - 55
      case 97...122: return Int(ascii) - 87
      default: return nil
      }
    }
    return character.normalizedASCIIDigit?.asciiValue.map { Int($0) - 48 }
  }

  /// The character `symbol` stands for, upper-case.
  static func character(_ symbol: Int) -> Character {
    Character(Unicode.Scalar(UInt8(symbol < 10 ? 48 + symbol : 55 + symbol)))
  }

  /// Whether `character` separates the parts of a postal code: a space of any kind or a hyphen.
  static func isSeparator(_ character: Character) -> Bool {
    character == "-" || character == "\u{2010}" || character == "\u{2011}" || PasteShape.isSpace(character)
  }
}
