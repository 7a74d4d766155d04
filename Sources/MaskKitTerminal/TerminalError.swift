/// Why a terminal prompt could not run.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Standard input is not a terminal, so there is no line to edit.
  case notATerminal
  /// A system call failed with this `errno`.
  case systemCall(String, errno: Int32)

  /// A sentence saying what failed.
  public var description: String {
    switch self {
    case .notATerminal: "standard input is not a terminal"
    case .systemCall(let name, let errno): "\(name) failed (errno \(errno))"
    }
  }
}
