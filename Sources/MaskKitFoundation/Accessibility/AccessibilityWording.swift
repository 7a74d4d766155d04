import MaskKit

/// Every sentence the adapters say to assistive technologies, in one place.
///
/// ``localized(for:)`` gives the wording of a language from MaskKit's tables (what the adapters use by
/// default, for `Locale.current`); ``english`` is MaskKit's own English, with each reason its
/// `MaskProblem.description` (what `maskkit eval` says). Replace a closure to change one phrase.
public struct AccessibilityWording: Sendable {
  /// A purpose's name: "Phone number" (in English, the name the preset declares with its purpose).
  public var purpose: @Sendable (SlotSummary.Purpose) -> String
  /// A value's own name as the mask gives it (`SlotSummary.name`: `CPF`, `NHS number`), in the
  /// wording's language; English keeps it.
  public var name: @Sendable (String) -> String = { $0 }
  /// A count of characters of a kind: "10 digits", "1 letter".
  public var count: @Sendable (Int, SlotSummary.Kind) -> String
  /// Progress towards a complete value: "3 of 10 digits".
  public var progress: @Sendable (Int, Int, SlotSummary.Kind) -> String
  /// Said of a complete value: "complete".
  public var complete: String
  /// Announced when the field becomes complete, given its purpose's name if it has one.
  public var becameComplete: @Sendable (String?) -> String
  /// Announced when typed characters are refused: "x not accepted".
  public var rejected: @Sendable (String) -> String
  /// Announced when a paste is refused, with the reason (its `MaskProblem.description` in ``english``,
  /// its `localizedDescription` in ``localized(for:)``).
  public var pasteRefused: @Sendable (MaskProblem) -> String
  /// Announced when the value becomes invalid, with the reason (a custom validation, a bound).
  public var becameInvalid: @Sendable (MaskProblem) -> String
  /// Announced when a validation or the mask's reader refuses an edit, with the reason.
  public var editRefused: @Sendable (MaskProblem) -> String

  /// Creates wording from its parts.
  public init(
    purpose: @escaping @Sendable (SlotSummary.Purpose) -> String,
    count: @escaping @Sendable (Int, SlotSummary.Kind) -> String,
    progress: @escaping @Sendable (Int, Int, SlotSummary.Kind) -> String, complete: String,
    becameComplete: @escaping @Sendable (String?) -> String, rejected: @escaping @Sendable (String) -> String,
    pasteRefused: @escaping @Sendable (MaskProblem) -> String,
    becameInvalid: @escaping @Sendable (MaskProblem) -> String = { "Invalid: \($0)" },
    editRefused: @escaping @Sendable (MaskProblem) -> String = { "Not accepted: \($0)" }
  ) {
    self.purpose = purpose
    self.count = count
    self.progress = progress
    self.complete = complete
    self.becameComplete = becameComplete
    self.rejected = rejected
    self.pasteRefused = pasteRefused
    self.becameInvalid = becameInvalid
    self.editRefused = editRefused
  }

  /// English wording, from the English table; each reason its `MaskProblem.description`.
  public static let english = englishWording()

}
