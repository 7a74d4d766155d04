/// Texts whose every scalar is a `Character` of its own, decided conservatively from a short list of
/// ranges: ASCII without the carriage return, U+0080–U+02FF (Latin, IPA, spacing modifiers), Greek
/// U+0370–U+03FF, Cyrillic U+0400–U+052F without its combining marks U+0483–U+0489, Hiragana
/// U+3041–U+3096, Katakana U+30A1–U+30FA and CJK ideographs U+4E00–U+9FFF; left out too are the three
/// scalars of these ranges that are canonically equivalent to another one (U+0374, U+037E, U+0387), so
/// two such scalars are equal `Character`s exactly when they are the same scalar.
///
/// None of these scalars is a combining or spacing mark, a joiner, a prepended mark, a regional
/// indicator, an emoji modifier or a conjoining jamo, and the only one that joins another (the carriage
/// return, before a line feed) is left out, so a grapheme boundary falls between every two of them and
/// `Character` offsets are scalar offsets, in the text and in any text made by putting such scalars
/// together. `SingleScalarTextTests` checks every scalar of the ranges against `Character` breaking.
extension Unicode.Scalar {
  /// Whether the scalar is in the ranges above.
  var isStandaloneCharacter: Bool { isStandaloneScalarValue(value) }
}

/// Whether the scalar of value `value` is in the ranges above.
@inline(__always)
private func isStandaloneScalarValue(_ value: UInt32) -> Bool {
  switch value {
  case 0x0388..<0x0483, 0x0E..<0x0300, 0x4E00..<0xA000, 0..<0x0D, 0x0370..<0x0374, 0x0375..<0x037E,
    0x037F..<0x0387, 0x048A..<0x0530, 0x3041..<0x3097, 0x30A1..<0x30FB:
    return true
  default:
    return false
  }
}

/// The number of scalars in `bytes` (valid UTF-8) when every one is a standalone character, else nil.
func standaloneScalarCount(_ bytes: ReadBuffer<UInt8>) -> Int? {
  var index = 0
  var count = 0
  while index < bytes.count {
    guard let (_, width) = standaloneScalar(in: bytes, at: index) else { return nil }
    index += width
    count += 1
  }
  return count
}

/// How the lead byte of a scalar decides whether it is standalone: 0 no, 1 a one-byte scalar that
/// is, 2 a two-byte scalar that is, 3 ask `isStandaloneScalarValue`.
private let leadByteVerdicts: [UInt8] = (0..<256).map { lead in
  switch lead {
  case 0x0D: return 0
  case 0..<0x80: return 1
  case 0xC2...0xCB, 0xCF...0xD1, 0xD3: return 2
  case 0xCC...0xCE, 0xD2, 0xD4, 0xE3...0xE9: return 3
  default: return 0
  }
}

/// The standalone scalar that starts at `index` of `bytes` (valid UTF-8) and its width in bytes, or nil
/// when the scalar there is not a standalone character.
@inline(__always)
private func standaloneScalar(in bytes: ReadBuffer<UInt8>, at index: Int) -> (UInt32, Int)? {
  let lead = UInt32(bytes[index])
  switch leadByteVerdicts[Int(lead)] {
  case 1: return (lead, 1)
  case 2: return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
  case 3:
    if lead < 0xE0 {
      let value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      return isStandaloneScalarValue(value) ? (value, 2) : nil
    }
    let value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    return isStandaloneScalarValue(value) ? (value, 3) : nil
  default: return nil
  }
}

/// The value of the scalar at `offset` of `bytes` (valid UTF-8), and `offset` moved past it.
@inline(__always)
func decodeScalar(_ bytes: ReadBuffer<UInt8>, at offset: inout Int) -> UInt32 {
  let lead = UInt32(bytes[offset])
  if lead < 0x80 {
    offset &+= 1
    return lead
  }
  if lead < 0xE0 {
    defer { offset &+= 2 }
    return (lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
  }
  if lead < 0xF0 {
    defer { offset &+= 3 }
    return (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
  }
  defer { offset &+= 4 }
  return (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
    | UInt32(bytes[offset + 3] & 0x3F)
}

/// The number of the eight bytes of `word` that start a scalar (are not `10xxxxxx`): the continuation
/// bytes' top bits moved to the bottom of each byte and summed by one multiplication (no population
/// count instruction is assumed).
@inline(__always)
private func leadByteCount(_ word: UInt64) -> Int {
  let continuations = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
  return 8 - Int((continuations &* 0x0101_0101_0101_0101) >> 56)
}

/// The byte offset of scalar number `scalarOffset` in `bytes` (valid UTF-8), or `bytes.count` past
/// the last scalar.
func byteOffset(_ bytes: ReadBuffer<UInt8>, ofScalar scalarOffset: Int) -> Int {
  guard !bytes.isEmpty else { return 0 }
  var remaining = scalarOffset
  var offset = 0
  while remaining >= 32, offset + 32 <= bytes.count {
    let leads =
      leadByteCount(bytes.word(at: offset))
      + leadByteCount(bytes.word(at: offset + 8))
      + leadByteCount(bytes.word(at: offset + 16))
      + leadByteCount(bytes.word(at: offset + 24))
    guard leads <= remaining else { break }
    remaining -= leads
    offset += 32
  }
  while remaining >= 8, offset + 8 <= bytes.count {
    let word = bytes.word(at: offset)
    let leads = leadByteCount(word)
    guard leads <= remaining else { break }
    remaining -= leads
    offset += 8
  }
  while offset < bytes.count {
    if bytes[offset] & 0xC0 != 0x80 {
      if remaining == 0 { return offset }
      remaining -= 1
    }
    offset += 1
  }
  return bytes.count
}

extension String {
  /// Whether every scalar of the string is a standalone character (see `isStandaloneCharacter`), so
  /// its `Character`s are its scalars.
  var isSingleScalarText: Bool { standaloneScalarCount != nil }

  /// The number of scalars when every one is a standalone character, else nil.
  var standaloneScalarCount: Int? {
    guard let count = utf8.withContiguousReadBuffer(MaskKit.standaloneScalarCount) else {
      return unicodeScalars.allSatisfy(\.isStandaloneCharacter) ? unicodeScalars.count : nil
    }
    return count
  }

  /// The scalars of the string when every one is a standalone character, decoded from its bytes while
  /// they are checked; nil otherwise.
  var standaloneScalars: [Unicode.Scalar]? {
    let decoded = utf8.withContiguousReadBuffer { bytes -> [Unicode.Scalar]? in
      var failed = false
      let scalars = [Unicode.Scalar](fillingCapacity: bytes.count) { scalars, count in
        var index = 0
        count = 0
        while index < bytes.count {
          guard let (value, width) = standaloneScalar(in: bytes, at: index),
            let scalar = Unicode.Scalar(value)
          else {
            failed = true
            return
          }
          scalars[count] = scalar
          count += 1
          index += width
        }
      }
      return failed ? nil : scalars
    }
    guard let decoded else {
      return unicodeScalars.allSatisfy(\.isStandaloneCharacter) ? Array(unicodeScalars) : nil
    }
    return decoded
  }
}

extension Character {
  /// The character's scalar when it is one standalone scalar (see `isStandaloneCharacter`).
  var standaloneScalar: Unicode.Scalar? {
    let scalars = unicodeScalars
    guard let first = scalars.first, first.isStandaloneCharacter, scalars.count == 1 else { return nil }
    return first
  }
}

extension String {
  /// The string of `scalars`, encoded straight into its UTF-8 storage.
  init(scalars: [Unicode.Scalar]) {
    let capacity = scalars.reduce(0) { $0 + UTF8.width($1) }
    self = .writingUTF8(capacity: capacity) { bytes in
      var count = 0
      for scalar in scalars {
        let value = scalar.value
        switch value {
        case 0..<0x80:
          bytes[count] = UInt8(value)
          count += 1
        case 0x80..<0x800:
          bytes[count] = UInt8(0xC0 | value >> 6)
          bytes[count + 1] = UInt8(0x80 | value & 0x3F)
          count += 2
        case 0x800..<0x10000:
          bytes[count] = UInt8(0xE0 | value >> 12)
          bytes[count + 1] = UInt8(0x80 | value >> 6 & 0x3F)
          bytes[count + 2] = UInt8(0x80 | value & 0x3F)
          count += 3
        default:
          bytes[count] = UInt8(0xF0 | value >> 18)
          bytes[count + 1] = UInt8(0x80 | value >> 12 & 0x3F)
          bytes[count + 2] = UInt8(0x80 | value >> 6 & 0x3F)
          bytes[count + 3] = UInt8(0x80 | value & 0x3F)
          count += 4
        }
      }
      return count
    }
  }
}

extension String {
  /// The number of `Character`s, counted from the bytes in plain ASCII text and from the scalars in
  /// text of standalone scalars, so long texts of those kinds are never split into graphemes.
  var characterCount: Int { isPlainASCII ? utf8.count : standaloneScalarCount ?? count }
}

/// The byte offset of the scalar `scalarCount` scalars before the end of `bytes` (valid UTF-8), read
/// backwards 32 and then eight bytes at a time; `bytes.count` for none, 0 past the first scalar.
func byteOffset(_ bytes: ReadBuffer<UInt8>, ofScalarsBeforeEnd scalarCount: Int) -> Int {
  guard scalarCount > 0, !bytes.isEmpty else { return bytes.count }
  var remaining = scalarCount
  var offset = bytes.count
  while remaining > 32, offset >= 32 {
    remaining -=
      leadByteCount(bytes.word(at: offset - 8))
      + leadByteCount(bytes.word(at: offset - 16))
      + leadByteCount(bytes.word(at: offset - 24))
      + leadByteCount(bytes.word(at: offset - 32))
    offset -= 32
  }
  while remaining > 8, offset >= 8 {
    let word = bytes.word(at: offset - 8)
    remaining -= leadByteCount(word)
    offset -= 8
  }
  while offset > 0 {
    offset -= 1
    if bytes[offset] & 0xC0 != 0x80 {
      remaining -= 1
      if remaining == 0 { return offset }
    }
  }
  return 0
}
