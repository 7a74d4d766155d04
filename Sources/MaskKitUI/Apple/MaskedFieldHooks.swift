import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(Darwin)
  import Foundation
#endif

#if MASKKIT_STANDIN || canImport(Darwin)
  /// What a text field subclass built on a masked delegate (``PictureMaskField``, ``BlockMaskField`` and their AppKit counterparts) is
  /// told by it; each hook is optional.
  @MainActor
  struct MaskedFieldHooks {
    /// Asked before the adapter handles a change the field proposes; false refuses it.
    var shouldChange: ((NSRange, String) -> Bool)?
    /// Told when editing begins.
    var didBeginEditing: (() -> Void)?
    /// Told when editing ends.
    var didEndEditing: (() -> Void)?
    /// Told after every update the delegate shows.
    var didUpdate: ((TextFieldUpdate) -> Void)?
  }
#endif
