import MaskKit

/// Draws a ``PromptSession`` as one terminal line: label, text, dimmed tail placeholder, a ✓ when the
/// field is complete and the last message.
///
/// In an empty field the caret stands after the mask's literal prefix (`+1 (`), where typing goes.
/// Columns follow ``Swift/Character/terminalColumns``, so wide characters and grapheme clusters put the
/// caret in the right place. A line wider than the terminal scrolls sideways to keep the caret visible.
package struct PromptRenderer: Sendable {
  /// The terminal's width in columns.
  package var width: Int
  /// Whether to style the line with ANSI colours (off for `NO_COLOR`).
  package var usesColor: Bool
  /// How the text is drawn: a template character in the empty slots, obscured value characters.
  package var display: DisplayOptions

  /// Creates a renderer for a terminal `width` columns wide.
  package init(width: Int = 80, usesColor: Bool = true, display: DisplayOptions = .plain) {
    self.width = width
    self.usesColor = usesColor
    self.display = display
  }

  /// The frame for `session`; a final frame leaves out the placeholder and the message.
  package func frame(for session: PromptSession, final: Bool = false) -> PromptFrame {
    var cells: [Cell] = []
    append(labelText(session.label), .plain, to: &cells)
    let field = session.field
    let shown = FieldDisplay(field, options: display)
    var caretCell = cells.count + min(max(field.selection.end, 0), field.text.count)
    if field.text.isEmpty, !final, field.tailPlaceholder.hasPrefix(field.mask.literalPrefix) {
      caretCell += field.mask.literalPrefix.count
    }
    append(String(shown.text.prefix(shown.textLength)), .plain, to: &cells)
    let tail =
      display.template == nil ? field.tailPlaceholder : String(shown.text.dropFirst(shown.textLength))
    if !final { append(tail, .dimmed, to: &cells) }
    if field.isComplete { append(" ✓", .success, to: &cells) }
    if !final, let message = session.message { append("  " + message, .warning, to: &cells) }
    return draw(cells, caretCell: caretCell)
  }

  private struct Cell {
    var character: Character
    var columns: Int
    var style: PromptStyle
  }

  private func labelText(_ label: String) -> String {
    guard let last = label.last else { return "" }
    return last.isWhitespace ? label : label + " "
  }

  private func append(_ text: String, _ style: PromptStyle, to cells: inout [Cell]) {
    for character in text {
      let safe = character.terminalSafe
      cells.append(Cell(character: safe, columns: safe.terminalColumns, style: style))
    }
  }

  /// Picks the visible window of cells and writes them with their styles.
  private func draw(_ cells: [Cell], caretCell: Int) -> PromptFrame {
    let available = max(width - 1, 1)
    var caretColumn = 0
    for cell in cells[..<caretCell] { caretColumn += cell.columns }
    var first = 0
    var hidden = 0
    while caretColumn - hidden > available, first < caretCell {
      hidden += cells[first].columns
      first += 1
    }
    var visible = ""
    var sequence = "\r"
    var used = 0
    var style = PromptStyle.plain
    for cell in cells[first...] {
      guard used + cell.columns <= available else { break }
      if cell.style != style, usesColor {
        sequence += style.off + cell.style.on
      }
      style = cell.style
      visible.append(cell.character)
      sequence.append(cell.character)
      used += cell.columns
    }
    if usesColor { sequence += style.off }
    let column = caretColumn - hidden
    sequence += "\u{1B}[K\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    return PromptFrame(visibleText: visible, caretColumn: column, escapeSequence: sequence)
  }
}
