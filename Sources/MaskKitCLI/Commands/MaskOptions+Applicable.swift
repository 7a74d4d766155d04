import ArgumentParser
import MaskKit

extension MaskOptions {
  /// The inputmask options given on the command line, by their names.
  private var inputMaskOptionsGiven: [String] {
    [
      ("--notation", !notations.isEmpty), ("--rtl", rtl), ("--affine", !affineFormats.isEmpty),
      ("--strategy", strategy != nil),
    ].filter(\.1).map(\.0)
  }

  /// Throws a usage error naming the first option that does not apply to the mask the others select:
  /// a dialect option beside `--preset` or `--spec` (which give the whole mask), an inputmask option
  /// with another dialect, `--template` outside blocks, `--strategy` without `--affine`.
  func checkApplicableOptions() throws {
    let dialectOptions =
      (dialect == nil ? [] : ["--dialect"]) + inputMaskOptionsGiven + (template == nil ? [] : ["--template"])
    if preset.preset != nil, spec != nil {
      throw ValidationError("--preset and --spec cannot be used together: each gives the whole mask")
    }
    if let given = dialectOptions.first, masksByOption {
      let source = preset.preset != nil ? "--preset" : "--spec"
      throw ValidationError("\(given) does not apply with \(source), which gives the whole mask")
    }
    if let given = inputMaskOptionsGiven.first, maskDialect != .inputmask {
      throw ValidationError("\(given) applies only to the inputmask dialect, not \(maskDialect.rawValue)")
    }
    if template != nil, maskDialect != .blocks {
      throw ValidationError("--template applies only to the blocks dialect, not \(maskDialect.rawValue)")
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
