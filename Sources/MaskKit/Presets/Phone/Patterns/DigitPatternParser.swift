/// The syntax tree of a digit pattern.
indirect enum DigitPatternNode: Sendable {
  /// One digit out of a set (bit `d` set for digit `d`).
  case digits(UInt16)
  /// The parts in order.
  case sequence([DigitPatternNode])
  /// The first alternative that leads to a match.
  case alternation([DigitPatternNode])
  /// A group; `capture` is its 0-based number when it captures.
  case group(DigitPatternNode, capture: Int?)
  /// `node` at least `minimum` and at most `maximum` (nil: unbounded) times, greedily.
  case repetition(DigitPatternNode, minimum: Int, maximum: Int?)
  /// The end of the input.
  case endOfInput
}

/// Parses the regular-expression subset of libphonenumber's metadata (see ``DigitPattern``).
struct DigitPatternParser {
  private let bytes: [UInt8]
  private var index = 0
  private(set) var groupCount = 0

  /// The largest repetition count accepted; the metadata never needs more than a phone number's length.
  static let largestCount = 64

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The tree of the whole pattern, or nil when it is outside the subset.
  mutating func parseWhole() -> DigitPatternNode? {
    guard let tree = parseAlternation(), index == bytes.count else { return nil }
    return tree
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  private mutating func parseAlternation() -> DigitPatternNode? {
    var branches: [DigitPatternNode] = []
    repeat {
      guard let branch = parseSequence() else { return nil }
      branches.append(branch)
    } while take(UInt8(ascii: "|"))
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  private mutating func parseSequence() -> DigitPatternNode? {
    var parts: [DigitPatternNode] = []
    while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
      guard let atom = parseAtom(), let quantified = parseQuantifier(on: atom) else { return nil }
      parts.append(quantified)
    }
    return parts.count == 1 ? parts[0] : .sequence(parts)
  }

  private mutating func parseAtom() -> DigitPatternNode? {
    guard let byte = current else { return nil }
    index += 1
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .digits(1 << UInt16(byte - UInt8(ascii: "0")))
    case UInt8(ascii: "\\"):
      guard take(UInt8(ascii: "d")) else { return nil }
      return .digits(0x3FF)
    case UInt8(ascii: "["):
      return parseClass()
    case UInt8(ascii: "$"):
      return .endOfInput
    case UInt8(ascii: "("):
      var capture: Int?
      if take(UInt8(ascii: "?")) {
        guard take(UInt8(ascii: ":")) else { return nil }
      } else {
        capture = groupCount
        groupCount += 1
      }
      guard let inner = parseAlternation(), take(UInt8(ascii: ")")) else { return nil }
      return .group(inner, capture: capture)
    case UInt8(ascii: "|"), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "."), UInt8(ascii: "^"):
      return nil
    default:
      // A literal that is not a digit (the `~` of a dial-tone wait): it never matches digits.
      return .digits(0)
    }
  }

  /// A class such as `[2-9]`, `[13-689]` or `[^0]`; the `[` is taken.
  private mutating func parseClass() -> DigitPatternNode? {
    let negated = take(UInt8(ascii: "^"))
    var mask: UInt16 = 0
    while let byte = current, byte != UInt8(ascii: "]") {
      index += 1
      let low: UInt16
      if byte == UInt8(ascii: "\\"), take(UInt8(ascii: "d")) {
        mask |= 0x3FF
        continue
      }
      guard let digit = Self.digit(byte) else { return nil }
      low = digit
      if current == UInt8(ascii: "-"), index + 1 < bytes.count, let high = Self.digit(bytes[index + 1]) {
        index += 2
        guard low <= high else { return nil }
        for value in low...high { mask |= 1 << value }
      } else {
        mask |= 1 << low
      }
    }
    guard take(UInt8(ascii: "]")) else { return nil }
    return .digits(negated ? ~mask & 0x3FF : mask)
  }

  private static func digit(_ byte: UInt8) -> UInt16? {
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    return UInt16(byte - UInt8(ascii: "0"))
  }

  private mutating func parseQuantifier(on atom: DigitPatternNode) -> DigitPatternNode? {
    switch current {
    case UInt8(ascii: "?"):
      index += 1
      return .repetition(atom, minimum: 0, maximum: 1)
    case UInt8(ascii: "*"):
      index += 1
      return .repetition(atom, minimum: 0, maximum: nil)
    case UInt8(ascii: "+"):
      index += 1
      return .repetition(atom, minimum: 1, maximum: nil)
    case UInt8(ascii: "{"):
      index += 1
      guard let minimum = parseCount() else { return nil }
      var maximum: Int? = minimum
      if take(UInt8(ascii: ",")) {
        maximum = current == UInt8(ascii: "}") ? nil : parseCount()
        if maximum == nil, current != UInt8(ascii: "}") { return nil }
      }
      guard take(UInt8(ascii: "}")), maximum.map({ $0 >= minimum }) ?? true else { return nil }
      return .repetition(atom, minimum: minimum, maximum: maximum)
    default:
      return atom
    }
  }

  private mutating func parseCount() -> Int? {
    var value = 0
    var digits = 0
    while let byte = current, let digit = Self.digit(byte) {
      value = value * 10 + Int(digit)
      digits += 1
      index += 1
      guard value <= Self.largestCount else { return nil }
    }
    return digits > 0 ? value : nil
  }
}

/// Turns a pattern tree into a program for ``DigitPattern``.
struct DigitPatternEmitter {
  var program: [DigitPattern.Instruction] = []

  mutating func emit(_ node: DigitPatternNode) {
    switch node {
    case .digits(let mask):
      program.append(.digit(mask))
    case .sequence(let parts):
      for part in parts { emit(part) }
    case .alternation(let branches):
      var jumps: [Int] = []
      for (offset, branch) in branches.enumerated() {
        if offset < branches.count - 1 {
          let split = program.count
          program.append(.accept)
          emit(branch)
          jumps.append(program.count)
          program.append(.accept)
          program[split] = .split(preferred: split + 1, other: program.count)
        } else {
          emit(branch)
        }
      }
      for jump in jumps { program[jump] = .jump(program.count) }
    case .group(let inner, let capture):
      if let capture { program.append(.save(2 * capture)) }
      emit(inner)
      if let capture { program.append(.save(2 * capture + 1)) }
    case .repetition(let inner, let minimum, let maximum):
      for _ in 0..<minimum { emit(inner) }
      if let maximum {
        var splits: [Int] = []
        for _ in minimum..<maximum {
          splits.append(program.count)
          program.append(.accept)
          emit(inner)
        }
        for split in splits { program[split] = .split(preferred: split + 1, other: program.count) }
      } else {
        let loop = program.count
        program.append(.accept)
        emit(inner)
        program.append(.jump(loop))
        program[loop] = .split(preferred: loop + 1, other: program.count)
      }
    case .endOfInput:
      program.append(.endOfInput)
    }
  }
}
