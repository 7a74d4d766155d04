import MaskKit

#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The coordinator of a SwiftUI text field's representable (``MaskedFieldCoordinator``,
  /// ``PhoneFieldCoordinator``): it masks the platform's text field and brings it in line with each new
  /// state of the SwiftUI view.
  @MainActor
  protocol FieldCoordinating: AnyObject {
    /// The delegate masking the text field.
    associatedtype Delegate: MaskingDelegate
    /// What the SwiftUI view hands on at each update.
    associatedtype State: TitledFieldState
    /// Creates the coordinator for the view's first state.
    init(_ state: State)
    /// Attaches the delegate to the new text field.
    func attach(to view: Delegate.View)
    /// Brings the text field in line with the SwiftUI view's new state.
    func update(_ view: Delegate.View, to state: State)
  }

  /// What a SwiftUI text field hands its coordinator, with the text field's accessibility label.
  @MainActor
  protocol TitledFieldState {
    /// The text field's accessibility label.
    var title: String { get }
  }

  extension MaskedTextField: TitledFieldState {}

  extension MaskedFieldCoordinator: FieldCoordinating {
    /// Creates the coordinator of `field`, around a new delegate holding the binding's text.
    convenience init(_ field: MaskedTextField) {
      self.init(field, delegate: Delegate(mask: field.mask, text: field.text.wrappedValue))
    }
  }

  /// Connects a ``MaskedTextField`` to the UIKit or AppKit delegate masking its view.
  ///
  /// SwiftUI hands every new state of the view to ``update(_:to:)``, which switches the mask and display
  /// and takes over a text the app put into the binding. Updates the delegate shows are written to the
  /// bindings; those made while SwiftUI updates the view are written right after it (SwiftUI forbids
  /// changing state during a view update).
  @MainActor
  final class MaskedFieldCoordinator<Delegate: MaskingDelegate> {
    /// The delegate masking the view.
    let delegate: Delegate
    /// The latest state of the SwiftUI view.
    private(set) var field: MaskedTextField
    /// Updates made during a view update, waiting to be written to the bindings.
    private var pending: [TextFieldUpdate] = []
    /// What the text binding held after the last write (a constant binding keeps its text): a different
    /// text came from the app.
    private var writtenText: String
    private var isUpdatingView = false

    /// Creates the coordinator of `field`, around a delegate holding the binding's text.
    init(_ field: MaskedTextField, delegate: Delegate) {
      self.field = field
      self.delegate = delegate
      writtenText = field.text.wrappedValue
      delegate.controller.adapter.display = field.display
      delegate.controller.adapter.accessibility = field.accessibility
      if let autocomplete = field.autocomplete { delegate.controller.adapter.autocomplete = autocomplete }
      if field.autocompleteOnFocus { delegate.controller.flags.autocompleteOnFocus = true }
      delegate.onUpdate = { [weak self] update in self?.publish(update) }
    }

    /// Attaches the delegate to the new view and writes the formatted text to the bindings.
    func attach(to view: Delegate.View) {
      isUpdatingView = true
      defer { isUpdatingView = false }
      #if canImport(UIKit)
        // input-mask-ios 7's `onFocus` and `onSubmit`, as the field's latest state gives them.
        if let textField = view as? UITextField {
          delegate.controller.hooks.didBeginEditing = { [weak self, weak textField] in
            if let textField { self?.field.focusAction?(textField) }
          }
          delegate.controller.hooks.didReturn = { [weak self, weak textField] in
            if let textField { self?.field.submitAction?(textField) }
          }
        }
      #endif
      delegate.attach(to: view)
      applySettings(to: view)
      publish(delegate.controller.adapter.current)
    }

    /// Brings the delegate and its view in line with a new state of the SwiftUI view: a text the app put
    /// into the binding (read first, in the mask it was written for), then the mask and the display.
    func update(_ view: Delegate.View, to field: MaskedTextField) {
      self.field = field
      isUpdatingView = true
      defer { isUpdatingView = false }
      delegate.controller.adapter.accessibility = field.accessibility
      let bound = field.text.wrappedValue
      if pending.isEmpty, bound != writtenText {
        writtenText = bound
        if bound != delegate.controller.adapter.text { delegate.controller.setText(bound, in: view) }
      }
      if !delegate.controller.adapter.uses(field.mask) { delegate.setMask(field.mask, in: view) }
      if delegate.controller.adapter.display != field.display {
        delegate.controller.setDisplay(field.display, in: view)
      }
      applySettings(to: view)
    }

    /// Makes the text field settings of the SwiftUI view's input-mask-ios 7 modifiers (after the mask's
    /// field traits, so the app's keyboard and content type win).
    private func applySettings(to view: Delegate.View) {
      #if canImport(UIKit)
        if let textField = view as? UITextField { field.applyTextFieldSettings(to: textField) }
      #endif
    }

    /// Writes the updates made during a view update to the bindings and tells the actions.
    func flush() {
      let updates = pending
      pending = []
      for update in updates { write(update) }
    }

    private func publish(_ update: TextFieldUpdate) {
      guard isUpdatingView else { return write(update) }
      if pending.isEmpty { Task { @MainActor [weak self] in self?.flush() } }
      pending.append(update)
    }

    private func write(_ update: TextFieldUpdate) {
      field.text.wrappedValue = update.text
      writtenText = field.text.wrappedValue
      field.value.wrappedValue = update.value
      field.isComplete.wrappedValue = update.isComplete
      field.updateAction?(update)
      if update.events.contains(.becameComplete) { field.completeAction?(update.value) }
    }
  }
#endif
