/// A compiled blocks mask (the AKMaskField dialect): literal text with bracketed blocks of slots.
///
/// `+38 ({ddd}) {ddd}-{dd}-{dd}` shows `+38 (***) ***-**-**`: each block is a fixed run of slots,
/// each slot accepts one character of its symbol's class (`d` digit, `D` non-digit, `W` non-word,
/// `a` ASCII letter, `.` anything), and an empty slot shows its template character.
/// Offsets and ranges count `Character`s; display positions are offsets in the mask without brackets.
public struct BlockMask: Sendable, Hashable {
  /// One bracketed block of the mask.
  public struct Block: Sendable, Hashable {
    /// The block's order in the mask, from 0.
    public let index: Int
    /// Its pattern symbols, such as `WaWa`.
    public let pattern: String
    /// Where its symbols are in the mask source, brackets excluded.
    public let patternRange: Range<Int>
    /// Where it is in the display.
    public let templateRange: Range<Int>
    /// The index of its first slot among all slots of the mask.
    let firstSlot: Int

    /// The number of slots.
    public var length: Int { templateRange.count }
  }

  /// The mask as written, brackets included.
  public let source: String
  /// The opening bracket of blocks.
  public let openBracket: Character
  /// The closing bracket of blocks.
  public let closeBracket: Character
  /// Why the template given at creation was replaced by `*`, if it was.
  public let templateDiagnostic: TemplateError?
  let layout: BlockLayout
  /// The character each empty slot shows, one per slot.
  let slotTemplates: [Character]
  /// The byte form for plain ASCII text, nil when a literal or the template is not plain ASCII.
  let asciiTable: BlockASCIITable?

  /// Compiles `source`; `template` is one character or one per displayed position (nil or a misfit: `*`).
  public init(
    _ source: String, template: String? = nil, brackets: (Character, Character) = ("{", "}")
  ) throws(MaskSyntaxError) {
    let parser = try BlockMaskParser(brackets: brackets)
    self.init(source: source, brackets: brackets, layout: try parser.layout(of: source), template: template)
  }

  /// The mask `mask` with the template `template` instead of its own.
  private init(_ mask: BlockMask, template: String?) {
    self.init(
      source: mask.source, brackets: (mask.openBracket, mask.closeBracket), layout: mask.layout,
      template: template)
  }

  /// The mask `source` of `layout`, bracketed by `brackets`, its empty slots showing `template`.
  private init(source: String, brackets: (Character, Character), layout: BlockLayout, template: String?) {
    let resolved = BlockTemplate.resolve(template, for: layout)
    self.source = source
    self.openBracket = brackets.0
    self.closeBracket = brackets.1
    self.layout = layout
    self.slotTemplates = resolved.characters
    self.templateDiagnostic = resolved.diagnostic
    self.asciiTable = BlockASCIITable(
      layout: layout, templates: resolved.characters, uniform: resolved.uniform)
  }

  /// The same mask with another template (nil or a misfit: `*`).
  public func withTemplate(_ template: String?) -> BlockMask { BlockMask(self, template: template) }

  /// The blocks, in mask order.
  public var blocks: [Block] { layout.blocks }

  /// The number of displayed positions: the mask's characters minus the brackets.
  public var displayLength: Int { layout.cells.count }

  /// The number of slots of all blocks.
  public var slotCount: Int { layout.slots.count }

  /// The display with every slot showing its template character.
  public var templateText: String { render(Array(repeating: nil, count: slotCount)) }

  /// The strict template check: throws unless `template` is one character or `displayLength` long and
  /// every slot shows a character that can stand alone.
  public func validateTemplate(_ template: String) throws(TemplateError) {
    if let diagnostic = BlockTemplate.resolve(template, for: layout).diagnostic { throw diagnostic }
  }

  /// The display with `entries[i]` in slot `i`, or its template character where it is nil; written from
  /// bytes when the mask and the entries are plain ASCII.
  func render(_ entries: [Character?]) -> String {
    if let bytes = asciiTable?.render(entries) { return String(decoding: bytes, as: UTF8.self) }
    return renderByCharacters(entries)
  }

  /// `render` appending `Character`s, for any mask and entries.
  func renderByCharacters(_ entries: [Character?]) -> String {
    var text = ""
    for cell in layout.cells {
      switch cell {
      case .literal(let character): text.append(character)
      case .slot(let index): text.append(entries[index] ?? slotTemplates[index])
      }
    }
    return text
  }
}
