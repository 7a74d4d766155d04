/// Hands out the patterns of one record in the order the record is read, each with the automaton the
/// generator built for it (the record's last field lists them in that order). A pattern the list does
/// not cover builds its automaton at run time.
final class PhonePatternCursor {
  private var numbers: [Int]
  private var position = 0

  /// A cursor over `automata`, the record's comma-separated automaton numbers.
  init(automata: String) {
    numbers = PhoneRecordText.split(automata, ",", omittingEmpty: true).map { Int($0) ?? -1 }
  }

  /// Passes over a pattern the reader does not need.
  func skip() { position += 1 }

  /// The next pattern of the record, compiled from `source`.
  func next(_ source: String) -> DigitPattern {
    guard let automaton = nextAutomaton() else { return DigitPattern(source) }
    return DigitPattern(source, automaton: automaton)
  }

  /// The next pattern of the record, one that is only asked for whole or prefix matches (number
  /// descriptions, leading digits): its machine program is compiled only if ever needed.
  func nextMatchingOnly(_ source: String) -> DigitPattern {
    guard let automaton = nextAutomaton() else { return DigitPattern(source) }
    return DigitPattern(matchingOnly: source, automaton: automaton)
  }

  /// The generated automaton of the next pattern, nil when there is none (past the state limit).
  private func nextAutomaton() -> DigitAutomaton? {
    defer { position += 1 }
    guard position < numbers.count, PhoneMetadataTable.automata.indices.contains(numbers[position]) else {
      return nil
    }
    return DigitAutomaton(encoded: PhoneMetadataTable.automata[numbers[position]])
  }
}
