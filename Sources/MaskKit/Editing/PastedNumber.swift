/// What a pasted string says about itself as a number: its digits and the `+` calling code it starts with.
struct PastedNumber {
  /// The ASCII digits of the paste, in order.
  let digits: [Character]
  /// Whether the paste starts (after spaces) with `+` and a digit that can start a calling code (1–9,
  /// spaces between them allowed): a calling code comes first. `+0…`, `+-6…` and `+.0…` start with none.
  let hasCallingCode: Bool
  /// The digits between the `+` and the first separator after them, when there are one to three
  /// (`44` in `+44 20 7946 0958`); nil when the paste does not show where its code ends (`+442079460958`).
  let delimitedCode: String?

  init(_ pasted: String) {
    let normalized = InputFilter.normalizingDigits(pasted)
    digits = PasteCandidates.digits(normalized)
    let afterSpaces = normalized.drop { $0 == " " }
    // No calling code starts with `0`, and one is written right after its `+` (spaces aside).
    let first = afterSpaces.first == "+" ? afterSpaces.dropFirst().first { $0 != " " } : nil
    hasCallingCode = first.map { $0.isASCII && $0.isNumber && $0 != "0" } ?? false
    let run = afterSpaces.dropFirst().prefix { $0.isASCII && $0.isNumber }
    let ended = afterSpaces.dropFirst(1 + run.count).first != nil
    delimitedCode = hasCallingCode && ended && (1...3).contains(run.count) ? String(run) : nil
  }

  /// Whether the paste's `+` code is `code`: the code it delimits, else its leading digits.
  func carries(_ code: String) -> Bool {
    delimitedCode.map { $0 == code } ?? digits.starts(with: code)
  }
}
