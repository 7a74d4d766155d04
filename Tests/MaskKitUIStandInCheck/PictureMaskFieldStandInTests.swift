import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// NBPictureMaskField's field on the shared editing model; expectations from NBPictureMaskField 56aeca7's
/// answers in ../shared/vectors/picture.jsonl (sweep chains of `(###) ###-####`, `#####[-####]`,
/// `{Red,Yellow}`).
@MainActor
@Suite struct PictureMaskFieldStandInTests {
  /// What a storyboard does: `init(coder:)`, then the inspectable values.
  func loaded(_ picture: String, autofill: Bool = false, enforce: Bool = true) throws -> (
    PictureMaskField, StandInTyping
  ) {
    let field = try #require(PictureMaskField(coder: NSCoder()))
    field.pictureMask = picture
    field.autofill = autofill
    field.enforceMask = enforce
    return (field, StandInTyping(field: field, delegate: field.maskedDelegate))
  }

  @Test func typingWithAutofillAddsTheLiteralsAndReportsEachChange() throws {
    let (field, typing) = try loaded("(###) ###-####", autofill: true)
    var changes: [(String, PictureStatus)] = []
    var senders: Set<ObjectIdentifier> = []
    field.changed = { sender, text, status in
      senders.insert(ObjectIdentifier(sender))
      changes.append((text, status))
    }
    typing.type("(12345")
    #expect(field.text == "(123) 45")
    typing.type("6")
    #expect(field.text == "(123) 456-")
    #expect(changes.last?.1 == .okSoFar)
    typing.type("7890")
    #expect(field.text == "(123) 456-7890")
    #expect(changes.last?.0 == "(123) 456-7890")
    #expect(changes.last?.1 == .ok)
    #expect(field.status == .ok)
    #expect(senders == [ObjectIdentifier(field)])
  }

  @Test func enforcedMaskRefusesWhatDoesNotFit() throws {
    let (field, typing) = try loaded("(###) ###-####")
    typing.type("(123) 456-789")
    typing.type("x")
    #expect(field.text == "(123) 456-789")
    #expect(field.status == .okSoFar)
    typing.type("0")
    #expect(field.status == .ok)
    typing.backspace()
    #expect(field.text == "(123) 456-789")
    #expect(field.status == .okSoFar)
  }

  @Test func pasteOverEverythingIsFormatted() throws {
    let (field, typing) = try loaded("(###) ###-####", autofill: true)
    typing.type("(123) 456-7890")
    typing.select(0, 14)
    typing.paste(" 123  456 7890")
    #expect(field.text == "(123) 456-7890")
    #expect(field.status == .ok)
  }

  @Test func aMaskThatIsNotEnforcedKeepsTextThatDoesNotFit() throws {
    let (field, typing) = try loaded("#####[-####]", enforce: false)
    typing.type("12345")
    #expect(field.status == .ok)
    typing.type("8")
    #expect(field.text == "123458")
    #expect(field.status == .notOk)
    #expect(field.check(text: "123458").errorMessage != nil)
  }

  @Test func autofillCompletesAChoiceAndFixesItsCase() throws {
    let (field, typing) = try loaded("{Red,Yellow}", autofill: true)
    typing.type("y")
    #expect(field.text == "Yellow")
    #expect(field.status == .ok)
  }

  @Test func aMalformedMaskHasAnErrorMessageAndAnEmptyOneAcceptsAnything() throws {
    let (field, typing) = try loaded("{#,")
    #expect(field.maskErrorMessage != nil)
    let (plain, plainTyping) = try loaded("")
    plainTyping.type("any text")
    #expect(plain.text == "any text")
    #expect(plain.status == .ok)
    _ = typing
  }
}
