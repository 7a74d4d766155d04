import ArgumentParser
import MaskKit
import MaskKitTerminal

/// What `check` concludes about a text.
enum CheckVerdict: Equatable {
  case complete
  case incomplete(String)
  case invalid(String)

  /// The verdict with its reason starting with `name: ` (`expiry: month 13 does not exist`).
  func named(_ name: String) -> CheckVerdict {
    switch self {
    case .complete: .complete
    case .incomplete(let reason): .incomplete("\(name): \(reason)")
    case .invalid(let reason): .invalid("\(name): \(reason)")
    }
  }

  /// The line `check` prints: `complete`, `incomplete: REASON` or `invalid: REASON`.
  var line: String {
    switch self {
    case .complete: "complete"
    case .incomplete(let reason): "incomplete: \(reason)"
    case .invalid(let reason): "invalid: \(reason)"
    }
  }
}

/// A mask compiled by the dialect a command asked for, with what each command needs from it.
struct CompiledMask {
  let mask: any Mask
  /// Describes the mask for `explain`; built only when asked, so compiling for other commands (and
  /// `bench --op compile`) does not pay for it.
  let explain: () -> String
  let verdict: (String) -> CheckVerdict
  /// A preset's findings about a text (country, brand, e164, …) for `--json`; empty for other masks.
  var facts: (String) -> [String: JSONValue] = { _ in [:] }

  /// What `explain` prints.
  var explanation: String { explain() }

  /// Formats a whole text given at once, with digits of every script read as ASCII digits, as the
  /// editing model types them (`٢٠٦` is `206`), and in a layout the mask recognises (`2024-02-29` in a
  /// date) as a paste of it reads; a refused layout gives the empty field.
  func format(_ text: String) -> MaskResult {
    mask.formatWhole(text.utf8.allSatisfy { $0 < 0x80 } ? text : text.withASCIIDigits).result
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

extension CompiledMask {
  /// Wraps a mask of any dialect or preset, such as one a mask description built.
  init(_ mask: any Mask) {
    switch mask {
    case let mask as InputMask: self = .inputMask(mask, primary: mask)
    case let mask as AffineInputMask: self = .inputMask(mask, primary: mask.primary)
    case let mask as PictureMask: self = .picture(mask)
    case let mask as FormatStringMask: self = .formatter(mask)
    case let mask as BlockMask: self = .blocks(mask)
    default:
      if let preset = PresetMask(mask) {
        self = .preset(preset)
      } else {
        self.init(mask: mask, explain: { "placeholder: \(mask.placeholder)" }) { text in
          let result = mask.format(text, autocomplete: true)
          return result.isComplete
            ? .complete : .incomplete("still needs \(result.tailPlaceholder.drop(while: \.isWhitespace))")
        }
      }
    }
  }

  /// A preset, judged and described by its own findings.
  static func preset(_ preset: PresetMask) -> CompiledMask {
    let inspect = { (text: String) in preset.inspect(CaretText(text, autocomplete: true)) }
    var compiled = CompiledMask(mask: preset.mask, explain: { preset.explanation }) { inspect($0).verdict }
    compiled.facts = { inspect($0).facts }
    return compiled
  }

  static func picture(_ mask: PictureMask) -> CompiledMask {
    CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      let result = mask.check(text, autofill: true)
      switch result.status {
      case .ok: return .complete
      case .okSoFar: return .incomplete(result.errorMessage ?? "more characters are needed")
      case .notOk: return .invalid(result.errorMessage ?? "the text does not fit the mask")
      }
    }
  }

  static func formatter(_ mask: FormatStringMask) -> CompiledMask {
    CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      let outcome = mask.outcome(of: text)
      if !outcome.isValid { return .invalid("a character does not fit its slot: \(outcome.text)") }
      if !outcome.overflow.isEmpty { return .invalid("too long: \(outcome.overflow) is left out") }
      return outcome.isFull ? .complete : .incomplete("more characters are needed: \(outcome.text)")
    }
  }

  static func blocks(_ mask: BlockMask) -> CompiledMask {
    CompiledMask(mask: mask, explain: { mask.explanation }) { text in
      var field = BlockField(mask: mask)
      field.setText(text)
      if field.status == .complete { return .complete }
      if !text.isEmpty, field.status == .clear { return .invalid("no character fits the first slot") }
      return .incomplete("\(field.value.count) of \(mask.slotCount) slots are filled")
    }
  }

  /// An inputmask (`mask` is `primary` or an affine set around it); `check` judges by the primary.
  static func inputMask(_ mask: any Mask, primary: InputMask) -> CompiledMask {
    CompiledMask(mask: mask, explain: { primary.explanation }) { text in
      let output = primary.applyWithAffinity(CaretText(text, autocomplete: true))
      if output.rejectedCount > 0 {
        return .invalid("\(output.rejectedCount) character(s) do not fit the mask")
      }
      return output.result.isComplete
        ? .complete : .incomplete("still needs \(output.result.tailPlaceholder.drop(while: \.isWhitespace))")
    }
  }
}

extension MaskOptions {
  /// Compiles `source` in the selected dialect, or the preset or mask description the options name.
  func compile(_ source: String) throws -> CompiledMask {
    if let compiled = try preset.compile() { return compiled }
    if let compiled = try compileSpec() { return compiled }
    do {
      switch maskDialect {
      case .inputmask: return try compileInputMask(source)
      case .picture: return .picture(try PictureMask(source))
      case .blocks:
        let mask = try BlockMask(source, template: template)
        if template != nil, let diagnostic = mask.templateDiagnostic {
          throw ValidationError("--template \(Self.reason(diagnostic))")
        }
        return .blocks(mask)
      case .formatter: return .formatter(try FormatStringMask(source))
      }
    } catch let error as MaskSyntaxError {
      throw MaskCompileFailure(source: source, error: error)
    }
  }

  private func compileInputMask(_ source: String) throws -> CompiledMask {
    let notations = try parsedNotations()
    let primary = try InputMask.cached(source, notations: notations, rightToLeft: rtl)
    var affine: [InputMask] = []
    for format in affineFormats {
      do throws(MaskSyntaxError) {
        affine.append(try InputMask.cached(format, notations: notations, rightToLeft: rtl))
      } catch {
        throw MaskCompileFailure(source: format, error: error)
      }
    }
    let mask: any Mask =
      affine.isEmpty
      ? primary : AffineInputMask(primary: primary, affine: affine, strategy: strategy ?? .whole)
    return .inputMask(mask, primary: primary)
  }
}
