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
    var measured = AffinityInput(input)
    return affinity(of: mask, for: &measured)
  }

  /// The affinity of `mask` for `input`, with what the strategy measures of the input itself worked
  /// out once for every format of a set (a text's length, whether it is plain ASCII), so choosing among
  /// many formats for a long text walks the text once per format, in its bytes when it is ASCII.
  package func affinity(of mask: InputMask, for input: inout AffinityInput) -> Int {
    switch self {
    case .whole:
      return mask.applyWithAffinity(input.input).affinity
    case .prefix:
      return input.commonPrefixLength(with: mask.apply(input.input).text)
    case .capacity:
      let length = input.length
      return length > mask.totalTextLength ? Int.min : length - mask.totalTextLength
    case .extractedValueCapacity:
      let value = mask.apply(input.input).value
      let length = value.isPlainASCII ? value.utf8.count : value.count
      return length > mask.totalValueLength ? Int.min : length - mask.totalValueLength
    }
  }
}

/// An input an affine set measures against each of its formats, with its length and ASCII-ness
/// worked out at most once.
package struct AffinityInput {
  /// The input.
  package let input: CaretText
  private var knownLength: Int?
  private var knownASCII: Bool?

  /// Measures `input`.
  package init(_ input: CaretText) { self.input = input }

  /// Whether the text is plain ASCII (one byte per character).
  mutating func isPlainASCII() -> Bool {
    if let knownASCII { return knownASCII }
    let ascii = input.text.isPlainASCII
    knownASCII = ascii
    return ascii
  }

  /// The text's length in characters.
  var length: Int {
    mutating get {
      if let knownLength { return knownLength }
      let length = isPlainASCII() ? input.text.utf8.count : input.text.count
      knownLength = length
      return length
    }
  }

  /// How many characters `formatted` and the text have in common from the start; compared byte by
  /// byte when both are plain ASCII (every byte a character), else character by character, where the
  /// text's digit stands for a literal of `formatted` that is that digit with attachments (a reader
  /// drops them, see `Character.standsForLiteral`), so a rendering measures the same once normalized.
  mutating func commonPrefixLength(with formatted: String) -> Int {
    if isPlainASCII(), formatted.isPlainASCII {
      var count = 0
      for (a, b) in zip(formatted.utf8, input.text.utf8) {
        guard a == b else { break }
        count += 1
      }
      return count
    }
    return zip(formatted, input.text).prefix { $1.standsForLiteral($0) }.count
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
    var measured = AffinityInput(input)
    let primaryAffinity = strategy.affinity(of: primary, for: &measured)
    let affinities = affine.map { strategy.affinity(of: $0, for: &measured) }
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
