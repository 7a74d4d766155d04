#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Holds back signals while the terminal is in raw mode, so the prompt can restore the terminal before
/// a termination signal takes effect. Pending signals are polled; no handler and no global state.
///
/// The mask is the calling thread's: threads started earlier that do not block these signals may still
/// receive them.
struct SignalBlock {
  /// Signals that end the process once the terminal is restored.
  static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  /// The signal a terminal sends when its size changes.
  static let resize = SIGWINCH

  private var previous = sigset_t()

  /// Blocks the terminating signals and the resize signal.
  init() {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in Self.terminating + [Self.resize] { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
  }

  /// The first terminating signal that has arrived, if any.
  func pendingTermination() -> Int32? {
    var pending = sigset_t()
    sigpending(&pending)
    return Self.terminating.first { sigismember(&pending, $0) == 1 }
  }

  /// Whether the terminal was resized since the last call; consumes the signal.
  func takeResize() -> Bool {
    var pending = sigset_t()
    sigpending(&pending)
    guard sigismember(&pending, Self.resize) == 1 else { return false }
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, Self.resize)
    var received: Int32 = 0
    sigwait(&only, &received)
    return true
  }

  /// Unblocks the signals again; a pending terminating signal is delivered now.
  func restore() {
    var mask = previous
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }
}
