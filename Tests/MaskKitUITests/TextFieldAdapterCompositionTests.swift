import MaskKit
import MaskKitUI
import Testing

/// Input-method composition, undo and redo, mask switches and accessibility through the adapter.
@Suite struct TextFieldAdapterCompositionTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")
  static let uk = try? InputMask("+44 [0000] [000000]")
  static let name = try? InputMask("[A…]")

  func field(_ mask: InputMask?, text: String = "") throws -> SimulatedTextField {
    SimulatedTextField(mask: try #require(mask), text: text)
  }

  @Test func markedTextIsLeftToTheFieldUntilItIsCommitted() throws {
    var field = try field(Self.phone, text: "206")
    field.setMarkedText("５")
    field.setMarkedText("５５")
    #expect(field.text == "+1 (206５５")
    #expect(field.adapter.text == "+1 (206")
    #expect(field.value == "206")
    field.commitMarkedText()
    #expect(field.text == "+1 (206) 55")
    #expect(field.value == "20655")
    #expect(field.selection == .caret(11))
  }

  @Test func aCommittedCandidateReplacesTheMarkedText() throws {
    var field = try field(Self.phone)
    field.setMarkedText("ni")
    field.commitMarkedText("２０６")
    #expect(field.text == "+1 (206) ")
    #expect(field.value == "206")
  }

  @Test func aCommittedCompositionTheMaskRefusesIsTakenBack() throws {
    var field = try field(Self.phone, text: "206")
    field.setMarkedText("ni")
    field.commitMarkedText("你")
    #expect(field.text == "+1 (206")
    #expect(field.selection == .caret(7))
    #expect(field.lastEvents == [.inputRejected("你")])
  }

  @Test func undoAndRedoGoThroughTheEditingModel() throws {
    var field = try field(Self.phone)
    field.type("206")
    field.paste("5551234")
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.registeredUndoSteps == 4)
    field.undo()
    #expect(field.text == "+1 (206) ")
    #expect(field.selection == .caret(9))
    field.undo()
    #expect(field.text == "+1 (20")
    field.redo()
    field.redo()
    #expect(field.text == "+1 (206) 555-1234")
    #expect(field.adapter.canRedo == false)
  }

  @Test func undoWithNothingToUndoChangesNothing() throws {
    var field = try field(Self.phone)
    field.undo()
    field.redo()
    #expect(field.text == "")
    #expect(field.adapter.canUndo == false)
  }

  @Test func undoRestoresTheTextBeforeAComposition() throws {
    var field = try field(Self.phone, text: "206")
    field.setMarkedText("５")
    field.commitMarkedText()
    #expect(field.value == "2065")
    field.undo()
    #expect(field.value == "206")
  }

  @Test func aMaskSwitchKeepsTheValueAndIsOneUndoStep() throws {
    var field = try field(Self.phone, text: "2065551234")
    let uk = try #require(Self.uk)
    field.setMask(uk)
    #expect(field.text == "+44 2065 551234")
    #expect(field.value == "2065551234")
    #expect(field.adapter.placeholder == uk.placeholder)
    field.undo()
    #expect(field.text == "+1 (206) 555-1234")
  }

  @Test func accessibilityReadsTheTextWithProgressAndAHintFromTheMask() throws {
    var field = try field(Self.phone)
    field.type("20")
    #expect(field.adapter.accessibilityValue == "+1 (20, 2 of 10 digits")
    #expect(field.adapter.accessibilityHint == "Phone number, 10 digits")
  }

  @Test func aFieldChangedBehindTheAdaptersBackIsReconciledBeforeTheNextEdit() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    let decision = adapter.shouldChangeCharacters(
      in: .caret(6), replacement: "5", fieldText: "+1 (20", selection: .caret(6))
    guard case .show(let update) = decision else {
      Issue.record("expected an update, got \(decision)")
      return
    }
    #expect(update.text == "+1 (205) ")
    #expect(adapter.value == "205")
  }

  @Test func aProgrammaticTextIsFormatted() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone))
    let update = adapter.setText("2065551234")
    #expect(update.text == "+1 (206) 555-1234")
    #expect(update.addedUndoStep)
    #expect(update.events.contains(.becameComplete))
  }
}
