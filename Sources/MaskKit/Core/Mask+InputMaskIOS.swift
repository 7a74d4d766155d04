// input-mask-ios's `Mask` was a class; MaskKit's `Mask` is the protocol every dialect conforms to and
// input-mask-ios's class is ``InputMask``. A protocol has no initializer to rename, so `Mask(format:)`
// has no fix-it; `Mask.Result` keeps compiling, with a warning naming MaskKit's spelling.

extension Mask where Self == InputMask {
  /// input-mask-ios's `Mask.Result`: ``InputMask/Result`` (``InputMaskResult``).
  @available(*, deprecated, message: "input-mask-ios's Mask.Result is InputMask.Result in MaskKit")
  public typealias Result = InputMaskResult
}
