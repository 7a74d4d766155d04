/// A pasted value cut into runs of digits and the separators between them, for the presets' layout
/// readers: `2024-02-29` is the groups `2024`, `02`, `29` with the separators `-`, `-`.
struct PasteShape {
  /// The runs of ASCII digits (digits of every script read as ASCII), in order.
  var groups: [String] = []
  /// The characters between each group and the next, with every kind of space written as `" "`.
  var separators: [String] = []

  /// Cuts `text` after trimming the spaces around it; nil when it holds no digit, starts or ends with
  /// something other than a digit, or holds a character that is neither a digit nor `isSeparator`.
  init?(_ text: String, isSeparator: (Character) -> Bool) {
    var current = ""
    var between = ""
    for character in text.drop(while: Self.isSpace).reversed().drop(while: Self.isSpace).reversed() {
      if let digit = character.normalizedASCIIDigit {
        if current.isEmpty, !groups.isEmpty || !between.isEmpty {
          guard !groups.isEmpty else { return nil }
          separators.append(between)
          between = ""
        }
        current.append(digit)
      } else if Self.isSpace(character) || isSeparator(character) {
        if !current.isEmpty {
          groups.append(current)
          current = ""
        }
        between.append(Self.isSpace(character) ? " " : character)
      } else {
        return nil
      }
    }
    guard !current.isEmpty else { return nil }
    groups.append(current)
  }

  /// Spaces people and locales put in numbers: space, no-break space, narrow no-break space, thin space.
  static func isSpace(_ character: Character) -> Bool {
    character.isOne(of: spaces)
  }

  /// The spaces of ``isSpace(_:)``.
  private static let spaces: [Unicode.Scalar] = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
}
