/// A preset's mask: it reads a text as its preset does and reports what it found there (the country
/// of a phone number, a card's brand), and explains itself.
///
/// `maskkit check --json`, `eval` and `explain` ask a mask for this ability through
/// ``Mask/abilities``, so a wrapper such as ``ValidatedMask`` keeps it.
public protocol PresetReporting: Sendable {
  /// The name of the preset that made the mask (`phone`).
  var presetName: String { get }
  /// What `maskkit explain` says of the mask's settings (`phone: home US, international style`).
  var explanation: String { get }
  /// Formats `input` as the mask does and reports its findings; a whole text is read with
  /// ``Mask/format(_:autocomplete:)`` first by ``Mask/report(_:)``.
  func report(_ input: CaretText) -> PresetReport
}

/// What a preset found in a text: the result and its findings.
///
/// The findings may be worked out only when they are read (``init(_:pending:findings:)``), so a surface
/// that needs only the verdict (`maskkit check` without `--json`) does not pay for them. Two reports are
/// equal when their results, pending problems and findings are.
public struct PresetReport: Sendable, Hashable {
  /// The formatted text, value and completeness.
  public var result: MaskResult
  /// The preset's findings by name (`country`, `e164`, `brand`, `luhn`), in the order it reports them.
  public var findings: [(name: String, value: PresetFinding)] {
    get { storedFindings.map { ($0.name, $0.value) } }
    set { findingSource = .built(newValue.map { Finding(name: $0.name, value: $0.value) }) }
  }
  /// What an incomplete value without a problem still lacks, when the preset can say it better than
  /// its tail placeholder (``PhoneProblem/phoneNumberIncomplete(region:callingCode:)``: `not yet a valid
  /// number of Germany`); nil otherwise.
  public var pending: MaskProblem?

  private var findingSource: FindingSource

  private struct Finding: Sendable, Hashable {
    var name: String
    var value: PresetFinding
  }

  /// The findings as given, or the work that gives them.
  private enum FindingSource: Sendable {
    case built([Finding])
    case deferred(@Sendable () -> [(String, PresetFinding)])
    case facts(any DeferredFindings)
  }

  private var storedFindings: [Finding] {
    let findings: [(String, PresetFinding)]
    switch findingSource {
    case .built(let built): return built
    case .deferred(let work): findings = work()
    case .facts(let facts): findings = facts.findings
    }
    return findings.map { Finding(name: $0.0, value: $0.1) }
  }

  /// Creates a report.
  public init(_ result: MaskResult, findings: [(String, PresetFinding)] = [], pending: MaskProblem? = nil) {
    self.result = result
    self.findingSource = .built(findings.map { Finding(name: $0.0, value: $0.1) })
    self.pending = pending
  }

  /// Creates a report whose findings are worked out by `findings` each time they are read.
  public init(
    _ result: MaskResult, pending: MaskProblem? = nil,
    findings: @escaping @Sendable () -> [(String, PresetFinding)]
  ) {
    self.result = result
    self.findingSource = .deferred(findings)
    self.pending = pending
  }

  /// Creates a report whose findings `facts` works out each time they are read: a preset's facts of a
  /// reading, kept without the allocation a closure's context costs.
  init(_ result: MaskResult, pending: MaskProblem? = nil, facts: some DeferredFindings) {
    self.result = result
    self.findingSource = .facts(facts)
    self.pending = pending
  }

  /// Why the value is not complete: the result's refusal or problem, else ``pending``, else what the
  /// rest of the mask still needs; nil when complete. The one reason `maskkit check` gives.
  public var reason: MaskProblem? {
    guard !result.isComplete else { return nil }
    if let problem = result.refusal ?? result.problem { return problem }
    return pending ?? result.reason
  }

  /// Whether the two reports have equal results, pending problems and findings.
  public static func == (lhs: PresetReport, rhs: PresetReport) -> Bool {
    lhs.result == rhs.result && lhs.pending == rhs.pending && lhs.storedFindings == rhs.storedFindings
  }

  /// Hashes the result, the pending problem and the findings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(result)
    hasher.combine(pending)
    hasher.combine(storedFindings)
  }
}

/// What a preset knows of a reading, from which its report's findings are worked out when read
/// (`PresetReport.init(_:pending:facts:)`); small enough (three words) for an existential to hold
/// inline.
protocol DeferredFindings: Sendable {
  /// The findings, in the preset's order.
  var findings: [(String, PresetFinding)] { get }
}

/// One finding of a preset about a text.
public enum PresetFinding: Sendable, Hashable {
  /// Nothing found (no country yet).
  case none
  /// A name or a text (`GB`, `+442079460958`).
  case text(String)
  /// A number (a month, minor units).
  case integer(Int)
  /// Yes or no (passes Luhn).
  case flag(Bool)
  /// Numbers (the octets of an address).
  case integers([Int])

  /// Text, or none.
  public static func text(_ text: String?) -> PresetFinding { text.map(PresetFinding.text) ?? .none }
  /// A number, or none.
  public static func integer(_ number: Int?) -> PresetFinding { number.map(PresetFinding.integer) ?? .none }
}

extension Mask {
  /// Reads `text` whole, as ``format(_:autocomplete:)`` reads it, and reports the preset's findings
  /// about it; nil for a mask no preset made. The text is read once; the result is the mask's own (a
  /// wrapper's rule applies to it), so `report(text)?.result == format(text)`.
  public func report(_ text: String, autocomplete: Bool = true) -> PresetReport? {
    wholeTextReporter(autocomplete: autocomplete)?(text)
  }

  /// ``report(_:autocomplete:)`` as one function for a stream of texts (`maskkit check` and its
  /// `--json`, the prompt's verdict), or nil for a mask no preset made: the reporter, the reader and the
  /// mask's own shortcut (`WholeTextShortcut`) are looked up once, not for every text (each is a dynamic
  /// cast). A wrapper is no shortcut, so a wrapped preset is read the general way, its rule applied to
  /// each result.
  package func wholeTextReporter(autocomplete: Bool = true) -> ((String) -> PresetReport)? {
    let abilities = self.abilities
    guard let reporter = abilities.reporter else { return nil }
    let reader = abilities.layoutReader
    let general = { (text: String) in report(text, autocomplete: autocomplete, by: reporter, reader: reader) }
    // Unwrapped here, so no text pays for a copy of the optional existential.
    guard let shortcut = self as? any WholeTextShortcut else { return general }
    return { text in shortcut.wholeTextReportShortcut(text, autocomplete: autocomplete) ?? general(text) }
  }

  /// ``report(_:autocomplete:)`` by `reporter`, the mask's own: the whole text as its `reader` reads it
  /// (``PasteLayoutReading/wholeText(of:)``, digits as ASCII), refused with the reader's reason. A surface
  /// that reads many texts with one mask asks ``abilities`` once and passes what they give.
  package func report(
    _ text: String, autocomplete: Bool, by reporter: any PresetReporting, reader: (any PasteLayoutReading)?
  ) -> PresetReport {
    let read: (text: String, refusal: MaskProblem?) =
      reader?.wholeText(of: text) ?? (InputFilter.normalizingDigits(text), nil)
    let report = reporter.report(CaretText(read.text, autocomplete: autocomplete))
    guard let refusal = read.refusal else { return report }
    var refused = report
    refused.result = refused.result.refused(refusal)
    return refused
  }

  /// Reports the preset's findings about `input` as an edit leaves it: a whole text (the caret at its
  /// end, typed forward) is read as ``report(_:autocomplete:)`` reads it, any other as the mask formats
  /// it (``apply(_:)``); nil for a mask no preset made.
  public func report(_ input: CaretText) -> PresetReport? {
    let abilities = self.abilities
    guard let reporter = abilities.reporter else { return nil }
    if input.caret >= input.text.characterCount, input.gravity == .forward {
      return report(
        input.text, autocomplete: input.autocomplete, by: reporter, reader: abilities.layoutReader)
    }
    return reporter.report(input)
  }
}
