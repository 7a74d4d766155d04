/// Checks text against a compiled picture mask with the original's ordered, greedy semantics.
///
/// Alternatives are tried in order and the first one that fits (or fits so far) is kept; repetitions
/// take as many turns as fit. The tree is walked with an explicit stack (no recursion), and the result
/// of every repetition at every text position is remembered, so nothing is evaluated twice at the
/// same place: checking n characters costs O(n × mask size) however the mask nests (a counted
/// repetition `*5x` counts as five copies of `x`).
struct PictureMatcher {
  /// What a node did at a position: where the text continues, how it fits, and why not.
  struct Outcome: Sendable, Hashable {
    var index: Int
    var status: PictureStatus
    var failure: PictureFailure?
  }

  /// A compound node being evaluated.
  struct Frame {
    var node: Int
    var start: Int
    var position: Int
    var step = 0
    var remaining = 0
    /// Where this frame's turn positions start in `turns` (repetitions only).
    var turnBase = 0
  }

  /// What a frame wants next.
  enum Action {
    case call(node: Int, at: Int)
    case finish(Outcome)
  }

  let code: PictureCode
  private let root: Int
  private let options: PictureOptions
  /// The text being checked; autofill appends literals to it.
  var text: [Character]
  /// The ASCII byte of each text character, 0 for other characters.
  private var bytes: [UInt8]
  /// The text with the mask's conversions applied.
  private(set) var output: [Character]
  /// The ASCII byte of each output character, 0 for other characters.
  private var outputBytes: [UInt8]
  var fills: Bool
  var memo: PictureMemo
  /// The body outcomes of counted repetitions, by repetition and position.
  var turnMemo: [Int: Outcome] = [:]
  /// Where `jumpLength(count)` turns of a counted repetition lead, by repetition and position.
  var jumps: [Int: Int] = [:]
  /// The start positions of the turns of the unbounded repetitions on the stack.
  var turns: [Int] = []
  /// The furthest text position where a character did not fit.
  private(set) var furthestFailure: Int?

  /// Prepares a check of `text`; with `autofill`, literals that follow the text are appended.
  init(program: PictureProgram, options: PictureOptions, text: String, autofill: Bool) {
    self.code = program.code
    self.root = program.root
    self.options = options
    let characters = Array(charactersOf: text)
    self.text = characters
    // As many characters as bytes: every character is one byte, and the bytes are the text's own.
    let bytes =
      characters.count == text.utf8.count
      ? Array(text.utf8) : characters.map { $0.singleASCIIByte ?? 0 }
    self.bytes = bytes
    self.output = characters
    self.outputBytes = bytes
    self.fills = autofill
    self.memo = PictureMemo(code: program.code, length: characters.count)
  }

  /// The output as a string, written from bytes when every character is ASCII.
  var outputText: String {
    outputBytes.contains(0) ? String(output) : String(decoding: outputBytes, as: UTF8.self)
  }

  /// Runs the check of the whole mask against the whole text.
  mutating func run() -> Outcome {
    var stack: [Frame] = []
    var returned = call(root, at: 0, stack: &stack)
    while var frame = stack.popLast() {
      switch resume(&frame, with: returned) {
      case .call(let node, let position):
        stack.append(frame)
        returned = call(node, at: position, stack: &stack)
      case .finish(let outcome):
        remember(outcome, for: frame)
        returned = outcome
      }
    }
    return returned ?? Outcome(index: 0, status: .notOk, failure: nil)
  }

  /// Evaluates a leaf at once, answers a repetition from memory, or pushes a frame for the node.
  private mutating func call(_ node: Int, at position: Int, stack: inout [Frame]) -> Outcome? {
    switch code.ops[node] {
    case .slot(let slot):
      return match(slot, node: node, at: position)
    case .literal(let ascii):
      return match(literal: ascii, node: node, at: position)
    case .repetition:
      if let known = memo[node, position] { return known }
    case .sequence, .choice, .optional:
      break
    }
    stack.append(Frame(node: node, start: position, position: position, turnBase: turns.count))
    return nil
  }

  private mutating func match(_ slot: PictureSlot, node: Int, at position: Int) -> Outcome {
    guard position < text.count else {
      fills = false
      return Outcome(index: position, status: .okSoFar)
    }
    let byte = bytes[position]
    if byte != 0 {
      guard let converted = slot.accept(ascii: byte) else { return fail(.rejected, node: node, at: position) }
      if slot.converts { write(asciiCharacters[Int(converted)], byte: converted, at: position) }
    } else {
      let character = text[position]
      guard let written = slot.accept(character, options: options) else {
        return fail(.rejected, node: node, at: position)
      }
      if slot.converts || written != character {
        write(written, byte: written.singleASCIIByte ?? 0, at: position)
      }
    }
    return Outcome(index: position + 1, status: .ok)
  }

  private mutating func match(literal ascii: UInt8, node: Int, at position: Int) -> Outcome {
    if position == text.count, fills {
      let literal = code.literals[node]
      text.append(literal)
      bytes.append(ascii)
      output.append(literal)
      outputBytes.append(ascii)
    }
    guard position < text.count else { return Outcome(index: position, status: .okSoFar) }
    let byte = bytes[position]
    if byte == 0x20 {
      write(code.literals[node], byte: ascii, at: position)
    } else if byte != 0, ascii != 0 {
      guard byte == ascii || (byte.isASCIILetter && byte | 0x20 == ascii | 0x20) else {
        return fail(.literalMismatch, node: node, at: position)
      }
      if byte.isASCIILetter { write(code.literals[node], byte: ascii, at: position) }
    } else {
      let character = text[position]
      let literal = code.literals[node]
      guard character.matchesLiteral(literal) else { return fail(.literalMismatch, node: node, at: position) }
      if character.isUnicodeLetter { write(literal, byte: ascii, at: position) }
    }
    return Outcome(index: position + 1, status: .ok)
  }

  /// Writes a converted character (and its ASCII byte, 0 if none) into the output.
  private mutating func write(_ character: Character, byte: UInt8, at position: Int) {
    output[position] = character
    outputBytes[position] = byte
  }

  private mutating func fail(_ kind: PictureFailure.Kind, node: Int, at position: Int) -> Outcome {
    furthestFailure = max(furthestFailure ?? position, position)
    let failure = PictureFailure(kind: kind, node: node, position: position)
    return Outcome(index: position, status: .notOk, failure: failure)
  }

  /// Continues a frame after its previous child returned (`nil` on entry).
  private mutating func resume(_ frame: inout Frame, with returned: Outcome?) -> Action {
    switch code.ops[frame.node] {
    case .sequence(let isRoot):
      return resumeSequence(&frame, isRoot: isRoot, with: returned)
    case .choice:
      return resumeAlternatives(&frame, isOptional: false, with: returned)
    case .optional:
      return resumeAlternatives(&frame, isOptional: true, with: returned)
    case .repetition(let count):
      return count > 0
        ? resumeCountedRepetition(&frame, count: count, with: returned)
        : resumeRepetition(&frame, with: returned)
    case .slot, .literal:
      return .finish(Outcome(index: frame.start, status: .notOk))
    }
  }

  private mutating func resumeSequence(_ frame: inout Frame, isRoot: Bool, with returned: Outcome?) -> Action
  {
    if let returned {
      guard returned.status == .ok else { return .finish(returned) }
      frame.position = returned.index
      frame.step += 1
    }
    if frame.step < code.childCount(frame.node) {
      return .call(node: code.child(frame.node, frame.step), at: frame.position)
    }
    guard isRoot, frame.position != text.count else {
      return .finish(Outcome(index: frame.position, status: .ok))
    }
    return .finish(fail(.extraText, node: frame.node, at: frame.position))
  }

  private mutating func resumeAlternatives(_ frame: inout Frame, isOptional: Bool, with returned: Outcome?)
    -> Action
  {
    if let returned {
      guard returned.status == .notOk else { return .finish(returned) }
      frame.step += 1
    } else if frame.start == text.count {
      fills = false
      if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    }
    if frame.step < code.childCount(frame.node) {
      return .call(node: code.child(frame.node, frame.step), at: frame.start)
    }
    if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    let failure = PictureFailure(kind: .noAlternative, node: frame.node, position: frame.start)
    return .finish(Outcome(index: frame.start, status: .notOk, failure: failure))
  }

  /// `*x`: turns as long as they move forward; a failing turn that moved still counts.
  private mutating func resumeRepetition(_ frame: inout Frame, with returned: Outcome?) -> Action {
    if let returned {
      if returned.status == .okSoFar { return .finish(returned) }
      let turnStart = frame.position
      frame.position = returned.index
      if frame.position == turnStart { return .finish(Outcome(index: frame.position, status: .ok)) }
      if let known = memo[frame.node, frame.position] { return .finish(known) }
    }
    if frame.position == text.count {
      fills = false
      return .finish(Outcome(index: frame.position, status: .ok))
    }
    turns.append(frame.position)
    guard code.childCount(frame.node) > 0 else { return .finish(Outcome(index: frame.position, status: .ok)) }
    return .call(node: code.child(frame.node, 0), at: frame.position)
  }

  /// Remembers a repetition's outcome unless it reached the end of the text (which autofill may move).
  ///
  /// Only repetitions come back to a position they have seen: every other node is evaluated once per
  /// evaluation of its parent, so remembering the repetitions (at every position of their turns) is
  /// enough to evaluate each node at most once per text position.
  private mutating func remember(_ outcome: Outcome, for frame: Frame) {
    guard case .repetition(let count) = code.ops[frame.node] else { return }
    if outcome.index < text.count {
      memo[frame.node, frame.start] = outcome
      if count <= 0 {
        for position in turns[frame.turnBase...] { memo[frame.node, position] = outcome }
      }
    }
    turns.removeSubrange(frame.turnBase...)
  }

  func key(_ node: Int, _ position: Int) -> Int {
    position &* code.ops.count &+ node
  }
}

extension UInt8 {
  /// `A`–`Z` or `a`–`z`.
  var isASCIILetter: Bool { (65...90).contains(self) || (97...122).contains(self) }
}
