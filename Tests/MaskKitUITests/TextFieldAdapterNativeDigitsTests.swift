import Foundation
import MaskKit
import Testing

@testable import MaskKitUI

/// A field showing native digits (`DisplayOptions.digits`): what it shows, and typing, paste, backspace
/// over literals, selection, cut and undo on the shown digits while the text and value keep ASCII ones.
@Suite struct TextFieldAdapterNativeDigitsTests {
  static let phone = try? InputMask("+1 ([000]) [000]-[0000]")
  static let arabic = DisplayOptions(digits: .native(.arab))

  func field(_ mask: (any Mask)?, display: DisplayOptions = arabic, text: String = "") throws
    -> SimulatedTextField
  {
    SimulatedTextField(mask: try #require(mask), text: text, display: display)
  }

  /// The UTF-16 range of a `Character` range of `text`.
  func range(_ start: Int, _ end: Int, in text: String) -> UTF16Range {
    let location = text.utf16Offset(fromCharacter: start)
    return UTF16Range(location: location, length: text.utf16Offset(fromCharacter: end) - location)
  }

  @Test func theEgyptianArabicFieldOfTheIssueShowsArabicIndicDigitsAndKeepsAnASCIIValue() throws {
    let digits = DisplayDigits.native(NumberingSystem(locale: Locale(identifier: "ar-EG")))
    var field = try field(try PhoneMask(region: "US"), display: DisplayOptions(digits: digits))
    field.type("2065551234")
    #expect(field.text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(field.value == "+12065551234")
    #expect(field.adapter.text == "+1 206-555-1234")
    #expect(field.selection == .caret(15))
    field.backspace()
    #expect(field.text == "+١ ٢٠٦-٥٥٥-١٢٣")
    #expect(field.value == "+1206555123")
    #expect(field.selection == .caret(14))
    field.undo()
    #expect(field.text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(field.value == "+12065551234")
    field.redo()
    #expect(field.text == "+١ ٢٠٦-٥٥٥-١٢٣")
  }

  @Test func typedNativeDigitsShowTheSameAsASCIIOnes() throws {
    var native = try field(try PhoneMask(region: "US"))
    native.type("٢٠٦٥٥٥١٢٣٤")
    #expect(native.text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
    #expect(native.value == "+12065551234")
    var persian = try field(try PhoneMask(region: "US"))
    persian.type("۲۰۶۵۵۵۱۲۳۴")
    #expect(persian.text == "+١ ٢٠٦-٥٥٥-١٢٣٤")
  }

  @Test func backspaceAfterALiteralAlsoRemovesTheDigitBeforeIt() throws {
    var field = try field(Self.phone)
    field.type("206")
    #expect(field.text == "+١ (٢٠٦) ")
    #expect(field.selection == .caret(9))
    field.backspace()
    #expect(field.text == "+١ (٢٠")
    #expect(field.value == "20")
    field.undo()
    #expect(field.text == "+١ (٢٠٦) ")
    #expect(field.value == "206")
  }

  @Test func typingOverASelectionOfShownDigitsReplacesThem() throws {
    var field = try field(Self.phone, text: "2065551234")
    #expect(field.text == "+١ (٢٠٦) ٥٥٥-١٢٣٤")
    field.select(range(4, 7, in: field.text))
    #expect(field.adapter.model.selection == TextSelection(start: 4, end: 7))
    field.type("٤")
    #expect(field.text == "+١ (٤٥٥) ٥١٢-٣٤")
    #expect(field.value == "45551234")
    #expect(field.selection == .caret(5))
  }

  @Test func aPasteOfShownOrASCIIDigitsFillsTheField() throws {
    var field = try field(Self.phone)
    field.paste("+١ (٢٠٦) ٥٥٥-١٢٣٤")
    #expect(field.text == "+١ (٢٠٦) ٥٥٥-١٢٣٤")
    #expect(field.value == "2065551234")
    var ascii = try self.field(Self.phone)
    ascii.paste("(206) 555-1234")
    #expect(ascii.text == "+١ (٢٠٦) ٥٥٥-١٢٣٤")
  }

  @Test func cutPutsTheShownDigitsOnThePasteboardAndUndoBringsThemBack() throws {
    var field = try field(Self.phone, text: "2065551234")
    field.select(range(9, 12, in: field.text))
    field.cut()
    #expect(field.pasteboard == "٥٥٥")
    #expect(field.value == "2061234")
    #expect(field.text == "+١ (٢٠٦) ١٢٣-٤")
    field.undo()
    #expect(field.text == "+١ (٢٠٦) ٥٥٥-١٢٣٤")
    var hidden = try self.field(
      Self.phone, display: DisplayOptions(obscure: 2, digits: .native(.arab)), text: "2065551234")
    #expect(hidden.text == "+١ (•••) •••-••٣٤")
    hidden.select(range(0, 17, in: hidden.text))
    hidden.cut()
    #expect(hidden.pasteboard == nil)
    #expect(hidden.value.isEmpty)
  }

  @Test func anEditTheViewMadeItselfIsReadInTheShownDigits() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    _ = adapter.setDisplay(Self.arabic)
    #expect(adapter.displayText == "+١ (٢٠٦")
    let typed = adapter.textDidChange(to: "+١ (٢٠٦٥", selection: .caret(8))
    #expect(typed?.displayText == "+١ (٢٠٦) ٥")
    #expect(typed?.text == "+1 (206) 5")
    #expect(typed?.displaySelection == .caret(10))
    let deleted = adapter.textDidChange(to: "+١ (٢٠٦) ", selection: .caret(9))
    #expect(deleted?.value == "206")
    #expect(adapter.textDidChange(to: "+١ (٢٠٦) ", selection: .caret(9)) == nil)
  }

  @Test func theTemplateAndThePlaceholderAreDrawnInTheSameDigits() throws {
    var field = try field(Self.phone, display: DisplayOptions(template: "_", digits: .native(.deva)))
    #expect(field.adapter.placeholder == "+१ (___) ___-____")
    field.type("2")
    #expect(field.text == "+१ (२__) ___-____")
    #expect(field.selection == .caret(5))
    // Typing into the template types at the end of the text.
    field.select(.caret(14))
    field.type("०")
    #expect(field.text == "+१ (२०_) ___-____")
    #expect(field.value == "20")
  }

  @Test func digitsOutsideTheBasicPlaneCountTwoCodeUnitsEach() throws {
    var field = try field(Self.phone, display: DisplayOptions(digits: .native(.adlm)))
    field.type("206")
    #expect(field.text == "+\u{1E951} (\u{1E952}\u{1E950}\u{1E956}) ")
    #expect(field.selection == .caret(13))
    field.backspace()
    #expect(field.text == "+\u{1E951} (\u{1E952}\u{1E950}")
    #expect(field.selection == .caret(9))
    // A range that splits a digit's surrogate pair (the `2`, code units 5 and 6) covers the whole digit.
    field.select(UTF16Range(location: 6, length: 1))
    #expect(field.adapter.model.selection == TextSelection(start: 4, end: 5))
    field.type("\u{1E959}")
    #expect(field.adapter.text == "+1 (90")
    #expect(field.text == "+\u{1E951} (\u{1E959}\u{1E950}")
    #expect(field.selection == .caret(7))
  }

  @Test func switchingTheDigitsSendsChangeEventsAndKeepsTheValue() throws {
    var adapter = TextFieldAdapter(mask: try #require(Self.phone), text: "206")
    let update = adapter.setDisplay(Self.arabic)
    #expect(update.sendsChangeEvents)
    #expect(update.displayText == "+١ (٢٠٦")
    #expect(update.text == "+1 (206")
    #expect(!adapter.setDisplay(Self.arabic).sendsChangeEvents)
    // The native Latin system shows the text as it is.
    #expect(adapter.setDisplay(DisplayOptions(digits: .native(.latn))).displayText == "+1 (206")
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func nativeAndLatinFieldsEditAlike(seed: UInt64) throws {
    // The Latin field takes the adapter's fast path (one byte per character); the Adlam field (two
    // UTF-16 code units per digit) maps every range through its shown text.
    var generator = SplitMix64(seed: seed)
    let system = NumberingSystem.adlm
    var latin = try field(Self.phone, display: .plain)
    var native = try field(Self.phone, display: DisplayOptions(digits: .native(system)))
    var longestValue = 0
    for _ in 0..<800 {
      let piece = Self.pieces.randomElement(using: &generator) ?? "1"
      let start = Int.random(in: 0...latin.text.count, using: &generator)
      let end = Int.random(in: start...latin.text.count, using: &generator)
      let operation = Int.random(in: 0..<8, using: &generator)
      for index in 0..<2 {
        var field = index == 0 ? latin : native
        let typed = index == 0 ? piece : system.drawingDigits(of: piece)
        switch operation {
        case 0, 1: field.type(typed)
        case 2: field.paste(typed + typed)
        case 3: field.backspace()
        case 4: field.select(range(start, end, in: field.text))
        case 5: field.cut()
        case 6: field.undo()
        default: field.redo()
        }
        if index == 0 { latin = field } else { native = field }
      }
      #expect(native.adapter.text == latin.adapter.text)
      #expect(native.adapter.model.selection == latin.adapter.model.selection)
      #expect(native.value == latin.value)
      #expect(native.text == system.drawingDigits(of: latin.text))
      let selection = latin.adapter.model.selection
      #expect(native.selection == range(selection.start, selection.end, in: native.text))
      #expect(native.pasteboard == latin.pasteboard.map(system.drawingDigits(of:)))
      longestValue = max(longestValue, latin.value.count)
    }
    #expect(longestValue >= 5)
  }

  static let pieces = ["1", "2", "0", "9", "a", "Q", "bc", "-", " ", "(", "+1 (206) 555", "٣", "😀"]

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func randomEditsAlwaysShowTheTextWithItsDigitsDrawn(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let systems: [NumberingSystem] = [.arab, .arabext, .deva, .beng, .thai, .mymr, .adlm, .mathbold]
    let system = systems[Int(seed) % systems.count]
    let masks: [any Mask] = [
      try PhoneMask(region: "US"), try #require(Self.phone), try InputMask("[AAA]-[000]"),
    ]
    let mask = masks[Int(seed) % masks.count]
    let options = DisplayOptions(template: seed.isMultiple(of: 2) ? "_" : nil, digits: .native(system))
    var field = try field(mask, display: options)
    var longestValue = 0
    for _ in 0..<800 {
      let piece = Self.pieces.randomElement(using: &generator) ?? "1"
      let typed = Bool.random(using: &generator) ? piece : system.drawingDigits(of: piece)
      let count = field.text.count
      let start = Int.random(in: 0...count, using: &generator)
      let end = Int.random(in: start...count, using: &generator)
      let operation = Int.random(in: 0..<10, using: &generator)
      switch operation {
      case 0, 1: field.type(typed)
      case 2: field.paste(typed)
      case 3: field.backspace()
      case 4: field.select(range(start, end, in: field.text))
      case 5: field.cut()
      case 6: field.undo()
      case 7: field.redo()
      case 8:
        field.setMarkedText(typed)
        field.commitMarkedText()
      default:
        field.type(String(system.digit(Int.random(in: 0...9, using: &generator))))
      }
      let adapter = field.adapter
      let shown = adapter.fieldDisplay
      #expect(field.text == adapter.displayText)
      #expect(String(shown.text.prefix(shown.textLength)) == system.drawingDigits(of: adapter.text))
      #expect(shown.textLength == adapter.text.count)
      // The view's selection (it keeps one made in the template, and one an edit it was refused left as
      // it was) is the text's selection, mapped through what is shown.
      let selected = shown.textSelection(
        fromDisplay: field.text.characterSelection(covering: field.selection))
      #expect(selected == adapter.model.selection)
      if options.template == nil, operation != 4 {
        #expect(field.selection == adapter.current.displaySelection)
      }
      longestValue = max(longestValue, adapter.value.count)
      #expect(!adapter.value.unicodeScalars.contains { $0.properties.numericType != nil && !$0.isASCII })
    }
    #expect(longestValue >= 5)
  }

  /// A locale's digits (`NumberingSystem(locale:)`, MaskKitFoundation) drawing a field.
  @Test func theLocalesDigitsDrawAField() throws {
    var adapter = TextFieldAdapter(mask: try PhoneMask(region: "US"))
    _ = adapter.setDisplay(DisplayOptions(digits: .native(NumberingSystem(locale: Locale(identifier: "fa")))))
    _ = adapter.paste("2065551234")
    #expect(adapter.displayText == "+۱ ۲۰۶-۵۵۵-۱۲۳۴")
    #expect(adapter.value == "+12065551234")
  }
}
