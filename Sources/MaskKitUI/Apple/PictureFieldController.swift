import MaskKit

#if MASKKIT_STANDIN
  import MaskKitUI
#endif

/// A picture field (``PictureMaskField``, ``PictureMaskNSTextField``) as its ``PictureFieldController``
/// sees it: the masked delegate and NBPictureMaskField's closures.
@MainActor
protocol PictureFieldHost: AnyObject {
  /// The delegate masking the field.
  associatedtype Delegate: MaskingDelegate
  /// The delegate that masks the field, set as its `delegate`.
  var maskedDelegate: Delegate { get }
  /// The field itself, as the view its delegate masks.
  var maskedView: Delegate.View { get }
  /// Called when editing ends, with the field, its text and how the text fits.
  var validate: ((AnyObject, String, PictureStatus) -> Void)? { get }
  /// Called after every change the field shows, with the field, its text and how the text fits.
  var changed: ((AnyObject, String, PictureStatus) -> Void)? { get }
}

/// What the UIKit and AppKit picture fields share, whatever their platform: NBPictureMaskField's settings,
/// the mask they install, and the delegate hooks that call the field's closures.
@MainActor
final class PictureFieldController<Field: PictureFieldHost> {
  /// The picture, autofill and enforcement, and the mask they make.
  private(set) var settings = PictureFieldSettings()

  /// Makes the field's delegate mask it and call its closures.
  func attach(to field: Field) {
    let delegate = field.maskedDelegate
    delegate.controller.adapter.autocomplete = settings.autofill
    delegate.controller.hooks.didUpdate = { [weak self, weak field] update in
      guard let self, let field else { return }
      field.changed?(field, update.text, self.settings.check(update.text).status)
    }
    delegate.controller.hooks.didEndEditing = { [weak self, weak field] in
      guard let self, let field else { return }
      field.validate?(field, delegate.controller.text(of: field.maskedView), self.status(of: field))
    }
    delegate.attach(to: field.maskedView)
  }

  /// Changes the picture or its enforcement and installs the mask they make, keeping the value.
  func change(_ field: Field, _ setting: (inout PictureFieldSettings) -> Void) {
    setting(&settings)
    field.maskedDelegate.setMask(settings.mask, in: field.maskedView)
  }

  /// Sets whether the literals that follow the typed text are filled in; applies from the next edit.
  func setAutofill(_ autofill: Bool, in field: Field) {
    settings.autofill = autofill
    field.maskedDelegate.controller.adapter.autocomplete = autofill
  }

  /// How the text the field shows fits the picture.
  func status(of field: Field) -> PictureStatus {
    settings.check(field.maskedDelegate.controller.text(of: field.maskedView)).status
  }
}
