import MaskKit

/// Compiles the mask a case describes, in any dialect, for ops that work on every dialect.
enum EvalMasks {
  /// The mask of `testCase`; `format` replaces the case's own format or mask when given.
  static func compile(_ testCase: EvalCase, dialect: MaskSpec.Dialect, format: String? = nil)
    throws(EvalError)
    -> any Mask
  {
    if format == nil, let preset = try PresetEval.mask(testCase) { return preset }
    do {
      switch dialect {
      case .inputmask:
        let notations = try InputMaskEval.notations(testCase)
        let rightToLeft = try testCase.bool("rtl", default: false)
        let primary = try InputMask.cached(
          try format ?? testCase.string("format"), notations: notations, rightToLeft: rightToLeft)
        guard format == nil, let affineFormats = try testCase.optionalStrings("affine") else {
          return primary
        }
        var affine: [InputMask] = []
        for affineFormat in affineFormats {
          affine.append(try InputMask.cached(affineFormat, notations: notations, rightToLeft: rightToLeft))
        }
        let strategyName = try testCase.optionalString("strategy") ?? "whole"
        guard let strategy = AffinityStrategy(rawValue: strategyName) else {
          throw EvalError.badCase("unknown strategy \"\(strategyName)\"")
        }
        return AffineInputMask(primary: primary, affine: affine, strategy: strategy)
      case .picture:
        return try PictureMask(try format ?? testCase.string("mask"))
      case .formatter:
        return try FormatStringMask(try format ?? testCase.string("format"))
      case .blocks:
        throw EvalError.badCase("unknown dialect \"\(dialect.rawValue)\"")
      }
    } catch let error as MaskSyntaxError {
      throw EvalError(error)
    } catch let error as EvalError {
      throw error
    } catch {
      throw EvalError.badCase("\(error)")
    }
  }
}
