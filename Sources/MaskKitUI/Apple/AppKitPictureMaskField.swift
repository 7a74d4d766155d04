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
  public final class PictureMaskNSTextField: NSTextField, PictureFieldHost {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedNSTextFieldDelegate()
    var maskedView: NSTextField { self }
    private let picture = PictureFieldController<PictureMaskNSTextField>()
    /// Called when editing ends, with the field, its text and how the text fits.
    public var validate: ((AnyObject, String, PictureStatus) -> Void)?
    /// Called after every change the field shows, with the field, its text and how the text fits.
    public var changed: ((AnyObject, String, PictureStatus) -> Void)?

    /// Creates a field with no picture.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      picture.attach(to: self)
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      picture.attach(to: self)
    }

    /// The picture, such as `(###) ###-####`; an empty picture accepts any text.
    @IBInspectable public var pictureMask: String {
      get { picture.settings.picture }
      set { picture.change(self) { $0.picture = newValue } }
    }

    /// Whether the literals that follow the typed text are filled in.
    @IBInspectable public var autofill: Bool {
      get { picture.settings.autofill }
      set { picture.setAutofill(newValue, in: self) }
    }

    /// Whether input that does not fit is refused (else it is kept, with the status `notOk`).
    @IBInspectable public var enforceMask: Bool {
      get { picture.settings.enforces }
      set { picture.change(self) { $0.enforces = newValue } }
    }

    /// Why the picture is malformed, or nil (the valid part of a malformed picture is used).
    public var maskErrorMessage: String? { picture.settings.errorMessage }

    /// How the current text fits the picture.
    public var status: PictureStatus { picture.status(of: self) }

    /// Checks `text` against the picture (with autofill when it is on); an empty picture accepts any text.
    public func check(text: String) -> PictureCheckResult { picture.settings.check(text) }
  }
#endif
