import Foundation
import MaskKit

/// What assistive technologies are told about a masked field: hint, value and announcements.
public struct FieldAccessibility: Sendable {
  /// The words used.
  public var wording: AccessibilityWording

  /// Creates a describer speaking `wording`: by default the person's language
  /// (`AccessibilityWording.localized(for:)` with `Locale.current`).
  public init(wording: AccessibilityWording = .localized(for: .current)) {
    self.wording = wording
  }

  /// Creates a describer speaking the language of `locale` (the app's choice of language).
  public init(locale: Locale) {
    self.wording = .localized(for: locale)
  }

  /// The hint from the mask: "Phone number, 10 digits"; never the placeholder's symbols.
  public func hint(for mask: any Mask) -> String {
    let slots = mask.describedSlots
    let parts = [
      slots.name.map(wording.name) ?? slots.purpose.map(wording.purpose),
      slots.required.map { wording.count($0, slots.kind) },
    ]
    return parts.compactMap(\.self).joined(separator: ", ")
  }

  /// The mask's own name or its purpose's, read once.
  private func purposeName(of mask: any Mask) -> String? {
    let slots = mask.describedSlots
    return slots.name.map(wording.name) ?? slots.purpose.map(wording.purpose)
  }

  /// The value with progress: "+1 (206), 3 of 10 digits", or the shown text and "complete".
  ///
  /// The text is what the field shows (obscured characters stay obscured) without the template and
  /// trailing spaces.
  public func value(for field: MaskedText, display: FieldDisplay) -> String {
    var shown = display.text.prefix(display.textLength)
    while shown.last?.isWhitespace == true { shown = shown.dropLast() }
    let slots = field.mask.describedSlots
    let state: String? =
      if field.isComplete {
        wording.complete
      } else {
        slots.required.map { wording.progress(slots.progress(of: field.value), $0, slots.kind) }
      }
    return [shown.isEmpty ? nil : String(shown), state].compactMap(\.self).joined(separator: ", ")
  }

  /// What to announce after an edit with `events`: refused input, refused pastes and edits, becoming
  /// complete or invalid.
  public func announcements(for events: [EditEvent], mask: any Mask) -> [String] {
    events.compactMap { event in
      switch event {
      case .inputRejected(let text): wording.rejected(text)
      case .pasteRefused(_, let reason): wording.pasteRefused(reason)
      case .editRefused(_, let reason): wording.editRefused(reason)
      case .becameInvalid(let reason): wording.becameInvalid(reason)
      case .becameComplete:
        wording.becameComplete(purposeName(of: mask))
      case .valueChanged, .becameIncomplete: nil
      }
    }
  }
}
