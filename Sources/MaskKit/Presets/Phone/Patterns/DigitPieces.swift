/// A ``DigitPattern`` that is pieces in a row: each piece one digit out of a set, a fixed number of
/// times, except at most one piece that takes a range of counts; capturing groups around runs of whole
/// pieces, none inside another; no alternation and no `$`. Every format pattern of libphonenumber's
/// metadata is one (`(\d{3})(\d{3,4})`, `([89]\d{2})(\d{3})(\d{2})(\d{2})`).
///
/// The counts of a whole match of such a pattern follow from the input's length alone, and the first
/// match the machine finds in an input the pattern matches whole is that whole match: a longer run of
/// the one variable piece leaves too few digits for the pieces after it, and shorter runs are tried only
/// after it; no piece matches an empty input, so no second match follows. So a format's groups are read
/// off the pieces instead of running the machine (`DigitPiecesTests` holds them to the machine).
struct DigitPieces: Sendable {
  /// One piece: a digit out of `mask` (bit `d` for digit `d`), `count` times at least.
  struct Piece: Sendable {
    var mask: UInt16
    var count: Int
  }

  /// The pieces in order, each at its smallest count.
  let pieces: [Piece]
  /// Where each piece starts in a match in which the variable piece takes its smallest count.
  let starts: [Int]
  /// The index of the piece whose count varies and how many more digits than its smallest count it
  /// may take (nil: any number); nil when every count is fixed.
  let variable: (index: Int, most: Int?)?
  /// The first piece of each group and the piece after its last, by group number less one.
  let groups: [(first: Int, end: Int)]
  /// The digits of the shortest match.
  let shortest: Int

  /// The pieces of `tree`, a pattern with `groupCount` capturing groups, or nil when it is not pieces in
  /// a row (or its shortest match is empty).
  init?(_ tree: DigitPatternNode, groupCount: Int) {
    var pieces: [Piece] = []
    var variable: (index: Int, most: Int?)?
    var groups = [(first: Int, end: Int)](repeating: (-1, -1), count: groupCount)
    func add(_ node: DigitPatternNode, inGroup: Bool) -> Bool {
      switch node {
      case .digits(let mask):
        pieces.append(Piece(mask: mask, count: 1))
      case .repetition(.digits(let mask), let minimum, let maximum):
        if maximum != minimum {
          guard variable == nil else { return false }
          variable = (pieces.count, maximum.map { $0 - minimum })
        }
        pieces.append(Piece(mask: mask, count: minimum))
      case .sequence(let parts):
        for part in parts where !add(part, inGroup: inGroup) { return false }
      case .group(let inner, let capture):
        let first = pieces.count
        guard !inGroup, add(inner, inGroup: true) else { return false }
        if let capture { groups[capture] = (first, pieces.count) }
      case .alternation, .repetition, .endOfInput:
        return false
      }
      return true
    }
    guard add(tree, inGroup: false), groups.allSatisfy({ $0.first >= 0 }) else { return nil }
    var starts: [Int] = []
    var offset = 0
    for piece in pieces {
      starts.append(offset)
      offset += piece.count
    }
    starts.append(offset)
    guard offset > 0 else { return nil }
    self.pieces = pieces
    self.starts = starts
    self.variable = variable
    self.groups = groups
    self.shortest = offset
  }

  /// How many more digits than its smallest count the variable piece takes in a match of the whole of
  /// `digits` (0 when every count is fixed), or nil when the pattern does not match the whole of them.
  func extra(matchingWhole digits: ArraySlice<UInt8>) -> Int? {
    let extra = digits.count - shortest
    guard extra >= 0 else { return nil }
    if let variable {
      if let most = variable.most, extra > most { return nil }
    } else if extra != 0 {
      return nil
    }
    var position = digits.startIndex
    for (index, piece) in pieces.enumerated() {
      let count = index == variable?.index ? piece.count + extra : piece.count
      for _ in 0..<count {
        guard piece.mask & (1 << UInt16(digits[position])) != 0 else { return nil }
        position += 1
      }
    }
    return extra
  }

  /// The bounds of group `number` (1-based) in the whole match of digits starting at `start` whose
  /// variable piece takes `extra` more digits (``extra(matchingWhole:)``), or nil when the pattern has
  /// no such group.
  func group(_ number: Int, extra: Int, from start: Int) -> Range<Int>? {
    guard number >= 1, number <= groups.count else { return nil }
    let (first, end) = groups[number - 1]
    let variableIndex = variable?.index ?? Int.max
    let lower = start + starts[first] + (variableIndex < first ? extra : 0)
    let upper = start + starts[end] + (variableIndex < end ? extra : 0)
    return lower..<upper
  }
}
