/// IBANs pasted as printed on statements and invoices: `IBAN DE89 3704 …`, `IBAN: DE89-3704-…`.
extension IBANMask: PasteLayoutReading {
  /// Reads a paste that starts with the word `IBAN` (any case, then an optional colon) as the IBAN after
  /// it, so the word's letters are not read as a country code; any other paste is read as it is by
  /// ``match(_:)``, which reads it or refuses it.
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let trimmed = pasted.drop(while: \.isWhitespace)
    guard trimmed.prefix(4).uppercased() == "IBAN" else { return .recognised(pasted) }
    var rest = trimmed.dropFirst(4).drop(while: \.isWhitespace)
    if rest.first == ":" { rest = rest.dropFirst().drop(while: \.isWhitespace) }
    guard rest.count >= 2, rest.prefix(2).allSatisfy({ $0.isASCII && $0.isLetter })
    else { return .recognised(pasted) }
    return .recognised(String(rest))
  }
}
