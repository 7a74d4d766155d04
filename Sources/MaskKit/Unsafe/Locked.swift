/// A value that one thread at a time reads or changes, under a ``Lock`` (the standard library's
/// `Mutex` needs iOS 18 and macOS 15).
///
/// `@unchecked Sendable` is sound because `state` is reached only through `withLock`, which holds the
/// lock for the whole of `body`, and `State` is `Sendable`, so what `body` takes out of it may cross
/// threads. Invariant: `body` never calls `withLock` of the same value (the lock is not recursive).
package final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var state: State

  /// A lock around `state`.
  package init(_ state: State) { self.state = state }

  /// Runs `body` on the state while holding the lock.
  @inline(__always)
  package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try lock.withLock { try body(&state) }
  }
}
