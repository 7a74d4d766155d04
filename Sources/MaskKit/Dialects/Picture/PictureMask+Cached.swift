extension PictureMask {
  /// A process-wide, thread-safe cache of compiled picture masks, bounded like ``InputMask``'s.
  static let cache = MaskCache<CompiledMaskKey<PictureOptions>, PictureMask>.compiledMasks()

  /// The compiled mask for these arguments, from a process-wide cache when it was compiled before;
  /// throws like ``init(_:options:)`` (a failed compile is not cached).
  public static func cached(
    _ mask: String, options: PictureOptions = PictureOptions()
  ) throws(MaskSyntaxError) -> PictureMask {
    try cache.mask(mask, options) { () throws(MaskSyntaxError) in try PictureMask(mask, options: options) }
  }
}
