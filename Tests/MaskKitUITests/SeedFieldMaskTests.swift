import MaskKit
import Testing

@testable import MaskKitUI

/// The masks and settings behind the originals' fields, on `TextFieldAdapter` (no Apple framework).
@Suite struct SeedFieldMaskTests {
  /// Types `text` one character at a time at the adapter's selection.
  func type(_ text: String, into adapter: inout TextFieldAdapter) -> [TextFieldUpdate] {
    text.map { character in
      let decision = adapter.shouldChangeCharacters(
        in: adapter.selection, replacement: String(character), fieldText: adapter.displayText)
      guard case .show(let update) = decision else { return adapter.current }
      return update
    }
  }

  @Test func plainTextIsKeptAsItIs() {
    var adapter = TextFieldAdapter(mask: PlainTextMask())
    _ = type("a1 é", into: &adapter)
    #expect(adapter.text == "a1 é")
    #expect(adapter.value == "a1 é")
    #expect(adapter.isComplete)
    #expect(PlainTextMask().placeholder.isEmpty)
  }

  /// NBPictureMaskField 56aeca7 (vectors/picture.jsonl): with `enforceMask` off, `1` typed at 7 of
  /// `(123) 456-7890` gives `(123) 4156-7890`, `notOk`.
  @Test func aPictureThatIsNotEnforcedKeepsWhatDoesNotFit() throws {
    let picture = try PictureMask("(###) ###-####")
    var adapter = TextFieldAdapter(mask: PictureFieldMask(picture, enforces: false), text: "(123) 456-7890")
    adapter.selectionDidChange(to: UTF16Range(location: 7, length: 0))
    _ = type("1", into: &adapter)
    #expect(adapter.text == "(123) 4156-7890")
    #expect(!adapter.isComplete)
    #expect(PictureFieldMask(picture, enforces: false).status(of: adapter.text) == .notOk)
    var enforced = TextFieldAdapter(mask: PictureFieldMask(picture), text: "(123) 456-7890")
    enforced.selectionDidChange(to: UTF16Range(location: 7, length: 0))
    _ = type("1", into: &enforced)
    // Deviation: NBPictureMaskField refuses the key (the text would be `notOk`); the editing model types
    // the text again and drops what no longer fits, as for every mask.
    #expect(enforced.text == "(123) 415-6789")
  }

  @Test func pictureSettingsCompileCheckAndReportErrors() {
    var settings = PictureFieldSettings()
    #expect(settings.mask is PlainTextMask)
    #expect(settings.check("anything").status == .ok)
    settings.picture = "{Red,Yellow}"
    settings.autofill = true
    #expect(settings.check("y").output == "Yellow")
    #expect(settings.check("y").status == .ok)
    settings.enforces = false
    #expect((settings.mask as? PictureFieldMask)?.enforces == false)
    settings.picture = "{#,"
    #expect(settings.errorMessage != nil)
  }

  /// AKMaskField 1b45c35 (vectors/blocks.jsonl C30): with the template hidden an empty field is empty,
  /// and the first character shows the template.
  @Test func aHiddenTemplateIsEmptyUntilTheFirstCharacter() throws {
    let blocks = try BlockMask("{dd}-{dd}", template: "_")
    var adapter = TextFieldAdapter(mask: BlockFieldMask(blocks, showsTemplate: false))
    #expect(adapter.text == "")
    #expect(adapter.placeholder == "__-__")
    _ = type("1", into: &adapter)
    #expect(adapter.text == "1_-__")
  }

  /// AKMaskField 1b45c35 (vectors/blocks.jsonl C03, C04, D01): statuses and events of typing, a refused
  /// character and a backspace.
  @Test func blockStatesFollowEveryUpdate() throws {
    var state = BlockFieldState()
    state.template = "_"
    state.showsTemplate = true
    state.expression = "{dd}-{dd}"
    var adapter = TextFieldAdapter(mask: state.mask)
    state.describeInstalled(adapter.current)
    #expect(state.status == .clear)
    #expect(state.event == nil)
    var events: [BlockEvent?] = []
    for update in type("1x2345", into: &adapter) {
      state.describe(update)
      events.append(state.event)
    }
    #expect(adapter.text == "12-34")
    #expect(events == [.insert, .error, .insert, .insert, .insert, nil])
    #expect(state.status == .complete)
    let decision = adapter.shouldChangeCharacters(
      in: UTF16Range(location: 4, length: 1), replacement: "", fieldText: adapter.displayText)
    guard case .show(let update) = decision else { return }
    state.describe(update)
    #expect(adapter.text == "12-3_")
    #expect(state.event == .delete)
    #expect(state.status == .incomplete)
    #expect(state.blocks.map(\.text) == ["12", "3_"])
  }

  /// A `.` slot accepts the template character, so the blocks come from the value, not from what the
  /// field shows: one typed character of three leaves the field incomplete.
  @Test func templateCharactersShownInAnySlotAreNotEntries() throws {
    var state = BlockFieldState()
    state.template = "_"
    state.showsTemplate = true
    state.expression = "{...}"
    var adapter = TextFieldAdapter(mask: state.mask)
    for update in type("x", into: &adapter) { state.describe(update) }
    #expect(adapter.text == "x__")
    #expect(state.status == .incomplete)
    #expect(state.blocks.map(\.text) == ["x__"])
    #expect(state.blocks.first?.chars.map(\.text) == ["x", nil, nil])
    for update in type("__", into: &adapter) { state.describe(update) }
    #expect(state.status == .complete)
    #expect(adapter.value == "x__")
  }

  /// With the template hidden, typing goes on after the entered characters, not over the template.
  @Test func aHiddenTemplateIsNotReadAsEntriesEither() throws {
    let blocks = try BlockMask("{...}", template: "_")
    var adapter = TextFieldAdapter(mask: BlockFieldMask(blocks, showsTemplate: false))
    _ = type("xy", into: &adapter)
    #expect(adapter.text == "xy_")
    #expect(adapter.value == "xy")
    #expect(!adapter.isComplete)
  }

  @Test func blockEventsCompareTheSlots() throws {
    let mask = BlockFieldMask(try BlockMask("{dd}", template: "_"))
    let empty = mask.states(ofValue: "")
    let one = mask.states(ofValue: "1")
    let other = mask.states(ofValue: "2")
    let two = mask.states(ofValue: "12")
    #expect(BlockFieldMask.event(from: empty, to: one, refused: false) == .insert)
    #expect(BlockFieldMask.event(from: one, to: other, refused: false) == .insert)
    #expect(BlockFieldMask.event(from: two, to: one, refused: false) == .delete)
    #expect(BlockFieldMask.event(from: two, to: mask.states(ofValue: "3"), refused: false) == .replace)
    #expect(BlockFieldMask.event(from: one, to: one, refused: true) == .error)
    #expect(BlockFieldMask.event(from: one, to: one, refused: false) == nil)
    #expect(BlockFieldMask.status(of: two) == .complete)
  }

  @Test func aMalformedBlocksMaskLeavesTheFieldUnmasked() {
    var state = BlockFieldState()
    state.expression = "{dd"
    #expect(state.error != nil)
    #expect(state.mask is PlainTextMask)
    state.expression = nil
    #expect(state.error == nil)
  }
}
