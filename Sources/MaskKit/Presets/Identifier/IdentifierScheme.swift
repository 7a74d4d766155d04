/// A national identifier: its name, the layouts it is written in and its checks.
///
/// Every scheme is an entry of ``IdentifierScheme/all`` (see the files `IdentifierSchemes+*.swift`);
/// the mask reads and writes every one the same way (`IdentifierReading`).
struct IdentifierScheme: Sendable {
  /// The python-stdnum module name with a dot: `br.cpf`.
  var name: String
  /// What people call it: `CPF`.
  var title: String
  /// The layouts, shortest first; the field shows the shortest that holds what is typed.
  var layouts: [IdentifierLayout]
  /// The separators the scheme's python-stdnum `compact()` deletes (its `clean()` characters, after
  /// stdnum's map of Unicode dashes, dots and spaces to ASCII): skipped where ``placement`` allows.
  /// They include every separator of the layouts.
  var deleted: String
  /// Whether whitespace before and after the identifier is skipped (stdnum's `compact()` ends with
  /// `strip()`; not for the personnummer, fødselsnummer and South African ID number).
  var strips = true
  /// Where a deleted separator may stand.
  var placement = SeparatorPlacement.anywhere

  /// Where a scheme lets the separators it deletes stand.
  enum SeparatorPlacement: Sendable {
    /// Anywhere (stdnum deletes them before reading the number).
    case anywhere
    /// Only where the layout has one, at most one each (the `-?` of stdnum's SSN and EIN patterns).
    case onceAtBoundaries
    /// The characters the position with a fill character takes (a personnummer's `-`/`+`) only up to
    /// that position (stdnum deletes them only before it); the others anywhere.
    case beforeFill
  }
  /// How many characters at the end are check characters (0: the scheme has no check digit).
  var checkLength = 1
  /// ``checkLength`` for the lengths where it differs (a 12-digit INN has two check digits).
  var checkLengthByLength: [Int: Int] = [:]
  /// Why a whole identifier breaks a rule other than its check characters (a date that does not
  /// exist, a number never issued), or nil.
  var rules: @Sendable ([UInt8]) -> MaskProblem? = { _ in nil }
  /// Why a whole identifier's date does not exist or is after today (when today is known), or nil.
  var dated: @Sendable ([UInt8], CalendarDate?) -> MaskProblem? = { _, _ in nil }
  /// The check characters a whole identifier should end with, for the reason (nil: found by trying,
  /// ``searchedCheck(_:classes:)``); schemes with two check characters give it so the reason needs no
  /// search of the 100 candidates, and the ones whose keystrokes must stay cheap (RUT, NIT, personnummer,
  /// RIC) too.
  var expected: (@Sendable ([UInt8]) -> [UInt8]?)? = nil
  /// Whether a whole identifier's check characters are right.
  var passes: @Sendable ([UInt8]) -> Bool = { _ in true }

  /// Why a whole identifier (its length is a layout's) is not valid, or nil: a rule's reason, else
  /// the check characters it should end with (`check digit should be 5`): ``expected`` where the scheme
  /// computes them, else found by ``searchedCheck(_:classes:)``.
  func problem(_ value: [UInt8], layout: IdentifierLayout, today: CalendarDate?) -> MaskProblem? {
    if let problem = rules(value) ?? dated(value, today) { return problem }
    guard !passes(value) else { return nil }
    let classes = layout.positions[(value.count - checkLength(ofLength: value.count))...]
    guard let characters = expected?(value) ?? searchedCheck(value, classes: classes) else {
      return .identifier(.noCheckFits(scheme: name))
    }
    return Self.problem(characters, classes)
  }

  /// How many check characters an identifier of `length` characters ends with.
  func checkLength(ofLength length: Int) -> Int { checkLengthByLength[length] ?? checkLength }

  /// The first check characters (in the order of ``members``) that `classes`, the check positions at
  /// the end of `value`, take and with which `value` passes, or nil: the general path, which
  /// ``expected`` answers directly where a scheme gives it (tests hold the two to each other).
  func searchedCheck(_ value: [UInt8], classes: ArraySlice<IdentifierCharacterClass>) -> [UInt8]? {
    let checkLength = classes.count
    var trial = value
    let start = value.count - checkLength
    let candidates = classes.map { position in Self.members.filter(position.takes) }
    guard candidates.allSatisfy({ !$0.isEmpty }) else { return nil }
    var indices = Array(repeating: 0, count: checkLength)
    while true {
      for (offset, index) in indices.enumerated() { trial[start + offset] = candidates[offset][index] }
      if passes(trial) { return Array(trial.suffix(checkLength)) }
      var carry = checkLength - 1
      while carry >= 0 {
        indices[carry] += 1
        if indices[carry] < candidates[carry].count { break }
        indices[carry] = 0
        carry -= 1
      }
      if carry < 0 { return nil }
    }
  }

  /// What the check characters are, for ``IdentifierProblem/noCheckFits(scheme:)``: digits, letters or
  /// characters, by the check positions of the first layout (every layout of a scheme has the same).
  var checkKind: SlotSummary.Kind {
    guard let layout = layouts.first else { return .characters }
    return Self.kind(layout.positions.suffix(checkLength(ofLength: layout.length)))
  }

  /// Every canonical byte a position may take.
  private static let members = Array(48...57) + Array(65...90) + [38, 43, 45, IdentifierCharacterClass.enye]

  /// `check digit should be 5`, `check digits should be 09`, `check letter should be Z`: the check
  /// characters as text, built as bytes (a failing keystroke pays for it).
  private static func problem(_ expected: [UInt8], _ classes: ArraySlice<IdentifierCharacterClass>)
    -> MaskProblem
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(expected.count * 2)
    for byte in expected { IdentifierCharacterClass.appendUTF8(of: byte, to: &bytes) }
    let characters = String(decoding: bytes, as: UTF8.self)
    switch kind(classes) {
    case .digits: return .identifier(.checkDigits(characters))
    case .letters: return .identifier(.checkLetters(characters))
    case .characters: return .identifier(.checkCharacters(characters))
    }
  }

  /// Digits when every class of `classes` holds digits only, letters when letters only, else
  /// characters.
  static func kind(_ classes: ArraySlice<IdentifierCharacterClass>) -> SlotSummary.Kind {
    classes.allSatisfy(\.isDigits) ? .digits : classes.allSatisfy(\.isLetters) ? .letters : .characters
  }

  /// The characters skipped between value characters: ``deleted``.
  var separators: IdentifierCharacterClass { IdentifierCharacterClass(deleted, drawn: " ") }

  /// The scheme called `name` (any case), or nil.
  static func named(_ name: String) -> IdentifierScheme? {
    let key = name.lowercased()
    return all.first { $0.name == key }
  }

  /// Every scheme, in the order `--help` lists them.
  static let all: [IdentifierScheme] = americas + europe + elsewhere

  /// The scheme names, comma-separated.
  static var names: String { all.map(\.name).joined(separator: ", ") }
}
