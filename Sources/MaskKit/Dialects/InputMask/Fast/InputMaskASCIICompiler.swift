/// Compiles a plain ASCII format (the ellipsis `…` aside) without custom notations in one pass over its
/// bytes, straight into slots, with the same result as ``InputMaskParser`` and ``InputMaskCompiler``.
///
/// Returns nil for every other format and for every malformed one, so the general path compiles it
/// and reports the error. Symbols of a `[]` group are counted instead of sorted: mandatory ones come
/// first, then optional ones, then the ellipsis, which ends compiling (the rest is still checked).
struct InputMaskASCIICompiler {
  private var table: ASCIISlotTable.Builder
  private var stopped = false
  private var family: InputMaskSymbols.Family?
  private var mandatory = 0
  private var optional = 0
  private var ellipses = 0

  /// The slots of `format` in the compact form, or nil when the general path must compile it.
  static func compile(_ format: String) -> ASCIISlotTable? {
    let compiled = format.utf8.withContiguousReadBuffer { bytes -> ASCIISlotTable? in
      var compiler = InputMaskASCIICompiler(table: ASCIISlotTable.Builder(capacity: bytes.count))
      guard compiler.read(bytes) else { return nil }
      return ASCIISlotTable(compiler.table)
    }
    return compiled ?? nil
  }

  private enum Block { case none, value, fixed }

  private mutating func read(_ bytes: ReadBuffer<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return false }
    var open = Block.none
    var blockLength = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 {
        // Only the ellipsis (E2 80 A6) inside a [] block; anything else goes the general way.
        guard open == .value, index + 2 < bytes.count, byte == 0xE2, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA6
        else { return false }
        add(symbolFamily: nil, isOptional: false, isEllipsis: true)
        blockLength += 1
        index += 3
        continue
      }
      switch byte {
      case 0x0D: return false
      case UInt8(ascii: "\\"):
        guard open != .value, index + 1 < bytes.count, bytes[index + 1] < 0x80, bytes[index + 1] != 0x0D
        else { return false }
        literal(bytes[index + 1], inValue: open == .fixed)
        if open == .fixed { blockLength += 1 }
        index += 2
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        guard open == .none else { return false }
        open = byte == UInt8(ascii: "[") ? .value : .fixed
        blockLength = 0
      case UInt8(ascii: "]"):
        guard open == .value, blockLength > 0 else { return false }
        flushGroup()
        open = .none
      case UInt8(ascii: "}"):
        guard open == .fixed, blockLength > 0 else { return false }
        open = .none
      default:
        switch open {
        case .none: literal(byte, inValue: false)
        case .fixed:
          literal(byte, inValue: true)
          blockLength += 1
        case .value:
          guard let (family, isOptional) = Self.symbol(byte) else { return false }
          add(symbolFamily: family, isOptional: isOptional, isEllipsis: false)
          blockLength += 1
        }
      }
      index += 1
    }
    return open == .none
  }

  /// The family of a built-in ASCII symbol and whether it is optional; nil for anything else.
  private static func symbol(_ byte: UInt8) -> (InputMaskSymbols.Family, Bool)? {
    switch byte {
    case UInt8(ascii: "0"): return (.digit, false)
    case UInt8(ascii: "9"): return (.digit, true)
    case UInt8(ascii: "A"): return (.letter, false)
    case UInt8(ascii: "a"): return (.letter, true)
    case UInt8(ascii: "_"): return (.any, false)
    case UInt8(ascii: "-"): return (.any, true)
    default: return nil
    }
  }

  private mutating func literal(_ byte: UInt8, inValue: Bool) {
    guard !stopped else { return }
    table.appendLiteral(byte, inValue: inValue)
  }

  /// Counts a symbol of a [] block, closing the group first when the symbol family changes.
  private mutating func add(symbolFamily: InputMaskSymbols.Family?, isOptional: Bool, isEllipsis: Bool) {
    if let symbolFamily, let current = family, current != symbolFamily { flushGroup() }
    if family == nil { family = symbolFamily }
    if isEllipsis {
      ellipses += 1
    } else if isOptional {
      optional += 1
    } else {
      mandatory += 1
    }
  }

  /// Emits the counted group: mandatory slots, optional slots, then the ellipsis, which stops compiling.
  private mutating func flushGroup() {
    defer {
      family = nil
      mandatory = 0
      optional = 0
      ellipses = 0
    }
    guard !stopped else { return }
    let rule: SlotRule
    switch family {
    case .digit: rule = .digit
    case .letter: rule = .letter
    case .any, nil: rule = .alphanumeric
    }
    table.append(.required, rule, count: mandatory)
    table.append(.optional, rule, count: optional)
    if ellipses > 0 {
      table.append(.ellipsis, rule, count: 1)
      stopped = true
    }
  }
}
