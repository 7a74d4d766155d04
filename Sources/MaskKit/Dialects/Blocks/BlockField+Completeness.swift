extension BlockField: CompletenessReporting {
  /// Whether every slot is filled (``status`` is ``BlockStatus/complete``).
  public var isComplete: Bool { status == .complete }

  /// How many slots are still empty (or that no mask is set), or nil when complete.
  public var reason: MaskProblem? {
    guard let mask else { return .noMaskSet }
    guard !isComplete else { return nil }
    return .slotsStillEmpty(empty: mask.slotCount - filledCount, total: mask.slotCount)
  }
}
