/// A national identifier (a Brazilian CPF, a Spanish DNI, an Indian Aadhaar number…) in the layout people
/// write it in, checked as it is typed.
///
/// The scheme names are python-stdnum's module names with a dot (`br.cpf`; ``schemeNames`` lists them).
/// Characters are read position by position as python-stdnum reads them: its map of Unicode dashes, dots
/// and spaces to ASCII, digits of every script as ASCII digits, letters (also full-width) upper-cased,
/// format characters such as U+200F skipped, the separators the scheme's `compact()` deletes skipped
/// where it allows them and whitespace around the identifier skipped where it strips it; a character
/// that cannot stand at its position, or one beyond the identifier's length, is refused with a reason
/// (``MaskResult/refusal``).
/// The value is the identifier without separators (python-stdnum's `compact()`), and the field is
/// complete only when every character typed is in it, its length is one the scheme issues and its
/// check passes; a whole identifier that fails the check says why (`check digit should be 5`).
public struct IdentifierMask: Mask, Hashable {
  let scheme: IdentifierScheme
  /// The day birth dates may not come after, or nil to check only that they exist.
  public let today: CalendarDate?
  /// The characters skipped between value characters (the scheme's ``IdentifierScheme/separators``).
  let separators: IdentifierCharacterClass

  /// The scheme's name, such as `br.cpf`.
  public var schemeName: String { scheme.name }
  /// What people call the identifier, such as `CPF`.
  public var title: String { scheme.title }

  /// The names `init(scheme:)` accepts, in order.
  public static var schemeNames: [String] { IdentifierScheme.all.map(\.name) }

  /// What people call the identifier of scheme `name` (any case), such as `CPF` for `br.cpf`; nil for
  /// no such scheme.
  public static func title(ofScheme name: String) -> String? { IdentifierScheme.named(name)?.title }

  /// What the check characters of scheme `name` are (any case): ``SlotSummary/Kind/digits``,
  /// ``SlotSummary/Kind/letters`` or ``SlotSummary/Kind/characters``, as ``IdentifierProblem/noCheckFits(scheme:)``
  /// words them; nil for no such scheme.
  public static func checkKind(ofScheme name: String) -> SlotSummary.Kind? {
    IdentifierScheme.named(name)?.checkKind
  }

  /// Creates the mask of scheme `scheme` (any case); throws when there is no such scheme. With `today`,
  /// a birth date after it is invalid where the scheme's own validation says so (Norway, Denmark), and
  /// two-digit years are placed in the latest century not after it (Sweden, South Africa, Belgium);
  /// without it, only that the date exists is checked.
  public init(scheme: String, today: CalendarDate? = nil) throws(PresetError) {
    guard let found = IdentifierScheme.named(scheme) else {
      throw PresetError(
        .invalidOption, "unknown identifier scheme '\(scheme)'; use \(IdentifierScheme.names)")
    }
    self.scheme = found
    self.separators = found.separators
    self.today = today
  }

  /// Two masks are equal when they read the same scheme against the same day (``today`` changes which
  /// birth dates are valid and which century a two-digit year is in).
  public static func == (lhs: IdentifierMask, rhs: IdentifierMask) -> Bool {
    lhs.scheme.name == rhs.scheme.name && lhs.today == rhs.today
  }

  /// Hashes the scheme's name and the day.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(scheme.name)
    hasher.combine(today)
  }

  /// An identifier: what the text shows and whether it is whole and valid.
  public struct Match: Sendable, Hashable {
    /// The formatted text, caret and value (the identifier without separators).
    public var result: MaskResult
    /// Whether the characters read make an identifier of a length the scheme issues.
    public var hasValidLength: Bool
    /// Whether that identifier passes the scheme's check.
    public var passesCheck: Bool
  }

  /// Formats `input` and checks the identifier. A text with a character that cannot be read as part of
  /// the identifier (or beyond its length) is refused (``MaskResult/refusal``); a whole identifier that
  /// fails a check or rule has that ``MaskResult/problem`` and is shown as it is.
  public func match(_ input: CaretText) -> Match {
    let (tokens, cut) = IdentifierReading.tokens(input, separators: separators, strips: scheme.strips)
    let reading = IdentifierReading.best(tokens, layouts: scheme.layouts, placement: scheme.placement)
    let layout = scheme.layouts[reading.layout]
    let text = layout.written(reading.value)
    let whole = reading.value.count == layout.length
    let checkProblem = whole ? scheme.problem(reading.value, layout: layout, today: today) : nil
    var refusal = refusal(reading, layout: layout, text: input.text)
    if refusal == nil, cut { refusal = .identifier(.identifierTooLong(scheme: scheme.name)) }
    let caret = layout.offset(after: reading.beforeCaret)
    let value = IdentifierCharacterClass.string(reading.value)
    var result = MaskResult(
      text: text, caret: caret, value: value, isComplete: whole && checkProblem == nil,
      tailPlaceholder: layout.drawn(from: reading.value.count), problem: checkProblem)
    if let refusal { result = result.refused(refusal) }
    return Match(result: result, hasValidLength: whole, passesCheck: whole && checkProblem == nil)
  }

  /// Why characters of `reading` were refused, or nil.
  private func refusal(_ reading: IdentifierReading, layout: IdentifierLayout, text: String) -> MaskProblem? {
    if let (offset, position) = reading.firstRefused, let character = text.dropFirst(offset).first {
      if reading.firstRefusedIsSeparator {
        return .identifier(.separatorMisplaced(after: position, scheme: scheme.name))
      }
      let known = IdentifierCharacterClass.canonical(character).map { byte in
        scheme.layouts.contains { layout in layout.positions.contains { $0.takes(byte) } }
      }
      guard known == true else { return .identifier(.notPartOfIdentifier(character, scheme: scheme.name)) }
      return .identifier(
        .identifierCharacterMisplaced(character, position: position + 1, scheme: scheme.name))
    }
    guard reading.overflow > 0 else { return nil }
    let lengths = scheme.layouts.map(\.length)
    let longest = lengths.max() ?? layout.length
    let count = reading.overflow
    return lengths.count == 1
      ? .identifier(.identifierLengthExceeded(extra: count, scheme: scheme.name, length: longest))
      : .identifier(.identifierMaximumExceeded(extra: count, scheme: scheme.name, maximum: longest))
  }

  /// Formats `input`; see ``match(_:)``.
  public func apply(_ input: CaretText) -> MaskResult { match(input).result }

  /// The shortest layout drawn with `0` for digits, `A` for letters and `X` for either.
  public var placeholder: String { scheme.layouts[0].drawn() }
}
