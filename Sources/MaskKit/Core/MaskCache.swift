/// A thread-safe cache of compiled masks, keyed by everything that changes how a mask compiles.
///
/// Lookups take one lock; compiling happens outside it, so a slow compile never blocks readers. The
/// entry found or stored last is checked first, so asking again for the same mask needs no hashing.
public final class MaskCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var storage: [Key: Value] = [:]
  nonisolated(unsafe) private var recent: Entry?
  private let capacity: Int

  /// Creates a cache that forgets everything once it holds `capacity` entries.
  public init(capacity: Int = 512) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, compiling and storing it on a miss.
  public func value<Failure: Error>(
    for key: Key, compile: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let hit = lock.withLock({ lookUp(key) }) { return hit }
    let value = try compile()
    lock.withLock {
      if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
      storage[key] = value
      remember(key, value)
    }
    return value
  }

  /// The cached value for `key`; call with the lock held.
  private func lookUp(_ key: Key) -> Value? {
    if let recent, recent.key == key { return recent.value }
    guard let found = storage[key] else { return nil }
    remember(key, found)
    return found
  }

  /// Makes `key` the entry checked first; call with the lock held.
  private func remember(_ key: Key, _ value: Value) {
    recent = Entry(key: key, value: value)
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
  public var count: Int { lock.withLock { storage.count } }
}
