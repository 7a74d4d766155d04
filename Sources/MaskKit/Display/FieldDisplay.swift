/// What a field shows for a ``MaskedText``: the text with obscured value characters and the template
/// tail, its digits drawn in the display's ``DisplayDigits``, and the selection mapped between what is
/// shown and the text.
///
/// Each character of the text is shown as exactly one character (an ASCII digit as one native digit), so
/// `Character` offsets up to the text's length are the same in both; the template tail comes after the
/// text and maps to the text's end.
public struct FieldDisplay: Sendable, Hashable {
  /// What the field shows.
  public let text: String
  /// The selection in `text` (`Character` offsets).
  public let selection: TextSelection
  /// How many characters at the start of `text` stand for the field's text; the rest is the template.
  public let textLength: Int

  /// Draws `field` with `options`.
  public init(_ field: MaskedText, options: DisplayOptions) {
    var shown = Self.obscured(field.text, value: field.value, options: options)
    textLength = field.text.characterCount
    var selection = field.selection
    if let template = options.template {
      let tail = field.mask.templateTail(field.tailPlaceholder, template: template)
      shown += tail
      let prefix = field.mask.literalPrefix
      if field.text.isEmpty, !prefix.isEmpty, field.tailPlaceholder.hasPrefix(prefix) {
        selection = .caret(prefix.count)
      }
    }
    text = options.digits.drawing(shown)
    self.selection = selection
  }

  /// The text's selection for a selection made in what is shown; the template maps to the text's end.
  public func textSelection(fromDisplay selection: TextSelection) -> TextSelection {
    selection.clamped(to: textLength)
  }

  /// `text` with every value character but the last `options.obscure` ones drawn as the obscuring
  /// character; value characters are matched from the end, so a literal prefix (`+1 (`) stays visible.
  static func obscured(_ text: String, value: String, options: DisplayOptions) -> String {
    guard let visible = options.obscure else { return text }
    var shown = Array(text)
    var remaining = value.reversed().makeIterator()
    var wanted = remaining.next()
    var matched = 0
    var index = shown.count - 1
    while index >= 0, let character = wanted {
      if shown[index] == character {
        if matched >= visible { shown[index] = options.obscuringCharacter }
        matched += 1
        wanted = remaining.next()
      }
      index -= 1
    }
    return String(shown)
  }
}
