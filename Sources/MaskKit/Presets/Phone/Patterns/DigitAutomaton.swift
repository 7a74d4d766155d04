/// A deterministic automaton for a ``DigitPattern``: one table lookup per digit, for the questions that
/// need no captures (does the whole input match; does some prefix match).
///
/// Built by the subset construction over the pattern's program when the pattern compiles, or decoded
/// from the same construction made ahead by Scripts/phone_automata.py (``init(encoded:)``); a pattern
/// whose automaton would exceed ``stateLimit`` states keeps only the backtracking machine. A class:
/// its tables are shared, not copied, on every match.
final class DigitAutomaton: Sendable {
  /// The next state for each state and digit (`state * 10 + digit`), -1 for none.
  let transitions: [Int32]
  /// Whether the pattern has matched once the state is reached, whatever follows.
  let acceptsHere: [Bool]
  /// Whether the pattern has matched if the input ends in the state.
  let acceptsAtEnd: [Bool]

  /// The most states an automaton may have.
  static let stateLimit = 4096

  init?(_ program: [DigitPattern.Instruction]) {
    var builder = DigitAutomatonBuilder(program: program)
    guard builder.build() else { return nil }
    transitions = builder.transitions
    acceptsHere = builder.acceptsHere
    acceptsAtEnd = builder.acceptsAtEnd
  }

  /// Decodes an automaton written by Scripts/phone_automata.py (its documentation gives the encoding);
  /// nil for an empty or malformed text.
  init?(encoded: StaticString) {
    guard let tables = DigitAutomatonDecoder.decode(encoded) else { return nil }
    (transitions, acceptsHere, acceptsAtEnd) = tables
  }

  /// Whether the whole of `digits` matches.
  func matchesWhole(_ digits: ArraySlice<UInt8>) -> Bool {
    var state = 0
    for digit in digits {
      guard digit < 10 else { return false }
      state = Int(transitions[state &* 10 &+ Int(digit)])
      if state < 0 { return false }
    }
    return acceptsHere[state] || acceptsAtEnd[state]
  }

  /// Whether some input starting with `digit` leaves the first state (one the pattern may still match).
  func canStart(with digit: UInt8) -> Bool {
    digit < 10 && transitions[Int(digit)] >= 0
  }

  /// Where the walk over `digits` ends: in a state, past a match that ended before them, or out of
  /// the automaton.
  private enum Walk {
    case state(Int)
    case matchedBefore
    case left
  }

  private func walk(_ digits: ArraySlice<UInt8>) -> Walk {
    var state = 0
    for digit in digits {
      if acceptsHere[state] { return .matchedBefore }
      guard digit < 10 else { return .left }
      state = Int(transitions[state &* 10 &+ Int(digit)])
      if state < 0 { return .left }
    }
    return .state(state)
  }

  /// Whether the walk over `digits` stays in the automaton (or has matched before it ends), so some
  /// input beginning with them may still match.
  func mayBegin(_ digits: ArraySlice<UInt8>) -> Bool {
    if case .left = walk(digits) { return false }
    return true
  }

  /// Whether the pattern matches some prefix of `digits` (possibly empty).
  func matchesPrefix(_ digits: ArraySlice<UInt8>) -> Bool {
    switch walk(digits) {
    case .matchedBefore: return true
    case .left: return false
    case .state(let state): return acceptsHere[state] || acceptsAtEnd[state]
    }
  }
}

/// The subset construction behind ``DigitAutomaton``.
private struct DigitAutomatonBuilder {
  let program: [DigitPattern.Instruction]
  var transitions: [Int32] = []
  var acceptsHere: [Bool] = []
  var acceptsAtEnd: [Bool] = []
  private var states: [[Int]] = []
  private var index: [[Int]: Int] = [:]

  init(program: [DigitPattern.Instruction]) {
    self.program = program
  }

  /// Builds every reachable state; false when there are too many.
  mutating func build() -> Bool {
    guard add(closure(of: [0])) != nil else { return false }
    var next = 0
    while next < states.count {
      let state = states[next]
      for digit in 0..<10 {
        let bit = UInt16(1) << UInt16(digit)
        var moved: [Int] = []
        for pc in state {
          if case .digit(let mask) = program[pc], mask & bit != 0 { moved.append(pc + 1) }
        }
        if moved.isEmpty {
          transitions[next * 10 + digit] = -1
          continue
        }
        guard let target = add(closure(of: moved)) else { return false }
        transitions[next * 10 + digit] = Int32(target)
      }
      next += 1
    }
    return true
  }

  /// The state for a closure, added when new; nil past the state limit.
  private mutating func add(_ closure: Closure) -> Int? {
    if let known = index[closure.key] { return known }
    guard states.count < DigitAutomaton.stateLimit else { return nil }
    let number = states.count
    states.append(closure.digits)
    index[closure.key] = number
    transitions.append(contentsOf: repeatElement(-1, count: 10))
    acceptsHere.append(closure.acceptsHere)
    acceptsAtEnd.append(closure.acceptsAtEnd)
    return number
  }

  private struct Closure {
    var digits: [Int] = []
    var acceptsHere = false
    var acceptsAtEnd = false
    var key: [Int] { digits + [acceptsHere ? -1 : -2, acceptsAtEnd ? -3 : -4] }
  }

  /// The digit instructions reachable from `starts` without consuming a digit, and whether the
  /// pattern accepts on the way (at once, or only where the input ends).
  private func closure(of starts: [Int]) -> Closure {
    var closure = Closure()
    var seen = Set<Int>()
    var atEnd = Set<Int>()
    var stack = Array(starts.reversed())
    var endStack: [Int] = []
    while let pc = stack.popLast() {
      guard pc < program.count, seen.insert(pc).inserted else { continue }
      switch program[pc] {
      case .digit: closure.digits.append(pc)
      case .split(let preferred, let other): stack.append(contentsOf: [other, preferred])
      case .jump(let target): stack.append(target)
      case .save: stack.append(pc + 1)
      case .endOfInput: endStack.append(pc + 1)
      case .accept: closure.acceptsHere = true
      }
    }
    while let pc = endStack.popLast() {
      guard pc < program.count, atEnd.insert(pc).inserted else { continue }
      switch program[pc] {
      case .digit: break
      case .split(let preferred, let other): endStack.append(contentsOf: [other, preferred])
      case .jump(let target): endStack.append(target)
      case .save, .endOfInput: endStack.append(pc + 1)
      case .accept: closure.acceptsAtEnd = true
      }
    }
    closure.digits.sort()
    return closure
  }
}
