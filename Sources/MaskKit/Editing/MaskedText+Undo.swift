extension MaskedText {
  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Restores the state before the last edit; does nothing when there is none.
  @discardableResult
  public mutating func undo() -> [EditEvent] {
    restoreLast(of: \.undoStack, keepingCurrentIn: \.redoStack)
  }

  /// Restores the state the last undo left; does nothing when there is none.
  @discardableResult
  public mutating func redo() -> [EditEvent] {
    restoreLast(of: \.redoStack, keepingCurrentIn: \.undoStack)
  }

  /// Restores the last state of `stack` and pushes the current one onto `other`; no events when `stack`
  /// is empty.
  private mutating func restoreLast(
    of stack: WritableKeyPath<MaskedText, [Snapshot]>,
    keepingCurrentIn other: WritableKeyPath<MaskedText, [Snapshot]>
  ) -> [EditEvent] {
    guard let state = self[keyPath: stack].popLast() else { return [] }
    let current = snapshot
    self[keyPath: other].append(current)
    restore(state)
    return Self.events(from: current, to: state)
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
