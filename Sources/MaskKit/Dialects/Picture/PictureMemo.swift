/// Which evaluation of a repetition passed through a text position, by node and position.
///
/// An entry is the index of an evaluation in the matcher's result list (-1: none), so every turn of
/// one evaluation costs one small entry and the evaluation's outcome is stored once. A repetition's
/// first entry is kept in two plain words (a deep mask has a million repetitions with one entry each,
/// which then allocate nothing of their own); later entries go to a dictionary; a repetition that
/// gathers entries for one position in `rowShare` gets a row of its own (one entry per position, an
/// array access), so memory stays within a small factor of the entries and the common case (a
/// repetition with a turn at most positions) costs no hashing.
///
/// When there are at least as many repetitions as positions and a table of every repetition by every
/// position is no larger than four times the two together (a text of a few characters), the memo is
/// that one flat table instead:
/// a deep mask checked against a short text (`*` two million times, then `#`) would otherwise give each
/// repetition a row of its own, an array with its own header (48 bytes for a text of one character),
/// besides the four words of bookkeeping each repetition has.
struct PictureMemo {
  /// A repetition gets a row once it has an entry for this share (1/rowShare) of the positions.
  private static let rowShare = 16

  /// The row number of each repetition node; -1 for other nodes.
  private let rows: [Int32]
  /// The number of nodes, for the dictionary keys.
  private let nodeCount: Int
  /// The positions a row covers: the text's length plus one.
  private let width: Int
  /// Every repetition's entries, row after row (`row * width + position`), when the memo is one flat
  /// table; empty otherwise. An entry takes four bytes; one that does not fit is kept in `sparse` and
  /// marked ``inSparse`` here.
  private var dense: [Int32] = []
  /// The mark of a flat-table entry kept in `sparse`.
  private static let inSparse: Int32 = -2
  /// The row of each repetition, empty until it is made.
  private var tables: [[Int]]
  /// The position of each repetition's first entry (-1: none), until its row is made.
  private var firstPositions: [Int]
  /// The value of each repetition's first entry.
  private var firstValues: [Int]
  /// The positions of each repetition's other entries, in `sparse`, until its row is made.
  private var otherPositions: [[Int]]
  private var sparse: [Int: Int] = [:]

  /// A memo for the repetitions of `code` over a text of `length` characters.
  init(code: PictureCode, length: Int) {
    let count = code.repetitionCounts.count
    self.rows = code.repetitionRows
    self.nodeCount = code.ops.count
    self.width = length + 1
    let (cells, overflow) = count.multipliedReportingOverflow(by: width)
    // Few repetitions over a long text keep the rows: a flat table would be filled at every check
    // (`*#` on 10,000 characters: 12% more instructions a keystroke).
    if !overflow, count >= width, cells <= Self.denseFactor * (count + width) {
      self.dense = Array(repeating: -1, count: cells)
      self.tables = []
      self.firstPositions = []
      self.firstValues = []
      self.otherPositions = []
      return
    }
    self.tables = Array(repeating: [], count: count)
    self.firstPositions = Array(repeating: -1, count: count)
    self.firstValues = Array(repeating: -1, count: count)
    self.otherPositions = Array(repeating: [], count: count)
  }

  /// Whether the memo is one flat table of every repetition by every position.
  var isFlat: Bool { !dense.isEmpty }

  /// How much larger than the repetitions and positions together the flat table may be.
  private static let denseFactor = 4

  /// The evaluation remembered for `node` at `position`, or -1.
  subscript(node: Int, position: Int) -> Int {
    get {
      let row = Int(rows[node])
      if position < width, row >= 0 {
        if !dense.isEmpty {
          let entry = dense[row &* width &+ position]
          return entry == Self.inSparse ? sparse[key(node, position)] ?? -1 : Int(entry)
        }
        if !tables[row].isEmpty { return tables[row][position] }
        if firstPositions[row] == position { return firstValues[row] }
      }
      return sparse.isEmpty ? -1 : sparse[key(node, position)] ?? -1
    }
    set {
      let row = Int(rows[node])
      guard position < width, row >= 0 else {
        sparse[key(node, position)] = newValue < 0 ? nil : newValue
        return
      }
      if !dense.isEmpty {
        if let entry = Int32(exactly: newValue), entry != Self.inSparse {
          dense[row &* width &+ position] = entry
        } else {
          dense[row &* width &+ position] = Self.inSparse
          sparse[key(node, position)] = newValue
        }
        return
      }
      if tables[row].isEmpty {
        if firstPositions[row] == position {
          firstValues[row] = newValue
          return
        }
        if firstPositions[row] < 0 {
          firstPositions[row] = position
          firstValues[row] = newValue
        } else if sparse.updateValue(newValue, forKey: key(node, position)) == nil {
          otherPositions[row].append(position)
        }
        if (otherPositions[row].count + 1) * Self.rowShare < width { return }
        makeRow(row, node: node)
      }
      tables[row][position] = newValue
    }
  }

  /// Moves the entries of repetition `node` into a row of its own.
  private mutating func makeRow(_ row: Int, node: Int) {
    var table = [Int](repeating: -1, count: width)
    table[firstPositions[row]] = firstValues[row]
    for position in otherPositions[row] {
      table[position] = sparse.removeValue(forKey: key(node, position)) ?? -1
    }
    firstPositions[row] = -1
    otherPositions[row] = []
    tables[row] = table
  }

  private func key(_ node: Int, _ position: Int) -> Int {
    position &* nodeCount &+ node
  }
}
