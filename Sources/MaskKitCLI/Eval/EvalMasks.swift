import MaskKit

/// Compiles the mask a case describes, in any dialect, for ops that work on every dialect.
enum EvalMasks {
  /// The mask of `testCase`; `format` replaces the case's own format or mask when given. A dialect with
  /// cases of its own compiles it its way (``DialectEval/sessionMask``); any other reads the case's
  /// members its kind declares, as a mask description, and builds the mask through the kind.
  static func compile(_ testCase: EvalCase, dialect: MaskSpec.Dialect, format: String? = nil)
    throws(EvalError)
    -> any Mask
  {
    if format == nil, let preset = try PresetEval.mask(testCase) { return preset }
    guard let sessionMask = DialectEval.of(dialect)?.sessionMask else {
      return try described(testCase, dialect: dialect, format: format)
    }
    do {
      return try sessionMask(testCase, format)
    } catch let error as MaskSyntaxError {
      throw EvalError(error)
    } catch let error as EvalError {
      throw error
    } catch {
      throw EvalError.badCase("\(error)")
    }
  }

  /// The mask of the description the case's members of `dialect` make, built by the dialect's kind
  /// (with the shared compiled masks where it keeps them); `format` replaces the case's own.
  static func described(_ testCase: EvalCase, dialect: MaskSpec.Dialect, format: String? = nil)
    throws(EvalError) -> any Mask
  {
    var members: [String: JSONValue] = ["dialect": .string(dialect.rawValue)]
    for key in dialect.specKeys { members[key] = testCase.fields[key] }
    if let format {
      members["format"] = nil
      members["mask"] = nil
      members[dialect.formatKey] = .string(format)
    }
    let spec: MaskSpec
    do {
      spec = try MaskSpec(json: JSONValue.object(members).serialized)
    } catch {
      throw .badCase(error.message)
    }
    do {
      return try spec.makeDialectMask(cached: true)
    } catch {
      throw EvalError(error.error)
    }
  }
}
