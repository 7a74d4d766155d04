import MaskKit

/// `eval` cases of the picture dialect.
enum PictureEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    throw .badCase("the picture dialect is not supported yet")
  }
}
