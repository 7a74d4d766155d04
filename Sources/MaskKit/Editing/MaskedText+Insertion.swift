extension MaskedText {
  /// Types `string` at the selection, one keystroke per character, as one undo step.
  ///
  /// Characters the mask refuses are dropped and reported in one `inputRejected` event; the text they
  /// would have changed stays as it was. Digits of every script are typed as ASCII digits. Several
  /// characters typed at once (dictation, a suggestion, an input method's commit) are first read whole,
  /// as ``Mask/format(_:autocomplete:)`` reads a text (at the end of a field typed from empty: the whole
  /// run typed so far; elsewhere, for a preset, the field's text with `string` put in, and for a dialect
  /// mask a paste of `string` at the selection). When that reading refuses them (a character that is not
  /// part of an IBAN, a digit too many for an identifier, a separator an amount cannot have, a letter in
  /// no slot), the whole string is refused with `editRefused` and the field is unchanged — except, with a
  /// dialect mask, when the only keys refused come after the value is complete (a digit past the end of
  /// a full field), which are dropped as single keystrokes are. When keys typed at the end of a field
  /// typed from empty would complete a value that the whole reading does not give (a dialect mask's
  /// `+1 206 555 1234` read without the code the field shows, as its paste reads it), or refuse letters
  /// that reading takes (an extension marker) and give another value than it, the field takes that
  /// reading instead. So typing a text never completes a value its whole reading refuses.
  @discardableResult
  public mutating func type(_ string: String) -> [EditEvent] {
    let whole = string.count > 1 ? wholeReading(ofTyped: string) : nil
    if let whole, whole.readerDecides, let reason = whole.result.refusal {
      return [.editRefused(string, reason: reason)]
    }
    if let whole, let events = typeLongRunWhole(string, agreeingWith: whole) { return events }
    let before = snapshot
    let run = typedRun
    let history = (undo: undoStack, redo: redoStack)
    var rejected = ""
    var refusal: (typed: String, reason: MaskProblem)?
    var refusedBeforeComplete = false
    asOneEdit { field in
      for character in string {
        let complete = field.isComplete
        switch field.typeKeystroke(character) {
        case .accepted: continue
        case .rejected: rejected.append(character)
        case .refused(let reason): refusal = ((refusal?.typed ?? "") + String(character), reason)
        }
        if !complete { refusedBeforeComplete = true }
      }
    }
    /// Takes the run back: the field and its undo history as before it.
    func undoRun(_ field: inout MaskedText) {
      field.restore(before)
      (field.undoStack, field.redoStack) = history
    }
    if let whole, let reason = whole.result.refusal, refusedBeforeComplete || refusal != nil {
      undoRun(&self)
      return [.editRefused(string, reason: reason)]
    }
    if let whole, whole.isFromEmpty,
      whole.readerDecides
        ? Self.wholeReadingWins(
          whole.result, over: self, keysRefusedLetters: rejected.contains(where: \.isLetter))
        : Self.wholePasteWins(whole.result, over: self)
    {
      undoRun(&self)
      _ = commit(whole.result)
      if let run { typedRun = run + InputFilter.normalizingDigits(string) }
      return Self.events(from: before, to: snapshot)
    }
    var events = Self.events(from: before, to: snapshot)
    if !rejected.isEmpty { events.append(.inputRejected(rejected)) }
    if let refusal { events.append(.editRefused(refusal.typed, reason: refusal.reason)) }
    return events
  }

  /// Whether the whole reading of a run typed at once from empty replaces what its keys gave:
  /// when the keys complete a value the whole reading does not give, and when the keys refused letters
  /// the whole reading reads (an extension marker such as `доб.` before a number is whole, refused one
  /// key at a time) and gave another value, where that reading refuses nothing and finds no problem.
  private static func wholeReadingWins(
    _ whole: MaskResult, over typed: MaskedText, keysRefusedLetters: Bool
  ) -> Bool {
    let sameValue = whole.value.isSameText(as: typed.value)
    if typed.isComplete { return !(whole.isComplete && sameValue) }
    return keysRefusedLetters && whole.problem == nil && whole.refusal == nil && !sameValue
  }

  /// Whether a dialect mask's whole reading of a run typed at once from empty (its paste) replaces what
  /// its keys gave: when both complete, the paste refuses nothing and gives another value (`+1 206 555
  /// 1234` into `([000]) [000]-[0000]` is `(206) 555-1234`, as pasted, not `(120) 655-5123`). Affine
  /// formats chosen by the field's length or shape are typed key by key (``readsTypedRun(_:)``).
  private static func wholePasteWins(_ whole: MaskResult, over typed: MaskedText) -> Bool {
    typed.isComplete && whole.isComplete && whole.refusal == nil && readsTypedRun(typed.mask)
      && !whole.value.isSameText(as: typed.value)
  }

  /// Runs longer than this typed at the end of a field typed from empty are formatted once when their
  /// typing reading agrees with their whole reading, instead of once per key (which costs the square
  /// of the run's length).
  static let longRun = 64

  /// Types a long run (``longRun``) at the end of a field typed from empty in one step: the run typed
  /// so far formatted as its last keystroke would format it, taken when the mask refuses nothing of it
  /// and it gives the value and completeness of `whole`, the whole reading; nil otherwise (the run is
  /// then typed key by key). `KeyByKeyRunTests` holds it to typing the keys one by one.
  private mutating func typeLongRunWhole(
    _ string: String, agreeingWith whole: (result: MaskResult, isFromEmpty: Bool, readerDecides: Bool)
  ) -> [EditEvent]? {
    guard string.count > Self.longRun, whole.isFromEmpty, whole.result.refusal == nil, let run = typedRun,
      Self.readsTypedRun(mask)
    else { return nil }
    let full = run + InputFilter.normalizingDigits(string)
    let typed = format(full, caret: full.count, gravity: .forward)
    guard refusal(of: typed) == nil, typed.isComplete == whole.result.isComplete,
      typed.value.isSameText(as: whole.result.value), typed.text.isSameText(as: whole.result.text)
    else { return nil }
    let events = commit(typed)
    typedRun = full
    return events
  }

  /// How the text `string` makes when typed at once reads whole: at the end of a field typed from empty,
  /// the whole run as ``Mask/format(_:autocomplete:)`` reads it (`isFromEmpty`); elsewhere, for a mask
  /// with a reader of its own (a preset, `readerDecides`) the field's text with `string` put in at the
  /// selection as the reader formats it, and for any other mask a paste of `string` at the selection
  /// (`isFromEmpty` when the field has no value: a field that shows a template, whose run is not kept).
  private func wholeReading(ofTyped string: String) -> (
    result: MaskResult, isFromEmpty: Bool, readerDecides: Bool
  ) {
    let typed = InputFilter.normalizingDigits(string)
    let readerDecides = mask.layoutReader != nil
    let characters = shownCharacters
    let range = insertionRange(in: characters)
    if let typedRun, range.isCaret, range.end == characters.count {
      return (mask.format(typedRun + typed, autocomplete: autocomplete), true, readerDecides)
    }
    if readerDecides {
      let entered = enteredCharacters(of: characters)
      let end = min(range.end, entered.count)
      let start = min(range.start, end)
      return (splice(entered, replacing: start..<end, with: typed, gravity: .forward), false, true)
    }
    var field = self
    let isFromEmpty = value.isEmpty
    switch field.paste(typed).first(where: \.refusesEdit) {
    case .pasteRefused(_, let reason)?, .editRefused(_, let reason)?:
      return (field.result.refused(reason), isFromEmpty, false)
    default: return (field.result, isFromEmpty, false)
    }
  }

  /// Pastes `string` at the selection, accepting whole AutoFill strings such as `+1 (206) 555-1234`.
  ///
  /// A paste that replaces the whole value is first offered to a ``PasteLayoutReading`` mask: a layout
  /// it recognises is read only in the mask's own layout, one it refuses is refused, and one it reads as
  /// given (a phone number) is formatted as pasted, or refused with the problem the mask finds in it. Such
  /// a mask also reads a paste among the digits already there (without a `+` code) as it reads the
  /// whole text, as if the paste had been typed there.
  /// Otherwise the
  /// readings of `PasteCandidates` are tried, in an empty field also after the mask's literal
  /// prefix (so `+998`'s own `9` cannot swallow a pasted one). A reading counts only when every pasted
  /// digit lands in the value or is one `PasteDigitRule` lets it leave out (a country code, a trunk
  /// prefix, only when the paste replaces the whole value); the one that completes the mask, else keeps
  /// the most value characters, wins. When no reading keeps every digit the paste is refused with
  /// `pasteRefused` and a reason; when nothing of it fits, with `inputRejected`.
  @discardableResult
  public mutating func paste(_ string: String) -> [EditEvent] {
    let shown = shownCharacters
    let characters = enteredCharacters(of: shown)
    let range = insertionRange(in: characters)
    let prefix = characters.prefix(range.start)
    let suffix = characters.suffix(from: range.end)
    let before = valueWithoutSelection(range, characters)
    // The paste with its digits normalized: what a reader is asked about, as `Mask.format` asks it
    // (`PasteLayoutReading.wholeText(of:)`), so a digit with a mark reads as its digit in both.
    let given = InputFilter.normalizingDigits(string)
    if before.isEmpty, let reader = mask.layoutReader {
      switch reader.pasteLayout(of: given) {
      case .unrecognised: return pasteAsRead(string, prefix: prefix, suffix: suffix)
      case .recognised(let own): return pasteAsRead(own, prefix: prefix, suffix: suffix, pasted: string)
      case .refused(let reason): return [.pasteRefused(string, reason: reason)]
      case .readAsGiven: return pasteAsGiven(string, prefix: prefix, suffix: suffix)
      }
    }
    let maskCode = PasteCandidates.code(ofLiteralPrefix: mask.literalPrefix)
    let typedCode = maskCode.isEmpty ? Self.typedCallingCode(prefix, before: before) : nil
    let rule = PasteDigitRule(
      pasted: PastedNumber(string), keptDigits: PasteCandidates.digits(before),
      replacesWholeValue: before.isEmpty || typedCode != nil, typedCode: typedCode)
    let fieldCode = typedCode ?? maskCode
    if rule.pasted.hasCallingCode, !rule.replacesWholeValue {
      return [.pasteRefused(string, reason: rule.refusalReason(fieldCode: fieldCode, ambiguousCode: false))]
    }
    if !before.isEmpty, !rule.pasted.hasCallingCode, let reader = mask.layoutReader,
      reader.pasteLayout(of: given) == .readAsGiven
    {
      return pasteAsGiven(string, prefix: prefix, suffix: suffix)
    }
    let readings = PasteCandidates.of(
      string, as: rule.pasted, code: fieldCode, placeholder: mask.placeholder,
      replacesWholeValue: rule.replacesWholeValue)
    let starts = range.start == 0 && !mask.literalPrefix.isEmpty ? [prefix, mask.literalPrefix] : [prefix]
    var candidates: [(result: MaskResult, outcome: PasteDigitRule.Outcome?)] = []
    // A paste that replaces the whole text and that the mask shows exactly as pasted is a rendering of
    // the mask: it reads as itself (`62-7` in `[000]` with the alternative `[00]-[00]` is not `627`),
    // as `Mask.format` reads it.
    let fillsEmptyField = prefix.isEmpty && suffix.isEmpty && before.isEmpty
    var rendering: MaskResult?
    for reading in readings
    where InputFilter.insertsWholeCharacters(
      reading.text, after: shown.character(before: range.start), before: shown.character(at: range.end))
    {
      for start in starts {
        let result = splice(
          characters, replacing: range.start..<range.end, with: reading.text, after: start, gravity: .forward)
        let outcome = rule.outcome(of: result)
        if fillsEmptyField, start.isEmpty, reading.text == given,
          outcome != nil, result.refusal == nil,
          result.text == given || InputFilter.normalizingDigits(result.text) == given
        {
          rendering = result
        }
        if reading.mustComplete, !(outcome != nil && result.isComplete) { continue }
        candidates.append((result, outcome))
      }
    }
    let (fit, ambiguousCode) = Self.bestFit(of: candidates)
    let best = rendering.map { (result: $0, keepsDigits: true) } ?? fit
    if let reason = best?.result.refusal { return [.pasteRefused(string, reason: reason)] }
    guard let best, best.result.value != before else {
      return string.isEmpty ? [] : [.inputRejected(string)]
    }
    guard best.keepsDigits else {
      return [
        .pasteRefused(string, reason: rule.refusalReason(fieldCode: fieldCode, ambiguousCode: ambiguousCode))
      ]
    }
    if let stray = Self.droppedCharacter(of: string, in: best.result.text) {
      return [.pasteRefused(string, reason: .doesNotFitMask(stray))]
    }
    if let reason = refusal(of: best.result) { return [.editRefused(string, reason: reason)] }
    return commit(best.result)
  }

  /// The first letter or symbol of `pasted` that the field's new `text` does not show, or nil: a
  /// paste never drops one in silence (digits are `PasteDigitRule`'s; spaces, the separators of
  /// AutoFill strings and invisible format characters may be left out).
  static func droppedCharacter(of pasted: String, in text: String) -> Character? {
    var shown: [String: Int] = [:]
    var needsCount = true
    for character in pasted {
      guard character.normalizedASCIIDigit == nil, !character.isWhitespace, !character.isIgnorableFormat,
        !PasteCandidates.separators.contains(character)
      else { continue }
      if needsCount {
        for shownCharacter in text { shown[shownCharacter.lowercased(), default: 0] += 1 }
        needsCount = false
      }
      let key = character.lowercased()
      guard let count = shown[key], count > 0 else { return character }
      shown[key] = count - 1
    }
    return nil
  }

  /// Pastes `string` whole for a mask that reads it as given (``PasteLayout/readAsGiven``): refused with
  /// the result's problem when it has one, else formatted as the mask reads it.
  private mutating func pasteAsGiven(_ string: String, prefix: String, suffix: String) -> [EditEvent] {
    let result = format(prefix + string + suffix, caret: prefix.count + string.count, gravity: .forward)
    if let reason = result.problem { return [.pasteRefused(string, reason: reason)] }
    guard result.value != value || result.text != text else {
      return string.isEmpty ? [] : [.inputRejected(string)]
    }
    if let reason = refusal(of: result) { return [.editRefused(string, reason: reason)] }
    return commit(result)
  }

  /// Pastes `text` (`pasted` rewritten in the mask's own layout) for a mask with a reader of its own
  /// (``PasteLayoutReading``) replacing the whole value: formatted as the reader reads it, exactly as
  /// ``Mask/format(_:autocomplete:)`` reads the text, or refused with the reader's refusal.
  private mutating func pasteAsRead(_ text: String, prefix: String, suffix: String, pasted: String? = nil)
    -> [EditEvent]
  {
    let given = InputFilter.normalizingDigits(text)
    let result = format(prefix + given + suffix, caret: prefix.count + given.count, gravity: .forward)
    let original = pasted ?? text
    if let reason = refusal(of: result) { return [.pasteRefused(original, reason: reason)] }
    guard result.value != value || result.text != self.text else {
      return original.isEmpty ? [] : [.inputRejected(original)]
    }
    return commit(result)
  }

  /// The candidate that fits best, and whether `+` codes guessed by length were ambiguous (then none of
  /// those keeps the pasted digits).
  private static func bestFit(of candidates: [(result: MaskResult, outcome: PasteDigitRule.Outcome?)])
    -> (fit: (result: MaskResult, keepsDigits: Bool)?, ambiguousCode: Bool)
  {
    let guessedLengths = Set(
      candidates.compactMap { $0.outcome?.guessedCode == true ? $0.outcome?.dropped : nil })
    let ambiguousCode = guessedLengths.count > 1
    var best: (result: MaskResult, keepsDigits: Bool)?
    for candidate in candidates {
      let keepsDigits =
        candidate.outcome.map { !(ambiguousCode && $0.guessedCode) && $0.assignedCode } ?? false
      let fit = (result: candidate.result, keepsDigits: keepsDigits)
      if let current = best, !fitsBetter(fit, than: current) { continue }
      best = fit
    }
    return (best, ambiguousCode)
  }

  /// The code of a field that holds only a typed calling code (`+7` in a phone field) and is pasted
  /// into after it; nil for any other field.
  private static func typedCallingCode(_ prefix: String, before: String) -> String? {
    let shown = prefix.filter { $0 != " " }
    guard shown.first == "+" else { return nil }
    let code = shown.dropFirst()
    guard (1...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isNumber }),
      PasteCandidates.digits(before) == Array(code)
    else { return nil }
    return String(code)
  }

  /// Replaces a range with `string` the way a text view asks for it: empty strings delete (a one-character
  /// deletion before the caret is a backspace), one character is a keystroke, more is a paste.
  @discardableResult
  public mutating func replace(_ range: TextSelection, with string: String) -> [EditEvent] {
    // The selection is inside the text: typing over it (every keystroke) counts nothing.
    let range = range == selection ? range : range.clamped(to: text.characterCount)
    if string.isEmpty {
      if range.end - range.start == 1, selection.isCaret, selection.start == range.end {
        return backspace()
      }
      selection = range
      return deleteSelection()
    }
    selection = range
    return string.count == 1 ? type(string) : paste(string)
  }

  /// Replaces the whole text programmatically, formatted by the mask, with the caret at the end.
  ///
  /// With a mask that shows template characters in its empty slots (blocks), a text that is exactly what
  /// the field would show (one read back from a field) is read as it is shown: the slots at its end that
  /// show their template character are empty. Any other text is read as entered characters.
  @discardableResult
  public mutating func setText(_ newText: String) -> [EditEvent] {
    let result = format(newText, caret: newText.count, gravity: .forward)
    guard let entered = Self.enteredPart(ofShown: newText, as: result, mask: mask) else {
      return commit(result)
    }
    return commit(format(entered, caret: entered.count, gravity: .forward))
  }

  /// What became of one keystroke.
  private enum Keystroke {
    case accepted
    /// The mask refused it; nothing changed.
    case rejected
    /// A validation rule refused the value it would give; nothing changed.
    case refused(MaskProblem)
  }

  /// Types one character and says whether it was taken.
  ///
  /// At the end of a field typed from empty, the whole run typed so far is formatted, so typed characters
  /// choose among affine formats (`+1…` in a `+7` field) exactly as a paste of them would. Affine formats
  /// chosen by length or prefix (``AffinityStrategy/capacity``, ``AffinityStrategy/prefix``,
  /// ``AffinityStrategy/extractedValueCapacity``) measure the field's text with the key put in, as
  /// input-mask-ios does, since the length and shape of the formatted text are what they compare.
  private mutating func typeKeystroke(_ typed: Character) -> Keystroke {
    let shown = shownCharacters
    let characters = enteredCharacters(of: shown)
    let range = insertionRange(in: characters)
    let character = typed.normalizedASCIIDigit ?? typed
    let neighbours = shown.neighbours(before: range.start, at: range.end)
    guard
      InputFilter.insertsWholeCharacters(String(character), after: neighbours.before, before: neighbours.at)
    else { return .rejected }
    let atEnd = range.isCaret && range.end == characters.count
    let readsRun = atEnd && Self.readsTypedRun(mask)
    var run = readsRun ? typedRun.map { $0 + String(character) } : nil
    var result =
      if let run {
        format(run, caret: run.count, gravity: .forward)
      } else {
        splice(characters, replacing: range.start..<range.end, with: String(character), gravity: .forward)
      }
    // A field of fixed-width digit fields (a date, a time, an expiry) keeps the digits it shows when a
    // key is typed at its end: the run re-read whole may place them otherwise (`09/12` typed as `912`,
    // then `2`: `9122` reads as `91/22`), so the key goes after the text shown instead.
    // A result that starts with the text shown keeps its digits: checked first, as it costs less than
    // asking the mask whether the rule applies.
    if atEnd, !result.text.hasPrefix(text),
      KeepsShownDigitsWhenTypingRule.applies(to: mask),
      !KeepsShownDigitsWhenTypingRule.keeps(text, in: result.text)
    {
      if run != nil {
        run = nil
        result = splice(
          characters, replacing: range.start..<range.end, with: String(character), gravity: .forward)
      }
      // A key that would still move a digit shown (`p` after `09:30` in a 24-hour field, which reads
      // `09:30p` whole as 21:30) is refused: the field shows its digits where they were typed.
      guard KeepsShownDigitsWhenTypingRule.keepsOrPads(text, in: result.text) else { return .rejected }
    }
    /// Whether the keystroke typed a literal of the mask (the value stays, the text moves on).
    func typedALiteral() -> Bool {
      guard !result.text.isSameText(as: text) else { return false }
      if run != nil { return result.text.count { $0 == character } > text.count { $0 == character } }
      let resultCharacters = TextCharacters(result.text)
      let start = min(range.start, result.caret)
      return result.caret <= resultCharacters.count
        && (start..<result.caret).contains { resultCharacters[$0] == character }
    }
    guard !result.value.isSameText(as: valueWithoutSelection(range, characters)) || typedALiteral() else {
      // A space or punctuation the text does not show still parts what was typed around it, as it does
      // in the whole text (`8~10 290 8999`: Russia's international prefix, then a number of St Helena),
      // so the run keeps it for the keys after it.
      if let run, character.isWhitespace || character.isPunctuation, readsSeparator(run) { typedRun = run }
      return .rejected
    }
    if let reason = refusal(of: result) { return .refused(reason) }
    _ = commit(result)
    typedRun = run
    return .accepted
  }

  /// Whether the typed run `run`, ending in a space or punctuation the text does not show, reads as the text does
  /// (nothing refused, no problem, the same value): the space then stays in the run.
  private func readsSeparator(_ run: String) -> Bool {
    let result = format(run, caret: run.count, gravity: .forward)
    return refusal(of: result) == nil && result.problem == nil && result.value.isSameText(as: value)
  }

  /// Whether typing at the end formats the typed run rather than the field's text with the key put in:
  /// every mask but affine formats chosen by the length or shape of the field's text.
  private static func readsTypedRun(_ mask: any Mask) -> Bool {
    guard let affine = mask as? AffineInputMask else { return true }
    return affine.strategy == .whole
  }

  /// The selection, moved out of the literal prefix the text starts with (`+1 (`): typing or deleting
  /// there would otherwise read the prefix's own digits as typed digits.
  func insertionRange(in characters: TextCharacters) -> TextSelection {
    let range = selection.clamped(to: characters.count)
    let prefix = Array(mask.literalPrefix)
    guard range.start < prefix.count, characters.starts(with: prefix) else { return range }
    return TextSelection(start: prefix.count, end: max(range.end, prefix.count))
  }

  /// The value the text would have if the selection were deleted.
  private func valueWithoutSelection(_ range: TextSelection, _ characters: TextCharacters) -> String {
    guard !range.isCaret else { return value }
    return splice(characters, replacing: range.start..<range.end, with: "", gravity: .backward).value
  }

  /// Whether a paste's `candidate` reading beats the `current` best: no refusal, then every digit kept,
  /// then complete, then the longer value; a tie keeps the current one.
  static func fitsBetter(
    _ candidate: (result: MaskResult, keepsDigits: Bool),
    than current: (result: MaskResult, keepsDigits: Bool)
  ) -> Bool {
    if (candidate.result.refusal == nil) != (current.result.refusal == nil) {
      return candidate.result.refusal == nil
    }
    if candidate.keepsDigits != current.keepsDigits { return candidate.keepsDigits }
    if candidate.result.isComplete != current.result.isComplete { return candidate.result.isComplete }
    return candidate.result.value.count > current.result.value.count
  }
}
