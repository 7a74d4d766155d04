/// What a mask asks for, in words a screen reader can say: its purpose, the kind and number of
/// characters a complete value needs.
public struct SlotSummary: Sendable, Hashable {
  /// What a mask is for, when it knows: each preset declares its purpose beside itself
  /// (``phoneNumber`` in the phone preset's folder), with the English name the accessibility wording
  /// says; an app may declare its own.
  public struct Purpose: Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier (`phoneNumber`), for tables of wording keyed by purpose.
    public let identifier: String
    /// The purpose's name in English (`Phone number`).
    public let englishName: String

    /// Declares a purpose.
    public init(_ identifier: String, englishName: String) {
      self.identifier = identifier
      self.englishName = englishName
    }

    /// The identifier.
    public var description: String { identifier }
  }

  /// The kind of characters the value slots take.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case digits, letters, characters
  }

  /// What the mask is for; nil for a mask that does not say.
  public var purpose: Purpose?
  /// The kind of characters the value needs.
  public var kind: Kind
  /// How many characters of that kind a complete value needs; nil when it varies (an amount).
  public var required: Int?
  /// The value's own name, said instead of the purpose's (`CPF`), or nil.
  public var name: String?
  /// The start of a value that is not counted towards `required` (a phone number's calling code,
  /// `+1`): a value starting with it is counted after it.
  public var uncountedPrefix: String = ""

  /// Creates a summary.
  public init(purpose: Purpose? = nil, kind: Kind, required: Int?, name: String? = nil) {
    self.purpose = purpose
    self.kind = kind
    self.required = required
    self.name = name
  }

  /// How many characters of the summary's kind `value` holds, at most `required`.
  public func progress(of value: String) -> Int {
    let value = value.hasPrefix(uncountedPrefix) ? value.dropFirst(uncountedPrefix.count) : value[...]
    let count: Int
    switch kind {
    case .digits: count = value.count(where: \.isNumber)
    case .letters: count = value.count(where: \.isLetter)
    case .characters: count = value.count
    }
    return required.map { min($0, count) } ?? count
  }
}

/// A mask that describes what it asks for.
public protocol SlotDescribing: Mask {
  /// The mask's purpose, kind of characters and their number.
  var slotSummary: SlotSummary { get }
}

extension Mask {
  /// The mask's own ``SlotSummary``, or one read from its placeholder: each letter or digit after the
  /// literal prefix is a slot, and all of them digits make a digit mask.
  public var describedSlots: SlotSummary {
    if let described = abilities.slots { return described.slotSummary }
    let slots = placeholder.dropFirst(literalPrefix.count).filter { $0.isLetter || $0.isNumber }
    return SlotSummary(kind: slots.allSatisfy(\.isNumber) ? .digits : .characters, required: slots.count)
  }
}
