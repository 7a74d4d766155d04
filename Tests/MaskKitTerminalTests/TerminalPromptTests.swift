import MaskKitTerminal
import Testing

@Test func terminalModuleLinks() {
  #expect(String(describing: TerminalPrompt.self) == "TerminalPrompt")
}
