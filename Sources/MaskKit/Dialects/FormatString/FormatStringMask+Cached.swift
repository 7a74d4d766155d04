extension FormatStringMask {
  /// What makes two compiled format strings the same.
  struct CacheKey: Hashable, Sendable {
    var format: String
    var classes: FormatStringClasses
  }

  /// A process-wide, thread-safe cache of compiled format strings, bounded like ``InputMask``'s.
  static let cache = MaskCache<CacheKey, FormatStringMask>(capacity: 512, weightLimit: 1 << 18) { key in
    key.format.utf8.count
  }

  /// The compiled mask for these arguments, from a process-wide cache when it was compiled before;
  /// throws like ``init(_:classes:)`` (a failed compile is not cached).
  public static func cached(
    _ format: String, classes: FormatStringClasses = .unicode
  ) throws(MaskSyntaxError) -> FormatStringMask {
    try cache.value(for: CacheKey(format: format, classes: classes)) { () throws(MaskSyntaxError) in
      try FormatStringMask(format, classes: classes)
    }
  }
}
