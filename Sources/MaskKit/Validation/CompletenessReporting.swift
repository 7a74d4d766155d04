/// How every dialect's result says whether text fills its mask: ``isComplete`` and, when it is not,
/// a ``reason`` a person understands.
///
/// ``MaskResult`` (every mask's `apply`), ``PictureCheckResult`` (`PictureMask.check`),
/// ``FormatStringOutcome`` (`FormatStringMask.outcome(of:)`) and ``BlockField`` conform, so code that
/// validates does not depend on the dialect.
public protocol CompletenessReporting {
  /// Whether the text fills the mask completely and validly.
  var isComplete: Bool { get }
  /// Why the text is not complete (too short, a character that does not fit, a value out of range),
  /// or nil when it is complete; its ``MaskProblem/description`` is the English sentence.
  var reason: MaskProblem? { get }
}

extension MaskResult: CompletenessReporting {
  /// The ``problem``, else what the rest of the mask still needs; nil when complete.
  public var reason: MaskProblem? {
    if isComplete { return nil }
    if let problem { return problem }
    return tailPlaceholder.isEmpty
      ? .moreCharactersNeeded : .stillNeeds(String(tailPlaceholder.drop(while: \.isWhitespace)))
  }
}
