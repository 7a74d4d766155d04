import Foundation
import MaskKit
import MaskKitFoundation
import Testing

/// The round trip `parse(format(value)) == value` over every preset's fixtures (the phone, amount,
/// identifier and postal fixtures of the other test targets) and over generated values of the presets
/// without a fixture file (card, expiry, security code, date, time, IBAN, IPv4, amount).
@Suite struct MaskFormatStyleRoundTripTests {
  /// A fixture of another test target, by its path from `Tests/`.
  static func fixture(_ path: String) -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../" + path)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// The JSON objects of a JSON Lines fixture.
  static func jsonLines(_ path: String) -> [[String: Any]] {
    fixture(path).split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
  }

  /// The style of preset `name` with the options of `object` that the preset takes (an `eval` case's).
  static func style(_ name: String, options object: [String: Any]) throws -> MaskFormatStyle {
    let keys = Set(Presets.named(name)?.options.map(\.key) ?? [])
    var members = object.filter { keys.contains($0.key) }
    members["preset"] = name
    let json = try JSONSerialization.data(withJSONObject: members, options: [.sortedKeys])
    return try MaskFormatStyle(spec: MaskSpec(json: String(decoding: json, as: UTF8.self)))
  }

  /// The values `parse(format(value))` does not give back, as `value -> text -> what parse gave`.
  static func failures(_ style: MaskFormatStyle, _ values: some Sequence<String>) -> [String] {
    values.compactMap { value in
      let text = style.format(value)
      do {
        let parsed = try style.parseStrategy.parse(text)
        return parsed == value ? nil : "\(value) -> \(text) -> \(parsed)"
      } catch {
        return "\(value) -> \(text) -> \(error)"
      }
    }
  }

  /// The styles by their options, built once each.
  final class Styles {
    private var built: [String: MaskFormatStyle] = [:]

    func style(_ name: String, _ object: [String: Any]) throws -> MaskFormatStyle {
      let key = name + String(describing: object.filter { $0.key != "text" }.sorted { $0.key < $1.key })
      if let style = built[key] { return style }
      let style = try MaskFormatStyleRoundTripTests.style(name, options: object)
      built[key] = style
      return style
    }
  }

  // MARK: - Fixtures

  @Test func everyCompletePhoneReferenceValueRoundTrips() throws {
    let styles = Styles()
    var checked = 0
    var failures: [String] = []
    for object in Self.jsonLines("MaskKitCLITests/Fixtures/phone-presets.jsonl") {
      guard let eval = object["eval"] as? [String: Any],
        let reference = object["reference"] as? [String: Any],
        reference["complete"] as? Bool == true, let value = reference["value"] as? String, !value.isEmpty
      else { continue }
      checked += 1
      failures += Self.failures(try styles.style("phone", eval), [value]).map {
        "\(object["id"] ?? ""): \($0)"
      }
    }
    #expect(checked > 2000)
    #expect(
      failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func everyPhoneExampleAndTrustCaseNumberRoundTripsFromItsHome() throws {
    let styles = Styles()
    var checked = 0
    var failures: [String] = []
    for path in ["phone-example-pastes.jsonl", "phone-trust-cases.jsonl"] {
      for object in Self.jsonLines("MaskKitCLITests/Fixtures/" + path) {
        guard let e164 = object["e164"] as? String, let home = object["home"] as? String else { continue }
        checked += 1
        failures += Self.failures(try styles.style("phone", ["region": home]), [e164]).map {
          "\(home): \($0)"
        }
      }
    }
    #expect(checked > 4000)
    #expect(
      failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// `amount-readings.jsonl` holds what `maskkit format` and `check` print for each text: the style
  /// shows the same text, its parse error is the same verdict, and a value read round-trips.
  @Test func theAmountReadingsGiveTheCommandLinesTextAndVerdict() throws {
    let styles = Styles()
    let objects = Self.jsonLines("MaskKitCLITests/Fixtures/amount-readings.jsonl")
    #expect(objects.count > 25)
    for object in objects {
      let eval = try #require(object["eval"] as? [String: Any])
      let text = try #require(object["text"] as? String)
      let style = try styles.style("amount", eval)
      #expect(style.format(text) == object["format"] as? String, "\(text)")
      do {
        let value = try style.parseStrategy.parse(text)
        #expect(object["check"] as? String == "complete", "\(text)")
        #expect(Self.failures(style, [value]).isEmpty, "\(text)")
      } catch let error as MaskParseError {
        #expect(error.description == object["check"] as? String, "\(text)")
      }
    }
  }

  /// `identifiers.tsv` (python-stdnum): a valid number's compact form shows as stdnum formats it and
  /// round-trips; stdnum's layout parses to the compact form; an invalid number throws.
  @Test func everyIdentifierOfTheFixtureRoundTrips() throws {
    let text = Self.fixture("MaskKitTests/Fixtures/identifiers.tsv")
    let today = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("# today: ") }.map {
        String($0.dropFirst(9).prefix(10))
      })
    var styles: [String: MaskFormatStyle] = [:]
    var checked = 0
    var failures: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5 else { continue }
      let (scheme, number, valid, compact, formatted) = (
        fields[0], fields[1], fields[2] == "1", fields[3], fields[4]
      )
      let style = try styles[scheme] ?? Self.style("identifier", options: ["scheme": scheme, "today": today])
      styles[scheme] = style
      checked += 1
      guard valid else {
        if (try? style.parseStrategy.parse(number)) != nil { failures.append("\(scheme) \(number) parsed") }
        continue
      }
      failures += Self.failures(style, [compact]).map { "\(scheme): \($0)" }
      if style.format(compact) != (formatted.isEmpty ? compact : formatted) {
        failures.append("\(scheme) \(compact) shows \(style.format(compact))")
      }
      if !formatted.isEmpty, (try? style.parseStrategy.parse(formatted)) != compact {
        failures.append("\(scheme) \(formatted) does not parse to \(compact)")
      }
    }
    #expect(checked > 3000)
    #expect(
      failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// The postal fixture (`region|example|typed|shown`): each example's value round-trips and shows as
  /// its spelling.
  @Test func everyPostalExampleRoundTrips() throws {
    let source = Self.fixture("MaskKitTests/Presets/Generated/PostalFixtureRecords.swift")
    var checked = 0
    var failures: [String] = []
    for line in source.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#\""), trimmed.hasSuffix("\"#,") else { continue }
      let fields = trimmed.dropFirst(2).dropLast(3).split(separator: "|", omittingEmptySubsequences: false)
        .map(String.init)
      guard fields.count == 4, fields[1] == "example" else { continue }
      let style = MaskFormatStyle.postal(region: fields[0])
      checked += 1
      do {
        let value = try style.parseStrategy.parse(fields[3])
        failures += Self.failures(style, [value]).map { "\(fields[0]): \($0)" }
        if style.format(value) != fields[3] {
          failures.append("\(fields[0]) \(value) shows \(style.format(value))")
        }
      } catch {
        failures.append("\(fields[0]) \(fields[3]): \(error)")
      }
    }
    #expect(checked > 150)
    #expect(
      failures.isEmpty, "\(failures.count) of \(checked):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  // MARK: - Generated values

  /// Values drawn from the target's seeded `SplitMix64`, so every run draws the same values.
  struct Draw {
    var generator: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(generator.next() % UInt64(range.count))
    }

    mutating func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(int(0...9))) })
    }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
  }

  /// `count` values drawn by `make`.
  static func values(_ count: Int = 300, seed: UInt64, _ make: (inout Draw) -> String) -> [String] {
    var draw = Draw(generator: SplitMix64(seed: seed))
    return (0..<count).map { _ in make(&draw) }
  }

  /// The Luhn check digit that completes `digits`.
  static func luhnDigit(_ digits: String) -> String {
    var sum = 0
    for (index, digit) in digits.reversed().compactMap(\.wholeNumberValue).enumerated() {
      let doubled = index % 2 == 0 ? digit * 2 : digit
      sum += doubled > 9 ? doubled - 9 : doubled
    }
    return String((10 - sum % 10) % 10)
  }

  /// The two check digits of an IBAN of `country` with `bban` (ISO 7064 MOD 97-10).
  static func ibanCheck(_ country: String, _ bban: String) -> String {
    var remainder = 0
    for character in bban + country + "00" {
      let value = character.wholeNumberValue ?? Int(character.asciiValue ?? 0) - 55
      remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
    }
    let check = 98 - remainder
    return check < 10 ? "0\(check)" : String(check)
  }

  @Test func generatedCardNumbersRoundTrip() {
    let prefixes: [(String, Int)] = [
      ("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16),
    ]
    let numbers = Self.values(seed: 1) { draw in
      let (prefix, length) = draw.pick(prefixes)
      let body = prefix + draw.digits(length - prefix.count - 1)
      return body + Self.luhnDigit(body)
    }
    #expect(Self.failures(.card, numbers).isEmpty, "\(Self.failures(.card, numbers).prefix(10))")
  }

  @Test func generatedIBANsRoundTrip() {
    let numeric: [(String, Int)] = [
      ("DE", 22), ("CZ", 24), ("HU", 28), ("PL", 28), ("DK", 18), ("FI", 18), ("AT", 20),
    ]
    let ibans = Self.values(seed: 2) { draw in
      if draw.int(0...3) == 0 {
        let bank = String((0..<4).map { _ in Character(UnicodeScalar(UInt8(65 + draw.int(0...25)))) })
        let bban = bank + draw.digits(14)
        return "GB" + Self.ibanCheck("GB", bban) + bban
      }
      let (country, length) = draw.pick(numeric)
      let bban = draw.digits(length - 4)
      return country + Self.ibanCheck(country, bban) + bban
    }
    #expect(Self.failures(.iban, ibans).isEmpty, "\(Self.failures(.iban, ibans).prefix(10))")
  }

  @Test func generatedDatesTimesAndExpiriesRoundTrip() throws {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    let dates = Self.values(seed: 3) { draw in
      let year = draw.int(1900...2099)
      let month = draw.int(1...12)
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
      return two(draw.int(1...days)) + two(month) + String(year)
    }
    let times = Self.values(seed: 4) { draw in two(draw.int(0...23)) + two(draw.int(0...59)) }
    let expiries = Self.values(seed: 5) { draw in two(draw.int(1...12)) + two(draw.int(0...99)) }
    let codes = Self.values(seed: 6) { draw in draw.digits(3) }
    let cases: [(String, [String])] = [
      ("date", dates), ("time", times), ("expiry", expiries), ("cvc", codes),
    ]
    for (name, values) in cases {
      let style = MaskFormatStyle.preset(MaskSpec(preset: PresetSpec(name: name)))
      #expect(style.failureReason == nil)
      #expect(Self.failures(style, values).isEmpty, "\(name): \(Self.failures(style, values).prefix(10))")
    }
  }

  @Test func generatedAddressesAndAmountsRoundTrip() {
    let addresses = Self.values(seed: 7) { draw in
      (0..<4).map { _ in String(draw.int(0...255)) }.joined(separator: ".")
    }
    let ipv4 = MaskFormatStyle.preset(MaskSpec(preset: PresetSpec(name: "ipv4")))
    #expect(Self.failures(ipv4, addresses).isEmpty, "\(Self.failures(ipv4, addresses).prefix(10))")
    let amounts = Self.values(seed: 8) { draw in
      let whole = draw.int(0...3) == 0 ? "0" : String(draw.int(1...9)) + draw.digits(draw.int(0...14))
      let fraction = draw.int(0...2)
      return fraction == 0 ? whole : whole + "." + draw.digits(fraction)
    }
    let amount = MaskFormatStyle.preset(MaskSpec(preset: PresetSpec(name: "amount")))
    #expect(Self.failures(amount, amounts).isEmpty, "\(Self.failures(amount, amounts).prefix(10))")
  }
}
