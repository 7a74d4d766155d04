extension MaskSpec: Codable {
  /// Reads a description from a `Decoder` (`JSONDecoder`) with the reader of ``init(json:)``: the same
  /// fields, defaults and refusals, so both give equal values.
  ///
  /// A description the reader refuses throws `DecodingError.dataCorrupted`: the coding path leads to the
  /// offending value, the debug description is the ``MaskSpecError`` message, and the underlying error is
  /// that ``MaskSpecError`` with position 0 (a decoder gives no text to count in). Numbers are read by
  /// value, as the decoder gives them, so `1e2` reads as `100` and `-0` as `0`.
  public init(from decoder: any Decoder) throws {
    let node = try JSONNode(from: decoder).numberedInDocumentOrder()
    let spec: MaskSpec
    do {
      spec = try MaskSpec(fields: SpecFields(node, source: nil, what: "A mask description"))
    } catch {
      let path = node.codingPath(toValueAt: error.position) ?? []
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + path, debugDescription: error.message,
          underlyingError: MaskSpecError(error.kind, at: 0, error.message)))
    }
    self = spec
  }

  /// Writes the description's canonical members, which ``init(from:)`` and ``init(json:)`` read back
  /// equal: `dialect` unless it is inputmask, the mask as `format` (inputmask, formatter) or `mask`
  /// (picture, blocks) and the options of its dialect that differ from their defaults; for a preset, its
  /// name and the options that differ from the preset's defaults. Options of another dialect, and the
  /// format of a preset, are not written: ``makeMask()`` ignores them.
  ///
  /// The members are given to the encoder in one order (``json``'s), but the encoder chooses the order
  /// it writes them in: Foundation's `JSONEncoder` keeps an object's members in a hashed dictionary, so
  /// without `.sortedKeys` their order changes from run to run (and from value to value). For the same
  /// bytes every time, encode with `.sortedKeys`, or write ``json``, whose order is fixed.
  public func encode(to encoder: any Encoder) throws {
    try JSONNode(.object(canonicalMembers)).encode(to: encoder)
  }

  /// The description as compact JSON text, its canonical members (those ``encode(to:)`` writes) in one
  /// fixed order: `dialect`, the mask or `preset`, then the options in the order their dialect or preset
  /// declares them (an option no preset declares after them, by name). The same description always gives
  /// the same bytes, and ``init(json:)`` reads it back equal:
  /// `{"preset":"phone","region":"US","style":"national"}`.
  public var json: String {
    JSONNode(.object(canonicalMembers)).jsonText
  }

  /// The members ``encode(to:)`` writes, in order.
  var canonicalMembers: [(key: String, value: JSONNode)] {
    var members: [(key: String, value: JSONNode)] = []
    if dialect != .inputmask { members.append(("dialect", JSONNode(.string(dialect.rawValue)))) }
    if let preset { return members + Self.presetMembers(preset) }
    let kind = Kinds.kind(of: dialect)
    members.append((kind.formatKey, JSONNode(.string(format))))
    return members + kind.optionMembers(of: self)
  }
}

/// A member name or an array index in a coding path.
struct SpecCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension JSONNode: Codable {
  /// Reads whatever value `decoder` holds: an object (members in the order the decoder lists them), an
  /// array, null, a boolean, a string, or a number (an integer as its digits, another number in Swift's
  /// shortest form, such as `999.99`). Offsets are 0; see `numberedInDocumentOrder()`.
  package init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: SpecCodingKey.self) {
      var members: [(key: String, value: JSONNode)] = []
      for key in object.allKeys {
        members.append((key.stringValue, try object.decode(JSONNode.self, forKey: key)))
      }
      self.init(.object(members))
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONNode] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONNode.self)) }
      self.init(.array(elements))
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self.init(.null)
      } else if let bool = try? single.decode(Bool.self) {
        self.init(.bool(bool))
      } else if let string = try? single.decode(String.self) {
        self.init(.string(string))
      } else if let integer = try? single.decode(Int.self) {
        self.init(.number(String(integer)))
      } else {
        self.init(.number(String(try single.decode(Double.self))))
      }
    }
  }

  /// Writes the value; a number as an integer when it is one, else as a `Double`.
  package func encode(to encoder: any Encoder) throws {
    switch value {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let bool):
      var single = encoder.singleValueContainer()
      try single.encode(bool)
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .number(let text):
      var single = encoder.singleValueContainer()
      if let integer = Int(text) {
        try single.encode(integer)
      } else if let double = Double(text) {
        try single.encode(double)
      } else {
        try single.encode(text)
      }
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let members):
      var object = encoder.container(keyedBy: SpecCodingKey.self)
      for (key, member) in members { try object.encode(member, forKey: SpecCodingKey(stringValue: key)) }
    }
  }

  /// The tree with each value's ``offset`` set to its index in document order (the value itself first,
  /// then its elements or members), so an error at a value a `Decoder` gave can be traced back to it.
  package func numberedInDocumentOrder() -> JSONNode {
    var next = 0
    return numbered(from: &next)
  }

  private func numbered(from next: inout Int) -> JSONNode {
    var node = self
    node.offset = next
    next += 1
    switch value {
    case .array(let elements): node.value = .array(elements.map { $0.numbered(from: &next) })
    case .object(let members): node.value = .object(members.map { ($0.key, $0.value.numbered(from: &next)) })
    default: break
    }
    return node
  }

  /// The coding path from this value to the value whose ``offset`` is `offset`, or nil when there is none.
  package func codingPath(toValueAt offset: Int) -> [any CodingKey]? {
    if self.offset == offset { return [] }
    switch value {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let path = element.codingPath(toValueAt: offset) { return [SpecCodingKey(intValue: index)] + path }
      }
    case .object(let members):
      for (key, member) in members {
        if let path = member.codingPath(toValueAt: offset) { return [SpecCodingKey(stringValue: key)] + path }
      }
    default: break
    }
    return nil
  }
}
