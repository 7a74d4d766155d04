import ArgumentParser
import MaskKit

extension MaskOptions {
  /// Whether an option (`--preset` or `--spec`) gives the mask, so the MASK argument is left out.
  var masksByOption: Bool { preset.preset != nil || spec != nil }

  /// The mask of the `--spec` file, or nil without one. A description that cannot be read, or a mask
  /// or preset option it describes that does not compile, is reported with the file name (exit 2).
  func compileSpec() throws -> CompiledMask? {
    guard let path = spec else { return nil }
    let description: MaskSpec
    do {
      description = try MaskSpec(json: readTextFile(path))
    } catch let error as MaskSpecError {
      StandardOutput.error("maskkit: \(path): \(error)")
      throw ExitCode(2)
    } catch let error as TextFileError {
      StandardOutput.error("maskkit: \(error.message)")
      throw ExitCode(2)
    }
    let mask: any Mask
    do {
      mask = try description.makeMask()
    } catch let error as MaskSyntaxError {
      throw MaskCompileFailure(source: description.format, error: error)
    } catch {
      StandardOutput.error("maskkit: \(path): \(error)")
      throw ExitCode(2)
    }
    return CompiledMask(mask)
  }

  /// The MASK argument, which only `--preset` or `--spec` makes optional.
  func maskArgument(_ mask: String?) throws -> String {
    guard let mask = mask ?? (masksByOption ? "" : nil) else {
      throw ValidationError("Missing expected argument '<mask>'")
    }
    return mask
  }

  /// The texts to work on: with `--preset` or `--spec` every positional argument, else those after MASK.
  func texts(_ mask: String?, _ texts: [String]) -> [String] {
    masksByOption ? (mask.map { [$0] } ?? []) + texts : texts
  }

  /// The text `check` works on: with `--preset` or `--spec` the first positional argument; nil when
  /// there is none, so `check` reads standard input.
  func textToCheck(_ mask: String?, _ text: String?) -> String? {
    masksByOption ? mask : text
  }
}
