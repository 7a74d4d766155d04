import MaskKit

// Platform-neutral (compiled on Linux too): the state and logic of the UIKit and AppKit delegates. Each
// delegate is a thin shell that reads and writes its view (`MaskedTextHost`) and hands everything else to
// its `MaskedTextController`.

/// The state and logic behind a ``MaskingDelegate``, whatever its platform: it shows a
/// ``TextFieldAdapter``'s updates in the view, routes the view's undo and redo through the editing model,
/// reports every update and compiles input-mask-ios's formats.
///
/// Every masked delegate has one, as its `controller`; its members are MaskKitUI's own. Use the
/// delegate's members instead.
@MainActor
public final class MaskedTextController<View: AnyObject> {
  /// The shared editing logic and state.
  var adapter: TextFieldAdapter
  /// Called after every update the delegate shows.
  var onUpdate: ((TextFieldUpdate) -> Void)?
  /// Hands every update to the `updates` streams (and the Combine publisher).
  let feed = TextFieldUpdateFeed()
  /// Why the last format set through `primaryMaskFormat` or `affineFormats` was not compiled.
  private(set) var formatError: MaskSyntaxError?
  /// The formats the mask was last compiled from (`changeFormats`).
  private var compiledFormats: MaskFormats?
  /// The formats last set that did not compile yet (Interface Builder sets them one at a time, in any
  /// order); nil once they compile.
  private var pendingFormats: MaskFormats?
  /// What a masked field subclass is told, before the delegate's own delegate.
  var hooks = MaskedFieldHooks()
  /// input-mask-ios's Boolean storyboard properties of the delegate.
  var flags = InputMaskFlags()
  /// The view given to `attach(to:)`.
  private(set) weak var attachedView: View?
  /// How the delegate reads and writes its view; set once the delegate exists.
  private var host = ViewCalls<View>()
  /// Set while the controller changes the view or sends its events, so the callbacks this causes are
  /// not read back.
  private var isShowingUpdate = false

  /// Creates the controller of a delegate for `mask`, starting with `text`.
  init(mask: any Mask, text: String) {
    adapter = TextFieldAdapter(mask: mask, text: text)
  }

  /// Reads and writes the view through `delegate` from now on (held weakly).
  func bind<Host: MaskedTextHost>(to delegate: Host) where Host.View == View {
    host = ViewCalls(delegate)
  }

  /// Whether the view gets the mask's field traits (keyboard, content type, no system rewriting) when
  /// it is attached and whenever the mask changes.
  var appliesFieldTraits = true {
    didSet { if appliesFieldTraits, let view = attachedView { describeField(in: view) } }
  }

  /// Remembers the view and shows the current text, selection, placeholder, accessibility and field
  /// traits in it.
  func attach(to view: View) {
    attachedView = view
    show(adapter.current, in: view)
    describeField(in: view)
  }

  /// Shows the placeholder and, unless the app turned it off, sets the mask's field traits.
  private func describeField(in view: View) {
    host.showPlaceholder(adapter.placeholder, view)
    if appliesFieldTraits { host.adoptTraits(adapter.model.mask.fieldTraits, view) }
  }

  /// What the view shows.
  func text(of view: View) -> String { host.text(view) }

  /// Answers a change the view proposes (UTF-16 `range` replaced by `replacement`): true lets the view
  /// make it (marked text of an input method); otherwise the formatted text and caret are shown instead.
  func shouldChange(_ range: UTF16Range, to replacement: String, in view: View) -> Bool {
    let before = hooks.shouldShow == nil ? nil : adapter
    let decision = adapter.shouldChangeCharacters(
      in: range, replacement: replacement, fieldText: host.text(view), selection: host.selection(view),
      isComposing: host.isComposing(view))
    switch decision {
    case .allowSystemEdit:
      return true
    case .show(let update):
      if let before, refuses(update, after: before) { return false }
      apply(update, in: view)
      return false
    }
  }

  /// Adopts what the view changed by itself (a committed composition, an AppKit field editor's edit) and
  /// follows its selection; `reported` says the platform already sent its change events for the edit, so
  /// they are sent again once the formatted text is in place.
  func readBack(_ view: View, reported: Bool = false) {
    guard !isShowingUpdate else { return }
    let before = hooks.shouldShow == nil ? nil : adapter
    let update = adapter.textDidChange(
      to: host.text(view), selection: host.selection(view), isComposing: host.isComposing(view))
    guard var update else { return }
    if let before, refuses(update, after: before) {
      // The view made the refused edit itself: it gets the text back, and observers told of the edit
      // are told again.
      var restored = adapter.current
      restored.sendsChangeEvents = reported
      show(restored, in: view)
      sendChangeEvents(restored, from: view)
      return
    }
    if reported { update.sendsChangeEvents = true }
    apply(update, in: view)
  }

  /// Whether the `shouldShow` hook refuses an edit that changes the text: the adapter is then put back to
  /// `before`.
  private func refuses(_ update: TextFieldUpdate, after before: TextFieldAdapter) -> Bool {
    guard update.text != before.current.text, hooks.shouldShow?(update) == false else { return false }
    adapter = before
    return true
  }

  /// Cuts the view's selection: `copy` gets the text for the pasteboard (unless obscured), then the
  /// selection is deleted; one undo step.
  func cut(in view: View, copy: (String) -> Void) {
    if let selection = host.selection(view) { adapter.selectionDidChange(to: selection) }
    let cut = adapter.cut()
    if let text = cut.pasteboardText { copy(text) }
    apply(cut.update, in: view)
  }

  /// Replaces the text programmatically, formatted by the mask; one undo step.
  func setText(_ text: String, in view: View) {
    apply(adapter.setText(text), in: view)
  }

  /// Switches the mask, keeping the value; one undo step.
  func setMask(_ mask: any Mask, in view: View) {
    apply(adapter.setMask(mask), in: view)
    describeField(in: view)
  }

  /// Draws the text with a template character and obscuring (and the placeholder with the template).
  func setDisplay(_ options: DisplayOptions, in view: View) {
    apply(adapter.setDisplay(options), in: view)
    host.showPlaceholder(adapter.placeholder, view)
  }

  /// Empties the view through the editing model, as a clear button does; one undo step.
  func clear(_ view: View) {
    apply(adapter.clear(), in: view)
  }

  /// input-mask-ios's `autocompleteOnFocus`: an empty view shows the mask's leading literals.
  func showLiteralPrefixWhenEmpty(_ view: View) {
    guard host.text(view).isEmpty else { return }
    apply(adapter.setText(adapter.model.mask.literalPrefix), in: view)
  }

  /// Words what assistive technologies are told with `accessibility` and shows it in the attached view.
  func setAccessibility(_ accessibility: FieldAccessibility) {
    adapter.accessibility = accessibility
    if let view = attachedView { show(adapter.current, in: view) }
  }

  /// input-mask-ios's formats of the mask; an empty primary format when it is not an input mask.
  ///
  /// The formats last compiled are kept as they were set while the mask is theirs: a mask without affine
  /// formats has no strategy, and input-mask-ios sets `affinityCalculationStrategy` before
  /// `affineFormats`.
  var formats: MaskFormats {
    let current = adapter.maskFormats ?? MaskFormats(primary: "")
    guard let compiledFormats else { return current }
    var compiled = compiledFormats
    if compiled.affine.isEmpty { compiled.strategy = current.strategy }
    return compiled == current ? compiledFormats : current
  }

  /// Changes input-mask-ios's formats: compiles them and switches the mask (through the delegate's
  /// `setMask(_:in:)`), re-applying the value to the attached view; a malformed format leaves the mask as
  /// it is and is kept in `formatError`, and the formats are kept for the next change (a storyboard sets
  /// the notations after the format using them).
  func changeFormats(_ change: (inout MaskFormats) -> Void) {
    var formats = pendingFormats ?? formats
    change(&formats)
    do throws(MaskSyntaxError) {
      let mask = try formats.compile()
      formatError = nil
      pendingFormats = nil
      compiledFormats = formats
      if let view = attachedView { host.setMask(mask, view) } else { _ = adapter.setMask(mask) }
    } catch {
      formatError = error
      pendingFormats = formats
    }
  }

  /// Shows an update, registers its undo step and reports it.
  func apply(_ update: TextFieldUpdate, in view: View) {
    show(update, in: view)
    if update.addedUndoStep { registerUndo(in: view, redo: false) }
    report(update, from: view)
  }

  /// Puts the update into the view without reading back what this makes the view report.
  private func show(_ update: TextFieldUpdate, in view: View) {
    let wasShowing = isShowingUpdate
    isShowingUpdate = true
    defer { isShowingUpdate = wasShowing }
    host.show(update, view)
  }

  /// Sends the native events and announcements the update asks for, then tells `onUpdate`, a masked
  /// field subclass, the listener and the feed.
  private func report(_ update: TextFieldUpdate, from view: View) {
    sendChangeEvents(update, from: view)
    // Worded only while an assistive technology listens (the platform says): nobody else hears them.
    if host.isAnnouncing(view) {
      for announcement in update.announcements { host.announce(announcement, view) }
    }
    onUpdate?(update)
    hooks.didUpdate?(update)
    host.tellListener(update, view)
    feed.send(update)
  }

  /// Sends the view's native change events when the update asks for them.
  private func sendChangeEvents(_ update: TextFieldUpdate, from view: View) {
    guard update.sendsChangeEvents else { return }
    let wasShowing = isShowingUpdate
    isShowingUpdate = true
    host.sendChangeEvents(view)
    isShowingUpdate = wasShowing
  }

  /// Registers the step with the view's undo manager: undoing it registers the redo, and the other way
  /// round.
  private func registerUndo(in view: View, redo: Bool) {
    host.registerUndo(view) { [weak self, weak view] in
      guard let self, let view else { return }
      let update = redo ? self.adapter.redo() : self.adapter.undo()
      guard let update else { return }
      self.show(update, in: view)
      self.registerUndo(in: view, redo: !redo)
      self.report(update, from: view)
    }
  }
}

/// What a masked delegate does with its view: the platform calls behind its ``MaskedTextController``.
@MainActor
protocol MaskedTextHost: MaskingDelegate {
  /// What the view shows.
  func text(of view: View) -> String
  /// The view's selection in UTF-16 code units; nil when it has none.
  func selection(of view: View) -> UTF16Range?
  /// Whether an input method holds marked text in the view.
  func isComposing(_ view: View) -> Bool
  /// Puts the update's display text (when it differs), display selection and the adapter's accessibility
  /// value and hint into the view.
  func show(_ update: TextFieldUpdate, in view: View)
  /// Sends the view's native change events (the update's `sendsChangeEvents` decides when).
  func sendChangeEvents(from view: View)
  /// Tells the listener (input-mask-ios's shape) whether the mask is filled and the value.
  func tellListener(_ update: TextFieldUpdate, in view: View)
  /// Posts an announcement through the platform's accessibility notification.
  func announce(_ announcement: String, from view: View)
  /// Whether announcements are heard: an assistive technology that speaks them (VoiceOver) is running.
  func isAnnouncing(from view: View) -> Bool
  /// Registers `action` with the view's undo manager, with the delegate as its target.
  func registerUndo(in view: View, _ action: @escaping @MainActor () -> Void)
  /// Shows what an empty view shows as its placeholder (nothing for a view without one).
  func showPlaceholder(_ placeholder: String, in view: View)
  /// Sets the view's keyboard, content type, capitalization and the system's rewriting for `traits`.
  func adoptTraits(_ traits: FieldTraits, in view: View)
}

/// A delegate's ``MaskedTextHost`` calls for its controller, holding the delegate weakly (the delegate
/// owns the controller); each does nothing, or reads an empty view, once the delegate is gone.
@MainActor
private struct ViewCalls<View: AnyObject> {
  var text: @MainActor (View) -> String = { _ in "" }
  var selection: @MainActor (View) -> UTF16Range? = { _ in nil }
  var isComposing: @MainActor (View) -> Bool = { _ in false }
  var show: @MainActor (TextFieldUpdate, View) -> Void = { _, _ in }
  var sendChangeEvents: @MainActor (View) -> Void = { _ in }
  var tellListener: @MainActor (TextFieldUpdate, View) -> Void = { _, _ in }
  var announce: @MainActor (String, View) -> Void = { _, _ in }
  var isAnnouncing: @MainActor (View) -> Bool = { _ in false }
  var registerUndo: @MainActor (View, @escaping @MainActor () -> Void) -> Void = { _, _ in }
  var setMask: @MainActor (any Mask, View) -> Void = { _, _ in }
  var showPlaceholder: @MainActor (String, View) -> Void = { _, _ in }
  var adoptTraits: @MainActor (FieldTraits, View) -> Void = { _, _ in }

  init() {}

  init<Host: MaskedTextHost>(_ host: Host) where Host.View == View {
    text = { [weak host] in host?.text(of: $0) ?? "" }
    selection = { [weak host] in host?.selection(of: $0) }
    isComposing = { [weak host] in host?.isComposing($0) ?? false }
    show = { [weak host] in host?.show($0, in: $1) }
    sendChangeEvents = { [weak host] in host?.sendChangeEvents(from: $0) }
    tellListener = { [weak host] in host?.tellListener($0, in: $1) }
    announce = { [weak host] in host?.announce($0, from: $1) }
    isAnnouncing = { [weak host] in host?.isAnnouncing(from: $0) ?? false }
    registerUndo = { [weak host] in host?.registerUndo(in: $0, $1) }
    setMask = { [weak host] in host?.setMask($0, in: $1) }
    showPlaceholder = { [weak host] in host?.showPlaceholder($0, in: $1) }
    adoptTraits = { [weak host] in host?.adoptTraits($0, in: $1) }
  }
}

/// What a text field subclass built on a masked delegate (``PictureMaskField``, ``BlockMaskField`` and
/// their AppKit counterparts) is told by it; each hook is optional.
@MainActor
struct MaskedFieldHooks {
  /// Asked before the adapter handles a change the field proposes (UTF-16 range, replacement); false
  /// refuses it.
  var shouldChange: ((UTF16Range, String) -> Bool)?
  /// Told when editing begins.
  var didBeginEditing: (() -> Void)?
  /// Told when editing ends.
  var didEndEditing: (() -> Void)?
  /// Told when the return key is pressed in a text field.
  var didReturn: (() -> Void)?
  /// Told after every update the delegate shows.
  var didUpdate: ((TextFieldUpdate) -> Void)?
  /// Asked with the update an edit the field proposes or made would show (typed, pasted or deleted
  /// text, an AppKit field editor's change) when it changes the text; false refuses the edit and the
  /// field keeps its text.
  var shouldShow: ((TextFieldUpdate) -> Bool)?
}
