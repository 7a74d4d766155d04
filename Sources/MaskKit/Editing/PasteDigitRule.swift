/// Which pasted digits a paste may leave out of the value, so a field never reports complete with a
/// value the person did not enter.
///
/// Only a paste that replaces the whole value may leave digits out, and only leading ones: the country
/// code the field shows (the `7` of `+7 (…)`, or of a bare `+7` typed into a phone field), which a `+`
/// paste must carry exactly when the field shows one; a trunk prefix of the shown code's regions (`1` of
/// `+1`, `8` of `+7`, `0` of `+44`, from libphonenumber's metadata) before a shown code
/// when the paste then completes the mask; or, in a field that shows no code, the paste's own `+` code
/// of one to three digits when the paste then completes the mask (a code the paste delimits must be the
/// one left out) and a calling code libphonenumber's metadata assigns (`+2345` into `[000]` is not `345`:
/// there is no `+2`). Every other pasted digit lands in the value; the only digits a value may add are the
/// calling code a phone preset puts before a national number pasted whole.
struct PasteDigitRule {
  /// How a result treats the pasted digits.
  struct Outcome {
    /// How many leading pasted digits the value leaves out.
    var dropped: Int
    /// Whether those digits are a `+` code guessed by length (the field shows no code).
    var guessedCode: Bool
    /// Whether a guessed code is one libphonenumber's metadata assigns; only such a code may be left
    /// out, while every length that completes the mask counts towards an ambiguous code.
    var assignedCode = true
  }

  let pasted: PastedNumber
  /// The digits of the value the paste leaves alone.
  let keptDigits: [Character]
  /// Whether the paste replaces the whole value (an empty field, everything selected, a bare `+` code).
  let replacesWholeValue: Bool
  /// The code a field holding only a typed `+7` shows; nil otherwise.
  let typedCode: String?

  /// What `result` makes of the pasted digits, or nil when it leaves out digits it may not.
  func outcome(of result: MaskResult) -> Outcome? {
    let textDigits = PasteCandidates.digits(result.text)
    let valueDigits = PasteCandidates.digits(result.value)
    let dropped = pasted.digits.count - (valueDigits.count - keptDigits.count)
    if dropped < 0 {
      return addsOwnCallingCode(-dropped, result.value) ? Outcome(dropped: 0, guessedCode: false) : nil
    }
    guard dropped == 0 || (replacesWholeValue && leavesOutOnlyLeading(dropped, valueDigits)) else {
      return nil
    }
    let shown = String(textDigits.prefix(max(0, textDigits.count - valueDigits.count)))
    let code = shown.isEmpty ? typedCode ?? "" : shown
    let leftOut = String(pasted.digits.prefix(dropped))
    let kept = Outcome(dropped: dropped, guessedCode: false)
    if pasted.hasCallingCode {
      if !code.isEmpty { return leftOut == code && (pasted.delimitedCode ?? code) == code ? kept : nil }
      if dropped == 0 { return result.text.drop { $0 == " " }.first == "+" ? kept : nil }
      let fits = dropped <= 3 && result.isComplete && (pasted.delimitedCode ?? leftOut) == leftOut
      guard fits else { return nil }
      let assigned = PhoneMetadataTable.isCallingCode(Int(leftOut) ?? 0)
      return Outcome(dropped: dropped, guessedCode: true, assignedCode: assigned)
    }
    if dropped == 0 || (!code.isEmpty && leftOut == code) { return kept }
    let isTrunkPrefix =
      dropped == 1 && leftOut.first.map { PhoneMetadataTable.isTrunkPrefix($0, ofCallingCode: code) } == true
      && result.isComplete
    return isTrunkPrefix ? kept : nil
  }

  /// Whether `value` is the kept digits followed by the pasted digits after the first `dropped`: the
  /// digits left out are the leading ones, not some the mask cut off at the end.
  private func leavesOutOnlyLeading(_ dropped: Int, _ value: [Character]) -> Bool {
    value.starts(with: keptDigits)
      && value.reversed().starts(with: pasted.digits.dropFirst(dropped).reversed())
  }

  /// Whether `value` is a `+` number (a phone preset's E.164 value) that starts with a calling code of
  /// `count` digits the field added to a whole national number pasted without one.
  private func addsOwnCallingCode(_ count: Int, _ value: String) -> Bool {
    guard replacesWholeValue, keptDigits.isEmpty, !pasted.hasCallingCode, count <= 3, value.first == "+"
    else { return false }
    return PasteCandidates.digits(value).dropFirst(count).elementsEqual(pasted.digits)
  }

  /// Why no reading of the paste keeps the person's number; `fieldCode` is the code the field shows.
  func refusalReason(fieldCode: String, ambiguousCode: Bool) -> MaskProblem {
    if pasted.hasCallingCode, !replacesWholeValue {
      return .countryCodeReplacesWholeNumber
    }
    if pasted.hasCallingCode, !fieldCode.isEmpty {
      if let code = pasted.delimitedCode, code != fieldCode {
        return .countryCodeMismatch(pasted: code, field: fieldCode)
      }
      if !pasted.carries(fieldCode) {
        return .countryCodeMissing(field: fieldCode)
      }
    }
    if ambiguousCode { return .countryCodeAmbiguous }
    return .pastedDigitsDoNotFit
  }
}
