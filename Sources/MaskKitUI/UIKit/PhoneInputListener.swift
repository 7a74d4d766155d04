import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// input-mask-ios 7's phone listener: a ``MaskedTextInputListener`` that reads international numbers with
  /// MaskKit's phone preset and reports the countries the number typed so far may be.
  ///
  /// The field's mask is a ``PhoneMask`` (international style) whose regions follow ``enableCountries``,
  /// ``disableCountries`` and ``customCountries``: a country left out never completes the field, and its
  /// number is refused with the preset's reason. ``computedCountries`` are the countries (``Country/all``
  /// or ``customCountries``) the digits may belong to by libphonenumber's metadata, so a calling code that
  /// countries share is told apart by the national digits (`+7 7` is Kazakhstan) where input-mask-ios's
  /// list guesses; ``computedCountry`` is the one when exactly one is left, or the country of a
  /// complete number.
  @MainActor
  open class PhoneInputListener: MaskedTextInputListener {
    /// The country of the number, when the digits leave exactly one (or the number is complete).
    open private(set) var computedCountry: Country?
    /// The countries the number typed so far may belong to, in ``Country/all``'s order.
    open private(set) var computedCountries: [Country] = []

    /// The only countries the field takes, by name, native name, ISO code (two or three letters, any
    /// case) or flag emoji (`["Greece", "BE", "🇪🇸"]`); nil for every country.
    open var enableCountries: [String]? {
      didSet { usePhoneMask() }
    }

    /// Countries the field never completes, named as in ``enableCountries``.
    open var disableCountries: [String]? {
      didSet { usePhoneMask() }
    }

    /// The countries to choose among instead of ``Country/all``; those the phone preset numbers (by
    /// their ISO code) are the regions the field takes.
    open var customCountries: [Country]? {
      didSet { usePhoneMask() }
    }

    /// Creates a listener that reads phone numbers of every country.
    public override init() {
      super.init()
      usePhoneMask()
    }

    /// The phone preset's mask for the countries enabled and not disabled.
    public var phoneMask: PhoneMask {
      let restricted = enableCountries != nil || customCountries != nil
      let allowed = Country.named(among: customCountries, including: enableCountries, excluding: nil)
      let denied =
        disableCountries.map { Country.named(among: customCountries, including: $0, excluding: nil) } ?? []
      return PhoneMask(
        home: nil, style: .international,
        allowRegions: restricted ? Set(allowed.compactMap { $0.phoneCountry?.region }) : nil,
        denyRegions: Set(denied.compactMap { $0.phoneCountry?.region }))
    }

    /// Gives both views the phone mask of the current countries and recomputes the countries.
    private func usePhoneMask() {
      useMask(phoneMask)
      computeCountries(for: fieldDelegate.adapter.model)
    }

    override func didUpdate(_ textInput: any UITextInput, _ model: MaskedText) {
      computeCountries(for: model)
      super.didUpdate(textInput, model)
    }

    /// The countries the value of `model` may belong to.
    private func computeCountries(for model: MaskedText) {
      var countries = Country.findCountries(
        amongCountries: customCountries, withTerms: enableCountries, excluding: disableCountries,
        phone: model.value)
      if model.isComplete, let mask = model.mask as? PhoneMask,
        let region = mask.match(CaretText(model.text)).country,
        let country = countries.first(where: { $0.phoneCountry == region })
      {
        countries = [country]
      }
      computedCountries = countries
      computedCountry = countries.count == 1 ? countries[0] : nil
    }
  }
#endif
