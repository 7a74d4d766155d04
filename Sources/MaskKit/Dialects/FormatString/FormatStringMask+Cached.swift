extension FormatStringMask {
  /// A process-wide, thread-safe cache of compiled format strings, bounded like ``InputMask``'s.
  static let cache = MaskCache<CompiledMaskKey<FormatStringClasses>, FormatStringMask>.compiledMasks()

  /// The compiled mask for these arguments, from a process-wide cache when it was compiled before;
  /// throws like ``init(_:classes:)`` (a failed compile is not cached).
  public static func cached(
    _ format: String, classes: FormatStringClasses = .unicode
  ) throws(MaskSyntaxError) -> FormatStringMask {
    try cache.mask(format, classes) { () throws(MaskSyntaxError) in
      try FormatStringMask(format, classes: classes)
    }
  }
}
