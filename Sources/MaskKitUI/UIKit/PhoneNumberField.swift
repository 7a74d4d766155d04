import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A phone number field with a region: a `UITextField` whose ``region`` is the ISO code it starts
  /// from, with a region button at its leading edge and a searchable region picker.
  ///
  /// The button (``regionButton``, the field's `leftView`) shows the region's flag and calling code
  /// (`🇬🇧 +44`) and VoiceOver reads it as "United Kingdom, plus 44"; tapping it presents a
  /// ``PhoneRegionPickerController`` from the view controller showing the field. The placeholder is the
  /// region's example number. The region follows what is typed, pasted or AutoFilled: `+44 20…` typed
  /// into a US field shows GB, and a number of another region is taken in, switching the region,
  /// instead of being refused (regions sharing a calling code are resolved as libphonenumber does; see
  /// ``PhoneFieldModel``). Choosing a region keeps the national number and writes it after the new
  /// calling code. ``number`` is the E.164 number with its extension and ``isValid`` libphonenumber's
  /// validity; both are current when the field sends `.editingChanged`, once per edit.
  ///
  /// Editing goes through ``maskedDelegate`` (a ``MaskedTextFieldDelegate``); give your own delegate to
  /// its `forwardingDelegate`, not to the field's `delegate`.
  @MainActor
  public final class PhoneNumberField: UITextField {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate: MaskedTextFieldDelegate
    /// The region button at the leading edge (the field's `leftView`): flag and calling code; tapping it
    /// shows the region picker.
    public let regionButton = UIButton(type: .system)
    /// The regions chosen from the picker, most recent first (at most five), listed first after the
    /// current one; set it to restore them.
    public var recentRegions: [String] = []
    /// Names the regions on the button and in the picker (set one with another locale or wording).
    public var regionCatalogue = PhoneRegionCatalogue.cached() {
      didSet { showRegion(always: true) }
    }
    /// The title of the region picker: by default `Region` in the person's language
    /// (`PhoneFieldWording.localized(for:)`).
    public var regionPickerTitle = PhoneFieldWording.localized(for: .autoupdatingCurrent).region
    /// Called after the region changed, whether it followed the number or was chosen.
    public var onRegionChange: ((PhoneNumberField) -> Void)?
    /// The region the button and placeholder show.
    private var shownRegion: PhoneCountry?

    /// Creates a field starting in the region of ISO code `region` (`GB`; the United States when the
    /// metadata has no such region).
    public init(
      region: String, style: PhoneMask.Style = .international, punctuation: PhoneMask.Punctuation = .standard
    ) {
      let model = Self.model(region, style, punctuation)
      maskedDelegate = MaskedTextFieldDelegate(mask: model.mask)
      super.init(frame: .zero)
      setUp(model)
    }

    /// Creates a field starting in the region of the person's locale (the United States when it has
    /// none).
    public convenience override init(frame: CGRect) {
      self.init(region: PhoneRegionCatalogue.currentRegion ?? "US")
    }

    /// Creates a field from a storyboard, starting in the region of the person's locale; set Region in
    /// the Attributes inspector to start in another.
    public required init?(coder: NSCoder) {
      let model = Self.model(PhoneRegionCatalogue.currentRegion ?? "US", .international, .standard)
      maskedDelegate = MaskedTextFieldDelegate(mask: model.mask)
      super.init(coder: coder)
      setUp(model)
    }

    /// The ISO code of the field's region (`GB`); setting it chooses that region as the picker does
    /// (``chooseRegion(_:)``).
    @IBInspectable public var region: String {
      get { phone.region.region }
      set { chooseRegion(newValue) }
    }

    /// The E.164 number with `;ext=` and the extension (`+442079460958;ext=12`); the digits read so far
    /// while the number is incomplete. Setting it puts the number into the field (one undo step), and the
    /// region follows it.
    public var number: String {
      get { phone.number }
      set { maskedDelegate.setText(newValue, in: self) }
    }

    /// Whether libphonenumber reads a valid number.
    public var isValid: Bool { phone.isValid }

    /// Chooses the region of ISO code `region`: the field switches to it and writes the national number
    /// after its calling code (one undo step); an unknown code or the current region changes nothing.
    public func chooseRegion(_ region: String) {
      guard let country = PhoneCountry.region(region),
        let update = maskedDelegate.controller.adapter.chooseRegion(country)
      else { return }
      maskedDelegate.controller.apply(update, in: self)
    }

    /// Presents the region picker from the view controller showing the field (what the region button
    /// does); a region chosen there is chosen for the field and noted in ``recentRegions``. Not on tvOS.
    public func showRegionPicker() {
      #if os(tvOS)
        return
      #else
        presentRegionPicker()
      #endif
    }

    #if !os(tvOS)
      private func presentRegionPicker() {
        guard let presenter = presentingController() else { return }
        let picker = PhoneRegionPickerController(
          catalogue: regionCatalogue, current: region, recent: recentRegions
        ) { [weak self] country in
          guard let self else { return }
          self.recentRegions = PhoneRegionCatalogue.noting(country.region, in: self.recentRegions)
          self.chooseRegion(country.region)
        }
        picker.title = regionPickerTitle
        presenter.present(UINavigationController(rootViewController: picker), animated: true, completion: nil)
      }
    #endif

    /// The model following the field.
    private var phone: PhoneFieldModel {
      maskedDelegate.adapter.phoneField ?? PhoneFieldModel(region: PhoneFieldModel.defaultRegion)
    }

    private static func model(
      _ region: String, _ style: PhoneMask.Style, _ punctuation: PhoneMask.Punctuation
    ) -> PhoneFieldModel {
      (try? PhoneFieldModel(region: region, style: style, punctuation: punctuation))
        ?? PhoneFieldModel(region: PhoneFieldModel.defaultRegion, style: style, punctuation: punctuation)
    }

    /// Makes the model follow the field, the delegate mask it and the button show the region.
    private func setUp(_ model: PhoneFieldModel) {
      maskedDelegate.controller.adapter.maskFollower = model
      maskedDelegate.controller.hooks.didUpdate = { [weak self] _ in self?.showRegion() }
      maskedDelegate.attach(to: self)
      #if canImport(ObjectiveC)
        regionButton.addTarget(self, action: #selector(regionButtonTapped), for: .touchUpInside)
      #else
        regionButton.addAction(UIAction { [weak self] _ in self?.showRegionPicker() }, for: .touchUpInside)
      #endif
      keyboardType = .phonePad
      textContentType = .telephoneNumber
      leftView = regionButton
      leftViewMode = .always
      showRegion(always: true)
    }

    #if canImport(ObjectiveC)
      @objc private func regionButtonTapped() {
        showRegionPicker()
      }
    #endif

    /// Shows the region on the button and its example number as the placeholder when the region changed
    /// (or `always`), then tells ``onRegionChange``.
    private func showRegion(always: Bool = false) {
      let phone = self.phone
      let previous = shownRegion
      guard always || previous != phone.region else { return }
      shownRegion = phone.region
      placeholder = phone.placeholder
      regionButton.setTitle(phone.region.flag + " +" + phone.region.callingCode, for: .normal)
      regionButton.accessibilityLabel =
        regionCatalogue.entry(phone.region.region)?.accessibilityLabel
        ?? PhoneRegionCatalogue.Entry(phone.region).accessibilityLabel
      regionButton.sizeToFit()
      if let previous, previous != phone.region { onRegionChange?(self) }
    }

    /// The topmost view controller presented from the one showing the field.
    private func presentingController() -> UIViewController? {
      var responder = next
      while let current = responder {
        if var controller = current as? UIViewController {
          while let presented = controller.presentedViewController { controller = presented }
          return controller
        }
        responder = current.next
      }
      return nil
    }
  }
#endif
