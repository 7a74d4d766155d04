/// A block of an input-mask format as written: its kind, its characters and where each one stands.
struct FormatBlock: Sendable {
  enum Kind: Sendable { case free, fixed, value }

  var kind: Kind
  var characters: [Character] = []
  var positions: [Int] = []
}

/// Reads an input-mask format into blocks, rejecting malformed formats with the offending position.
///
/// One pass over the format, no recursion: `[` opens a value block, `{` a fixed block, `\` escapes the
/// next character outside value blocks, everything else outside brackets is a free literal.
struct InputMaskParser {
  /// The custom notations by their symbol.
  let notations: NotationTable

  func blocks(of format: String) throws(MaskSyntaxError) -> [FormatBlock] {
    let characters = Array(format)
    guard !characters.isEmpty else { throw MaskSyntaxError(.emptyMask, at: 0, "The mask is empty.") }
    var blocks: [FormatBlock] = []
    var open: (block: FormatBlock, start: Int)?
    var free = FormatBlock(kind: .free)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\":
        guard index + 1 < characters.count else {
          throw MaskSyntaxError(.misplacedEscape, at: index, "The mask ends with a lone backslash.")
        }
        if let current = open, current.block.kind == .value {
          throw MaskSyntaxError(
            .misplacedEscape, at: index, "A backslash cannot escape a symbol inside a [] block.")
        }
        if open != nil {
          open?.block.append(characters[index + 1], at: index + 1)
        } else {
          free.append(characters[index + 1], at: index + 1)
        }
        index += 2
        continue
      case "[", "{":
        if let current = open {
          throw MaskSyntaxError(
            .nestedBlock, at: index,
            "'\(character)' opens a block inside the block opened at character \(current.start).")
        }
        if !free.characters.isEmpty { blocks.append(free) }
        free = FormatBlock(kind: .free)
        open = (FormatBlock(kind: character == "[" ? .value : .fixed), index)
      case "]", "}":
        let kind: FormatBlock.Kind = character == "]" ? .value : .fixed
        guard let current = open, current.block.kind == kind else {
          throw MaskSyntaxError(
            .unexpectedClosingBracket, at: index,
            "'\(character)' closes no block; escape it as '\\\(character)' to show it.")
        }
        guard !current.block.characters.isEmpty else {
          throw MaskSyntaxError(
            .emptyBlock, at: current.start, "The block at character \(current.start) is empty.")
        }
        try validate(current.block)
        blocks.append(current.block)
        open = nil
      default:
        if open != nil {
          open?.block.append(character, at: index)
        } else {
          free.append(character, at: index)
        }
      }
      index += 1
    }
    if let current = open {
      throw MaskSyntaxError(
        .unclosedBlock, at: current.start,
        "The block opened at character \(current.start) is never closed.")
    }
    if !free.characters.isEmpty { blocks.append(free) }
    return blocks
  }

  private func validate(_ block: FormatBlock) throws(MaskSyntaxError) {
    guard block.kind == .value else { return }
    for (character, position) in zip(block.characters, block.positions)
    where !InputMaskSymbols.builtIn.contains(character)
      && notations[character] == nil
    {
      throw MaskSyntaxError(
        .unknownSymbol, at: position,
        "'\(character)' is not a mask symbol; use 0 9 A a _ - … or declare a custom notation.")
    }
  }
}

extension FormatBlock {
  mutating func append(_ character: Character, at position: Int) {
    characters.append(character)
    positions.append(position)
  }
}

/// The built-in symbols of `[]` blocks.
enum InputMaskSymbols {
  static let ellipsis: Character = "…"
  static let builtIn: Set<Character> = ["0", "9", "A", "a", "_", "-", ellipsis]

  /// The family a built-in symbol belongs to; a `[]` block is split where the family changes.
  enum Family { case digit, letter, any }

  static func family(of symbol: Character) -> Family? {
    switch symbol {
    case "0", "9": return .digit
    case "A", "a": return .letter
    case "_", "-": return .any
    default: return nil
    }
  }
}
