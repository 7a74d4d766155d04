@testable import MaskKitCLI

/// A verdict as `check` prints it (`invalid: iban: …`), to compare a ``CheckVerdict`` with the line a
/// test expects: `verdict == .invalid("iban: the check digits do not match (ISO 7064 MOD 97-10)")`.
struct PrintedVerdict: Equatable {
  /// The line `check` prints.
  let line: String

  /// `invalid: REASON`.
  static func invalid(_ reason: String) -> PrintedVerdict { PrintedVerdict(line: "invalid: " + reason) }

  /// `incomplete: REASON`.
  static func incomplete(_ reason: String) -> PrintedVerdict { PrintedVerdict(line: "incomplete: " + reason) }
}

/// Whether `verdict` prints as `printed`.
func == (verdict: CheckVerdict, printed: PrintedVerdict) -> Bool { verdict.line == printed.line }
