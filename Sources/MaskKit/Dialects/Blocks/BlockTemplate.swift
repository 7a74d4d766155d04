/// The lenient template rule of blocks masks: which character each empty slot shows.
enum BlockTemplate {
  /// The fallback shown in every slot when the template does not fit.
  static let fallback: Character = "*"

  /// One character per slot: `template[p]` when it is as long as the display, its only character when
  /// it is one long, else `*` with the reason.
  static func resolve(_ template: String?, for layout: BlockLayout) -> (
    characters: [Character], diagnostic: TemplateError?
  ) {
    let slots = layout.slots
    guard let template else { return (Array(repeating: fallback, count: slots.count), nil) }
    let characters = Array(template)
    if characters.count == layout.cells.count {
      return (slots.map { characters[$0.position] }, nil)
    }
    if characters.count == 1, let only = characters.first {
      return (Array(repeating: only, count: slots.count), nil)
    }
    let diagnostic: TemplateError =
      characters.isEmpty ? .empty : .lengthMismatch(expected: layout.cells.count, actual: characters.count)
    return (Array(repeating: fallback, count: slots.count), diagnostic)
  }
}
