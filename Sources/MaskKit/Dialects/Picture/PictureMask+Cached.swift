extension PictureMask {
  /// What makes two compiled picture masks the same.
  struct CacheKey: Hashable, Sendable {
    var mask: String
    var options: PictureOptions
  }

  /// A process-wide, thread-safe cache of compiled picture masks, bounded like ``InputMask``'s.
  static let cache = MaskCache<CacheKey, PictureMask>(capacity: 512, weightLimit: 1 << 18) { key in
    key.mask.utf8.count
  }

  /// The compiled mask for these arguments, from a process-wide cache when it was compiled before;
  /// throws like ``init(_:options:)`` (a failed compile is not cached).
  public static func cached(
    _ mask: String, options: PictureOptions = PictureOptions()
  ) throws(MaskSyntaxError) -> PictureMask {
    try cache.value(for: CacheKey(mask: mask, options: options)) { () throws(MaskSyntaxError) in
      try PictureMask(mask, options: options)
    }
  }
}
