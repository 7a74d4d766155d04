/// A thread-safe cache of compiled masks, keyed by everything that changes how a mask compiles.
///
/// It is bounded twice: by the number of entries and by their total weight (the caller's measure of an
/// entry's size, such as the length of its format), so a few huge masks cannot hold unbounded memory;
/// when either bound would be passed it starts over, and an entry heavier than the whole bound is
/// compiled but not kept. Lookups take one lock; compiling happens outside it, so a slow compile never blocks readers. The
/// entry found or stored last is checked first, so asking again for the same mask needs no hashing.
package final class MaskCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let state = Locked(State())
  private let capacity: Int
  private let weightLimit: Int
  private let weight: @Sendable (Key) -> Int

  /// Creates a cache that forgets everything once it would hold more than `capacity` entries or more
  /// than `weightLimit` in total `weight`.
  package init(
    capacity: Int = 512, weightLimit: Int = .max, weight: @escaping @Sendable (Key) -> Int = { _ in 0 }
  ) {
    self.capacity = max(1, capacity)
    self.weightLimit = max(0, weightLimit)
    self.weight = weight
  }

  /// The cached value for `key`, compiling and storing it on a miss.
  package func value<Failure: Error>(
    for key: Key, compile: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let hit = state.withLock({ $0.lookUp(key) }) { return hit }
    let value = try compile()
    let added = max(0, weight(key))
    guard added <= weightLimit else { return value }
    state.withLock { state in
      if state.storage.count >= capacity || state.storedWeight > weightLimit - added {
        state.storage.removeAll(keepingCapacity: true)
        state.storedWeight = 0
      }
      if state.storage.updateValue(value, forKey: key) == nil { state.storedWeight += added }
      state.remember(key, value)
    }
    return value
  }

  /// What the lock guards: the entries, the one checked first and their total weight.
  private struct State: Sendable {
    var storage: [Key: Value] = [:]
    var recent: Entry?
    var storedWeight = 0

    /// The cached value for `key`.
    mutating func lookUp(_ key: Key) -> Value? {
      if let recent, recent.key == key { return recent.value }
      guard let found = storage[key] else { return nil }
      remember(key, found)
      return found
    }

    /// Makes `key` the entry checked first.
    mutating func remember(_ key: Key, _ value: Value) {
      recent = Entry(key: key, value: value)
    }
  }

  /// A boxed entry, so checking the recent one copies one reference, not the key and the value.
  private final class Entry: Sendable {
    let key: Key
    let value: Value

    init(key: Key, value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The number of cached entries.
  package var count: Int { state.withLock { $0.storage.count } }
}

/// What makes two compiled masks of one dialect the same: the mask's text and the dialect's options.
package struct CompiledMaskKey<Options: Hashable & Sendable>: Hashable, Sendable {
  /// The mask as written.
  package var source: String
  /// Everything else that changes how it compiles.
  package var options: Options
}

extension MaskCache {
  /// A process-wide cache of one dialect's compiled masks, keyed by their text and options and bounded
  /// like ``InputMask``'s: 512 masks, 256 KiB of mask text.
  package static func compiledMasks<Options>() -> MaskCache where Key == CompiledMaskKey<Options> {
    MaskCache(capacity: 512, weightLimit: 1 << 18) { key in key.source.utf8.count }
  }

  /// The compiled mask for `source` under `options`, compiled by `compile` on a miss (a failed compile
  /// is not cached).
  package func mask<Options, Failure: Error>(
    _ source: String, _ options: Options, compile: () throws(Failure) -> Value
  ) throws(Failure) -> Value where Key == CompiledMaskKey<Options> {
    try value(for: CompiledMaskKey(source: source, options: options), compile: compile)
  }
}
