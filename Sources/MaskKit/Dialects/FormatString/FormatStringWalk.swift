/// How a walk of text through a format treats literals and characters that do not fit.
struct FormatStringWalkRules: Sendable {
  /// A text character equal to the literal at the walk's position is taken as that literal.
  var takesPresentLiterals: Bool
  /// A character a slot refuses is dropped, instead of leaving the slot blank and invalid.
  var dropsRefused: Bool
  /// After the text, the rest of the format is written with each slot's blank.
  var padsToEnd: Bool

  /// The original's positional rules: every text character fills the next slot, literals are written
  /// before it, the rest of the format is padded. `takesPresentLiterals` keeps formatted text as it is.
  static func positional(takesPresentLiterals: Bool) -> FormatStringWalkRules {
    FormatStringWalkRules(takesPresentLiterals: takesPresentLiterals, dropsRefused: false, padsToEnd: true)
  }

  /// The editing rules: literals already in the text are kept, refused characters are dropped.
  static let editing = FormatStringWalkRules(takesPresentLiterals: true, dropsRefused: true, padsToEnd: false)
}

/// One pass of a text through a format's symbols: the single engine behind every operation.
struct FormatStringWalk: Sendable {
  /// The formatted text.
  private(set) var text = ""
  /// The number of characters written to `text`.
  private(set) var written = 0
  /// The characters the slots accepted, as written.
  private(set) var value = ""
  /// Whether every slot that got a character, or was padded, could take it.
  private(set) var isValid = true
  /// The number of slots that got a character of the text (fitting or not).
  private(set) var slotsFromText = 0
  /// The number of slots that accepted a character of the text.
  private(set) var acceptedSlots = 0
  /// The text characters that came after the last position of the format.
  private(set) var overflow = ""
  /// The index of the next symbol.
  private(set) var position = 0
  /// `written` right after the last slot that accepted a character.
  private(set) var writtenAtLastSlot = 0
  /// `written` once the characters before the caret were walked.
  private(set) var writtenAtCaret = 0
  /// The last character written.
  private var lastWritten: Character?

  /// Walks `input` through `symbols`; `caret` is a `Character` offset in `input`.
  init(
    _ input: String, symbols: [FormatStringSymbol], classes: FormatStringClasses,
    rules: FormatStringWalkRules, caret: Int = 0
  ) {
    var index = 0
    for character in input {
      if index == caret { writtenAtCaret = written }
      index += 1
      place(character, symbols: symbols, classes: classes, rules: rules)
    }
    if caret >= index { writtenAtCaret = written }
    guard rules.padsToEnd else { return }
    while position < symbols.count {
      switch symbols[position] {
      case .literal(let literal):
        write(String(literal))
      case .slot(let slot):
        let fitted = classes.fit(" ", in: slot)
        if fitted == nil { isValid = false }
        write(fitted ?? String(slot.blank))
      }
      position += 1
    }
  }

  /// Writes the literals that follow the walk's position (autocomplete).
  mutating func appendFollowingLiterals(_ symbols: [FormatStringSymbol]) {
    while position < symbols.count, case .literal(let literal) = symbols[position] {
      write(String(literal))
      position += 1
    }
  }

  private mutating func place(
    _ character: Character, symbols: [FormatStringSymbol], classes: FormatStringClasses,
    rules: FormatStringWalkRules
  ) {
    while position < symbols.count {
      switch symbols[position] {
      case .literal(let literal):
        write(String(literal))
        position += 1
        if rules.takesPresentLiterals, character.standsForLiteral(literal) { return }
      case .slot(let slot):
        let next = position + 1 < symbols.count ? symbols[position + 1] : nil
        if let fitted = classes.fit(character, in: slot), staysApart(fitted, before: next) {
          write(fitted)
          value += fitted
          acceptedSlots += 1
          slotsFromText += 1
          position += 1
          writtenAtLastSlot = written
        } else if !rules.dropsRefused {
          write(String(slot.blank))
          isValid = false
          slotsFromText += 1
          position += 1
        }
        return
      }
    }
    overflow.append(character)
  }

  /// Whether `fitted` keeps its own place: it neither merges with what is written before it, nor with
  /// a literal or a blank after it (a lone combining mark, a prepended mark, a regional indicator).
  private func staysApart(_ fitted: String, before next: FormatStringSymbol?) -> Bool {
    if let lastWritten, !Self.staysApart(String(lastWritten), fitted) { return false }
    if !Self.staysApart(fitted, " ") { return false }
    if case .literal(let literal)? = next, !Self.staysApart(fitted, String(literal)) { return false }
    return true
  }

  /// Whether `first + second` has the characters of `first` followed by those of `second`.
  ///
  /// Between two ASCII bytes other than CR LF there is always a grapheme break, and so there is between
  /// two standalone scalars (see `isStandaloneCharacter`), so those common cases need no segmentation.
  private static func staysApart(_ first: String, _ second: String) -> Bool {
    if let last = first.utf8.last, let next = second.utf8.first, last < 0x80, next < 0x80 {
      return last != 0x0D || next != 0x0A
    }
    if let last = first.unicodeScalars.last, let next = second.unicodeScalars.first,
      last.isStandaloneCharacter, next.isStandaloneCharacter
    {
      return true
    }
    return Array(first + second) == Array(first) + Array(second)
  }

  private mutating func write(_ string: String) {
    text += string
    written += string.count
    if let last = string.last { lastWritten = last }
  }
}
