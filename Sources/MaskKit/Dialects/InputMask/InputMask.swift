/// A compiled square/curly-bracket mask such as `+1 ([000]) [000]-[0000]` (the input-mask-ios dialect).
///
/// `[]` blocks hold the characters a person types (`0` digit, `9` optional digit, `A` letter, `a` optional
/// letter, `_` letter or digit, `-` optional letter or digit, `…` any number of the previous kind),
/// `{}` blocks hold literals that belong to the extracted value, and everything else is a literal that
/// is only shown. A backslash escapes a bracket or a backslash outside `[]` blocks.
public struct InputMask: Mask, Hashable {
  /// Everything compiled, behind one reference so copying a mask (a cache hit) costs one retain.
  private let storage: Storage

  /// The format as written.
  public var format: String { storage.format }
  /// The custom symbols the format may use in `[]` blocks.
  public var notations: [Notation] { storage.notations }
  /// Whether the mask fills from the end of the text (for numbers and amounts).
  public var isRightToLeft: Bool { storage.isRightToLeft }
  /// The slots in the order `apply` walks them (reversed for right-to-left masks).
  var slots: InputMaskSlots { storage.slots }
  /// Whether every literal is one standalone scalar, so the scalar walk may run.
  var hasStandaloneLiterals: Bool { storage.hasStandaloneLiterals }

  /// Compiles `format`; throws a ``MaskSyntaxError`` naming the kind and position of a malformed format.
  public init(_ format: String, notations: [Notation] = [], rightToLeft: Bool = false) throws(MaskSyntaxError)
  {
    try Self.validate(notations)
    if notations.isEmpty, !rightToLeft, let compiled = InputMaskASCIICompiler.compile(format) {
      storage = Storage(
        format: format, notations: notations, isRightToLeft: false, slots: InputMaskSlots(compiled))
      return
    }
    let table = NotationTable(notations)
    var blocks = try InputMaskParser(notations: table).blocks(of: format)
    if rightToLeft {
      blocks = blocks.reversed().map { block in
        FormatBlock(
          kind: block.kind, characters: block.characters.reversed(), positions: block.positions.reversed())
      }
    }
    let slots = InputMaskCompiler(notations: table).slots(for: blocks)
    storage = Storage(
      format: format, notations: notations, isRightToLeft: rightToLeft, slots: InputMaskSlots(slots))
  }

  /// Two masks are equal when they were compiled from the same format, notations and direction.
  public static func == (lhs: InputMask, rhs: InputMask) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.isRightToLeft == rhs.isRightToLeft && lhs.format == rhs.format
        && lhs.notations == rhs.notations)
  }

  /// Hashes the format, the notations and the direction.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(format)
    hasher.combine(notations)
    hasher.combine(isRightToLeft)
  }

  /// The compiled form, shared by every copy of a mask.
  private final class Storage: Sendable {
    let format: String
    let notations: [Notation]
    let isRightToLeft: Bool
    let slots: InputMaskSlots
    let hasStandaloneLiterals: Bool

    init(format: String, notations: [Notation], isRightToLeft: Bool, slots: InputMaskSlots) {
      self.format = format
      self.notations = notations
      self.isRightToLeft = isRightToLeft
      self.slots = slots
      hasStandaloneLiterals =
        slots.ascii != nil
        || slots.allSatisfy { slot in
          switch slot {
          case .free(let literal), .fixed(let literal): return literal.standaloneScalar != nil
          case .required, .optional, .ellipsis: return true
          }
        }
    }
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
    guard !isRightToLeft else { return "" }
    if let table = slots.ascii {
      // The ASCII form keeps each literal as its byte: no slot is rebuilt.
      let literals = table.slots.prefix(while: \.isLiteral)
      return String.writingUTF8(capacity: literals.count) { buffer in
        for (offset, slot) in literals.enumerated() { buffer[offset] = slot.literal }
        return literals.count
      }
    }
    return String(slots.prefix(while: \.isLiteral).compactMap(\.placeholderSymbol))
  }

  /// The fewest characters a complete text has.
  public var acceptableTextLength: Int { slots.count { !$0.isOptional } }
  /// The most characters the text can have (an ellipsis counts once).
  public var totalTextLength: Int { slots.count }
  /// The fewest characters a complete extracted value has.
  public var acceptableValueLength: Int { slots.count { $0.isInValue && !$0.isOptional } }
  /// The most characters the extracted value can have (an ellipsis counts once).
  public var totalValueLength: Int { slots.count { $0.isInValue } }

  static func placeholder(from slots: Slice<InputMaskSlots>, reversed: Bool, prefix: String = "")
    -> String
  {
    if !slots.isEmpty, let table = slots.base.ascii, let tail = table.placeholderText(slots.indices) {
      let text = prefix + tail
      return reversed ? String(text.reversed()) : text
    }
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
