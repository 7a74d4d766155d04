import MaskKit

/// The platform-neutral model of a phone field with a region (`PhoneNumberField`,
/// `PhoneNumberTextField`): the region follows the number typed or pasted, and a region chosen from
/// the picker keeps the national number.
///
/// The field's mask is `PhoneMask` for ``region`` (``mask``). As a ``TextFieldAdapter``'s
/// ``TextFieldAdapter/maskFollower`` (``TextFieldAdapter/init(phoneField:text:)``) the model reads the
/// field once after every change, with the phone mask's own reading (`PhoneMask.match(_:)`): the
/// region is the country that reading gives, the number the mask's value and the validity
/// libphonenumber's. The region follows the number when
///
/// - its calling code is another region's (`+44 20…` typed into a US field shows GB; the main region
///   of a shared code — GB for `+44`, US for `+1` — until the number tells which), or
/// - the number is valid and libphonenumber places it in another region sharing the calling code (a
///   Canadian number typed into a US field shows CA once it is complete).
///
/// While a number of the region's calling code is incomplete, the region stays as it is, so a region
/// chosen among those sharing a code (Guernsey, `+44`) does not revert to the code's main region while
/// the person types. The switch is part of the edit (one undo step, one update); the value is kept.
public struct PhoneFieldModel: TextFieldMaskFollower {
  /// How a valid number typed without `+` is shown.
  public let style: PhoneMask.Style
  /// How the digit groups are punctuated.
  public let punctuation: PhoneMask.Punctuation
  /// The field's region: the home region of its mask.
  public private(set) var region: PhoneCountry
  /// The E.164 number with `;ext=` and the extension (`+442079460958;ext=12`): the phone mask's value;
  /// the digits read so far (`+4420`) while the number is incomplete.
  public private(set) var number = ""
  /// Whether libphonenumber reads a valid number (`PhoneMask.Match.e164` is set).
  public private(set) var isValid = false
  /// How many times the model read a field (one for each change; held to that by the tests).
  private(set) var readings = 0

  /// Creates the model of a field starting in `region`.
  public init(
    region: PhoneCountry, style: PhoneMask.Style = .international,
    punctuation: PhoneMask.Punctuation = .standard
  ) {
    self.region = region
    self.style = style
    self.punctuation = punctuation
  }

  /// Creates the model of a field starting in the region of ISO code `region` (`GB`, `us`); throws
  /// `PresetError` when libphonenumber's metadata has no such region.
  public init(
    region: String, style: PhoneMask.Style = .international, punctuation: PhoneMask.Punctuation = .standard
  ) throws(PresetError) {
    let home = try PhoneMask(region: region).home
    self.init(region: home ?? Self.defaultRegion, style: style, punctuation: punctuation)
  }

  /// The field's mask: `PhoneMask` for ``region`` in the model's style and punctuation.
  public var mask: PhoneMask { mask(for: region) }

  /// The mask of the field in `region`.
  public func mask(for region: PhoneCountry) -> PhoneMask {
    PhoneMask(home: region, style: style, punctuation: punctuation)
  }

  /// The region's example number as the field shows it (`+44 7400 123456`, in the national style
  /// `07400 123456`), for the placeholder; the mask's placeholder when the region has no example.
  public var placeholder: String {
    let mask = self.mask
    guard let example = region.exampleNumber(.mobile) ?? region.exampleNumber(.fixedLine) else {
      return mask.placeholder
    }
    let national = String(example.dropFirst(1 + region.callingCode.count))
    return mask.apply(CaretText(text(national: national, extension: "", in: region))).text
  }

  /// The model after `text` was put into its field: the region follows the number in it, as it does
  /// after an edit (a field created with a number of another region starts in that region).
  public func following(_ text: String) -> PhoneFieldModel {
    var model = self
    if let mask = model.follow(MaskedText(mask: self.mask, text: text), mayFollow: true) as? PhoneMask {
      model.region = mask.home ?? model.region
    }
    return model
  }

  /// Reads the field once: its region (its phone mask's home), number and validity; with `mayFollow`,
  /// returns the phone mask of the region the number belongs to when the region follows it (see
  /// ``PhoneFieldModel``), else nil.
  public mutating func follow(_ field: MaskedText, mayFollow: Bool) -> (any Mask)? {
    readings += 1
    number = field.value
    guard let phone = field.mask as? PhoneMask else {
      isValid = false
      return nil
    }
    if let home = phone.home { region = home }
    let match = phone.match(CaretText(field.text))
    isValid = match.e164 != nil
    guard mayFollow, let followed = Self.region(following: match, from: region) else { return nil }
    region = followed
    return mask(for: followed)
  }

  /// The region a reading of the number calls for, when it is not `current`: libphonenumber's region of
  /// a valid number; for an incomplete one, the main region of its calling code when that code is not
  /// `current`'s.
  static func region(following match: PhoneMask.Match, from current: PhoneCountry) -> PhoneCountry? {
    guard let country = match.country, country != current else { return nil }
    if match.e164 != nil { return country }
    return country.callingCode == current.callingCode ? nil : country
  }

  /// The text the field holds once `region` is chosen for `field`: the national number read (and its
  /// extension) after the new region's calling code — `+44 20 7946 0958` becomes `+1 207-946-0958` when
  /// US is chosen. In the national style the number is written as dialled at home (the trunk prefix and
  /// the national number) when it reads back as the same number. A text with no calling code read yet
  /// (empty, a lone `+`) is kept.
  public func text(choosing region: PhoneCountry, in field: MaskedText) -> String {
    guard let phone = field.mask as? PhoneMask else { return field.text }
    let match = phone.match(CaretText(field.text))
    guard !match.callingCode.isEmpty else { return field.text }
    return text(national: match.nationalNumber, extension: match.extension, in: region)
  }

  /// What to type for the national number `national` and its extension in `region`: after `+` and the
  /// calling code, or in the national style as dialled at home when that reads back the same.
  func text(national: String, extension: String, in region: PhoneCountry) -> String {
    let suffix = `extension`.isEmpty ? "" : " ext. " + `extension`
    let international = "+" + region.callingCode + national + suffix
    guard style == .national, !national.isEmpty else { return international }
    let home = region.trunkPrefix + national + suffix
    let read = mask(for: region).match(CaretText(home))
    let same =
      read.callingCode == region.callingCode && read.nationalNumber == national
      && read.extension == `extension`
    return same ? home : international
  }

  /// The region a field starts in when its region code cannot be read: the United States.
  public static var defaultRegion: PhoneCountry { PhoneCountry.region("US") ?? PhoneCountry.all[0] }
}

extension TextFieldAdapter {
  /// Creates the adapter of a phone field with a region, holding `text`: the field's mask is the phone
  /// mask of the region `text` calls for (``PhoneFieldModel/following(_:)``), and the model follows
  /// every change from now on.
  public init(phoneField: PhoneFieldModel, text: String = "") {
    let model = phoneField.following(text)
    self.init(mask: model.mask, text: text)
    maskFollower = model
  }

  /// The phone field model following the field, when it is one (``init(phoneField:text:)``).
  public var phoneField: PhoneFieldModel? { maskFollower as? PhoneFieldModel }

  /// Chooses `region` for a phone field, as its picker does: switches to the region's mask and writes
  /// the national number after the region's calling code (``PhoneFieldModel/text(choosing:in:)``), as
  /// one edit (one undo step, one update). Nil when the field is not a phone field or is in `region`.
  public mutating func chooseRegion(_ region: PhoneCountry) -> TextFieldUpdate? {
    guard let phone = phoneField, phone.region != region else { return nil }
    return setMask(phone.mask(for: region), text: phone.text(choosing: region, in: model))
  }
}
