/// A whole identifier pasted in the layout it is shown in, without separators, or in another layout
/// people write it in.
extension IdentifierMask: PasteLayoutReading {
  /// Reads `pasted` as the identifier it spells; refuses it with a reason when a character cannot stand
  /// where it is, when it is too long, or when a separator stands where no layout of that length has one
  /// (`123.4567.89-09` for a CPF).
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let text = CaretText(pasted)
    let (tokens, cut) = IdentifierReading.tokens(text, separators: separators)
    let reading = IdentifierReading.best(tokens, layouts: scheme.layouts, recordingSeparators: true)
    if cut || !reading.isClean, let problem = match(text).result.problem {
      return .refused(reason: problem)
    }
    let length = reading.value.count
    var allowed = Set(scheme.otherBoundaries[length] ?? [])
    let exact = scheme.layouts.filter { $0.length == length }
    for layout in exact.isEmpty ? scheme.layouts.filter({ $0.length > length }) : exact {
      allowed.formUnion(layout.boundaries)
    }
    if let misplaced = reading.separatorPositions.first(where: {
      $0 > 0 && $0 < length && !allowed.contains($0)
    }) {
      return .refused(
        reason: "a separator after character \(misplaced) is not where the \(scheme.title) has one")
    }
    return .recognised(IdentifierCharacterClass.string(reading.value))
  }
}
