/// A mask that knows which characters of its placeholder are slots, so a template can fill them exactly.
public protocol MaskTemplate: Mask {
  /// The placeholder with every slot drawn as `template` and every literal as it is.
  func placeholder(template: Character) -> String
}

extension Mask {
  /// The tail placeholder after `field`'s text with each slot drawn as `template`.
  ///
  /// Masks conforming to ``MaskTemplate`` say which characters are slots; for the others a letter or
  /// digit of the tail counts as a slot symbol and everything else as a literal.
  public func templateTail(_ tail: String, template: Character) -> String {
    if let described = abilities.template {
      let drawn = described.placeholder(template: template)
      if placeholder.count == drawn.count, placeholder.hasSuffix(tail) {
        return String(drawn.suffix(tail.count))
      }
    }
    return String(tail.map { $0.isLetter || $0.isNumber ? template : $0 })
  }
}
