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
  public final class BlockMaskNSTextField: NSTextField, BlockFieldHost {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedNSTextFieldDelegate()
    var maskedView: NSTextField { self }
    private let blocks = BlockFieldController<BlockMaskNSTextField>()

    /// Creates an unmasked field.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      blocks.attach(to: self)
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      blocks.attach(to: self)
    }

    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`); nil:
    /// the field is not masked.
    @IBInspectable public var maskExpression: String? {
      get { blocks.state.expression }
      set { blocks.change(self) { $0.expression = newValue } }
    }

    /// One template character for every slot, or one per character of the mask without brackets.
    @IBInspectable public var maskTemplate: String {
      get { blocks.state.template }
      set { blocks.change(self) { $0.template = newValue } }
    }

    /// Whether an empty field shows the template (else the placeholder shows it until the first character is
    /// entered).
    @IBInspectable public var maskShowTemplate: Bool {
      get { blocks.state.showsTemplate }
      set { blocks.change(self) { $0.showsTemplate = newValue } }
    }

    /// The opening and closing brackets of blocks.
    public var maskBlockBrackets: [Character] {
      get { blocks.state.brackets }
      set { blocks.change(self) { $0.brackets = newValue } }
    }

    /// Why ``maskExpression`` was not compiled, or nil.
    public var maskError: MaskSyntaxError? { blocks.state.error }
    /// The blocks with their slots as the field fills them now.
    public var maskObject: [BlockState] { blocks.state.blocks }
    /// Whether the field is clear, incomplete or complete.
    public var maskStatus: BlockStatus { blocks.state.status }
    /// What the last change did (`insert`, `delete`, `replace`, `error`); nil when it did nothing.
    public var maskEvent: BlockEvent? { blocks.state.event }
  }
#endif
