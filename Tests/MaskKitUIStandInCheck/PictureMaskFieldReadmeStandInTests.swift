import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// NBPictureMaskField's README run on ``PictureMaskField`` (and ``PictureMaskNSTextField``): the
/// storyboard attributes, the closures (asked and told when NBPictureMaskField 56aeca7 does), the mask
/// tree, and every example of its Examples, Literals and Other Examples sections. Statuses and outputs agree
/// with NBPictureMaskField's answers in ../shared/vectors/picture.jsonl where the vectors have the case.
@MainActor
@Suite struct PictureMaskFieldReadmeStandInTests {
  /// A field as a storyboard makes it, with the picture set in code.
  func field(_ picture: String, autofill: Bool = false, enforceMask: Bool = true) throws -> PictureMaskField {
    let field = try #require(PictureMaskField(coder: NSCoder()))
    field.pictureMask = picture
    field.autofill = autofill
    field.enforceMask = enforceMask
    return field
  }

  // MARK: Interface Builder attributes

  @Test func aSceneMadeForTheOriginalSetsItsRuntimeAttributesThroughTheField() throws {
    let field = try #require(PictureMaskField(coder: NSCoder()))
    // What loading the scene does for each user-defined runtime attribute (booleans as Bool).
    field.setValue("(###) ###-####", forKey: "pictureMask")
    field.setValue(true, forKey: "autofill")
    field.setValue(false, forKey: "enforceMask")
    #expect(field.pictureMask == "(###) ###-####")
    #expect(field.autofill)
    #expect(!field.enforceMask)
    #expect(field.keysLeftToKeyValueCoding.isEmpty)
    // NBPictureMaskField's source names the inspectable `autoFill`; a scene made with it works too.
    field.setValue(false, forKey: "autoFill")
    #expect(!field.autofill)
    #expect(field.keysLeftToKeyValueCoding.isEmpty)
    // A key of UIKit's own, or a value of the wrong type, is key-value coding's.
    field.setValue("Phone", forKey: "placeholder")
    field.setValue(3, forKey: "pictureMask")
    #expect(field.keysLeftToKeyValueCoding == ["placeholder", "pictureMask"])
    #expect(field.pictureMask == "(###) ###-####")
  }

  @Test func theAttributesSetByTheSceneMaskTheField() throws {
    let field = try #require(PictureMaskField(coder: NSCoder()))
    field.setValue("(###) ###-####", forKey: "pictureMask")
    field.setValue(true, forKey: "autofill")
    field.setValue(true, forKey: "enforceMask")
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    typing.type("123x4")
    #expect(field.text == "(123) 4")
    #expect(field.status == .okSoFar)
  }

  @Test func theAppKitFieldTakesTheSameAttributes() throws {
    let field = try #require(PictureMaskNSTextField(coder: NSCoder()))
    field.setValue("#####[-####]", forKey: "pictureMask")
    field.setValue(true, forKey: "autoFill")
    field.setValue(false, forKey: "enforceMask")
    #expect(field.pictureMask == "#####[-####]")
    #expect(field.autofill)
    #expect(!field.enforceMask)
    field.setValue(false, forKey: "autofill")
    #expect(!field.autofill)
    #expect(field.keysLeftToKeyValueCoding.isEmpty)
  }

  // MARK: Class variables and functions

  @Test func maskErrorMessageAndTheMaskTree() throws {
    let field = try field("#[#]")
    #expect(field.maskErrorMessage == nil)
    #expect(
      field.maskTreeToString == """
        -- MASK --
        #[#]
        -- START --
        digit '#'
        optional '[#]'
          group '#'
            digit '#'
        -- END --
        """)
    field.pictureMask = "*5#{Red,;&}"
    #expect(
      field.maskTreeToString == """
        -- MASK --
        *5#{Red,;&}
        -- START --
        repetition '*5'
          digit '#'
        grouping '{Red,;&}'
          group 'Red'
            literal 'R'
            literal 'e'
            literal 'd'
          group ';&'
            literal ';&'
        -- END --
        """)
    field.pictureMask = "{#,"
    #expect(field.maskErrorMessage != nil)
    field.pictureMask = ""
    #expect(field.maskTreeToString == "-- MASK --\n\n-- START --\n-- END --")
  }

  @Test func checkReturnsTheReadmeResultType() throws {
    let field = try field("{#,&}")
    let result: PictureMask.CheckResult = field.check(text: "q")
    let status: PictureMask.Status = result.status
    #expect(status == .ok)
    #expect(result.output == "Q")
    #expect(field.check(text: "59").status == .notOk)
    #expect(field.check(text: "59").errorMessage != nil)
  }

  // MARK: Closures

  @Test func changedIsToldTheSenderTextAndStatusAfterEachChange() throws {
    let field = try field("(###) ###-####", autofill: true)
    var changes: [(sender: ObjectIdentifier, text: String, status: PictureMask.Status)] = []
    let changed: PictureMaskField.ChangedClosure = { sender, text, status in
      changes.append((ObjectIdentifier(sender), text, status))
    }
    field.changed = changed
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    typing.type("123")
    #expect(changes.map(\.text) == ["(1", "(12", "(123) "])
    #expect(changes.map(\.status) == [.okSoFar, .okSoFar, .okSoFar])
    #expect(changes.allSatisfy { $0.sender == ObjectIdentifier(field) })
    typing.type("4567890")
    #expect(changes.last?.text == "(123) 456-7890")
    #expect(changes.last?.status == .ok)
    typing.backspace()
    #expect(changes.last?.text == "(123) 456-789")
    #expect(changes.last?.status == .okSoFar)
  }

  /// NBPictureMaskFieldApplication's date field: `validate` refuses a month that does not exist.
  @Test func validateIsAskedBeforeEachChangeAndCanRefuseIt() throws {
    let field = try field("##/##")
    var asked: [(String, PictureMask.Status)] = []
    var senders: Set<ObjectIdentifier> = []
    var changes: [String] = []
    let validate: PictureMaskField.ValidateClosure = { sender, text, status in
      asked.append((text, status))
      senders.insert(ObjectIdentifier(sender))
      return Int(text.prefix(2)).map { !(text.count >= 2 && !(1...12).contains($0)) } ?? true
    }
    field.validate = validate
    field.changed = { _, text, _ in changes.append(text) }
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    typing.type("1")
    typing.type("3")
    #expect(field.text == "1")
    #expect(asked.map(\.0) == ["1", "13"])
    #expect(asked.map(\.1) == [.okSoFar, .okSoFar])
    #expect(changes == ["1"])
    #expect(senders == [ObjectIdentifier(field)])
    typing.type("2/31")
    #expect(field.text == "12/31")
    #expect(changes.last == "12/31")
    #expect(asked.last?.1 == .ok)
    // Editing ending asks nothing, as in the original.
    let count = asked.count
    field.maskedDelegate.textFieldDidEndEditing(field, reason: .committed)
    #expect(asked.count == count)
  }

  /// NBPictureMaskField calls `changed` when the text is set in code, and for the text it shows
  /// (its application sets `text = text` to refresh what depends on it).
  @Test func settingTheTextInCodeFormatsItAndCallsChanged() throws {
    let field = try field("(###) ###-####")
    var changes: [(String, PictureMask.Status)] = []
    field.changed = { _, text, status in changes.append((text, status)) }
    field.text = "1234567890"
    #expect(field.text == "(123) 456-7890")
    #expect(changes.map(\.0) == ["(123) 456-7890"])
    #expect(changes.map(\.1) == [.ok])
    field.text = field.text
    #expect(changes.count == 2)
    #expect(changes.last?.0 == "(123) 456-7890")
    field.text = ""
    #expect(changes.last?.0 == "")
    #expect(changes.last?.1 == .okSoFar)
  }

  @Test func validateSeesTextThatDoesNotFitWhenTheMaskIsNotEnforced() throws {
    let field = try field("#", enforceMask: false)
    var asked: [PictureMask.Status] = []
    field.validate = { _, _, status in
      asked.append(status)
      return status != .notOk
    }
    let typing = StandInTyping(field: field, delegate: field.maskedDelegate)
    typing.type("x")
    #expect(asked == [.notOk])
    #expect(field.text == "")
    field.validate = nil
    typing.type("x")
    #expect(field.text == "x")
    #expect(field.status == .notOk)
  }

  @Test func theAppKitFieldPutsARefusedEditBack() throws {
    let field = try #require(PictureMaskNSTextField(coder: NSCoder()))
    field.pictureMask = "##"
    var changes: [String] = []
    field.validate = { _, text, _ in text != "13" }
    field.changed = { _, text, _ in changes.append(text) }
    let editor = NSTextView()
    field.editorForTesting = editor
    field.maskedDelegate.controlTextDidBeginEditing(Notification(object: field))
    NotificationCenter.default.resetForTesting()
    var posted: [String] = []
    NotificationCenter.default.observeForTesting(NSControl.textDidChangeNotification) { _ in
      posted.append(field.stringValue)
    }
    for character in "13" {
      field.stringValue += String(character)
      editor.selectedRange = NSRange(location: field.stringValue.utf16.count, length: 0)
      field.maskedDelegate.controlTextDidChange(Notification(object: field))
    }
    #expect(field.stringValue == "1")
    #expect(editor.selectedRange == NSRange(location: 1, length: 0))
    #expect(changes == ["1"])
    // Observers AppKit told of `13` are told again once `1` is back.
    #expect(posted == ["1", "1"])
    field.stringValue += "2"
    editor.selectedRange = NSRange(location: 2, length: 0)
    field.maskedDelegate.controlTextDidChange(Notification(object: field))
    #expect(field.stringValue == "12")
    #expect(field.status == .ok)
  }

  // MARK: Picture mask examples

  struct Example: Sendable, CustomTestStringConvertible {
    let mask, text: String
    let status: PictureStatus
    let output: String
    var testDescription: String { "\(mask) ← \"\(text)\"" }

    init(_ mask: String, _ text: String, _ status: PictureStatus, _ output: String? = nil) {
      self.mask = mask
      self.text = text
      self.status = status
      self.output = output ?? text
    }
  }

  /// The README's Examples: what each mask is said to take, and what it refuses.
  nonisolated static let examples = [
    // `#` One digit
    Example("#", "5", .ok), Example("#", "", .okSoFar), Example("#", "55", .notOk), Example("#", "a", .notOk),
    // `##` Two digits
    Example("##", "12", .ok), Example("##", "1", .okSoFar), Example("##", "123", .notOk),
    // `*5#` Five digits
    Example("*5#", "12345", .ok), Example("*5#", "1234", .okSoFar), Example("*5#", "123456", .notOk),
    // `#*#` One digit followed by any number of other digits
    Example("#*#", "1", .ok), Example("#*#", "123456", .ok), Example("#*#", "1A", .notOk),
    // `#&` Single digit followed by single character converted to uppercase
    Example("#&", "2z", .ok, "2Z"), Example("#&", "2ZZ", .notOk),
    // `#[#]` One or two digits
    Example("#[#]", "1", .ok), Example("#[#]", "12", .ok), Example("#[#]", "123", .notOk),
    // `#*4[#]` One to five digits: every one of them is taken, but a counted repetition wants its count,
    // so one to four digits are `okSoFar` and five `ok` (as in the original).
    Example("#*4[#]", "1", .okSoFar), Example("#*4[#]", "1234", .okSoFar), Example("#*4[#]", "12345", .ok),
    Example("#*4[#]", "123456", .notOk),
    // `{#,&}` Digit or character converted to uppercase
    Example("{#,&}", "7", .ok), Example("{#,&}", "q", .ok, "Q"), Example("{#,&}", "59", .notOk),
    // `#####[-####]` Zipcode with optional plus four
    Example("#####[-####]", "12345", .ok), Example("#####[-####]", "12345-6789", .ok),
    Example("#####[-####]", "12345-", .okSoFar), Example("#####[-####]", "1234", .okSoFar),
    // `[+,-]#*#[.*#]` 1, +1, +1., -1.0, 123.456
    Example("[+,-]#*#[.*#]", "1", .ok), Example("[+,-]#*#[.*#]", "+1", .ok),
    Example("[+,-]#*#[.*#]", "+1.", .ok),
    Example("[+,-]#*#[.*#]", "-1.0", .ok), Example("[+,-]#*#[.*#]", "123.456", .ok),
    Example("[+,-]#*#[.*#]", "q1", .notOk),
  ]

  /// The README's Literals and Other Examples.
  nonisolated static let literalsAndOtherExamples = [
    // `{Red,Yellow}` If the Input is "RED" the output is "Red"
    Example("{Red,Yellow}", "RED", .ok, "Red"), Example("{Red,Yellow}", "yELLOW", .ok, "Yellow"),
    // `(###) ###-####` Entered as <' '>123<' '><' '>456<' '>7890 gives "(123) 456-7890"
    Example("(###) ###-####", " 123  456 7890", .ok, "(123) 456-7890"),
    // `[(###)]###-####` Phone number with optional area code
    Example("[(###)]###-####", "(123)456-7890", .ok), Example("[(###)]###-####", "456-7890", .ok),
    // `&*@` First letters is converted to uppercase as desired
    Example("&*@", "hello world", .ok, "Hello world"),
    // `;&##` An ampersand followed by two digits
    Example(";&##", "&12", .ok), Example(";&##", "12", .notOk),
    // `{+,-}*#[.]*#` Start with either + or -, followed by a number of digits, with optionally a dot somewhere
    Example("{+,-}*#[.]*#", "+12.5", .ok), Example("{+,-}*#[.]*#", "-7", .ok),
    Example("{+,-}*#[.]*#", "+", .ok),
    Example("{+,-}*#[.]*#", "1", .notOk), Example("{+,-}*#[.]*#", " 12", .ok, "+12"),
  ]

  @Test(arguments: examples + literalsAndOtherExamples)
  func eachReadmeExampleChecksAsTheReadmeSays(_ example: Example) throws {
    let field = try field(example.mask)
    #expect(field.maskErrorMessage == nil)
    let result = field.check(text: example.text)
    #expect(result.status == example.status)
    #expect(result.output == example.output)
  }

  /// The README's Other Examples list `Yes, No` as "two possible values"; without braces the comma
  /// stands outside any group, which is malformed in NBPictureMaskField too ("Group ',' is incomplete"):
  /// only the part before it is used. The braced picture `{Yes,No}` is what the line describes.
  @Test func yesCommaNoIsMalformedAndTheBracedPictureTakesBothValues() throws {
    let field = try field("Yes, No")
    #expect(field.maskErrorMessage != nil)
    #expect(field.check(text: "Yes").status == .ok)
    #expect(field.check(text: "No").status == .notOk)
    field.pictureMask = "{Yes,No}"
    #expect(field.maskErrorMessage == nil)
    #expect(field.check(text: "Yes").status == .ok)
    #expect(field.check(text: "no").output == "No")
    #expect(field.check(text: "no").status == .ok)
  }

  @Test func typedAsTheReadmeSaysTheLiteralsComeOutAsItShows() throws {
    let phone = try field("(###) ###-####")
    StandInTyping(field: phone, delegate: phone.maskedDelegate).type(" 123  456 7890")
    #expect(phone.text == "(123) 456-7890")
    #expect(phone.status == .ok)
    let color = try field("{Red,Yellow}")
    StandInTyping(field: color, delegate: color.maskedDelegate).type("RED")
    #expect(color.text == "Red")
    #expect(color.status == .ok)
    let digits = try field("#[#]")
    let typing = StandInTyping(field: digits, delegate: digits.maskedDelegate)
    typing.type("123")
    #expect(digits.text == "12")
    #expect(digits.status == .ok)
  }
}
