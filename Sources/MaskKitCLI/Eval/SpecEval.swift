import MaskKit

/// `eval` cases that describe their mask with `"spec": {…}`, a mask description as `MaskSpec` reads it.
enum SpecEval {
  /// The case with its spec's fields in place of `"spec"`: the mask as `"format"` or `"mask"`, as its
  /// dialect's cases name it, and the spec's dialect (inputmask when it names none) unless the case
  /// names one. A spec `MaskSpec` refuses is an error of its kind, without a position (the spec was
  /// parsed as part of the line, so an offset into it would point nowhere useful).
  static func expand(_ testCase: EvalCase) throws(EvalError) -> EvalCase {
    guard let value = testCase.fields["spec"] else { return testCase }
    guard let members = value.objectValue else { throw .badCase("field \"spec\" must be an object") }
    let spec: MaskSpec
    do {
      spec = try MaskSpec(json: testCase.writtenText["spec"] ?? value.serialized)
    } catch {
      throw EvalError(kind: error.kind.rawValue, message: "spec: " + error.message, position: nil)
    }
    var fields = testCase.fields
    fields["spec"] = nil
    let caseDialect = fields["dialect"]?.stringValue.flatMap(MaskSpec.Dialect.init(name:))
    let dialect = members["dialect"] == nil ? caseDialect ?? spec.dialect : spec.dialect
    if spec.preset == nil, fields["dialect"] == nil { fields["dialect"] = .string(dialect.rawValue) }
    for (key, member) in members {
      var name = key
      var value = member
      if spec.preset == nil, key == "format" || key == "mask" {
        name = dialect.formatKey
      }
      if key == "dialect" {
        // Named in any case; the same dialect named in the case is no conflict.
        value = .string(spec.dialect.rawValue)
        if caseDialect == spec.dialect { fields[name] = value }
      }
      if let existing = fields[name], existing != value {
        throw .badCase("field \"\(name)\" is given both in the case and in its spec")
      }
      fields[name] = value
    }
    // A preset option the spec gives as a number is read as the spec writes it (`1e2`, `-0`).
    var written = testCase.writtenText
    for (key, value) in spec.preset?.values ?? [:] {
      if case .number? = members[key], case .text(let text) = value { written[key] = text }
    }
    return EvalCase(fields, writtenText: written)
  }
}
