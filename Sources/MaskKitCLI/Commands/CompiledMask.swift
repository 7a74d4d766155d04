import ArgumentParser
import MaskKit
import MaskKitTerminal

/// What `check` concludes about a text.
enum CheckVerdict: Equatable {
  case complete
  case incomplete(String)
  case invalid(String)
}

/// A mask compiled by the dialect a command asked for, with what each command needs from it.
struct CompiledMask {
  let mask: any Mask
  /// Describes the mask for `explain`; built only when asked, so compiling for other commands (and
  /// `bench --op compile`) does not pay for it.
  let explain: () -> String
  let verdict: (String) -> CheckVerdict

  /// What `explain` prints.
  var explanation: String { explain() }

  /// Formats a whole text typed at once, with digits of every script read as ASCII digits, as the
  /// editing model types them (`٢٠٦` is `206`).
  func format(_ text: String) -> MaskResult {
    mask.format(
      text.utf8.allSatisfy { $0 < 0x80 } ? text : String(text.map { $0.normalizedASCIIDigit ?? $0 }))
  }
}

/// A mask that does not compile, remembered with its source so it can be shown with a caret.
struct MaskCompileFailure: Error {
  /// The mask (or affine format) that failed.
  let source: String
  let error: MaskSyntaxError

  /// The source as a terminal shows it on one line (controls made visible) and the line that puts a
  /// `^` under the error, indented by display columns so wide characters keep it in place.
  var display: (source: String, caret: String) {
    let columns = source.prefix(error.position).reduce(0) { $0 + $1.terminalSafe.terminalColumns }
    return (String(source.map(\.terminalSafe)), String(repeating: " ", count: columns) + "^")
  }
}

extension MaskOptions {
  /// Compiles `source` in the selected dialect.
  func compile(_ source: String) throws -> CompiledMask {
    if let compiled = try preset.compile() { return compiled }
    do {
      switch dialect {
      case .inputmask: return try compileInputMask(source)
      case .picture: return try compilePicture(source)
      case .blocks: return try compileBlocks(source)
      case .formatter: return try compileFormatter(source)
      }
    } catch let error as MaskSyntaxError {
      throw MaskCompileFailure(source: source, error: error)
    }
  }

  private func compilePicture(_ source: String) throws -> CompiledMask {
    let mask = try PictureMask(source)
    return CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      let result = mask.check(text, autofill: true)
      switch result.status {
      case .ok: return .complete
      case .okSoFar: return .incomplete(result.errorMessage ?? "more characters are needed")
      case .notOk: return .invalid(result.errorMessage ?? "the text does not fit the mask")
      }
    }
  }

  private func compileFormatter(_ source: String) throws -> CompiledMask {
    let mask = try FormatStringMask(source)
    return CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      let outcome = mask.outcome(of: text)
      if !outcome.isValid { return .invalid("a character does not fit its slot: \(outcome.text)") }
      if !outcome.overflow.isEmpty { return .invalid("too long: \(outcome.overflow) is left out") }
      return outcome.isFull ? .complete : .incomplete("more characters are needed: \(outcome.text)")
    }
  }

  private func compileBlocks(_ source: String) throws -> CompiledMask {
    let mask = try BlockMask(source, template: template)
    return CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      var field = BlockField(mask: mask)
      field.setText(text)
      if field.status == .complete { return .complete }
      if !text.isEmpty, field.status == .clear { return .invalid("no character fits the first slot") }
      return .incomplete("\(field.value.count) of \(mask.slotCount) slots are filled")
    }
  }

  private func compileInputMask(_ source: String) throws -> CompiledMask {
    let notations = try parsedNotations()
    let primary = try InputMask.cached(source, notations: notations, rightToLeft: rtl)
    guard let strategy = AffinityStrategy(rawValue: strategy) else {
      throw ValidationError("unknown strategy '\(strategy)'")
    }
    var affine: [InputMask] = []
    for format in affineFormats {
      do throws(MaskSyntaxError) {
        affine.append(try InputMask.cached(format, notations: notations, rightToLeft: rtl))
      } catch {
        throw MaskCompileFailure(source: format, error: error)
      }
    }
    let mask: any Mask =
      affine.isEmpty ? primary : AffineInputMask(primary: primary, affine: affine, strategy: strategy)
    return CompiledMask(mask: mask, explain: { primary.explanation }) { text in
      let output = primary.applyWithAffinity(CaretText(text, autocomplete: true))
      if output.rejectedCount > 0 {
        return .invalid("\(output.rejectedCount) character(s) do not fit the mask")
      }
      return output.result.isComplete
        ? .complete : .incomplete("still needs \(output.result.tailPlaceholder)")
    }
  }
}
