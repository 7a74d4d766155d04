extension FormatStringOutcome: CompletenessReporting {
  /// Why the outcome is not complete: characters beyond the format, slots without a character that
  /// fits (the text is short, or a character was refused), or a character that does not fit its slot;
  /// nil when complete.
  public var reason: MaskProblem? {
    if !overflow.isEmpty { return .textTooLong(leftOut: overflow) }
    if !isFull { return .slotsNotFilled }
    return isValid ? nil : .characterDoesNotFitSlot
  }
}
