/// Amounts pasted in another locale's layout (`1,234.56` into a `1.234,56` field) or with a currency.
extension AmountMask: PasteLayoutReading {
  /// Reads the number in the field's own layout when it fits it (grouping in the right places, one
  /// decimal separator with at most ``fractionDigits`` digits after it); else the last separator is the
  /// decimal separator when at most ``fractionDigits`` digits follow it and the groups before it are
  /// thousands (or lakhs) of one other separator, or every separator groups thousands. Currency symbols,
  /// codes and spaces around the number are skipped; a minus sign in an unsigned field, too many fraction
  /// digits and separators of no known layout are refused. Any other paste is read as it is by
  /// ``match(_:)``, which reads it or refuses it, so a decimal separator is never dropped to make other
  /// digits fit; a decimal separator that starts the number reads as `0.` (`.5` is `0.5`).
  ///
  /// The decimal separator of a whole value is where the person put it, in every entry mode: with
  /// ``AmountEntry/cents`` entry `12.3` is `12.30` (rewritten as the digits `1230` that fill from the
  /// right), not `1.23`. With ``padsFraction`` a short fraction is padded with zeros (`12` is `12.00`,
  /// and so is `12.`, a whole number whose fraction was left out).
  public func pasteLayout(of pasted: String) -> PasteLayout {
    let trimmed = pasted.reversed().drop(while: \.isWhitespace)
    if padsFraction, entry == .leftToRight, trimmed.first == decimalSeparator,
      trimmed.dropFirst().first?.normalizedASCIIDigit != nil
    {
      return pasteLayout(of: String(trimmed.dropFirst().reversed()))
    }
    guard
      let amount = PastedAmount(
        Self.withLeadingZero(pasted, decimalSeparator: decimalSeparator),
        separators: Set([grouping.separator, decimalSeparator].compactMap { $0 }))
    else { return .recognised(pasted) }
    if amount.isNegative, !allowsNegative { return .refused(reason: "the field takes no negative amount") }
    let groups = amount.shape.groups
    let separators = amount.shape.separators.map { Self.unified(Character($0)) }
    let endsInFraction: Bool
    if let own = ownEndsInFraction(groups, separators) {
      endsInFraction = own
    } else {
      switch foreignEndsInFraction(groups, separators) {
      case .success(let foreign): endsInFraction = foreign
      case .failure(let refusal): return .refused(reason: refusal.reason)
      }
    }
    let integer = (endsInFraction ? groups.dropLast() : groups[...]).joined()
    let sign = amount.isNegative ? "-" : ""
    let typedFraction = endsInFraction ? groups.last ?? "" : ""
    let padding = String(repeating: "0", count: max(0, fractionDigits - typedFraction.count))
    if entry == .cents {
      return .recognised(sign + integer + (endsInFraction ? typedFraction + padding : ""))
    }
    guard endsInFraction || (padsFraction && fractionDigits > 0) else { return .recognised(sign + integer) }
    return .recognised(
      sign + integer + String(decimalSeparator) + typedFraction + (padsFraction ? padding : ""))
  }

  /// `pasted` with a `0` before a decimal separator that starts the number (`.5` is `0.5`).
  private static func withLeadingZero(_ pasted: String, decimalSeparator: Character) -> String {
    var characters = Array(pasted)
    guard
      let first = characters.firstIndex(where: { !PasteShape.isSpace($0) && $0 != "-" && $0 != "\u{2212}" }),
      characters[first] == decimalSeparator || characters[first] == ".",
      characters.indices.contains(first + 1), characters[first + 1].normalizedASCIIDigit != nil
    else { return pasted }
    characters.insert("0", at: first)
    return String(characters)
  }

  /// Why a paste has no reading.
  private struct Refusal: Error {
    var reason: String
  }

  /// In the field's own layout: whether the last group is a fraction, or nil when the paste does not fit.
  private func ownEndsInFraction(_ groups: [String], _ separators: [Character]) -> Bool? {
    let decimals: Set<Character> =
      grouping.separator == "." || grouping.separator == ","
      ? [Self.unified(decimalSeparator)] : [Self.unified(decimalSeparator), ".", ","]
    let decimalIndices = separators.indices.filter { decimals.contains(separators[$0]) }
    var integerGroups = groups[...]
    var endsInFraction = false
    if let index = decimalIndices.first {
      guard decimalIndices.count == 1, index == separators.count - 1, let last = groups.last,
        last.count <= fractionDigits
      else { return nil }
      integerGroups = integerGroups.dropLast()
      endsInFraction = true
    }
    let integerSeparators = separators.prefix(integerGroups.count - 1)
    let own = grouping.separator.map(Self.unified)
    guard integerSeparators.allSatisfy({ $0 == own }),
      Self.isGrouped(integerGroups, size: grouping.size, secondarySize: grouping.secondarySize)
    else { return nil }
    return endsInFraction
  }

  /// In another locale's layout: whether the last group is a fraction, or why no reading fits.
  private func foreignEndsInFraction(_ groups: [String], _ separators: [Character]) -> Result<Bool, Refusal> {
    guard let last = separators.last, let fraction = groups.last else { return .success(false) }
    let before = separators.dropLast()
    let decimalShape =
      (last == "." || last == ",") && !before.contains(last) && Set(before).count <= 1
      && Self.isThousands(groups.dropLast())
    let decimalFits = decimalShape && fraction.count <= fractionDigits
    let groupedShape = Set(separators).count == 1 && Self.isThousands(groups[...])
    switch (decimalFits, groupedShape) {
    case (true, false): return .success(true)
    case (false, true): return .success(false)
    case (true, true):
      return .failure(
        Refusal(reason: "\(fraction.count) digits after '\(last)' may be a fraction or thousands"))
    case (false, false):
      let fits = fractionDigits == 0 ? "none" : "at most \(fractionDigits)"
      return .failure(
        Refusal(
          reason: decimalShape
            ? "the amount has \(fraction.count) fraction digits; the field takes \(fits)"
            : "its separators are not those of an amount"))
    }
  }

  /// Whether digit groups are thousands (`1,234,567`) or lakhs and crores (`12,34,567`).
  private static func isThousands(_ groups: ArraySlice<String>) -> Bool {
    isGrouped(groups, size: 3, secondarySize: 3) || isGrouped(groups, size: 3, secondarySize: 2)
  }

  /// Whether `groups` are grouped: the last has `size` digits, those before it `secondarySize`, the
  /// first at most that many (a single group is never wrong).
  private static func isGrouped(_ groups: ArraySlice<String>, size: Int, secondarySize: Int) -> Bool {
    guard groups.count > 1, let first = groups.first, let last = groups.last else { return true }
    return last.count == size && (1...max(1, secondarySize)).contains(first.count)
      && groups.dropFirst().dropLast().allSatisfy { $0.count == secondarySize }
  }

  /// Every kind of space as `" "` and the right single quotation mark as an apostrophe.
  private static func unified(_ character: Character) -> Character {
    if PasteShape.isSpace(character) { return " " }
    return character == "\u{2019}" ? "'" : character
  }
}
