import MaskKit
import MaskKitUI
import Testing

/// Spoken hints, values with progress and announcements, from masks of every kind.
@Suite struct FieldAccessibilityTests {
  let speech = FieldAccessibility()

  func typed(_ text: String, into mask: any Mask, display: DisplayOptions = .plain) -> TextFieldAdapter {
    var adapter = TextFieldAdapter(mask: mask)
    adapter.display = display
    _ = adapter.paste(text)
    return adapter
  }

  @Test func anUpdatesAnnouncementsAreWordedWhenReadAsTheyWouldBeAtOnce() throws {
    var adapter = TextFieldAdapter(mask: CardNumberMask())
    let update = adapter.paste("4242424242424242")
    #expect(update.announcements == ["Card number complete"])
    #expect(update.announcements == speech.announcements(for: update.events, mask: CardNumberMask()))
    var built = update
    built.announcements = update.announcements
    #expect(built == update)
    #expect(built.hashValue == update.hashValue)
    built.announcements = ["other"]
    #expect(built != update)
  }

  @Test func hintsNameThePurposeAndCountWithoutPlaceholderSymbols() throws {
    #expect(speech.hint(for: try InputMask("+1 ([000]) [000]-[0000]")) == "Phone number, 10 digits")
    #expect(speech.hint(for: try InputMask("[000]-[000]")) == "6 digits")
    #expect(speech.hint(for: try InputMask("[AA]-[AA]")) == "4 letters")
    #expect(speech.hint(for: try InputMask("[00][AA]")) == "4 characters")
    #expect(speech.hint(for: CardNumberMask()) == "Card number, 16 digits")
    #expect(speech.hint(for: try PresetSpec(name: "expiry").makeMask()) == "Expiry date, 4 digits")
    #expect(
      speech.hint(for: try PresetSpec(name: "phone", ["region": "US"]).makeMask())
        == "Phone number, 10 digits")
    #expect(speech.hint(for: try PostalMask(region: "CA")) == "Postal code, 6 characters")
    #expect(speech.hint(for: try PostalMask(region: "US")) == "Postal code, 5 digits")
    #expect(
      typed("k1a0", into: try PostalMask(region: "CA")).accessibilityValue == "K1A 0, 4 of 6 characters")
    #expect(speech.hint(for: try IdentifierMask(scheme: "br.cpf")) == "CPF, 11 digits")
  }

  @Test func valuesSayTheProgressUntilComplete() throws {
    let mask = try InputMask("+1 ([000]) [000]-[0000]")
    #expect(typed("206", into: mask).accessibilityValue == "+1 (206), 3 of 10 digits")
    #expect(typed("2065551234", into: mask).accessibilityValue == "+1 (206) 555-1234, complete")
    #expect(TextFieldAdapter(mask: mask).accessibilityValue == "0 of 10 digits")
  }

  @Test func obscuredValuesStayObscuredAndTheTemplateIsNotRead() throws {
    let card = typed("4111111111111111", into: CardNumberMask(), display: DisplayOptions(obscure: 4))
    #expect(card.accessibilityValue == "•••• •••• •••• 1111, complete")
    let phone = typed(
      "206", into: try InputMask("+1 ([000]) [000]-[0000]"), display: DisplayOptions(template: "_"))
    #expect(phone.accessibilityValue == "+1 (206), 3 of 10 digits")
  }

  @Test func rejectedInputAndCompletionAreAnnounced() throws {
    var adapter = TextFieldAdapter(mask: try InputMask("+1 ([000]) [000]-[0000]"))
    let refused = adapter.shouldChangeCharacters(in: .caret(0), replacement: "x", fieldText: "")
    #expect(
      refused == .show(adapter.current.with(announcements: ["x not accepted"], events: [.inputRejected("x")]))
    )
    #expect(adapter.paste("2065551234").announcements == ["Phone number complete"])
    var short = TextFieldAdapter(mask: try InputMask("[000]-[000]"))
    #expect(short.paste("1234567").announcements.first?.hasPrefix("Paste refused: ") == true)
  }

  @Test func wordingCanBeReplaced() throws {
    var wording = AccessibilityWording.english
    wording.rejected = { "\($0) refusé" }
    let speech = FieldAccessibility(wording: wording)
    #expect(speech.announcements(for: [.inputRejected("x")], mask: try InputMask("[0]")) == ["x refusé"])
  }

  @Test func validationOutcomesAreAnnounced() throws {
    let speech = FieldAccessibility(wording: .english)
    let events: [EditEvent] = [
      .becameInvalid(reason: .custom("below the minimum")), .editRefused("5", reason: .custom("too large")),
      .pasteRefused("12345", reason: .digitsTooMany(2)),
    ]
    #expect(
      speech.announcements(for: events, mask: try InputMask("[0]"))
        == ["Invalid: below the minimum", "Not accepted: too large", "Paste refused: 2 digits too many"])
  }

  @Test func wordingReceivesTheTypedProblemToWordItself() throws {
    var wording = AccessibilityWording.english
    wording.pasteRefused = { problem in
      if case .digitsTooMany(let count) = problem { return "\(count) chiffres de trop" }
      return problem.description
    }
    let speech = FieldAccessibility(wording: wording)
    var field = MaskedText(mask: CardSecurityCodeMask())
    let events = field.paste("123456")
    #expect(speech.announcements(for: events, mask: field.mask) == ["2 chiffres de trop"])
  }
}

extension TextFieldUpdate {
  fileprivate func with(announcements: [String], events: [EditEvent]) -> TextFieldUpdate {
    var update = self
    update.announcements = announcements
    update.events = events
    return update
  }
}
