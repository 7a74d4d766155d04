/// The remembered outcomes of unbounded repetitions, by node and text position.
///
/// A dense table (one entry per repetition and position) when that is small, so the common case
/// costs an array access; a dictionary otherwise, and for positions that autofill added later.
struct PictureMemo {
  /// Dense tables above this many entries would cost more memory than they save time.
  private static let denseLimit = 1 << 18

  /// The row of each repetition node in the dense table; -1 for other nodes.
  private let rows: [Int]
  /// The positions each row covers: the text's length plus one.
  private let width: Int
  private var dense: [PictureMatcher.Outcome?]
  private var sparse: [Int: PictureMatcher.Outcome] = [:]

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
    self.dense = useDense ? Array(repeating: nil, count: cells) : []
  }

  /// The outcome remembered for `node` at `position`, if any.
  subscript(node: Int, position: Int) -> PictureMatcher.Outcome? {
    get {
      if position < width, rows[node] >= 0 { return dense[rows[node] * width + position] }
      return sparse[position &* rows.count &+ node]
    }
    set {
      if position < width, rows[node] >= 0 {
        dense[rows[node] * width + position] = newValue
      } else {
        sparse[position &* rows.count &+ node] = newValue
      }
    }
  }
}
