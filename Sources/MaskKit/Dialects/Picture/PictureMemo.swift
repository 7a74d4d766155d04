/// Which evaluation of a repetition passed through a text position, by node and position.
///
/// An entry is the index of an evaluation in the matcher's result list (-1: none), so every turn of
/// one evaluation costs one small entry and the evaluation's outcome is stored once. A dense table
/// (one entry per repetition and position) when that is small, so the common case costs an array
/// access; a dictionary otherwise, and for positions past the length it was made for.
struct PictureMemo {
  /// Dense tables above this many entries would cost more memory than they save time.
  private static let denseLimit = 1 << 18

  /// The row of each repetition node in the dense table; -1 for other nodes.
  private let rows: [Int]
  /// The positions each row covers: the text's length plus one.
  private let width: Int
  /// How many entries the dense table has once something is remembered.
  private let cells: Int
  /// The dense table, made at the first entry (a check that remembers nothing does not pay for it).
  private var dense: [Int] = []
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
    let width = length + 1
    let (cells, overflow) = count.multipliedReportingOverflow(by: width)
    let useDense = !overflow && cells <= Self.denseLimit
    self.rows = rows
    self.width = useDense ? width : 0
    self.cells = useDense ? cells : 0
  }

  /// The evaluation remembered for `node` at `position`, or -1.
  subscript(node: Int, position: Int) -> Int {
    get {
      if position < width, rows[node] >= 0 {
        return dense.isEmpty ? -1 : dense[rows[node] * width + position]
      }
      return sparse[position &* rows.count &+ node] ?? -1
    }
    set {
      if position < width, rows[node] >= 0 {
        if dense.isEmpty { dense = Array(repeating: -1, count: cells) }
        dense[rows[node] * width + position] = newValue
      } else {
        sparse[position &* rows.count &+ node] = newValue < 0 ? nil : newValue
      }
    }
  }
}
