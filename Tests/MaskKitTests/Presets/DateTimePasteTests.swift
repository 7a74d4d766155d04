import MaskKit
import Testing

/// Issue 28 item 13: a date with a time of day pasted into a date field is refused whole, never read as
/// digits in a new order (`2024-02-29T10:00:00Z` was `20/02/4022`).
@Suite struct DateTimePasteTests {
  @Test(arguments: ["2024-02-29T10:00:00Z", "2024-02-29 10:00", "29/02/2024 10:00", "2024-02-29t10"])
  func aDateWithATimeOfDayIsRefusedWhole(_ pasted: String) throws {
    let mask = try DateMask(order: .dmy)
    #expect(
      mask.pasteLayout(of: pasted)
        == .refused(reason: "this is a date with a time of day; paste the date alone"))
    var field = MaskedText(mask: mask)
    field.paste(pasted)
    #expect(field.text.isEmpty)
  }

  @Test func aDateAloneIsStillRead() throws {
    let mask = try DateMask(order: .dmy)
    #expect(mask.pasteLayout(of: "2024-02-29") == .recognised("29/02/2024"))
    #expect(mask.pasteLayout(of: "29 02 2024") == .recognised("29/02/2024"))
  }
}
