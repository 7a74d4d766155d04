extension InputMask: MaskTemplate {
  /// The placeholder with every value slot drawn as `template` (`+1 (___) ___-____`).
  public func placeholder(template: Character) -> String {
    var text = ""
    for slot in slots {
      switch slot {
      case .free(let literal), .fixed(let literal): text.append(literal)
      case .required, .optional: text.append(template)
      case .ellipsis: return isRightToLeft ? String(text.reversed()) : text
      }
    }
    return isRightToLeft ? String(text.reversed()) : text
  }
}

extension AffineInputMask: MaskTemplate {
  /// The primary format's placeholder with every value slot drawn as `template`.
  public func placeholder(template: Character) -> String { primary.placeholder(template: template) }
}
