extension JSONNode {
  /// The value as compact JSON text: members in their order, strings with `"`, `\`, and the control
  /// characters escaped (`\n`, `\t`, … and `\u001f`), every other character as it is; numbers as
  /// written. The same value always gives the same bytes.
  package var jsonText: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let on): text += on ? "true" : "false"
    case .number(let number): text += number
    case .string(let string): Self.write(string, to: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        Self.write(member.key, to: &text)
        text += ":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  /// Appends `string` to `text` as a JSON string literal: quotes, backslashes and control characters
  /// escaped, every other scalar as it is (the one escaper of MaskKit's JSON, the CLI's tables too).
  package static func write(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
