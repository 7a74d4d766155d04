import MaskKit

/// What a ``MaskFormatStyle`` and its ``MaskParseStrategy`` share: the description the style was made
/// from, the mask compiled once from it (or why it did not compile), and the rule that says which
/// styles are equal.
///
/// Every reading goes through the library: `format(_:)` is `Mask.format(_:autocomplete:)`'s text,
/// the one `maskkit format` prints, and `read(_:)` is the reading `maskkit check` judges
/// (`Mask.report(_:autocomplete:)` for a preset's mask, `Mask.format(_:autocomplete:)` otherwise).
struct MaskStyleReader: Sendable {
  /// The description, when there is one: given, or found for a mask one states exactly.
  let spec: MaskSpec?
  /// The compiled mask, or why the description did not compile.
  let built: Built
  /// Tells apart styles made from masks that cannot be compared (a `ValidatedMask` and its
  /// closure); copies of a style share it.
  let identity: Identity

  /// The compiled mask, or the reason the description gave none.
  enum Built: Sendable {
    case mask(any Mask)
    case failure(String)
  }

  /// A token compared by identity.
  final class Identity: Sendable {}

  /// The masks built from descriptions, so a style made again in every SwiftUI `body` compiles its
  /// description once; bounded, as the library's own caches are.
  private static let masks = MaskCache<MaskSpec, any Mask>(capacity: 256)

  /// Compiles `spec`; throws the description's `MaskSyntaxError` or `PresetError`.
  init(compiling spec: MaskSpec) throws {
    let mask = try Self.masks.value(for: spec) { try spec.makeMask() }
    self.init(spec: spec, built: .mask(mask))
  }

  /// Compiles `spec`; a description that does not compile gives a reader with its reason.
  init(spec: MaskSpec) {
    do {
      try self.init(compiling: spec)
    } catch {
      self.init(spec: spec, built: .failure(Self.message(of: error)))
    }
  }

  /// Reads with `mask`, described when a description states it exactly (`MaskSpec.describing(_:)`).
  init(mask: any Mask) {
    self.init(spec: MaskSpec.describing(mask), built: .mask(mask))
  }

  private init(spec: MaskSpec?, built: Built) {
    self.spec = spec
    self.built = built
    self.identity = Identity()
  }

  /// The compiled mask; nil when the description did not compile.
  var mask: (any Mask)? {
    if case .mask(let mask) = built { return mask }
    return nil
  }

  /// Why the description did not compile; nil when it did.
  var failure: String? {
    if case .failure(let reason) = built { return reason }
    return nil
  }

  /// The text `value` shows as the field would: `Mask.format(_:autocomplete:)`'s text, as
  /// `maskkit format` prints it; empty when the description did not compile.
  func format(_ value: String) -> String {
    mask?.format(value).text ?? ""
  }

  /// The value `text` holds when it is complete; else the error with the library's reason.
  func parse(_ text: String) throws(MaskParseError) -> String {
    guard let mask else { throw MaskParseError(text: text, unbuiltReason: failure ?? "") }
    let reading = Self.read(text, with: mask)
    if reading.result.isComplete { return reading.result.value }
    throw MaskParseError(
      text: text, result: reading.result, reason: reading.reason, presetName: reading.presetName)
  }

  /// Reads `text` whole with `mask` once, as `maskkit check` does: a preset's report (whose reason
  /// says what the preset still lacks) or the mask's result, and the reason it is not complete.
  static func read(_ text: String, with mask: any Mask) -> (
    result: MaskResult, reason: MaskProblem?, presetName: String?
  ) {
    if let report = mask.report(text) {
      return (report.result, report.reason, mask.abilities.reporter?.presetName)
    }
    let result = mask.format(text)
    return (result, result.reason, nil)
  }

  /// The sentence an error of `MaskSpec.makeMask()` gives.
  private static func message(of error: any Error) -> String {
    switch error {
    case let error as MaskSyntaxError: error.message
    case let error as PresetError: error.message
    default: String(describing: error)
    }
  }
}

extension MaskStyleReader: Hashable {
  /// Substitutable readers: two with descriptions are equal when the descriptions are; two without,
  /// when their masks are of one `Hashable` type and equal, or when one is a copy of the other; a
  /// reader with a description never equals one without (only the first can be encoded).
  static func == (lhs: MaskStyleReader, rhs: MaskStyleReader) -> Bool {
    switch (lhs.spec, rhs.spec) {
    case (let left?, let right?): return left == right
    case (nil, nil):
      if lhs.identity === rhs.identity { return true }
      guard let left = lhs.mask as? any Hashable, let right = rhs.mask else { return false }
      return equal(left, right)
    default: return false
    }
  }

  /// Hashes what `==` compares: the description, else the `Hashable` mask, else the identity.
  func hash(into hasher: inout Hasher) {
    if let spec {
      hasher.combine(0)
      hasher.combine(spec)
    } else if let mask = mask as? any Hashable {
      hasher.combine(1)
      mask.hash(into: &hasher)
    } else {
      hasher.combine(2)
      hasher.combine(ObjectIdentifier(identity))
    }
  }

  /// Whether `other` is a `T` equal to `value`.
  private static func equal<T: Hashable>(_ value: T, _ other: Any) -> Bool {
    (other as? T) == value
  }
}

extension MaskStyleReader {
  /// Writes the description; throws `EncodingError.invalidValue` for a reader whose mask no
  /// description states (`what` names the type being encoded).
  func encode(_ value: Any, as what: String, to encoder: any Encoder) throws {
    guard let spec else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: """
            \(what) cannot be encoded: it was made from a mask that no MaskSpec describes (such as a \
            ValidatedMask, whose rule is a closure); make it from a MaskSpec to encode it
            """))
    }
    try spec.encode(to: encoder)
  }

  /// Reads a description and compiles it; a description that does not compile throws
  /// `DecodingError.dataCorrupted` with its reason and the underlying error.
  init(from decoder: any Decoder) throws {
    let spec = try MaskSpec(from: decoder)
    do {
      try self.init(compiling: spec)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: Self.message(of: error), underlyingError: error))
    }
  }
}
