// Combine publishers of the delegates' updates (Combine is not on Linux, so the stand-in check skips them).

#if canImport(Combine) && !MASKKIT_STANDIN
  import Combine

  #if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension MaskedTextFieldDelegate {
      /// Every update the delegate shows, from now on, as a Combine publisher; it finishes when the
      /// delegate goes away.
      public var updatePublisher: AnyPublisher<TextFieldUpdate, Never> { controller.feed.publisher }
    }

    extension MaskedTextViewDelegate {
      /// Every update the delegate shows, from now on, as a Combine publisher; it finishes when the
      /// delegate goes away.
      public var updatePublisher: AnyPublisher<TextFieldUpdate, Never> { controller.feed.publisher }
    }
  #endif

  #if canImport(AppKit) && os(macOS)
    import AppKit

    extension MaskedNSTextFieldDelegate {
      /// Every update the delegate shows, from now on, as a Combine publisher; it finishes when the
      /// delegate goes away.
      public var updatePublisher: AnyPublisher<TextFieldUpdate, Never> { controller.feed.publisher }
    }

    extension MaskedNSTextViewDelegate {
      /// Every update the delegate shows, from now on, as a Combine publisher; it finishes when the
      /// delegate goes away.
      public var updatePublisher: AnyPublisher<TextFieldUpdate, Never> { controller.feed.publisher }
    }
  #endif
#endif
