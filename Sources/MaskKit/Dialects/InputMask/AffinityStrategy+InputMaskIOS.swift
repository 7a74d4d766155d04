// input-mask-ios's names for the affinity strategies, each leading to MaskKit's.

/// input-mask-ios's name for ``AffinityStrategy``.
@available(*, unavailable, renamed: "AffinityStrategy")
public typealias AffinityCalculationStrategy = AffinityStrategy

extension AffinityStrategy {
  /// input-mask-ios's name for ``whole``.
  @available(*, unavailable, renamed: "whole")
  public static var wholeString: AffinityStrategy { .whole }
}
