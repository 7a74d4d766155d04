/// Which evaluation of a repetition passed through a text position, by node and position.
///
/// An entry is the index of an evaluation in the matcher's result list (-1: none), so every turn of
/// one evaluation costs one small entry and the evaluation's outcome is stored once. Entries start in
/// a dictionary; a repetition that gathers entries for one position in `rowShare` gets a row of its
/// own (one entry per position, an array access), so memory stays within a small factor of the
/// entries and the common case (a repetition with a turn at most positions) costs no hashing. The
/// positions of a repetition's dictionary entries are chained in one shared list (no array per
/// repetition: a deep mask has a million repetitions with one entry each).
struct PictureMemo {
  /// A repetition gets a row once it has an entry for this share (1/rowShare) of the positions.
  private static let rowShare = 16

  /// The row number of each repetition node; -1 for other nodes.
  private let rows: [Int]
  /// The number of nodes, for the dictionary keys.
  private let nodeCount: Int
  /// The positions a row covers: the text's length plus one.
  private let width: Int
  /// The row of each repetition, empty until it is made.
  private var tables: [[Int]]
  /// How many entries each repetition has in `sparse`, until its row is made.
  private var sparseCounts: [Int]
  /// The last link of each repetition's chain in `links` (-1: none).
  private var chainEnds: [Int]
  /// The chains: for each link, the position of an entry and the link before it in its chain (-1: none).
  private var links: [(position: Int, previous: Int)] = []
  private var sparse: [Int: Int] = [:]

  /// A memo for the repetitions of `code` over a text of `length` characters.
  init(code: PictureCode, length: Int) {
    self.rows = code.repetitionRows
    self.nodeCount = code.ops.count
    self.width = length + 1
    self.tables = Array(repeating: [], count: code.repetitionCounts.count)
    self.sparseCounts = Array(repeating: 0, count: code.repetitionCounts.count)
    self.chainEnds = Array(repeating: -1, count: code.repetitionCounts.count)
  }

  /// The evaluation remembered for `node` at `position`, or -1.
  subscript(node: Int, position: Int) -> Int {
    get {
      let row = rows[node]
      if position < width, row >= 0, !tables[row].isEmpty { return tables[row][position] }
      return sparse[key(node, position)] ?? -1
    }
    set {
      let row = rows[node]
      guard position < width, row >= 0 else {
        sparse[key(node, position)] = newValue < 0 ? nil : newValue
        return
      }
      if tables[row].isEmpty {
        if sparse.updateValue(newValue, forKey: key(node, position)) == nil {
          links.append((position, chainEnds[row]))
          chainEnds[row] = links.count - 1
          sparseCounts[row] += 1
        }
        if sparseCounts[row] * Self.rowShare < width { return }
        makeRow(row, node: node)
      }
      tables[row][position] = newValue
    }
  }

  /// Moves the entries of repetition `node` from the dictionary into a row of its own.
  private mutating func makeRow(_ row: Int, node: Int) {
    var table = [Int](repeating: -1, count: width)
    var link = chainEnds[row]
    while link >= 0 {
      let position = links[link].position
      table[position] = sparse.removeValue(forKey: key(node, position)) ?? -1
      link = links[link].previous
    }
    chainEnds[row] = -1
    sparseCounts[row] = 0
    tables[row] = table
  }

  private func key(_ node: Int, _ position: Int) -> Int {
    position &* nodeCount &+ node
  }
}
