extension String {
  /// The string of the UTF-8 bytes that `write` puts at the start of a buffer of `capacity` bytes,
  /// returning how many it wrote (ill-formed bytes are repaired, as `String(decoding:as:)` does).
  ///
  /// Writes straight into the string's storage where the system has
  /// `init(unsafeUninitializedCapacity:initializingUTF8With:)` (iOS 14, macOS 11 and later, and
  /// Linux), and through a temporary buffer before that.
  static func writingUTF8(
    capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> String {
    if #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) {
      return String(unsafeUninitializedCapacity: capacity, initializingUTF8With: write)
    }
    return writingUTF8ThroughBuffer(capacity: capacity, write)
  }

  /// `writingUTF8` as it runs on systems older than iOS 14 and macOS 11: the bytes go to a temporary
  /// buffer and are decoded from there.
  static func writingUTF8ThroughBuffer(
    capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let count = write(buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }
}

extension String {
  /// The string of `bytes` (valid UTF-8), whose start `known` may share: the shared scalars are copied
  /// from `known` as they are and only the bytes after them are decoded (and checked).
  init(_ bytes: ArraySlice<UInt8>, sharingStartOf known: String) {
    var known = known
    let shared = bytes.withUnsafeBufferPointer { bytes in
      known.withUTF8 { known in
        var shared = commonPrefixLength(bytes, known)
        while shared > 0, shared < bytes.count, bytes[shared] & 0xC0 == 0x80 { shared -= 1 }
        return shared
      }
    }
    guard shared > 0 else {
      self.init(decoding: bytes, as: UTF8.self)
      return
    }
    guard shared < known.utf8.count || shared < bytes.count else {
      self = known
      return
    }
    let end = known.utf8.index(known.utf8.startIndex, offsetBy: shared)
    self = String(Substring(known.unicodeScalars[..<end]))
    if shared < bytes.count { append(String(decoding: bytes.dropFirst(shared), as: UTF8.self)) }
  }

  /// The scalars of the string from UTF-8 offset `offset` (a scalar boundary) on, copied as they are.
  func scalarsAfter(utf8Offset offset: Int) -> String {
    String(Substring(unicodeScalars[utf8.index(utf8.startIndex, offsetBy: offset)...]))
  }
}
