import MaskKit

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  /// AppKit's content type for a mask's, where this system has one (macOS has no keyboards to choose).
  @MainActor
  func appKitContentType(_ type: FieldContentType?) -> NSTextContentType? {
    guard type == .oneTimeCode else { return nil }
    if #available(macOS 11, *) { return .oneTimeCode }
    return nil
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
      isAutomaticQuoteSubstitutionEnabled = traits.smartPunctuation
      isAutomaticDashSubstitutionEnabled = traits.smartPunctuation
      smartInsertDeleteEnabled = traits.smartPunctuation
      isAutomaticTextReplacementEnabled = traits.autocorrects
      isAutomaticSpellingCorrectionEnabled = traits.autocorrects
      isContinuousSpellCheckingEnabled = traits.checksSpelling
    }
  }
#endif
