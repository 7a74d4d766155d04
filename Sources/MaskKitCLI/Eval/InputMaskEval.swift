import MaskKit

/// `eval` cases of the inputmask dialect: `apply` (optionally with affine formats) and `properties`.
enum InputMaskEval {
  static func evaluate(_ testCase: EvalCase) throws(EvalError) -> [String: JSONValue] {
    let op = try testCase.optionalString("op") ?? "apply"
    guard op == "apply" || op == "properties" else {
      throw .badCase("unknown op \"\(op)\" for the inputmask dialect")
    }
    let format = try testCase.string("format")
    let notations = try self.notations(testCase)
    let rightToLeft = try testCase.bool("rtl", default: false)
    let mask = try compile(format, notations: notations, rightToLeft: rightToLeft)
    guard op == "properties" else {
      return try apply(testCase, mask: mask, notations: notations, rightToLeft: rightToLeft)
    }
    return [
      "placeholder": .string(mask.placeholder),
      "acceptableTextLength": .int(mask.acceptableTextLength),
      "totalTextLength": .int(mask.totalTextLength),
      "acceptableValueLength": .int(mask.acceptableValueLength),
      "totalValueLength": .int(mask.totalValueLength),
    ]
  }

  private static func apply(
    _ testCase: EvalCase, mask: InputMask, notations: [Notation], rightToLeft: Bool
  ) throws(EvalError) -> [String: JSONValue] {
    let input = try caretText(testCase)
    guard let affineFormats = try testCase.optionalStrings("affine") else {
      let output = mask.applyWithAffinity(input)
      return fields(of: output)
    }
    // A bad strategy is reported after the formats compile, as `AffineInputMask`'s cases always did.
    var strategy: AffinityStrategy?
    if case .success(let name) = Result(catching: { () throws(EvalError) in
      try testCase.optionalString("strategy")
    }) {
      strategy = AffinityStrategy(rawValue: name ?? "whole")
    }
    // Each format is compiled, measured and let go in turn, keeping only the best so far: holding every
    // compiled format (as an `AffineInputMask` does) costs the sum of their sizes (1,000 formats of
    // 100,000 slots: 800 MB). The answer is `AffineInputMask.choose`'s: the highest affinity wins, the
    // primary wins ties, then the earlier format.
    var measured = AffinityInput(input)
    var affinities = [strategy?.affinity(of: mask, for: &measured) ?? 0]
    affinities.reserveCapacity(affineFormats.count + 1)
    var chosen = mask
    var chosenIndex = -1
    for (index, format) in affineFormats.enumerated() {
      let candidate: InputMask
      do {
        candidate = try InputMask.cached(format, notations: notations, rightToLeft: rightToLeft)
      } catch {
        var failure = EvalError(error)
        failure.message = "affine[\(index)]: " + failure.message
        throw failure
      }
      guard let strategy else { continue }  // every format is compiled first, as before
      let affinity = strategy.affinity(of: candidate, for: &measured)
      if affinity > affinities[chosenIndex + 1] {
        chosen = candidate
        chosenIndex = index
      }
      affinities.append(affinity)
    }
    guard strategy != nil else {
      throw .badCase("unknown strategy \"\(try testCase.optionalString("strategy") ?? "whole")\"")
    }
    var output = fields(of: chosen.applyWithAffinity(input))
    output["chosenFormat"] = .string(chosen.format)
    output["chosenIndex"] = .int(chosenIndex)
    output["affinities"] = .array(affinities.map(JSONValue.int))
    return output
  }

  private static func fields(of output: InputMaskResult) -> [String: JSONValue] {
    [
      "formattedText": .string(output.result.text),
      "formattedCaret": .int(output.result.caret),
      "extractedValue": .string(output.result.value),
      "affinity": .int(output.affinity),
      "complete": .bool(output.result.isComplete),
      "tailPlaceholder": .string(output.result.tailPlaceholder),
    ]
  }

  static func caretText(_ testCase: EvalCase) throws(EvalError) -> CaretText {
    let text = try testCase.string("text")
    let gravityName = try testCase.optionalString("gravity") ?? "forward"
    guard let gravity = CaretGravity(rawValue: gravityName) else {
      throw .badCase("unknown gravity \"\(gravityName)\"")
    }
    return CaretText(
      text, caret: try testCase.optionalInt("caret") ?? text.count, gravity: gravity,
      autocomplete: try testCase.bool("autocomplete", default: false),
      autoskip: try testCase.bool("autoskip", default: false))
  }

  static func compile(_ format: String, notations: [Notation], rightToLeft: Bool) throws(EvalError)
    -> InputMask
  {
    do {
      return try InputMask.cached(format, notations: notations, rightToLeft: rightToLeft)
    } catch {
      throw EvalError(error)
    }
  }

  static func notations(_ testCase: EvalCase) throws(EvalError) -> [Notation] {
    guard let entries = try testCase.optionalArray("notations") else { return [] }
    var notations: [Notation] = []
    for entry in entries {
      guard let fields = entry.objectValue else { throw .badCase("a notation must be an object") }
      let notation = EvalCase(fields)
      let symbol = try notation.string("char")
      guard symbol.count == 1, let character = symbol.first else {
        throw .badCase("a notation's \"char\" must be one character")
      }
      var classes: Set<Notation.CharacterClass> = []
      for name in try notation.optionalStrings("named") ?? [] {
        guard let characterClass = Notation.CharacterClass(rawValue: name) else {
          throw .badCase("unknown character class \"\(name)\"")
        }
        classes.insert(characterClass)
      }
      notations.append(
        Notation(
          character: character, characters: try notation.optionalString("set") ?? "", classes: classes,
          isOptional: try notation.bool("optional", default: false)))
    }
    return notations
  }
}

extension InputMaskEval {
  /// The inputmask dialect's cases: `apply` and `properties` (its own ops), a preset's `apply` and
  /// `properties`, and a session's mask with the case's notations, direction and affine formats.
  static let cases = DialectEval(
    evaluate: { (testCase: EvalCase) throws(EvalError) in try evaluate(testCase) }, readsOps: true,
    presetOps: [nil: .apply, "apply": .apply, "properties": .properties],
    sessionMask: { testCase, format in try sessionMask(testCase, format: format) })

  /// The mask of a session case; `format` (a `setFormat` step's) replaces the case's format and its
  /// affine formats.
  private static func sessionMask(_ testCase: EvalCase, format: String?) throws -> any Mask {
    let notations = try Self.notations(testCase)
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
  }
}
