extension JSONValue {
  /// The value as compact JSON text on one line, keys sorted, non-ASCII characters kept as they are.
  public var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, value >= -0x1p63, value < 0x1p63 {
        output += String(Int(value))
      } else if value.isFinite {
        output += String(value)
      } else {
        output += "null"
      }
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .verbatim(let text): output += text
    case .array(let elements):
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (offset, key) in members.keys.sorted().enumerated() {
        if offset > 0 { output += "," }
        JSONValue.writeString(key, to: &output)
        output += ":"
        members[key]?.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
