/// What one character slot of a picture mask accepts, and how it converts the character.
enum PictureSlot: Sendable, Hashable {
  /// `#`: a decimal digit of any script.
  case digit
  /// `?`: a letter of any script.
  case letter
  /// `&`: a letter, converted to upper case.
  case upperLetter
  /// `~`: a letter, converted to lower case.
  case lowerLetter
  /// `@`: any character.
  case anyCharacter
  /// `!`: any character, converted to upper case.
  case upperAnyCharacter

  /// The slot a mask symbol stands for, or `nil` when the symbol is not a slot.
  init?(symbol: Character) {
    switch symbol {
    case "#": self = .digit
    case "?": self = .letter
    case "&": self = .upperLetter
    case "~": self = .lowerLetter
    case "@": self = .anyCharacter
    case "!": self = .upperAnyCharacter
    default: return nil
    }
  }

  /// Whether the slot writes its (case-converted) character over the output, like the original.
  ///
  /// Writing even an unchanged character matters: it replaces a conversion left behind by an
  /// alternative that was tried at the same place and failed.
  var converts: Bool {
    switch self {
    case .upperLetter, .lowerLetter, .upperAnyCharacter: true
    case .digit, .letter, .anyCharacter: false
    }
  }

  /// The name used in the tree dump.
  var name: String {
    switch self {
    case .digit: "digit"
    case .letter: "letter"
    case .upperLetter: "letter to upper case"
    case .lowerLetter: "letter to lower case"
    case .anyCharacter: "any character"
    case .upperAnyCharacter: "any character to upper case"
    }
  }
}

/// What a node of a compiled picture mask does.
enum PictureNodeKind: Sendable, Hashable {
  /// One character that a slot accepts.
  case slot(PictureSlot)
  /// One fixed character (matched ignoring case, written in the mask's case).
  case literal(Character)
  /// The children one after the other: the whole mask, or one alternative of a group.
  case sequence
  /// `{a,b}`: the first alternative (a `sequence` child) that fits.
  case choice
  /// `[a,b]`: like a choice, but nothing is needed when no alternative fits.
  case optional
  /// `*x` (count 0: as often as it fits) or `*5x` (exactly five times); one child.
  case repetition(count: Int)
}

/// A compiled picture mask: a tree stored flat, one entry per node in a few shared arrays (no array
/// per node), so a mask of a million characters costs tens of bytes per node.
struct PictureProgram: Sendable, Hashable {
  /// The mask's characters.
  var mask: [Character]
  /// Where each node comes from in the mask, as `Character` offsets.
  var sources: [Range<Int>]
  /// The index of the root `sequence`; children come before their parents.
  var root: Int
  /// The nodes in the flat form the matcher walks.
  var code: PictureCode

  /// What node `node` does.
  func kind(of node: Int) -> PictureNodeKind {
    switch code.ops[node] {
    case .slot(let slot): .slot(slot)
    case .literal(let ascii): .literal(code.literal(node, ascii: ascii))
    case .sequence: .sequence
    case .choice: .choice
    case .optional: .optional
    case .repetition: .repetition(count: code.repetitionCount(node))
    }
  }

  /// The children of `node`, in order.
  func children(of node: Int) -> ArraySlice<Int> {
    code.children[code.childStart[node]..<code.childStart[node + 1]]
  }

  /// The mask text `range` (in `Character` offsets, clamped to the mask) covers.
  func sourceText(_ range: Range<Int>) -> String {
    let lower = min(max(0, range.lowerBound), mask.count)
    let upper = min(max(lower, range.upperBound), mask.count)
    return String(mask[lower..<upper])
  }
}
