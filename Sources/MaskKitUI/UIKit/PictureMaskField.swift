import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// NBPictureMaskField's text field: a `UITextField` whose ``pictureMask`` says what may be entered.
  ///
  /// Set the class of a text field in a storyboard and its Picture Mask, Autofill and Enforce Mask in
  /// the Attributes inspector (a scene made for NBPictureMaskField keeps its user-defined runtime
  /// attributes `pictureMask`, `autofill` or `autoFill`, and `enforceMask`), or set them in code. Editing
  /// goes through ``maskedDelegate`` (a ``MaskedTextFieldDelegate`` with a ``PictureFieldMask``); give
  /// your own delegate to its `forwardingDelegate`, not to the field's `delegate`.
  @MainActor
  open class PictureMaskField: UITextField, PictureFieldHost, StoryboardKeyed {
    /// NBPictureMaskField's `ValidateClosure`: asked with the field, the text a change gives and how it
    /// fits before the field shows it; false refuses the change.
    public typealias ValidateClosure = (
      _ sender: AnyObject, _ text: String, _ status: PictureMask.Status
    ) -> Bool
    /// NBPictureMaskField's `ChangedClosure`: told the field, its text and how it fits after a change.
    public typealias ChangedClosure = (
      _ sender: AnyObject, _ text: String, _ status: PictureMask.Status
    ) -> Void

    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedTextFieldDelegate()
    var maskedView: UITextField { self }
    private let picture = PictureFieldController<PictureMaskField>()
    /// Asked before each change of the text a person makes (typing, deleting, pasting), with the field,
    /// the text the change gives and how it fits; returning false refuses the change.
    public var validate: ValidateClosure?
    /// Called after every change the field shows, with the field, its text and how the text fits.
    public var changed: ChangedClosure?

    /// Creates a field with no picture.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      picture.attach(to: self)
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      picture.attach(to: self)
    }

    /// The text; set in code, it is formatted by the picture and ``changed`` is called (one undo step), and
    /// setting the text the field shows calls ``changed`` again, as NBPictureMaskField's `text` does.
    open override var text: String? {
      get { super.text }
      set {
        let text = newValue ?? ""
        if text == super.text ?? "" {
          super.text = newValue
          picture.tellChanged(self)
        } else if text == maskedDelegate.adapter.displayText {
          // The masked delegate shows its update.
          super.text = newValue
        } else {
          maskedDelegate.setText(text, in: self)
        }
      }
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

    /// NBPictureMaskField's source spelling of ``autofill``.
    @available(*, deprecated, renamed: "autofill")
    public var autoFill: Bool {
      get { autofill }
      set { autofill = newValue }
    }

    /// Whether input that does not fit is refused (else it is kept, with the status `notOk`).
    @IBInspectable public var enforceMask: Bool {
      get { picture.settings.enforces }
      set { picture.change(self) { $0.enforces = newValue } }
    }

    /// Why the picture is malformed, or nil (the valid part of a malformed picture is used).
    public var maskErrorMessage: String? { picture.settings.errorMessage }

    /// NBPictureMaskField's source spelling of ``maskErrorMessage``.
    @available(*, deprecated, renamed: "maskErrorMessage")
    public var maskErrMsg: String? { maskErrorMessage }

    /// The compiled picture as a tree, one node a line (`digit '#'`), laid out as NBPictureMaskField's.
    public var maskTreeToString: String { picture.settings.treeDescription }

    /// How the current text fits the picture.
    public var status: PictureMask.Status { picture.status(of: self) }

    /// Checks `text` against the picture (with autofill when it is on); an empty picture accepts any text.
    public func check(text: String) -> PictureMask.CheckResult { picture.settings.check(text) }

    /// Takes NBPictureMaskField's storyboard keys (`pictureMask`, `autofill`, `autoFill`,
    /// `enforceMask`) itself and leaves the others to key-value coding.
    nonisolated open override func setValue(_ value: Any?, forKey key: String) {
      if !takesStoryboardValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool {
      picture.setStoryboardValue(value, forKey: key, in: self)
    }
  }

  /// NBPictureMaskField's field, renamed ``PictureMaskField``.
  @available(*, unavailable, renamed: "PictureMaskField")
  public typealias NBPictureMaskField = PictureMaskField
#endif
