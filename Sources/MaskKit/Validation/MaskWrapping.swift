/// A mask that wraps another and changes each result the other gives (``ValidatedMask`` adds a rule's
/// verdict): every requirement of ``Mask`` is answered here by the base, each result adjusted, so a
/// wrapper forwards all of them by conforming, the splices of a ``BlockMask`` and the base's
/// ``Mask/abilities`` included.
///
/// A requirement added to ``Mask`` gets its forwarding here; `MaskWrappingTests` calls every requirement
/// on a wrapped stand-in and fails for one that does not reach the base.
public protocol MaskWrapping: Mask {
  /// The mask that formats the text.
  var base: any Mask { get }
  /// `result`, one of the base's, as the wrapper gives it.
  func adjusted(_ result: MaskResult) -> MaskResult
}

extension MaskWrapping {
  /// The base's result for `input`, adjusted.
  public func apply(_ input: CaretText) -> MaskResult { adjusted(base.apply(input)) }

  /// The base mask's placeholder.
  public var placeholder: String { base.placeholder }

  /// The base mask's literal prefix.
  public var literalPrefix: String { base.literalPrefix }

  /// The base mask's entered part of a rendering.
  public func enteredLength(of text: String, value: String) -> Int? {
    base.enteredLength(of: text, value: value)
  }

  /// The base mask's entered part of a rendering of a value of `valueCount` characters.
  public func enteredLength(of text: String, value: String, valueCount: Int) -> Int? {
    base.enteredLength(of: text, value: value, valueCount: valueCount)
  }

  /// The base mask's rendering of `value`, adjusted.
  public func rendering(ofValue value: String) -> MaskResult? {
    base.rendering(ofValue: value).map(adjusted)
  }

  /// The characters the base mask's slots hold in a part of a rendering.
  public func entries(shownIn text: String, from offset: Int) -> String? {
    base.entries(shownIn: text, from: offset)
  }

  /// The base mask's splice, adjusted.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int) -> MaskResult? {
    base.splicing(text, beforeEntriesShownIn: tail, from: offset).map(adjusted)
  }

  /// The base mask's splice in a field whose value is `value`, adjusted.
  public func splicing(_ text: String, beforeEntriesShownIn tail: String, from offset: Int, value: String)
    -> MaskResult?
  {
    base.splicing(text, beforeEntriesShownIn: tail, from: offset, value: value).map(adjusted)
  }

  /// The base mask's abilities, so a wrapped preset keeps how it reads pastes, typed runs and whole
  /// texts, describes its slots and reports its findings (whose results are adjusted).
  public var abilities: MaskAbilities {
    let wrapper = self
    return base.abilities.adjusted { wrapper.adjusted($0) }
  }
}
