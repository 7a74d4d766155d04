extension InputMask {
  /// What makes two compiled input masks the same.
  package struct CacheKey: Hashable, Sendable {
    /// The format as written.
    package var format: String
    /// The custom notations.
    package var notations: [Notation]
    /// The direction.
    package var rightToLeft: Bool
  }

  /// A process-wide, thread-safe cache of compiled input masks: at most 512 masks and 256 KB of formats
  /// (a compiled mask takes about 90 bytes per format byte, so at most about 25 MB).
  package static let cache = MaskCache<CacheKey, InputMask>(capacity: 512, weightLimit: 1 << 18) { key in
    key.format.utf8.count + key.notations.reduce(0) { $0 + 1 + $1.characters.utf8.count }
  }

  /// The compiled mask for these arguments, from the process-wide cache when it was compiled before.
  public static func cached(
    _ format: String, notations: [Notation] = [], rightToLeft: Bool = false
  ) throws(MaskSyntaxError) -> InputMask {
    let key = CacheKey(format: format, notations: notations, rightToLeft: rightToLeft)
    return try cache.value(for: key) { () throws(MaskSyntaxError) in
      try InputMask(format, notations: notations, rightToLeft: rightToLeft)
    }
  }
}
