/// What kind of line a phone number reaches, as libphonenumber's metadata classifies it.
public enum PhoneNumberType: String, Sendable, Hashable, CaseIterable {
  /// A fixed (landline) number.
  case fixedLine
  /// A mobile number.
  case mobile
  /// A number the numbering plan does not tell as fixed or mobile (North America, among others).
  case fixedLineOrMobile
  /// A freephone number.
  case tollFree
  /// A premium-rate number.
  case premiumRate
  /// A shared-cost number.
  case sharedCost
  /// A personal (follow-me) number.
  case personalNumber
  /// A voice-over-IP number.
  case voip
  /// A pager number.
  case pager
  /// A universal access number (a company's single number).
  case uan
  /// A voicemail access number.
  case voicemail

  /// The index of this type's description in a territory's ``PhoneTerritory/descriptions``.
  var descriptionIndex: Int {
    switch self {
    case .fixedLine, .fixedLineOrMobile: 1
    case .mobile: 2
    case .tollFree: 3
    case .premiumRate: 4
    case .sharedCost: 5
    case .personalNumber: 6
    case .voip: 7
    case .pager: 8
    case .uan: 9
    case .voicemail: 10
    }
  }

  /// The types checked before fixed line and mobile, in libphonenumber's order.
  private static let specialServices: [PhoneNumberType] = [
    .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
  ]

  /// The type of `number` in `territory`, or nil when it matches none (libphonenumber's order: the
  /// general pattern, then the special services, then fixed line and mobile).
  /// Descriptions whose lengths leave out the number's are skipped unasked
  /// (``PhoneTerritory/descriptions(mayMatchLength:)``).
  static func of(_ number: ArraySlice<UInt8>, in territory: PhoneTerritory) -> PhoneNumberType? {
    let candidates = territory.descriptions(mayMatchLength: number.count)
    func matches(_ index: Int) -> Bool {
      candidates & (1 << UInt16(index)) != 0 && territory.descriptions[index].matches(number)
    }
    guard matches(0) else { return nil }
    for type in specialServices where matches(type.descriptionIndex) {
      return type
    }
    let mobile = PhoneNumberType.mobile.descriptionIndex
    if matches(PhoneNumberType.fixedLine.descriptionIndex) {
      return territory.sameMobileAndFixedLinePattern || matches(mobile) ? .fixedLineOrMobile : .fixedLine
    }
    return !territory.sameMobileAndFixedLinePattern && matches(mobile) ? .mobile : nil
  }
}
