import MaskKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A masked one-line input field for terminals, built on MaskKit's `MaskedText`.
///
/// ``run()`` switches standard input to raw mode, edits one line with ``PromptSession`` and draws it
/// with `PromptRenderer` on standard error (or `/dev/tty` when standard error is redirected). The
/// terminal is restored however the prompt ends, including on SIGTERM, SIGHUP, SIGINT and SIGQUIT,
/// which then take effect.
public struct TerminalPrompt: Sendable {
  /// The session the prompt starts from.
  public var session: PromptSession
  /// Whether to style the line with ANSI colours.
  public var usesColor: Bool
  /// How the line draws the text: template character and obscuring.
  public var display: DisplayOptions

  /// Creates a prompt for `mask`.
  public init(
    mask: any Mask, label: String = "", allowsIncomplete: Bool = false, usesColor: Bool = true,
    display: DisplayOptions = .plain
  ) {
    self.session = PromptSession(mask: mask, label: label, allowsIncomplete: allowsIncomplete)
    self.usesColor = usesColor
    self.display = display
  }

  /// How a prompt ended.
  public enum Result: Sendable {
    /// Enter accepted the field.
    case accepted(MaskedText)
    /// Escape or Ctrl-C gave up, or the terminal went away.
    case aborted
    /// A terminating signal arrived; the terminal was restored and the signal was ignored.
    case interrupted(signal: Int32)
  }

  /// Whether standard input is a terminal, so that ``run()`` can edit a line on it.
  public static var isAvailable: Bool { isatty(0) == 1 }

  /// Edits one line on the terminal until Enter, Escape or Ctrl-C.
  public func run() throws(TerminalError) -> Result {
    guard Self.isAvailable else { throw .notATerminal }
    let output = Self.outputDescriptor()
    defer { if output > 2 { close(output) } }
    let device = TerminalDevice(input: 0, output: output)
    let signals = SignalBlock()
    defer { signals.restore() }
    let rawMode = try RawMode(descriptor: 0)
    device.writeAll(Self.bracketedPasteOn)
    defer {
      device.writeAll(Self.bracketedPasteOff)
      rawMode.restore()
    }
    return try loop(device, signals)
  }

  private func loop(_ device: TerminalDevice, _ signals: SignalBlock) throws(TerminalError) -> Result {
    var session = session
    var decoder = KeyDecoder()
    var renderer = PromptRenderer(width: device.width, usesColor: usesColor, display: display)
    device.writeAll(renderer.frame(for: session).escapeSequence)
    while true {
      let ready = try device.waitForInput(milliseconds: decoder.isWaiting ? 40 : 200)
      if let signal = signals.pendingTermination() {
        finish(session, renderer, device)
        return .interrupted(signal: signal)
      }
      let resized = signals.takeResize()
      if resized { renderer.width = device.width }
      var keys: [Key] = []
      if ready {
        let bytes = try device.readAvailable()
        if bytes.isEmpty {
          finish(session, renderer, device)
          return .aborted
        }
        keys = decoder.decode(bytes)
      } else {
        keys = decoder.flush()
      }
      for key in keys {
        switch session.handle(key) {
        case .editing: continue
        case .accepted:
          finish(session, renderer, device)
          return .accepted(session.field)
        case .aborted:
          finish(session, renderer, device)
          return .aborted
        }
      }
      if resized || !keys.isEmpty { device.writeAll(renderer.frame(for: session).escapeSequence) }
    }
  }

  /// Draws the final line and moves below it.
  private func finish(_ session: PromptSession, _ renderer: PromptRenderer, _ device: TerminalDevice) {
    device.writeAll(renderer.frame(for: session, final: true).escapeSequence + "\r\n")
  }

  /// Standard error when it is a terminal, else the controlling terminal, else standard error anyway.
  private static func outputDescriptor() -> Int32 {
    if isatty(2) == 1 { return 2 }
    let terminal = open("/dev/tty", O_WRONLY | O_CLOEXEC)
    return terminal >= 0 ? terminal : 2
  }

  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"
}
