extension PictureMatcher {
  /// One change to the matcher's state, kept by an open matcher so that it can be undone.
  enum Change {
    case pushed
    case popped(Frame)
    case memo(node: Int, position: Int, old: Int)
    case resultAdded
    case result(Int, old: Outcome?)
    case turnMemo(key: Int, old: Outcome?)
    case jump(key: Int, old: Int?)
    case turnAdded
    case turnsCut([Int])
    case appended
    case written(position: Int, Character, UInt8)
  }

  /// Undoes the changes after the first `mark` entries of the journal, newest first.
  mutating func undo(to mark: Int) {
    while journal.count > mark {
      switch journal.removeLast() {
      case .pushed: stack.removeLast()
      case .popped(let frame): stack.append(frame)
      case .memo(let node, let position, let old): memo[node, position] = old
      case .resultAdded: results.removeLast()
      case .result(let index, let old): results[index] = old
      case .turnMemo(let key, let old): turnMemo[key] = old
      case .jump(let key, let old): jumps[key] = old
      case .turnAdded: turns.removeLast()
      case .turnsCut(let removed): turns.append(contentsOf: removed)
      case .appended:
        removeLastStored()
        slotStops.forget(from: length)
      case .written(let position, let character, let byte):
        setOutput(character, byte: byte, at: position)
      }
    }
  }

  mutating func pushFrame(_ frame: Frame) {
    if isOpen { journal.append(.pushed) }
    stack.append(frame)
  }

  mutating func popFrame() -> Frame? {
    guard let frame = stack.popLast() else { return nil }
    if isOpen { journal.append(.popped(frame)) }
    return frame
  }

  mutating func setMemo(_ node: Int, _ position: Int, _ evaluation: Int) {
    if isOpen { journal.append(.memo(node: node, position: position, old: memo[node, position])) }
    memo[node, position] = evaluation
  }

  /// Adds an evaluation to `results` and returns its index.
  mutating func addResult(_ outcome: Outcome?) -> Int {
    if isOpen { journal.append(.resultAdded) }
    results.append(outcome)
    return results.count - 1
  }

  mutating func setResult(_ index: Int, _ outcome: Outcome) {
    if isOpen { journal.append(.result(index, old: results[index])) }
    results[index] = outcome
  }

  mutating func setTurnMemo(_ key: Int, _ outcome: Outcome) {
    if isOpen { journal.append(.turnMemo(key: key, old: turnMemo[key])) }
    turnMemo[key] = outcome
  }

  mutating func setJump(_ key: Int, _ target: Int) {
    if isOpen { journal.append(.jump(key: key, old: jumps[key])) }
    jumps[key] = target
  }

  mutating func addTurn(_ position: Int) {
    if isOpen { journal.append(.turnAdded) }
    turns.append(position)
  }

  /// Removes the turn positions from `base` on.
  mutating func cutTurns(to base: Int) {
    guard turns.count > base else { return }
    if isOpen { journal.append(.turnsCut(Array(turns[base...]))) }
    turns.removeSubrange(base...)
  }

  /// Appends a character to the text (and the output).
  mutating func append(_ character: Character, byte: UInt8) {
    if isOpen { journal.append(.appended) }
    appendStored(character, byte: byte)
  }
}
