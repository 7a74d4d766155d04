/// Compiles a picture mask into a `PictureProgram`, without recursion.
///
/// Like the original, a malformed mask still yields a program: the top-level elements that were
/// complete before the error, so text can be checked against what the person typed so far.
struct PictureParser {
  /// The outcome of parsing one element: where parsing continues, the node, or the error.
  private struct Step {
    var index: Int
    var node: Int?
    var error: MaskSyntaxError?
  }

  /// An element whose parts are still being parsed.
  private enum Frame {
    /// `*` with its count, waiting for the element to repeat.
    case repetition(count: Int, start: Int)
    /// `{` or `[`: its finished alternatives are `alternatives[alternativesBase...]` and the elements of
    /// the one being parsed `elements[elementsBase...]` (shared stacks, so adding one is O(1)).
    case group(PictureGroupKind, start: Int, alternativesBase: Int, elementsBase: Int, currentStart: Int)
  }

  /// What parsing one element did: finished it, or opened a frame and wants the next element.
  private enum Progress {
    case finished(Step)
    case opened(next: Int)
  }

  private let mask: [Character]
  private var code = PictureCode()
  private var sources: [Range<Int>] = []
  private var frames: [Frame] = []
  /// The finished alternatives of the open groups, innermost last.
  private var alternatives: [Int] = []
  /// The finished elements of the alternatives being parsed, innermost last.
  private var elements: [Int] = []

  /// Parses `mask`; the program is always usable, the error says what was wrong.
  static func parse(_ mask: String) -> (program: PictureProgram, error: MaskSyntaxError?) {
    var parser = PictureParser(mask: Array(mask))
    return parser.parseAll()
  }

  private init(mask: [Character]) {
    self.mask = mask
  }

  private mutating func parseAll() -> (program: PictureProgram, error: MaskSyntaxError?) {
    var topLevel: [Int] = []
    var index = 0
    var error: MaskSyntaxError?
    parsing: while index < mask.count || !frames.isEmpty {
      var step: Step
      switch parseElement(at: index) {
      case .opened(let next):
        index = next
        continue parsing
      case .finished(let finished):
        step = finished
      }
      while let frame = frames.popLast() {
        switch deliver(step, to: frame) {
        case .opened(let next):
          index = next
          continue parsing
        case .finished(let finished):
          step = finished
        }
      }
      if let stepError = step.error {
        error = stepError
        break parsing
      }
      if let node = step.node { topLevel.append(node) }
      index = step.index
    }
    if error == nil, topLevel.isEmpty {
      error = MaskSyntaxError(.pictureEmptyMask, at: 0, "The mask is empty; it needs at least one symbol.")
    }
    let root = add(.sequence(isRoot: true), children: topLevel, source: 0..<mask.count)
    code.finish(root: root)
    return (PictureProgram(mask: mask, sources: sources, root: root, code: code), error)
  }

  /// Parses the element that starts at `index`, or opens a frame for a compound element.
  private mutating func parseElement(at index: Int) -> Progress {
    guard index < mask.count else { return .finished(Step(index: index)) }
    let symbol = mask[index]
    if let slot = PictureSlot(symbol: symbol) {
      return .finished(Step(index: index + 1, node: addLeaf(.slot(slot), source: index..<index + 1)))
    }
    switch symbol {
    case ";":
      guard index + 1 < mask.count else {
        let message = "The escape ';' at the end of the mask has no character after it to take literally."
        return .finished(
          Step(index: index + 1, error: MaskSyntaxError(.pictureDanglingEscape, at: index + 1, message)))
      }
      let node = addLiteral(mask[index + 1], source: index..<index + 2)
      return .finished(Step(index: index + 2, node: node))
    case "*":
      var end = index + 1
      while end < mask.count, mask[end].isASCIIDigitSymbol { end += 1 }
      guard end < mask.count else {
        let message = "The repetition '*' at character \(index) has nothing after it to repeat."
        return .finished(
          Step(index: mask.count, error: MaskSyntaxError(.pictureDanglingRepetition, at: mask.count, message))
        )
      }
      let digits = String(mask[index + 1..<end])
      guard let count = digits.isEmpty ? 0 : Int(digits) else {
        let message =
          "The repetition count \(digits) at character \(index + 1) is larger than \(Int.max); "
          + "leave the count out for any number of repetitions."
        return .finished(
          Step(index: index + 1, error: MaskSyntaxError(.pictureRepetitionTooLarge, at: index + 1, message)))
      }
      frames.append(.repetition(count: count, start: index))
      return .opened(next: end)
    case "{", "[":
      let kind: PictureGroupKind = symbol == "{" ? .choice : .optional
      frames.append(
        .group(
          kind, start: index, alternativesBase: alternatives.count, elementsBase: elements.count,
          currentStart: index + 1))
      return .opened(next: index + 1)
    case "}":
      return .finished(Step(index: index, error: PictureGroupKind.choice.unopened(at: index)))
    case "]":
      return .finished(Step(index: index, error: PictureGroupKind.optional.unopened(at: index)))
    case ",":
      let message =
        "',' at character \(index) separates alternatives but is outside '{…}' or '[…]'; "
        + "write ';,' for a comma."
      return .finished(Step(index: index, error: MaskSyntaxError(.pictureStrayComma, at: index, message)))
    default:
      return .finished(Step(index: index + 1, node: addLiteral(symbol, source: index..<index + 1)))
    }
  }

  /// Hands a finished element to the frame that waits for it.
  private mutating func deliver(_ step: Step, to frame: Frame) -> Progress {
    switch frame {
    case .repetition(let count, let start):
      guard step.error == nil, let body = step.node else { return .finished(step) }
      sources.append(start..<step.index)
      let node = code.addRepetition(count: count, body: body)
      return .finished(Step(index: step.index, node: node))
    case .group(let kind, let start, let alternativesBase, let elementsBase, let currentStart):
      // A count too large is wrong wherever the group ends; the group's own errors would hide it.
      if step.error?.kind == .pictureRepetitionTooLarge { return close(alternativesBase, elementsBase, step) }
      if let node = step.node { elements.append(node) }
      let index = step.index
      guard index < mask.count else {
        let error = kind.unclosed(openedAt: start, at: index)
        return close(alternativesBase, elementsBase, Step(index: index, error: error))
      }
      guard elements.count > elementsBase else {
        let error = kind.emptyAlternative(at: index)
        return close(alternativesBase, elementsBase, Step(index: index, error: error))
      }
      guard step.error == nil else { return close(alternativesBase, elementsBase, step) }
      let symbol = mask[index]
      guard symbol == "," || symbol == kind.closing else {
        frames.append(frame)
        return .opened(next: index)
      }
      let sequence = add(
        .sequence(isRoot: false), children: elements[elementsBase...], source: currentStart..<index)
      elements.removeSubrange(elementsBase...)
      alternatives.append(sequence)
      if symbol == "," {
        frames.append(
          .group(
            kind, start: start, alternativesBase: alternativesBase, elementsBase: elementsBase,
            currentStart: index + 1))
        return .opened(next: index + 1)
      }
      let node = add(kind.op, children: alternatives[alternativesBase...], source: start..<index + 1)
      return close(alternativesBase, elementsBase, Step(index: index + 1, node: node))
    }
  }

  /// Finishes a group: forgets its alternatives and elements, and hands `step` on.
  private mutating func close(_ alternativesBase: Int, _ elementsBase: Int, _ step: Step) -> Progress {
    alternatives.removeSubrange(min(alternativesBase, alternatives.count)...)
    elements.removeSubrange(min(elementsBase, elements.count)...)
    return .finished(step)
  }

  private mutating func add(_ op: PictureOp, children: some Collection<Int>, source: Range<Int>) -> Int {
    sources.append(source)
    return code.add(op, children: children)
  }

  private mutating func addLeaf(_ op: PictureOp, source: Range<Int>) -> Int {
    sources.append(source)
    return code.addLeaf(op)
  }

  private mutating func addLiteral(_ literal: Character, source: Range<Int>) -> Int {
    sources.append(source)
    return code.addLeaf(.literal(ascii: literal.singleASCIIByte ?? 0), literal: literal)
  }
}

extension Character {
  /// `0` to `9` exactly: the digits of a repetition count.
  fileprivate var isASCIIDigitSymbol: Bool {
    guard let ascii = asciiValue else { return false }
    return (48...57).contains(ascii)
  }
}
