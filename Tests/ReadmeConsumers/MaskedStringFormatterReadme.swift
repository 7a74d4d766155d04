// swift-format-ignore-file
// ADMaskedStringFormatter's README (../shared/seeds) as an app migrating to MaskKit writes it: every code
// element as the README writes it, with the import and the class name changed (`ADMaskedStringFormatter`
// → `MaskedStringFormatter`). .ci/run type-checks it against the iOS and macOS SDKs
// (`apple-typecheck.sh --consumer`); the stand-in tests run the README's example
// (Tests/MaskKitUIStandInCheck/MaskedStringFormatterReadmeStandInTests.swift).

import MaskKit
import MaskKitUI

/// The README's example, as written.
func maskedStringFormatterReadmeExample() -> (String, Bool, String) {
  // Configure formatter
  let formatter = MaskedStringFormatter()
  formatter.formatString = "(###) ###-####"

  // Convert output
  let output = formatter.applyFormat(to: "8085551212")
  let valid = formatter.validForLastInput

  // Strip format
  let result = formatter.removeFormat(from: output)
  return (output, valid, result)
}

/// The README's declarations, with their types.
func maskedStringFormatterReadmeDeclarations() {
  // public class ADMaskedStringFormatter / public init()
  let formatter: MaskedStringFormatter = MaskedStringFormatter.init()
  // public var formatString: String = ""
  let format: String = formatter.formatString
  formatter.formatString = format.isEmpty ? "\\#\\0##" : format
  // public var validForLastInput: Bool = true
  let valid: Bool = formatter.validForLastInput
  formatter.validForLastInput = valid
  // public func applyFormat(to text: String) -> String
  let apply: (String) -> String = formatter.applyFormat(to:)
  // public func removeFormat(from text: String) -> String
  let remove: (String) -> String = formatter.removeFormat(from:)
  print(remove(apply("80")))
}
