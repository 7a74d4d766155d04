import AppleStandIn
import MaskKit
import MaskKitUI
import Testing

/// The UIKit phone field with a region, and the coordinator behind the SwiftUI one, driven as UIKit and
/// SwiftUI drive them.
@MainActor
@Suite struct PhoneNumberFieldStandInTests {
  /// A field in a view controller, with what it sent and told.
  @MainActor
  final class Harness {
    let field: PhoneNumberField
    let typing: StandInTyping
    let controller = UIViewController()
    var editingChanged = 0
    var regionChanges: [String] = []

    init(_ region: String) {
      field = PhoneNumberField(region: region)
      field.undoManager = UndoManager()
      field.nextResponderForTesting = controller
      typing = StandInTyping(field: field, delegate: field.maskedDelegate)
      field.addAction(UIAction { [unowned self] _ in self.editingChanged += 1 }, for: .editingChanged)
      field.onRegionChange = { [unowned self] in self.regionChanges.append($0.region) }
    }

    /// How many `textDidChangeNotification`s the field posted.
    var notifications: Int {
      NotificationCenter.default.postedForTesting.filter {
        $0.name == UITextField.textDidChangeNotification && ($0.object as? UITextField) === field
      }.count
    }

    /// The picker the region button presents.
    func tapRegionButton() throws -> PhoneRegionPickerController {
      field.regionButton.sendActions(for: .touchUpInside)
      let navigation = try #require(controller.presentedViewController as? UINavigationController)
      return try #require(navigation.topViewController as? PhoneRegionPickerController)
    }
  }

  static let london = "+44 20 7946 0958"

  func label(_ region: String) -> String? { PhoneRegionCatalogue.cached().entry(region)?.accessibilityLabel }

  @Test func theRegionButtonShowsTheFlagAndCallingCodeAndThePlaceholderTheExample() throws {
    let harness = Harness("GB")
    let field = harness.field
    #expect(field.leftView === field.regionButton)
    #expect(field.leftViewMode == .always)
    #expect(field.regionButton.title(for: .normal) == "🇬🇧 +44")
    #expect(field.regionButton.accessibilityLabel == label("GB"))
    #expect(field.regionButton.accessibilityLabel?.hasSuffix(", plus 44") == true)
    #expect(field.placeholder == "+44 7400 123456")
    #expect(field.region == "GB")
    #expect(field.number == "")
    #expect(!field.isValid)
  }

  @Test func typingACallingCodeIntoAUSFieldSwitchesToGBWithOneNotificationPerEdit() throws {
    let harness = Harness("US")
    let field = harness.field
    var seen: [(String, String, Bool)] = []
    field.addAction(
      UIAction { _ in seen.append((field.region, field.number, field.isValid)) }, for: .editingChanged)
    harness.typing.type("+4")
    #expect(field.region == "US")
    harness.typing.type("4")
    #expect(field.region == "GB")
    #expect(field.regionButton.title(for: .normal) == "🇬🇧 +44")
    #expect(field.placeholder == "+44 7400 123456")
    #expect(harness.regionChanges == ["GB"])
    harness.typing.type(" 20 7946 0958")
    #expect(field.text == Self.london)
    #expect(field.number == "+442079460958")
    #expect(field.isValid)
    let keystrokes = "+44 20 7946 0958".count
    #expect(harness.editingChanged == keystrokes - 3)  // the three spaces change nothing
    #expect(harness.notifications == harness.editingChanged)
    // The field's region, number and validity are current when it sends its change event.
    #expect(seen.count == harness.editingChanged)
    #expect(seen[1] == ("US", "+4", false))
    #expect(seen[2] == ("GB", "+44", false))
    #expect(seen.last.map { $0 == ("GB", "+442079460958", true) } == true)
    #expect(harness.regionChanges == ["GB"])
  }

  @Test func undoingTheKeystrokeThatSwitchedTheRegionBringsTheRegionBack() throws {
    let harness = Harness("US")
    harness.typing.type("+44")
    #expect(harness.field.region == "GB")
    harness.field.undoManager?.undo()
    #expect(harness.field.text == "+4")
    #expect(harness.field.region == "US")
    #expect(harness.field.regionButton.title(for: .normal) == "🇺🇸 +1")
    #expect(harness.regionChanges == ["GB", "US"])
  }

  @Test func pastingANumberOfAnotherRegionSwitchesTheRegion() throws {
    let harness = Harness("US")
    harness.typing.paste("+44 (0)20 7946 0958")
    #expect(harness.field.region == "GB")
    #expect(harness.field.text == Self.london)
    #expect(harness.field.number == "+442079460958")
    #expect(harness.field.isValid)
    #expect(harness.editingChanged == 1)
    #expect(harness.notifications == 1)
  }

  @Test func thePickerListsTheCurrentRegionFirstAndFindsByName() throws {
    let harness = Harness("US")
    harness.typing.type("2025550123")
    let picker = try harness.tapRegionButton()
    #expect(picker.title == "Region")
    #expect(picker.navigationItem.searchController === picker.searchController)
    #expect(picker.sections.count == 2)
    #expect(picker.sections[0].map(\.region) == ["US"])
    #expect(picker.sections[1].count == PhoneCountry.all.count - 1)
    let first = picker.tableView(picker.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(first.accessoryType == .checkmark)
    #expect(first.detailTextLabel?.text == "+1")
    picker.searchController.searchBar.text = "kingdom"
    picker.updateSearchResults(for: picker.searchController)
    #expect(picker.tableView.reloadCountForTesting == 1)
    #expect(picker.numberOfSections(in: picker.tableView) == 1)
    #expect(picker.tableView(picker.tableView, numberOfRowsInSection: 0) == 1)
    let row = picker.tableView(picker.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(row.textLabel?.text?.hasPrefix("🇬🇧  ") == true)
    #expect(row.detailTextLabel?.text == "+44")
    #expect(row.accessibilityLabel == label("GB"))
    #expect(row.accessoryType == .none)
  }

  /// Choosing a region keeps the national number and writes it after the new calling code (one undo
  /// step); the region is noted as recent and the picker closes.
  @Test func choosingARegionInThePickerKeepsTheNationalDigits() throws {
    let harness = Harness("US")
    harness.typing.type("2025550123")
    #expect(harness.field.number == "+12025550123")
    let picker = try harness.tapRegionButton()
    picker.searchController.searchBar.text = "+44"
    picker.updateSearchResults(for: picker.searchController)
    let row = try #require(picker.sections[0].firstIndex { $0.region == "GB" })
    let before = (harness.editingChanged, harness.notifications)
    picker.tableView(picker.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
    #expect(harness.field.region == "GB")
    #expect(harness.field.number == "+442025550123")
    #expect(harness.field.text?.hasPrefix("+44 ") == true)
    #expect(harness.field.recentRegions == ["GB"])
    #expect(harness.controller.presentedViewController == nil)
    #expect(harness.editingChanged == before.0 + 1)
    #expect(harness.notifications == before.1 + 1)
    #expect(harness.regionChanges == ["GB"])
    harness.field.undoManager?.undo()
    #expect(harness.field.region == "US")
    #expect(harness.field.number == "+12025550123")
    // The next time, the recent region is listed after the current one.
    let again = try harness.tapRegionButton()
    #expect(again.sections[0].map(\.region) == ["US", "GB"])
  }

  @Test func settingTheRegionOrTheNumberInCode() throws {
    let harness = Harness("US")
    harness.field.region = "FR"
    #expect(harness.field.region == "FR")
    #expect(
      harness.field.placeholder
        == PhoneFieldModel(region: try #require(PhoneCountry.region("FR"))).placeholder)
    harness.field.region = "XX"
    #expect(harness.field.region == "FR")
    harness.field.number = "+442079460958"
    #expect(harness.field.region == "GB")
    #expect(harness.field.text == Self.london)
    #expect(harness.field.isValid)
  }

  @Test func aFieldFromAStoryboardTakesItsRegion() throws {
    let field = try #require(PhoneNumberField(coder: NSCoder()))
    field.region = "DE"
    #expect(field.region == "DE")
    #expect(field.regionButton.title(for: .normal) == "🇩🇪 +49")
  }
}

/// The SwiftUI phone field's text field and coordinator, driven as SwiftUI drives a representable.
@MainActor
@Suite struct PhoneNumberTextFieldStandInTests {
  /// The bindings' storage, counting writes.
  @MainActor
  final class Model {
    var region = "US" { didSet { regionWrites += 1 } }
    var number = "" { didSet { numberWrites += 1 } }
    var isValid = false { didSet { validityWrites += 1 } }
    var regionWrites = 0
    var numberWrites = 0
    var validityWrites = 0

    var bindings: PhoneFieldBindings {
      PhoneFieldBindings(
        title: "Phone", region: Binding(get: { self.region }, set: { self.region = $0 }),
        number: Binding(get: { self.number }, set: { self.number = $0 }),
        isValid: Binding(get: { self.isValid }, set: { self.isValid = $0 }))
    }
  }

  typealias Coordinator = PhoneFieldCoordinator<MaskedTextFieldDelegate>

  func appear(_ model: Model) -> (Coordinator, UITextField) {
    let representable = PhoneNumberUITextFieldRepresentable(bindings: model.bindings)
    let coordinator = representable.makeCoordinator()
    let field = representable.makeUIView(context: .init(coordinator: coordinator))
    coordinator.flush()
    return (coordinator, field)
  }

  /// SwiftUI's update with the bindings' current values, then the writes left for after it.
  func update(_ model: Model, _ coordinator: Coordinator, _ field: UITextField) {
    PhoneNumberUITextFieldRepresentable(bindings: model.bindings)
      .updateUIView(field, context: .init(coordinator: coordinator))
    coordinator.flush()
  }

  @Test func typingWritesEachBindingOncePerEditAndTheRegionFollows() {
    let model = Model()
    let (coordinator, field) = appear(model)
    #expect(field.accessibilityLabel == "Phone")
    #expect(field.placeholder == "+1 201-555-0123")
    let typing = StandInTyping(field: field, delegate: coordinator.delegate)
    typing.type("+44")
    #expect(model.region == "GB")
    #expect(model.regionWrites == 1)
    #expect(model.number == "+44")
    #expect(model.numberWrites == 3)
    #expect(field.placeholder == "+44 7400 123456")
    // SwiftUI updates the view with the values written: nothing is taken over, nothing written again.
    update(model, coordinator, field)
    #expect(model.regionWrites == 1)
    #expect(model.numberWrites == 3)
    typing.type(" 20 7946 0958")
    #expect(model.number == "+442079460958")
    #expect(model.isValid)
    #expect(model.validityWrites == 1)
    #expect(model.regionWrites == 1)
    update(model, coordinator, field)
    #expect(model.numberWrites == 3 + 10)
  }

  @Test func aRegionTheAppOrThePickerWritesIsChosenKeepingTheNationalNumber() {
    let model = Model()
    let (coordinator, field) = appear(model)
    StandInTyping(field: field, delegate: coordinator.delegate).type("2025550123")
    let writes = (model.regionWrites, model.numberWrites)
    model.region = "GB"
    update(model, coordinator, field)
    #expect(coordinator.phone.region.region == "GB")
    #expect(model.number == "+442025550123")
    #expect(model.numberWrites == writes.1 + 1)
    #expect(model.regionWrites == writes.0 + 1)  // the app's own write
    #expect(field.placeholder == "+44 7400 123456")
  }

  @Test func aNumberTheAppWritesIsFormattedAndTheRegionFollowsIt() {
    let model = Model()
    let (coordinator, field) = appear(model)
    model.number = "+44 20 7946 0958"
    update(model, coordinator, field)
    #expect(field.text == "+44 20 7946 0958")
    #expect(model.number == "+442079460958")
    #expect(model.region == "GB")
    #expect(model.isValid)
    let writes = (model.regionWrites, model.numberWrites, model.validityWrites)
    update(model, coordinator, field)
    #expect((model.regionWrites, model.numberWrites, model.validityWrites) == writes)
  }

  @Test func aFieldAppearingWithANumberStartsInItsRegion() {
    let model = Model()
    model.number = "+442079460958"
    let (_, field) = appear(model)
    #expect(field.text == "+44 20 7946 0958")
    #expect(model.region == "GB")
    #expect(model.isValid)
  }

  @Test func anUnknownRegionIsWrittenBack() {
    let model = Model()
    let (coordinator, field) = appear(model)
    model.region = "XX"
    update(model, coordinator, field)
    #expect(model.region == "US")
  }

  @Test func constantBindingsDoNotLoop() {
    let bindings = PhoneFieldBindings(
      title: "Phone", region: .constant("US"), number: .constant(""), isValid: .constant(false))
    let representable = PhoneNumberUITextFieldRepresentable(bindings: bindings)
    let coordinator = representable.makeCoordinator()
    let field = representable.makeUIView(context: .init(coordinator: coordinator))
    coordinator.flush()
    StandInTyping(field: field, delegate: coordinator.delegate).type("+442079460958")
    representable.updateUIView(field, context: .init(coordinator: coordinator))
    coordinator.flush()
    #expect(field.text == "+44 20 7946 0958")
    #expect(coordinator.phone.region.region == "GB")
  }

  @Test func theAppKitFieldShowsTheExampleAndFollowsTheRegion() {
    let model = Model()
    let representable = PhoneNumberNSTextFieldRepresentable(bindings: model.bindings)
    let coordinator = representable.makeCoordinator()
    let field = representable.makeNSView(context: .init(coordinator: coordinator))
    coordinator.flush()
    #expect(field.placeholderString == "+1 201-555-0123")
    model.number = "+442079460958"
    PhoneNumberNSTextFieldRepresentable(bindings: model.bindings)
      .updateNSView(field, context: .init(coordinator: coordinator))
    coordinator.flush()
    #expect(field.stringValue == "+44 20 7946 0958")
    #expect(field.placeholderString == "+44 7400 123456")
    #expect(model.region == "GB")
  }
}
