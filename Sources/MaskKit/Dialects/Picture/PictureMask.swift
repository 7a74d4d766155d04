/// A Paradox-style picture mask (`#` digit, `?` letter, `&` upper-case letter, `{a,b}` choices, …).
///
/// ```swift
/// let phone = try PictureMask("(###) ###-####")
/// phone.check("(123", autofill: true).output  // "(123) "
/// ```
public struct PictureMask: Mask, Sendable, Hashable {
  /// The mask as written.
  public let source: String
  /// How characters are treated.
  public let options: PictureOptions
  /// What is wrong with the mask, for a mask compiled with `init(partial:options:)`; `nil` when valid.
  public let syntaxError: MaskSyntaxError?
  let program: PictureProgram

  /// Compiles `mask`, or throws where and why it is malformed.
  public init(_ mask: String, options: PictureOptions = PictureOptions()) throws(MaskSyntaxError) {
    let parsed = PictureParser.parse(mask)
    if let error = parsed.error { throw error }
    self.init(source: mask, options: options, program: parsed.program, syntaxError: nil)
  }

  /// Compiles as much of `mask` as is valid, like the original library does.
  ///
  /// The mask keeps the top-level elements that were complete before the first error; `syntaxError`
  /// tells what was wrong.
  public init(partial mask: String, options: PictureOptions = PictureOptions()) {
    let parsed = PictureParser.parse(mask)
    self.init(source: mask, options: options, program: parsed.program, syntaxError: parsed.error)
  }

  private init(
    source: String, options: PictureOptions, program: PictureProgram, syntaxError: MaskSyntaxError?
  ) {
    self.source = source
    self.options = options
    self.program = program
    self.syntaxError = syntaxError
  }

  /// Checks `text` against the mask; with `autofill`, the literals that follow the text are appended.
  public func check(_ text: String, autofill: Bool = false) -> PictureCheckResult {
    check(text, autofill: autofill, allowsScalars: true)
  }

  /// `check(_:autofill:)`; without `allowsScalars`, text that is not plain ASCII is walked as
  /// `Character`s even when it could be walked as scalars (for tests of the scalar path).
  func check(_ text: String, autofill: Bool, allowsScalars: Bool) -> PictureCheckResult {
    counted(text, autofill: autofill, allowsScalars: allowsScalars).result
  }

  /// `check(_:autofill:allowsScalars:)` with the lengths of the text and the output in `Character`s.
  func counted(_ text: String, autofill: Bool, allowsScalars: Bool) -> (
    result: PictureCheckResult, textCount: Int, outputCount: Int
  ) {
    var matcher = PictureMatcher(
      program: program, options: options, text: text, autofill: autofill, allowsScalars: allowsScalars)
    let textCount = matcher.length
    let outcome = matcher.run()
    let result = PictureCheckResult(
      status: outcome.status, output: matcher.outputEdited ? matcher.outputText : text,
      problem: outcome.status == .notOk ? problem(for: outcome, text: matcher.characters) : nil,
      autoFillOffset: 0, failurePosition: matcher.furthestFailure)
    return (result, textCount, matcher.outputEdited ? result.output.characterCount : textCount)
  }

  private func problem(for outcome: PictureMatcher.Outcome, text: [Character]) -> MaskProblem {
    let failure =
      outcome.failure ?? PictureFailure(kind: .extraText, node: program.root, position: outcome.index)
    return failure.problem(in: program, text: text)
  }

  /// Checks the text an edit produces: `range` (in `Character`s, clamped to `text`) becomes `replacement`.
  ///
  /// Autofill only applies when the edit appends at the end of the text; `autoFillOffset` then tells how
  /// many literals were added after the replacement.
  public func check(
    _ text: String, replacing range: Range<Int>, with replacement: String, autofill: Bool = false
  ) -> PictureCheckResult {
    let characters = Array(text)
    let lower = min(max(0, range.lowerBound), characters.count)
    let upper = min(max(lower, range.upperBound), characters.count)
    let edited = characters[..<lower] + Array(replacement) + characters[upper...]
    let appends = lower >= characters.count
    var result = check(String(edited), autofill: autofill && appends)
    if appends { result.autoFillOffset = result.output.count - characters.count - replacement.count }
    return result
  }

  /// Applies an edit the way a text field would: with `enforce`, an edit that makes the text `notOk`
  /// is refused and the text stays as it was.
  public func edit(
    _ text: String, replacing range: Range<Int>, with replacement: String, autofill: Bool = false,
    enforce: Bool = true
  ) -> PictureEdit {
    let result = check(text, replacing: range, with: replacement, autofill: autofill)
    let count = text.count
    let lower = min(max(0, range.lowerBound), count)
    if enforce, result.status == .notOk {
      return PictureEdit(text: text, caret: lower, status: check(text).status, accepted: false)
    }
    let caret = min(lower + replacement.count + result.autoFillOffset, result.output.count)
    return PictureEdit(text: result.output, caret: caret, status: result.status, accepted: true)
  }

  /// The compiled mask as an indented tree, one node a line.
  public var explanation: String { PictureExplainer.explain(program) }

  /// The mask with escapes removed, e.g. `;&##` → `&##`.
  public var placeholder: String {
    var rendered = ""
    var escaped = false
    for character in source {
      if character == ";", !escaped {
        escaped = true
        continue
      }
      escaped = false
      rendered.append(character)
    }
    return rendered
  }

  /// Two masks are equal when they were compiled from the same text with the same options.
  public static func == (lhs: PictureMask, rhs: PictureMask) -> Bool {
    lhs.source == rhs.source && lhs.options == rhs.options
  }

  /// Hashes the mask text and options.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(options)
  }
}

/// The text field state after `PictureMask.edit`.
public struct PictureEdit: Sendable, Hashable {
  /// The text the field shows.
  public var text: String
  /// The caret, as a `Character` offset.
  public var caret: Int
  /// How the text fits the mask.
  public var status: PictureStatus
  /// Whether the edit was taken (false when `enforce` refused it).
  public var accepted: Bool

  /// Creates an edit outcome.
  public init(text: String, caret: Int, status: PictureStatus, accepted: Bool) {
    self.text = text
    self.caret = caret
    self.status = status
    self.accepted = accepted
  }
}
