import Foundation

@testable import MaskKit
@testable import MaskKitFoundation

/// `MaskFormatStyle` (`Sources/MaskKitFoundation/FormatStyle/`): a style from fuzzed choices (a dialect's fuzzed
/// format, a preset style of a real or fuzzed region, scheme or option, a dialect mask's own style, or
/// fuzzed JSON decoded), then fuzzed values formatted and fuzzed texts parsed. Never a crash; a style
/// whose description does not compile formats nothing and parses nothing; a failed parse is a
/// `MaskParseError` with the library's reason; for a value the mask completes,
/// `parse(format(value)) == value`; a style encodes as its description and decodes to an equal style.
///
/// Fields: controls, then the format (or region, scheme, option text, JSON), then the values and texts.
func fuzzFormatStyle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzWordingTables.load()
  var input = FuzzInput(data, size)
  var controls = FuzzControls(input.bytes())
  let source = input.string()
  var strings = FuzzStrings(input.remainingStrings())
  guard let style = FormatStyleFuzz.style(source, controls: &controls, strings: &strings) else { return 0 }
  fuzzCheck(style.parseStrategy.formatStyle == style, "the parse strategy's style is another")
  if let spec = style.spec {
    let again = MaskFormatStyle.preset(spec)
    fuzzCheck(
      again.failureReason != nil || again == style && again.hashValue == style.hashValue,
      "a style from its own description is not equal to it")
  }
  var values: [String] = [strings.next(), strings.next()]
  if let region = FormatStyleFuzz.phoneRegion, let example = region.exampleNumber() { values.append(example) }
  FormatStyleFuzz.checkCodable(style, value: values[0])
  for value in values {
    FormatStyleFuzz.check(style, value: value)
  }
  return 0
}

enum FormatStyleFuzz {
  /// The region of the last phone style made, for its example numbers.
  nonisolated(unsafe) static var phoneRegion: PhoneCountry?

  static func style(_ source: String, controls: inout FuzzControls, strings: inout FuzzStrings)
    -> MaskFormatStyle?
  {
    phoneRegion = nil
    let real = controls.flag()
    func pick(_ names: [String]) -> String { real ? names[Int(controls.byte()) % names.count] : source }
    switch controls.byte() % 9 {
    case 0, 1:
      let dialect = MaskSpec.Dialect.allCases[Int(controls.byte()) % MaskSpec.Dialect.allCases.count]
      let brackets =
        controls.flag() ? MaskSpec.Brackets(open: "<", close: ">") : MaskSpec.Brackets()
      let spec = MaskSpec(
        dialect: dialect, format: source, rightToLeft: controls.flag(),
        affine: controls.flag() ? [strings.next()] : [],
        strategy: AffinityStrategy.allCases[Int(controls.byte()) % AffinityStrategy.allCases.count],
        unicode: controls.flag(), template: controls.flag() ? strings.next() : nil, brackets: brackets)
      let thrown: Bool
      do {
        _ = try MaskFormatStyle(spec: spec)
        thrown = false
      } catch {
        fuzzCheck(error is MaskSyntaxError || error is PresetError, "init(spec:) threw \(error)")
        thrown = true
      }
      let style = MaskFormatStyle.preset(spec)
      fuzzCheck(thrown == (style.failureReason != nil), "init(spec:) and preset(_:) disagree")
      guard controls.flag(), let mask = style.mask else { return style }
      // The style of the mask itself, described when a description builds an equal mask.
      let own = MaskFormatStyle.mask(mask)
      if let described = own.spec {
        let built = try? described.makeMask()
        fuzzCheck(built != nil, "a mask described by a description that does not build")
      }
      return own
    case 2:
      let regions = PhoneCountry.all.map(\.region)
      let region = pick(regions)
      phoneRegion = PhoneCountry.all.first { $0.region == region }
      return .phone(region: region)
    case 3: return .postal(region: pick(PostalMask.regions))
    case 4: return .identifier(scheme: pick(IdentifierMask.schemeNames))
    case 5: return controls.flag() ? .card : .iban
    case 6, 7: return .preset(MaskSpec(preset: presetSpec(source, controls: &controls, strings: &strings)))
    default:
      // A description as JSON: decodes to a style, or throws; never crashes.
      do {
        return try JSONDecoder().decode(MaskFormatStyle.self, from: Data(source.utf8))
      } catch {
        return nil
      }
    }
  }

  /// A preset with fuzzed options: each option absent, one of its choices, or fuzzed text, number,
  /// flag or list (a region option mostly a real region).
  static func presetSpec(_ source: String, controls: inout FuzzControls, strings: inout FuzzStrings)
    -> PresetSpec
  {
    let preset = Presets.all[Int(controls.byte()) % Presets.all.count]
    var values: [String: PresetValue] = [:]
    for option in preset.options {
      let choice = controls.byte()
      guard choice & 3 != 0 else { continue }
      let text: String
      if !option.choices.isEmpty, choice & 4 == 0 {
        text = option.choices[Int(choice >> 3) % option.choices.count]
      } else if option.key.lowercased().contains("region"), choice & 8 == 0 {
        text = PhoneCountry.all[Int(controls.byte()) % PhoneCountry.all.count].region
      } else {
        text = strings.next()
      }
      switch option.kind {
      case .text, .number: values[option.key] = .text(text)
      case .integer: values[option.key] = .integer(Int(Int8(bitPattern: controls.byte())))
      case .flag: values[option.key] = .flag(controls.flag())
      case .list: values[option.key] = .list(commaSeparated: text)
      }
    }
    return PresetSpec(name: controls.flag() ? preset.name.uppercased() : preset.name, values)
  }

  /// A style with a description encodes as it, in its canonical form (options of another dialect left
  /// out), and decodes to a style that formats `value` alike and encodes to the same description; unless
  /// the description does not compile (decoding then throws). One without a description throws when
  /// encoded.
  static func checkCodable(_ style: MaskFormatStyle, value: String) {
    let data: Data
    do {
      data = try JSONEncoder().encode(style)
    } catch {
      fuzzCheck(style.spec == nil && error is EncodingError, "a style failed to encode: \(error)")
      return
    }
    fuzzCheck(style.spec != nil, "a style without a description encoded")
    let json = String(decoding: data, as: UTF8.self)
    let decoded: MaskFormatStyle
    do {
      decoded = try JSONDecoder().decode(MaskFormatStyle.self, from: data)
    } catch {
      fuzzCheck(style.failureReason != nil, "\(json) does not decode: \(error)")
      return
    }
    fuzzCheck(style.failureReason == nil, "a style that does not compile decoded from \(json)")
    fuzzCheck(
      decoded.format(value) == style.format(value),
      "\(json) decodes to a style that formats \(value.debugDescription) otherwise")
    let again = try? JSONDecoder().decode(MaskFormatStyle.self, from: JSONEncoder().encode(decoded))
    fuzzCheck(
      again == decoded, "\(json) decodes to a style that does not read back: \(String(describing: decoded.spec))")
  }

  /// `value` formatted and parsed back, and parsed as a text.
  static func check(_ style: MaskFormatStyle, value: String) {
    let shown = style.format(value)
    guard let mask = style.mask else {
      fuzzCheck(shown.isEmpty && style.failureReason != nil, "a style without a mask formatted \(shown)")
      do {
        _ = try style.parseStrategy.parse(value)
        fuzzCheck(false, "a style without a mask parsed \(value)")
      } catch {
        fuzzCheck(
          (error as? MaskParseError)?.kind == .maskUnavailable, "a style without a mask threw \(error)")
      }
      return
    }
    let result = mask.format(value)
    fuzzCheck(shown == result.text, "format(_:) is not the mask's text")
    // The documented round trip: a value the mask completes reads back from its text.
    if result.isComplete, result.value == value {
      let parsed = parse(style, shown)
      fuzzCheck(
        parsed == value,
        "parse(format(\(value.debugDescription))) = \(String(describing: parsed)) (text \(shown.debugDescription))")
    }
    // A fuzzed text parses to a value, which then round-trips when it is one the mask completes.
    if let parsed = parse(style, value) {
      let again = mask.format(parsed)
      if again.isComplete, again.value == parsed {
        fuzzCheck(
          parse(style, again.text) == parsed,
          "\(value.debugDescription) parses to \(parsed.debugDescription), whose text \(again.text.debugDescription) does not")
      }
    }
  }

  /// The parsed value, or nil when parsing throws, checking the error.
  static func parse(_ style: MaskFormatStyle, _ text: String) -> String? {
    do {
      return try style.parseStrategy.parse(text)
    } catch let error as MaskParseError {
      fuzzCheck(error.kind != .maskUnavailable, "a style with a mask threw maskUnavailable")
      fuzzCheck(error.text == text, "the error's text \(error.text.debugDescription) is not the parsed one")
      fuzzCheck(!error.reason.isEmpty && error.problem != nil && error.result != nil, "an error without a reason")
      fuzzCheck(
        (error.kind == .invalid) == (error.result?.problem != nil), "an error's kind is not its result's")
      fuzzCheck(error.result?.isComplete == false, "a complete text did not parse")
      _ = error.description
      _ = error.errorDescription
      return nil
    } catch {
      fuzzCheck(false, "parse threw \(error), not a MaskParseError")
      return nil
    }
  }
}
