/// Why a field's text is refused, invalid or not yet complete, as a typed value: the few reasons every
/// mask, dialect or paste may give as cases of their own, and a kind's reasons (a phone number's, an
/// IBAN's) as ``kind(_:)``, declared by the kind in its folder (``KindProblem``).
///
/// Every reason MaskKit gives is one of these: ``MaskResult/problem`` and ``MaskResult/refusal``,
/// ``MaskedText/problem``, the reasons of ``EditEvent/becameInvalid(reason:)``,
/// ``EditEvent/pasteRefused(_:reason:)`` and ``EditEvent/editRefused(_:reason:)``, what
/// ``CompletenessReporting/reason`` says is still missing, and a preset's ``PresetReport/reason``. An
/// app tells reasons apart by their case (a kind's with ``as(_:)``: `problem.as(PhoneProblem.self)`) or
/// by ``code`` (a stable name, the `reasonCode` that
/// `maskkit check --json` prints), never by their text, and can word each one itself.
///
/// ``description`` is the English sentence MaskKit shows (`check digits should be 09`, `the amount is
/// under the minimum of 10.00`). The arguments are the values a sentence needs, never English words:
/// counts as numbers (`digitsTooMany(2)`), region codes (`GB`), identifier schemes by their name
/// (`us.ssn`), dates as ``CalendarDate``, the characters and digits of the text as text. ``shape`` gives
/// them by name, typed (``ProblemArgument``), for a wording table.
///
/// Only ``custom(_:)`` carries free text: the reason an app's own rule gives
/// (``Validation/invalid(reason:)``, ``Validation/refused(reason:)``); MaskKit never builds it.
///
/// The cases hold their arguments out of line, so an optional problem is one word in a
/// ``MaskResult`` and a result without one allocates nothing for it.
public indirect enum MaskProblem: Sendable, Hashable {
  // MARK: An app's own reason

  /// The reason an app's validation rule gives in its own words (``Validation/invalid(reason:)``).
  case custom(String)

  // MARK: Any mask

  /// `'x' does not fit the mask`: a character of a whole text or paste that no slot of the mask takes.
  case doesNotFitMask(Character)
  /// `'x' does not fit here`: a typed character the mask took no part of (a terminal prompt says so).
  case doesNotFitHere(Character)
  /// `the pasted text does not fit here`: a paste the mask took no part of (a terminal prompt).
  case pasteDoesNotFitHere
  /// `more characters are needed`: the text fits so far and the mask needs more.
  case moreCharactersNeeded
  /// `still needs 00-00`: the text fits so far; the rest of the mask, as its placeholder draws it.
  case stillNeeds(String)

  // MARK: Pastes into a mask with a country code

  /// `it starts with a country code, so it can only replace the whole number`.
  case countryCodeReplacesWholeNumber
  /// `its country code +44 is not this field's +1`: the paste's code, then the field's.
  case countryCodeMismatch(pasted: String, field: String)
  /// `it does not start with this field's country code +7`.
  case countryCodeMissing(field: String)
  /// `it does not show where its country code ends`.
  case countryCodeAmbiguous
  /// `some of its digits do not fit the mask`.
  case pastedDigitsDoNotFit

  // MARK: Number fields (card, security code, expiry, date, time, amount)

  /// `'x' is not part of the value`: a letter or symbol a number preset can neither read nor skip.
  case notPartOfValue(Character)
  /// `U+00AD is not part of the value`: an invisible format character between two digits.
  case hiddenCharacter(Unicode.Scalar)
  /// `2 digits too many`: digits beyond the field's last.
  case digitsTooMany(Int)

  // MARK: Format strings

  /// `too long: 42 is left out`: the characters beyond the format.
  case textTooLong(leftOut: String)
  /// `not every slot has a character that fits`.
  case slotsNotFilled
  /// `a character does not fit its slot`.
  case characterDoesNotFitSlot

  // MARK: Picture masks

  /// `Character 3 ("x") should be a digit.`: the character's number (from 1) and the character found
  /// there, if the text reaches it.
  case shouldBeDigit(character: Int, found: Character?)
  /// `Character 3 ("1") should be a letter.`
  case shouldBeLetter(character: Int, found: Character?)
  /// `Character 4 ("x") should be "-".`: the literal the mask has there.
  case shouldBeLiteral(character: Int, found: Character?, expected: Character)
  /// `The text from character 2 fits none of the choices in {Mr,Mrs}.`: the choices as the mask
  /// writes them.
  case fitsNoChoice(character: Int, choices: String)
  /// `The text is too long: the mask ends before character 5.`
  case textLongerThanMask(character: Int)
  /// `the text does not fit the mask`.
  case textDoesNotFitMask

  // MARK: Block masks

  /// `no mask is set`.
  case noMaskSet
  /// `3 of 10 slots still empty`.
  case slotsStillEmpty(empty: Int, total: Int)

  // MARK: A kind's own

  /// A problem a kind of mask declares in its folder (`PhoneProblem`, `IdentifierProblem`); read it
  /// back with ``as(_:)``.
  case kind(AnyKindProblem)
}
