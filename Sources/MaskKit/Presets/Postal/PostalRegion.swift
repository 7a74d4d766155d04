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
  /// The letters a code may be written after (`SE-123 45`, `FL-9490`): the postal-code prefix of Google's
  /// address metadata and the ISO code, upper-case ASCII; empty for most regions.
  var prefixes: [[UInt8]] = []
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
  ///
  /// The record is read as UTF-8 bytes: splitting `Character`s would cost a grapheme break per byte.
  init?(record: String) {
    let bytes = Array(record.utf8)
    let fields = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 7 else { return nil }
    code = String(decoding: fields[0], as: UTF8.self)
    name = String(decoding: fields[1], as: UTF8.self)
    nameInSentence = fields[2].isEmpty ? name : String(decoding: fields[2], as: UTF8.self) + " " + name
    placeholder = String(decoding: fields[3], as: UTF8.self)
    var classes: [UInt64] = []
    for item in fields[4].split(separator: UInt8(ascii: ",")) {
      guard let bits = Self.hexadecimal(item) else { return nil }
      classes.append(bits)
    }
    for item in fields[5].split(separator: UInt8(ascii: " ")) {
      guard add(item, classes: classes) else { return nil }
    }
    prefixes = fields[6].split(separator: UInt8(ascii: ",")).map { Array($0) }
    guard isConsistent else { return nil }
  }

  /// Adds the state `text` (`FLAGS LAYOUT|SEPARATOR|MOVES|TAIL`); false when it is malformed.
  private mutating func add(_ text: ArraySlice<UInt8>, classes: [UInt64]) -> Bool {
    let parts = text.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].count >= 2 else { return false }
    let head = parts[0]
    let first = head.startIndex
    flags.append((head[first] == UInt8(ascii: "1") ? 1 : 0) | (head[first + 1] == UInt8(ascii: "1") ? 2 : 0))
    separatorTargets.append(parts[1].isEmpty ? -1 : Self.hexadecimal(parts[1]).map(Int.init) ?? Int.max)
    for move in parts[2].split(separator: UInt8(ascii: ",")) {
      let pair = move.split(separator: UInt8(ascii: ":"))
      guard pair.count == 2, let index = Self.hexadecimal(pair[0]).map(Int.init),
        classes.indices.contains(index),
        let target = Self.hexadecimal(pair[1]).map(Int.init)
      else { return false }
      moveCharacters.append(classes[index])
      moveTargets.append(target)
    }
    moveStarts.append(moveTargets.count)
    layouts += head.dropFirst(2).map(Self.decoded)
    layoutStarts.append(layouts.count)
    tails.append(
      String(decoding: parts[3].map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
    return true
  }

  /// The value of lower-case hexadecimal digits (at most 15 of them), or nil.
  private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty, digits.count <= 15 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case 48...57: value = value << 4 | UInt64(digit - 48)
      case 97...102: value = value << 4 | UInt64(digit - 87)
      default: return nil
      }
    }
    return value
  }

  /// Whether every move leads to a state one character deeper and every separator to one as deep, so
  /// a layout always has an entry per character read.
  private var isConsistent: Bool {
    let count = flags.count
    guard count > 0, depth(of: 0) == 0 else { return false }
    for state in 0..<count {
      let separatorTarget = separatorTargets[state]
      if separatorTarget >= count || separatorTarget >= 0 && depth(of: separatorTarget) != depth(of: state) {
        return false
      }
      for move in moveStarts[state]..<moveStarts[state + 1] {
        let target = moveTargets[move]
        guard target < count, depth(of: target) == depth(of: state) + 1 else { return false }
      }
    }
    return true
  }

  /// How many characters lead to `state`: the length of its layout.
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

  /// The reading code of `character`: digits of every script are digits, ASCII and full-width letters
  /// of either case letters, spaces of every kind and hyphens separators.
  static func code(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return code(ascii: ascii) }
    if let digit = character.normalizedASCIIDigit?.asciiValue { return Int(digit) - 48 }
    if let letter = fullWidthLetter(character) { return code(ascii: letter) }
    return isSeparator(character) ? separator : other
  }

  /// The ASCII letter a full-width letter (U+FF21–U+FF3A, U+FF41–U+FF5A) stands for, or nil.
  static func fullWidthLetter(_ character: Character) -> UInt8? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
    switch scalar.value {
    case 0xFF21...0xFF3A, 0xFF41...0xFF5A: return UInt8(scalar.value - 0xFEE0)
    default: return nil
    }
  }

  /// The upper-case ASCII byte of `symbol`.
  static func byte(_ symbol: Int) -> UInt8 { UInt8(symbol < 10 ? 48 + symbol : 55 + symbol) }

  /// Whether `character` separates the parts of a postal code: a space of any kind or a hyphen.
  static func isSeparator(_ character: Character) -> Bool {
    character == "-" || character == "\u{2010}" || character == "\u{2011}" || PasteShape.isSpace(character)
  }
}
