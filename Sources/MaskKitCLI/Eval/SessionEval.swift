import MaskKit

/// `eval` cases with `"op": "session"`: scripted edits through the editing model.
enum SessionEval {
  static func evaluate(_ testCase: EvalCase, dialect: String) throws(EvalError) -> [String: JSONValue] {
    throw .badCase("the session op is not supported yet")
  }
}
