// AKMaskField's UIKit names, each leading to MaskKit's: the compiler's fix-it writes the new name (the
// others stand beside their MaskKit types in ../Shared/BlockMaskField*.swift).

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// AKMaskField's text field is ``BlockMaskField``.
  @available(*, unavailable, renamed: "BlockMaskField")
  public typealias AKMaskField = BlockMaskField

  /// AKMaskField's delegate is ``BlockMaskFieldDelegate`` (the README's methods as they are written).
  @available(*, unavailable, renamed: "BlockMaskFieldDelegate")
  public typealias AKMaskFieldDelegate = BlockMaskFieldDelegate
#endif
