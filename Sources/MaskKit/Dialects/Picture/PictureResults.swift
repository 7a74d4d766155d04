/// The outcomes of the remembered repetition evaluations, one machine word each: a deep or long mask
/// remembers one evaluation per repetition, so a full `Outcome` (40 bytes) each would weigh on memory.
///
/// An entry is -1 for an evaluation without an outcome yet, else the outcome's index times four plus its
/// status; the failure of a `notOk` outcome, when it has one, is kept aside.
struct PictureResults {
  private var entries: [Int] = []
  private var failures: [Int: PictureFailure] = [:]

  /// How many evaluations there are.
  var count: Int { entries.count }

  /// Adds an evaluation.
  mutating func append(_ outcome: PictureMatcher.Outcome?) {
    entries.append(-1)
    self[entries.count - 1] = outcome
  }

  /// Removes the last evaluation.
  mutating func removeLast() {
    entries.removeLast()
    if !failures.isEmpty { failures[entries.count] = nil }
  }

  /// The outcome of evaluation `index`, or `nil` while it has none.
  subscript(index: Int) -> PictureMatcher.Outcome? {
    get {
      let entry = entries[index]
      guard entry >= 0 else { return nil }
      let status = Self.statuses[entry & 3]
      let failure = status == .notOk && !failures.isEmpty ? failures[index] : nil
      return PictureMatcher.Outcome(index: entry >> 2, status: status, failure: failure)
    }
    set {
      guard let outcome = newValue else {
        entries[index] = -1
        if !failures.isEmpty { failures[index] = nil }
        return
      }
      let code =
        switch outcome.status {
        case .ok: 0
        case .okSoFar: 1
        case .notOk: 2
        }
      entries[index] = outcome.index << 2 | code
      if outcome.failure != nil || !failures.isEmpty { failures[index] = outcome.failure }
    }
  }

  private static let statuses: [PictureStatus] = [.ok, .okSoFar, .notOk, .notOk]
}
