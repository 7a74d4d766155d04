/// A thread-safe cache of compiled masks, keyed by everything that changes how a mask compiles.
///
/// Lookups take one lock; compiling happens outside it, so a slow compile never blocks readers.
public final class MaskCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var storage: [Key: Value] = [:]
  private let capacity: Int

  /// Creates a cache that forgets everything once it holds `capacity` entries.
  public init(capacity: Int = 512) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, compiling and storing it on a miss.
  public func value<Failure: Error>(
    for key: Key, compile: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let hit = lock.withLock({ storage[key] }) { return hit }
    let value = try compile()
    lock.withLock {
      if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
      storage[key] = value
    }
    return value
  }

  /// The number of cached entries.
  public var count: Int { lock.withLock { storage.count } }
}
