import MaskKit

/// A picture mask as NBPictureMaskField uses it: enforced (text that does not fit is refused) or only
/// checked (any text is kept and ``status(of:)`` says whether it fits).
public struct PictureFieldMask: Mask, Hashable {
  /// The compiled picture.
  public let picture: PictureMask
  /// Whether input that makes the text `notOk` is refused (NBPictureMaskField's `enforceMask`).
  public let enforces: Bool

  /// Creates the mask from a compiled picture.
  public init(_ picture: PictureMask, enforces: Bool = true) {
    self.picture = picture
    self.enforces = enforces
  }

  /// Enforced: the picture's own formatting. Not enforced: text that fits (so far) gets the picture's
  /// case conversion and autofill; text that does not fit is kept as typed.
  public func apply(_ input: CaretText) -> MaskResult {
    guard !enforces else { return picture.apply(input) }
    let count = input.text.count
    let atEnd = input.caret >= count
    let checked = picture.check(
      input.text, autofill: atEnd && input.autocomplete && input.gravity == .forward)
    let text = checked.status == .notOk ? input.text : checked.output
    let caret = atEnd ? text.count : min(max(0, input.caret), text.count)
    return MaskResult(
      text: text, caret: caret, value: text, isComplete: checked.status == .ok, tailPlaceholder: "")
  }

  /// How `text` fits the picture: `ok`, `okSoFar` or `notOk`.
  public func status(of text: String) -> PictureStatus { picture.check(text).status }

  /// The picture with its escapes removed.
  public var placeholder: String { picture.placeholder }
}
