import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(AppKit) && os(macOS)
  import AppKit
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  /// AKMaskField's text field on macOS: an `NSTextField` with a blocks mask and its template, like
  /// ``BlockMaskField``.
  ///
  /// Editing goes through ``maskedDelegate`` (a ``MaskedNSTextFieldDelegate`` with a ``BlockFieldMask``);
  /// after each change ``maskObject``, ``maskStatus`` and ``maskEvent`` describe the field. AppKit makes an
  /// edit before telling its delegate, so there is no `maskDelegate` to veto one: follow changes with the
  /// delegate's `onUpdate`.
  @MainActor
  public final class BlockMaskNSTextField: NSTextField {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedNSTextFieldDelegate()
    private var blockState = BlockFieldState()

    /// Creates an unmasked field.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      setUp()
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }
    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`); nil:
    /// the field is not masked.
    @IBInspectable public var maskExpression: String? {
      get { blockState.expression }
      set { change { $0.expression = newValue } }
    }

    /// One template character for every slot, or one per character of the mask without brackets.
    @IBInspectable public var maskTemplate: String {
      get { blockState.template }
      set { change { $0.template = newValue } }
    }

    /// Whether an empty field shows the template (else the placeholder shows it until the first character is
    /// entered).
    @IBInspectable public var maskShowTemplate: Bool {
      get { blockState.showsTemplate }
      set { change { $0.showsTemplate = newValue } }
    }

    /// The opening and closing brackets of blocks.
    public var maskBlockBrackets: [Character] {
      get { blockState.brackets }
      set { change { $0.brackets = newValue } }
    }

    /// Why ``maskExpression`` was not compiled, or nil.
    public var maskError: MaskSyntaxError? { blockState.error }
    /// The blocks with their slots as the field fills them now.
    public var maskObject: [BlockState] { blockState.blocks }
    /// Whether the field is clear, incomplete or complete.
    public var maskStatus: BlockStatus { blockState.status }
    /// What the last change did (`insert`, `delete`, `replace`, `error`); nil when it did nothing.
    public var maskEvent: BlockEvent? { blockState.event }

    private func setUp() {
      maskedDelegate.fieldHooks.didUpdate = { [weak self] update in self?.blockState.describe(update) }
      maskedDelegate.attach(to: self)
    }

    /// Changes a setting and installs the mask it makes, keeping the value.
    private func change(_ setting: (inout BlockFieldState) -> Void) {
      setting(&blockState)
      maskedDelegate.setMask(blockState.mask, in: self)
      blockState.describeInstalled(maskedDelegate.adapter.current)
    }
  }
#endif
