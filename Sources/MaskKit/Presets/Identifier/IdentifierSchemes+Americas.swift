/// The identifiers of the Americas; each check is defined, with its source, in `IdentifierCheck+*.swift`.
extension IdentifierScheme {
  private static let cpf = IdentifierScheme(
    name: "br.cpf", title: "CPF", layouts: [IdentifierLayout("000.000.000-00")], deleted: " -.",
    checkLength: 2,
    rules: { IdentifierCheck.notZero($0, .identifier(.allZeros(scheme: "br.cpf"))) },
    expected: { IdentifierCheck.cpfDigits($0) }, passes: IdentifierCheck.cpf)

  private static let cnpj = IdentifierScheme(
    name: "br.cnpj", title: "CNPJ", layouts: [IdentifierLayout("**.***.***/****-00")], deleted: " -./",
    checkLength: 2,
    rules: { IdentifierCheck.notZero(Array($0.prefix(12)), .identifier(.cnpjZeros)) },
    expected: { IdentifierCheck.cnpjDigits($0) }, passes: IdentifierCheck.cnpj)

  static let americas: [IdentifierScheme] = [
    cpf, cnpj,
    IdentifierScheme(
      name: "br.cpf-or-cnpj", title: "CPF or CNPJ", layouts: cpf.layouts + cnpj.layouts, deleted: " -./",
      checkLength: 2,
      rules: { $0.count == 11 ? cpf.rules($0) : cnpj.rules($0) },
      expected: { $0.count == 11 ? IdentifierCheck.cpfDigits($0) : IdentifierCheck.cnpjDigits($0) },
      passes: { $0.count == 11 ? IdentifierCheck.cpf($0) : IdentifierCheck.cnpj($0) }),
    IdentifierScheme(
      name: "us.ssn", title: "SSN", layouts: [IdentifierLayout("000-00-0000")], deleted: "-",
      placement: .onceAtBoundaries, checkLength: 0,
      rules: IdentifierCheck.ssn),
    IdentifierScheme(
      name: "us.ein", title: "EIN", layouts: [IdentifierLayout("00-0000000")], deleted: "-",
      placement: .onceAtBoundaries, checkLength: 0,
      rules: IdentifierCheck.ein),
    IdentifierScheme(
      name: "ca.sin", title: "SIN", layouts: [IdentifierLayout("000-000-000")], deleted: " -",
      rules: IdentifierCheck.sin,
      passes: { IdentifierCheck.luhn($0) }),
    IdentifierScheme(
      name: "mx.rfc", title: "RFC",
      layouts: [
        IdentifierLayout("NNNN 000000"), IdentifierLayout("NNN 000000 ***"),
        IdentifierLayout("NNNN 000000 ***"),
      ],
      deleted: " -_", dated: IdentifierCheck.rfcRules),
    IdentifierScheme(
      name: "mx.curp", title: "CURP", layouts: [IdentifierLayout("AAAA000000AAAAAA*0")], deleted: " -_",
      dated: IdentifierCheck.curpRules, passes: IdentifierCheck.curp),
    IdentifierScheme(
      name: "ar.cuit", title: "CUIT", layouts: [IdentifierLayout("00-00000000-0")], deleted: " -",
      rules: IdentifierCheck.cuitKind, passes: IdentifierCheck.cuit),
    IdentifierScheme(
      name: "cl.rut", title: "RUT",
      layouts: [IdentifierLayout("0.000.000-K"), IdentifierLayout("00.000.000-K")], deleted: " -.",
      expected: { [IdentifierCheck.rutCheck($0)] }, passes: IdentifierCheck.rut),
    IdentifierScheme(
      name: "co.nit", title: "NIT", layouts: (8...16).map { IdentifierLayout(nitPattern(length: $0)) },
      deleted: " -.,",
      expected: { [IdentifierCheck.nitCheck($0)] }, passes: IdentifierCheck.nit),
  ]

  /// A NIT of `length` digits as DIAN prints it: groups of three from the right, then `-` and the check
  /// digit (`12.345.678-9`).
  private static func nitPattern(length: Int) -> String {
    var groups: [String] = []
    var remaining = length - 1
    while remaining > 0 {
      groups.insert(String(repeating: "0", count: min(3, remaining)), at: 0)
      remaining -= 3
    }
    return groups.joined(separator: ".") + "-0"
  }
}
