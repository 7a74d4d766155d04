/// The scalar form of a format whose literals are standalone scalars (see `isStandaloneCharacter`):
/// one scalar per position.
struct FormatStringScalarTable: Sendable, Hashable {
  /// For each position: the slot's index in `FormatStringSlot.allCases`, or `literal`.
  let kinds: [UInt8]
  /// For each position: the literal, or the slot's symbol as the placeholder shows it.
  let shown: [Unicode.Scalar]
  /// The scalars of `shown` as a string: the placeholder.
  let placeholder: String

  /// The kind of a literal position.
  static let literal: UInt8 = 0xFF

  /// The table of `symbols`, nil when a literal is not one standalone scalar.
  init?(_ symbols: [FormatStringSymbol]) {
    var kinds: [UInt8] = []
    var shown: [Unicode.Scalar] = []
    kinds.reserveCapacity(symbols.count)
    shown.reserveCapacity(symbols.count)
    for symbol in symbols {
      switch symbol {
      case .literal(let literal):
        guard let scalar = literal.standaloneScalar else { return nil }
        kinds.append(Self.literal)
        shown.append(scalar)
      case .slot(let slot):
        let kind = UInt8(FormatStringSlot.allCases.firstIndex(of: slot) ?? 0)
        kinds.append(kind)
        shown.append(Self.slotScalars[Int(kind)])
      }
    }
    self.kinds = kinds
    self.shown = shown
    self.placeholder = String(scalars: shown)
  }

  /// The table of a format with an ASCII table: the same positions, each byte a scalar.
  init(ascii table: FormatStringASCIITable) {
    kinds = table.kinds
    shown = table.shown.map { Unicode.Scalar($0) }
    placeholder = String(decoding: table.shown, as: UTF8.self)
  }

  /// Each slot's symbol, in the order of `FormatStringSlot.allCases`.
  private static let slotScalars: [Unicode.Scalar] = FormatStringSlot.allCases.map {
    $0.rawValue.unicodeScalars.first ?? "_"
  }

  /// The placeholder from position `position` on, copied from the bytes of `placeholder`.
  func placeholder(from position: Int) -> String {
    var placeholder = placeholder
    let offset = placeholder.withBytes { byteOffset($0, ofScalar: position) }
    let utf8 = placeholder.utf8
    return String(placeholder[utf8.index(utf8.startIndex, offsetBy: offset)...])
  }
}

extension FormatStringMask {
  /// `apply` for text whose every scalar is a standalone character, on a format whose literals are
  /// standalone scalars: the editing walk over scalars, decoded from the text's bytes. `Character`
  /// offsets are scalar offsets there, and two standalone scalars never join, so a fitted character
  /// always stays apart. When the walk wrote the text's own scalars, the text (and, without literals,
  /// the value) is the input itself. Nil for other texts and formats, and when a slot writes something
  /// that is not one standalone scalar (`ǰ` upper-cased is `J` and a combining caron).
  ///
  /// `FormatStringScalarApplyTests` holds it to the general walk.
  func applyScalars(_ input: CaretText) -> MaskResult? {
    guard let table = scalarTable else { return nil }
    var text = input.text
    var walk = ScalarWalk(classes: classes)
    defer { walk.fits.deallocate() }
    let (written, value) = [Unicode.Scalar].filling(table.kinds.count, min(text.utf8.count, slotCount)) {
      written, value in
      text.withBytes { bytes in
        table.kinds.withReadBuffer { kinds in
          table.shown.withReadBuffer { shown in
            walk.run(
              bytes, caret: max(0, input.caret), kinds: kinds, shown: shown, written: written, value: value,
              fillsLiterals: input.gravity == .forward && input.autocomplete)
          }
        }
      }
      return (walk.marks.written, walk.marks.valueCount)
    }
    guard !walk.failed else { return nil }
    let count = walk.scalarCount
    let caret = min(max(0, input.caret), count)
    let (end, caretOut) = walk.marks.shownEnd(of: written.count, caret: caret, textCount: count, input: input)
    let mirrors = !walk.altered && end == count
    return MaskResult(
      text: mirrors ? input.text : String(scalars: Array(written[..<end])), caret: caretOut,
      value: mirrors && !walk.wroteLiterals ? input.text : String(scalars: value),
      isComplete: value.count == slotCount, tailPlaceholder: table.placeholder(from: walk.marks.position))
  }
}

/// The editing walk of `FormatStringWalk` over standalone scalars: where it stopped and what it wrote.
private struct ScalarWalk {
  /// Where the walk stopped and what it wrote.
  var marks = FormatStringWalkMarks()
  /// The scalars of the text.
  var scalarCount = 0
  /// Whether a scalar was not a standalone character, or a slot wrote something that is not one
  /// standalone scalar.
  var failed = false
  /// Whether what was written differs from the text's scalars (a literal put in, a character dropped
  /// or changed by its slot, literals appended).
  var altered = false
  /// Whether a literal was written.
  var wroteLiterals = false
  let fits: FitMemo

  init(classes: FormatStringClasses) { fits = FitMemo(classes: classes) }

  /// Walks the scalars of `bytes` (valid UTF-8) through the positions, and fails at the first scalar
  /// a slot or the overflow meets that is not a standalone character (a text scalar equal to a
  /// literal is one); `written` has room for one scalar per position and `value` for one per text
  /// byte or slot, whichever is fewer.
  mutating func run(
    _ bytes: ReadBuffer<UInt8>, caret: Int, kinds: ReadBuffer<UInt8>,
    shown: ReadBuffer<Unicode.Scalar>, written output: WriteBuffer<Unicode.Scalar>,
    value: WriteBuffer<Unicode.Scalar>, fillsLiterals: Bool
  ) {
    var count = 0
    var position = 0
    var written = 0
    var valueCount = 0
    var altered = false
    var offset = 0
    characters: while offset < bytes.count {
      let code = decodeScalar(bytes, at: &offset)
      if count == caret { marks.writtenAtCaret = written }
      count += 1
      while position < kinds.count {
        let kind = kinds[position]
        guard kind != FormatStringScalarTable.literal else {
          let literal = shown[position]
          output.append(literal, at: &written)
          wroteLiterals = true
          position += 1
          if literal.value == code { continue characters }
          altered = true
          continue
        }
        let fitted = fits.fit(code, kind: kind)
        guard fitted < FitMemo.other, let scalar = Unicode.Scalar(fitted) else {
          guard fitted == FitMemo.refused else {
            failed = true
            return
          }
          altered = true
          continue characters
        }
        if fitted != code { altered = true }
        output.append(scalar, at: &written)
        value.append(scalar, at: &valueCount)
        position += 1
        marks.writtenAtLastSlot = written
        continue characters
      }
      guard let scalar = Unicode.Scalar(code), scalar.isStandaloneCharacter else {
        failed = true
        return
      }
      altered = true
    }
    defer {
      scalarCount = count
      marks.position = position
      marks.written = written
      marks.valueCount = valueCount
      self.altered = altered
    }
    guard caret >= count else { return }
    marks.writtenAtCaret = written
    guard fillsLiterals else { return }
    while position < kinds.count, kinds[position] == FormatStringScalarTable.literal {
      output.append(shown[position], at: &written)
      wroteLiterals = true
      altered = true
      position += 1
    }
  }
}

/// What a slot kind writes for a scalar, remembered in a small direct-mapped table in front of
/// `FormatStringClasses.fit`, so a text of few distinct letters asks the classes a few times only.
private struct FitMemo {
  /// The slot refuses the scalar.
  static let refused = UInt32.max
  /// The scalar is not a standalone character, or the slot writes something other than one
  /// standalone scalar.
  static let other = UInt32.max - 1
  /// An empty entry's key.
  static let empty = UInt32.max

  let classes: FormatStringClasses
  /// 256 keys (`scalar value << 3 | kind`), then the 256 fits.
  let entries: WriteBuffer<UInt32>

  init(classes: FormatStringClasses) {
    self.classes = classes
    entries = .allocate(capacity: 512, filledWith: Self.empty)
  }

  func deallocate() { entries.deallocate() }

  /// What a slot of kind `kind` writes for the standalone scalar `code`: a scalar value, `refused`
  /// or `other`.
  @inline(__always)
  func fit(_ code: UInt32, kind: UInt8) -> UInt32 {
    let key = code << 3 | UInt32(kind)
    let entry = Int((code &* 31 &+ UInt32(kind)) & 0xFF)
    if entries[entry] == key { return entries[256 + entry] }
    let fit = Self.fit(code, in: FormatStringSlot.allCases[Int(kind)], classes: classes)
    entries[entry] = key
    entries[256 + entry] = fit
    return fit
  }

  private static func fit(_ code: UInt32, in slot: FormatStringSlot, classes: FormatStringClasses) -> UInt32 {
    guard let scalar = Unicode.Scalar(code), scalar.isStandaloneCharacter else { return other }
    guard let fitted = classes.fit(Character(scalar), in: slot) else { return refused }
    let scalars = fitted.unicodeScalars
    guard let first = scalars.first, scalars.count == 1, first.isStandaloneCharacter else { return other }
    return first.value
  }
}
