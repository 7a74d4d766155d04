import Foundation
import MaskKit

/// Why ``MaskParseStrategy/parse(_:)`` found no value in a text: the text is not complete, or not
/// acceptable, with the library's reason; or the style's description did not compile.
///
/// The reason is the one `maskkit check` gives for the same text and mask (``description`` is the line
/// it prints: `incomplete: phone: …`, `invalid: iban: …`); as a `LocalizedError` its
/// ``errorDescription``, the sentence SwiftUI and `localizedDescription` show, is the reason in the
/// person's language.
public struct MaskParseError: Error, Hashable, Sendable {
  /// What kept the text from giving a value.
  public enum Kind: String, Hashable, Sendable {
    /// The text is a value in progress: more characters are needed (`maskkit check` says `incomplete`).
    case incomplete
    /// The text cannot be the value: a character that does not fit, a wrong check digit, a month that
    /// does not exist (the result's `MaskResult.problem` or `MaskResult.refusal`; `check` says
    /// `invalid`).
    case invalid
    /// The style's description did not compile (an unknown region or preset option), so it has no
    /// mask to read with.
    case maskUnavailable
  }

  /// What kept the text from giving a value.
  public var kind: Kind
  /// The text that was parsed.
  public var text: String
  /// Why the text gives no value, in the library's words (`still needs 0000`, `check digits should be
  /// 09`: the ``problem``'s `MaskProblem.description`), or why the style has no mask.
  public var reason: String
  /// Why the text gives no value, typed (`MaskProblem.code` tells reasons apart, another language
  /// words it); nil when the style has no mask.
  public var problem: MaskProblem?
  /// The name of the preset whose mask read the text (`phone`), or nil for a mask no preset made.
  public var presetName: String?
  /// The library's reading of the text (its formatted text, partial value and completeness); nil when
  /// the style has no mask.
  public var result: MaskResult?

  /// Creates an error.
  public init(
    kind: Kind, text: String, reason: String, problem: MaskProblem? = nil, presetName: String? = nil,
    result: MaskResult? = nil
  ) {
    self.kind = kind
    self.text = text
    self.reason = reason
    self.problem = problem
    self.presetName = presetName
    self.result = result
  }

  /// The error of a reading that is not complete: invalid when the result has a problem or a refusal,
  /// else incomplete, as `maskkit check` judges it.
  init(text: String, result: MaskResult, reason: MaskProblem?, presetName: String?) {
    let problem = reason ?? result.reason ?? .moreCharactersNeeded
    self.init(
      kind: result.problem == nil ? .incomplete : .invalid, text: text, reason: problem.description,
      problem: problem, presetName: presetName, result: result)
  }

  /// The error of a style whose description did not compile.
  init(text: String, unbuiltReason: String) {
    self.init(kind: .maskUnavailable, text: text, reason: unbuiltReason)
  }
}

extension MaskParseError: CustomStringConvertible {
  /// The verdict as `maskkit check` prints it: `incomplete: REASON` or `invalid: REASON`, the reason
  /// after the preset's name (`incomplete: phone: …`); `mask unavailable: REASON` for a style whose
  /// description did not compile.
  public var description: String {
    let verdict =
      switch kind {
      case .incomplete: "incomplete"
      case .invalid: "invalid"
      case .maskUnavailable: "mask unavailable"
      }
    return "\(verdict): " + (presetName.map { "\($0): " } ?? "") + reason
  }
}

extension MaskParseError: LocalizedError {
  /// The reason in the person's language (``problem``'s `localizedDescription()` for `Locale.current`),
  /// which SwiftUI and `localizedDescription` show; ``reason`` when there is no problem.
  public var errorDescription: String? { problem.map { $0.localizedDescription() } ?? reason }
}
