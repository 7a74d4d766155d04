import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(AppKit) && os(macOS)
  import AppKit
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  /// NBPictureMaskNSTextField's text field: a `NSTextField` whose ``pictureMask`` says what may be entered.
  ///
  /// Set the class of a text field in a storyboard and its Picture Mask, Autofill and Enforce Mask in
  /// the Attributes inspector, or set them in code. Editing goes through ``maskedDelegate`` (a
  /// ``MaskedNSTextFieldDelegate`` with a ``PictureFieldMask``); give your own delegate to its
  /// `forwardingDelegate`, not to the field's `delegate`.
  @MainActor
  public final class PictureMaskNSTextField: NSTextField {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedNSTextFieldDelegate()
    private var settings = PictureFieldSettings()
    /// Called when editing ends, with the field, its text and how the text fits.
    public var validate: ((AnyObject, String, PictureStatus) -> Void)?
    /// Called after every change the field shows, with the field, its text and how the text fits.
    public var changed: ((AnyObject, String, PictureStatus) -> Void)?

    /// Creates a field with no picture.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      setUp()
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    /// The picture, such as `(###) ###-####`; an empty picture accepts any text.
    @IBInspectable public var pictureMask: String {
      get { settings.picture }
      set {
        settings.picture = newValue
        maskedDelegate.setMask(settings.mask, in: self)
      }
    }

    /// Whether the literals that follow the typed text are filled in.
    @IBInspectable public var autofill: Bool {
      get { settings.autofill }
      set {
        settings.autofill = newValue
        maskedDelegate.autocomplete = newValue
      }
    }

    /// Whether input that does not fit is refused (else it is kept, with the status `notOk`).
    @IBInspectable public var enforceMask: Bool {
      get { settings.enforces }
      set {
        settings.enforces = newValue
        maskedDelegate.setMask(settings.mask, in: self)
      }
    }

    /// Why the picture is malformed, or nil (the valid part of a malformed picture is used).
    public var maskErrorMessage: String? { settings.errorMessage }

    /// How the current text fits the picture.
    public var status: PictureStatus { check(text: stringValue).status }

    /// Checks `text` against the picture (with autofill when it is on); an empty picture accepts any text.
    public func check(text: String) -> PictureCheckResult { settings.check(text) }

    private func setUp() {
      maskedDelegate.autocomplete = settings.autofill
      maskedDelegate.fieldHooks.didUpdate = { [weak self] update in
        guard let self else { return }
        self.changed?(self, update.text, self.check(text: update.text).status)
      }
      maskedDelegate.fieldHooks.didEndEditing = { [weak self] in
        guard let self else { return }
        self.validate?(self, self.stringValue, self.status)
      }
      maskedDelegate.attach(to: self)
    }
  }
#endif
