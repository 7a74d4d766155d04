/// The identifiers of the Americas.
extension IdentifierScheme {
  static let cpf = IdentifierScheme(
    name: "br.cpf", title: "CPF", layouts: [IdentifierLayout("000.000.000-00")], problem: IdentifierCheck.cpf)

  static let cnpj = IdentifierScheme(
    name: "br.cnpj", title: "CNPJ", layouts: [IdentifierLayout("**.***.***/****-00")],
    problem: IdentifierCheck.cnpj)

  static let americas: [IdentifierScheme] = [
    cpf, cnpj,
    IdentifierScheme(
      name: "br.cpf-or-cnpj", title: "CPF or CNPJ", layouts: cpf.layouts + cnpj.layouts,
      problem: { $0.count == 11 ? IdentifierCheck.cpf($0) : IdentifierCheck.cnpj($0) }),
  ]
}
