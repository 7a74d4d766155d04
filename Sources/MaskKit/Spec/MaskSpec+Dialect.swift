extension MaskSpec {
  /// A mask dialect a description can name: the name of one of the dialects the registry of kinds
  /// lists (``Kinds``). Each dialect's folder declares its static member (``inputmask``, ``picture``,
  /// ``formatter``, ``blocks``), so a new dialect adds no case here.
  public struct Dialect: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The dialect's name, lower case, as a description writes it (`inputmask`).
    public let rawValue: String

    /// The dialect named exactly `rawValue`, or nil for a name that is no registered dialect's.
    public init?(rawValue: String) {
      guard Kinds.dialects.contains(where: { $0.name == rawValue }) else { return nil }
      self.rawValue = rawValue
    }

    /// The dialect of the kind named `name` in the registry.
    init(registered name: String) {
      self.rawValue = name
    }

    /// The dialect named `name` in any case (`"Picture"` is ``picture``), as preset names are read; nil
    /// for a name that is no dialect's.
    public init?(name: String) {
      self.init(rawValue: name.lowercased())
    }

    /// Every dialect, in the order the registry lists them.
    public static var allCases: [Dialect] {
      Kinds.dialects.map { Dialect(registered: $0.name) }
    }

    /// The dialect's name.
    public var description: String { rawValue }

    /// The members a description of the dialect may have besides `dialect`, as its kind declares them.
    package var specKeys: [String] { Kinds.kind(of: self).specKeys }

    /// The member the dialect's format is written as (`format` or `mask`).
    package var formatKey: String { Kinds.kind(of: self).formatKey }
  }
}
