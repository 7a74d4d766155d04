/// The state of a masked text field: text, selection, value and completeness, with undo and redo.
///
/// A value type that every dialect and every adapter shares: an edit (typing, paste, backspace,
/// forward delete, cut, programmatic text, a new mask, undo, redo) turns one state into the next and
/// returns the events a UI needs. The text is always a rendering of the mask; rejected input leaves
/// the state untouched. Offsets are `Character` offsets; see `String.characterRange(fromUTF16:length:)`
/// for UIKit's UTF-16 ranges.
public struct MaskedText: Sendable {
  /// The mask the text follows.
  public internal(set) var mask: any Mask
  /// The formatted text.
  public internal(set) var text: String { didSet { known.textScalars = nil } }
  /// The selection or caret.
  public internal(set) var selection: TextSelection
  /// The extracted value of `text`.
  public internal(set) var value: String { didSet { known.valueScalars = nil } }
  /// Whether every mandatory character of the mask is filled.
  public internal(set) var isComplete: Bool
  /// What the rest of the mask looks like after the text.
  public internal(set) var tailPlaceholder: String
  /// Why the value is not acceptable although filled in (``MaskResult/problem``), or nil.
  public internal(set) var problem: MaskProblem?
  /// Whether typing at the end fills in the literals that follow (`+1 (206` → `+1 (206) `).
  public var autocomplete: Bool

  /// What was typed at the end of the field since it was last empty (refused keystrokes left out, but
  /// a space or punctuation the text does not show kept where the run reads the same with it: it parts the digits
  /// around it), or nil once any other edit happened: typing at the end formats this run, as a paste of
  /// it would.
  var typedRun: String?
  /// The scalar counts of `text` and `value` when the mask's result gave them.
  var known = KnownScalarCounts()
  var undoStack: [Snapshot] = []
  var redoStack: [Snapshot] = []
  var groupDepth = 0
  var groupStart: Snapshot?

  /// Creates a field holding `text` formatted by `mask`, with the caret at `selection` or at the end.
  public init(mask: any Mask, text: String = "", selection: TextSelection? = nil, autocomplete: Bool = true) {
    self.mask = mask
    self.autocomplete = autocomplete
    var text = text
    var caret = selection?.end ?? text.characterCount
    var result = mask.apply(CaretText(text, caret: caret, gravity: .forward, autocomplete: false))
    if let entered = Self.enteredPart(ofShown: text, as: result, mask: mask) {
      text = entered
      caret = min(caret, entered.characterCount)
      result = mask.apply(CaretText(text, caret: caret, gravity: .forward, autocomplete: false))
    }
    self.text = result.text
    self.value = result.value
    self.isComplete = result.isComplete
    self.tailPlaceholder = result.tailPlaceholder
    self.problem = result.problem
    known = result.known
    if let selection, !selection.isCaret {
      let start = mask.apply(CaretText(text, caret: min(selection.start, caret), gravity: .forward)).caret
      self.selection = TextSelection(start: start, end: result.caret).clamped(to: self.text.characterCount)
    } else {
      self.selection = .caret(result.caret)
    }
    typedRun = self.text.isEmpty ? "" : nil
  }

  /// The selected text; with a mask that shows template characters in its empty slots (blocks), only
  /// the entered characters of it, so a cut never carries template characters away as input.
  public var selectedText: String {
    let characters = enteredCharacters(of: shownCharacters)
    let range = selection.clamped(to: characters.count)
    return String(characters.prefix(range.end).dropFirst(range.start))
  }

  /// The text the field shows, read by `Character` offsets (counted once, by the mask, when it knows).
  var shownCharacters: TextCharacters { TextCharacters(text, standaloneScalarCount: known.textScalars) }

  /// What edits read of the text the field shows: all of it, or for a mask that shows template
  /// characters in its empty slots only the part up to the last filled slot
  /// (``Mask/enteredLength(of:value:)``), so a template character is never read back as entered. The
  /// part starts the text: offsets into it are offsets into the text.
  func enteredCharacters(of shown: TextCharacters) -> TextCharacters {
    let length =
      known.valueScalars.map { mask.enteredLength(of: text, value: value, valueCount: $0) }
      ?? mask.enteredLength(of: text, value: value)
    guard let length, length < shown.count else { return shown }
    return shown.prefixCharacters(length)
  }

  /// What the field reads of a whole text handed to it (creation, ``setText(_:)``) that is exactly what
  /// it would show (`result` is its rendering), such as a text read back from the field: with a mask that
  /// shows template characters in its empty slots, the slots at the end that show their template
  /// character cannot be told from empty ones, so the text is read up to the last slot showing something
  /// else. Nil when nothing is left out, or when `shown` is not a rendering (its characters are entered).
  static func enteredPart(ofShown shown: String, as result: MaskResult, mask: any Mask) -> String? {
    guard let length = mask.enteredLength(of: result.text, value: result.value), shown == result.text else {
      return nil
    }
    let characters = TextCharacters(shown)
    let empty = TextCharacters(mask.placeholder)
    let entered = min(length, characters.count)
    var end = entered
    while end > 0, end <= empty.count, characters[end - 1] == empty[end - 1] { end -= 1 }
    return end < entered ? characters.prefix(end) : nil
  }

  /// The field's state as a mask result: text, caret at the selection's end, value, completeness.
  package var result: MaskResult {
    var result = MaskResult(
      text: text, caret: selection.end, value: value, isComplete: isComplete,
      tailPlaceholder: tailPlaceholder, problem: problem)
    result.known = known
    return result
  }

  /// Everything that undo restores.
  struct Snapshot: Sendable {
    var mask: any Mask
    var text: String
    var selection: TextSelection
    var value: String
    var isComplete: Bool
    var tailPlaceholder: String
    var problem: MaskProblem?
  }

  var snapshot: Snapshot {
    Snapshot(
      mask: mask, text: text, selection: selection, value: value, isComplete: isComplete,
      tailPlaceholder: tailPlaceholder, problem: problem)
  }

  mutating func restore(_ snapshot: Snapshot) {
    mask = snapshot.mask
    text = snapshot.text
    selection = snapshot.selection
    value = snapshot.value
    isComplete = snapshot.isComplete
    tailPlaceholder = snapshot.tailPlaceholder
    problem = snapshot.problem
    typedRun = text.isEmpty ? "" : nil
  }

  /// Adopts `result` as the new state, records the undo step and reports what changed.
  mutating func commit(_ result: MaskResult, mask newMask: (any Mask)? = nil) -> [EditEvent] {
    let before = snapshot
    restore(Snapshot(result, mask: newMask ?? mask))
    known = result.known
    let changed = !before.text.isSameText(as: text) || !before.value.isSameText(as: value) || newMask != nil
    if changed { recordUndo(before) }
    return Self.events(from: before, to: snapshot)
  }

  static func events(from before: Snapshot, to after: Snapshot) -> [EditEvent] {
    var events: [EditEvent] = []
    if !before.value.isSameText(as: after.value) {
      events.append(.valueChanged(from: before.value, to: after.value))
    }
    if !before.isComplete, after.isComplete { events.append(.becameComplete) }
    if before.isComplete, !after.isComplete { events.append(.becameIncomplete) }
    if let reason = after.problem, reason != before.problem { events.append(.becameInvalid(reason: reason)) }
    return events
  }

  /// Why the mask's reader (``MaskResult/refusal``) or a ``ValidatedMask`` refuses `result`, or nil when
  /// the edit may go ahead.
  func refusal(of result: MaskResult) -> MaskProblem? {
    if let refusal = result.refusal { return refusal }
    guard let validated = mask as? ValidatedMask, case .refused(let reason) = validated.validation(of: result)
    else { return nil }
    return reason
  }

  /// The text edits read (`characters`) with `range` replaced by `inserted`, formatted by the mask; the
  /// characters before the range are `head` when given. The caret goes after the insertion (forward) or
  /// to the range's start (backward).
  ///
  /// With a mask whose text shows template characters in its empty slots (blocks), only `head` and
  /// `inserted` are read: the entered characters after the range move up behind them as they are
  /// (``Mask/splicing(_:beforeEntriesShownIn:from:)``), so a literal or template character they shift
  /// past is never read as entered.
  func splice(
    _ characters: TextCharacters, replacing range: Range<Int>, with inserted: String,
    after head: String? = nil,
    gravity: CaretGravity
  ) -> MaskResult {
    let caret =
      gravity == .forward
      ? (head?.characterCount ?? range.lowerBound) + inserted.characterCount : range.lowerBound
    guard mask.readsShownEntries else {
      return format(characters.replacing(range, with: inserted, after: head), caret: caret, gravity: gravity)
    }
    let parts = head == nil ? characters.parts(around: range) : nil
    let start = head ?? parts?.prefix ?? ""
    let tail = parts?.suffix ?? characters.suffix(from: range.upperBound)
    guard !tail.isEmpty,
      let result = mask.splicing(
        start + inserted, beforeEntriesShownIn: tail, from: range.upperBound, value: value)
    else {
      return format(start + inserted + tail, caret: caret, gravity: gravity)
    }
    return result
  }

  /// Applies the mask to a raw text after an edit.
  func format(_ raw: String, caret: Int, gravity: CaretGravity) -> MaskResult {
    mask.apply(
      CaretText(raw, caret: caret, gravity: gravity, autocomplete: gravity == .forward && autocomplete))
  }
}

extension MaskedText.Snapshot {
  /// The state `result` gives under `mask`, the caret at its caret.
  init(_ result: MaskResult, mask: any Mask) {
    self.init(
      mask: mask, text: result.text, selection: .caret(result.caret), value: result.value,
      isComplete: result.isComplete, tailPlaceholder: result.tailPlaceholder, problem: result.problem)
  }
}
