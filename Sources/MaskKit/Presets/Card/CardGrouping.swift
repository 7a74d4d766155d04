/// The layouts a card number or security code is read in, as data: the separators that may stand
/// between a card number's digit groups, and the refusal of any other text between digits.
///
/// A card number is read as one run of digits (`4242424242424242`) or as digit groups with one
/// separator between them, the same one throughout: a space, a hyphen-minus, a no-break space
/// (U+00A0), a narrow no-break space (U+202F) or a thin space (U+2009). Invisible format characters
/// are skipped, and what stands before the first digit or after the last is left to the stray-character
/// rule. Anything else between two digits (`/`, `, `, a tab, two spaces, a mix of separators) is not a
/// card layout: it is how a code or expiry glued on looks (`4242 4242 4242 4242 / 006`), so the text is
/// refused with ``CardProblem/notGroupedAsCard`` rather than read as a longer number. So is a last group
/// of three or four digits standing where the brand prints no gap after a number the brand issues that
/// passes the Luhn check (`4242 4242 4242 4242 006`).
enum CardGrouping {
  /// The separators a card number's groups may be written with.
  static let separators: Set<Character> = [" ", "-", "\u{00A0}", "\u{202F}", "\u{2009}"]

  /// The digit count of each group of `text`, or nil when something other than one listed separator
  /// (the same throughout) stands between two digits.
  static func groups(in text: String) -> [Int]? {
    var groups: [Int] = []
    return forEachGroup(in: text) { groups.append($0) } ? groups : nil
  }

  /// Calls `body` with the digit count of each group of `text` in turn, without keeping them (a hostile
  /// line of millions of one-digit groups costs no memory); false when something other than one listed
  /// separator (the same throughout) stands between two digits (`body` may have seen some groups).
  static func forEachGroup(in text: String, _ body: (Int) -> Void) -> Bool {
    text.isPlainASCII ? asciiGroups(in: text, body) : characterGroups(in: text, body)
  }

  /// ``groups(in:)`` of any text, `Character` by `Character` (the reference the ASCII path is held to).
  static func characterGroups(in text: String) -> [Int]? {
    var groups: [Int] = []
    return characterGroups(in: text) { groups.append($0) } ? groups : nil
  }

  /// ``forEachGroup(in:_:)`` of any text, `Character` by `Character`.
  private static func characterGroups(in text: String, _ body: (Int) -> Void) -> Bool {
    var current = 0
    var seenGroup = false
    var pending: Character?
    var pendingCount = 0
    var separator: Character?
    for character in text {
      if character.isIgnorableFormat { continue }
      guard character.normalizedASCIIDigit != nil else {
        if current > 0 || seenGroup {
          pending = character
          pendingCount &+= 1
        }
        continue
      }
      if pendingCount > 0 {
        guard pendingCount == 1, let pending, separators.contains(pending), separator ?? pending == pending
        else { return false }
        separator = pending
        body(current)
        seenGroup = true
        current = 0
      }
      pendingCount = 0
      pending = nil
      current &+= 1
    }
    if current > 0 { body(current) }
    return true
  }

  /// ``groups(in:)`` of plain ASCII text, byte by byte: its only separators are the space and `-`, and
  /// no byte is an invisible format character (a line break, even CR LF, is no separator either way).
  static func asciiGroups(in text: String) -> [Int]? {
    var groups: [Int] = []
    return asciiGroups(in: text) { groups.append($0) } ? groups : nil
  }

  /// ``forEachGroup(in:_:)`` of plain ASCII text, byte by byte.
  private static func asciiGroups(in text: String, _ body: (Int) -> Void) -> Bool {
    var current = 0
    var seenGroup = false
    var pending: UInt8 = 0
    var pendingCount = 0
    var separator: UInt8 = 0
    for byte in text.utf8 {
      guard byte &- 0x30 < 10 else {
        if current > 0 || seenGroup {
          pending = byte
          pendingCount &+= 1
        }
        continue
      }
      if pendingCount > 0 {
        guard pendingCount == 1, pending == 0x20 || pending == 0x2D, separator == 0 || separator == pending
        else { return false }
        separator = pending
        body(current)
        seenGroup = true
        current = 0
      }
      pendingCount = 0
      current &+= 1
    }
    if current > 0 { body(current) }
    return true
  }

  /// Whether `text`, whose first digits are `digits` (ASCII, at most the scan's capacity), is not a card
  /// layout: see ``CardGrouping``.
  static func isGlued(_ text: String, digits: ReadBuffer<UInt8>) -> Bool {
    if text.isPlainASCII, !text.utf8.contains(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }) {
      return false
    }
    // Only the number of groups, the last and the digits before it count.
    var count = 0
    var total = 0
    var last = 0
    guard forEachGroup(in: text, { group in (count, total, last) = (count + 1, total + group, group) }) else {
      return true
    }
    guard count >= 2, (3...4).contains(last) else { return false }
    let before = total - last
    guard before <= digits.count else { return false }
    let number = ReadBuffer(rebasing: digits[..<before])
    let tables = CardTables.shared
    guard let brandIndex = tables.brandIndex(number) else { return false }
    let brand = tables.brands[brandIndex]
    return brand.issues(length: before) && !brand.gaps.contains(before) && Luhn.isValid(asciiDigits: number)
  }

  /// Whether a security code's `text` has anything but invisible format characters between two digits
  /// (`12/27`, `12 27`): a code is printed as one run of digits.
  static func isSplitCode(_ text: String) -> Bool {
    var count = 0
    return !forEachGroup(in: text, { _ in count += 1 }) || count > 1
  }
}
