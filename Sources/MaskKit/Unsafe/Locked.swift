/// A value that one thread at a time reads or changes, under a ``Lock`` (the standard library's
/// `Mutex` needs iOS 18 and macOS 15).
///
/// `@unchecked Sendable` is sound because the state is reached only through `withLock`, which holds the
/// lock for the whole of `body`, and `State` is `Sendable`, so what `body` takes out of it may cross
/// threads. Invariant: `body` never calls `withLock` of the same value (the lock is not recursive).
///
/// The state lives behind a pointer allocated once and freed in `deinit`, not in a stored `var`: the lock
/// already makes each access exclusive, so the runtime's dynamic exclusivity check of a class's `var`
/// (`swift_beginAccess`, about 40 instructions an access) would only repeat it on every cache lookup.
package final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private let state: UnsafeMutablePointer<State>

  /// A lock around `state`.
  package init(_ state: State) {
    self.state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    self.state.initialize(to: state)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Runs `body` on the state while holding the lock.
  @inline(__always)
  package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try lock.withLock { try body(&state.pointee) }
  }
}
