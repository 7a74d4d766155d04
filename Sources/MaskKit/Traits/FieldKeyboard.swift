/// The keyboard a field shows, as every platform names it (UIKit's `UIKeyboardType`).
public enum FieldKeyboard: String, Sendable, Hashable, CaseIterable {
  /// The default keyboard.
  case `default`
  /// Digits only.
  case numberPad
  /// Digits with `+`, `*` and `#`.
  case phonePad
  /// Digits and the locale's decimal separator.
  case decimalPad
  /// Digits and punctuation (a minus sign, dots, colons).
  case numbersAndPunctuation
  /// ASCII letters and digits only.
  case asciiCapable
}
