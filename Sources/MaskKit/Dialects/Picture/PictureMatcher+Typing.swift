extension PictureMatcher {
  /// An open matcher over an empty text, for typing; its memo is sized for `capacity` characters.
  init(typing program: PictureProgram, options: PictureOptions, capacity: Int) {
    self.init(program: program, options: options, characters: [], bytes: [], capacity: capacity)
    plain = true
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

  /// Types `character` the way `PictureMask.apply` does: it is kept when the text still fits;
  /// otherwise, when literals follow the text, they are filled in first and the character is tried
  /// after them. Returns whether the character was kept.
  ///
  /// Only the part of the walk that looks past the old end of the text runs again.
  mutating func type(_ character: Character) -> Bool {
    guard fitsSoFar else { return false }
    let before = next
    if tryAppending(character) { return true }
    let typedLength = length
    isFilling = true
    _ = walk()
    isFilling = false
    if length > typedLength, tryAppending(character) { return true }
    undo(to: 0)
    next = before
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
    let rereads = journal.contains { change in
      guard case .written(let position, let old, _) = change else { return false }
      return !Self.readsAlike(old, outputCharacter(at: position))
    }
    journal.removeAll(keepingCapacity: true)
    if rereads { restart() }
    return true
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
    guard let program else { return }
    let converted = (plain: plain, characters: output, bytes: outputBytes)
    self = PictureMatcher(typing: program, options: options, capacity: capacity)
    plain = converted.plain
    text = converted.characters
    bytes = converted.bytes
    output = converted.characters
    outputBytes = converted.bytes
    _ = walk()
    journal.removeAll()
  }
}
