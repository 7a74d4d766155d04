/// How an affine mask set measures which of its formats fits the text best.
public enum AffinityStrategy: String, Sendable, Hashable, CaseIterable {
  /// The affinity `apply` reports: characters kept minus characters dropped or inserted.
  case whole
  /// The length of the common prefix of the text and its formatted form.
  case prefix
  /// Text length minus the mask's total text length; `Int.min` when the text does not fit.
  case capacity
  /// Value length minus the mask's total value length; `Int.min` when the value does not fit.
  case extractedValueCapacity

  /// The affinity of `mask` for `input`.
  public func affinity(of mask: InputMask, for input: CaretText) -> Int {
    switch self {
    case .whole:
      return mask.applyWithAffinity(input).affinity
    case .prefix:
      let formatted = mask.apply(input).text
      return zip(formatted, input.text).prefix { $0 == $1 }.count
    case .capacity:
      let length = input.text.count
      return length > mask.totalTextLength ? Int.min : length - mask.totalTextLength
    case .extractedValueCapacity:
      let length = mask.apply(input).value.count
      return length > mask.totalValueLength ? Int.min : length - mask.totalValueLength
    }
  }
}

/// A primary input mask with alternative ("affine") formats; each edit uses the format that fits best.
public struct AffineInputMask: Mask, Hashable {
  /// The format used when no alternative fits better; it also wins ties.
  public let primary: InputMask
  /// The alternative formats.
  public let affine: [InputMask]
  /// How the fit is measured.
  public let strategy: AffinityStrategy

  /// Combines compiled masks into an affine set.
  public init(primary: InputMask, affine: [InputMask], strategy: AffinityStrategy = .whole) {
    self.primary = primary
    self.affine = affine
    self.strategy = strategy
  }

  /// Compiles the formats with shared notations and direction.
  public init(
    _ primary: String, affine: [String], strategy: AffinityStrategy = .whole, notations: [Notation] = [],
    rightToLeft: Bool = false
  ) throws(MaskSyntaxError) {
    let primaryMask = try InputMask(primary, notations: notations, rightToLeft: rightToLeft)
    var affineMasks: [InputMask] = []
    for format in affine {
      affineMasks.append(try InputMask(format, notations: notations, rightToLeft: rightToLeft))
    }
    self.init(primary: primaryMask, affine: affineMasks, strategy: strategy)
  }

  /// Which format fits `input` best.
  public struct Choice: Sendable, Hashable {
    /// `nil` for the primary format, else the index into ``AffineInputMask/affine``.
    public var affineIndex: Int?
    /// The affinity of each format: the primary first, then each affine format in order.
    public var affinities: [Int]
  }

  /// Picks the best-fitting format: the highest affinity wins; the primary wins ties, then the earlier
  /// affine format.
  public func choose(for input: CaretText) -> Choice {
    let primaryAffinity = strategy.affinity(of: primary, for: input)
    let affinities = affine.map { strategy.affinity(of: $0, for: input) }
    var best: Int?
    for (index, affinity) in affinities.enumerated()
    where affinity > primaryAffinity && affinity > (best.map { affinities[$0] } ?? Int.min) {
      best = index
    }
    return Choice(affineIndex: best, affinities: [primaryAffinity] + affinities)
  }

  /// The mask a choice names.
  public func mask(for choice: Choice) -> InputMask {
    choice.affineIndex.map { affine[$0] } ?? primary
  }

  /// Formats `input` with the best-fitting format.
  public func apply(_ input: CaretText) -> MaskResult {
    mask(for: choose(for: input)).apply(input)
  }

  /// The primary format's placeholder.
  public var placeholder: String { primary.placeholder }

  /// The primary format's literal prefix.
  public var literalPrefix: String { primary.literalPrefix }
}
