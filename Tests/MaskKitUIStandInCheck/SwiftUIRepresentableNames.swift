import AppleStandIn
import MaskKit
import MaskKitUI

// The SwiftUI text fields' representables (one generic representable a platform, in the symlinked
// SwiftUI/ folder) under the names the tests give them.

typealias MaskedUITextFieldRepresentable = UITextFieldRepresentable<
  MaskedFieldCoordinator<MaskedTextFieldDelegate>
>
typealias MaskedNSTextFieldRepresentable = NSTextFieldRepresentable<
  MaskedFieldCoordinator<MaskedNSTextFieldDelegate>
>
typealias PhoneNumberUITextFieldRepresentable = UITextFieldRepresentable<
  PhoneFieldCoordinator<MaskedTextFieldDelegate>
>
typealias PhoneNumberNSTextFieldRepresentable = NSTextFieldRepresentable<
  PhoneFieldCoordinator<MaskedNSTextFieldDelegate>
>

extension MaskedUITextFieldRepresentable {
  /// `MaskedTextField`'s text field for `field`, as its body makes it.
  init(field: MaskedTextField) { self.init(state: field) }
}

extension MaskedNSTextFieldRepresentable {
  /// `MaskedTextField`'s text field for `field`, as its body makes it.
  init(field: MaskedTextField) { self.init(state: field) }
}

extension PhoneNumberNSTextFieldRepresentable {
  /// `PhoneNumberTextField`'s text field for `bindings`, as its body makes it.
  init(bindings: PhoneFieldBindings) { self.init(state: bindings) }
}
