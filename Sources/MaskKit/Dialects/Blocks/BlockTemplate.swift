/// The lenient template rule of blocks masks: which character each empty slot shows.
enum BlockTemplate {
  /// The fallback shown in every slot when the template does not fit.
  static let fallback: Character = "*"

  /// One character per slot: `template[p]` when it is as long as the display, its only character when
  /// it is one long, else `*` with the reason; `*` too when a slot would show a character that cannot
  /// stand alone, which would merge with the characters typed next to it. `uniform` is the character
  /// every slot shows when it is one for all.
  static func resolve(_ template: String?, for layout: BlockLayout) -> (
    characters: [Character], uniform: Character?, diagnostic: TemplateError?
  ) {
    let slots = layout.slots
    guard let template else { return (Array(repeating: fallback, count: slots.count), fallback, nil) }
    let characters = Array(template)
    let diagnostic: TemplateError
    if characters.count == layout.cells.count {
      let shown = slots.map { characters[$0.position] }
      guard let joining = shown.firstIndex(where: { !$0.canStandAlone }) else { return (shown, nil, nil) }
      diagnostic = .joiningCharacter(position: slots[joining].position)
    } else if characters.count == 1, let only = characters.first {
      guard !only.canStandAlone else { return (Array(repeating: only, count: slots.count), only, nil) }
      diagnostic = .joiningCharacter(position: 0)
    } else {
      diagnostic =
        characters.isEmpty ? .empty : .lengthMismatch(expected: layout.cells.count, actual: characters.count)
    }
    return (Array(repeating: fallback, count: slots.count), fallback, diagnostic)
  }
}
