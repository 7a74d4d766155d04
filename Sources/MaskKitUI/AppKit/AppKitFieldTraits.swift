import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// AppKit's content type for a mask's, where this system has one (macOS has no keyboards to choose).
  @MainActor
  func appKitContentType(_ type: FieldContentType?) -> NSTextContentType? {
    guard type == .oneTimeCode else { return nil }
    if #available(macOS 11, *) { return .oneTimeCode }
    return nil
  }

  /// An AppKit view that the masked delegates mask (`NSTextField`, `NSTextView`): it sets a mask's
  /// ``FieldTraits`` in its own terms.
  @MainActor
  protocol AppKitMaskedView: NSView {
    /// Sets the content type and the system's rewriting for `traits`.
    func adopt(_ traits: FieldTraits)
  }

  extension NSTextField: AppKitMaskedView {}
  extension NSTextView: AppKitMaskedView {}

  // The platform calls of the AppKit delegates that do not depend on the view's kind.
  extension MaskedTextHost where View: AppKitMaskedView {
    func announce(_ announcement: String, from view: View) {
      NSAccessibility.post(
        element: view, notification: .announcementRequested,
        userInfo: [.announcement: announcement, .priority: NSAccessibilityPriorityLevel.high.rawValue])
    }

    func isAnnouncing(from view: View) -> Bool { NSWorkspace.shared.isVoiceOverEnabled }

    func adoptTraits(_ traits: FieldTraits, in view: View) {
      view.adopt(traits)
    }

    func registerUndo(in view: View, _ action: @escaping @MainActor () -> Void) {
      view.undoManager?.registerUndo(withTarget: self) { _ in action() }
    }
  }

  extension NSTextField {
    /// Sets the content type for `traits` and turns the field's own completion off (it rewrites typed
    /// text behind the mask's back).
    func adopt(_ traits: FieldTraits) {
      if #available(macOS 11, *) { contentType = appKitContentType(traits.contentType) }
      isAutomaticTextCompletionEnabled = traits.autocorrects
    }
  }

  extension NSTextView {
    /// Sets the content type and the system's rewriting (substitutions, corrections, spelling) for
    /// `traits`.
    func adopt(_ traits: FieldTraits) {
      if #available(macOS 11, *) { contentType = appKitContentType(traits.contentType) }
      let (smart, corrects) = (traits.smartPunctuation, traits.autocorrects)
      (isAutomaticQuoteSubstitutionEnabled, isAutomaticDashSubstitutionEnabled) = (smart, smart)
      smartInsertDeleteEnabled = smart
      (isAutomaticTextReplacementEnabled, isAutomaticSpellingCorrectionEnabled) = (corrects, corrects)
      isContinuousSpellCheckingEnabled = traits.checksSpelling
    }
  }
#endif
