import MaskKit

/// `eval` cases of the picture dialect: `check` of `text` (after an optional edit) against `mask`.
enum PictureEval {
  /// Compiled masks, shared by all cases (at most 512 and 256 KB of masks); invalid masks are kept with
  /// their error.
  private static let cache = MaskCache<String, PictureMask>(weightLimit: 1 << 18) { $0.utf8.count }

  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let source = try testCase.string("mask")
    let text = try testCase.string("text")
    let autofill = try testCase.bool("autofill", default: false)
    let mask = cache.value(for: source) { PictureMask(partial: source) }
    let result: PictureCheckResult
    if let range = try testCase.optionalArray("range") {
      guard range.count == 2, let location = range[0].intValue, let length = range[1].intValue else {
        throw .badCase("field \"range\" must be [location, length]")
      }
      let replacement = try testCase.optionalString("replacement") ?? ""
      let lower = max(0, location)
      let upper = lower + min(max(0, length), Int.max / 2)
      result = mask.check(text, replacing: lower..<max(lower, upper), with: replacement, autofill: autofill)
    } else {
      result = mask.check(text, autofill: autofill)
    }
    return [
      "status": .string(result.status.rawValue),
      "output": .string(result.output),
      "errMsg": .optional(result.errorMessage),
      "reasonCode": .optional(result.problem?.code),
      "autoFillOffset": .int(result.autoFillOffset),
      "maskError": .optional(mask.syntaxError?.message),
      "maskErrorIndex": .optional(mask.syntaxError?.position),
    ]
  }
}

extension PictureEval {
  /// The picture dialect's cases: a check of its own, a preset's check, a session's mask from `mask`.
  static let cases = DialectEval(
    evaluate: { (testCase: EvalCase) throws(EvalError) in try evaluate(testCase) },
    presetOps: [nil: .check],
    sessionMask: { testCase, format in try PictureMask(try format ?? testCase.string("mask")) })
}
