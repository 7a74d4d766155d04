/// A problem one kind of mask declares in its own folder (`PhoneProblem` in `Presets/Phone/`,
/// `IBANProblem` in `Presets/IBAN/`): an enum whose cases are the kind's reasons, each with its
/// ``ProblemShape`` (stable code, wording key, typed arguments and English sentence) in one switch.
///
/// A kind's problem reaches an app as a ``MaskProblem`` (``MaskProblem/init(_:)``); the app gets it
/// back typed with ``MaskProblem/as(_:)`` to bind its values (`if case .regionDenied(let region)? =
/// problem.as(PhoneProblem.self)`), or matches a whole value in a `switch` over the ``MaskProblem``
/// (`case .phone(.misplacedPlus):`, the kind's constructor as an expression pattern).
public protocol KindProblem: Sendable, Hashable, CustomStringConvertible {
  /// The problem's code, wording key, arguments and English sentence.
  var shape: ProblemShape { get }
}

extension KindProblem {
  /// The stable code of the problem (``ProblemShape/code``), the `reasonCode` of `maskkit check --json`.
  public var code: String { shape.code }
  /// The English sentence of the problem (``ProblemShape/english``).
  public var description: String { shape.english }
}

/// What a problem is, apart from its type: a stable code, the key and arguments a wording table fills,
/// and the English sentence. Built when asked, never while a mask formats text.
public struct ProblemShape: Sendable {
  /// The stable name of the problem (`checkDigits`): it never changes once released.
  public var code: String
  /// The wording tables' key below `problems.`: the code, or the code and a variant
  /// (`shouldBeDigit.missing`) when the sentence has a form without one of its values.
  public var key: String
  /// The values the sentence names, by placeholder name (`{expected}`).
  public var arguments: [String: ProblemArgument]
  /// The English sentence MaskKit shows (`check digits should be 09`): the English wording table's
  /// sentence of ``key`` filled with ``arguments`` for MaskKit's own kinds, the one given for an app's.
  public var english: String {
    get { written ?? EnglishWording.sentence(key, arguments, values: englishValues) }
    set { written = newValue }
  }
  /// The sentence given at creation (an app's own kind), or nil for the English table's.
  private var written: String?
  /// The English text of arguments whose usual text is not the one the sentence says (a region's
  /// name where the argument is its code).
  private var englishValues: [String: String]

  /// The shape of the problem `code`, its key `code.variant` when `variant` is given, with its English
  /// sentence `english` (for a kind of an app's own, whose sentences the English table does not have).
  public init(
    _ code: String, variant: String? = nil, _ arguments: [String: ProblemArgument] = [:], english: String
  ) {
    self.code = code
    self.key = variant.map { code + "." + $0 } ?? code
    self.arguments = arguments
    self.written = english
    self.englishValues = [:]
  }

  /// The shape of the problem `code` of one of MaskKit's kinds, its key `code.variant` when `variant` is
  /// given: its English sentence is the English wording table's, filled with `arguments` (an argument
  /// named in `englishValues` says that text instead).
  init(
    _ code: String, variant: String? = nil, _ arguments: [String: ProblemArgument] = [:],
    englishValues: [String: String] = [:]
  ) {
    self.code = code
    self.key = variant.map { code + "." + $0 } ?? code
    self.arguments = arguments
    self.written = nil
    self.englishValues = englishValues
  }
}

/// A value a problem's sentence names, typed so that a wording table can format it for its language.
public enum ProblemArgument: Sendable, Hashable {
  /// Text from the input or the mask, shown as it is (`09`, `K1A 0B`, `x`).
  case text(String)
  /// A whole number (a count, a position, a year).
  case number(Int)
  /// A decimal in ASCII digits with `.` (`-10.00`).
  case decimal(String)
  /// A calendar date.
  case date(CalendarDate)
  /// A region code (`DE`), said as the region's name.
  case region(String)
  /// Region codes, said as their names in a list.
  case regions([String])
  /// A month 1–12, said as its name.
  case month(Int)
  /// Items said as a list.
  case list([String])
  /// A name a wording table may translate under `key` (`schemes.us.ssn`), else `fallback` (`SSN`).
  case term(key: String, fallback: String)
}

/// A kind's problem inside a ``MaskProblem``: equal and hashed as the kind's own value.
public struct AnyKindProblem: Sendable, Hashable {
  /// The kind's problem.
  public let base: any KindProblem

  /// `base`, wrapped.
  public init(_ base: some KindProblem) { self.base = base }

  /// Whether both wrap equal problems of the same type.
  public static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

  /// Hashes the wrapped problem.
  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

extension MaskProblem {
  /// The problem `problem` a kind of mask declares.
  public init(_ problem: some KindProblem) { self = .kind(AnyKindProblem(problem)) }

  /// The problem as the kind's type `type` declares it, or nil when it is a problem of another kind
  /// or one every mask has: `if let phone = problem.as(PhoneProblem.self) { switch phone { … } }`.
  public func `as`<Problem: KindProblem>(_ type: Problem.Type) -> Problem? {
    guard case .kind(let wrapped) = self else { return nil }
    return wrapped.base as? Problem
  }
}
