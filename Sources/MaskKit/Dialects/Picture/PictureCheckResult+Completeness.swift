extension PictureCheckResult: CompletenessReporting {
  /// Whether the status is ``PictureStatus/ok``.
  public var isComplete: Bool { status == .ok }

  /// The ``errorMessage`` when the text does not fit, `more characters are needed` when it fits so
  /// far, nil when complete.
  public var reason: String? {
    switch status {
    case .ok: nil
    case .okSoFar: "more characters are needed"
    case .notOk: errorMessage ?? "the text does not fit the mask"
    }
  }
}
