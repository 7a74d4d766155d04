/// Which evaluation of a repetition passed through a text position, by node and position.
///
/// An entry is the index of an evaluation in the matcher's result list (-1: none), so every turn of
/// one evaluation costs one small entry and the evaluation's outcome is stored once. Entries start in
/// a dictionary; a repetition that gathers entries for one position in `rowShare` gets a row of its
/// own (one entry per position, an array access), so memory stays within a small factor of the
/// entries and the common case (a repetition with a turn at most positions) costs no hashing.
struct PictureMemo {
  /// A repetition gets a row once it has an entry for this share (1/rowShare) of the positions.
  private static let rowShare = 16

  /// The row number of each repetition node; -1 for other nodes.
  private let rows: [Int]
  /// The positions a row covers: the text's length plus one.
  private let width: Int
  /// The row of each repetition, empty until it is made.
  private var tables: [[Int]]
  /// The positions of each repetition's entries in `sparse`, until its row is made.
  private var sparsePositions: [[Int]]
  private var sparse: [Int: Int] = [:]

  /// A memo for the repetitions of `code` over a text of `length` characters.
  init(code: PictureCode, length: Int) {
    var rows = [Int](repeating: -1, count: code.ops.count)
    var count = 0
    for (node, op) in code.ops.enumerated() {
      if case .repetition = op {
        rows[node] = count
        count += 1
      }
    }
    self.rows = rows
    self.width = length + 1
    self.tables = Array(repeating: [], count: count)
    self.sparsePositions = Array(repeating: [], count: count)
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
          sparsePositions[row].append(position)
        }
        if sparsePositions[row].count * Self.rowShare < width { return }
        makeRow(row, node: node)
      }
      tables[row][position] = newValue
    }
  }

  /// Moves the entries of repetition `node` from the dictionary into a row of its own.
  private mutating func makeRow(_ row: Int, node: Int) {
    var table = [Int](repeating: -1, count: width)
    for position in sparsePositions[row] {
      table[position] = sparse.removeValue(forKey: key(node, position)) ?? -1
    }
    sparsePositions[row] = []
    tables[row] = table
  }

  private func key(_ node: Int, _ position: Int) -> Int {
    position &* rows.count &+ node
  }
}
