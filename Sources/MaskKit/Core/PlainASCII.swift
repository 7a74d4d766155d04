/// The high bit of every byte of `word` that is a carriage return (and, rarely, of a byte above one:
/// only whether any bit is set is exact), found as a zero byte once `word` is crossed with `0x0D`.
@inline(__always)
private func carriageReturnBits(_ word: UInt64) -> UInt64 {
  let crossed = word ^ 0x0D0D_0D0D_0D0D_0D0D
  return (crossed &- 0x0101_0101_0101_0101) & ~crossed & 0x8080_8080_8080_8080
}

/// Whether every byte is below 128 and none is a carriage return, checked eight bytes at a time.
///
/// In such text every byte is one `Character` (only `\r\n` joins two ASCII bytes into one), so
/// `Character` offsets are byte offsets.
func isPlainASCII(_ bytes: ReadBuffer<UInt8>) -> Bool {
  let count = bytes.count
  guard count >= 8 else {
    for offset in 0..<count where bytes[offset] >= 0x80 || bytes[offset] == 0x0D { return false }
    return true
  }
  func isPlain(_ word: UInt64) -> Bool { (word & 0x8080_8080_8080_8080) | carriageReturnBits(word) == 0 }
  var offset = 0
  while offset &+ 8 <= count {
    if !isPlain(bytes.word(at: offset)) { return false }
    offset &+= 8
  }
  // The last eight bytes, overlapping words already checked, cover the rest.
  return offset == count || isPlain(bytes.word(at: count &- 8))
}

/// Whether any byte is a carriage return, checked eight bytes at a time.
func containsCarriageReturn(_ bytes: ReadBuffer<UInt8>) -> Bool {
  var offset = 0
  while offset + 8 <= bytes.count {
    if carriageReturnBits(bytes.word(at: offset)) != 0 { return true }
    offset += 8
  }
  while offset < bytes.count {
    if bytes[offset] == 0x0D { return true }
    offset += 1
  }
  return false
}

extension String {
  /// Whether the string holds a carriage return.
  var containsCarriageReturn: Bool {
    utf8.withContiguousReadBuffer(MaskKit.containsCarriageReturn) ?? utf8.contains(0x0D)
  }

  /// Whether every `Character` of the string is one ASCII byte (no byte above 127, no carriage return).
  var isPlainASCII: Bool {
    utf8.withContiguousReadBuffer(MaskKit.isPlainASCII) ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }
}

extension Array where Element == Character {
  /// The characters of `text`; plain ASCII text is split byte by byte, without grapheme breaking.
  init(charactersOf text: String) {
    guard text.isPlainASCII else {
      self.init(text)
      return
    }
    let table = asciiCharacters
    self = text.utf8.map { table[Int($0)] }
  }
}

extension Character {
  /// The ASCII byte of a one-byte character; `nil` otherwise (also for `\r\n`, whose `asciiValue` is 10).
  var singleASCIIByte: UInt8? {
    guard utf8.count == 1 else { return nil }
    return asciiValue
  }
}

/// The 128 ASCII characters by byte, so splitting ASCII text needs no `Character` construction.
let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
