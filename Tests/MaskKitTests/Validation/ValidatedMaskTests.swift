import MaskKit
import Testing

/// Custom validation rules on any mask: invalid with a reason, refused edits, events and undo.
@Suite struct ValidatedMaskTests {
  /// A port number field: five digits at most, 1–65535 (RFC 6335 §6 numbers ports 0–65535; 0 is reserved).
  private static func port() throws -> ValidatedMask {
    ValidatedMask(try InputMask("[09999]")) { value in
      guard let number = Int(value) else { return .valid }
      if number > 65_535 { return .refused(reason: "a port is at most 65535") }
      return number == 0 ? .invalid(reason: "port 0 is reserved") : .valid
    }
  }

  @Test func invalidValuesStayShownWithTheReason() throws {
    let mask = try Self.port()
    let result = mask.format("0")
    #expect(result.text == "0")
    #expect(!result.isComplete)
    #expect(result.problem?.description == "port 0 is reserved")
    #expect(mask.format("8080").isComplete)
    #expect(mask.format("8080").problem == nil)
    #expect(mask.format("").problem == nil)
  }

  @Test func typingAnInvalidValueReportsItOnce() throws {
    var field = MaskedText(mask: try Self.port())
    let events = field.type("0")
    #expect(events.contains(.becameInvalid(reason: .custom("port 0 is reserved"))))
    #expect(field.problem?.description == "port 0 is reserved")
    #expect(!field.isComplete)
    #expect(field.backspace().contains(.valueChanged(from: "0", to: "")))
    #expect(field.problem == nil)
    #expect(field.undo().contains(.becameInvalid(reason: .custom("port 0 is reserved"))))
  }

  @Test func aRefusedKeystrokeLeavesTheFieldAsItWas() throws {
    var field = MaskedText(mask: try Self.port())
    field.type("6553")
    let events = field.type("6")
    #expect(events == [.editRefused("6", reason: .custom("a port is at most 65535"))])
    #expect(field.text == "6553")
    #expect(field.type("5") == [.valueChanged(from: "6553", to: "65535")])
    #expect(field.text == "65535")
  }

  @Test func aRefusedPasteLeavesTheFieldAsItWas() throws {
    var field = MaskedText(mask: try Self.port())
    field.type("80")
    field.selectAll()
    #expect(field.paste("99999") == [.editRefused("99999", reason: .custom("a port is at most 65535"))])
    #expect(field.text == "80")
    #expect(field.canUndo)
    field.undo()
    #expect(field.text == "")
  }
}
