import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  /// AKMaskField's text field: a `UITextField` with a blocks mask (`{dddd}-{dddd}`) and its template.
  ///
  /// Set the class of a text field in a storyboard and its Mask Expression, Mask Template and Mask Show
  /// Template in the Attributes inspector, or set them in code. Editing goes through ``maskedDelegate``
  /// (a ``MaskedTextFieldDelegate`` with a ``BlockFieldMask``); after each change ``maskObject``,
  /// ``maskStatus`` and ``maskEvent`` describe the field and ``maskDelegate`` is told.
  @MainActor
  public final class BlockMaskField: UITextField, BlockFieldHost, StoryboardKeyed {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedTextFieldDelegate()
    var maskedView: UITextField { self }
    private let blocks = BlockFieldController<BlockMaskField>()
    /// Told when editing begins and asked before every change.
    public weak var maskDelegate: (any BlockMaskFieldDelegate)?

    /// Creates an unmasked field.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a field from a storyboard; the inspectable properties are set right after.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`, which `UIView.mask` takes); nil:
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

    /// Whether an empty field shows the template (else the field's placeholder shows it until the first
    /// character is entered).
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

    /// Takes AKMaskField's storyboard keys (`mask`, `maskTemplate`, `maskShowTemplate`) and leaves
    /// the others to key-value coding.
    nonisolated public override func setValue(_ value: Any?, forKey key: String) {
      let attribute = StoryboardValue(value)
      let taken = MainActor.assumeIsolated { setStoryboardValue(attribute, forKey: key) }
      if !taken { super.setValue(value, forKey: key) }
    }

    func setStoryboardValue(_ value: StoryboardValue, forKey key: String) -> Bool {
      switch key {
      case "mask":
        guard let string = value.string else { return false }
        maskExpression = string
      default: return false
      }
      return true
    }

    private func setUp() {
      maskedDelegate.controller.hooks.didBeginEditing = { [weak self] in
        guard let self else { return }
        self.maskDelegate?.maskFieldDidBeginEditing(self)
      }
      maskedDelegate.controller.hooks.shouldChange = { [weak self] range, replacement in
        guard let self, let maskDelegate = self.maskDelegate else { return true }
        let utf16 = Array((self.text ?? "").utf16)
        let lower = min(max(0, range.location), utf16.count)
        let upper = min(lower + max(0, range.length), utf16.count)
        let old = String(decoding: utf16[lower..<upper], as: UTF16.self)
        return maskDelegate.maskField(
          self, shouldChangeCharacters: old, inRange: NSRange(location: range.location, length: range.length),
          replacementString: replacement)
      }
      blocks.attach(to: self)
    }
  }

  /// AKMaskField's delegate: told when a ``BlockMaskField`` begins editing and asked before each change;
  /// both methods are optional.
  @MainActor
  public protocol BlockMaskFieldDelegate: AnyObject {
    /// Editing began in `maskField`.
    func maskFieldDidBeginEditing(_ maskField: BlockMaskField)
    /// Whether `maskField` may replace `oldString` at `range` (UTF-16) with `withString`.
    func maskField(
      _ maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) -> Bool
  }

  extension BlockMaskFieldDelegate {
    /// Does nothing unless implemented.
    public func maskFieldDidBeginEditing(_ maskField: BlockMaskField) {}

    /// Allows every change unless implemented.
    public func maskField(
      _ maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) -> Bool { true }
  }
#endif
