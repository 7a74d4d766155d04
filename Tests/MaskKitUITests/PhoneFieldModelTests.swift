import MaskKit
import Testing

@testable import MaskKitUI

/// The phone field with a region, platform-neutral: the region follows the number typed or pasted (read
/// from the phone mask's own reading, once per edit), the number and validity, and a region chosen from
/// the picker.
@Suite struct PhoneFieldModelTests {
  /// A text field driven as UIKit drives its delegate, counting the updates it shows.
  struct Field {
    var adapter: TextFieldAdapter
    private(set) var updates: [TextFieldUpdate] = []

    init(_ region: String, style: PhoneMask.Style = .international, text: String = "") throws {
      adapter = TextFieldAdapter(phoneField: try PhoneFieldModel(region: region, style: style), text: text)
    }

    var phone: PhoneFieldModel {
      adapter.phoneField ?? PhoneFieldModel(region: PhoneFieldModel.defaultRegion)
    }
    var region: String { phone.region.region }

    /// Types each character as its own keystroke at the caret.
    mutating func type(_ string: String) {
      for character in string { propose(String(character)) }
    }

    /// Pastes (or AutoFills) at the caret.
    mutating func paste(_ string: String) { propose(string) }

    mutating func propose(_ string: String) {
      let decision = adapter.shouldChangeCharacters(
        in: adapter.selection, replacement: string, fieldText: adapter.displayText)
      if case .show(let update) = decision { updates.append(update) }
    }

    mutating func choose(_ region: String) {
      if let country = PhoneCountry.region(region), let update = adapter.chooseRegion(country) {
        updates.append(update)
      }
    }
  }

  static let london = "+44 20 7946 0958"

  @Test func typingACallingCodeSwitchesTheRegion() throws {
    var field = try Field("US")
    field.type("+4")
    #expect(field.region == "US")
    field.type("4")
    #expect(field.region == "GB")
    #expect(field.adapter.text == "+44 ")
    field.type(" 20 7946 095")
    #expect(field.region == "GB")
    #expect(!field.phone.isValid)
    #expect(field.phone.number == "+44207946095")
    field.type("8")
    #expect(field.adapter.text == Self.london)
    #expect(field.phone.number == "+442079460958")
    #expect(field.phone.isValid)
    #expect(
      field.adapter.placeholder
        == PhoneFieldModel(region: try #require(PhoneCountry.region("GB"))).mask.placeholder)
  }

  @Test func eachKeystrokeIsReadOnceAndIsOneUpdateAndOneUndoStep() throws {
    var field = try Field("US")
    let readings = field.phone.readings
    field.type("+44")
    #expect(field.phone.readings == readings + 3)
    #expect(field.updates.count == 3)
    #expect(field.updates.allSatisfy { $0.addedUndoStep })
    // The keystroke that switched the region changed the value once.
    #expect(field.updates[2].events == [.valueChanged(from: "+4", to: "+44")])
    #expect(field.updates[2].sendsChangeEvents)
    let undone = field.adapter.undo()
    #expect(undone?.text == "+4")
    #expect(field.region == "US")
    _ = field.adapter.redo()
    #expect(field.adapter.text == "+44 ")
    #expect(field.region == "GB")
  }

  @Test func aPastedNumberOfAnotherRegionSwitchesTheRegionInsteadOfBeingRefused() throws {
    var field = try Field("US")
    field.paste("+44 (0)20 7946 0958")
    #expect(field.updates.count == 1)
    #expect(field.region == "GB")
    #expect(field.adapter.text == Self.london)
    #expect(field.phone.number == "+442079460958")
    #expect(field.phone.isValid)
    #expect(field.updates[0].events.contains(.becameComplete))
  }

  @Test func aNumberDialledWithTheHomeInternationalPrefixSwitchesTheRegion() throws {
    var field = try Field("US")
    field.paste("011 44 20 7946 0958")
    #expect(field.region == "GB")
    #expect(field.adapter.text == Self.london)
    #expect(field.phone.isValid)
  }

  @Test func nationalDigitsStayInTheRegion() throws {
    var field = try Field("GB")
    field.type("02079460958")
    #expect(field.region == "GB")
    #expect(field.adapter.text == Self.london)
    #expect(field.phone.number == "+442079460958")
    #expect(field.phone.isValid)
  }

  /// Regions sharing a calling code are resolved as libphonenumber does: the main region until the
  /// number is valid, then the region libphonenumber places the number in.
  @Test func aValidNumberOfARegionSharingTheCallingCodeSwitchesToIt() throws {
    var field = try Field("US")
    let canadian = try #require(PhoneCountry.region("CA")?.exampleNumber(.fixedLine))
    field.type(String(canadian.dropLast()))
    #expect(field.region == "US")
    field.type(String(canadian.last ?? "0"))
    #expect(field.region == "CA")
    #expect(field.phone.number == canadian)
    field.adapter.backspaceForTesting()
    #expect(field.region == "CA")
  }

  /// A chosen region sharing its calling code with others does not revert to the code's main region while
  /// the person types (iPhoneNumberField #105, #118).
  @Test func aChosenRegionIsKeptWhileTheNumberIsIncomplete() throws {
    var field = try Field("GB")
    field.choose("GG")
    #expect(field.region == "GG")
    let guernsey = try #require(PhoneCountry.region("GG")?.exampleNumber(.mobile))
    for character in guernsey {
      field.type(String(character))
      #expect(field.region == "GG")
    }
    #expect(field.phone.isValid)
    #expect(field.phone.number == guernsey)
  }

  @Test func choosingARegionKeepsTheNationalNumberAfterTheNewCallingCode() throws {
    var field = try Field("GB")
    field.paste(Self.london + " ext. 12")
    #expect(field.phone.number == "+442079460958;ext=12")
    field.choose("US")
    #expect(field.updates.count == 2)
    #expect(field.region == "US")
    #expect(field.phone.number == "+12079460958;ext=12")
    #expect(field.adapter.text.hasPrefix("+1 207"))
    #expect(field.adapter.placeholder == field.phone.mask.placeholder)
    // One undo step: the region and the text come back together.
    _ = field.adapter.undo()
    #expect(field.region == "GB")
    #expect(field.phone.number == "+442079460958;ext=12")
  }

  @Test func choosingARegionOfAnEmptyFieldChangesOnlyTheRegion() throws {
    var field = try Field("US")
    field.choose("GB")
    #expect(field.region == "GB")
    #expect(field.adapter.text == "")
    #expect(field.updates.count == 1)
    #expect(!field.updates[0].sendsChangeEvents)
    field.choose("GB")
    #expect(field.updates.count == 1)
    field.type("07400123456")
    #expect(field.region == "GB")
    #expect(field.phone.number == "+447400123456")
  }

  @Test func inTheNationalStyleAChosenRegionGetsTheNumberAsDialledAtHome() throws {
    var field = try Field("GB", style: .national)
    field.type("02079460958")
    #expect(field.adapter.text == "020 7946 0958")
    field.choose("GG")
    #expect(field.region == "GG")
    #expect(field.adapter.text == "020 7946 0958")
    #expect(field.phone.number == "+442079460958")
  }

  @Test func thePlaceholderIsTheRegionsExampleNumber() throws {
    #expect(try PhoneFieldModel(region: "GB").placeholder == "+44 7400 123456")
    #expect(try PhoneFieldModel(region: "GB", style: .national).placeholder == "07400 123456")
    #expect(try PhoneFieldModel(region: "US").placeholder == "+1 201-555-0123")
  }

  @Test func aFieldStartingWithANumberStartsInItsRegion() throws {
    let field = try Field("US", text: "+442079460958")
    #expect(field.region == "GB")
    #expect(field.adapter.text == Self.london)
    #expect(field.phone.isValid)
  }

  @Test func aMaskSetByTheAppIsTheRegionAndIsNotFollowed() throws {
    var field = try Field("US")
    field.type("+44")
    _ = field.adapter.setMask(try PhoneMask(region: "FR"))
    #expect(field.region == "FR")
    #expect(field.adapter.text == "+44 ")
    _ = field.adapter.setMask(CardNumberMask())
    #expect(!field.phone.isValid)
    #expect(field.region == "FR")
  }

  @Test func anUnknownRegionCodeThrows() {
    #expect(throws: PresetError.self) { try PhoneFieldModel(region: "XX") }
  }
}

extension TextFieldAdapter {
  /// The delete key at the caret.
  fileprivate mutating func backspaceForTesting() {
    let caret = selection.location
    _ = shouldChangeCharacters(
      in: UTF16Range(location: caret - 1, length: 1), replacement: "", fieldText: displayText)
  }
}
