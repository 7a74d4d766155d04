#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

#if canImport(UIKit) && !os(watchOS)
  /// input-mask-ios's text view listener: a `UITextViewDelegate` that the masked delegate also forwards
  /// every delegate call to (unless `forwardingDelegate` is set), connected as the `listener` outlet.
  #if canImport(ObjectiveC)
    @objc
  #endif
  @MainActor
  public protocol MaskedTextViewDelegateListener: UITextViewDelegate, MaskedTextViewListener {}
#endif
