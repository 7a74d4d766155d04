/// How a field draws its text: a template character in the empty slots, obscured value characters,
/// native digits.
public struct DisplayOptions: Sendable, Hashable {
  /// Drawn in every empty slot after the text (`_` shows `+1 (206) ___-____`); nil draws nothing.
  public var template: Character?
  /// How many of the last value characters stay visible when obscuring; nil shows every character.
  public var obscure: Int?
  /// Drawn instead of an obscured value character.
  public var obscuringCharacter: Character
  /// The digits shown: ``DisplayDigits/latin`` (the text's ASCII digits) or a native numbering system's
  /// (`.native(.arab)` shows `+١ ٢٠٦-٥٥٥-١٢٣٤` for the text `+1 206-555-1234`); the text and the value
  /// keep ASCII digits.
  public var digits: DisplayDigits

  /// Creates display options; the defaults show the text as it is.
  public init(
    template: Character? = nil, obscure: Int? = nil, obscuringCharacter: Character = "•",
    digits: DisplayDigits = .latin
  ) {
    self.template = template
    self.obscure = obscure.map { max(0, $0) }
    self.obscuringCharacter = obscuringCharacter
    self.digits = digits
  }

  /// The text as it is, nothing drawn after it or hidden.
  public static let plain = DisplayOptions()
}
