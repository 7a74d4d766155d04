/// One key press (or one bracketed paste) read from a terminal.
package enum Key: Sendable, Hashable {
  /// A printable character: one grapheme cluster, possibly several Unicode scalars.
  case character(Character)
  /// Text pasted while the terminal was in bracketed-paste mode.
  case paste(String)
  /// Return or Enter.
  case enter
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Forward delete (the Delete key or Ctrl-D).
  case delete
  /// Left arrow or Ctrl-B.
  case left
  /// Right arrow or Ctrl-F.
  case right
  /// Up arrow.
  case up
  /// Down arrow.
  case down
  /// Home or Ctrl-A.
  case home
  /// End or Ctrl-E.
  case end
  /// Ctrl-Z.
  case undo
  /// Ctrl-Y.
  case redo
  /// Tab.
  case tab
  /// Escape on its own.
  case escape
  /// Ctrl-C.
  case interrupt
  /// Alt (Meta) with a character, sent as Escape followed by the character.
  case alt(Character)
  /// Another control byte (Ctrl-letter) without a meaning here.
  case control(UInt8)
  /// An escape sequence this decoder does not know, as received.
  case unrecognized([UInt8])
  /// Bytes that are not well-formed UTF-8 (typed or pasted), as received.
  case invalidUTF8([UInt8])
}
