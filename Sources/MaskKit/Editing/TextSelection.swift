/// A selection in a text field, in `Character` offsets; an empty selection is a caret.
public struct TextSelection: Sendable, Hashable, CustomStringConvertible {
  /// The first selected offset.
  public var start: Int
  /// The offset after the last selected character; equal to `start` for a caret.
  public var end: Int

  /// Creates a selection; the ends are put in order.
  public init(start: Int, end: Int) {
    self.start = Swift.min(start, end)
    self.end = Swift.max(start, end)
  }

  /// A caret at `offset`.
  public static func caret(_ offset: Int) -> TextSelection { TextSelection(start: offset, end: offset) }

  /// Whether nothing is selected.
  public var isCaret: Bool { start == end }

  /// The selection clamped to a text of `count` characters.
  public func clamped(to count: Int) -> TextSelection {
    TextSelection(start: Swift.min(Swift.max(start, 0), count), end: Swift.min(Swift.max(end, 0), count))
  }

  public var description: String { "[\(start), \(end)]" }
}
