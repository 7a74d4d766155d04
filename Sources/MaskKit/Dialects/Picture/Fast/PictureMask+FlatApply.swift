/// `apply` for masks without groups or repetitions and plain ASCII text: each character meets the
/// mask element at its own position, so typing is one pass over bytes. `PictureFlatApplyTests` holds it
/// to the general walk.
extension PictureMask {
  /// What `apply` answers, or `nil` when the mask has groups or repetitions or the text is not plain ASCII.
  func flatApply(_ input: CaretText, autofill: Bool) -> MaskResult? {
    guard let leaves = program.code.flatLeaves, input.text.isPlainASCII else { return nil }
    let bytes = Array(input.text.utf8)
    let caret = min(max(0, input.caret), bytes.count)
    var kept = (bytes: bytes, caret: caret)
    var result = Self.flatCheck(bytes, leaves, autofill: autofill)
    if result.status == .notOk {
      kept = Self.flatTyped(bytes, leaves, caret: caret)
      result = Self.flatCheck(kept.bytes, leaves, autofill: autofill)
    }
    let output = String(decoding: result.output, as: UTF8.self)
    let atEnd = caret == bytes.count && input.gravity == .forward
    // A CR literal followed by an LF one (`+\r;\n`) is two bytes but one character.
    let outputCount = result.output.contains(0x0D) ? output.count : result.output.count
    return MaskResult(
      text: output, caret: atEnd ? outputCount : min(kept.caret, outputCount), value: output,
      isComplete: result.status == .ok, tailPlaceholder: "")
  }

  /// The byte `leaf` writes for `byte`, or `nil` when it refuses it (as `PictureMatcher` decides).
  private static func flatMatch(_ leaf: PictureOp, _ byte: UInt8) -> UInt8? {
    switch leaf {
    case .slot(let slot):
      return slot.accept(ascii: byte)
    case .literal(let ascii):
      let fits = byte == 0x20 || byte == ascii || (byte.isASCIILetter && byte | 0x20 == ascii | 0x20)
      return fits ? ascii : nil
    default:
      return nil
    }
  }

  /// The check of `bytes`: status and output (with autofill, the literals that follow are appended).
  private static func flatCheck(_ bytes: [UInt8], _ leaves: [PictureOp], autofill: Bool)
    -> (status: PictureStatus, output: [UInt8])
  {
    var output = bytes
    for index in 0..<min(bytes.count, leaves.count) {
      guard let written = flatMatch(leaves[index], bytes[index]) else { return (.notOk, output) }
      output[index] = written
    }
    guard bytes.count <= leaves.count else { return (.notOk, output) }
    var position = bytes.count
    while autofill, position < leaves.count, case .literal(let ascii) = leaves[position] {
      output.append(ascii)
      position += 1
    }
    return (position == leaves.count ? .ok : .okSoFar, output)
  }

  /// Types the bytes one by one like `typed`: a byte is kept when the mask element at its position
  /// takes it, else after the literals that follow when there are some.
  private static func flatTyped(_ bytes: [UInt8], _ leaves: [PictureOp], caret: Int) -> (
    bytes: [UInt8], caret: Int
  ) {
    var accepted: [UInt8] = []
    var acceptedCaret = 0
    for (offset, byte) in bytes.enumerated() {
      if offset == caret { acceptedCaret = accepted.count }
      let position = accepted.count
      if position < leaves.count, let written = flatMatch(leaves[position], byte) {
        accepted.append(written)
        continue
      }
      var next = position
      while next < leaves.count, case .literal = leaves[next] { next += 1 }
      guard next > position, next < leaves.count, let written = flatMatch(leaves[next], byte) else {
        continue
      }
      for index in position..<next {
        if case .literal(let ascii) = leaves[index] { accepted.append(ascii) }
      }
      accepted.append(written)
    }
    if caret >= bytes.count { acceptedCaret = accepted.count }
    return (accepted, acceptedCaret)
  }
}
