extension BlockField: CompletenessReporting {
  /// Whether every slot is filled (``status`` is ``BlockStatus/complete``).
  public var isComplete: Bool { status == .complete }

  /// How many slots are still empty (or that no mask is set), or nil when complete.
  public var reason: String? {
    guard let mask else { return "no mask is set" }
    guard !isComplete else { return nil }
    let empty = mask.slotCount - filledCount
    return "\(empty) of \(mask.slotCount) slot\(mask.slotCount == 1 ? "" : "s") still empty"
  }
}
