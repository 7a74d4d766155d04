import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif canImport(SwiftUI)
  import SwiftUI
#endif

#if MASKKIT_STANDIN || canImport(SwiftUI)
  /// A SwiftUI text field that follows a mask, with bindings for the formatted text, the value and completeness.
  ///
  /// Each change SwiftUI reports is read back, replayed through ``TextFieldAdapter`` and replaced by the
  /// formatted text. SwiftUI does not report the caret or marked text, so the caret follows SwiftUI's
  /// rules; use ``MaskedTextFieldDelegate`` in a `UIViewRepresentable` where the caret matters. To switch
  /// masks, give the view a new identity with `.id(_:)`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct MaskedTextField: View {
    private let title: String
    @Binding private var text: String
    @Binding private var value: String
    @Binding private var isComplete: Bool
    @State private var adapter: TextFieldAdapter
    @State private var shown: String

    /// Creates a field titled `title` that formats `text` with `mask` and reports its value and completeness;
    /// `display` draws a template and obscures.
    public init(
      _ title: String, mask: any Mask, text: Binding<String>, value: Binding<String> = .constant(""),
      isComplete: Binding<Bool> = .constant(false), display: DisplayOptions = .plain
    ) {
      var adapter = TextFieldAdapter(mask: mask, text: text.wrappedValue)
      adapter.display = display
      self.title = title
      _text = text
      _value = value
      _isComplete = isComplete
      _adapter = State(initialValue: adapter)
      _shown = State(initialValue: adapter.displayText)
    }

    /// A text field whose edits are formatted by the mask.
    public var body: some View {
      TextField(title, text: $shown)
        .accessibilityValue(Text(verbatim: adapter.accessibilityValue))
        .accessibilityHint(Text(verbatim: adapter.accessibilityHint))
        .onChange(of: shown) { _, newText in shownTextChanged(to: newText) }
        .onChange(of: text) { _, newText in boundTextChanged(to: newText) }
        .onAppear { publish(adapter.current) }
    }

    /// Replays what the person typed into the text field and shows the formatted result.
    func shownTextChanged(to newText: String) {
      if let update = adapter.textDidChange(to: newText) { publish(update) }
    }

    /// Formats a text the app put into the `text` binding.
    func boundTextChanged(to newText: String) {
      if newText != adapter.text { publish(adapter.setText(newText)) }
    }

    /// Shows an update, announces what it asks for and passes text, value and completeness to the bindings.
    func publish(_ update: TextFieldUpdate) {
      shown = update.displayText
      for announcement in update.announcements { AccessibilityNotification.Announcement(announcement).post() }
      text = update.text
      value = update.value
      isComplete = update.isComplete
    }
  }
#endif
