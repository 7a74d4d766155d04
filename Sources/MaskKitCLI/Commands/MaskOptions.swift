import ArgumentParser
import MaskKit

/// `--dialect NAME`: a dialect of the registry of kinds named in any case, as a mask description names it.
extension MaskSpec.Dialect: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }

  /// The dialects as help lists them: "inputmask (the default), picture, formatter or blocks".
  static var helpList: String {
    let names = allCases.map { $0 == .inputmask ? "\($0.rawValue) (the default)" : $0.rawValue }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}

extension AffinityStrategy: ExpressibleByArgument {}

/// Options that select and configure a mask, shared by format, extract, check and explain.
struct MaskOptions: ParsableArguments {
  @Option(help: "Mask dialect: \(MaskSpec.Dialect.helpList).")
  var dialect: MaskSpec.Dialect?

  @Option(
    name: .customLong("notation"),
    help: ArgumentHelp(
      "Custom inputmask symbol, repeatable: 'c=$€£' (mandatory) or 's?=+-' (optional).",
      discussion: "Use {letters}, {digits} or {alphanumerics} in the set to add a Unicode class."))
  var notations: [String] = []

  @Flag(help: "Apply an inputmask from right to left (numbers, amounts).")
  var rtl = false

  @Option(name: .customLong("affine"), help: "Alternative inputmask format, repeatable.")
  var affineFormats: [String] = []

  @Option(help: "How affine formats are chosen (default: whole).")
  var strategy: AffinityStrategy?

  @Option(help: "Template for blocks masks: one character or one per mask character (default: *).")
  var template: String?

  @Option(help: "Read the mask from a JSON mask description in FILE (the MaskSpec format).")
  var spec: String?

  @OptionGroup(title: "Presets") var preset: PresetOptions

  func validate() throws {
    _ = try parsedNotations()
    try checkApplicableOptions()
    try preset.checkApplicableOptions()
    _ = try preset.compile()
  }

  /// The dialect MASK is read in.
  var maskDialect: MaskSpec.Dialect { dialect ?? .inputmask }

  /// The parsed custom notations.
  func parsedNotations() throws -> [Notation] {
    try notations.map(Self.notation(from:))
  }

  static func notation(from spec: String) throws -> Notation {
    guard let equals = spec.firstIndex(of: "="), spec.startIndex != equals else {
      throw ValidationError("notation '\(spec)' must look like 'c=abc' or 'c?=abc'")
    }
    var head = spec[..<equals]
    let isOptional = head.hasSuffix("?") && head.count == 2
    if isOptional { head = head.dropLast() }
    guard head.count == 1, let symbol = head.first else {
      throw ValidationError("notation '\(spec)' must name exactly one symbol before '='")
    }
    var characters = String(spec[spec.index(after: equals)...])
    var classes: Set<Notation.CharacterClass> = []
    for characterClass in Notation.CharacterClass.allCases {
      let token = "{\(characterClass.rawValue)}"
      if characters.contains(token) {
        classes.insert(characterClass)
        characters = characters.split(separator: token, omittingEmptySubsequences: false).joined()
      }
    }
    return Notation(character: symbol, characters: characters, classes: classes, isOptional: isOptional)
  }
}
