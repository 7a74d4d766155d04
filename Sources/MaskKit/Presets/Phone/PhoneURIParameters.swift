/// The RFC 3966 parameters libphonenumber reads before it reads a number: `;phone-context=` and
/// `;isub=` (`tel:2065551234;phone-context=+1`, `tel:+1-206-555-1234;isub=12`).
///
/// As libphonenumber's parser does: a `phone-context` that is a global number (`+` and digits, with
/// `-`, `.`, `(`, `)`) is put before the number written between `tel:` and the parameter, so the number is
/// read with that calling code; a domain name is dropped (the number is read in the home region); any
/// other context (empty, `+` without a digit, a malformed name) makes the text no phone number. An ISDN
/// subaddress and everything after it are dropped. A parameter being typed (`;phone-con`, `;isub=`,
/// `;phone-context=+`) is kept after the number as typed, which is then not complete.
struct PhoneURIParameters {
  /// The text the number is read from, with the caret moved with the characters it follows.
  var input: CaretText
  /// A parameter still being typed, shown after the number as typed; the field is then not complete.
  var pending = ""
  /// Why the text is no phone number (an invalid `phone-context`), else nil.
  var refusal: MaskProblem?

  private static let context = Array(";phone-context=")
  private static let subaddress = Array(";isub=")

  /// The parameters of `input` read, or nil when it has none (no `;`), the common case, cheaply.
  static func reading(_ input: CaretText) -> PhoneURIParameters? {
    guard input.text.utf8.contains(UInt8(ascii: ";")) else { return nil }
    var characters = Array(input.text)
    var caret = min(max(0, input.caret), characters.count)
    var pending = ""
    if let end = pendingParameterStart(characters) {
      pending = String(characters[end...])
      characters.removeSubrange(end...)
      caret = min(caret, end)
    }
    if let start = firstIndex(of: context, in: characters) {
      let valueStart = start + context.count
      let valueEnd = characters[valueStart...].firstIndex(of: ";") ?? characters.count
      let value = characters[valueStart..<valueEnd]
      if value.first == "+", !value.contains(where: { $0.normalizedASCIIDigit != nil }),
        valueEnd == characters.count
      {
        // `;phone-context=+` with its digits still to come.
        pending = String(characters[start...]) + pending
        characters.removeSubrange(start...)
        caret = min(caret, start)
      } else {
        guard isGlobalNumber(value) || isDomainName(value) else {
          return PhoneURIParameters(input: input, refusal: .phone(.invalidPhoneContext(String(value))))
        }
        let scheme = firstIndex(of: Array("tel:"), in: characters).map { $0 + 4 } ?? 0
        let numberStart = min(scheme, start)
        let prefix = value.first == "+" ? Array(value) : []
        let number = characters[numberStart..<start]
        guard isPlainNumber(number) else {
          return PhoneURIParameters(input: input, refusal: .phone(.phoneContextNumberInvalid(String(number))))
        }
        if caret <= numberStart {
          caret = prefix.count
        } else if caret <= start {
          caret = prefix.count + caret - numberStart
        } else {
          caret = prefix.count + number.count
        }
        characters = prefix + number
      }
    }
    if let start = firstIndex(of: subaddress, in: characters),
      characters[..<start].contains(where: { $0.normalizedASCIIDigit != nil })
    {
      // libphonenumber cuts the subaddress after it has trimmed the text, so what comes before it must
      // end the number.
      guard characters[..<start].last(where: { !$0.isWhitespace })?.normalizedASCIIDigit != nil else {
        return PhoneURIParameters(input: input, refusal: .phone(.subaddressAfterNonDigit))
      }
      characters.removeSubrange(start...)
      caret = min(caret, start)
    }
    var read = input
    read.text = String(characters)
    read.caret = caret
    return PhoneURIParameters(input: read, pending: pending)
  }

  /// Where a parameter being typed starts: the text ends with `;p`, `;phone-cont`, `;isub=` … (a start
  /// of `;phone-context=` or `;isub=` of two characters or more, still without its value) after a digit.
  private static func pendingParameterStart(_ characters: [Character]) -> Int? {
    guard let start = characters.lastIndex(of: ";"), characters.count - start >= 2,
      characters[..<start].contains(where: { $0.normalizedASCIIDigit != nil })
    else { return nil }
    let typed = characters[start...]
    for name in [context, subaddress] where typed.count <= name.count && name.starts(with: typed) {
      return start
    }
    return nil
  }

  /// The offset where `needle` first occurs in `characters`, or nil.
  private static func firstIndex(of needle: [Character], in characters: [Character]) -> Int? {
    guard characters.count >= needle.count else { return nil }
    for start in 0...(characters.count - needle.count)
    where characters[start] == needle[0] && characters[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  /// Whether the number written before `;phone-context=` is only digits (at least one), a leading `+`,
  /// spaces and `-`, `.`, `(`, `)`, `/`, optionally followed by `;ext=` and the extension's digits:
  /// libphonenumber reads it without looking for the start of a number, so anything else before it or
  /// among its digits (`tel::…`, `te:…`, `#`, letters) is no number.
  private static func isPlainNumber(_ number: ArraySlice<Character>) -> Bool {
    var body = number
    if let marker = firstIndex(of: Array(";ext="), in: Array(number)) {
      let digits = number.dropFirst(marker + 5)
      guard !digits.isEmpty, digits.allSatisfy({ $0.normalizedASCIIDigit != nil }) else { return false }
      body = number.prefix(marker)
    }
    if body.first == "+" || body.first == "\u{FF0B}" { body = body.dropFirst() }
    return body.contains { $0.normalizedASCIIDigit != nil }
      && body.allSatisfy { $0.normalizedASCIIDigit != nil || $0.isWhitespace || "-.()/".contains($0) }
  }

  /// RFC 3966 `global-number-digits`: `+`, then digits and visual separators with at least one digit.
  private static func isGlobalNumber(_ value: ArraySlice<Character>) -> Bool {
    guard value.first == "+" else { return false }
    let rest = value.dropFirst()
    let isDigit = { (character: Character) in character.normalizedASCIIDigit != nil }
    return rest.contains(where: isDigit) && rest.allSatisfy { isDigit($0) || "-.()".contains($0) }
  }

  /// RFC 3966 `domainname`: dot-separated labels of ASCII letters, digits and inner hyphens, the last
  /// starting with a letter, with an optional final dot.
  private static func isDomainName(_ value: ArraySlice<Character>) -> Bool {
    var labels = value.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
    guard let top = labels.last, top.first?.isASCIILetter == true else { return false }
    return labels.allSatisfy { label in
      guard let first = label.first, let last = label.last else { return false }
      return first.isASCIILetterOrDigit && last.isASCIILetterOrDigit
        && label.allSatisfy { $0.isASCIILetterOrDigit || $0 == "-" }
    }
  }
}

extension Character {
  /// Whether the character is an ASCII letter.
  fileprivate var isASCIILetter: Bool {
    guard let ascii = asciiValue else { return false }
    return (ascii | 0x20) >= 97 && (ascii | 0x20) <= 122
  }

  /// Whether the character is an ASCII letter or digit.
  fileprivate var isASCIILetterOrDigit: Bool { isASCIILetter || isASCIIDigit }
}
