/// A regular expression over ASCII digits, as libphonenumber's metadata writes them.
///
/// The metadata's patterns use a small subset of regular expressions: digits, `\d`, classes such as
/// `[2-9]`, groups `(…)` and `(?:…)`, alternation, `?`, `*`, `+` and counted repetition `{n}`, `{n,m}`,
/// and `$`. A pattern compiles into a program for a backtracking machine with the leftmost-first,
/// greedy semantics of the regular-expression engines libphonenumber runs on, so captures and the
/// first match found agree with them. Inputs are digit values (0–9), never longer than a phone number,
/// and every run has a step budget, so no pattern costs more than a bounded amount of work. A class:
/// compiled once, shared by reference.
final class DigitPattern: Sendable {
  /// One instruction of the matching machine.
  enum Instruction: Sendable, Equatable {
    /// Consumes one digit whose bit is set in the mask.
    case digit(UInt16)
    /// Tries `preferred` first, then `other`.
    case split(preferred: Int, other: Int)
    /// Continues at the target.
    case jump(Int)
    /// Records the current position in a capture slot.
    case save(Int)
    /// Succeeds only at the end of the input.
    case endOfInput
    /// The pattern matched.
    case accept
  }

  /// The pattern as the metadata writes it.
  let source: String
  /// The machine program and group count, compiled up front unless the pattern was made for whole and
  /// prefix matches only (``init(matchingOnly:automaton:)``).
  private let compiled: (program: [Instruction], groupCount: Int)?
  /// The same pattern as a deterministic automaton, when it is small enough.
  let automaton: DigitAutomaton?
  /// The pattern as pieces in a row, when it is one (every format pattern of the metadata is), so the
  /// groups of a whole match are found without running the machine; nil for other patterns and for
  /// patterns made for whole and prefix matches only.
  let pieces: DigitPieces?

  /// The most machine steps one run may take before it gives up (no match).
  static let stepBudget = 200_000

  /// Compiles `source`; a pattern outside the supported subset compiles to one that never matches.
  convenience init(_ source: String) {
    let compiled = Self.compileWithPieces(source)
    self.init(
      source: source, compiled: (compiled.program, compiled.groupCount),
      automaton: DigitAutomaton(compiled.program), pieces: compiled.pieces)
  }

  /// Compiles `source` with the automaton the generator built for it ahead (it builds it the same
  /// way: `PhoneGeneratedAutomataTests`).
  convenience init(_ source: String, automaton: DigitAutomaton?) {
    let compiled = Self.compileWithPieces(source)
    self.init(
      source: source, compiled: (compiled.program, compiled.groupCount), automaton: automaton,
      pieces: compiled.pieces)
  }

  /// A pattern asked only whether it matches a whole input or a prefix, which its automaton answers:
  /// the machine program is compiled only if something else is asked.
  convenience init(matchingOnly source: String, automaton: DigitAutomaton) {
    self.init(source: source, compiled: nil, automaton: automaton, pieces: nil)
  }

  private init(
    source: String, compiled: (program: [Instruction], groupCount: Int)?, automaton: DigitAutomaton?,
    pieces: DigitPieces?
  ) {
    self.source = source
    self.compiled = compiled
    self.automaton = automaton
    self.pieces = pieces
  }

  /// The program of the matching machine.
  var program: [Instruction] { compiled?.program ?? Self.compile(source).program }
  /// The number of capturing groups.
  var groupCount: Int { compiled?.groupCount ?? Self.compile(source).groupCount }

  /// The program and group count of `source`; a program that never matches when it is outside the
  /// supported subset.
  static func compile(_ source: String) -> (program: [Instruction], groupCount: Int) {
    let compiled = compileWithPieces(source)
    return (compiled.program, compiled.groupCount)
  }

  /// ``compile(_:)`` and the pattern's pieces, when it is pieces in a row (``DigitPieces``).
  private static func compileWithPieces(_ source: String) -> (
    program: [Instruction], groupCount: Int, pieces: DigitPieces?
  ) {
    var parser = DigitPatternParser(Array(source.utf8))
    guard let tree = parser.parseWhole() else { return ([.digit(0)], 0, nil) }
    var emitter = DigitPatternEmitter()
    emitter.emit(tree)
    emitter.program.append(.accept)
    return (emitter.program, parser.groupCount, DigitPieces(tree, groupCount: parser.groupCount))
  }

  /// Whether the whole of `digits` matches.
  func matchesWhole(_ digits: ArraySlice<UInt8>) -> Bool {
    if let automaton { return automaton.matchesWhole(digits) }
    var captures: [Int] = []
    return run(digits, start: digits.startIndex, wholeInput: true, captures: &captures) != nil
  }

  /// Whether an input starting with `digit` may match; true when the pattern has no automaton to tell.
  func canStart(with digit: UInt8) -> Bool {
    automaton?.canStart(with: digit) ?? true
  }

  /// Whether some input beginning with `digits` may match: the automaton's walk over them never leaves
  /// the pattern (or has matched already); true when the pattern has no automaton to tell.
  func mayBegin(_ digits: ArraySlice<UInt8>) -> Bool {
    automaton?.mayBegin(digits) ?? true
  }

  /// Whether some prefix of `digits` matches (a regular expression's `match` succeeds).
  func matchesPrefix(_ digits: ArraySlice<UInt8>) -> Bool {
    if let automaton { return automaton.matchesPrefix(digits) }
    return prefixMatchEnd(digits) != nil
  }

  /// The end of the match that starts at the first digit (a prefix match), or nil.
  func prefixMatchEnd(_ digits: ArraySlice<UInt8>) -> Int? {
    // The automaton answers whether some prefix matches in one walk; only then does the machine
    // find which (the one its leftmost-first order takes).
    if let automaton, !automaton.matchesPrefix(digits) { return nil }
    var captures: [Int] = []
    return run(digits, start: digits.startIndex, wholeInput: false, captures: &captures)
  }

  /// The first match at or after `start`: its bounds and the bounds of each group (nil when a group
  /// took no part), as offsets into `digits`.
  func firstMatch(in digits: ArraySlice<UInt8>, from start: Int? = nil, whole: Bool = false)
    -> DigitMatch?
  {
    var position = start ?? digits.startIndex
    let slots = 2 * groupCount
    var captures = Self.unsetCaptures(slots)
    while position <= digits.endIndex {
      if let end = run(digits, start: position, wholeInput: whole, captures: &captures) {
        return DigitMatch(range: position..<end, captures: captures)
      }
      if whole { return nil }
      // A failed run may leave captures it set before its first choice: start the next one afresh.
      for slot in 0..<slots { captures[slot] = -1 }
      position += 1
    }
    return nil
  }

  /// The match that starts at `start`, or nil: ``firstMatch(in:from:whole:)`` from `start` when its
  /// match starts there, without trying the later positions.
  func match(in digits: ArraySlice<UInt8>, at start: Int) -> DigitMatch? {
    if let automaton, !automaton.matchesPrefix(digits[start...]) { return nil }
    var captures = Self.unsetCaptures(2 * groupCount)
    guard let end = run(digits, start: start, wholeInput: false, captures: &captures) else { return nil }
    return DigitMatch(range: start..<end, captures: captures)
  }

  /// `count` capture slots, each -1 (unset): reserved and appended, since `Array(repeating:count:)`
  /// allocates through the standard library's unspecialized buffer code (a metadata lookup of a few
  /// hundred instructions a call: callgrind of `maskkit format --preset phone --region JP`).
  private static func unsetCaptures(_ count: Int) -> [Int] {
    var captures: [Int] = []
    captures.reserveCapacity(count)
    for _ in 0..<count { captures.append(-1) }
    return captures
  }

  /// Runs the machine from `start`; returns where the match ends. `captures` holds 2 slots per group
  /// (or is empty when the caller needs no captures).
  private func run(
    _ input: ArraySlice<UInt8>, start: Int, wholeInput: Bool, captures: inout [Int]
  ) -> Int? {
    let recordsCaptures = !captures.isEmpty
    let program = program
    // Reserved once: growing from empty would reallocate at the first few choices of every run.
    var stack: [Backtrack] = []
    stack.reserveCapacity(16)
    var branches = 0
    var pc = 0
    var position = start
    var steps = 0
    while steps < Self.stepBudget {
      steps += 1
      var failed = false
      switch program[pc] {
      case .digit(let mask):
        if position < input.endIndex, mask & (1 << UInt16(input[position])) != 0 {
          position += 1
          pc += 1
        } else {
          failed = true
        }
      case .split(let preferred, let other):
        stack.append(Backtrack(pc: other, position: position, slot: -1))
        branches += 1
        pc = preferred
      case .jump(let target):
        pc = target
      case .save(let slot):
        if recordsCaptures {
          // Without a choice to return to, a failure ends the run: nothing to restore.
          if branches > 0 { stack.append(Backtrack(pc: captures[slot], position: position, slot: slot)) }
          captures[slot] = position
        }
        pc += 1
      case .endOfInput:
        if position == input.endIndex { pc += 1 } else { failed = true }
      case .accept:
        if !wholeInput || position == input.endIndex { return position }
        failed = true
      }
      guard failed else { continue }
      var resumed = false
      while let entry = stack.popLast() {
        if entry.slot >= 0 {
          captures[entry.slot] = entry.pc
        } else {
          branches -= 1
          pc = entry.pc
          position = entry.position
          resumed = true
          break
        }
      }
      if !resumed { return nil }
    }
    return nil
  }

  /// A choice to come back to, or (with a slot) a capture to restore on the way back.
  private struct Backtrack {
    var pc: Int
    var position: Int
    var slot: Int
  }
}

/// Where a pattern matched and where its groups matched.
struct DigitMatch: Sendable, Equatable {
  /// The bounds of the whole match.
  var range: Range<Int>
  /// Two offsets per group, -1 for a group that took no part.
  var captures: [Int]

  /// The bounds of group `number` (1-based), or nil.
  func group(_ number: Int) -> Range<Int>? {
    let index = 2 * (number - 1)
    guard number >= 1, index + 1 < captures.count, captures[index] >= 0, captures[index + 1] >= 0 else {
      return nil
    }
    return captures[index]..<captures[index + 1]
  }
}
