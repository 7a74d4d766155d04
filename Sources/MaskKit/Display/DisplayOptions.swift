/// How a field draws its text: a template character in the empty slots, obscured value characters.
public struct DisplayOptions: Sendable, Hashable {
  /// Drawn in every empty slot after the text (`_` shows `+1 (206) ___-____`); nil draws nothing.
  public var template: Character?
  /// How many of the last value characters stay visible when obscuring; nil shows every character.
  public var obscure: Int?
  /// Drawn instead of an obscured value character.
  public var obscuringCharacter: Character

  /// Creates display options; the defaults show the text as it is.
  public init(template: Character? = nil, obscure: Int? = nil, obscuringCharacter: Character = "•") {
    self.template = template
    self.obscure = obscure.map { max(0, $0) }
    self.obscuringCharacter = obscuringCharacter
  }

  /// The text as it is, nothing drawn after it or hidden.
  public static let plain = DisplayOptions()
}
