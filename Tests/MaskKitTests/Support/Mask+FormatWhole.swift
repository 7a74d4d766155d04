import MaskKit

extension Mask {
  /// `format(_:autocomplete:)`, with its refusal apart: `text` read as a whole value given at once (the
  /// tests' shorthand; the library gives the refusal as `MaskResult.refusal`).
  func formatWhole(_ text: String, autocomplete: Bool = true) -> (result: MaskResult, refusal: MaskProblem?) {
    let result = format(text, autocomplete: autocomplete)
    return (result, result.refusal)
  }
}
