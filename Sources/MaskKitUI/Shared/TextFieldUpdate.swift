import MaskKit

/// What a text view shows after the adapter handled an edit: text, UTF-16 selection and what changed.
public struct TextFieldUpdate: Sendable, Hashable {
  /// The formatted text to show.
  public var text: String
  /// Where to put the selection or caret, in UTF-16 code units.
  public var selection: UTF16Range
  /// The extracted value after the edit.
  public var value: String
  /// Whether every mandatory character of the mask is filled.
  public var isComplete: Bool
  /// What the edit changed (value, completeness, rejected input).
  public var events: [EditEvent]
  /// Whether the edit added a step to the editing model's undo stack (register one with the platform).
  public var addedUndoStep: Bool
  /// What the view shows: the text with obscured characters and the template tail.
  public var displayText: String
  /// The selection in `displayText`, in UTF-16 code units: what the view selects.
  public var displaySelection: UTF16Range
  /// What to announce to assistive technologies (refused input, becoming complete); worded when read,
  /// so an update nobody announces (VoiceOver off) does not pay for the words.
  public var announcements: [String] {
    get {
      switch announcementSource {
      case .built(let words): words
      case .deferred(let accessibility, let mask): accessibility.announcements(for: events, mask: mask)
      }
    }
    set { announcementSource = .built(newValue) }
  }
  /// Whether what the view shows or the value changed: the view sends its native change events
  /// (`.editingChanged`, `textDidChangeNotification`).
  public var sendsChangeEvents: Bool

  /// The announcements as given, or the words and mask that give them for ``events``.
  private var announcementSource: AnnouncementSource

  private enum AnnouncementSource: Sendable {
    case built([String])
    case deferred(FieldAccessibility, any Mask)
  }

  /// Creates an update; by default the view shows the text as it is and announces nothing.
  public init(
    text: String, selection: UTF16Range, value: String, isComplete: Bool, events: [EditEvent],
    addedUndoStep: Bool, displayText: String? = nil, displaySelection: UTF16Range? = nil,
    announcements: [String] = [], sendsChangeEvents: Bool = false
  ) {
    self.text = text
    self.selection = selection
    self.value = value
    self.isComplete = isComplete
    self.events = events
    self.addedUndoStep = addedUndoStep
    self.displayText = displayText ?? text
    self.displaySelection = displaySelection ?? selection
    self.announcementSource = .built(announcements)
    self.sendsChangeEvents = sendsChangeEvents
  }

  /// Creates an update whose ``announcements`` are worded from `events` by `accessibility` for `mask`
  /// when they are read.
  init(
    text: String, selection: UTF16Range, value: String, isComplete: Bool, events: [EditEvent],
    addedUndoStep: Bool, displayText: String, displaySelection: UTF16Range,
    announcing accessibility: FieldAccessibility, for mask: any Mask, sendsChangeEvents: Bool
  ) {
    self.init(
      text: text, selection: selection, value: value, isComplete: isComplete, events: events,
      addedUndoStep: addedUndoStep, displayText: displayText, displaySelection: displaySelection,
      sendsChangeEvents: sendsChangeEvents)
    announcementSource = .deferred(accessibility, mask)
  }

  /// Whether the two updates show, report and announce the same.
  public static func == (lhs: TextFieldUpdate, rhs: TextFieldUpdate) -> Bool {
    lhs.text == rhs.text && lhs.selection == rhs.selection && lhs.value == rhs.value
      && lhs.isComplete == rhs.isComplete && lhs.events == rhs.events
      && lhs.addedUndoStep == rhs.addedUndoStep
      && lhs.displayText == rhs.displayText && lhs.displaySelection == rhs.displaySelection
      && lhs.sendsChangeEvents == rhs.sendsChangeEvents && lhs.announcements == rhs.announcements
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(selection)
    hasher.combine(value)
    hasher.combine(isComplete)
    hasher.combine(events)
    hasher.combine(addedUndoStep)
    hasher.combine(displayText)
    hasher.combine(displaySelection)
    hasher.combine(sendsChangeEvents)
    hasher.combine(announcements)
  }
}

/// How a text view should answer a change it proposes.
public enum TextFieldDecision: Sendable, Hashable {
  /// Let the text view make the change itself: marked text of an input method that is still composing.
  case allowSystemEdit
  /// Refuse the text view's own change and show this update instead.
  case show(TextFieldUpdate)
}

/// What a Cut command does: the text for the pasteboard (nil: leave the pasteboard alone) and the update.
public struct TextFieldCut: Sendable, Hashable {
  /// The text to put on the pasteboard before showing the update; nil when nothing may be copied.
  public var pasteboardText: String?
  /// The field after the selection was deleted.
  public var update: TextFieldUpdate

  /// Creates a cut outcome.
  public init(pasteboardText: String?, update: TextFieldUpdate) {
    self.pasteboardText = pasteboardText
    self.update = update
  }
}
