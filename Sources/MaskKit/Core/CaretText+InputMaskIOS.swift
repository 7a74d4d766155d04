// input-mask-ios's spelling of caret text (its `CaretString`), so that its README's
// "String formatting without views" compiles with `CaretString` renamed to `CaretText`.

extension CaretText {
  /// input-mask-ios's `CaretString(string:caretPosition:)`: `string` with the caret at `caretPosition`.
  ///
  /// The caret is stored as the `Character` offset of `caretPosition` in `string` (an index past the end
  /// is taken as the end).
  public init(string: String, caretPosition: String.Index) {
    let position = min(max(caretPosition, string.startIndex), string.endIndex)
    self.init(string, caret: string.distance(from: string.startIndex, to: position))
  }

  /// input-mask-ios's name for ``text``.
  public var string: String {
    get { text }
    set { text = newValue }
  }

  /// input-mask-ios's caret: the index of ``caret`` in ``text`` (the end when the caret lies past it).
  public var caretPosition: String.Index {
    text.index(text.startIndex, offsetBy: max(0, caret), limitedBy: text.endIndex) ?? text.endIndex
  }
}

/// input-mask-ios's name for ``CaretText``.
@available(*, unavailable, renamed: "CaretText")
public typealias CaretString = CaretText
