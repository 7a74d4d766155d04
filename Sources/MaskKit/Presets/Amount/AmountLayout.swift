/// Amounts pasted in another locale's layout (`1,234.56` into a `1.234,56` field) or with a currency.
extension AmountMask: PasteLayoutReading {
  /// Reads the number in the field's own layout when it fits it (grouping in the right places, one
  /// decimal separator with at most ``fractionDigits`` digits after it); else the last separator is the
  /// decimal separator when at most ``fractionDigits`` digits follow it and the groups before it are
  /// thousands (or lakhs) of one other separator, or every separator groups thousands. Currency symbols,
  /// codes and spaces around the number are skipped; a minus sign in an unsigned field, too many fraction
  /// digits, two readings and separators of no known layout are refused. Any other paste is read as it is
  /// by ``match(_:)``, which reads it or refuses it, so a decimal separator is never dropped to make other
  /// digits fit.
  ///
  /// A separator that can only be a decimal separator is one, and the paste is refused when its
  /// fraction is too long: one that starts the number (`.5` is `0.5`) or follows a first group of zeros
  /// (`0.125`, `0,500`: no grouped number starts with `0`), the Arabic decimal separator U+066B, and the
  /// field's own decimal separator when it is the only separator (`19.999` in a `1,234.56` field is
  /// never 19,999). The Arabic thousands separator U+066C only groups. Format characters (U+FEFF,
  /// U+200B, U+00AD, bidi marks) are skipped wherever they stand, as ``match(_:)`` skips them.
  ///
  /// The decimal separator of a whole value is where the person put it, in every entry mode: with
  /// ``AmountEntry/cents`` entry `12.3` is `12.30` (rewritten as the digits `1230` that fill from the
  /// right), not `1.23`. With ``padsFraction`` a short fraction is padded with zeros (`12` is `12.00`,
  /// and so is `12.`, a whole number whose fraction was left out).
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let own = [grouping.separator, decimalSeparator].compactMap { $0 }
    let decimals = { (character: Character) in
      if case .decimalSeparator = self.key(character) { return true }
      return false
    }
    let (clean, splitsDigits) = Self.withoutFormatCharacters(pasted)
    let bare = withoutAffixes(CaretText(clean)).text
    let isOwn = { (character: Character) in own.contains { character.isSame(as: $0) } }
    guard let amount = PastedAmount(bare, separators: isOwn, decimals: decimals)
    else { return .recognised(clean) }
    if let refusal = currencyRefusal(amount.currencies, affixes: affixesTaken(clean)) {
      return .refused(reason: refusal)
    }
    if amount.isNegative, !allowsNegative { return .refused(reason: .amount(.negativeNotTaken)) }
    if amount.hasStraySeparators { return .refused(reason: .amount(.separatorsNotAmount)) }
    var endsInFraction: Bool
    switch self.endsInFraction(amount, splitsDigits: splitsDigits) {
    case .success(let fraction): endsInFraction = fraction
    case .failure(let refusal): return .refused(reason: refusal.problem)
    }
    var fractionLength = endsInFraction ? amount.groups.last ?? 0 : 0
    if amount.endsInDecimalSeparator {
      guard !endsInFraction else { return .refused(reason: .amount(.separatorsNotAmount)) }
      guard fractionDigits > 0 else {
        return .refused(reason: .amount(.fractionNotTaken))
      }
      endsInFraction = true
      fractionLength = 0
    }
    let integer = String(decoding: amount.digits.dropLast(fractionLength), as: UTF8.self)
    let typedFraction = String(decoding: amount.digits.suffix(fractionLength), as: UTF8.self)
    let sign = amount.isNegative ? "-" : ""
    let padding = String(repeating: "0", count: max(0, fractionDigits - typedFraction.count))
    if entry == .cents {
      // A grouped integer is an integer (`1,000` is 1000.00); only digits alone fill from the right.
      let whole = endsInFraction || !amount.separators.isEmpty
      return .recognised(sign + integer + (whole ? typedFraction + padding : ""))
    }
    guard endsInFraction || (padsFraction && fractionDigits > 0) else { return .recognised(sign + integer) }
    return .recognised(
      sign + integer + String(decimalSeparator) + typedFraction + (padsFraction ? padding : ""))
  }

  /// Why a paste has no reading.
  private struct Refusal: Error {
    var problem: MaskProblem

    /// Separators of no amount layout.
    static let noLayout = Refusal(problem: .amount(.separatorsNotAmount))
  }

  /// Whether the last group of `amount` is a fraction, or why no single reading fits; `splitsDigits`
  /// (an invisible character stood between two digits) allows the field's own layout alone.
  private func endsInFraction(_ amount: PastedAmount, splitsDigits: Bool) -> Result<Bool, Refusal> {
    let count = amount.separators.count
    guard count > 0 else { return .success(false) }
    let arabic = amount.kinds.firstIndex(of: "\u{066B}").map(UInt8.init)
    if let arabic {
      guard amount.separators.last == arabic, amount.separators.dropLast().allSatisfy({ $0 != arabic }) else {
        return .failure(Refusal.noLayout)
      }
      return decimal(amount)
    }
    if amount.startsWithZeros {
      let separator = amount.separator(0)
      guard count == 1, separator == "." || separator == "," || separator == Self.unified(decimalSeparator)
      else { return .failure(Refusal.noLayout) }
      return decimal(amount)
    }
    if count == 1, amount.separator(0) == Self.unified(decimalSeparator) { return decimal(amount) }
    if let own = ownEndsInFraction(amount) { return .success(own) }
    if splitsDigits { return .failure(Refusal.noLayout) }
    return foreignEndsInFraction(amount)
  }

  /// The last separator of `amount` as its decimal separator: refused when the fraction is too long or
  /// the groups before it are not grouped by one other separator.
  private func decimal(_ amount: PastedAmount) -> Result<Bool, Refusal> {
    let fraction = amount.groups.last ?? 0
    guard fraction <= fractionDigits else { return .failure(tooLong(fraction)) }
    let integerSeparators = amount.separators.dropLast()
    guard let first = integerSeparators.first else { return .success(true) }
    let last = amount.separators[amount.separators.count - 1]
    let groups = amount.groups.dropLast()
    guard first != last, integerSeparators.allSatisfy({ $0 == first }), !amount.startsWithZero else {
      return .failure(Refusal.noLayout)
    }
    let kind = amount.kinds[Int(first)]
    let grouped =
      kind == grouping.separator.map(Self.unified)
      ? Self.isGrouped(groups, size: grouping.size, secondarySize: grouping.secondarySize)
      : Self.isThousands(groups, separator: kind)
    return grouped ? .success(true) : .failure(Refusal.noLayout)
  }

  /// The refusal of a fraction of `count` digits, more than the field takes.
  private func tooLong(_ count: Int) -> Refusal {
    return Refusal(problem: .amount(.fractionTooLong(digits: count, maximum: fractionDigits)))
  }

  /// In the field's own layout: whether the last group is a fraction, or nil when the paste does not fit.
  private func ownEndsInFraction(_ amount: PastedAmount) -> Bool? {
    let decimals: Set<Character> =
      isGroupingPunctuation ? [Self.unified(decimalSeparator)] : [Self.unified(decimalSeparator), ".", ","]
    let count = amount.separators.count
    let decimalKinds = amount.kinds.indices.filter { decimals.contains(amount.kinds[$0]) }.map(UInt8.init)
    var decimalCount = 0
    for separator in amount.separators where decimalKinds.contains(separator) { decimalCount += 1 }
    var integerGroups = amount.groups[...]
    var endsInFraction = false
    if decimalCount > 0 {
      guard decimalCount == 1, decimalKinds.contains(amount.separators[count - 1]),
        let last = amount.groups.last, last <= fractionDigits
      else { return nil }
      integerGroups = integerGroups.dropLast()
      endsInFraction = true
    }
    let own = grouping.separator.map(Self.unified)
    guard integerGroups.count == 1 || !amount.startsWithZero,
      amount.separators.prefix(integerGroups.count - 1).allSatisfy({ amount.kinds[Int($0)] == own }),
      Self.isGrouped(integerGroups, size: grouping.size, secondarySize: grouping.secondarySize)
    else { return nil }
    return endsInFraction
  }

  /// In another locale's layout: whether the last group is a fraction, or why no reading fits.
  private func foreignEndsInFraction(_ amount: PastedAmount) -> Result<Bool, Refusal> {
    let count = amount.separators.count
    let lastKind = amount.separators[count - 1]
    let last = amount.kinds[Int(lastKind)]
    let fraction = amount.groups[amount.groups.count - 1]
    let before = amount.separators.dropLast()
    let oneKindBefore = before.allSatisfy { $0 == before.first }
    let beforeKind = before.first.map { amount.kinds[Int($0)] } ?? last
    // No grouped integer starts with 0 (`01,581`); CLDR groups with `'` only before a `.`.
    let decimalShape =
      (last == "." || last == ",") && !before.contains(lastKind) && oneKindBefore
      && Self.isThousands(amount.groups.dropLast(), separator: beforeKind)
      && (before.isEmpty || !amount.startsWithZero && (beforeKind != "'" || last == "."))
    let groupedShape =
      oneKindBefore && (before.first ?? lastKind) == lastKind && !amount.startsWithZero
      && Self.isThousands(amount.groups[...], separator: last)
    // Two layouts that read the text differently (`1.234`: 1.234 in `en`, 1234 in `de`) refuse it,
    // also when the field could not take the fraction.
    switch (decimalShape, groupedShape) {
    case (true, false): return fraction <= fractionDigits ? .success(true) : .failure(tooLong(fraction))
    case (false, true): return .success(false)
    case (true, true):
      return .failure(Refusal(problem: .amount(.fractionOrThousands(digits: fraction, separator: last))))
    case (false, false): return .failure(Refusal.noLayout)
    }
  }

  /// Whether digit groups are thousands (`1,234,567`) or, separated by commas, lakhs and crores
  /// (`12,34,567`): CLDR's latn layouts (babel 2.18.0: `#,##,##0.###` only with `,` as the group).
  private static func isThousands(_ groups: ArraySlice<Int>, separator: Character) -> Bool {
    isGrouped(groups, size: 3, secondarySize: 3)
      || separator == "," && isGrouped(groups, size: 3, secondarySize: 2)
  }

  /// Whether `groups` (their lengths) are grouped: the last has `size` digits, those before it
  /// `secondarySize`, the first at most that many (a single group is never wrong).
  private static func isGrouped(_ groups: ArraySlice<Int>, size: Int, secondarySize: Int) -> Bool {
    guard groups.count > 1, let first = groups.first, let last = groups.last else { return true }
    return last == size && (1...max(1, secondarySize)).contains(first)
      && groups.dropFirst().dropLast().allSatisfy { $0 == secondarySize }
  }

  /// `text` without its format characters (general category Cf: bidi marks, U+FEFF, U+200B, U+200D,
  /// U+2060, U+00AD), and whether one stood between two digits (a joiner, U+200C or U+200D, belongs to
  /// the digit before it, as every reader reads a digit with its attachments, so it splits nothing).
  static func withoutFormatCharacters(_ text: String) -> (text: String, splitsDigits: Bool) {
    // One pass finds whether there is a format character at all; most texts have none.
    if text.isPlainASCII || !text.unicodeScalars.contains(where: \.isFormat) { return (text, false) }
    var scalars = String.UnicodeScalarView()
    var splitsDigits = false
    var afterDigit = false
    var skipped = false
    for scalar in text.unicodeScalars {
      if scalar.isFormat {
        if scalar.value != 0x200C, scalar.value != 0x200D { skipped = true }
        continue
      }
      let digit = scalar.properties.numericType == .decimal
      if digit, afterDigit, skipped { splitsDigits = true }
      afterDigit = digit
      skipped = false
      scalars.append(scalar)
    }
    return (String(scalars), splitsDigits)
  }

  /// How many of the field's currency affixes (its prefix and suffix, spaces aside) ``withoutAffixes(_:)``
  /// takes off `text`.
  private func affixesTaken(_ text: String) -> Int {
    var count = 0
    if !Self.trimmed(suffix).isEmpty, text.hasSuffix(suffix) { count += 1 }
    let unsigned =
      text.first == "-" || text.first == "\u{2212}" ? Substring(text.dropFirst()) : Substring(text)
    if !Self.trimmed(prefix).isEmpty, text.hasPrefix(prefix) || unsigned.hasPrefix(prefix) { count += 1 }
    return count
  }

  /// Why the currency marks of a paste are refused: one not the field's (in a field without a currency
  /// prefix or suffix, the cent sign, a subunit: `12 ¢` is no 12), or more than one in all with the
  /// `affixes` of the field taken off.
  private func currencyRefusal(_ marks: [String], affixes: Int) -> MaskProblem? {
    guard !marks.isEmpty else { return nil }
    let own = ownCurrencyMarks
    if let other = marks.first(where: { own.isEmpty ? $0 == "¢" : !own.contains($0) }) {
      return .amount(.otherCurrency(other))
    }
    return marks.count + affixes > 1 ? .amount(.twoCurrencies) : nil
  }

  /// The currency marks a text in this field may hold: its prefix and suffix (spaces aside), the codes
  /// whose CLDR symbol they are, and those codes' symbols (``currencySymbols``).
  var ownCurrencyMarks: Set<String> {
    var marks = Set([Self.trimmed(prefix), Self.trimmed(suffix)].filter { !$0.isEmpty })
    guard !marks.isEmpty else { return marks }
    for (code, symbols) in Self.currencySymbols
    where marks.contains(code) || symbols.contains(where: { marks.contains(String($0)) }) {
      marks.insert(code)
      for symbol in symbols { marks.insert(String(symbol)) }
    }
    return marks
  }

  /// `affix` without the spaces at its ends.
  private static func trimmed(_ affix: String) -> String {
    String(affix.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Every kind of space as `" "` and the right single quotation mark as an apostrophe.
  private static func unified(_ character: Character) -> Character { PastedAmount.unified(character) }
}
