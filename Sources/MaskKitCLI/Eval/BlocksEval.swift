import MaskKit

/// `eval` cases of the blocks dialect.
enum BlocksEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    throw .badCase("the blocks dialect is not supported yet")
  }
}
