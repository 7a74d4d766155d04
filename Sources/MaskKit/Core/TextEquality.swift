/// The number of leading bytes `first` and `second` share, compared 32 and then eight bytes at a time.
func commonPrefixLength(_ first: ReadBuffer<UInt8>, _ second: ReadBuffer<UInt8>) -> Int {
  let count = min(first.count, second.count)
  guard count > 0 else { return 0 }
  var offset = 0
  func differs(at offset: Int) -> Bool {
    first.word(at: offset)
      != second.word(at: offset)
  }
  while offset + 32 <= count, !differs(at: offset), !differs(at: offset + 8), !differs(at: offset + 16),
    !differs(at: offset + 24)
  {
    offset += 32
  }
  while offset + 8 <= count {
    let difference =
      first.word(at: offset)
      ^ second.word(at: offset)
    if difference != 0 { return offset + difference.littleEndian.trailingZeroBitCount / 8 }
    offset += 8
  }
  while offset < count, first[offset] == second[offset] { offset += 1 }
  return offset
}

extension String {
  /// Whether the string equals `other` as `==` decides (canonical equivalence), with the bytes both
  /// start with skipped eight at a time.
  ///
  /// Where the bytes first differ, both strings are compared from the start of the scalar there, when
  /// that scalar (in each string that goes on) is a standalone character (see `isStandaloneCharacter`):
  /// such a scalar decomposes to a starter first and nothing before it reorders past it, so the shared
  /// part before it decomposes alike in both and the strings are equivalent exactly when the rest are.
  /// Otherwise the whole strings are compared. `TextEqualityTests` holds it to `==`.
  func isSameText(as other: String) -> Bool {
    // Short texts (most fields) are compared by `==` itself: setting up the byte comparison cost more.
    if utf8.count <= Self.shortTextBytes || other.utf8.count <= Self.shortTextBytes { return self == other }
    let comparison =
      utf8.withContiguousReadBuffer { first in
        other.utf8.withContiguousReadBuffer { second in TextComparison(first, second) }
      } ?? nil
    switch comparison {
    case .sameBytes: return true
    case .differentASCII: return false
    case .from(let offset):
      let start = utf8.index(utf8.startIndex, offsetBy: offset)
      let otherStart = other.utf8.index(other.utf8.startIndex, offsetBy: offset)
      return Substring(unicodeScalars[start...]) == Substring(other.unicodeScalars[otherStart...])
    case nil: return self == other
    }
  }
}

extension String {
  /// Up to this many UTF-8 bytes, `isSameText(as:)` is `==`.
  static let shortTextBytes = 64
}

/// Where two texts' comparison may start: they have the same bytes, they first differ in an ASCII byte
/// (or where one ends), or they are equivalent exactly when their scalars from a byte offset on are (0
/// when they must be compared whole).
private enum TextComparison {
  case sameBytes
  /// Where their bytes first differ, each has an ASCII byte or has ended: an ASCII scalar is a starter
  /// that no composition takes as its second part and nothing reorders past, so the canonical
  /// decompositions of both differ there too.
  case differentASCII
  case from(Int)

  init(_ first: ReadBuffer<UInt8>, _ second: ReadBuffer<UInt8>) {
    let shared = commonPrefixLength(first, second)
    if shared == first.count, shared == second.count {
      self = .sameBytes
      return
    }
    var start = shared
    func continues(_ bytes: ReadBuffer<UInt8>) -> Bool {
      start < bytes.count && bytes[start] & 0xC0 == 0x80
    }
    while start > 0, continues(first) || continues(second) { start -= 1 }
    func startsStandalone(_ bytes: ReadBuffer<UInt8>) -> Bool {
      guard start < bytes.count else { return true }
      var offset = start
      return Unicode.Scalar(decodeScalar(bytes, at: &offset))?.isStandaloneCharacter ?? false
    }
    func goesOnInASCII(_ bytes: ReadBuffer<UInt8>) -> Bool {
      shared == bytes.count || bytes[shared] < 0x80
    }
    if goesOnInASCII(first), goesOnInASCII(second) {
      self = .differentASCII
      return
    }
    self = .from(startsStandalone(first) && startsStandalone(second) ? start : 0)
  }
}
