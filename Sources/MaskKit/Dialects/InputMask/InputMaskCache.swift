extension InputMask {
  /// What makes two compiled input masks the same.
  public struct CacheKey: Hashable, Sendable {
    /// The format as written.
    public var format: String
    /// The custom notations.
    public var notations: [Notation]
    /// The direction.
    public var rightToLeft: Bool

    /// The same key: the formats have the same UTF-8 bytes (canonically equivalent spellings are
    /// different keys, so hashing needs no Unicode normalization).
    public static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
      lhs.rightToLeft == rhs.rightToLeft && sameUTF8(lhs.format, rhs.format) && lhs.notations == rhs.notations
    }

    /// Hashes the format's UTF-8 bytes, the notations and the direction.
    public func hash(into hasher: inout Hasher) {
      let hashed: Void? = format.utf8.withContiguousStorageIfAvailable { bytes in
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      }
      if hashed == nil {
        for byte in format.utf8 { hasher.combine(byte) }
      }
      hasher.combine(notations.count)
      if !notations.isEmpty { hasher.combine(notations) }
      hasher.combine(rightToLeft)
    }

    private static func sameUTF8(_ left: String, _ right: String) -> Bool {
      guard left.utf8.count == right.utf8.count else { return false }
      let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
        right.utf8.withContiguousStorageIfAvailable { rightBytes in
          sameBytes(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
        }
      }
      return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time.
    private static func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
      var offset = 0
      while offset + 8 <= left.count {
        let leftWord = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if leftWord != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset += 8
      }
      while offset < left.count {
        if left[offset] != right[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// A process-wide, thread-safe cache of compiled input masks.
  public static let cache = MaskCache<CacheKey, InputMask>()

  /// The compiled mask for these arguments, from ``cache`` when it was compiled before.
  public static func cached(
    _ format: String, notations: [Notation] = [], rightToLeft: Bool = false
  ) throws(MaskSyntaxError) -> InputMask {
    let key = CacheKey(format: format, notations: notations, rightToLeft: rightToLeft)
    return try cache.value(for: key) { () throws(MaskSyntaxError) in
      try InputMask(format, notations: notations, rightToLeft: rightToLeft)
    }
  }
}
