// The platform's C library is the one import besides the standard library: its lock is all MaskKit uses.
#if canImport(Darwin)
  import Darwin
#elseif os(Windows)
  import WinSDK
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock over the platform's lock, for the few shared caches.
///
/// A pthread mutex, or on Windows a slim reader/writer lock held exclusively (`InitializeSRWLock`,
/// `AcquireSRWLockExclusive`, `ReleaseSRWLockExclusive` of the Win32 synchronization API; an SRW lock
/// needs no destruction).
///
/// `@unchecked Sendable` is sound because the one stored property is a pointer to the platform's lock,
/// allocated once and freed in `deinit`, which is made for use from any thread; the lock guards
/// nothing of its own (``Locked`` pairs it with the state it guards).
final class Lock: @unchecked Sendable {
  #if os(Windows)
    private typealias Primitive = SRWLOCK
  #else
    private typealias Primitive = pthread_mutex_t
  #endif
  private let primitive: UnsafeMutablePointer<Primitive>

  init() {
    primitive = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
    primitive.initialize(to: Primitive())
    #if os(Windows)
      InitializeSRWLock(primitive)
    #else
      pthread_mutex_init(primitive, nil)
    #endif
  }

  deinit {
    #if !os(Windows)
      pthread_mutex_destroy(primitive)
    #endif
    primitive.deinitialize(count: 1)
    primitive.deallocate()
  }

  /// Runs `body` while holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    #if os(Windows)
      AcquireSRWLockExclusive(primitive)
      defer { ReleaseSRWLockExclusive(primitive) }
    #else
      pthread_mutex_lock(primitive)
      defer { pthread_mutex_unlock(primitive) }
    #endif
    return try body()
  }
}
