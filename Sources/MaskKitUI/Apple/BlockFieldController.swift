import MaskKit

#if MASKKIT_STANDIN
  import MaskKitUI
#endif

/// A blocks field (``BlockMaskField``, ``BlockMaskNSTextField``) as its ``BlockFieldController`` sees it:
/// the masked delegate.
@MainActor
protocol BlockFieldHost: AnyObject {
  /// The delegate masking the field.
  associatedtype Delegate: MaskingDelegate
  /// The delegate that masks the field, set as its `delegate`.
  var maskedDelegate: Delegate { get }
  /// The field itself, as the view its delegate masks.
  var maskedView: Delegate.View { get }
}

/// What the UIKit and AppKit blocks fields share, whatever their platform: AKMaskField's settings, the
/// mask they install, and the description of the field, kept up to date through the delegate's hooks.
@MainActor
final class BlockFieldController<Field: BlockFieldHost> {
  /// The settings, the mask they make, and the blocks, status and event after the last update.
  private(set) var state = BlockFieldState()

  /// Makes the field's delegate mask it and describe it after every update.
  func attach(to field: Field) {
    field.maskedDelegate.controller.hooks.didUpdate = { [weak self] update in self?.state.describe(update) }
    field.maskedDelegate.attach(to: field.maskedView)
  }

  /// Changes a setting and installs the mask it makes, keeping the value.
  func change(_ field: Field, _ setting: (inout BlockFieldState) -> Void) {
    setting(&state)
    field.maskedDelegate.setMask(state.mask, in: field.maskedView)
    state.describeInstalled(field.maskedDelegate.controller.adapter.current)
  }
}
