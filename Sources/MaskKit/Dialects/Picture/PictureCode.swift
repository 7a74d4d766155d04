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
  /// `*x` (not `counted`) or `*5x` (`counted`; the count is in `PictureCode.repetitionCounts`). No op
  /// carries a word, so an op is two bytes.
  case repetition(counted: Bool)
}

/// The flat form of a program that the matcher walks: one op per node and a shared child table.
struct PictureCode: Sendable, Hashable {
  /// The op of each node.
  var ops: [PictureOp] = []
  /// The literal characters that are not one ASCII byte, by node (the op of an ASCII literal has its byte).
  var otherLiterals: [Int: Character] = [:]
  /// Where each node's children start in `children`; node `i` owns `childStart[i]..<childStart[i + 1]`.
  var childStart: [Int] = [0]
  /// The children of all nodes, node after node.
  var children: [Int] = []
  /// For each entry of `children`: how many children of the same sequence, from this one on, are the
  /// same slot that never converts (`#`, `?`, `@`); 0 for other children. A longer run counts as
  /// `Int32.max` (crossing it then takes more than one step).
  var slotRuns: [Int32] = []
  /// The root's children when they are all slots and ASCII literals (a mask without groups or
  /// repetitions, like `(###) ###-####`); `nil` otherwise. See `PictureMask+FlatApply`.
  var flatLeaves: [PictureOp]?
  /// The row of each repetition node (repetitions numbered in order), -1 for other nodes; empty when
  /// the mask has no repetition.
  var repetitionRows: [Int32] = []
  /// The count of each repetition by row (0: as often as it fits).
  var repetitionCounts: [Int] = []
  /// The most compound nodes (nodes with children) on one path from the root to a leaf: how many
  /// frames the matcher's stack holds at most for the nesting alone, so it can be sized once.
  var height = 0

  /// Adds a leaf node (a slot or a literal) and returns its index.
  mutating func addLeaf(_ op: PictureOp, literal: Character? = nil) -> Int {
    let node = ops.count
    if case .literal(let ascii) = op, ascii == 0, let literal { otherLiterals[node] = literal }
    ops.append(op)
    childStart.append(children.count)
    return node
  }

  /// Adds a repetition of `body` (`count` 0: as often as it fits) and returns its index.
  mutating func addRepetition(count: Int, body: Int) -> Int {
    repetitionCounts.append(count)
    return add(.repetition(counted: count > 0), children: CollectionOfOne(body))
  }

  /// How many times repetition node `node` repeats (0: as often as it fits).
  func repetitionCount(_ node: Int) -> Int { repetitionCounts[Int(repetitionRows[node])] }

  /// Adds a compound node with `nodeChildren` (earlier nodes) and returns its index.
  mutating func add(_ op: PictureOp, children nodeChildren: some Collection<Int>) -> Int {
    ops.append(op)
    children.append(contentsOf: nodeChildren)
    childStart.append(children.count)
    return ops.count - 1
  }

  /// Marks `root` as the root sequence and works out what the matcher's shortcuts need.
  mutating func finish(root: Int) {
    ops[root] = .sequence(isRoot: true)
    let rootChildren = self.children[childStart[root]..<childStart[root + 1]].map { ops[$0] }
    let isFlat = rootChildren.allSatisfy { op in
      switch op {
      case .slot: true
      case .literal(let ascii): ascii != 0
      default: false
      }
    }
    flatLeaves = isFlat ? rootChildren : nil
    if !repetitionCounts.isEmpty {
      // Four bytes a node: a mask has fewer than 2^31 nodes (each takes a character of the mask).
      var row: Int32 = 0
      repetitionRows = ops.map { op in
        guard case .repetition = op else { return -1 }
        row += 1
        return row - 1
      }
    }
    var heights = [Int32](repeating: 0, count: ops.count)
    for node in ops.indices where childStart[node + 1] > childStart[node] {
      var below: Int32 = 0
      for child in children[childStart[node]..<childStart[node + 1]] { below = max(below, heights[child]) }
      heights[node] = below &+ 1
    }
    height = Int(heights.max() ?? 0)
    slotRuns = Array(repeating: 0, count: children.count)
    for node in ops.indices {
      guard case .sequence = ops[node] else { continue }
      var entry = childStart[node + 1] - 1
      while entry >= childStart[node] {
        if let slot = plainSlot(children[entry]) {
          let follows = entry + 1 < childStart[node + 1] && plainSlot(children[entry + 1]) == slot
          slotRuns[entry] = follows ? slotRuns[entry + 1] &+ (slotRuns[entry + 1] < Int32.max ? 1 : 0) : 1
        }
        entry -= 1
      }
    }
  }

  /// The character of literal node `node`, whose op has the byte `ascii` (0: not one ASCII byte).
  func literal(_ node: Int, ascii: UInt8) -> Character {
    ascii != 0 ? asciiCharacters[Int(ascii)] : otherLiterals[node] ?? " "
  }

  /// The slot of `node` when it is a slot that never converts its character.
  func plainSlot(_ node: Int) -> PictureSlot? {
    guard case .slot(let slot) = ops[node], !slot.converts else { return nil }
    return slot
  }

  /// How many children node `node` has.
  func childCount(_ node: Int) -> Int { childStart[node + 1] - childStart[node] }

  /// What the matcher evaluates for the `index`th alternative of group `node`: the alternative, or its
  /// one element when it has only one (a sequence of one element answers what the element answers,
  /// since an element that fits leaves no failure behind, so `{{{#}}}` needs no frame for the
  /// sequences).
  func alternative(_ node: Int, _ index: Int) -> Int {
    let sequence = child(node, index)
    return childCount(sequence) == 1 ? child(sequence, 0) : sequence
  }

  /// The `index`th child of `node`.
  func child(_ node: Int, _ index: Int) -> Int { children[childStart[node] + index] }
}
