/// A mask described as data: a dialect and its format, or a preset and its options. The JSON form has
/// the fields of a `maskkit eval` case, so an app and its server can validate with the same description:
///
/// ```json
/// {"dialect": "inputmask", "format": "+1 ([000]) [000]-[0000]"}
/// {"preset": "phone", "region": "US"}
/// ```
public struct MaskSpec: Sendable, Hashable {
  /// The dialect of ``format``; `inputmask` unless the description names another.
  public var dialect: Dialect
  /// The mask in its dialect (`"format"` or `"mask"` in JSON); empty for a preset.
  public var format: String
  /// inputmask: custom symbols.
  public var notations: [Notation]
  /// inputmask: whether the mask fills from the right.
  public var rightToLeft: Bool
  /// inputmask: alternative formats; when there are any, ``makeMask()`` gives an ``AffineInputMask``.
  public var affine: [String]
  /// inputmask: how an alternative format is chosen.
  public var strategy: AffinityStrategy
  /// formatter: letters and digits of every script (true) or ASCII only, as the original (false).
  public var unicode: Bool
  /// blocks: one character or one per displayed position; a template that fits neither shows `*`.
  public var template: String?
  /// blocks: the characters that open and close a block.
  public var brackets: Brackets
  /// The preset to build instead of a format, if any.
  public var preset: PresetSpec?

  /// The characters around the blocks of a blocks mask.
  public struct Brackets: Sendable, Hashable {
    /// The character that opens a block.
    public var open: Character
    /// The character that closes a block.
    public var close: Character

    /// Creates a bracket pair.
    public init(open: Character = "{", close: Character = "}") {
      self.open = open
      self.close = close
    }
  }

  /// Describes a mask in `dialect`; options that do not apply to the dialect are ignored.
  public init(
    dialect: Dialect = .inputmask, format: String, notations: [Notation] = [], rightToLeft: Bool = false,
    affine: [String] = [], strategy: AffinityStrategy = .whole, unicode: Bool = false,
    template: String? = nil, brackets: Brackets = Brackets()
  ) {
    self.dialect = dialect
    self.format = format
    self.notations = notations
    self.rightToLeft = rightToLeft
    self.affine = affine
    self.strategy = strategy
    self.unicode = unicode
    self.template = template
    self.brackets = brackets
    self.preset = nil
  }

  /// Describes a preset.
  public init(preset: PresetSpec) {
    self.init(format: "")
    self.preset = preset
  }

  /// Builds the mask; throws the dialect's ``MaskSyntaxError`` for a malformed format (an alternative
  /// format's message starts with `affine[i]: `) and ``PresetError`` for a preset that cannot be built.
  public func makeMask() throws -> any Mask {
    if let preset { return try preset.makeMask() }
    return try makeDialectMask()
  }

  /// Builds the mask of ``dialect`` from ``format``; an alternative format's message starts with
  /// `affine[i]: `.
  private func makeDialectMask() throws(MaskSyntaxError) -> any Mask {
    do {
      return try makeDialectMask(cached: false)
    } catch {
      var failure = error.error
      if let index = error.alternative { failure.message = "affine[\(index)]: " + failure.message }
      throw failure
    }
  }

  /// Builds the mask of ``dialect`` from ``format`` as the dialect's kind builds it, the one place a
  /// dialect and a format become a mask (the command line's too), with the shared compiled masks where
  /// the dialect keeps them and `cached` is true.
  package func makeDialectMask(cached: Bool) throws(DialectFormatFailure) -> any Mask {
    try Kinds.kind(of: dialect).makeMask(self, cached: cached)
  }
}
