/// The national identifier preset: ``IdentifierMask`` described once for every surface (see ``Preset``).
public enum IdentifierPreset: Preset {
  public static let name = "identifier"
  public static let summary = "national identifiers with their check digits, as python-stdnum reads them"
  public static let options: [PresetOption] = [
    PresetOption(
      "scheme", .text, "the scheme, a python-stdnum module name with a dot (br.cpf)",
      choices: IdentifierMask.schemeNames),
    PresetOption(
      "today", .text, "today YYYY-MM-DD, which birth dates may not come after", clockDefault: .day),
  ]

  public static func makeMask(_ spec: PresetSpec) throws(PresetError) -> any Mask {
    guard let scheme = spec.text("scheme") else {
      throw PresetSpec.invalid("the identifier preset needs a scheme such as br.cpf")
    }
    return try IdentifierMask(scheme: scheme, today: try spec.isoDate("today"))
  }
}

extension IdentifierMask: PresetReporting {
  /// `identifier`.
  public var presetName: String { IdentifierPreset.name }

  /// The scheme.
  public var explanation: String { "identifier: \(title) (\(schemeName)), check digits verified" }

  /// The scheme and whether the check digits hold.
  public func report(_ input: CaretText) -> PresetReport {
    let match = match(input)
    return PresetReport(
      match.result, findings: [("scheme", .text(schemeName)), ("check", .flag(match.passesCheck))])
  }
}

extension IdentifierMask: SlotDescribing {
  /// An identifier named by its scheme (`CPF`) with the characters of its shortest layout: digits when
  /// every position takes only digits, letters when only letters, else characters.
  public var slotSummary: SlotSummary {
    let positions = scheme.layouts[0].positions
    let kind: SlotSummary.Kind =
      positions.allSatisfy(\.isDigits) ? .digits : positions.allSatisfy(\.isLetters) ? .letters : .characters
    return SlotSummary(purpose: .identifier, kind: kind, required: positions.count, name: title)
  }
}

extension SlotSummary.Purpose {
  /// A national identifier; ``SlotSummary/name`` says which (`CPF`).
  public static let identifier = Self("identifier", englishName: "Identifier")
}

extension IdentifierMask: FieldTraitsDescribing {
  /// The number pad for a scheme of digits only, else an ASCII keyboard in capitals.
  public var preferredFieldTraits: FieldTraits { .code(of: slotSummary.kind) }
}
