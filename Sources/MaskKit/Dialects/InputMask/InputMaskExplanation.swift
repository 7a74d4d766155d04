extension InputMask {
  /// A readable description of the compiled mask: one line per slot, then the placeholder and lengths.
  public var explanation: String {
    var lines = ["inputmask \(format)\(isRightToLeft ? " (right to left)" : "")"]
    for (offset, slot) in slots.enumerated() {
      lines.append("  \(offset): \(slot.explanation)")
    }
    lines.append("placeholder: \(placeholder)")
    lines.append("text length: \(acceptableTextLength)...\(totalTextLength)")
    lines.append("value length: \(acceptableValueLength)...\(totalValueLength)")
    return lines.joined(separator: "\n")
  }
}

extension InputMaskSlot {
  var explanation: String {
    switch self {
    case .free(let literal): return "literal '\(literal)' (shown, not in the value)"
    case .fixed(let literal): return "literal '\(literal)' (shown and in the value)"
    case .required(let rule): return "\(rule.name), required"
    case .optional(let rule): return "\(rule.name), optional"
    case .ellipsis(let rule): return "any number of \(rule.name)s"
    }
  }
}
