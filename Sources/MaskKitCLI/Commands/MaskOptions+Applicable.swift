import ArgumentParser
import MaskKit

extension MaskOptions {
  /// The dialect options given on the command line: each option's name and the description member it
  /// sets, which a dialect's kind declares (``MaskSpec/Dialect/specKeys``).
  private var dialectOptionsGiven: [(option: String, key: String)] {
    [
      ("--notation", "notations", !notations.isEmpty), ("--rtl", "rtl", rtl),
      ("--affine", "affine", !affineFormats.isEmpty), ("--strategy", "strategy", strategy != nil),
      ("--template", "template", template != nil),
    ].filter(\.2).map { ($0.0, $0.1) }
  }

  /// Throws a usage error naming the first option that does not apply to the mask the others select:
  /// a dialect option beside `--preset` or `--spec` (which give the whole mask), an inputmask option
  /// with another dialect, `--template` outside blocks, `--strategy` without `--affine`.
  func checkApplicableOptions() throws {
    let dialectOptions = (dialect == nil ? [] : ["--dialect"]) + dialectOptionsGiven.map(\.option)
    if preset.preset != nil, spec != nil {
      throw ValidationError("--preset and --spec cannot be used together: each gives the whole mask")
    }
    if let given = dialectOptions.first, masksByOption {
      let source = preset.preset != nil ? "--preset" : "--spec"
      throw ValidationError("\(given) does not apply with \(source), which gives the whole mask")
    }
    if let given = dialectOptionsGiven.first(where: { !maskDialect.specKeys.contains($0.key) }) {
      let owner = MaskSpec.Dialect.allCases.first { $0.specKeys.contains(given.key) }
      throw ValidationError(
        "\(given.option) applies only to the \(owner?.rawValue ?? "") dialect, not \(maskDialect.rawValue)")
    }
    if strategy != nil, affineFormats.isEmpty {
      throw ValidationError("--strategy chooses among --affine formats; give at least one --affine")
    }
  }

  /// Checks that MASK is given (unless an option gives the mask) and that `--template` fits it; a
  /// malformed mask is left to the command, which shows where it fails.
  func validate(mask: String?) throws {
    let source = try maskArgument(mask)
    guard let template, maskDialect == .blocks, let blocks = try? BlockMask(source) else { return }
    do {
      try blocks.validateTemplate(template)
    } catch {
      throw ValidationError("--template \(Self.reason(error))")
    }
  }

  /// Why a template does not fit, completing "--template …".
  static func reason(_ error: TemplateError) -> String {
    switch error {
    case .empty:
      "is empty; give one character or one per mask character"
    case .lengthMismatch(let expected, let actual):
      "has \(actual) characters but must have 1 or \(expected) (the mask without brackets)"
    case .joiningCharacter(let position):
      "character at \(position) cannot stand alone (it would join its neighbours)"
    }
  }
}
