extension FormatStringOutcome: CompletenessReporting {
  /// Why the outcome is not complete: characters beyond the format, slots without a character that
  /// fits (the text is short, or a character was refused), or a character that does not fit its slot;
  /// nil when complete.
  public var reason: String? {
    if !overflow.isEmpty { return "too long: \(overflow) is left out" }
    if !isFull { return "not every slot has a character that fits" }
    return isValid ? nil : "a character does not fit its slot"
  }
}
