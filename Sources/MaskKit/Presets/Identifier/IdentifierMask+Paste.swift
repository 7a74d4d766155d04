/// A whole identifier pasted in the layout it is shown in, without separators, or in another layout
/// people write it in.
extension IdentifierMask: PasteLayoutReading {
  /// Reads `pasted` as the identifier it spells (``match(_:)``, every separator where the scheme allows
  /// one, as python-stdnum's `compact()`); refuses it with the reason when a character cannot stand
  /// where it is or when it is too long.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let result = match(CaretText(pasted)).result
    if let refusal = result.refusal { return .refused(reason: refusal) }
    return .recognised(result.value)
  }
}
