/// One drawing of the prompt line: what it shows, where the caret is and the bytes that draw it.
package struct PromptFrame: Sendable, Hashable {
  /// The line as it appears on screen, without styling.
  package var visibleText: String
  /// The caret's column, counted from 0 in terminal columns.
  package var caretColumn: Int
  /// The bytes that redraw the current terminal line and put the cursor at the caret.
  package var escapeSequence: String
}

/// How a part of the prompt line looks.
enum PromptStyle: Sendable, Hashable {
  case plain, dimmed, success, warning

  var on: String {
    switch self {
    case .plain: ""
    case .dimmed: "\u{1B}[2m"
    case .success: "\u{1B}[32m"
    case .warning: "\u{1B}[33m"
    }
  }

  var off: String {
    switch self {
    case .plain: ""
    case .dimmed: "\u{1B}[22m"
    case .success, .warning: "\u{1B}[39m"
    }
  }
}
