/// The set of ASCII bytes a value slot accepts, as a 128-bit table (bits 0…63 in `low`, 64…127 in
/// `high`).
struct ASCIIAcceptSet: Sendable, Hashable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  init(rule: SlotRule) {
    switch rule {
    case .digit: low = Self.digits
    case .letter: high = Self.letters
    case .alphanumeric:
      low = Self.digits
      high = Self.letters
    case .custom(let notation): (low, high) = notation.asciiAccepts
    }
  }

  /// `0`…`9`: bits 48…57.
  private static let digits: UInt64 = 0x03FF_0000_0000_0000
  /// `A`…`Z` and `a`…`z`: bits 65…90 and 97…122, counted from 64.
  private static let letters: UInt64 = 0x07FF_FFFE_07FF_FFFE

  @inline(__always)
  func accepts(_ byte: UInt8) -> Bool {
    (byte < 64 ? low : high) >> UInt64(byte & 63) & 1 != 0
  }

  /// Whether the set is exactly the ASCII digits.
  var isOnlyDigits: Bool { low == Self.digits && high == 0 }
}

/// One slot of an input mask in four bytes: a kind, a literal byte and the index of its rule in the
/// table's rules.
struct ASCIISlot: Sendable, Hashable {
  enum Kind: UInt8, Sendable { case free, fixed, required, optional, ellipsis }

  var kind: Kind
  var literal: UInt8 = 0
  var rule: UInt16 = 0

  var isLiteral: Bool { kind == .free || kind == .fixed }
}

/// The slots of a mask whose literals are all one-byte ASCII characters, each slot in four bytes, with
/// the rules (and their ASCII accept sets) kept once each in a side table; one reference, so reading
/// it from a mask costs one retain.
final class ASCIISlotTable: Sendable, Equatable {
  let slots: [ASCIISlot]
  /// The distinct rules, in the order the slots first use them.
  let rules: [SlotRule]
  /// The accept set of each rule, at the rule's index.
  let acceptSets: [ASCIIAcceptSet]
  /// The placeholder byte of each rule (its symbol), at the rule's index; 0 when the symbol is not one
  /// ASCII byte.
  let symbolBytes: [UInt8]

  init(_ builder: Builder) {
    slots = builder.slots
    rules = builder.rules
    acceptSets = builder.acceptSets
    symbolBytes = builder.rules.map { rule in
      let symbol = rule.symbol
      guard symbol.utf8.count == 1, let byte = symbol.utf8.first, byte != 0x0D else { return 0 }
      return byte
    }
  }

  /// The compact form of `slots`, or nil when a literal is not a one-byte ASCII character (or is a
  /// carriage return, which joins a following line feed into one `Character`), or when there are more
  /// distinct rules than a slot can number.
  ///
  /// A static function rather than a failable convenience initializer: Swift 6.3's failable
  /// convenience initializers leak their owned arguments when they return nil before delegating
  /// (LeakSanitizer caught it in the `inputmask_compile` fuzz target).
  static func compact(_ slots: [InputMaskSlot]) -> ASCIISlotTable? {
    var builder = Builder(capacity: slots.count)
    for slot in slots {
      switch slot {
      case .free(let literal), .fixed(let literal):
        guard let byte = literal.asciiValue, byte != 0x0D, literal.utf8.count == 1 else { return nil }
        builder.appendLiteral(byte, inValue: slot.isInValue)
      case .required(let rule): guard builder.append(.required, rule) else { return nil }
      case .optional(let rule): guard builder.append(.optional, rule) else { return nil }
      case .ellipsis(let rule): guard builder.append(.ellipsis, rule) else { return nil }
      }
    }
    return ASCIISlotTable(builder)
  }

  static func == (lhs: ASCIISlotTable, rhs: ASCIISlotTable) -> Bool {
    lhs.slots == rhs.slots && lhs.rules == rhs.rules
  }

  /// The slot at `index` in the general form.
  /// What the slots in `range` show in an empty field (a literal's byte, a rule's symbol), up to the
  /// first ellipsis, built as bytes; nil when a rule's symbol is not one ASCII byte. Building it a
  /// `Character` at a time cost 25 instructions a slot, which every apply of a long mask paid for its
  /// tail placeholder (1,000 affine formats of 100,000 slots: 5 s of the 5.3 s, issue 33).
  func placeholderText(_ range: Range<Int>) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    for index in range {
      let slot = slots[index]
      switch slot.kind {
      case .free, .fixed: bytes.append(slot.literal)
      case .required, .optional:
        let symbol = symbolBytes[Int(slot.rule)]
        guard symbol != 0 else { return nil }
        bytes.append(symbol)
      case .ellipsis: return String(decoding: bytes, as: UTF8.self)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func slot(at index: Int) -> InputMaskSlot {
    let slot = slots[index]
    switch slot.kind {
    case .free: return .free(Character(Unicode.Scalar(slot.literal)))
    case .fixed: return .fixed(Character(Unicode.Scalar(slot.literal)))
    case .required: return .required(rules[Int(slot.rule)])
    case .optional: return .optional(rules[Int(slot.rule)])
    case .ellipsis: return .ellipsis(rules[Int(slot.rule)])
    }
  }

  /// Collects the slots of a table, numbering each distinct rule once.
  struct Builder {
    private(set) var slots: [ASCIISlot] = []
    private(set) var rules: [SlotRule] = []
    private(set) var acceptSets: [ASCIIAcceptSet] = []
    /// The indices of the built-in rules (digit, letter, letter or digit) once used.
    private var builtInIndices: [UInt16?] = [nil, nil, nil]
    /// The index of each custom notation's rule by its symbol, which names one notation in a mask.
    private var customIndices: [Character: UInt16] = [:]

    init(capacity: Int) { slots.reserveCapacity(capacity) }

    mutating func appendLiteral(_ byte: UInt8, inValue: Bool) {
      slots.append(ASCIISlot(kind: inValue ? .fixed : .free, literal: byte))
    }

    /// Appends a value slot of `rule`; false when the table already numbers as many rules as it can.
    mutating func append(_ kind: ASCIISlot.Kind, _ rule: SlotRule) -> Bool {
      guard let index = index(of: rule) else { return false }
      slots.append(ASCIISlot(kind: kind, rule: index))
      return true
    }

    /// Appends `count` value slots of one of the built-in rules.
    mutating func append(_ kind: ASCIISlot.Kind, _ rule: SlotRule, count: Int) {
      guard count > 0, let index = index(of: rule) else { return }
      slots.append(contentsOf: repeatElement(ASCIISlot(kind: kind, rule: index), count: count))
    }

    /// The index of `rule`, added when new; a custom notation's accept set (128 checks) is worked out
    /// once per notation, not per slot.
    private mutating func index(of rule: SlotRule) -> UInt16? {
      let builtIn: Int?
      switch rule {
      case .digit: builtIn = 0
      case .letter: builtIn = 1
      case .alphanumeric: builtIn = 2
      case .custom(let notation):
        builtIn = nil
        if let known = customIndices[notation.character] { return known }
      }
      if let builtIn, let known = builtInIndices[builtIn] { return known }
      guard rules.count <= Int(UInt16.max) else { return nil }
      let index = UInt16(rules.count)
      rules.append(rule)
      acceptSets.append(ASCIIAcceptSet(rule: rule))
      if let builtIn {
        builtInIndices[builtIn] = index
      } else {
        customIndices[rule.symbol] = index
      }
      return index
    }
  }
}
