import MaskKit

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

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  extension BlockFieldController {
    /// Sets AKMaskField's storyboard key `key` (`mask` or MaskKit's `maskExpression`, `maskTemplate`,
    /// `maskShowTemplate`) on `field`; false when the key is not one of them or `value` is not of its type.
    func setStoryboardValue(_ value: StoryboardValue, forKey key: String, in field: Field) -> Bool {
      let keys: [StoryboardKey<Field>] = [
        .string("mask", "maskExpression") { field, expression in
          self.change(field) { $0.expression = expression.isEmpty ? nil : expression }
        },
        .string("maskTemplate") { field, template in self.change(field) { $0.template = template } },
        .bool("maskShowTemplate") { field, shows in self.change(field) { $0.showsTemplate = shows } },
      ]
      return keys.setStoryboardValue(value, forKey: key, in: field) ?? false
    }
  }
#endif
