/// The postal-code format of one region as a deterministic automaton over upper-case letters, digits and
/// "a separator", compiled from the region's pattern by Scripts/generate-postal-metadata.py.
///
/// The states are kept in flat arrays indexed by state number, so reading a character only indexes.
struct PostalRegion: Sendable {
  /// What a character is to the automaton: 0–9 a digit, 10–35 a letter.
  typealias Symbol = Int
  /// The reading code of a space or hyphen.
  static let separator = 36
  /// The reading code of any other character.
  static let other = 37

  /// The ISO region code.
  var code: String
  /// The English name of the region.
  var name: String
  /// The name as a sentence says it: `the Netherlands`.
  var nameInSentence: String
  /// What a postal code of the region looks like: `A0A 0A0`.
  var placeholder: String
  /// Per state: bit 0 when the characters read so far are a whole postal code, bit 1 when the last
  /// thing read was a separator.
  private(set) var flags: [UInt8] = []
  /// Per state: the state a separator leads to, or -1 when no separator can stand here.
  private(set) var separatorTargets: [Int] = []
  /// Per state: where its moves start in ``moveCharacters`` and ``moveTargets`` (one more entry at the
  /// end).
  private(set) var moveStarts: [Int] = [0]
  /// Per move: the characters it takes, a bit set over `0`–`9` then `A`–`Z`.
  private(set) var moveCharacters: [UInt64] = []
  /// Per move: the state it leads to.
  private(set) var moveTargets: [Int] = []
  /// Per state: where its layout starts in ``layouts`` (one more entry at the end). Entry `i` of a
  /// layout is the separator shown before character `i + 1` (0: none); the last entry is the one shown
  /// after the characters read so far, when they are followed by one.
  private(set) var layoutStarts: [Int] = [0]
  /// The layouts of all states, one after another.
  private(set) var layouts: [UInt8] = []
  /// Per state: the rest of the shortest postal code still possible, drawn like the placeholder.
  private(set) var tails: [String] = []

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
    for item in fields[5].split(separator: " ") {
      guard add(item, classes: classes) else { return nil }
    }
    let count = flags.count
    guard count > 0,
      (moveTargets + separatorTargets).allSatisfy({ $0 < count }),
      (0..<count).allSatisfy({ layoutStarts[$0 + 1] - layoutStarts[$0] == (count == 0 ? 0 : depth(of: $0)) })
    else { return nil }
  }

  /// Adds the state `text` (`FLAGS LAYOUT|SEPARATOR|MOVES|TAIL`); false when it is malformed.
  private mutating func add(_ text: Substring, classes: [UInt64]) -> Bool {
    let parts = text.split(separator: "|", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].utf8.count >= 2 else { return false }
    let head = Array(parts[0].utf8)
    flags.append((head[0] == UInt8(ascii: "1") ? 1 : 0) | (head[1] == UInt8(ascii: "1") ? 2 : 0))
    separatorTargets.append(parts[1].isEmpty ? -1 : Int(parts[1], radix: 16) ?? Int.max)
    for move in parts[2].split(separator: ",") {
      let pair = move.split(separator: ":")
      guard pair.count == 2, let index = Int(pair[0], radix: 16), classes.indices.contains(index),
        let target = Int(pair[1], radix: 16)
      else { return false }
      moveCharacters.append(classes[index])
      moveTargets.append(target)
    }
    moveStarts.append(moveTargets.count)
    layouts += head.dropFirst(2).map(Self.decoded)
    layoutStarts.append(layouts.count)
    tails.append(String(String.UnicodeScalarView(parts[3].unicodeScalars.map { $0 == "_" ? " " : $0 })))
    return true
  }

  /// How many characters lead to `state`: the length of its layout, checked against the moves.
  private func depth(of state: Int) -> Int { layoutStarts[state + 1] - layoutStarts[state] }

  /// A layout character as the separator it shows (0: none).
  private static func decoded(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "_"): UInt8(ascii: " ")
    case UInt8(ascii: "."): 0
    default: byte
    }
  }

  /// Whether `state` is a whole postal code.
  func isAccepting(_ state: Int) -> Bool { flags[state] & 1 != 0 }

  /// Whether `state` was reached by a separator.
  func followsSeparator(_ state: Int) -> Bool { flags[state] & 2 != 0 }

  /// Whether nothing but a separator can follow `state`'s characters.
  func hasNoMoves(_ state: Int) -> Bool { moveStarts[state] == moveStarts[state + 1] }

  /// The separator shown before character `index + 1` in `state` (0: none), or after the last one.
  func layout(_ state: Int, _ index: Int) -> UInt8 { layouts[layoutStarts[state] + index] }

  /// The state reading code `code` (a symbol, ``separator`` or ``other``) leads to from `state`, or nil.
  func target(of code: Int, from state: Int) -> Int? {
    if code == Self.separator { return separatorTargets[state] >= 0 ? separatorTargets[state] : nil }
    guard code < Self.separator else { return nil }
    let bit = UInt64(1) << UInt64(code)
    var move = moveStarts[state]
    let end = moveStarts[state + 1]
    while move < end {
      if moveCharacters[move] & bit != 0 { return moveTargets[move] }
      move += 1
    }
    return nil
  }

  /// The reading code of an ASCII byte: a digit, a letter of either case, a space or hyphen, or other.
  static func code(ascii byte: UInt8) -> Int {
    switch byte {
    case 48...57: Int(byte) - 48
    case 65...90: Int(byte) - 55
    case 97...122: Int(byte) - 87
    case 32, 45: separator
    default: other
    }
  }

  /// The reading code of `character`: digits of every script are digits, ASCII letters of either case
  /// letters, spaces of every kind and hyphens separators.
  static func code(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return code(ascii: ascii) }
    if let digit = character.normalizedASCIIDigit?.asciiValue { return Int(digit) - 48 }
    return isSeparator(character) ? separator : other
  }

  /// The upper-case ASCII byte of `symbol`.
  static func byte(_ symbol: Int) -> UInt8 { UInt8(symbol < 10 ? 48 + symbol : 55 + symbol) }

  /// Whether `character` separates the parts of a postal code: a space of any kind or a hyphen.
  static func isSeparator(_ character: Character) -> Bool {
    character == "-" || character == "\u{2010}" || character == "\u{2011}" || PasteShape.isSpace(character)
  }
}
