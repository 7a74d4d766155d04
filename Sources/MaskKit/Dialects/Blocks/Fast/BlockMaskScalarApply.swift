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
    let (written, value) = [UInt8].filling(table.shown.count + 3 * byteCount, byteCount) { written, value in
      text.withBytes { bytes in
        table.withViews(of: layout) { views in
          route.run(bytes, views, written: written, value: value, verdicts: verdicts)
        }
      }
      return (route.output.writtenBytes, route.output.valueBytes)
    }
    guard !route.failed else { return nil }
    let caret = route.writtenEnd ?? route.cursor
    let shownAfter = route.writtenEnd ?? 0
    var result = MaskResult(
      text: String(decoding: written, as: UTF8.self)
        + String(decoding: table.shown[shownAfter...], as: UTF8.self),
      caret: caret, value: route.tookEveryScalar ? input.text : String(decoding: value, as: UTF8.self),
      isComplete: route.output.filled == table.symbols.count,
      tailPlaceholder: String(decoding: table.shown[caret...], as: UTF8.self))
    result.known = KnownScalarCounts(textScalars: table.shown.count, valueScalars: route.output.filled)
    return result
  }
}

/// The routing of `BlockMask.applyASCII` over standalone scalars: where it stopped and the bytes it
/// wrote. Display positions before the cursor never change again, so the display is written in order
/// up to the last slot written (`writtenEnd`); after it the display is the empty one.
struct ScalarRoute {
  var cursor = 0
  /// What the routing wrote.
  var output = ScalarOutput()
  /// Whether a scalar the routing met was not a standalone character.
  var failed = false
  /// Whether every scalar of the text went into a slot as it is (then the value is the text).
  var tookEveryScalar = false

  /// The display position after the last slot written, nil when none was.
  var writtenEnd: Int? { output.filled > 0 ? output.emitted : nil }

  /// Routes the scalars of `bytes` (valid UTF-8); `written` has room for the display with every slot
  /// holding a four-byte scalar, `value` for the text.
  mutating func run(
    _ bytes: ReadBuffer<UInt8>, _ views: BlockTableViews, written: WriteBuffer<UInt8>,
    value: WriteBuffer<UInt8>, verdicts: AcceptMemo
  ) {
    let (shown, slotAt, symbols, next) = (views.shown, views.slotAt, views.symbols, views.next)
    var cursor = 0
    var fallback = 0
    var output = ScalarOutput()
    var scalars = 0
    var offset = 0
    defer {
      self.cursor = cursor
      self.output = output
      tookEveryScalar = offset == bytes.count && output.filled == scalars
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
        output.fill(target, with: bytes, start..<offset, shown: shown, written: written, value: value)
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

/// Where a scalar pass of a blocks fast path (`ScalarRoute`, a splice's second pass) is in what it
/// writes: the display is written in order, each filled slot's scalar into the display and the value.
struct ScalarOutput {
  /// The slots filled.
  var filled = 0
  /// The bytes of the value written.
  var valueBytes = 0
  /// The bytes of the display written.
  var writtenBytes = 0
  /// The display positions written.
  var emitted = 0

  /// Writes the empty display up to `position`, a slot's, then the scalar `bytes[range]` at it and into
  /// the value: one more slot filled.
  @inline(__always)
  mutating func fill(
    _ position: Int, with bytes: ReadBuffer<UInt8>, _ range: Range<Int>, shown: ReadBuffer<UInt8>,
    written: WriteBuffer<UInt8>, value: WriteBuffer<UInt8>
  ) {
    written.copy(shown, from: &emitted, upTo: position, at: &writtenBytes)
    written.take(bytes, range, at: &writtenBytes, alsoInto: value, at: &valueBytes)
    emitted &+= 1
    filled &+= 1
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
