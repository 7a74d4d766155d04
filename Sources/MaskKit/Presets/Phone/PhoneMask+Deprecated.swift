extension PhoneMask.Match {
  /// Why a valid number does not complete the field (its region is denied or not allowed), else nil.
  @available(*, deprecated, renamed: "regionProblem")
  public var refusal: MaskProblem? { regionProblem }
}

extension PhoneMask {
  /// The only regions whose numbers complete the field; nil allows every region.
  @available(*, deprecated, renamed: "allowRegions")
  public var allowedRegions: Set<String>? { allowRegions }

  /// Regions whose numbers never complete the field.
  @available(*, deprecated, renamed: "denyRegions")
  public var deniedRegions: Set<String> { denyRegions }

  /// A phone mask for the home region `home` with an allow list (and a deny list).
  @available(*, deprecated, renamed: "init(home:style:punctuation:allowRegions:denyRegions:)")
  public init(
    home: PhoneCountry? = nil, style: Style = .international, punctuation: Punctuation = .standard,
    allowedRegions: Set<String>?, deniedRegions: Set<String> = []
  ) {
    self.init(
      home: home, style: style, punctuation: punctuation, allowRegions: allowedRegions,
      denyRegions: deniedRegions)
  }

  /// A phone mask for the home region `home` with a deny list.
  @available(*, deprecated, renamed: "init(home:style:punctuation:denyRegions:)")
  public init(
    home: PhoneCountry? = nil, style: Style = .international, punctuation: Punctuation = .standard,
    deniedRegions: Set<String>
  ) {
    self.init(home: home, style: style, punctuation: punctuation, denyRegions: deniedRegions)
  }

  /// A phone mask for the ISO region code `region` with an allow list (and a deny list).
  @available(*, deprecated, renamed: "init(region:style:punctuation:allowRegions:denyRegions:)")
  public init(
    region: String, style: Style = .international, punctuation: Punctuation = .standard,
    allowedRegions: Set<String>?, deniedRegions: Set<String> = []
  ) throws(PresetError) {
    try self.init(
      region: region, style: style, punctuation: punctuation, allowRegions: allowedRegions,
      denyRegions: deniedRegions)
  }

  /// A phone mask for the ISO region code `region` with a deny list.
  @available(*, deprecated, renamed: "init(region:style:punctuation:denyRegions:)")
  public init(
    region: String, style: Style = .international, punctuation: Punctuation = .standard,
    deniedRegions: Set<String>
  ) throws(PresetError) {
    try self.init(region: region, style: style, punctuation: punctuation, denyRegions: deniedRegions)
  }
}
