/// Which way the caret moves when a mask inserts characters at it.
public enum CaretGravity: String, Sendable, Hashable, CaseIterable {
  /// Inserted characters go before the caret, so the caret moves forward (typing, pasting).
  case forward
  /// Inserted characters go after the caret, so the caret stays (deleting).
  case backward
}

/// Text with a caret position, as a text field holds it before a mask is applied.
public struct CaretText: Sendable, Hashable {
  /// The raw text.
  public var text: String
  /// The caret, as an offset in `Character`s (extended grapheme clusters) into `text`.
  public var caret: Int
  /// Which way the caret leans when the mask inserts characters at it.
  public var gravity: CaretGravity
  /// With forward gravity: append the literals that follow the last typed character.
  public var autocomplete: Bool
  /// With backward gravity: also remove the literals that precede the caret at the end of the text.
  public var autoskip: Bool

  /// Creates caret text; the caret defaults to the end of the text.
  public init(
    _ text: String, caret: Int? = nil, gravity: CaretGravity = .forward,
    autocomplete: Bool = false, autoskip: Bool = false
  ) {
    self.text = text
    self.caret = caret ?? text.characterCount
    self.gravity = gravity
    self.autocomplete = autocomplete
    self.autoskip = autoskip
  }
}

/// The outcome of applying a mask to text.
///
/// A result with a ``problem`` is never complete, and a refused result's problem is its ``refusal``:
/// the properties keep these rules whatever is set, in any order.
public struct MaskResult: Sendable, Hashable {
  /// The formatted text.
  public var text: String { didSet { known.textScalars = nil } }
  /// The caret in `text`, as a `Character` offset.
  public var caret: Int
  /// The extracted value: the characters the mask marks as valuable.
  public var value: String { didSet { known.valueScalars = nil } }
  /// Whether every mandatory character of the mask is filled and the value is acceptable.
  ///
  /// Never true while ``problem`` is set: setting it to true then leaves it false.
  public var isComplete: Bool { didSet { if isComplete, problem != nil { isComplete = false } } }
  /// What the rest of the mask looks like after the text (for a dimmed hint).
  public var tailPlaceholder: String
  /// Why a filled-in value is not acceptable (under a minimum, outside a date range, a wrong check
  /// digit: a ``MaskProblem`` such as ``IdentifierProblem/checkDigits(_:)``), or nil; a result with a problem is never complete, so setting one makes ``isComplete``
  /// false. Setting it to nil takes back ``refusal`` too.
  public var problem: MaskProblem? {
    didSet {
      if problem != nil { isComplete = false }
      if refusal != nil, refusal != problem { refusal = problem }
    }
  }
  /// Why the input cannot be read as a value at all (a character that is not part of it, characters
  /// beyond its length), or nil. The text shows what was read before it; the result is never complete,
  /// its ``problem`` is the same reason (setting a refusal sets it), and ``MaskedText`` refuses the
  /// paste or keystroke that gives it.
  public var refusal: MaskProblem? { didSet { if let refusal, problem != refusal { problem = refusal } } }
  /// What the mask that made the result knows of its text and value.
  var known = KnownScalarCounts()

  /// Creates a result; `isComplete` is taken as false when there is a `problem`.
  public init(
    text: String, caret: Int, value: String, isComplete: Bool, tailPlaceholder: String,
    problem: MaskProblem? = nil
  ) {
    self.text = text
    self.caret = caret
    self.value = value
    self.isComplete = isComplete && problem == nil
    self.tailPlaceholder = tailPlaceholder
    self.problem = problem
  }

  /// This result refused for `problem` (see ``refusal``).
  public func refused(_ problem: MaskProblem) -> MaskResult {
    var result = self
    result.refusal = problem
    return result
  }
}

extension MaskResult: CustomReflectable {
  /// The public properties only, so `print`, `dump` and the debugger show what a caller can read.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "text": text, "caret": caret, "value": value, "isComplete": isComplete,
        "tailPlaceholder": tailPlaceholder, "problem": problem as Any, "refusal": refusal as Any,
      ],
      displayStyle: .struct)
  }
}

/// The numbers of scalars of a text and a value when every one is a standalone character (see
/// `standaloneScalarCount`), as the mask that made them knows them, so the editing model need not count
/// them again; nil when not known. Only a shortcut: it takes no part in equality or hashing.
///
/// Both counts share one word (32 bits each, all ones for unknown), so a ``MaskResult`` grows by eight
/// bytes only: two optionals made every result large enough that moving one called `memcpy` (the
/// input-mask phone apply cost 230 instructions more).
struct KnownScalarCounts: Sendable, Hashable {
  private var packed: UInt64 = .max

  init(textScalars: Int? = nil, valueScalars: Int? = nil) {
    self.textScalars = textScalars
    self.valueScalars = valueScalars
  }

  /// The scalars of the text, when known.
  var textScalars: Int? {
    get { Self.count(in: packed >> 32) }
    set { packed = packed & 0xFFFF_FFFF | Self.field(newValue) << 32 }
  }

  /// The scalars of the value, when known.
  var valueScalars: Int? {
    get { Self.count(in: packed & 0xFFFF_FFFF) }
    set { packed = packed & 0xFFFF_FFFF_0000_0000 | Self.field(newValue) }
  }

  /// A count as a 32-bit field; a count that does not fit is stored as unknown.
  private static func field(_ count: Int?) -> UInt64 {
    guard let count, count >= 0, count < 0xFFFF_FFFF else { return 0xFFFF_FFFF }
    return UInt64(count)
  }

  private static func count(in field: UInt64) -> Int? { field == 0xFFFF_FFFF ? nil : Int(field) }

  static func == (_: KnownScalarCounts, _: KnownScalarCounts) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

/// A compiled mask of any dialect: formats text, extracts its value and tells whether it is complete.
///
/// Every dialect compiles into a type that conforms to `Mask`, so the editing model and the adapters
/// work the same way with all of them.
public protocol Mask: Sendable {
  /// Formats `input`, keeping the caret at the same logical position.
  func apply(_ input: CaretText) -> MaskResult
  /// What an empty field shows: the whole mask with each slot drawn as its symbol.
  var placeholder: String { get }
  /// The literal characters every rendering starts with (such as a country code `+1 (`).
  var literalPrefix: String { get }
  /// How many `Character`s at the start of `text`, this mask's rendering of `value`, hold what was
  /// entered (with the literals among them); nil when all of them do.
  ///
  /// A mask that shows a template character in its empty slots (blocks) ends it at its last filled
  /// slot, so ``MaskedText`` never reads a shown template character back as entered.
  func enteredLength(of text: String, value: String) -> Int?
  /// ``enteredLength(of:value:)`` for a `value` known to hold `valueCount` `Character`s.
  func enteredLength(of text: String, value: String, valueCount: Int) -> Int?
  /// For a mask whose text shows template characters in its empty slots: the field holding `value`, its
  /// characters filling the slots in order as entered characters (none routed as a literal), with the
  /// caret after the last one; nil for other masks, whose text is read again after every edit.
  func rendering(ofValue value: String) -> MaskResult?
  /// For a mask whose text shows template characters in its empty slots: the characters that `text`, a
  /// part of a rendering starting at display offset `offset`, holds in its slots (its literals left out);
  /// nil for other masks.
  func entries(shownIn text: String, from offset: Int) -> String?
  /// For a mask whose text shows template characters in its empty slots: `text` formatted, then the
  /// entries shown in `tail` (a part of a rendering starting at display offset `offset`) moved into the
  /// slots after it as entered characters, with the caret where formatting `text` left it or after the
  /// last slot filled, whichever comes first; nil for other masks.
  func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int) -> MaskResult?
  /// ``splicing(_:beforeEntriesShownIn:from:)`` in a field whose value is `value`: the result's value
  /// may reuse `value`'s characters where it has the same ones (a keystroke keeps most of them).
  func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int, value: String)
    -> MaskResult?
  /// The optional abilities the mask has (``MaskAbilities``): a reader of whole values, a description
  /// of its slots, a template, a preset's findings. A wrapper answers its base's, so it keeps them all.
  var abilities: MaskAbilities { get }
}

extension Mask {
  /// The abilities the mask has by its own conformances.
  public var abilities: MaskAbilities { MaskAbilities(of: self) }

  /// The reader of whole values this mask reads with (a preset, or a mask wrapping one such as a
  /// ``ValidatedMask``), so a wrapper reads pastes, typed runs and ``format(_:autocomplete:)`` as the
  /// preset it wraps does; nil for a mask read as a paste into an empty field.
  public var layoutReader: (any PasteLayoutReading)? { abilities.layoutReader }

  /// How a text field should be set up for this mask (keyboard, AutoFill content type, capitalization,
  /// rewriting): a preset's own (``FieldTraitsDescribing``), passed on by wrappers such as
  /// ``ValidatedMask``; the defaults for other masks.
  public var fieldTraits: FieldTraits { abilities.fieldTraits }

  /// No fixed literal prefix unless the dialect knows one.
  public var literalPrefix: String { "" }

  /// The whole text is entered unless the dialect shows a template in its empty slots.
  public func enteredLength(of text: String, value: String) -> Int? { nil }

  /// ``enteredLength(of:value:)``, the count left unused.
  public func enteredLength(of text: String, value: String, valueCount: Int) -> Int? {
    enteredLength(of: text, value: value)
  }

  /// No rendering from a value unless the dialect shows a template in its empty slots.
  public func rendering(ofValue value: String) -> MaskResult? { nil }

  /// No slots to read from a text unless the dialect shows a template in its empty slots.
  public func entries(shownIn text: String, from offset: Int) -> String? { nil }

  /// Whether the mask reads the entries its text shows (``entries(shownIn:from:)`` answers), so an
  /// edit moves them as they are instead of formatting the whole text again.
  var readsShownEntries: Bool { entries(shownIn: "", from: 0) != nil }

  /// Splices in three steps (`splicingByParts(_:_:from:)`): nil unless the dialect shows a template
  /// in its empty slots.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int) -> MaskResult? {
    splicingByParts(text, tail, from: offset)
  }

  /// ``splicing(_:beforeEntriesShownIn:from:)``, the value left unused.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int, value: String)
    -> MaskResult?
  {
    splicing(text, beforeEntriesShownIn: tail, from: offset)
  }

  /// `splicing` by applying `text` (the caret at its end), reading the entries of `tail`
  /// (``entries(shownIn:from:)``) and rendering them after the value (``rendering(ofValue:)``); nil when
  /// the mask reads no entries.
  func splicingByParts(_ text: String, _ tail: String, from offset: Int) -> MaskResult? {
    guard let moved = entries(shownIn: tail, from: offset) else { return nil }
    let written = apply(CaretText(text))
    guard var result = rendering(ofValue: written.value + moved) else { return written }
    if written.caret < result.caret {
      result.caret = written.caret
      result.tailPlaceholder = TextCharacters(result.text).suffix(from: written.caret)
    }
    return result
  }

  /// Reads `text` as a whole value given at once: the one reading that `maskkit check`, `format`,
  /// `eval`, CSV, a paste that replaces the whole value and a run typed from empty all use.
  ///
  /// Digits of every script are read as ASCII digits. A mask with a reader of its own (a preset: a
  /// ``PasteLayoutReading``) reads the text in a layout it recognises rewritten into its own, and its
  /// reader decides: a text it refuses carries the reason as ``MaskResult/refusal`` and is never
  /// complete (a layout it refuses gives the empty field, so no digit is shown out of place). Any other mask reads the text exactly as ``MaskedText/paste(_:)`` reads it into an empty
  /// field (the readings of an AutoFill string tried, every digit kept, no letter or symbol dropped),
  /// unless the text is already what the mask shows for it (a rendering reads as itself). A refused
  /// text's result shows it as ``apply(_:)`` formats it, never complete, with the reason as its refusal. So `format(text).isComplete` is the verdict of `maskkit check`.
  /// Use ``apply(_:)`` for the originals' editing step, which drops characters that fit no slot.
  public func format(_ text: String, autocomplete: Bool = true) -> MaskResult {
    if let shortcut = self as? any WholeTextShortcut,
      let read = shortcut.wholeTextShortcut(text, autocomplete: autocomplete)
    {
      return read
    }
    return formatReadingWhole(text, autocomplete: autocomplete)
  }

  /// ``format(_:autocomplete:)`` as one function for a stream of texts (`maskkit format`, `extract`):
  /// the mask's shortcut (`WholeTextShortcut`) and reader are looked up once, not for every text
  /// (each is a dynamic cast).
  package func wholeTextFormatter(autocomplete: Bool = true) -> (String) -> MaskResult {
    let reader = layoutReader
    let general = { (text: String) in formatReadingWhole(text, autocomplete: autocomplete, reader: reader) }
    // Unwrapped here, so no text pays for a copy of the optional existential.
    guard let shortcut = self as? any WholeTextShortcut else { return general }
    return { text in shortcut.wholeTextShortcut(text, autocomplete: autocomplete) ?? general(text) }
  }

  /// ``format(_:autocomplete:)`` without a dialect's shortcut (``WholeTextShortcut``): the general
  /// reading every shortcut is held to.
  func formatReadingWhole(_ text: String, autocomplete: Bool) -> MaskResult {
    formatReadingWhole(text, autocomplete: autocomplete, reader: layoutReader)
  }

  /// `formatReadingWhole(_:autocomplete:)` with the mask's ``layoutReader``, `reader`.
  private func formatReadingWhole(
    _ text: String, autocomplete: Bool, reader: (any PasteLayoutReading)?
  ) -> MaskResult {
    let given = InputFilter.normalizingDigits(text)
    if let reader {
      let read = reader.wholeText(of: given)
      let result = apply(CaretText(read.text, gravity: .forward, autocomplete: autocomplete))
      return read.refusal.map(result.refused) ?? result
    }
    let applied = apply(CaretText(given, gravity: .forward, autocomplete: autocomplete))
    // A rendering reads as itself, also when a literal of the mask is a digit with attachments (which
    // `given` has lost): the text shown for it is then `given` once its own digits are normalized.
    if applied.refusal == nil, applied.text == given || InputFilter.normalizingDigits(applied.text) == given {
      return applied
    }
    return pasteIntoEmptyShortcut(given, applied: applied, autocomplete: autocomplete)
      ?? pasteIntoEmpty(given, applied: applied, autocomplete: autocomplete)
  }

  /// How ``format(_:autocomplete:)`` reads `given` (digits normalized) in a mask with no reader of its
  /// own when it is not a rendering: as ``MaskedText/paste(_:)`` reads it into an empty field, with
  /// `applied` (`given` applied, the caret at its end) as the text shown for a refused paste.
  func pasteIntoEmpty(_ given: String, applied: MaskResult, autocomplete: Bool) -> MaskResult {
    var field = MaskedText(mask: self, autocomplete: autocomplete)
    let events = field.paste(given)
    switch events.first(where: \.refusesEdit) {
    case .pasteRefused(_, let reason)?, .editRefused(_, let reason)?: return applied.refused(reason)
    case .inputRejected?:
      guard let stray = strayCharacter(in: given) else { return applied }
      return applied.refused(.doesNotFitMask(stray))
    default: if events.isEmpty { return applied }
    }
    return field.result
  }

  /// The first character of `text`, none of which changed an empty field's value, that is neither a
  /// space nor a character the empty mask shows (a literal typed as such), or nil.
  private func strayCharacter(in text: String) -> Character? {
    let shown = Set(placeholder)
    return text.first { !$0.isWhitespace && !shown.contains($0) }
  }
}
