import MaskKit
import MaskKitUI
import Testing

/// Switching masks only when the mask changed, and input-mask-ios's formats.
@Suite struct TextFieldAdapterMaskSwitchTests {
  @Test func anEqualMaskIsNotASwitch() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("+1 ([000]) [000]-[0000]"), text: "2065551234")
    #expect(adapter.uses(try InputMask("+1 ([000]) [000]-[0000]")))
    #expect(adapter.switchMask(to: try InputMask("+1 ([000]) [000]-[0000]")) == nil)
    #expect(!adapter.canUndo)
    #expect(!adapter.uses(CardNumberMask()))
    let update = try #require(adapter.switchMask(to: try InputMask("+44 [0000] [000000]")))
    #expect(update.text == "+44 2065 551234")
    #expect(update.value == "2065551234")
  }

  @Test func masksThatAreNotEquatableCompareByTypeAndPlaceholder() throws {
    let digits = try InputMask("[000]")
    let adapter = TextFieldAdapter(mask: ValidatedMask(digits) { _ in .valid })
    #expect(adapter.uses(ValidatedMask(digits) { _ in .valid }))
    #expect(!adapter.uses(ValidatedMask(try InputMask("[0000]")) { _ in .valid }))
    #expect(!adapter.uses(digits))
  }

  @Test func formatsAreReadFromInputMasksAndCompiled() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("[000]-[000]"), text: "123456")
    #expect(adapter.maskFormats == MaskFormats(primary: "[000]-[000]"))
    let formats = MaskFormats(primary: "[000] [000]", affine: ["[00]-[00]-[00]"], strategy: .prefix)
    let update = try adapter.setFormats(formats)
    #expect(update.value == "123456")
    #expect(adapter.maskFormats == formats)
    #expect(TextFieldAdapter(mask: CardNumberMask()).maskFormats == nil)
  }

  @Test func aMalformedFormatThrowsAndChangesNothing() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("[000]-[000]"), text: "123456")
    #expect(throws: MaskSyntaxError.self) { try adapter.setFormats(MaskFormats(primary: "[000")) }
    #expect(adapter.text == "123-456")
    #expect(!adapter.canUndo)
  }
}
