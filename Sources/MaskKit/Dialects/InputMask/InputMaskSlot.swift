/// Which characters a value slot of an input mask accepts.
enum SlotRule: Sendable, Hashable {
  case digit
  case letter
  case alphanumeric
  indirect case custom(Notation)

  func accepts(_ character: Character) -> Bool {
    switch self {
    case .digit: return character.isUnicodeDigit
    case .letter: return character.isUnicodeLetter
    case .alphanumeric: return character.isUnicodeAlphanumeric
    case .custom(let notation): return notation.accepts(character)
    }
  }

  /// `accepts(_:)` for the one-scalar character `scalar` (every class is decided scalar by scalar).
  func accepts(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .digit: return scalar.isDecimalDigit
    case .letter: return scalar.isLetterOrMark
    case .alphanumeric: return scalar.isLetterOrMark || scalar.isNumber
    case .custom(let notation): return notation.accepts(scalar)
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

  /// What `apply` does with one input unit (a `Character`, or a scalar in the scalar walk) at this slot.
  struct Step<Unit: InputMaskUnit> {
    var insert: Unit?
    var value: Unit?
    var consumes: Bool
    var advances: Bool
  }

  /// The step for `unit`, or nil when the slot rejects it and the unit is dropped.
  func accept<Unit: InputMaskUnit>(_ unit: Unit) -> Step<Unit>? {
    switch self {
    case .free(let literal):
      let literal = Unit(maskLiteral: literal)
      return Step(insert: literal, value: nil, consumes: unit.standsFor(literal: literal), advances: true)
    case .fixed(let literal):
      let literal = Unit(maskLiteral: literal)
      return Step(insert: literal, value: literal, consumes: unit.standsFor(literal: literal), advances: true)
    case .required(let rule):
      guard unit.isAccepted(by: rule) else { return nil }
      return Step(insert: unit, value: unit, consumes: true, advances: true)
    case .optional(let rule):
      guard unit.isAccepted(by: rule) else {
        return Step(insert: nil, value: nil, consumes: false, advances: true)
      }
      return Step(insert: unit, value: unit, consumes: true, advances: true)
    case .ellipsis(let rule):
      guard unit.isAccepted(by: rule) else { return nil }
      return Step(insert: unit, value: unit, consumes: true, advances: false)
    }
  }

  /// The literal the slot fills in by itself, if it is a literal.
  func autocompletion<Unit: InputMaskUnit>(as _: Unit.Type = Character.self) -> Step<Unit>? {
    switch self {
    case .free(let literal):
      return Step(insert: Unit(maskLiteral: literal), value: nil, consumes: false, advances: true)
    case .fixed(let literal):
      let literal = Unit(maskLiteral: literal)
      return Step(insert: literal, value: literal, consumes: false, advances: true)
    case .required, .optional, .ellipsis: return nil
    }
  }

  /// Whether the slot is a literal, which fills itself in.
  var isLiteral: Bool {
    switch self {
    case .free, .fixed: return true
    case .required, .optional, .ellipsis: return false
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
