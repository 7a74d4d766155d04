import MaskKit

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
  /// Asked before each change of the text a person makes, with the field, the text the change gives and
  /// how it fits; false refuses the change.
  var validate: ((AnyObject, String, PictureStatus) -> Bool)? { get }
  /// Called after every change the field shows, with the field, its text and how the text fits.
  var changed: ((AnyObject, String, PictureStatus) -> Void)? { get }
}

/// What the UIKit and AppKit picture fields share, whatever their platform: NBPictureMaskField's settings,
/// the mask they install, the delegate hooks that call the field's closures and its storyboard keys.
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
    delegate.controller.hooks.shouldShow = { [weak self, weak field] update in
      guard let self, let field, let validate = field.validate else { return true }
      return validate(field, update.text, self.settings.check(update.text).status)
    }
    delegate.attach(to: field.maskedView)
  }

  /// Calls the field's `changed` with the text it shows.
  func tellChanged(_ field: Field) {
    let text = field.maskedDelegate.controller.text(of: field.maskedView)
    field.changed?(field, text, settings.check(text).status)
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

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  extension PictureFieldController {
    /// Takes NBPictureMaskField's storyboard keys: `pictureMask` (a string), `autofill` (also as the
    /// original source spells it, `autoFill`) and `enforceMask` (booleans); false for any other key or a
    /// value of another type.
    func setStoryboardValue(_ value: StoryboardValue, forKey key: String, in field: Field) -> Bool {
      let keys: [StoryboardKey<Field>] = [
        .string("pictureMask") { field, picture in self.change(field) { $0.picture = picture } },
        .bool("autofill", "autoFill") { field, autofill in self.setAutofill(autofill, in: field) },
        .bool("enforceMask") { field, enforces in self.change(field) { $0.enforces = enforces } },
      ]
      return keys.setStoryboardValue(value, forKey: key, in: field) ?? false
    }
  }
#endif
