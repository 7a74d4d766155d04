import ArgumentParser
import MaskKit

/// `maskkit demo`: a short tour on built-in examples.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Show formatting, extraction and editing on built-in example masks.",
    discussion: "Exit status: 0."
  )

  func run() throws {
    var output = StandardOutput()
    let phone = try InputMask("+1 ([000]) [000]-[0000]")
    output.writeLine("mask      \(phone.format)")
    for raw in ["2065551234", "+1 (206) 555-1234", "206555"] {
      let result = phone.format(raw)
      let state = result.isComplete ? "complete" : "incomplete, still \(result.tailPlaceholder)"
      output.writeLine("format    \(pad(raw)) → \(pad(result.text))  value \(result.value)  (\(state))")
    }
    output.writeLine("")
    output.writeLine("editing   type 206, type 5551234, backspace, undo, paste \"12065559876\" over all")
    var field = MaskedText(mask: phone)
    field.type("206")
    output.writeLine("          \(field.text)|")
    field.type("5551234")
    output.writeLine("          \(field.text)|")
    field.backspace()
    output.writeLine("          \(field.text)|")
    field.undo()
    output.writeLine("          \(field.text)|")
    field.selectAll()
    field.paste("12065559876")
    output.writeLine("          \(field.text)|  value \(field.value)")
    try output.flush()
  }

  private func pad(_ text: String) -> String {
    text + String(repeating: " ", count: max(0, 18 - text.count))
  }
}
