// input-mask-ios's spelling of its `Mask` class on ``InputMask``, so that its README's "String formatting
// without views" and custom-notation examples compile with `Mask` renamed to `InputMask`.

extension InputMask {
  /// input-mask-ios's result type: ``InputMaskResult``, with input-mask-ios's property names beside
  /// MaskKit's (`formattedText`, `extractedValue`, `complete`, `affinity`, `tailPlaceholder`).
  public typealias Result = InputMaskResult

  /// input-mask-ios's `Mask(format:customNotations:)`: compiles `format` with custom notations (the same as
  /// ``init(_:notations:rightToLeft:)``).
  public init(format: String, customNotations: [Notation] = []) throws(MaskSyntaxError) {
    try self.init(format, notations: customNotations)
  }

  /// input-mask-ios's `Mask.getOrCreate(withFormat:customNotations:)`: the mask from the process-wide cache
  /// (the same as ``cached(_:notations:rightToLeft:)``).
  public static func getOrCreate(
    withFormat format: String, customNotations: [Notation] = []
  ) throws(MaskSyntaxError) -> InputMask {
    try cached(format, notations: customNotations)
  }

  /// input-mask-ios's `apply(toText:autocomplete:)`: formats `text` with the caret leaning forward, appending
  /// the literals after the last typed character when `autocomplete` is true.
  public func apply(toText text: CaretText, autocomplete: Bool = false) -> Result {
    var input = text
    input.gravity = .forward
    input.autocomplete = autocomplete
    return applyWithAffinity(input)
  }

  /// `[…]`, which takes any text: what input-mask-ios's listeners use while a format is empty or
  /// malformed (a constant format, which compiles).
  package static let anyText: InputMask = {
    do { return try InputMask("[…]") } catch { preconditionFailure("[…] does not compile: \(error)") }
  }()
}
