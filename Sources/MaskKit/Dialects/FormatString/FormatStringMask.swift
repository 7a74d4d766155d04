/// A positional format string such as `(###) ###-####`: each slot takes the next character of the text.
///
/// `#` digit (blank: space), `0` digit (blank: zero), `X` letter upper-cased, `x` letter lower-cased,
/// `*` letter, `_` any character, `\` makes the next character a literal; everything else is a literal.
public struct FormatStringMask: Sendable, Hashable {
  /// The format as written.
  public let format: String
  /// Which characters count as digits and letters.
  public let classes: FormatStringClasses
  /// Why the format is malformed, for a mask made with `init(partial:classes:)`; `nil` when it is not.
  public let syntaxError: MaskSyntaxError?
  /// The compiled positions, one per `Character` of the format (escapes removed).
  let symbols: [FormatStringSymbol]
  /// How many of `symbols` are slots.
  let slotCount: Int
  /// The byte form for plain ASCII text, nil when a literal is not plain ASCII.
  let asciiTable: FormatStringASCIITable?
  /// The scalar form for text of standalone scalars, nil when a literal is not a standalone scalar.
  let scalarTable: FormatStringScalarTable?

  /// Compiles `format`; throws when it is empty or ends with a lone backslash.
  public init(_ format: String, classes: FormatStringClasses = .unicode) throws(MaskSyntaxError) {
    self.init(partial: format, classes: classes)
    if let syntaxError { throw syntaxError }
  }

  /// Compiles `format` without throwing, as the original did: an empty format has no positions and a
  /// trailing lone backslash is left out; the problem is kept in `syntaxError`.
  public init(partial format: String, classes: FormatStringClasses = .unicode) {
    let parsed = FormatStringParser.parse(format)
    self.format = format
    self.classes = classes
    self.symbols = parsed.symbols
    self.syntaxError = parsed.error
    self.slotCount = parsed.symbols.reduce(0) { count, symbol in
      if case .slot = symbol { return count + 1 }
      return count
    }
    self.asciiTable = FormatStringASCIITable(parsed.symbols)
    self.scalarTable =
      asciiTable.map(FormatStringScalarTable.init(ascii:)) ?? FormatStringScalarTable(parsed.symbols)
  }

  /// Applies the format to `text` and reports validity, fullness and the characters left out.
  ///
  /// Text that already carries the format (each of its literals where the format has one) keeps
  /// them in place, so applying the format twice changes nothing.
  public func outcome(of text: String) -> FormatStringOutcome {
    let rules = FormatStringWalkRules.positional(takesPresentLiterals: carriesLiterals(text))
    let walk = FormatStringWalk(text, symbols: symbols, classes: classes, rules: rules)
    return FormatStringOutcome(
      text: walk.text, isValid: walk.isValid, isFull: walk.slotsFromText == slotCount,
      overflow: walk.overflow)
  }

  /// The text with the format applied: `8085551212` → `(808) 555-1212`.
  public func applyFormat(_ text: String) -> String {
    outcome(of: text).text
  }

  /// Whether every slot could take its character of `text` (the original's `validForLastInput`).
  public func isValid(_ text: String) -> Bool {
    outcome(of: text).isValid
  }

  /// The text without the format: `(808) 555-1212` → `8085551212`.
  ///
  /// Each character fills the next slot; a literal of the format is skipped, and takes the character
  /// only when it is that literal. What a slot cannot take is left out, except that a fixed digit
  /// (`0`) reads it as `0`.
  public func removeFormat(_ text: String) -> String {
    var position = 0
    var result = ""
    for character in text {
      while position < symbols.count, case .literal(let literal) = symbols[position],
        !character.standsForLiteral(literal)
      {
        position += 1
      }
      guard position < symbols.count else { break }
      if case .slot(let slot) = symbols[position] {
        if let fitted = classes.fit(character, in: slot) {
          result += fitted
        } else if slot == .fixedDigit {
          result.append(slot.blank)
        }
      }
      position += 1
    }
    return result
  }

  /// Whether every literal of the format that `text` reaches holds that literal in `text`.
  func carriesLiterals(_ text: String) -> Bool {
    for (character, symbol) in zip(text, symbols) {
      if case .literal(let literal) = symbol, !character.standsForLiteral(literal) { return false }
    }
    return true
  }
}
