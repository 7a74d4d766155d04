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
  public final class BlockMaskField: UITextField {
    /// The delegate that masks the field, set as its `delegate`.
    public let maskedDelegate = MaskedTextFieldDelegate()
    /// The blocks mask, such as `{dddd}-{DDDD}` (AKMaskField's `mask`, which `UIView.mask` takes); nil:
    /// the field is not masked.
    @IBInspectable public var maskExpression: String? {
      didSet { updateMask() }
    }
    /// One template character for every slot, or one per character of the mask without brackets.
    @IBInspectable public var maskTemplate: String = "*" {
      didSet { updateMask() }
    }
    /// Whether an empty field shows the template (else the field's placeholder shows it until the
    /// first character is entered).
    @IBInspectable public var maskShowTemplate: Bool = false {
      didSet { updateMask() }
    }
    /// The opening and closing brackets of blocks.
    public var maskBlockBrackets: [Character] = ["{", "}"] {
      didSet { updateMask() }
    }
    /// Why ``maskExpression`` was not compiled, or nil.
    public private(set) var maskError: MaskSyntaxError?
    /// The blocks with their slots as the field fills them now.
    public private(set) var maskObject: [BlockState] = []
    /// Whether the field is clear, incomplete or complete.
    public private(set) var maskStatus: BlockStatus = .clear
    /// What the last change did (`insert`, `delete`, `replace`, `error`); nil when it did nothing.
    public private(set) var maskEvent: BlockEvent?
    /// Told when editing begins and asked before every change.
    public weak var maskDelegate: (any BlockMaskFieldDelegate)?
    private var blocksMask: BlockFieldMask?

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

    private func setUp() {
      maskedDelegate.fieldHooks.didBeginEditing = { [weak self] in
        guard let self else { return }
        self.maskDelegate?.maskFieldDidBeginEditing(self)
      }
      maskedDelegate.fieldHooks.shouldChange = { [weak self] range, replacement in
        guard let self, let maskDelegate = self.maskDelegate else { return true }
        let utf16 = Array((self.text ?? "").utf16)
        let lower = min(max(0, range.location), utf16.count)
        let upper = min(lower + max(0, range.length), utf16.count)
        let old = String(decoding: utf16[lower..<upper], as: UTF16.self)
        return maskDelegate.maskField(
          self, shouldChangeCharacters: old, inRange: range, replacementString: replacement)
      }
      maskedDelegate.fieldHooks.didUpdate = { [weak self] update in self?.describe(update) }
      maskedDelegate.attach(to: self)
    }

    private func describe(_ update: TextFieldUpdate) {
      let states = blocksMask?.states(of: update.text) ?? []
      // As AKMaskField: a refused character is an error, except past the last slot, where it is ignored.
      let beforeEnd = update.selection.location < update.text.utf16.count
      let refused =
        beforeEnd && update.events.contains { if case .inputRejected = $0 { true } else { false } }
      maskEvent = BlockFieldMask.event(from: maskObject, to: states, refused: refused)
      maskObject = states
      maskStatus = BlockFieldMask.status(of: states)
    }

    private func updateMask() {
      blocksMask = nil
      maskObject = []
      maskError = nil
      if let source = maskExpression, maskBlockBrackets.count == 2 {
        do throws(MaskSyntaxError) {
          let brackets = (maskBlockBrackets[0], maskBlockBrackets[1])
          let blocks = try BlockMask(source, template: maskTemplate, brackets: brackets)
          blocksMask = BlockFieldMask(blocks, showsTemplate: maskShowTemplate)
        } catch {
          maskError = error
        }
      }
      maskedDelegate.setMask(blocksMask ?? PlainTextMask(), in: self)
      maskEvent = nil
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
