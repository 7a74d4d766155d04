import MaskKit
import MaskKitUI
import Testing

/// AutoFill first: an empty field's text stays empty until the person types (the template is the
/// placeholder), and a whole string inserted at once — AutoFill, a one-time code, a suggestion — is read
/// as a paste, in the layouts the system inserts.
@Suite struct TextFieldAdapterAutoFillTests {
  static let template = DisplayOptions(template: "_")

  func phoneField(_ region: String = "US") throws -> TextFieldAdapter {
    var adapter = TextFieldAdapter(mask: try PhoneMask(region: region))
    _ = adapter.setDisplay(Self.template)
    return adapter
  }

  @Test func anEmptyFieldShowsNothingAndItsTemplateAsPlaceholder() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    _ = adapter.setDisplay(Self.template)
    #expect(adapter.displayText == "")
    #expect(adapter.current.displaySelection == .caret(0))
    #expect(adapter.placeholder == "+1 (___) ___-____")
    guard
      case .show(let typed) = adapter.shouldChangeCharacters(in: .caret(0), replacement: "2", fieldText: "")
    else { throw Failure.noUpdate }
    #expect(typed.displayText == "+1 (2__) ___-____")
    guard
      case .show(let erased) = adapter.shouldChangeCharacters(
        in: UTF16Range(location: 0, length: 5), replacement: "", fieldText: typed.displayText)
    else { throw Failure.noUpdate }
    #expect(erased.displayText == "")
  }

  @Test func anAppMayShowTheTemplateInAnEmptyField() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    _ = adapter.setDisplay(Self.template)
    adapter.showsTemplateWhenEmpty = true
    #expect(adapter.displayText == "+1 (___) ___-____")
    #expect(adapter.current.displaySelection == .caret(4))
  }

  @Test func withoutATemplateThePlaceholderIsTheMask() throws {
    let adapter = TextFieldAdapter(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    #expect(adapter.placeholder == "+1 (000) 000-0000")
  }

  /// The layouts iOS AutoFill inserts for the person's own number, each delivered as one replacement of
  /// the empty field's caret.
  @Test(arguments: [
    ("+1 (206) 555-1234", "+12065551234"), ("(206) 555-1234", "+12065551234"),
    ("2065551234", "+12065551234"), ("+44 20 7946 0958", "+442079460958"),
  ])
  func autoFillIsReadAsAPaste(inserted: String, value: String) throws {
    var adapter = try phoneField()
    let expected = try PhoneMask(region: "US").format(inserted)
    guard
      case .show(let update) = adapter.shouldChangeCharacters(
        in: .caret(0), replacement: inserted, fieldText: "")
    else { throw Failure.noUpdate }
    #expect(update.value == value)
    #expect(update.isComplete)
    #expect(update.text == expected.text)
    #expect(update.displayText == expected.text)
  }

  @Test func aOneTimeCodeFillsItsField() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("[000]-[000]"))
    _ = adapter.setDisplay(Self.template)
    #expect(adapter.displayText == "")
    guard
      case .show(let update) = adapter.shouldChangeCharacters(
        in: .caret(0), replacement: "123456", fieldText: "")
    else { throw Failure.noUpdate }
    #expect(update.displayText == "123-456")
    #expect(update.isComplete)
  }

  enum Failure: Error { case noUpdate }
}
