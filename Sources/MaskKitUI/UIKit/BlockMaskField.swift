import MaskKit

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// AKMaskField's text field: a `UITextField` with a blocks mask (`{dddd}-{dddd}`) and its template.
  ///
  /// Set the class of a text field in a storyboard, keeping AKMaskField's Mask, Mask Template and Mask
  /// Show Template attributes (or MaskKit's Mask Expression), or set them in code. Editing goes through
  /// ``maskedDelegate`` (a ``MaskedTextFieldDelegate`` with a ``BlockFieldMask``); after each change
  /// ``maskObject``, ``maskStatus`` and ``maskEvent`` describe the field in AKMaskField's form and
  /// ``blocks``, ``blockStatus`` and ``blockEvent`` in MaskKit's, and ``maskDelegate`` is told.
  @MainActor
  open class BlockMaskField: UITextField, BlockFieldHost, StoryboardKeyed {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedTextFieldDelegate()
    var maskedView: UITextField { self }
    private let blockField = BlockFieldController<BlockMaskField>()
    /// Told when editing begins and about every change.
    public weak var maskDelegate: (any BlockMaskFieldDelegate)?

    /// The text the last change replaced (AKMaskField's `oldString`), empty before the first change.
    public private(set) var oldString = ""
    /// Where the last change was, in UTF-16 code units of the text before it (AKMaskField's `range`).
    public private(set) var range = NSRange(location: 0, length: 0)
    /// What the last change put in (AKMaskField's `withString`), empty before the first change.
    public private(set) var withString = ""
    /// The change asked for and not yet shown: told to the README-form delegate method once it is.
    private var pendingChange: (old: String, range: NSRange, replacement: String)?

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

    /// The text, formatted by the mask when set (AKMaskField's `text`: `0123` shows
    /// `0123-xxxx-xxxx-xxxx` in `{dddd}-{dddd}-{dddd}-{dddd}`); one undo step. The text the masked
    /// delegate shows is set as it is.
    open override var text: String? {
      get { super.text }
      set {
        if (newValue ?? "") == maskedDelegate.adapter.displayText {
          super.text = newValue
        } else {
          maskedDelegate.setText(newValue ?? "", in: self)
        }
      }
    }

    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`, which is `UIView.mask` in code; a
    /// storyboard's `mask` attribute sets this); empty: the field is not masked.
    @IBInspectable public var maskExpression: String {
      get { blockField.state.expression ?? "" }
      set { blockField.change(self) { $0.expression = newValue.isEmpty ? nil : newValue } }
    }

    /// One template character for every slot, or one per character of the mask without brackets.
    @IBInspectable public var maskTemplate: String {
      get { blockField.state.template }
      set { blockField.change(self) { $0.template = newValue } }
    }

    /// Whether an empty field shows the template (else the field's placeholder shows it until the first
    /// character is entered).
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

    private func setUp() {
      maskedDelegate.controller.hooks.didBeginEditing = { [weak self] in
        guard let self, let maskDelegate = self.maskDelegate else { return }
        maskDelegate.maskFieldDidBeginEditing(self)
        maskDelegate.maskFieldDidBeginEditing(maskField: self)
      }
      maskedDelegate.controller.hooks.shouldChange = { [weak self] range, replacement in
        guard let self else { return true }
        let utf16 = Array((self.text ?? "").utf16)
        let lower = min(max(0, range.location), utf16.count)
        let upper = min(lower + max(0, range.length), utf16.count)
        let old = String(decoding: utf16[lower..<upper], as: UTF16.self)
        let nsRange = NSRange(location: range.location, length: range.length)
        self.pendingChange = nil
        if let maskDelegate = self.maskDelegate,
          !maskDelegate.maskField(
            self, shouldChangeCharacters: old, inRange: nsRange, replacementString: replacement)
        {
          return false
        }
        self.pendingChange = (old, nsRange, replacement)
        return true
      }
      blockField.attach(to: self)
      let describe = maskedDelegate.controller.hooks.didUpdate
      maskedDelegate.controller.hooks.didUpdate = { [weak self] update in
        describe?(update)
        self?.tellChangeShown()
      }
    }

    /// Records the change just shown and tells the delegate in AKMaskField's form, after the change.
    private func tellChangeShown() {
      guard let change = pendingChange else { return }
      pendingChange = nil
      (oldString, range, withString) = (change.old, change.range, change.replacement)
      maskDelegate?.maskField(
        maskField: self, shouldChangeCharacters: change.old, inRange: change.range,
        replacementString: change.replacement)
    }
  }
#endif
