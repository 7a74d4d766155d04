/// What a field holds, for AutoFill and the system's suggestions (UIKit's `UITextContentType`, AppKit's
/// `NSTextContentType`, SwiftUI's `textContentType`); the adapters map each to the platform's constant
/// where the platform and its version have one.
public enum FieldContentType: String, Sendable, Hashable, CaseIterable {
  /// A telephone number.
  case telephoneNumber
  /// A payment card number.
  case creditCardNumber
  /// A payment card's expiration date.
  case creditCardExpiration
  /// A payment card's security code.
  case creditCardSecurityCode
  /// A postal code.
  case postalCode
  /// A one-time code sent by message.
  case oneTimeCode
  /// A birth date.
  case birthdate
  /// A date and time.
  case dateTime
}
