import MaskKit
import MaskKitUI
import Testing

/// The adapter in display coordinates (template, obscuring), its change-event and cut decisions, and the
/// update feed.
@Suite struct TextFieldAdapterDisplayTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  func adapter(_ display: DisplayOptions, text: String = "") throws -> TextFieldAdapter {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: text)
    _ = adapter.setDisplay(display)
    return adapter
  }

  @Test func typingIntoTheTemplateTypesAtTheEndOfTheText() throws {
    var adapter = try adapter(DisplayOptions(template: "_"), text: "206")
    #expect(adapter.current.displayText == "+1 (206) ___-____")
    #expect(adapter.current.displaySelection == .caret(7))
    let decision = adapter.shouldChangeCharacters(
      in: .caret(14), replacement: "5", fieldText: "+1 (206) ___-____", selection: .caret(14))
    guard case .show(let update) = decision else { throw Failure.noUpdate }
    #expect(update.text == "+1 (206) 5")
    #expect(update.displayText == "+1 (206) 5__-____")
    #expect(update.displaySelection == .caret(10))
    #expect(update.sendsChangeEvents)
  }

  @Test func anEditTheViewMadeInTheTemplateIsReplayedAtTheEnd() throws {
    var adapter = try adapter(DisplayOptions(template: "_"), text: "206")
    let update = adapter.textDidChange(to: "+1 (206) 5___-____", selection: .caret(10))
    #expect(update?.displayText == "+1 (206) 5__-____")
    #expect(adapter.textDidChange(to: "+1 (206) 5__-___", selection: .caret(16))?.text == "+1 (206) 5")
  }

  @Test func backspaceInAnObscuredFieldDeletesTheLastDigit() throws {
    var adapter = try adapter(DisplayOptions(obscure: 2), text: "2065551234")
    let shown = adapter.displayText
    #expect(shown == "+1 (•••) •••-••34")
    let decision = adapter.shouldChangeCharacters(
      in: UTF16Range(location: 16, length: 1), replacement: "", fieldText: shown)
    guard case .show(let update) = decision else { throw Failure.noUpdate }
    #expect(update.value == "206555123")
    #expect(update.displayText == "+1 (•••) •••-•23")
  }

  @Test func onlyChangesSendChangeEvents() throws {
    var adapter = try adapter(.plain)
    let refused = adapter.shouldChangeCharacters(in: .caret(0), replacement: "x", fieldText: "")
    guard case .show(let update) = refused else { throw Failure.noUpdate }
    #expect(!update.sendsChangeEvents)
    #expect(!adapter.current.sendsChangeEvents)
    #expect(adapter.paste("206").sendsChangeEvents)
    #expect(adapter.undo()?.sendsChangeEvents == true)
    // An empty field shows no template (AutoFill first): drawing one changes nothing shown.
    #expect(!adapter.setDisplay(DisplayOptions(template: "_")).sendsChangeEvents)
    #expect(adapter.redo()?.sendsChangeEvents == true)
    #expect(adapter.setDisplay(.plain).sendsChangeEvents)
  }

  @Test func cutPutsTheSelectionOnThePasteboardUnlessObscured() throws {
    var adapter = try adapter(.plain, text: "2065551234")
    adapter.selectionDidChange(to: UTF16Range(location: 4, length: 3))
    let cut = adapter.cut()
    #expect(cut.pasteboardText == "206")
    #expect(cut.update.value == "5551234")
    #expect(cut.update.addedUndoStep)
    var hidden = try self.adapter(DisplayOptions(obscure: 4), text: "2065551234")
    hidden.selectionDidChange(to: UTF16Range(location: 0, length: 17))
    let hiddenCut = hidden.cut()
    #expect(hiddenCut.pasteboardText == nil)
    #expect(hiddenCut.update.value.isEmpty)
    var caret = try self.adapter(.plain, text: "206")
    #expect(caret.cut().pasteboardText == nil)
  }

  @MainActor
  @Test func everyStreamOfTheFeedGetsEveryUpdate() async throws {
    let feed = TextFieldUpdateFeed()
    let first = feed.stream()
    let second = feed.stream()
    var adapter = try adapter(.plain)
    let update = adapter.paste("206")
    feed.send(update)
    feed.finish()
    var firstUpdates: [TextFieldUpdate] = []
    for await received in first { firstUpdates.append(received) }
    var secondUpdates: [TextFieldUpdate] = []
    for await received in second { secondUpdates.append(received) }
    #expect(firstUpdates == [update])
    #expect(secondUpdates == [update])
  }

  @MainActor
  @Test func theStreamsEndWhenTheFeedGoesAway() async {
    var feed: TextFieldUpdateFeed? = TextFieldUpdateFeed()
    let stream = feed?.stream()
    feed = nil
    var received = 0
    if let stream { for await _ in stream { received += 1 } }
    #expect(feed == nil)
    #expect(received == 0)
  }

  @MainActor
  @Test func afterFinishingTheFeedSendsNothingAndNewStreamsEndAtOnce() async throws {
    let feed = TextFieldUpdateFeed()
    let open = feed.stream()
    feed.finish()
    var adapter = try adapter(.plain)
    feed.send(adapter.paste("206"))
    let late = feed.stream()
    var received = 0
    for await _ in open { received += 1 }
    for await _ in late { received += 1 }
    #expect(received == 0)
  }

  enum Failure: Error { case noUpdate }
}
