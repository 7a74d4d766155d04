import MaskKit

/// `eval` cases of the formatter dialect: apply `format` to `text`, then remove it again.
///
/// The character classes are the original's (ASCII) unless the case says `"unicode": true`; a
/// malformed format is compiled the original's way and its problem reported in `formatError`.
enum FormatterEval {
  private struct Key: Hashable, Sendable {
    let format: String
    let unicode: Bool
  }

  /// Compiled formats, shared by all cases; at most 512 and 256 KB of formats.
  private static let cache = MaskCache<Key, FormatStringMask>(weightLimit: 1 << 18) { $0.format.utf8.count }

  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let format = try testCase.string("format")
    let text = try testCase.string("text")
    let unicode = try testCase.bool("unicode", default: false)
    let mask = cache.value(for: Key(format: format, unicode: unicode)) {
      FormatStringMask(partial: format, classes: unicode ? .unicode : .ascii)
    }
    let outcome = mask.outcome(of: text)
    return [
      "formatted": .string(outcome.text),
      "valid": .bool(outcome.isValid),
      "unformatted": .string(mask.removeFormat(outcome.text)),
      "removeOnInput": .string(mask.removeFormat(text)),
      "complete": .bool(outcome.isComplete),
      "overflow": .string(outcome.overflow),
      "formatError": .optional(mask.syntaxError?.message),
    ]
  }
}

extension FormatterEval {
  /// The formatter dialect's cases: a format of its own, a preset's format, a session's mask from
  /// `format`.
  static let cases = DialectEval(
    evaluate: { (testCase: EvalCase) throws(EvalError) in try evaluate(testCase) },
    presetOps: [nil: .format],
    sessionMask: { testCase, format in try FormatStringMask(try format ?? testCase.string("format")) })
}
