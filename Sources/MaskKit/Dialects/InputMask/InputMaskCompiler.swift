/// Turns the blocks of a format into the flat list of slots that `apply` walks.
///
/// Mixed `[]` blocks are split where the symbol family changes (`[00AA]` → `[00][AA]`), the symbols of
/// each block are ordered mandatory before optional with the ellipsis last, and the ellipsis takes the
/// rule of the symbol before it. Nothing after an ellipsis is ever reached, so compiling stops there.
struct InputMaskCompiler {
  /// The custom notations by their symbol: one lookup per symbol, whatever their number.
  let notations: NotationTable

  func slots(for blocks: [FormatBlock]) -> [InputMaskSlot] {
    var slots: [InputMaskSlot] = []
    for block in blocks {
      switch block.kind {
      case .free: slots.append(contentsOf: block.characters.map(InputMaskSlot.free))
      case .fixed: slots.append(contentsOf: block.characters.map(InputMaskSlot.fixed))
      case .value:
        for group in split(block.characters) {
          let symbols = ordered(group)
          for (offset, symbol) in symbols.enumerated() {
            if symbol == InputMaskSymbols.ellipsis {
              let previous = offset > 0 ? symbols[offset - 1] : nil
              slots.append(.ellipsis(ellipsisRule(after: previous)))
              return slots
            }
            slots.append(slot(for: symbol))
          }
        }
      }
    }
    return slots
  }

  private func split(_ symbols: [Character]) -> [[Character]] {
    var groups: [[Character]] = []
    var current: [Character] = []
    var currentFamily: InputMaskSymbols.Family?
    for symbol in symbols {
      let family = InputMaskSymbols.family(of: symbol)
      if let family, let existing = currentFamily, existing != family {
        groups.append(current)
        current = []
        currentFamily = nil
      }
      current.append(symbol)
      if currentFamily == nil { currentFamily = family }
    }
    groups.append(current)
    return groups
  }

  /// Mandatory symbols before optional ones (by code point, `_` before `-`), the ellipsis last.
  private func ordered(_ group: [Character]) -> [Character] {
    let hasDigitsOrLetters = group.contains { "09Aa".contains($0) }
    func key(_ symbol: Character) -> Character {
      if hasDigitsOrLetters { return symbol }
      switch symbol {
      case "_": return "A"
      case "-": return "a"
      default: return symbol
      }
    }
    return group.sorted { left, right in
      if left == InputMaskSymbols.ellipsis || right == InputMaskSymbols.ellipsis {
        return right == InputMaskSymbols.ellipsis && left != InputMaskSymbols.ellipsis
      }
      return key(left) < key(right)
    }
  }

  private func slot(for symbol: Character) -> InputMaskSlot {
    switch symbol {
    case "0": return .required(.digit)
    case "A": return .required(.letter)
    case "_": return .required(.alphanumeric)
    case "9": return .optional(.digit)
    case "a": return .optional(.letter)
    case "-": return .optional(.alphanumeric)
    default:
      guard let notation = notations[symbol] else {
        return .required(.alphanumeric)
      }
      return notation.isOptional ? .optional(.custom(notation)) : .required(.custom(notation))
    }
  }

  private func ellipsisRule(after symbol: Character?) -> SlotRule {
    guard let symbol, symbol != InputMaskSymbols.ellipsis else { return .alphanumeric }
    switch slot(for: symbol) {
    case .required(let rule), .optional(let rule), .ellipsis(let rule): return rule
    case .free, .fixed: return .alphanumeric
    }
  }
}
