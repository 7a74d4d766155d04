import Foundation

// input-mask-ios 7's public `String` helpers, for code written against it. MaskKit's own code does not use
// them; each is the one-line standard-library or Foundation call it names.

extension String {
  /// The string reversed (`String(reversed())`).
  public var reversed: String { String(reversed()) }

  /// The string without its first character; an empty string stays empty (input-mask-ios traps).
  public func truncateFirst() -> String { String(dropFirst()) }

  /// The longest common prefix of the string and `string`, compared by `Character`.
  public func prefixIntersection(with string: String) -> Substring {
    var end = startIndex
    for (mine, theirs) in zip(indices, string) {
      guard self[mine] == theirs else { break }
      end = index(after: mine)
    }
    return self[..<end]
  }

  /// An input-mask format reversed, its `[]` and `{}` groups and backslash escapes kept (what a
  /// right-to-left mask reads).
  public func reversedFormat() -> String {
    String(
      String(reversed())
        .replacingOccurrences(of: "[\\", with: "\\]")
        .replacingOccurrences(of: "]\\", with: "\\[")
        .replacingOccurrences(of: "{\\", with: "\\}")
        .replacingOccurrences(of: "}\\", with: "\\{")
        .map { (character: Character) -> Character in
          switch character {
          case "[": return "]"
          case "]": return "["
          case "{": return "}"
          case "}": return "{"
          default: return character
          }
        })
  }

  /// The number of characters from the start to `index` (`distance(from: startIndex, to: index)`).
  public func distanceFromStartIndex(to index: String.Index) -> Int {
    distance(from: startIndex, to: index)
  }

  /// The index `offset` characters from the start (`index(startIndex, offsetBy: offset)`).
  public func startIndex(offsetBy offset: Int) -> String.Index {
    index(startIndex, offsetBy: offset)
  }

  /// The decimal digits of the string, in any script, as they are.
  public func extractDigits() -> String {
    components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
  }

  /// How many times `string` occurs, without overlaps (`components(separatedBy:).count - 1`).
  public func numberOfOccurrencesOf(_ string: String) -> Int {
    components(separatedBy: string).count - 1
  }
}

extension CharacterSet {
  /// Whether every scalar of `character` is in the set (input-mask-ios's `isMember(character:)`).
  public func isMember(character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(contains)
  }
}
