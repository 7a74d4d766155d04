extension InputMask: SlotDescribing {
  /// The required slots: digits, letters or characters; a digit mask after a `+` code is a phone number.
  public var slotSummary: SlotSummary {
    var rules: [SlotRule] = []
    for slot in slots {
      if case .required(let rule) = slot { rules.append(rule) }
    }
    let kind: SlotSummary.Kind =
      rules.allSatisfy { $0 == .digit }
      ? .digits : rules.allSatisfy { $0 == .letter } ? .letters : .characters
    let isPhone = kind == .digits && literalPrefix.hasPrefix("+") && !rules.isEmpty
    return SlotSummary(purpose: isPhone ? .phoneNumber : nil, kind: kind, required: rules.count)
  }
}

extension AffineInputMask: SlotDescribing {
  /// The primary format's summary.
  public var slotSummary: SlotSummary { primary.slotSummary }
}
