extension String {
  /// The string of `bytes` (valid UTF-8), reusing `known` where it agrees: the scalars `bytes` starts
  /// with that `known` starts with too are copied from `known` as they are, and so are the bytes after
  /// one more scalar when they go on as `known` does from there (`known` with one scalar put in, as a
  /// keystroke makes it); only the rest is decoded (and checked).
  init(_ bytes: ArraySlice<UInt8>, reusing known: String) {
    var known = known
    let (shared, resumed) = bytes.withReadBuffer { bytes in
      known.withBytes { known in Self.agreement(of: bytes, with: known) }
    }
    guard shared > 0 || resumed > 0 else {
      self.init(decoding: bytes, as: UTF8.self)
      return
    }
    guard shared < known.utf8.count || shared < bytes.count else {
      self = known
      return
    }
    let scalars = known.unicodeScalars
    let sharedEnd = known.utf8.index(known.utf8.startIndex, offsetBy: shared)
    self = ""
    reserveCapacity(bytes.count)
    append(contentsOf: Substring(scalars[..<sharedEnd]))
    let insertedEnd = bytes.count - resumed
    if shared < insertedEnd {
      append(String(decoding: bytes.dropFirst(shared).prefix(insertedEnd - shared), as: UTF8.self))
    }
    if resumed > 0 {
      append(contentsOf: Substring(scalars[sharedEnd..<known.utf8.index(sharedEnd, offsetBy: resumed)]))
    }
  }

  /// How many bytes `bytes` shares with the start of `known`, and how many of the bytes that follow
  /// the next scalar of `bytes` (to its end) are the bytes of `known` after the shared ones; both end
  /// on scalar boundaries.
  private static func agreement(
    of bytes: ReadBuffer<UInt8>, with known: ReadBuffer<UInt8>
  ) -> (shared: Int, resumed: Int) {
    var shared = commonPrefixLength(bytes, known)
    while shared > 0, shared < bytes.count, bytes[shared] & 0xC0 == 0x80 { shared -= 1 }
    guard shared < bytes.count else {
      return (shared, 0)
    }
    var next = shared
    _ = decodeScalar(bytes, at: &next)
    let resumed = bytes.count - next
    guard resumed > 0, shared + resumed <= known.count,
      shared + resumed == known.count || known[shared + resumed] & 0xC0 != 0x80,
      commonPrefixLength(
        bytes.rebased(next..<next + resumed), known.rebased(shared..<shared + resumed)) == resumed
    else { return (shared, 0) }
    return (shared, resumed)
  }

  /// The scalars of the string from UTF-8 offset `offset` (a scalar boundary) on, copied as they are.
  func scalarsAfter(utf8Offset offset: Int) -> String {
    String(Substring(unicodeScalars[utf8.index(utf8.startIndex, offsetBy: offset)...]))
  }
}
