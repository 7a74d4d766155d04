/// Checks text against a compiled picture mask with the original's ordered, greedy semantics.
///
/// Alternatives are tried in order and the first one that fits (or fits so far) is kept; repetitions
/// take as many turns as fit. The tree is walked with an explicit stack (no recursion), and every
/// repetition evaluation that took a turn is remembered at each position it passed, so nothing is
/// evaluated twice at the same place: checking n characters costs O(n × mask size) however the mask
/// nests (a counted repetition `*5x` counts as five copies of `x`).
///
/// The walk over a text is the same as the walk over any longer text that starts with it, up to the
/// first time it looks at the end of the text. An open matcher (`PictureMatcher+Typing`) stops there,
/// so text can be typed one character at a time without walking the beginning again.
struct PictureMatcher {
  /// What a node did at a position: where the text continues, how it fits, and why not.
  struct Outcome: Sendable, Hashable {
    var index: Int
    var status: PictureStatus
    var failure: PictureFailure?
  }

  /// A compound node being evaluated; five words, since a deep mask keeps one per level.
  struct Frame {
    var node: Int
    var start: Int
    var position: Int
    /// The child being evaluated (sequences and groups), or the turns left (counted repetitions).
    var counter = 0
    /// Where this frame's turn positions start in `turns` (counted repetitions), or this evaluation's
    /// index in `results` once an unbounded repetition took a turn (-1 before).
    var mark = 0

    /// The child being evaluated, in a sequence or a group.
    var step: Int {
      get { counter }
      set { counter = newValue }
    }
    /// The turns left, in a counted repetition.
    var remaining: Int {
      get { counter }
      set { counter = newValue }
    }
    /// Where the turn positions of a counted repetition start in `turns`.
    var turnBase: Int { mark }
    /// The evaluation's index in `results`, in an unbounded repetition; -1 before it took a turn.
    var result: Int {
      get { mark }
      set { mark = newValue }
    }
  }

  /// What a frame wants next.
  enum Action {
    case call(node: Int, at: Int)
    case finish(Outcome)
  }

  /// What the walk does next: evaluate a node, or hand an outcome to the frame on top of the stack.
  enum Next {
    case call(node: Int, at: Int)
    case back(Outcome?)
  }

  let code: PictureCode
  let root: Int
  let options: PictureOptions
  /// Whether the text and the output are plain ASCII, kept as bytes only (`text` and `output` empty).
  var plain = false
  /// Whether the text and the output are kept as standalone scalars (`scalars`, `outputScalars`;
  /// see `PictureMatcher+Scalars`), unless `plain`; `text` and `output` are then empty.
  var scalarMode = false
  /// Whether text of standalone scalars may be kept as scalars (off to test the `Character` path).
  var allowsScalars = true
  /// The text being checked, unless `plain` or `scalarMode`; autofill appends literals to it.
  var text: [Character]
  /// The text being checked, in `scalarMode`.
  var scalars: [Unicode.Scalar] = []
  /// The output, in `scalarMode`.
  var outputScalars: [Unicode.Scalar] = []
  /// The byte of each text character when `plain`, else its ASCII byte or 0 for other characters.
  var bytes: [UInt8]
  /// The text with the mask's conversions applied, unless `plain`.
  var output: [Character]
  /// The bytes of the output, like `bytes`.
  var outputBytes: [UInt8]
  /// Whether a character of the output was ever written or appended (when not, the output is the text).
  var outputEdited = false
  var fills: Bool
  /// The evaluation of each repetition that passed each position.
  var memo: PictureMemo
  /// The outcome of each remembered evaluation (`nil` while it runs or when it reached the end).
  var results = PictureResults()
  /// The body outcomes of counted repetitions, by repetition and position.
  var turnMemo: [Int: Outcome] = [:]
  /// Where `jumpLength(count)` turns of a counted repetition lead, by repetition and position.
  var jumps: [Int: Int] = [:]
  /// The start positions of the turns of the counted repetitions on the stack.
  var turns: [Int] = []
  /// Where runs of plain slots stop in the text.
  var slotStops = PictureSlotStops()
  /// The frames of the compound nodes being evaluated.
  var stack: [Frame] = []
  /// Where the walk stands.
  var next: Next
  /// The furthest text position where a character did not fit.
  var furthestFailure: Int?
  /// Whether the text may still grow: looking at its end then stops the walk (see `run`).
  var isOpen = false
  /// Whether an open walk appends a literal it finds at the end of the text instead of stopping.
  var isFilling = false
  /// The program of an open matcher, to walk again from the start (see `PictureMatcher+Typing`).
  var program: PictureProgram?
  /// How many characters the memo of an open matcher was sized for.
  var capacity = 0
  /// Where the journal of the step being typed starts (the step before keeps its entries until then).
  var stepStart = 0
  /// The last typed step that kept its character: where its journal was, and the walk, just before the
  /// character was appended (see `typeJoining`).
  var lastStep: (mark: Int, next: Next)?
  /// Set when an open walk looked at the end of the text.
  var reachedEnd = false
  /// The changes made since the last commit, newest last, when `isOpen` (see `undo(to:)`).
  var journal: [Change] = []

  /// Prepares a check of `text`; with `autofill`, literals that follow the text are appended;
  /// `allowsScalars` lets text of standalone scalars be kept as scalars.
  init(
    program: PictureProgram, options: PictureOptions, text: String, autofill: Bool, allowsScalars: Bool = true
  ) {
    if text.isPlainASCII {
      let bytes = Array(text.utf8)
      self.init(program: program, options: options, characters: [], bytes: bytes, capacity: bytes.count)
      plain = true
    } else if allowsScalars, let scalars = text.standaloneScalars {
      let bytes = scalars.map { $0.value < 0x80 ? UInt8($0.value) : 0 }
      self.init(program: program, options: options, characters: [], bytes: bytes, capacity: bytes.count)
      scalarMode = true
      self.scalars = scalars
      outputScalars = scalars
    } else {
      let characters = Array(text)
      let bytes = characters.map { $0.singleASCIIByte ?? 0 }
      self.init(
        program: program, options: options, characters: characters, bytes: bytes, capacity: bytes.count)
    }
    self.fills = autofill
    self.allowsScalars = allowsScalars
  }

  /// Prepares a walk of `characters` with a memo sized for `capacity` characters.
  init(
    program: PictureProgram, options: PictureOptions, characters: [Character], bytes: [UInt8], capacity: Int
  ) {
    self.code = program.code
    self.root = program.root
    self.options = options
    self.text = characters
    self.bytes = bytes
    self.output = characters
    self.outputBytes = bytes
    self.fills = false
    self.memo = PictureMemo(code: program.code, length: capacity)
    self.next = .call(node: program.root, at: 0)
    // Sized once for the nesting: a stack that doubles holds the old and the new buffer at once, 120 MB
    // for two million nested repetitions (issue 33).
    stack.reserveCapacity(program.code.height + 1)
  }

  /// The length of the text.
  var length: Int { bytes.count }

  /// The output as a string, written from bytes when every character is ASCII.
  var outputText: String {
    if plain || !outputBytes.contains(0) { return String(decoding: outputBytes, as: UTF8.self) }
    return scalarMode ? String(scalars: outputScalars) : String(output)
  }

  /// The text, for `slotStops`.
  var stopsText: PictureSlotStops.Text {
    PictureSlotStops.Text(
      bytes: bytes, characters: text, scalars: scalars, plain: plain, scalarMode: scalarMode, options: options
    )
  }

  /// The text's characters.
  var characters: [Character] {
    if plain { return bytes.map { asciiCharacters[Int($0)] } }
    return scalarMode ? scalars.map(Character.init) : text
  }

  /// The character at `position` of the text.
  func character(at position: Int) -> Character {
    if plain { return asciiCharacters[Int(bytes[position])] }
    return scalarMode ? Character(scalars[position]) : text[position]
  }

  /// The character at `position` of the output.
  func outputCharacter(at position: Int) -> Character {
    if plain { return asciiCharacters[Int(outputBytes[position])] }
    return scalarMode ? Character(outputScalars[position]) : output[position]
  }

  /// Runs the check of the whole mask against the whole text.
  mutating func run() -> Outcome {
    walk() ?? Outcome(index: length, status: .okSoFar)
  }

  /// Walks on from `next` until the walk ends, and returns its outcome; an open walk returns `nil`
  /// instead at the first step that looks at the end of the text, undoing that step.
  mutating func walk() -> Outcome? {
    // A closed walk never stops early, so it keeps nothing to undo a step with.
    guard isOpen else {
      while true {
        if let ended = step() { return ended }
      }
    }
    while true {
      let mark = journal.count
      let before = next
      let filling = fills
      if let ended = step() { return ended }
      if reachedEnd {
        reachedEnd = false
        undo(to: mark)
        next = before
        fills = filling
        return nil
      }
    }
  }

  /// Takes one step of the walk; returns the walk's outcome when there is nothing left to do.
  private mutating func step() -> Outcome? {
    switch next {
    case .call(let node, let position):
      next = .back(call(node, at: position))
    case .back(let returned):
      guard var frame = popFrame() else {
        return returned ?? Outcome(index: 0, status: .notOk, failure: nil)
      }
      switch resume(&frame, with: returned) {
      case .call(let node, let position):
        pushFrame(frame)
        next = .back(call(node, at: position))
      case .finish(let outcome):
        remember(outcome, for: frame)
        next = .back(outcome)
      }
    }
    return nil
  }

  /// Evaluates a leaf at once, answers a repetition from memory, or pushes a frame for the node.
  private mutating func call(_ node: Int, at position: Int) -> Outcome? {
    switch code.ops[node] {
    case .slot(let slot):
      return match(slot, node: node, at: position)
    case .literal(let ascii):
      return match(literal: ascii, node: node, at: position)
    case .repetition(let counted):
      if !counted, let refused = refusedTurn(node, at: position) { return refused }
      if let known = remembered(node, at: position) { return known }
      pushFrame(Frame(node: node, start: position, position: position, mark: counted ? turns.count : -1))
      return nil
    case .sequence, .choice, .optional:
      break
    }
    pushFrame(Frame(node: node, start: position, position: position))
    return nil
  }

  private mutating func match(_ slot: PictureSlot, node: Int, at position: Int) -> Outcome {
    if atEnd(position) {
      fills = false
      return Outcome(index: position, status: .okSoFar)
    }
    let byte = bytes[position]
    if byte != 0 || plain {
      guard let converted = slot.accept(ascii: byte) else { return fail(.rejected, node: node, at: position) }
      if slot.converts { write(ascii: converted, at: position) }
    } else if scalarMode, let takes = slot.takesAsIs(scalars[position], options: options) {
      guard takes else { return fail(.rejected, node: node, at: position) }
    } else {
      let character = character(at: position)
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
    if position == length, fills, !isOpen || isFilling {
      append(code.literal(node, ascii: ascii), byte: ascii)
    }
    if atEnd(position) { return Outcome(index: position, status: .okSoFar) }
    let byte = bytes[position]
    if byte == 0x20 {
      write(code.literal(node, ascii: ascii), byte: ascii, at: position)
    } else if byte != 0 || plain, ascii != 0 {
      guard byte == ascii || (byte.isASCIILetter && byte | 0x20 == ascii | 0x20) else {
        return fail(.literalMismatch, node: node, at: position)
      }
      if byte.isASCIILetter { write(code.literal(node, ascii: ascii), byte: ascii, at: position) }
    } else {
      let character = character(at: position)
      let literal = code.literal(node, ascii: ascii)
      guard character.matchesLiteral(literal) else { return fail(.literalMismatch, node: node, at: position) }
      if character.isUnicodeLetter || character != literal { write(literal, byte: ascii, at: position) }
    }
    return Outcome(index: position + 1, status: .ok)
  }

  /// Writes an ASCII byte into the output.
  private mutating func write(ascii byte: UInt8, at position: Int) {
    guard plain, !isOpen else { return write(asciiCharacters[Int(byte)], byte: byte, at: position) }
    outputEdited = true
    outputBytes[position] = byte
  }

  /// Writes a converted character (and its ASCII byte, 0 if none) into the output.
  private mutating func write(_ character: Character, byte: UInt8, at position: Int) {
    if plain, character.singleASCIIByte != byte { leavePlain(for: character) }
    if isOpen {
      journal.append(.written(position: position, outputCharacter(at: position), outputBytes[position]))
    }
    setOutput(character, byte: byte, at: position)
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
    case .repetition(let counted):
      return counted
        ? resumeCountedRepetition(&frame, count: code.repetitionCount(frame.node), with: returned)
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
    while frame.step < code.childCount(frame.node) {
      guard crossSlotRun(&frame) else {
        return .call(node: code.child(frame.node, frame.step), at: frame.position)
      }
    }
    guard isRoot, !atEnd(frame.position) else { return .finish(Outcome(index: frame.position, status: .ok)) }
    return .finish(fail(.extraText, node: frame.node, at: frame.position))
  }

  private mutating func resumeAlternatives(_ frame: inout Frame, isOptional: Bool, with returned: Outcome?)
    -> Action
  {
    if let returned {
      guard returned.status == .notOk else { return .finish(returned) }
      frame.step += 1
    } else if atEnd(frame.start) {
      fills = false
      if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    }
    if frame.step < code.childCount(frame.node) {
      return .call(node: code.alternative(frame.node, frame.step), at: frame.start)
    }
    if isOptional { return .finish(Outcome(index: frame.start, status: .ok)) }
    let failure = PictureFailure(kind: .noAlternative, node: frame.node, position: frame.start)
    return .finish(Outcome(index: frame.start, status: .notOk, failure: failure))
  }

  /// `*x`: turns as long as they move forward; a failing turn that moved still counts.
  ///
  /// Once a turn moved, the evaluation gets a place in `results`, and each position a turn started
  /// from points to it, so an evaluation that later starts there takes the outcome at once. An
  /// evaluation that took no turn is not remembered (it costs one turn to do again).
  private mutating func resumeRepetition(_ frame: inout Frame, with returned: Outcome?) -> Action {
    if let returned {
      if returned.status == .okSoFar { return .finish(returned) }
      let turnStart = frame.position
      frame.position = returned.index
      if frame.position == turnStart { return .finish(Outcome(index: frame.position, status: .ok)) }
      if frame.result < 0 { frame.result = addResult(nil) }
      setMemo(frame.node, turnStart, frame.result)
      if let known = remembered(frame.node, at: frame.position) { return .finish(known) }
    }
    if frame.position < length, code.childCount(frame.node) == 1,
      let slot = code.plainSlot(code.child(frame.node, 0))
    {
      frame.position = slotStops.first(of: slot, from: frame.position, text: stopsText)
    }
    if atEnd(frame.position) {
      fills = false
      return .finish(Outcome(index: frame.position, status: .ok))
    }
    guard code.childCount(frame.node) > 0 else { return .finish(Outcome(index: frame.position, status: .ok)) }
    return .call(node: code.child(frame.node, 0), at: frame.position)
  }

  /// `*x` whose body is one slot or literal that refuses the character at `position`: the repetition
  /// takes no turn (answered without a frame, and not remembered).
  private mutating func refusedTurn(_ node: Int, at position: Int) -> Outcome? {
    guard position < length, code.childCount(node) == 1 else { return nil }
    let body = code.child(node, 0)
    let turn: Outcome
    switch code.ops[body] {
    case .slot(let slot): turn = match(slot, node: body, at: position)
    case .literal(let ascii): turn = match(literal: ascii, node: body, at: position)
    default: return nil
    }
    return turn.status == .notOk ? Outcome(index: position, status: .ok) : nil
  }

  /// Crosses the run of one plain slot that starts at the frame's step as far as the text allows
  /// (see `PictureSlotStops`); returns whether the whole run was crossed.
  private mutating func crossSlotRun(_ frame: inout Frame) -> Bool {
    let entry = code.childStart[frame.node] + frame.step
    let length = Int(code.slotRuns[entry])
    guard length > 1, frame.position < length, let slot = code.plainSlot(code.children[entry]) else {
      return false
    }
    let stop = slotStops.first(of: slot, from: frame.position, text: stopsText)
    let crossed = min(length, stop - frame.position)
    frame.position += crossed
    frame.step += crossed
    return crossed == length
  }

  /// The outcome of the remembered evaluation of repetition `node` that passed `position`, if it ended.
  func remembered(_ node: Int, at position: Int) -> Outcome? {
    let evaluation = memo[node, position]
    return evaluation < 0 ? nil : results[evaluation]
  }

  /// Remembers a repetition's outcome unless it reached the end of the text (which autofill may move).
  ///
  /// Only repetitions come back to a position they have seen: every other node is evaluated once per
  /// evaluation of its parent, so remembering the repetitions (at every position of their turns) is
  /// enough to evaluate each node at most once per text position.
  private mutating func remember(_ outcome: Outcome, for frame: Frame) {
    guard case .repetition(let counted) = code.ops[frame.node] else { return }
    if outcome.index < length {
      if counted {
        setMemo(frame.node, frame.start, addResult(outcome))
      } else if frame.result >= 0 {
        setResult(frame.result, outcome)
      }
    }
    // Only counted repetitions add turns, and each cuts its own when it ends.
    if counted { cutTurns(to: frame.turnBase) }
  }

  /// Whether `position` is the end of the text; an open walk notes that it looked there.
  mutating func atEnd(_ position: Int) -> Bool {
    guard position >= length else { return false }
    if isOpen { reachedEnd = true }
    return true
  }

  func key(_ node: Int, _ position: Int) -> Int {
    position &* code.ops.count &+ node
  }
}

extension UInt8 {
  /// `A`–`Z` or `a`–`z`.
  var isASCIILetter: Bool { (65...90).contains(self) || (97...122).contains(self) }
}
