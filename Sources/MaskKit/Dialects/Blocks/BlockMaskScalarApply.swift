extension BlockMask {
  /// `apply` for text whose every scalar the routing meets is a standalone character (see
  /// `isStandaloneCharacter`), on a mask with an ASCII table: the routing of `applyASCII` over scalars
  /// decoded from the text's bytes. Two standalone scalars never join, so each is a `Character` of its
  /// own and display offsets are scalar offsets. Nil for other masks, and when a scalar the routing
  /// meets, the one it stops at or the one after a refused scalar is not a standalone character.
  ///
  /// `BlockMaskScalarApplyTests` holds it to the general path.
  func applyScalars(_ input: CaretText) -> MaskResult? {
    guard let table = asciiTable else { return nil }
    var text = input.text
    return text.withUTF8 { bytes in apply(bytes, table: table) }
  }

  private func apply(_ bytes: UnsafeBufferPointer<UInt8>, table: BlockASCIITable) -> MaskResult? {
    let next = layout.nextSlotPosition
    var rendered = table.shown.map { Unicode.Scalar($0) }
    var value: [Unicode.Scalar] = []
    value.reserveCapacity(min(bytes.count, table.symbols.count))
    var verdicts = AcceptMemo()
    defer { verdicts.deallocate() }
    var cursor = 0
    var fallback = 0
    var writtenEnd: Int?
    var offset = 0
    while offset < bytes.count {
      let code = decodeScalar(bytes, at: &offset)
      guard cursor < rendered.count else {
        guard let scalar = Unicode.Scalar(code), scalar.isStandaloneCharacter else { return nil }
        break
      }
      var target = cursor
      if table.slotAt[cursor] < 0 {
        if code == UInt32(table.shown[cursor]) || code == 0x20 {
          cursor += 1
          continue
        }
        fallback = cursor
        guard let slotPosition = next[cursor] else {
          guard let scalar = Unicode.Scalar(code), scalar.isStandaloneCharacter else { return nil }
          break
        }
        target = slotPosition
      }
      switch verdicts.verdict(code, table.symbols[Int(table.slotAt[target])]) {
      case AcceptMemo.accepted:
        guard let scalar = Unicode.Scalar(code) else { return nil }
        rendered[target] = scalar
        value.append(scalar)
        cursor = target + 1
        writtenEnd = cursor
        continue
      case AcceptMemo.refused:
        // The refused scalar is a whole character only when no joining scalar follows it.
        if offset < bytes.count {
          var following = offset
          guard let scalar = Unicode.Scalar(decodeScalar(bytes, at: &following)), scalar.isStandaloneCharacter
          else { return nil }
        }
        cursor = fallback
      default:
        return nil
      }
      break
    }
    let caret = writtenEnd ?? cursor
    return MaskResult(
      text: String(scalars: rendered), caret: caret, value: String(scalars: value),
      isComplete: value.count == table.symbols.count,
      tailPlaceholder: String(scalars: Array(rendered[caret...])))
  }
}

/// The value of the scalar at `offset` of `bytes` (valid UTF-8), and `offset` moved past it.
@inline(__always)
private func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> UInt32 {
  let lead = UInt32(bytes[offset])
  if lead < 0x80 {
    offset += 1
    return lead
  }
  if lead < 0xE0 {
    defer { offset += 2 }
    return (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
  }
  if lead < 0xF0 {
    defer { offset += 3 }
    return (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
  }
  defer { offset += 4 }
  return (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
    | UInt32(bytes[offset + 3] & 0x3F)
}

/// Whether a symbol accepts a scalar, remembered in a small direct-mapped table in front of
/// `BlockSymbol.accepts`, so a text of few distinct characters asks the symbols a few times only.
private struct AcceptMemo {
  /// The symbol accepts the scalar.
  static let accepted: UInt32 = 1
  /// The symbol refuses the scalar.
  static let refused: UInt32 = 0
  /// The scalar is not a standalone character.
  static let joining: UInt32 = 2
  /// An empty entry's key.
  static let empty = UInt32.max

  /// 256 keys (`scalar value << 3 | symbol`), then the 256 verdicts.
  let entries: UnsafeMutableBufferPointer<UInt32>

  init() {
    entries = .allocate(capacity: 512)
    entries.initialize(repeating: Self.empty)
  }

  func deallocate() { entries.deallocate() }

  /// `accepted`, `refused` or `joining` for the scalar `code` in a slot of `symbol`.
  @inline(__always)
  func verdict(_ code: UInt32, _ symbol: BlockSymbol) -> UInt32 {
    let kind = symbol.memoKind
    let key = code << 3 | kind
    let entry = Int((code &* 31 &+ kind) & 0xFF)
    if entries[entry] == key { return entries[256 + entry] }
    let verdict: UInt32
    if let scalar = Unicode.Scalar(code), scalar.isStandaloneCharacter {
      verdict = symbol.accepts(Character(scalar)) ? Self.accepted : Self.refused
    } else {
      verdict = Self.joining
    }
    entries[entry] = key
    entries[256 + entry] = verdict
    return verdict
  }
}

extension BlockSymbol {
  /// A number below 8 of its own for each symbol.
  fileprivate var memoKind: UInt32 {
    switch self {
    case .digit: return 0
    case .nonDigit: return 1
    case .nonWord: return 2
    case .asciiLetter: return 3
    case .any: return 4
    }
  }
}
