extension PictureMatcher {
  /// Counted repetitions with fewer turns than this simply take every turn (and so write every case
  /// conversion again, exactly like the original).
  static let rememberedCount = 16

  /// How many turns one remembered jump of a counted repetition covers: about √count, at least 8, at
  /// most 2³¹ (so that squaring it cannot overflow).
  static func jumpLength(_ count: Int) -> Int {
    var length = 8
    while length < 1 << 31, length * length < count { length *= 2 }
    return length
  }

  /// `*5x`: exactly five turns, or `okSoFar` when the text ends first.
  ///
  /// Evaluating `*1000#` at every position of a long text would cost 1,000 turns each time. The body's
  /// outcome at each position is remembered, and so is where `jumpLength` turns in a row lead, so a
  /// repetition that starts where an earlier one passed jumps ahead instead of taking every turn.
  mutating func resumeCountedRepetition(_ frame: inout Frame, count: Int, with returned: Outcome?) -> Action {
    let jump = count >= Self.rememberedCount ? Self.jumpLength(count) : nil
    if let returned {
      if jump != nil, returned.index < length { setTurnMemo(key(frame.node, frame.position), returned) }
      if let finished = takeTurn(returned, in: &frame, jump: jump) { return .finish(finished) }
    } else {
      frame.remaining = count
      addTurn(frame.position)
    }
    while true {
      if atEnd(frame.position) {
        fills = false
        return .finish(Outcome(index: frame.position, status: .okSoFar))
      }
      if let jump, frame.remaining >= jump, let target = jumps[key(frame.node, frame.position)] {
        frame.position = target
        frame.remaining -= jump
        cutTurns(to: frame.turnBase)
        addTurn(target)
        if frame.remaining == 0 { return .finish(Outcome(index: target, status: .ok)) }
      } else if jump != nil, let known = turnMemo[key(frame.node, frame.position)] {
        if let finished = takeTurn(known, in: &frame, jump: jump) { return .finish(finished) }
      } else {
        guard code.childCount(frame.node) > 0 else {
          return .finish(Outcome(index: frame.position, status: .ok))
        }
        return .call(node: code.child(frame.node, 0), at: frame.position)
      }
    }
  }

  /// Applies the outcome of one turn; returns the repetition's outcome when the turn ends it.
  ///
  /// With a `jump` length, the position `jump` turns back learns where this turn led.
  private mutating func takeTurn(_ turn: Outcome, in frame: inout Frame, jump: Int?) -> Outcome? {
    guard turn.status == .ok else { return turn }
    guard turn.index != frame.position else { return Outcome(index: frame.position, status: .ok) }
    frame.position = turn.index
    frame.remaining -= 1
    addTurn(turn.index)
    let taken = turns.count - frame.turnBase
    if let jump, taken > jump, turn.index < length {
      setJump(key(frame.node, turns[turns.count - 1 - jump]), turn.index)
    }
    return frame.remaining <= 0 ? Outcome(index: frame.position, status: .ok) : nil
  }
}
