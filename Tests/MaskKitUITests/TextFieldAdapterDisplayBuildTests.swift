import MaskKit
import Testing

@testable import MaskKitUI

/// How often the adapter builds the field display: once for each state of the model and display options,
/// so a keystroke as UIKit drives it (the proposed change, the delegate showing the update with its
/// accessibility value and hint, then the selection UIKit reports back, twice) builds it once.
@Suite struct TextFieldAdapterDisplayBuildTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")

  /// One keystroke at the field's selection, then what the delegate reads for the view and the selection
  /// read-backs UIKit sends; the number of displays built meanwhile.
  func buildsForKeystroke(_ typed: String, in adapter: inout TextFieldAdapter) throws -> Int {
    let before = adapter.displayBuilds
    let shown = adapter.current
    let decision = adapter.shouldChangeCharacters(
      in: shown.displaySelection, replacement: typed, fieldText: shown.displayText,
      selection: shown.displaySelection)
    guard case .show(let update) = decision else { throw Failure.noUpdate }
    _ = (adapter.displayText, adapter.accessibilityValue, adapter.accessibilityHint)
    for _ in 0..<2 {
      #expect(adapter.textDidChange(to: update.displayText, selection: update.displaySelection) == nil)
    }
    return adapter.displayBuilds - before
  }

  @Test(arguments: [DisplayOptions.plain, DisplayOptions(template: "_"), DisplayOptions(obscure: 2)])
  func aKeystrokeBuildsTheDisplayOnce(_ display: DisplayOptions) throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "20")
    _ = adapter.setDisplay(display)
    for digit in "65551234" {
      #expect(try buildsForKeystroke(String(digit), in: &adapter) == 1)
    }
    #expect(adapter.value == "2065551234")
  }

  @Test func aKeystrokeInTheMiddleOfALongFieldBuildsTheDisplayOnce() throws {
    var adapter = TextFieldAdapter(
      mask: try InputMask("[0…]"), text: String(repeating: "0123456789", count: 100))
    adapter.selectionDidChange(to: .caret(500))
    #expect(try buildsForKeystroke("5", in: &adapter) == 1)
    #expect(adapter.selection == .caret(501))
  }

  @Test func aRefusedKeystrokeBuildsTheDisplayOnceToo() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    #expect(try buildsForKeystroke("x", in: &adapter) == 1)
    #expect(adapter.text == "+1 (206")
  }

  @Test func readingTheFieldBuildsNothing() throws {
    let adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    let before = adapter.displayBuilds
    _ = (adapter.current, adapter.fieldDisplay, adapter.accessibilityValue, adapter.selection)
    #expect(adapter.displayBuilds == before)
  }

  @Test func aSelectionTheViewMovesIsFollowedWithOneBuild() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "2065551234")
    let before = adapter.displayBuilds
    adapter.selectionDidChange(to: .caret(5))
    adapter.selectionDidChange(to: .caret(5))
    #expect(adapter.displayBuilds - before == 1)
    #expect(adapter.model.selection == .caret(5))
    #expect(adapter.current.displaySelection == .caret(5))
  }

  @Test func settingTheSameDisplayOrAutocompleteBuildsNothing() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    let before = adapter.displayBuilds
    adapter.display = .plain
    adapter.autocomplete = false
    #expect(adapter.displayBuilds == before)
    adapter.display = DisplayOptions(template: "_")
    #expect(adapter.displayBuilds == before + 1)
    #expect(adapter.displayText == "+1 (206) ___-____")
  }

  enum Failure: Error { case noUpdate }
}
