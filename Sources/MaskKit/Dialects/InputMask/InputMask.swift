/// A compiled square/curly-bracket mask such as `+1 ([000]) [000]-[0000]` (the input-mask-ios dialect).
///
/// `[]` blocks hold the characters a person types (`0` digit, `9` optional digit, `A` letter, `a` optional
/// letter, `_` letter or digit, `-` optional letter or digit, `…` any number of the previous kind),
/// `{}` blocks hold literals that belong to the extracted value, and everything else is a literal that
/// is only shown. A backslash escapes a bracket or a backslash outside `[]` blocks.
public struct InputMask: Mask, Hashable {
  /// The format as written.
  public let format: String
  /// The custom symbols the format may use in `[]` blocks.
  public let notations: [Notation]
  /// Whether the mask fills from the end of the text (for numbers and amounts).
  public let isRightToLeft: Bool
  /// The slots in the order `apply` walks them (reversed for right-to-left masks).
  let slots: [InputMaskSlot]
  /// The same slots in the compact form of the ASCII fast path; nil when a literal is not ASCII.
  let asciiSlots: [ASCIISlot]?

  /// Compiles `format`; throws a ``MaskSyntaxError`` naming the kind and position of a malformed format.
  public init(_ format: String, notations: [Notation] = [], rightToLeft: Bool = false) throws(MaskSyntaxError)
  {
    try Self.validate(notations)
    if notations.isEmpty, !rightToLeft, let compiled = InputMaskASCIICompiler.compile(format) {
      self.format = format
      self.notations = notations
      self.isRightToLeft = false
      self.slots = compiled.slots
      self.asciiSlots = compiled.table
      return
    }
    var blocks = try InputMaskParser(notations: notations).blocks(of: format)
    if rightToLeft {
      blocks = blocks.reversed().map { block in
        FormatBlock(
          kind: block.kind, characters: block.characters.reversed(), positions: block.positions.reversed())
      }
    }
    self.format = format
    self.notations = notations
    self.isRightToLeft = rightToLeft
    self.slots = InputMaskCompiler(notations: notations).slots(for: blocks)
    self.asciiSlots = ASCIISlot.table(for: slots)
  }

  private static func validate(_ notations: [Notation]) throws(MaskSyntaxError) {
    var seen: Set<Character> = []
    for (index, notation) in notations.enumerated() {
      let symbol = notation.character
      if InputMaskSymbols.builtIn.contains(symbol) || "[]{}\\".contains(symbol)
        || !seen.insert(symbol).inserted
      {
        throw MaskSyntaxError(
          .invalidNotation, at: 0,
          "Custom notation #\(index + 1) '\(symbol)' redefines a built-in symbol, a bracket or another notation."
        )
      }
    }
  }

  /// What an empty field shows: literals as they are, `0` for digits, `a` for letters, `-` for either.
  public var placeholder: String { Self.placeholder(from: slots[...], reversed: isRightToLeft) }

  /// The literals before the first value slot (for right-to-left masks, after the last one).
  public var literalPrefix: String {
    let literals = slots.prefix { $0.autocompletion != nil }.compactMap(\.placeholderSymbol)
    return isRightToLeft ? "" : String(literals)
  }

  /// The fewest characters a complete text has.
  public var acceptableTextLength: Int { slots.count { !$0.isOptional } }
  /// The most characters the text can have (an ellipsis counts once).
  public var totalTextLength: Int { slots.count }
  /// The fewest characters a complete extracted value has.
  public var acceptableValueLength: Int { slots.count { $0.isInValue && !$0.isOptional } }
  /// The most characters the extracted value can have (an ellipsis counts once).
  public var totalValueLength: Int { slots.count { $0.isInValue } }

  static func placeholder(from slots: ArraySlice<InputMaskSlot>, reversed: Bool, prefix: String = "")
    -> String
  {
    var text = prefix
    for slot in slots {
      guard let symbol = slot.placeholderSymbol else { break }
      text.append(symbol)
    }
    return reversed ? String(text.reversed()) : text
  }
}

extension InputMaskSlot {
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  var isInValue: Bool {
    if case .free = self { return false }
    return true
  }
}
