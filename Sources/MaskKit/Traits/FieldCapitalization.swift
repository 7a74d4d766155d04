/// How a keyboard capitalizes typed letters.
public enum FieldCapitalization: String, Sendable, Hashable, CaseIterable {
  /// Letters are typed as they are.
  case none
  /// Every letter is typed in capitals (IBANs, postal codes with letters).
  case allCharacters
}
