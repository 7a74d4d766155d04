extension BlockField {
  /// Types each character of `string` at the selection, one edit per character; returns their events.
  @discardableResult
  public mutating func type(_ string: String) -> [BlockEvent] {
    lastEvent = nil
    var events: [BlockEvent] = []
    for character in string {
      if let event = replaceSelection(with: String(character)) { events.append(event) }
    }
    return events
  }

  /// Pastes `string` over the selection as one edit, as AKMaskField does (the string as it is).
  @discardableResult
  public mutating func paste(_ string: String) -> BlockEvent? {
    replaceSelection(with: string)
  }

  /// Pastes `string` the way ``MaskedText`` reads a paste: as pasted, then in the readings every
  /// dialect's paste gets (without separators; when it replaces every entered character, also without
  /// the country code the mask shows: `+380501234567` into `+38 (___)`); a reading wins only when it
  /// fills more slots. A paste that replaces every entered character counts only when each of its
  /// letters and digits fills a slot; one among entered characters only when enough slots follow for
  /// all of them. A `+` code other than the mask's, a `+` code pasted among entered characters, or a
  /// paste no reading fits whole is refused: nothing changes and the event is `.error`.
  @discardableResult
  public mutating func pasteReadings(_ string: String) -> BlockEvent? {
    guard mask != nil else { return replaceSelection(with: string) }
    let whole = replacesEveryEntry
    let pasted = PastedNumber(string)
    let code = PasteCandidates.code(ofLiteralPrefix: mask?.literalPrefix ?? "")
    guard !pasted.hasCallingCode || (whole && (code.isEmpty || pasted.carries(code))) else {
      lastEvent = .error
      return .error
    }
    let readings = PasteCandidates.of(
      string, as: pasted, code: code, placeholder: mask?.placeholder ?? "", replacesWholeValue: whole)
    var best: (field: BlockField, event: BlockEvent?)?
    for text in [string] + readings.filter({ !$0.mustComplete }).map(\.text) {
      var field = self
      let event = field.replaceSelection(with: text)
      let characters = text.count(where: { $0.isLetter || $0.isNumber })
      if whole ? field.filledCount != characters : !slotsFollowSelection(characters) { continue }
      if let current = best, field.filledCount <= current.field.filledCount { continue }
      best = (field, event)
    }
    guard let best else {
      lastEvent = .error
      return .error
    }
    self = best.field
    return best.event
  }

  /// Whether `count` slots follow the selection's start, so a paste of that many characters among
  /// entered ones loses none off the end.
  private func slotsFollowSelection(_ count: Int) -> Bool {
    guard let layout = mask?.layout,
      let position = layout.nextSlotPosition[min(selection.start, layout.cells.count)],
      case .slot(let first) = layout.cells[position]
    else { return count == 0 }
    return first + count <= layout.slots.count
  }

  /// Whether the selection covers every entered character (or none is entered).
  private var replacesEveryEntry: Bool {
    guard let mask else { return true }
    return mask.layout.slots.indices.allSatisfy { index in
      entries.indices.contains(index) && entries[index] != nil
        ? (selection.start..<selection.end).contains(mask.layout.slots[index].position) : true
    }
  }

  /// Deletes `count` times: the selection, else the character before the caret (nothing at offset 0).
  @discardableResult
  public mutating func backspace(_ count: Int = 1) -> [BlockEvent] {
    repeatEdit(count) { $0.backspaceOnce() }
  }

  /// Forward-deletes `count` times: the selection, else the first filled slot at or after the caret
  /// (literals in between are skipped); the emptied slot keeps its place, as everything does here.
  @discardableResult
  public mutating func deleteForward(_ count: Int = 1) -> [BlockEvent] {
    repeatEdit(count) { $0.deleteForwardOnce() }
  }

  /// Runs `edit` up to `count` times, stopping once it changes neither the selection nor the slots.
  private mutating func repeatEdit(_ count: Int, _ edit: (inout BlockField) -> BlockEvent?) -> [BlockEvent] {
    lastEvent = nil
    var events: [BlockEvent] = []
    for _ in 0..<max(0, count) {
      let before = (selection, filledCount)
      if let event = edit(&self) { events.append(event) }
      if before == (selection, filledCount) { break }
    }
    return events
  }

  /// Replaces the selection with `string` and moves the caret as the edit decides.
  @discardableResult
  public mutating func replaceSelection(with string: String) -> BlockEvent? {
    guard mask != nil else {
      lastEvent = nil
      return nil
    }
    return replace(location: selection.start, length: selection.end - selection.start, with: string)
  }

  /// Sets the whole content: `string` is distributed into the blocks and every other slot is emptied.
  /// An unmasked field shows `string` as it is.
  @discardableResult
  public mutating func setText(_ string: String?) -> BlockEvent? {
    guard let mask else {
      lastEvent = nil
      plainText = string ?? ""
      selection = .caret(plainText.count)
      return nil
    }
    return replace(location: 0, length: mask.displayLength, with: string ?? "")
  }

  /// The clear button: empties every slot.
  @discardableResult
  public mutating func clearButton() -> BlockEvent? { setText(nil) }

  /// Puts the caret at `offset`, clamped to the displayed text.
  public mutating func moveCaret(to offset: Int) {
    lastEvent = nil
    selection = TextSelection.caret(offset).clamped(to: displayedCount)
  }

  /// Selects `length` characters from `location`, clamped to the displayed text.
  public mutating func select(location: Int, length: Int) {
    lastEvent = nil
    let start = min(max(location, 0), displayedCount)
    selection = TextSelection(start: start, end: start + min(max(length, 0), displayedCount - start))
  }

  /// Calls `didBeginEditing`, then puts the caret at its resting position.
  public mutating func beginEditing() {
    hooks.didBeginEditing?()
    refresh()
  }

  /// Puts the caret at its resting position.
  public mutating func refresh() {
    lastEvent = nil
    selection = .caret(restingCaret)
  }

  /// Changes the template (nil or a misfit: `*`); entered characters stay. Ignored while unmasked.
  public mutating func setTemplate(_ template: String?) {
    if let mask { self.mask = mask.withTemplate(template) }
    refresh()
  }

  /// Changes the host's placeholder, which shows while the field is clear.
  public mutating func setPlaceholder(_ placeholder: String?) {
    self.placeholder = placeholder
    refresh()
  }

  /// Compiles `source` with the field's brackets and installs it empty, with the template `*`.
  /// Nil unmasks the field. A mask that does not compile throws and leaves the field unchanged.
  public mutating func setMask(_ source: String?) throws(MaskSyntaxError) {
    lastEvent = nil
    guard let source else {
      setMask(nil as BlockMask?)
      return
    }
    setMask(try BlockMask(source, brackets: brackets))
  }

  /// Installs `mask` (nil: unmask) with every slot empty and the caret at its resting position.
  public mutating func setMask(_ mask: BlockMask?) {
    lastEvent = nil
    install(mask)
  }

  /// One forward delete.
  private mutating func deleteForwardOnce() -> BlockEvent? {
    guard let mask else {
      lastEvent = nil
      return nil
    }
    if !selection.isCaret { return replaceSelection(with: "") }
    let layout = mask.layout
    guard let position = layout.nextSlotPosition[min(selection.start, layout.cells.count)],
      case .slot(let first) = layout.cells[position],
      let filled = entries[first...].firstIndex(where: { $0 != nil })
    else {
      lastEvent = nil
      return nil
    }
    return replace(location: mask.layout.slots[filled].position, length: 1, with: "")
  }

  /// One backspace.
  private mutating func backspaceOnce() -> BlockEvent? {
    guard mask != nil else {
      lastEvent = nil
      return nil
    }
    if !selection.isCaret { return replaceSelection(with: "") }
    guard selection.start > 0 else {
      lastEvent = nil
      return nil
    }
    return replace(location: selection.start - 1, length: 1, with: "")
  }
}
