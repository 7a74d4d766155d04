import MaskKit

/// NBPictureMaskField's settings compiled for a text field: the picture, autofill and enforcement, the
/// mask they make and why the picture is malformed (shared by the UIKit and AppKit picture fields).
public struct PictureFieldSettings: Sendable {
  /// The picture, such as `(###) ###-####`; an empty picture accepts any text.
  public var picture: String = "" {
    didSet { compile() }
  }
  /// Whether input that does not fit is refused (else it is kept, with the status `notOk`).
  public var enforces = true {
    didSet { compile() }
  }
  /// Whether the literals that follow the typed text are filled in.
  public var autofill = false
  /// The mask to install: a ``PictureFieldMask``, or ``PlainTextMask`` for an empty picture.
  public private(set) var mask: any Mask = PlainTextMask()
  /// Why the picture is malformed, or nil (the valid part of a malformed picture is used).
  public private(set) var errorMessage: String?
  private var compiled: PictureMask?

  /// Creates the settings of a field without a picture.
  public init() {}

  /// Checks `text` against the picture (with autofill when it is on); an empty picture accepts any text.
  public func check(_ text: String) -> PictureCheckResult {
    guard let compiled else {
      return PictureCheckResult(status: .ok, output: text, errorMessage: nil, autoFillOffset: 0)
    }
    return compiled.check(text, autofill: autofill)
  }

  /// The compiled picture laid out as NBPictureMaskField's `maskTreeToString` (see
  /// `PictureMask.treeDescription`); an empty picture has no nodes.
  public var treeDescription: String {
    (compiled ?? PictureMask(partial: "")).treeDescription
  }

  private mutating func compile() {
    guard !picture.isEmpty else {
      compiled = nil
      errorMessage = nil
      mask = PlainTextMask()
      return
    }
    let picture = PictureMask(partial: picture)
    compiled = picture
    errorMessage = picture.syntaxError?.description
    mask = PictureFieldMask(picture, enforces: enforces)
  }
}
