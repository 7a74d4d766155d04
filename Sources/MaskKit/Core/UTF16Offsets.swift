/// A UTF-16 offset or range that does not fall on `Character` boundaries of the text.
public struct UTF16OffsetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offending UTF-16 offset.
  public var offset: Int
  /// The text's length in UTF-16 code units.
  public var length: Int

  public var description: String {
    "UTF-16 offset \(offset) is outside the text (length \(length)) or inside a character"
  }
}

extension String {
  /// The `Character` offset at UTF-16 offset `utf16Offset`; throws when it is out of range or splits a character.
  public func characterOffset(fromUTF16 utf16Offset: Int) throws(UTF16OffsetError) -> Int {
    let length = utf16.count
    guard utf16Offset >= 0, utf16Offset <= length else {
      throw UTF16OffsetError(offset: utf16Offset, length: length)
    }
    let index = utf16.index(utf16.startIndex, offsetBy: utf16Offset)
    guard let characterIndex = index.samePosition(in: self) else {
      throw UTF16OffsetError(offset: utf16Offset, length: length)
    }
    return distance(from: startIndex, to: characterIndex)
  }

  /// The UTF-16 offset of `Character` offset `characterOffset`, clamped to the text.
  public func utf16Offset(fromCharacter characterOffset: Int) -> Int {
    let clamped = Swift.min(Swift.max(characterOffset, 0), count)
    let index = self.index(startIndex, offsetBy: clamped)
    return utf16.distance(from: utf16.startIndex, to: index)
  }

  /// The `Character` range of a UTF-16 range given as location and length (as in `NSRange`).
  public func characterRange(fromUTF16 location: Int, length: Int) throws(UTF16OffsetError) -> Range<Int> {
    let (endOffset, overflow) = location.addingReportingOverflow(length)
    guard length >= 0, !overflow else { throw UTF16OffsetError(offset: endOffset, length: utf16.count) }
    let start = try characterOffset(fromUTF16: location)
    let end = try characterOffset(fromUTF16: endOffset)
    return start..<end
  }
}
