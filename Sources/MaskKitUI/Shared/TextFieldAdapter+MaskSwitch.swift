import MaskKit

extension TextFieldAdapter {
  /// Whether `mask` is the mask in use: equal values when the masks are `Equatable`, else the same type
  /// with the same placeholder.
  public func uses(_ mask: any Mask) -> Bool {
    if let current = model.mask as? any Equatable { return Self.isEqual(current, mask) }
    return type(of: model.mask) == type(of: mask) && model.mask.placeholder == mask.placeholder
  }

  /// Switches to `mask` unless it is the mask in use (``uses(_:)``); nil when nothing changed.
  public mutating func switchMask(to mask: any Mask) -> TextFieldUpdate? {
    uses(mask) ? nil : setMask(mask)
  }

  /// input-mask-ios's formats of the mask in use; nil for masks of other dialects.
  public var maskFormats: MaskFormats? { MaskFormats(model.mask) }

  /// Compiles `formats` and switches to the mask they describe, keeping the value (as ``setMask(_:)``).
  ///
  /// A malformed format throws and leaves the adapter unchanged.
  public mutating func setFormats(_ formats: MaskFormats) throws(MaskSyntaxError) -> TextFieldUpdate {
    setMask(try formats.compile())
  }

  private static func isEqual<Current: Equatable>(_ current: Current, _ other: any Mask) -> Bool {
    (other as? Current) == current
  }
}
