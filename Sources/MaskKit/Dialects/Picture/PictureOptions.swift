/// Settings that change how a picture mask treats characters.
public struct PictureOptions: Sendable, Hashable {
  /// Whether a digit of another script (`٣`, `３`) is written as its ASCII digit (`3`) by `#`.
  public var normalizesDigits: Bool

  /// Creates options; digits are normalized to ASCII by default.
  public init(normalizesDigits: Bool = true) {
    self.normalizesDigits = normalizesDigits
  }
}
