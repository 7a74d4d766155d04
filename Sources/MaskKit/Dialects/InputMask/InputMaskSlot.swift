/// Which characters a value slot of an input mask accepts.
enum SlotRule: Sendable, Hashable {
  case digit
  case letter
  case alphanumeric
  case custom(Notation)

  func accepts(_ character: Character) -> Bool {
    switch self {
    case .digit: return character.isUnicodeDigit
    case .letter: return character.isUnicodeLetter
    case .alphanumeric: return character.isUnicodeAlphanumeric
    case .custom(let notation): return notation.accepts(character)
    }
  }

  /// How the slot is drawn in a placeholder.
  var symbol: Character {
    switch self {
    case .digit: return "0"
    case .letter: return "a"
    case .alphanumeric: return "-"
    case .custom(let notation): return notation.character
    }
  }

  var name: String {
    switch self {
    case .digit: return "digit"
    case .letter: return "letter"
    case .alphanumeric: return "letter or digit"
    case .custom(let notation): return "custom '\(notation.character)'"
    }
  }
}

/// One position of a compiled input mask.
enum InputMaskSlot: Sendable, Hashable {
  /// A literal outside brackets: shown, not part of the value.
  case free(Character)
  /// A literal in `{}`: shown and part of the value.
  case fixed(Character)
  /// A character the person must type.
  case required(SlotRule)
  /// A character the person may type or leave out.
  case optional(SlotRule)
  /// Any number of characters of one rule; always the last slot.
  case ellipsis(SlotRule)

  /// What `apply` does with one input character at this slot.
  struct Step {
    var insert: Character?
    var value: Character?
    var consumes: Bool
    var advances: Bool
  }

  /// The step for `character`, or nil when the slot rejects it and the character is dropped.
  func accept(_ character: Character) -> Step? {
    switch self {
    case .free(let literal):
      return Step(insert: literal, value: nil, consumes: character == literal, advances: true)
    case .fixed(let literal):
      return Step(insert: literal, value: literal, consumes: character == literal, advances: true)
    case .required(let rule):
      guard rule.accepts(character) else { return nil }
      return Step(insert: character, value: character, consumes: true, advances: true)
    case .optional(let rule):
      guard rule.accepts(character) else {
        return Step(insert: nil, value: nil, consumes: false, advances: true)
      }
      return Step(insert: character, value: character, consumes: true, advances: true)
    case .ellipsis(let rule):
      guard rule.accepts(character) else { return nil }
      return Step(insert: character, value: character, consumes: true, advances: false)
    }
  }

  /// The literal the slot fills in by itself, if it is a literal.
  var autocompletion: Step? {
    switch self {
    case .free(let literal): return Step(insert: literal, value: nil, consumes: false, advances: true)
    case .fixed(let literal): return Step(insert: literal, value: literal, consumes: false, advances: true)
    case .required, .optional, .ellipsis: return nil
    }
  }

  /// How the slot is drawn in a placeholder; nil for the ellipsis, which ends a placeholder.
  var placeholderSymbol: Character? {
    switch self {
    case .free(let literal), .fixed(let literal): return literal
    case .required(let rule), .optional(let rule): return rule.symbol
    case .ellipsis: return nil
    }
  }
}
