import MaskKit

/// What `eval` answers for a dialect whose original library defines cases of its own (the eval
/// protocol, `../shared/specs/eval-protocol.md`), found by the dialect's name. A dialect without an
/// entry here answers the ops every mask answers (``MaskEvalOp``) over the mask its kind builds from
/// the case, so a new dialect needs none.
struct DialectEval: Sendable {
  /// Answers a case without a preset or a session, as the original library's cases are answered.
  var evaluate: @Sendable (EvalCase) throws(EvalError) -> [String: JSONValue]
  /// Whether ``evaluate`` reads the case's `op` itself; otherwise any op but `session` is refused.
  var readsOps = false
  /// The op a preset case answers, by the op it names (nil when it names none).
  var presetOps: [String?: MaskEvalOp] = [:]
  /// Why a preset case naming no op is refused, when the dialect has no answer for it.
  var presetRefusal: String?
  /// Compiles a session's mask from the case, or from a `setFormat` step's format when one is given;
  /// nil to build it through the dialect's kind.
  var sessionMask: (@Sendable (EvalCase, String?) throws -> any Mask)?
  /// Plays a session of a case without a preset (its steps, and whether it asks for a display), when
  /// the dialect plays its own.
  var session: (@Sendable (EvalCase, [JSONValue], Bool) throws(EvalError) -> SessionRun)?

  /// The original library's cases of `dialect`, or nil when it answers only ``MaskEvalOp``'s.
  static func of(_ dialect: MaskSpec.Dialect) -> DialectEval? { byName[dialect.rawValue] }

  /// The dialects of the original libraries, by name.
  private static let byName: [String: DialectEval] = [
    MaskSpec.Dialect.inputmask.rawValue: InputMaskEval.cases,
    MaskSpec.Dialect.picture.rawValue: PictureEval.cases,
    MaskSpec.Dialect.formatter.rawValue: FormatterEval.cases,
    MaskSpec.Dialect.blocks.rawValue: BlocksEval.cases,
  ]
}
