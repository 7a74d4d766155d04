extension PictureMatcher {
  /// An open matcher over an empty text, for typing; its memo is sized for `capacity` characters.
  init(typing program: PictureProgram, options: PictureOptions, capacity: Int, allowsScalars: Bool = true) {
    self.init(program: program, options: options, characters: [], bytes: [], capacity: capacity)
    plain = true
    self.allowsScalars = allowsScalars
    self.program = program
    self.capacity = capacity
    isOpen = true
    fills = true
    _ = walk()
    journal.removeAll()
  }

  /// Whether the text typed so far fits the mask (so far): an open walk that stopped at the end.
  var fitsSoFar: Bool {
    if case .back(let outcome?) = next, stack.isEmpty { return outcome.status != .notOk }
    return true
  }

  /// What typing a character did.
  enum Typed {
    case kept
    case refused
    /// The character would join the character before it (see `joinsTheOutput`); nothing changed.
    case joins
  }

  /// Types `character` the way `PictureMask.apply` does: it is kept when the text still fits;
  /// otherwise, when literals follow the text, they are filled in first and the character is tried
  /// after them.
  ///
  /// Only the part of the walk that looks past the old end of the text runs again.
  mutating func type(_ character: Character) -> Typed {
    guard fitsSoFar else { return .refused }
    if joinsTheOutput(character) { return .joins }
    stepStart = journal.count
    let before = next
    if tryAppending(character) { return .kept }
    let typedLength = length
    isFilling = true
    _ = walk()
    isFilling = false
    var typed = Typed.refused
    if length > typedLength {
      if joinsTheOutput(character) {
        typed = .joins
      } else if tryAppending(character) {
        return .kept
      }
    }
    undo(to: stepStart)
    next = before
    return typed
  }

  /// Types `character`, which joins the last typed character into one, by taking the step that typed
  /// that character again with the joined character; returns whether it was kept (when not, the text
  /// stays as it was).
  mutating func typeJoining(_ character: Character) -> Bool {
    guard let lastStep, length > 0 else { return false }
    let last = self.character(at: length - 1)
    let merged = String(outputCharacter(at: length - 1)) + String(character)
    guard merged.count == 1, let joined = merged.first else { return false }
    stepStart = 0
    undo(to: lastStep.mark)
    next = lastStep.next
    if tryAppending(joined) { return true }
    _ = tryAppending(last)
    return false
  }

  /// Appends `character` and walks on; keeps the change when the walk reaches the new end.
  private mutating func tryAppending(_ character: Character) -> Bool {
    let mark = journal.count
    let before = next
    append(character, byte: character.singleASCIIByte ?? 0)
    guard walk() == nil else {
      undo(to: mark)
      next = before
      return false
    }
    var rounds = 0
    while let reread = rereadPosition(), rounds < 4 {
      guard reread == length - 1 else { break }
      // Only the new character reads differently once converted: the walk looked at it first where
      // this step began, so it is enough to take this step again with the converted character.
      let converted = outputCharacter(at: reread)
      undo(to: mark)
      next = before
      append(converted, byte: converted.singleASCIIByte ?? 0)
      _ = walk()
      rounds += 1
    }
    let restarts = rereadPosition() != nil
    journal.removeSubrange(..<stepStart)
    lastStep = (mark - stepStart, before)
    if restarts { restart() }
    return true
  }

  /// The furthest position this step wrote a character that the mask reads differently from the text
  /// there (see `readsAlike`), if any.
  private func rereadPosition() -> Int? {
    var furthest: Int?
    for change in journal {
      guard case .written(let position, _, _) = change, position < length,
        !Self.readsAlike(character(at: position), outputCharacter(at: position))
      else { continue }
      if position < length - 1 { return position }
      furthest = position
    }
    return furthest
  }

  /// Whether the mask reads `new` exactly as it reads `old`: the same character, or the same letter in
  /// another case (slots take letters of either case and literals match ignoring case).
  private static func readsAlike(_ old: Character, _ new: Character) -> Bool {
    if old == new { return true }
    if let oldByte = old.singleASCIIByte, let newByte = new.singleASCIIByte {
      return oldByte.isASCIILetter && newByte.isASCIILetter && oldByte | 0x20 == newByte | 0x20
    }
    return old.isUnicodeLetter && new.isUnicodeLetter && old.uppercased() == new.uppercased()
  }

  /// Walks the mask again over the output, as text: typing goes on from the converted text (a space
  /// written as the literal it stands for, a digit of another script written in ASCII), which the
  /// mask may read differently from what was typed.
  private mutating func restart() {
    var converted = self
    converted.text = output
    converted.scalars = outputScalars
    converted.bytes = outputBytes
    restart(from: converted)
  }

  /// Walks the mask again from the start over the text of `stored` (only its text is read).
  private mutating func restart(from stored: PictureMatcher) {
    guard let program else { return }
    self = PictureMatcher(typing: program, options: options, capacity: capacity, allowsScalars: allowsScalars)
    plain = stored.plain
    scalarMode = stored.scalarMode
    text = stored.text
    output = stored.text
    scalars = stored.scalars
    outputScalars = stored.scalars
    bytes = stored.bytes
    outputBytes = stored.bytes
    _ = walk()
    journal.removeAll()
    lastStep = nil
  }

  /// Whether `character` would join the last character of the output into one (a combining mark after
  /// a letter, `\n` after `\r`): typed text is a string, so the two then count as one character.
  func joinsTheOutput(_ character: Character) -> Bool {
    if let byte = character.singleASCIIByte, byte != 0x0A { return false }
    guard length > 0 else { return false }
    // Two standalone scalars never join: a scalar matcher's output is such scalars, a plain one's too
    // but for the carriage return.
    if plain || scalarMode, outputBytes[length - 1] != 0x0D, character.standaloneScalar != nil {
      return false
    }
    return (String(outputCharacter(at: length - 1)) + String(character)).count == 1
  }

  /// Continues typing from `characters`, the text the last typed character made by joining the one
  /// before it.
  mutating func restart(joined characters: [Character]) {
    var joined = self
    joined.plain = false
    joined.scalarMode = false
    joined.text = characters
    joined.bytes = characters.map { $0.singleASCIIByte ?? 0 }
    restart(from: joined)
  }
}
