import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// AKMaskField's text field on macOS: an `NSTextField` with a blocks mask and its template, like
  /// ``BlockMaskField``.
  ///
  /// Editing goes through ``maskedDelegate`` (a ``MaskedNSTextFieldDelegate`` with a ``BlockFieldMask``);
  /// after each change ``maskObject``, ``maskStatus`` and ``maskEvent`` describe the field. AppKit makes an
  /// edit before telling its delegate, so there is no `maskDelegate` to veto one: follow changes with the
  /// delegate's `onUpdate`.
  @MainActor
  open class BlockMaskNSTextField: NSTextField, BlockFieldHost, StoryboardKeyed {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedNSTextFieldDelegate()
    var maskedView: NSTextField { self }
    private let blockField = BlockFieldController<BlockMaskNSTextField>()

    /// Creates an unmasked field.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      blockField.attach(to: self)
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      blockField.attach(to: self)
    }

    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`; a storyboard's `mask` attribute
    /// sets this); empty: the field is not masked.
    @IBInspectable public var maskExpression: String {
      get { blockField.state.expression ?? "" }
      set { blockField.change(self) { $0.expression = newValue.isEmpty ? nil : newValue } }
    }

    /// One template character for every slot, or one per character of the mask without brackets.
    @IBInspectable public var maskTemplate: String {
      get { blockField.state.template }
      set { blockField.change(self) { $0.template = newValue } }
    }

    /// Whether an empty field shows the template (else the placeholder shows it until the first character is
    /// entered).
    @IBInspectable public var maskShowTemplate: Bool {
      get { blockField.state.showsTemplate }
      set { blockField.change(self) { $0.showsTemplate = newValue } }
    }

    /// The opening and closing brackets of blocks.
    public var maskBlockBrackets: [Character] {
      get { blockField.state.brackets }
      set { blockField.change(self) { $0.brackets = newValue } }
    }

    /// Why ``maskExpression`` was not compiled, or nil.
    public var maskError: MaskSyntaxError? { blockField.state.error }
    /// The blocks as the field fills them now, as AKMaskField describes them; empty while the field is not
    /// masked, never nil (implicitly unwrapped, as AKMaskField declares it, so `if let` reads it too).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    public var maskObject: [BlockMaskFieldBlock]! { blockField.state.blocks.map(BlockMaskFieldBlock.init) }
    /// Whether the field is clear, incomplete or complete, with AKMaskField's cases.
    public var maskStatus: BlockMaskFieldStatus { BlockMaskFieldStatus(blockField.state.status) }
    /// What the last change did, with AKMaskField's cases (`None` when it did nothing).
    public var maskEvent: BlockMaskFieldEvent { BlockMaskFieldEvent(blockField.state.event) }
    /// The blocks with their slots as the field fills them now (MaskKit's form of ``maskObject``).
    public var blocks: [BlockState] { blockField.state.blocks }
    /// Whether the field is clear, incomplete or complete (MaskKit's form of ``maskStatus``).
    public var blockStatus: BlockStatus { blockField.state.status }
    /// What the last change did (`insert`, `delete`, `replace`, `error`); nil when it did nothing
    /// (MaskKit's form of ``maskEvent``).
    public var blockEvent: BlockEvent? { blockField.state.event }

    /// Takes AKMaskField's storyboard keys (`mask`, `maskTemplate`, `maskShowTemplate`) and MaskKit's
    /// (`maskExpression`), and leaves the others to key-value coding.
    nonisolated open override func setValue(_ value: Any?, forKey key: String) {
      if !takesStoryboardValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool {
      blockField.setStoryboardValue(value, forKey: key, in: self)
    }
  }
#endif
