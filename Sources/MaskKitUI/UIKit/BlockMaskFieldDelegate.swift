#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// AKMaskField's delegate (`AKMaskFieldDelegate`): told when a ``BlockMaskField`` begins editing and
  /// about every change; every method is optional.
  ///
  /// The methods come in AKMaskField's README form, which a class migrated from AKMaskField keeps as it
  /// is written (`maskFieldDidBeginEditing(maskField:)`, and
  /// `maskField(maskField:shouldChangeCharacters:inRange:replacementString:)`, called after the change
  /// like AKMaskField's, when ``BlockMaskField/maskStatus`` and ``BlockMaskField/maskEvent`` describe
  /// it), and in MaskKit's form with an unlabelled field (`maskField(_:shouldChangeCharacters:…)` is
  /// asked before the change and may refuse it). The field calls both forms; implement either.
  @MainActor
  public protocol BlockMaskFieldDelegate: AnyObject {
    /// Editing began in `maskField`.
    func maskFieldDidBeginEditing(_ maskField: BlockMaskField)
    /// Editing began in `maskField` (AKMaskField's README form).
    func maskFieldDidBeginEditing(maskField: BlockMaskField)
    /// Whether `maskField` may replace `oldString` at `range` (UTF-16) with `withString`; asked before
    /// the change.
    func maskField(
      _ maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) -> Bool
    /// `maskField` replaced `oldString` at `range` (UTF-16) with `withString` (AKMaskField's README form,
    /// called after the change, as AKMaskField calls it).
    func maskField(
      maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String)
  }

  extension BlockMaskFieldDelegate {
    /// Does nothing unless implemented.
    public func maskFieldDidBeginEditing(_ maskField: BlockMaskField) {}

    /// Does nothing unless implemented.
    public func maskFieldDidBeginEditing(maskField: BlockMaskField) {}

    /// Allows every change unless implemented.
    public func maskField(
      _ maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) -> Bool { true }

    /// Does nothing unless implemented.
    public func maskField(
      maskField: BlockMaskField, shouldChangeCharacters oldString: String, inRange range: NSRange,
      replacementString withString: String
    ) {}
  }
#endif
