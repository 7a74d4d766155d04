/// The card number and security code read every text with their own readers, which skip the spaces
/// and dashes people write and refuse what is not part of the value, so a whole text, a paste and a run
/// typed at once are read as `format` reads them.
extension CardNumberMask: PasteLayoutReading {
  /// No layout of its own to rewrite: the reader reads the paste as it is.
  public func pasteLayout(of pasted: String) -> PasteLayout { .unrecognised }
}

extension CardSecurityCodeMask: PasteLayoutReading {
  /// No layout of its own to rewrite: the reader reads the paste as it is.
  public func pasteLayout(of pasted: String) -> PasteLayout { .unrecognised }
}
