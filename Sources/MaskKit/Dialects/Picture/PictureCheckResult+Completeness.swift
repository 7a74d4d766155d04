extension PictureCheckResult: CompletenessReporting {
  /// Whether the status is ``PictureStatus/ok``.
  public var isComplete: Bool { status == .ok }

  /// The ``problem`` when the text does not fit (``MaskProblem/textDoesNotFitMask`` without one),
  /// ``MaskProblem/moreCharactersNeeded`` when it fits so far, nil when complete.
  public var reason: MaskProblem? {
    switch status {
    case .ok: nil
    case .okSoFar: .moreCharactersNeeded
    case .notOk: problem ?? .textDoesNotFitMask
    }
  }
}
