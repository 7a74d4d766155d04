import MaskKit

/// AKMaskField's settings and description of a text field: the mask its settings make, and after every
/// update the blocks, the status and the event (shared by the UIKit and AppKit blocks fields).
public struct BlockFieldState: Sendable {
  /// The blocks mask, such as `{dddd}-{DDDD}`; nil: the field is not masked.
  public var expression: String? {
    didSet { compile() }
  }
  /// One template character for every slot, or one per character of the mask without brackets.
  public var template = "*" {
    didSet { compile() }
  }
  /// Whether an empty field shows the template.
  public var showsTemplate = false {
    didSet { compile() }
  }
  /// The opening and closing brackets of blocks.
  public var brackets: [Character] = ["{", "}"] {
    didSet { compile() }
  }
  /// The mask to install: a ``BlockFieldMask``, or ``PlainTextMask`` when the field is not masked.
  public private(set) var mask: any Mask = PlainTextMask()
  /// Why ``expression`` was not compiled, or nil.
  public private(set) var error: MaskSyntaxError?
  /// The blocks with their slots as the field fills them now.
  public private(set) var blocks: [BlockState] = []
  /// Whether the field is clear, incomplete or complete.
  public private(set) var status: BlockStatus = .clear
  /// What the last update did; nil when it did nothing.
  public private(set) var event: BlockEvent?
  private var blocksMask: BlockFieldMask?

  /// Creates the state of an unmasked field.
  public init() {}

  /// Describes the field after `update`: its blocks, status and event. As AKMaskField, a refused
  /// character is an `error`, except past the last slot, where it is ignored.
  public mutating func describe(_ update: TextFieldUpdate) {
    let states = blocksMask?.states(ofValue: update.value) ?? []
    let beforeEnd = update.selection.location < update.text.utf16.count
    let refused = beforeEnd && update.events.contains { if case .inputRejected = $0 { true } else { false } }
    event = BlockFieldMask.event(from: blocks, to: states, refused: refused)
    blocks = states
    status = BlockFieldMask.status(of: states)
  }

  /// Describes the field after its mask was installed: its blocks and status, with no event.
  public mutating func describeInstalled(_ update: TextFieldUpdate) {
    describe(update)
    event = nil
  }

  private mutating func compile() {
    blocksMask = nil
    blocks = []
    event = nil
    error = nil
    if let expression, brackets.count == 2 {
      do throws(MaskSyntaxError) {
        let compiled = try BlockMask(expression, template: template, brackets: (brackets[0], brackets[1]))
        blocksMask = BlockFieldMask(compiled, showsTemplate: showsTemplate)
      } catch {
        self.error = error
      }
    }
    mask = blocksMask ?? PlainTextMask()
  }
}
