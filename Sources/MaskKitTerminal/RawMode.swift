#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A terminal switched to raw mode, remembering its settings so they can be put back.
struct RawMode {
  let descriptor: Int32
  private let original: termios

  /// Switches `descriptor` to raw input: no echo, no line buffering, no signals from Ctrl-C or Ctrl-Z,
  /// no flow control. Output processing stays on.
  init(descriptor: Int32) throws(TerminalError) {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
    self.descriptor = descriptor
    self.original = settings
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | BRKINT | INPCK | ISTRIP)
    settings.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &settings) == 0 else {
      throw .systemCall("tcsetattr", errno: errno)
    }
  }

  /// Puts the settings back as they were.
  func restore() {
    var settings = original
    _ = tcsetattr(descriptor, TCSAFLUSH, &settings)
  }
}
