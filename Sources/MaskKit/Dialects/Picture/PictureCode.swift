/// What the matcher does for one node: a plain value, so walking the mask copies nothing heavy.
enum PictureOp: Sendable, Hashable {
  /// A slot (`#`, `?`, …).
  case slot(PictureSlot)
  /// A literal; its ASCII byte, or 0 when it is not ASCII (then the program's literal is compared).
  case literal(ascii: UInt8)
  /// Children one after the other; `isRoot` also requires the text to end with them.
  case sequence(isRoot: Bool)
  /// `{a,b}`.
  case choice
  /// `[a,b]`.
  case optional
  /// `*x` (count 0) or `*5x`.
  case repetition(count: Int)
}

/// The flat form of a program that the matcher walks: one op per node and a shared child table.
struct PictureCode: Sendable, Hashable {
  /// The op of each node.
  var ops: [PictureOp]
  /// The literal character of each node (a space for nodes that are not literals).
  var literals: [Character]
  /// Where each node's children start in `children`; node `i` owns `childStart[i]..<childStart[i + 1]`.
  var childStart: [Int]
  /// The children of all nodes, node after node.
  var children: [Int]
  /// For each entry of `children`: how many children of the same sequence, from this one on, are the
  /// same slot that never converts (`#`, `?`, `@`); 0 for other children.
  var slotRuns: [Int]
  /// The root's children when they are all slots and ASCII literals (a mask without groups or
  /// repetitions, like `(###) ###-####`); `nil` otherwise. See `PictureMask+FlatApply`.
  var flatLeaves: [PictureOp]?

  /// Flattens the nodes of a program.
  init(nodes: [PictureNode], root: Int) {
    ops = []
    literals = []
    childStart = [0]
    children = []
    slotRuns = []
    for (index, node) in nodes.enumerated() {
      switch node.kind {
      case .slot(let slot): ops.append(.slot(slot))
      case .literal(let character): ops.append(.literal(ascii: character.singleASCIIByte ?? 0))
      case .sequence: ops.append(.sequence(isRoot: index == root))
      case .choice: ops.append(.choice)
      case .optional: ops.append(.optional)
      case .repetition(let count): ops.append(.repetition(count: count))
      }
      if case .literal(let character) = node.kind { literals.append(character) } else { literals.append(" ") }
      children.append(contentsOf: node.children)
      childStart.append(children.count)
    }
    let rootChildren = children[childStart[root]..<childStart[root + 1]].map { ops[$0] }
    let isFlat = rootChildren.allSatisfy { op in
      switch op {
      case .slot: true
      case .literal(let ascii): ascii != 0
      default: false
      }
    }
    flatLeaves = isFlat ? rootChildren : nil
    slotRuns = Array(repeating: 0, count: children.count)
    for node in ops.indices where ops[node] == .sequence(isRoot: node == root) {
      var entry = childStart[node + 1] - 1
      while entry >= childStart[node] {
        if let slot = plainSlot(children[entry]) {
          let follows = entry + 1 < childStart[node + 1] && plainSlot(children[entry + 1]) == slot
          slotRuns[entry] = follows ? slotRuns[entry + 1] + 1 : 1
        }
        entry -= 1
      }
    }
  }

  /// The slot of `node` when it is a slot that never converts its character.
  func plainSlot(_ node: Int) -> PictureSlot? {
    guard case .slot(let slot) = ops[node], !slot.converts else { return nil }
    return slot
  }

  /// How many children node `node` has.
  func childCount(_ node: Int) -> Int { childStart[node + 1] - childStart[node] }

  /// The `index`th child of `node`.
  func child(_ node: Int, _ index: Int) -> Int { children[childStart[node] + index] }
}
