extension MaskedText {
  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Restores the state before the last edit; does nothing when there is none.
  @discardableResult
  public mutating func undo() -> [EditEvent] {
    guard let previous = undoStack.popLast() else { return [] }
    let current = snapshot
    redoStack.append(current)
    restore(previous)
    return Self.events(from: current, to: previous)
  }

  /// Restores the state the last undo left; does nothing when there is none.
  @discardableResult
  public mutating func redo() -> [EditEvent] {
    guard let next = redoStack.popLast() else { return [] }
    let current = snapshot
    undoStack.append(current)
    restore(next)
    return Self.events(from: current, to: next)
  }

  /// Runs several edits as one undo step (a scripted burst of typing, a drag and drop).
  public mutating func asOneEdit<Result>(_ edits: (inout MaskedText) -> Result) -> Result {
    if groupDepth == 0 { groupStart = nil }
    groupDepth += 1
    let result = edits(&self)
    groupDepth -= 1
    if groupDepth == 0, let start = groupStart {
      groupStart = nil
      pushUndo(start)
    }
    return result
  }

  mutating func recordUndo(_ before: Snapshot) {
    if groupDepth > 0 {
      if groupStart == nil { groupStart = before }
      return
    }
    pushUndo(before)
  }

  private mutating func pushUndo(_ before: Snapshot) {
    undoStack.append(before)
    if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    redoStack.removeAll()
  }

  static var undoLimit: Int { 1_000 }
}
