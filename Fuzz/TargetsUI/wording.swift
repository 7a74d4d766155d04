import Foundation

@testable import MaskKit
@testable import MaskKitFoundation

/// The wording of problems and messages (`Sources/MaskKitFoundation/Localization/`), by the first control byte:
///
/// - 0, a table's JSON (the second field): `WordingTable(json:)` reads it or throws a reason, never
///   crashes; a table it reads words fuzzed problems (English where it has no entry) and is checked.
/// - 1, a message (a text, or a plural choice whose branches are the fields after the name of its
///   number) filled with fuzzed arguments: each `{name}` with an argument is replaced by it, in isolates
///   in a right-to-left language, every other brace stays.
/// - 2 and up, fuzzed problems in a bundled language and a fuzzed locale: a sentence, the same one
///   `localizedDescription(table:locale:)` gives with the locale's table, without a placeholder left,
///   with paired isolates (right to left) or none; English reads as the description where nothing is
///   formatted. The accessibility wording of the locale words counts, progress and refusals.
func fuzzWording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzWordingTables.load()
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  switch controls.byte() {
  case 0:
    let json = input.bytes()
    var strings = FuzzStrings(input.remainingStrings())
    WordingFuzz.table(json: json, controls: &controls, strings: &strings)
  case 1:
    let template = input.string()
    WordingFuzz.message(template, rest: input.remainingStrings(), controls: &controls)
  default:
    var strings = FuzzStrings(input.remainingStrings())
    WordingFuzz.bundled(controls: &controls, strings: &strings)
  }
  return 0
}

enum WordingFuzz {
  static let isolateOpen: Unicode.Scalar = "\u{2068}"
  static let isolateClose: Unicode.Scalar = "\u{2069}"

  /// A locale for a table's language: the language alone, with a region, with a numbering system (as
  /// platforms write them, and some they never do), or fuzzed text.
  static func locale(language: String, controls: inout FuzzControls, strings: inout FuzzStrings) -> Locale {
    let suffixes = [
      "", "_EG", "_IN", "_TW", "_HK", "-Hant", "@numbers=arab", "@numbers=latn", "_EG@numbers=arab",
      "-u-nu-deva", "-u-nu-thai", "@numbers=hanidec", "-u-nu", "@", "@numbers=", "_419", "-u-ca-buddhist",
    ]
    switch controls.byte() % 4 {
    case 0: return Locale(identifier: language)
    case 1:
      let regions = PhoneCountry.all
      return Locale(identifier: language + "_" + regions[Int(controls.byte()) % regions.count].region)
    case 2: return Locale(identifier: language + suffixes[Int(controls.byte()) % suffixes.count])
    default: return Locale(identifier: strings.next())
    }
  }

  /// Whether `text`'s isolates pair up: each open closed before the next opens, none left open.
  static func isolatesPair(_ text: String) -> Bool {
    var open = false
    for scalar in text.unicodeScalars {
      if scalar == isolateOpen {
        if open { return false }
        open = true
      } else if scalar == isolateClose {
        if !open { return false }
        open = false
      }
    }
    return !open
  }

  static func hasIsolate(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == isolateOpen || $0 == isolateClose }
  }

  static func hasBrace(_ text: String) -> Bool { text.contains { $0 == "{" || $0 == "}" } }

  /// Mode 0: a table read from fuzzed JSON.
  static func table(json: [UInt8], controls: inout FuzzControls, strings: inout FuzzStrings) {
    let table: WordingTable
    do {
      table = try WordingTable(json: Data(json))
    } catch {
      fuzzCheck(!error.reason.isEmpty, "WordingTable(json:) threw without a reason")
      return
    }
    fuzzCheck(!table.language.isEmpty, "a table without a language")
    for key in table.entries.keys {
      fuzzCheck(
        WordingTable.sections.contains { key.hasPrefix($0 + ".") }, "entry \(key) outside the sections")
    }
    if controls.flag() { _ = table.check() }
    let locale = locale(language: table.language, controls: &controls, strings: &strings)
    let english = Locale(identifier: "en")
    let hasSchemes = table.entries.keys.contains { $0.hasPrefix("schemes.") }
    for _ in 0..<3 {
      let made = FuzzProblem(controls: &controls, strings: &strings)
      let problem = made.problem
      let text = problem.localizedDescription(table: table, locale: locale)
      if case .custom(let reason) = problem {
        fuzzCheck(text == reason, "a custom reason reworded: \(text)")
        continue
      }
      // An entry the table lacks reads English (the scheme names in English, unless the table names
      // them).
      let key = "problems." + problem.wordingEntry(term: { key, _ in key }).key
      if table.entries[key] == nil, !hasSchemes, table.language != "en" {
        let reference = problem.localizedDescription(table: .english, locale: english)
        fuzzCheck(
          text == reference, "\(problem.code) without an entry reads \(text), not English's \(reference)")
      }
    }
    let wording = AccessibilityWording.localized(table: table, locale: locale)
    let kind = SlotSummary.Kind.allCases[Int(controls.byte()) % SlotSummary.Kind.allCases.count]
    _ = wording.count(Int(controls.byte()), kind)
    _ = wording.progress(Int(controls.byte()), Int(controls.byte()), kind)
  }

  static func region(_ controls: inout FuzzControls) -> String {
    PhoneCountry.all[Int(controls.byte()) % PhoneCountry.all.count].region
  }

  /// The kinds whose English sentence formats a value (region and month names, dates, amounts) or
  /// words an identifier without English's article: every other one reads as the description.
  static let formattedKinds: Set<String> = [
    "regionDenied", "regionNotAllowed", "phoneNumberIncomplete", "dayNotInMonth", "dateBefore", "dateAfter",
    "noDateInRange", "birthDateAfterToday", "underMinimum", "overMaximum", "postalCharacterTooMany",
    "postalCharacterMisplaced", "firstDigitNeverIssued", "allZeros",
  ]

  /// A fuzzed argument of any kind.
  static func argument(controls: inout FuzzControls, strings: inout FuzzStrings) -> WordingArgument {
    switch controls.byte() % 9 {
    case 0: return .number(Int(Int8(bitPattern: controls.byte())) * (controls.flag() ? 1 : 1_000_003))
    case 1: return .value(.decimal(strings.next()))
    case 2:
      let year = 1 + (Int(controls.byte()) << 8 | Int(controls.byte())) % 9999
      return .value(.date(CalendarDate(year: year, month: 1 + Int(controls.byte()) % 12, day: 1)!))
    case 3: return .value(.region(controls.flag() ? strings.next() : region(&controls)))
    case 4: return .value(.regions([strings.next(), "DE", strings.next()]))
    case 5: return .value(.month(Int(Int8(bitPattern: controls.byte()))))
    case 6: return .value(.list([strings.next(), strings.next()]))
    case 7: return .sentence(strings.next())
    default: return .text(strings.next())
    }
  }

  /// `template` filled as `WordingFormatter.fill` promises, read independently: each `{name}` of ASCII
  /// letters with an argument replaced by `format(argument)` (between isolates when `isolates`).
  static func reference(
    _ template: String, _ arguments: [String: WordingArgument], isolates: Bool,
    format: (WordingArgument) -> String
  ) -> String {
    let scalars = Array(template.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "{" {
        var end = index + 1
        while end < scalars.count, scalars[end].isASCII, Character(scalars[end]).isLetter { end += 1 }
        if end > index + 1, end < scalars.count, scalars[end] == "}" {
          let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
          if let argument = arguments[name] {
            if isolates { result.append(isolateOpen) }
            result.append(contentsOf: format(argument).unicodeScalars)
            if isolates { result.append(isolateClose) }
            index = end + 1
            continue
          }
        }
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  /// Mode 1: a fuzzed message filled with fuzzed arguments.
  static func message(_ template: String, rest: [String], controls: inout FuzzControls) {
    var strings = FuzzStrings(rest)
    let languages = WordingTable.bundledLanguages
    let language =
      controls.flag() ? strings.next() : languages[Int(controls.byte()) % languages.count]
    let message: WordingMessage
    if controls.flag() {
      // A choice by the number `count`: `=N` and category branches, the template as one of them.
      var branches: [String: WordingMessage] = [:]
      let keys = ["=0", "=1", "=2", "zero", "one", "two", "few", "many", "other"]
      for key in keys where controls.flag() { branches[key] = .text(strings.next()) }
      branches[keys[Int(controls.byte()) % keys.count]] = .text(template)
      message = .plural(argument: controls.flag() ? "count" : strings.next(), branches: branches)
    } else {
      message = .text(template)
    }
    var arguments: [String: WordingArgument] = [:]
    let names = ["count", "a", "name", "X", ""]
    while controls.hasMore, arguments.count < 6 {
      let name = controls.flag() ? names[Int(controls.byte()) % names.count] : strings.next()
      arguments[name] = argument(controls: &controls, strings: &strings)
    }
    let table = WordingTable(language: language, name: language, entries: ["problems.fuzz": message])
    let locale = locale(language: language, controls: &controls, strings: &strings)
    let formatter = WordingFormatter(table: table, locale: locale)
    let text = formatter.text("problems.fuzz", arguments)
    let chosen = message.text(numbers: { arguments[$0]?.number }, language: language)
    fuzzCheck(
      (text == nil) == (chosen == nil), "a message filled \(text ?? "nil") for template \(chosen ?? "nil")")
    guard let text, let chosen else { return }
    let expected = reference(chosen, arguments, isolates: table.isRightToLeft, format: formatter.format)
    fuzzCheck(
      Array(text.unicodeScalars) == Array(expected.unicodeScalars),
      "\(chosen) filled as \(text.debugDescription), not \(expected.debugDescription)")
  }

  /// Mode 2: fuzzed problems in a bundled language.
  static func bundled(controls: inout FuzzControls, strings: inout FuzzStrings) {
    let languages = WordingTable.bundledLanguages
    let language = languages[Int(controls.byte()) % languages.count]
    let locale = locale(language: language, controls: &controls, strings: &strings)
    let table = WordingTable.bundled(for: locale)
    let wording = AccessibilityWording.localized(for: locale)
    for _ in 0..<3 {
      let made = FuzzProblem(controls: &controls, strings: &strings)
      let problem = made.problem
      let text = problem.localizedDescription(locale: locale)
      let context = "\(locale.identifier) \(problem): \(text.debugDescription)"
      if case .custom(let reason) = problem {
        fuzzCheck(text == reason, "a custom reason reworded: \(context)")
        continue
      }
      fuzzCheck(
        text == problem.localizedDescription(table: table, locale: locale),
        "the locale's sentence is not its table's: \(context)")
      fuzzCheck(!text.isEmpty, "an empty sentence: \(context)")
      if !made.odd, !made.texts.contains(where: hasBrace) {
        fuzzCheck(WordingMessage.placeholders(in: text).isEmpty, "a placeholder left: \(context)")
      }
      if !made.texts.contains(where: hasIsolate) {
        if table.isRightToLeft {
          fuzzCheck(isolatesPair(text), "unpaired isolates: \(context)")
        } else {
          fuzzCheck(!hasIsolate(text), "isolates in a left-to-right language: \(context)")
        }
      }
      if !made.odd, !formattedKinds.contains(problem.code) {
        let english = problem.localizedDescription(locale: Locale(identifier: "en_US_POSIX"))
        fuzzCheck(
          english == problem.description,
          "English \(english.debugDescription) is not the description \(problem.description.debugDescription)"
        )
      }
      _ = wording.pasteRefused(problem)
      _ = wording.becameInvalid(problem)
    }
    let kind = SlotSummary.Kind.allCases[Int(controls.byte()) % SlotSummary.Kind.allCases.count]
    let count = Int(Int8(bitPattern: controls.byte()))
    fuzzCheck(!wording.count(count, kind).isEmpty, "an empty count \(count)")
    fuzzCheck(!wording.progress(count, Int(controls.byte()), kind).isEmpty, "an empty progress")
    _ = wording.rejected(strings.next())
    _ = wording.becameComplete(controls.flag() ? nil : strings.next())
  }
}
