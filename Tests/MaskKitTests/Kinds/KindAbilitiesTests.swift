import MaskKit
import Testing

/// Every kind of the registry states its abilities, and every mask of the kind has exactly those: an
/// ability its family requires that a kind lacks, or one its masks have undeclared, fails here instead
/// of being missed by an `as?` cast.
@Suite struct KindAbilitiesTests {
  static let kinds: [String] = Kinds.all.map { $0.name }

  @Test(arguments: kinds)
  func aKindDeclaresWhatItsFamilyRequires(name: String) throws {
    let kind = try #require(Kinds.named(name))
    let missing = kind.family.requiredAbilities.subtracting(kind.abilities)
    #expect(missing.isEmpty, "\(name) lacks \(missing.map(\.rawValue).sorted())")
  }

  @Test(arguments: kinds)
  func everyMaskOfAKindHasTheAbilitiesItDeclares(name: String) throws {
    let kind = try #require(Kinds.named(name))
    // A preset with a required option (postal's region, identifier's scheme) is built from the specs
    // `ValidatedMaskAbilitiesTests` uses.
    let specs = ValidatedMaskAbilitiesTests.cases.map(\.0).filter { $0.name == name }
    let masks = specs.isEmpty ? try kind.sampleMasks() : try specs.map { try $0.makeMask() }
    #expect(!masks.isEmpty)
    for mask in masks {
      let present = mask.abilities.present
      #expect(present == kind.abilities, "\(name): has \(present.map(\.rawValue).sorted())")
      #expect(ValidatedMask(mask) { _ in .valid }.abilities.present == present, "\(name) wrapped")
    }
  }

  @Test func theRegistryHoldsEveryDialectAndEveryPresetOnce() {
    let names = Kinds.all.map { $0.name }
    #expect(names == MaskSpec.Dialect.allCases.map(\.rawValue) + Presets.names)
    #expect(Set(names).count == names.count)
    #expect(Kinds.all.filter { $0.family == .dialect }.count == MaskSpec.Dialect.allCases.count)
    #expect(Kinds.named("Picture")?.name == "picture")
    #expect(Kinds.named("nothing") == nil)
  }

  @Test func ipv4AndIBANDescribeTheirSlots() throws {
    let ipv4 = try #require(try PresetSpec(name: "ipv4").makeMask().abilities.slots)
    #expect(ipv4.slotSummary == SlotSummary(purpose: .ipAddress, kind: .digits, required: nil))
    #expect(ipv4.slotSummary.progress(of: "192.168.0.1") == 8)
    let iban = try #require(try PresetSpec(name: "iban").makeMask().abilities.slots)
    #expect(iban.slotSummary == SlotSummary(purpose: .iban, kind: .characters, required: nil))
    #expect(iban.slotSummary.progress(of: "DE89370400440532013000") == 22)
    #expect(SlotSummary.Purpose.iban.englishName == "IBAN")
    #expect(SlotSummary.Purpose.ipAddress.englishName == "IP address")
  }
}
