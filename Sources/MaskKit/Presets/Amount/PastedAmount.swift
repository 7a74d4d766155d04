/// A pasted amount taken apart: the sign, and the number's digit groups with the single separator
/// between each two, once currency symbols, ISO codes (`USD`) and spaces around the number are gone.
struct PastedAmount {
  /// Whether a minus sign (`-` or `−`) stands before the number.
  var isNegative = false
  /// The digit groups and separators of the number (`1,234.56`: `1` `234` `56`, `,` `.`).
  var shape: PasteShape

  /// Takes `text` apart, with the field's `own` separators besides the common ones; nil when something other than spaces, currency symbols, three-letter codes and
  /// one leading minus surrounds the number, or two separators stand side by side.
  init?(_ text: String, separators own: Set<Character>) {
    let characters = Array(text)
    guard let first = characters.firstIndex(where: { $0.normalizedASCIIDigit != nil }),
      let last = characters.lastIndex(where: { $0.normalizedASCIIDigit != nil }),
      let shape = PasteShape(
        String(characters[first...last]), isSeparator: { Self.isSeparator($0) || own.contains($0) }),
      shape.separators.allSatisfy({ $0.count == 1 })
    else { return nil }
    guard let before = Self.minusSigns(in: characters[..<first]), before <= 1,
      Self.minusSigns(in: characters[(last + 1)...]) == 0
    else { return nil }
    self.isNegative = before == 1
    self.shape = shape
  }

  /// Characters that separate digit groups in some locale: `.`, `,`, apostrophes and spaces.
  static func isSeparator(_ character: Character) -> Bool {
    character == "." || character == "," || character == "'" || character == "\u{2019}"
  }

  /// How many minus signs (`-`, `−`) `part` holds, or nil when it holds something other than them,
  /// spaces, currency symbols and three-letter upper-case codes.
  private static func minusSigns(in part: ArraySlice<Character>) -> Int? {
    var letters = 0
    var signs = 0
    for character in part {
      if character.isASCII, character.isUppercase {
        letters += 1
        continue
      }
      guard letters == 0 || letters == 3 else { return nil }
      letters = 0
      if character == "-" || character == "\u{2212}" {
        signs += 1
      } else if !PasteShape.isSpace(character), !character.isCurrencySymbol {
        return nil
      }
    }
    return letters == 0 || letters == 3 ? signs : nil
  }
}
