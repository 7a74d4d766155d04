extension BlockMask {
  /// What makes two compiled blocks masks the same.
  struct CacheKey: Hashable, Sendable {
    var source: String
    var template: String?
    var open: Character
    var close: Character
  }

  /// A process-wide, thread-safe cache of compiled blocks masks, bounded like ``InputMask``'s.
  static let cache = MaskCache<CacheKey, BlockMask>(capacity: 512, weightLimit: 1 << 18) { key in
    key.source.utf8.count + (key.template?.utf8.count ?? 0)
  }

  /// The compiled mask for these arguments, from a process-wide cache when it was compiled before;
  /// throws like ``init(_:template:brackets:)`` (a failed compile is not cached).
  public static func cached(
    _ source: String, template: String? = nil, brackets: (Character, Character) = ("{", "}")
  ) throws(MaskSyntaxError) -> BlockMask {
    let key = CacheKey(source: source, template: template, open: brackets.0, close: brackets.1)
    return try cache.value(for: key) { () throws(MaskSyntaxError) in
      try BlockMask(source, template: template, brackets: brackets)
    }
  }
}
