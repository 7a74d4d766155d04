import MaskKit

/// `eval` cases of the formatter dialect.
enum FormatterEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    throw .badCase("the formatter dialect is not supported yet")
  }
}
