import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#endif

// The accessibility wording settable on every delegate (the adapter itself is read-only from outside).

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS))
  extension MaskedTextFieldDelegate {
    /// What assistive technologies are told, and in which words (set it to localise); the attached view
    /// shows the new hint and value at once.
    public var accessibility: FieldAccessibility {
      get { adapter.accessibility }
      set { controller.setAccessibility(newValue) }
    }
  }

  extension MaskedTextViewDelegate {
    /// What assistive technologies are told, and in which words (set it to localise); the attached view
    /// shows the new hint and value at once.
    public var accessibility: FieldAccessibility {
      get { adapter.accessibility }
      set { controller.setAccessibility(newValue) }
    }
  }
#endif

#if MASKKIT_STANDIN || (canImport(AppKit) && os(macOS))
  extension MaskedNSTextFieldDelegate {
    /// What assistive technologies are told, and in which words (set it to localise); the attached view
    /// shows the new hint and value at once.
    public var accessibility: FieldAccessibility {
      get { adapter.accessibility }
      set { controller.setAccessibility(newValue) }
    }
  }

  extension MaskedNSTextViewDelegate {
    /// What assistive technologies are told, and in which words (set it to localise); the attached view
    /// shows the new hint and value at once.
    public var accessibility: FieldAccessibility {
      get { adapter.accessibility }
      set { controller.setAccessibility(newValue) }
    }
  }
#endif
