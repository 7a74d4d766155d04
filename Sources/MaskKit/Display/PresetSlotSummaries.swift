extension PhoneMask: SlotDescribing {
  /// A phone number of as many digits as the placeholder shows after the country code.
  public var slotSummary: SlotSummary {
    var shown = Substring(placeholder)
    if shown.first == "+" { shown = shown.dropFirst().drop(while: \.isNumber) }
    return SlotSummary(purpose: .phoneNumber, kind: .digits, required: shown.count(where: \.isNumber))
  }
}

extension CardNumberMask: SlotDescribing {
  /// A card number of the placeholder's 16 digits.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .cardNumber, kind: .digits, required: placeholder.count(where: \.isNumber))
  }
}

extension CardExpiryMask: SlotDescribing {
  /// An expiry date of one digit per letter of `MM/YY`.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .cardExpiry, kind: .digits, required: placeholder.count(where: \.isLetter))
  }
}

extension CardSecurityCodeMask: SlotDescribing {
  /// A security code of the placeholder's digits.
  public var slotSummary: SlotSummary {
    SlotSummary(
      purpose: .securityCode, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension DateMask: SlotDescribing {
  /// A date of one digit per letter of its layout.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .date, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension TimeMask: SlotDescribing {
  /// A time of one digit per letter of its layout.
  public var slotSummary: SlotSummary {
    SlotSummary(purpose: .time, kind: .digits, required: placeholder.count { $0.isLetter || $0.isNumber })
  }
}

extension AmountMask: SlotDescribing {
  /// An amount of any number of digits.
  public var slotSummary: SlotSummary { SlotSummary(purpose: .amount, kind: .digits, required: nil) }
}

extension PostalMask: SlotDescribing {
  /// A postal code of as many characters as the placeholder shows (digits when it shows only digits).
  public var slotSummary: SlotSummary {
    let slots = placeholder.filter { $0.isLetter || $0.isNumber }
    return SlotSummary(
      purpose: .postalCode, kind: slots.allSatisfy(\.isNumber) ? .digits : .characters, required: slots.count)
  }
}

extension IdentifierMask: SlotDescribing {
  /// An identifier named by its scheme (`CPF`) with the characters of its shortest layout: digits when
  /// every position takes only digits, letters when only letters, else characters.
  public var slotSummary: SlotSummary {
    let positions = scheme.layouts[0].positions
    let kind: SlotSummary.Kind =
      positions.allSatisfy(\.isDigits) ? .digits : positions.allSatisfy(\.isLetters) ? .letters : .characters
    return SlotSummary(purpose: .identifier, kind: kind, required: positions.count, name: title)
  }
}
