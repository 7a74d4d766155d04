import MaskKit

#if MASKKIT_STANDIN
  import AppleStandIn
  import MaskKitUI
#elseif (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && os(macOS))
  import Foundation
#endif

#if MASKKIT_STANDIN || (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && os(macOS))
  /// A view with an undo manager: the responders the delegates mask.
  @MainActor
  protocol UndoManagingView: AnyObject {
    var undoManager: UndoManager? { get }
  }

  /// What the UIKit and AppKit delegates share: they show a ``TextFieldAdapter``'s updates in their view
  /// and route the view's undo and redo through the editing model.
  @MainActor
  protocol AdapterDelegate: AnyObject {
    associatedtype View: UndoManagingView
    /// The shared editing logic and state.
    var adapter: TextFieldAdapter { get set }
    /// Called after every update the delegate shows.
    var onUpdate: ((TextFieldUpdate) -> Void)? { get set }
    /// The view given to `attach(to:)`, held weakly.
    var attachedView: View? { get }
    /// Why the last format set through `primaryMaskFormat` or `affineFormats` was not compiled.
    var formatError: MaskSyntaxError? { get set }
    /// The formats last set that did not compile yet (Interface Builder sets them one at a time, in any
    /// order); nil once they compile.
    var pendingFormats: MaskFormats? { get set }
    /// Hands every update to the `updates` streams.
    var feed: TextFieldUpdateFeed { get }
    /// Tells the listener (input-mask-ios's shape) whether the mask is filled and the value.
    func tellListener(_ update: TextFieldUpdate, in view: View)
    /// Makes the delegate the view's delegate and shows the current state.
    func attach(to view: View)
    /// Replaces the text programmatically, formatted by the mask; one undo step.
    func setText(_ text: String, in view: View)
    /// Switches the mask, keeping the value; one undo step.
    func setMask(_ mask: any Mask, in view: View)
    /// Draws the text with a template character and obscuring.
    func setDisplay(_ options: DisplayOptions, in view: View)
    /// Puts the update's display text, selection and accessibility values into the view.
    func show(_ update: TextFieldUpdate, in view: View)
    /// Sends the view's native change events (the update's `sendsChangeEvents` decides when).
    func sendChangeEvents(from view: View)
    /// Posts an announcement through the platform's accessibility notification.
    func announce(_ announcement: String, from view: View)
  }

  extension AdapterDelegate {
    /// Shows an update, registers its undo step and reports it.
    func apply(_ update: TextFieldUpdate, in view: View) {
      show(update, in: view)
      if update.addedUndoStep { registerUndo(in: view, redo: false) }
      report(update, from: view)
    }

    /// Words what assistive technologies are told with `accessibility` and shows it in the attached view.
    func setAccessibility(_ accessibility: FieldAccessibility) {
      adapter.accessibility = accessibility
      if let view = attachedView { show(adapter.current, in: view) }
    }

    /// input-mask-ios's formats of the mask; an empty primary format when it is not an input mask.
    var formats: MaskFormats { adapter.maskFormats ?? MaskFormats(primary: "") }

    /// Changes input-mask-ios's formats: compiles them and switches the mask, re-applying the value to the
    /// attached view; a malformed format leaves the mask as it is and is kept in `formatError`, and the
    /// formats are kept for the next change (a storyboard sets the notations after the format using them).
    func changeFormats(_ change: (inout MaskFormats) -> Void) {
      var formats = pendingFormats ?? formats
      change(&formats)
      do throws(MaskSyntaxError) {
        let mask = try formats.compile()
        formatError = nil
        pendingFormats = nil
        if let view = attachedView { setMask(mask, in: view) } else { _ = adapter.setMask(mask) }
      } catch {
        formatError = error
        pendingFormats = formats
      }
    }

    /// Sends the native events and announcements the update asks for, then tells `onUpdate` and the feed.
    private func report(_ update: TextFieldUpdate, from view: View) {
      if update.sendsChangeEvents { sendChangeEvents(from: view) }
      for announcement in update.announcements { announce(announcement, from: view) }
      onUpdate?(update)
      tellListener(update, in: view)
      feed.send(update)
    }

    /// Registers the step with the view's undo manager: undoing it registers the redo, and the other way
    /// round.
    private func registerUndo(in view: View, redo: Bool) {
      view.undoManager?.registerUndo(withTarget: self) { [weak view] delegate in
        guard let view else { return }
        let update = redo ? delegate.adapter.redo() : delegate.adapter.undo()
        guard let update else { return }
        delegate.show(update, in: view)
        delegate.registerUndo(in: view, redo: !redo)
        delegate.report(update, from: view)
      }
    }
  }
#endif
