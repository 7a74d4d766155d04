extension BlockMask {
  /// `apply` for text whose every scalar the routing meets is a standalone character (see
  /// `isStandaloneCharacter`), on a mask with an ASCII table: the routing of `applyASCII` over scalars
  /// decoded from the text's bytes. Two standalone scalars never join, so each is a `Character` of its
  /// own and display offsets are scalar offsets. Nil for other masks, and when a scalar the routing
  /// meets, the one it stops at or the one after a refused scalar is not a standalone character. Every
  /// scalar of the text and value is standalone, so the result knows their counts.
  ///
  /// `BlockMaskScalarApplyTests` holds it to the general path.
  func applyScalars(_ input: CaretText) -> MaskResult? {
    guard let table = asciiTable else { return nil }
    var text = input.text
    var route = ScalarRoute()
    let verdicts = AcceptMemo()
    defer { verdicts.deallocate() }
    let byteCount = text.utf8.count
    var value: [UInt8] = []
    let written = [UInt8](fillingCapacity: table.shown.count + 3 * byteCount) {
      writtenBuffer, writtenCount in
      value = [UInt8](fillingCapacity: byteCount) { valueBuffer, valueCount in
        text.withBytes { bytes in
          table.shown.withReadBuffer { shown in
            table.slotAt.withReadBuffer { slotAt in
              table.symbols.withReadBuffer { symbols in
                layout.nextSlotPosition.withReadBuffer { next in
                  route.run(
                    bytes, shown: shown, slotAt: slotAt, symbols: symbols, next: next, written: writtenBuffer,
                    value: valueBuffer, verdicts: verdicts)
                }
              }
            }
          }
        }
        valueCount = route.valueBytes
      }
      writtenCount = route.writtenBytes
    }
    guard !route.failed else { return nil }
    let caret = route.writtenEnd ?? route.cursor
    let shownAfter = route.writtenEnd ?? 0
    var result = MaskResult(
      text: String(decoding: written, as: UTF8.self)
        + String(decoding: table.shown[shownAfter...], as: UTF8.self),
      caret: caret, value: route.tookEveryScalar ? input.text : String(decoding: value, as: UTF8.self),
      isComplete: route.valueCount == table.symbols.count,
      tailPlaceholder: String(decoding: table.shown[caret...], as: UTF8.self))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: route.valueCount)
    return result
  }
}

/// The routing of `BlockMask.applyASCII` over standalone scalars: where it stopped and the bytes it
/// wrote. Display positions before the cursor never change again, so the display is written in order
/// up to the last slot written (`writtenEnd`); after it the display is the empty one.
struct ScalarRoute {
  var cursor = 0
  var writtenEnd: Int?
  /// The number of slots written.
  var valueCount = 0
  var valueBytes = 0
  var writtenBytes = 0
  /// Whether a scalar the routing met was not a standalone character.
  var failed = false
  /// Whether every scalar of the text went into a slot as it is (then the value is the text).
  var tookEveryScalar = false

  /// Routes the scalars of `bytes` (valid UTF-8); `written` has room for the display with every slot
  /// holding a four-byte scalar, `value` for the text.
  mutating func run(
    _ bytes: ReadBuffer<UInt8>, shown: ReadBuffer<UInt8>,
    slotAt: ReadBuffer<Int32>,
    symbols: ReadBuffer<BlockSymbol>, next: ReadBuffer<Int?>,
    written: WriteBuffer<UInt8>, value: WriteBuffer<UInt8>, verdicts: AcceptMemo
  ) {
    var cursor = 0
    var fallback = 0
    var valueCount = 0
    var valueBytes = 0
    var writtenBytes = 0
    var emitted = 0
    var scalars = 0
    var offset = 0
    defer {
      self.cursor = cursor
      self.valueCount = valueCount
      self.valueBytes = valueBytes
      self.writtenBytes = writtenBytes
      if valueCount > 0 { writtenEnd = emitted }
      tookEveryScalar = offset == bytes.count && valueCount == scalars
    }
    while offset < bytes.count {
      let start = offset
      let code = decodeScalar(bytes, at: &offset)
      scalars &+= 1
      guard cursor < shown.count else {
        if !isStandalone(code) { failed = true }
        return
      }
      var target = cursor
      if slotAt[cursor] < 0 {
        if code == UInt32(shown[cursor]) || code == 0x20 {
          cursor &+= 1
          continue
        }
        fallback = cursor
        guard let slotPosition = next[cursor] else {
          if !isStandalone(code) { failed = true }
          return
        }
        target = slotPosition
      }
      switch verdicts.verdict(code, symbols[Int(slotAt[target])]) {
      case AcceptMemo.accepted:
        while emitted < target {
          written[writtenBytes] = shown[emitted]
          writtenBytes &+= 1
          emitted &+= 1
        }
        var copied = start
        repeat {
          written[writtenBytes] = bytes[copied]
          value[valueBytes] = bytes[copied]
          writtenBytes &+= 1
          valueBytes &+= 1
          copied &+= 1
        } while copied < offset
        emitted &+= 1
        valueCount &+= 1
        cursor = target &+ 1
      case AcceptMemo.refused:
        // The refused scalar is a whole character only when no joining scalar follows it.
        var following = offset
        if offset < bytes.count, !isStandalone(decodeScalar(bytes, at: &following)) { failed = true }
        cursor = fallback
        return
      default:
        failed = true
        return
      }
    }
  }

  private func isStandalone(_ code: UInt32) -> Bool {
    Unicode.Scalar(code)?.isStandaloneCharacter ?? false
  }
}

/// Whether a symbol accepts a scalar, remembered in a small direct-mapped table in front of
/// `BlockSymbol.accepts`, so a text of few distinct characters asks the symbols a few times only.
struct AcceptMemo {
  /// The symbol accepts the scalar.
  static let accepted: UInt32 = 1
  /// The symbol refuses the scalar.
  static let refused: UInt32 = 0
  /// The scalar is not a standalone character.
  static let joining: UInt32 = 2
  /// An empty entry's key.
  static let empty = UInt32.max

  /// 256 keys (`scalar value << 3 | symbol`), then the 256 verdicts.
  let entries: WriteBuffer<UInt32>

  init() {
    entries = .allocate(capacity: 512, filledWith: Self.empty)
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
  var memoKind: UInt32 {
    switch self {
    case .digit: return 0
    case .nonDigit: return 1
    case .nonWord: return 2
    case .asciiLetter: return 3
    case .any: return 4
    }
  }
}
