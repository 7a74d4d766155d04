extension InputMask {
  /// What makes two compiled input masks the same.
  public struct CacheKey: Hashable, Sendable {
    /// The format as written.
    public var format: String
    /// The custom notations.
    public var notations: [Notation]
    /// The direction.
    public var rightToLeft: Bool
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
