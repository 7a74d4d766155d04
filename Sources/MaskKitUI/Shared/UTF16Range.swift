import MaskKit

/// A range of UTF-16 code units given as location and length, the way `NSRange` describes text.
public struct UTF16Range: Sendable, Hashable, CustomStringConvertible {
  /// The first code unit of the range.
  public var location: Int
  /// How many code units the range covers.
  public var length: Int

  /// Creates a range from a location and a length.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// An empty range (a caret) at `location`.
  public static func caret(_ location: Int) -> UTF16Range { UTF16Range(location: location, length: 0) }

  /// Whether the range is empty.
  public var isCaret: Bool { length == 0 }

  /// `{location, length}`, as `NSRange` prints.
  public var description: String { "{\(location), \(length)}" }
}

extension String {
  /// The smallest `Character` selection covering a UTF-16 range: ends that fall inside a character
  /// (half a surrogate pair, a combining mark) are widened to the whole character, an empty range inside
  /// a character becomes a caret before it, and ends outside the text are clamped to it.
  func characterSelection(covering range: UTF16Range) -> TextSelection {
    let total = utf16.count
    let start = Swift.min(Swift.max(range.location, 0), total)
    let (sum, overflow) = range.location.addingReportingOverflow(Swift.max(range.length, 0))
    let end = overflow ? total : Swift.min(Swift.max(sum, start), total)
    var startCharacter: Int?
    var endCharacter = 0
    var units = 0
    var offset = 0
    for character in self {
      let next = units + character.utf16.count
      if startCharacter == nil, start < next { startCharacter = offset }
      if end > units { endCharacter = offset + 1 }
      if next >= end, startCharacter != nil { break }
      units = next
      offset += 1
    }
    let lower = startCharacter ?? count
    guard end > start else { return .caret(lower) }
    return TextSelection(start: lower, end: Swift.max(endCharacter, lower))
  }
}
