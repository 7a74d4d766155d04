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
        == .refused(reason: .date(.dateWithTimeOfDay)))
    var field = MaskedText(mask: mask)
    field.paste(pasted)
    #expect(field.text.isEmpty)
  }

  @Test func aDateAloneIsStillRead() throws {
    let mask = try DateMask(order: .dmy)
    #expect(mask.pasteLayout(of: "2024-02-29") == .recognised("29/02/2024"))
    #expect(mask.pasteLayout(of: "29 02 2024") == .recognised("29/02/2024"))
  }

  /// Issue 25: a part of a date pasted with separators is read as the whole text is, so a separator
  /// after one digit pads its field (`1/3` was read as `13/`).
  @Test func aPartOfADateIsReadAsTheWholeTextIs() throws {
    let date = try DateMask(order: .dmy)
    for pasted in ["1/3", "1/3/", "1 3"] {
      var field = MaskedText(mask: date)
      field.paste(pasted)
      #expect(field.text == date.format(pasted).text, "\(pasted)")
    }
    var field = MaskedText(mask: date)
    field.paste("1/3")
    #expect(field.text == "01/03/")
    var expiry = MaskedText(mask: CardExpiryMask(currentYear: 2026, month: 11))
    expiry.paste("1/3")
    #expect(expiry.text == CardExpiryMask(currentYear: 2026, month: 11).format("1/3").text)
    #expect(expiry.value.hasPrefix("01"))
  }
}
