// Test-only stand-ins for UIKit's text input traits (`UITextInputTraits`), with the cases MaskKit sets.

/// Stand-in for `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, decimalPad
}

/// Stand-in for `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Stand-in for `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Stand-in for `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// Stand-in for `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default`, no, yes
}

/// Stand-in for `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
  case `default`, no, yes
}

/// Stand-in for `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default`, no, yes
}

/// Stand-in for `UITextContentType`, with the constants MaskKit maps to.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let telephoneNumber = Self(rawValue: "tel")
  public static let creditCardNumber = Self(rawValue: "cc-number")
  public static let creditCardExpiration = Self(rawValue: "cc-exp")
  public static let creditCardSecurityCode = Self(rawValue: "cc-csc")
  public static let postalCode = Self(rawValue: "postal-code")
  public static let oneTimeCode = Self(rawValue: "one-time-code")
  public static let birthdate = Self(rawValue: "bday")
  public static let dateTime = Self(rawValue: "date-time")
}
