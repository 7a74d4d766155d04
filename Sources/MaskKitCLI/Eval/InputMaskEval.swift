import MaskKit

/// `eval` cases of the inputmask dialect.
enum InputMaskEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    throw .badCase("the inputmask dialect is not supported yet")
  }
}
