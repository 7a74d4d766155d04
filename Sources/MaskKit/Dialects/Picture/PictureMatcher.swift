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
  private struct Frame {
    var node: Int
    var start: Int
    var position: Int
    var step = 0
    var remaining = 0
    var chain: [Int] = []
  }

  /// What a frame wants next.
  private enum Action {
    case call(node: Int, at: Int)
    case finish(Outcome)
  }

  private let program: PictureProgram
  private let options: PictureOptions
  /// The text being checked; autofill appends literals to it.
  private(set) var text: [Character]
  /// The text with the mask's conversions applied.
  private(set) var output: [Character]
  private var fills: Bool
  private var memo: [Int: Outcome] = [:]
  /// The furthest text position where a character did not fit.
  private(set) var furthestFailure: Int?

  /// Prepares a check of `text`; with `autofill`, literals that follow the text are appended.
  init(program: PictureProgram, options: PictureOptions, text: [Character], autofill: Bool) {
    self.program = program
    self.options = options
    self.text = text
    self.output = text
    self.fills = autofill
  }

  /// Runs the check of the whole mask against the whole text.
  mutating func run() -> Outcome {
    var stack: [Frame] = []
    var returned = call(program.root, at: 0, stack: &stack)
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

  /// Evaluates a leaf at once, answers a compound node from memory, or pushes a frame for it.
  private mutating func call(_ node: Int, at position: Int, stack: inout [Frame]) -> Outcome? {
    let kind = program.nodes[node].kind
    switch kind {
    case .slot(let slot):
      return match(slot, node: node, at: position)
    case .literal(let literal):
      return match(literal, node: node, at: position)
    case .repetition:
      if let known = memo[key(node, position)] { return known }
      stack.append(Frame(node: node, start: position, position: position))
      return nil
    case .sequence, .choice, .optional:
      stack.append(Frame(node: node, start: position, position: position))
      return nil
    }
  }

  private mutating func match(_ slot: PictureSlot, node: Int, at position: Int) -> Outcome {
    guard position < text.count else {
      fills = false
      return Outcome(index: position, status: .okSoFar)
    }
    let character = text[position]
    guard let written = slot.accept(character, options: options) else {
      return fail(.rejected, node: node, at: position)
    }
    output[position] = written
    return Outcome(index: position + 1, status: .ok)
  }

  private mutating func match(_ literal: Character, node: Int, at position: Int) -> Outcome {
    if position == text.count, fills {
      text.append(literal)
      output.append(literal)
    }
    guard position < text.count else { return Outcome(index: position, status: .okSoFar) }
    let character = text[position]
    if character == " " {
      output[position] = literal
    } else if character.matchesLiteral(literal) {
      if character.isUnicodeLetter { output[position] = literal }
    } else {
      return fail(.literalMismatch, node: node, at: position)
    }
    return Outcome(index: position + 1, status: .ok)
  }

  private mutating func fail(_ kind: PictureFailure.Kind, node: Int, at position: Int) -> Outcome {
    furthestFailure = max(furthestFailure ?? position, position)
    return Outcome(
      index: position, status: .notOk, failure: PictureFailure(kind: kind, node: node, position: position))
  }

  /// Continues a frame after its previous child returned (`nil` on entry).
  private mutating func resume(_ frame: inout Frame, with returned: Outcome?) -> Action {
    let node = program.nodes[frame.node]
    switch node.kind {
    case .sequence:
      return resumeSequence(&frame, node: node, with: returned)
    case .choice, .optional:
      return resumeAlternatives(&frame, node: node, with: returned)
    case .repetition(let count):
      return resumeRepetition(&frame, node: node, count: count, with: returned)
    case .slot, .literal:
      return .finish(Outcome(index: frame.start, status: .notOk))
    }
  }

  private mutating func resumeSequence(_ frame: inout Frame, node: PictureNode, with returned: Outcome?)
    -> Action
  {
    if let returned {
      guard returned.status == .ok else { return .finish(returned) }
      frame.position = returned.index
      frame.step += 1
    }
    if frame.step < node.children.count { return .call(node: node.children[frame.step], at: frame.position) }
    guard frame.node == program.root, frame.position != text.count else {
      return .finish(Outcome(index: frame.position, status: .ok))
    }
    return .finish(fail(.extraText, node: frame.node, at: frame.position))
  }

  private mutating func resumeAlternatives(_ frame: inout Frame, node: PictureNode, with returned: Outcome?)
    -> Action
  {
    let isOptional = node.kind == .optional
    if let returned {
      guard returned.status == .notOk else { return .finish(returned) }
      frame.step += 1
    } else if frame.start == text.count {
      fills = false
      if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    }
    if frame.step < node.children.count { return .call(node: node.children[frame.step], at: frame.start) }
    if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    let failure = PictureFailure(kind: .noAlternative, node: frame.node, position: frame.start)
    return .finish(Outcome(index: frame.start, status: .notOk, failure: failure))
  }

  private mutating func resumeRepetition(
    _ frame: inout Frame, node: PictureNode, count: Int, with returned: Outcome?
  ) -> Action {
    let unbounded = count <= 0
    if let returned {
      if returned.status == .okSoFar || (returned.status == .notOk && !unbounded) { return .finish(returned) }
      let turnStart = frame.position
      frame.position = returned.index
      if frame.position == turnStart { return .finish(Outcome(index: frame.position, status: .ok)) }
      if unbounded {
        if let known = memo[key(frame.node, frame.position)] { return .finish(known) }
      } else {
        frame.remaining -= 1
        if frame.remaining <= 0 { return .finish(Outcome(index: frame.position, status: .ok)) }
      }
    } else {
      frame.remaining = count
    }
    if frame.position == text.count {
      fills = false
      return .finish(Outcome(index: frame.position, status: unbounded ? .ok : .okSoFar))
    }
    if unbounded { frame.chain.append(frame.position) }
    guard let body = node.children.first else { return .finish(Outcome(index: frame.position, status: .ok)) }
    return .call(node: body, at: frame.position)
  }

  /// Remembers a repetition's outcome unless it reached the end of the text (which autofill may move).
  ///
  /// Only repetitions come back to a position they have seen: every other node is evaluated once per
  /// evaluation of its parent, so remembering the repetitions (at every position of their turns) is
  /// enough to evaluate each node at most once per text position.
  private mutating func remember(_ outcome: Outcome, for frame: Frame) {
    guard outcome.index < text.count, case .repetition = program.nodes[frame.node].kind else { return }
    memo[key(frame.node, frame.start)] = outcome
    for position in frame.chain { memo[key(frame.node, position)] = outcome }
  }

  private func key(_ node: Int, _ position: Int) -> Int {
    position &* program.nodes.count &+ node
  }
}
