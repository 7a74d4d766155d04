/// Weighted-sum modulo-11 check digits.
extension IdentifierCheck {
  /// `(11 - sum % 11) % 11 % 10` of `value` times `weights`: the check digit of the CPF and CNPJ.
  static func mod11Brazil(_ value: [UInt8], _ weights: [Int]) -> Int {
    (11 - weighted(value, weights) % 11) % 11 % 10
  }

  /// CPF (Cadastro de Pessoas Físicas): two check digits over the first 9 digits with weights 10…2,
  /// then over 10 digits with weights 11…2, each `(11 - sum mod 11)`, 10 and 11 giving 0.
  /// Source: Receita Federal do Brasil, Instrução Normativa RFB nº 1.548/2015 and the algorithm as
  /// python-stdnum documents it (arthurdejong.org/python-stdnum/doc/2.2/stdnum.br.cpf).
  static func cpf(_ value: [UInt8]) -> String? {
    guard value.contains(where: { $0 != 48 }) else { return "a CPF cannot be all zeros" }
    let first = mod11Brazil(value, [10, 9, 8, 7, 6, 5, 4, 3, 2])
    let second = mod11Brazil(Array(value.prefix(9)) + [UInt8(48 + first)], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    return expect(value, endsWith: text(first) + text(second))
  }

  /// CNPJ (Cadastro Nacional da Pessoa Jurídica), numeric and alphanumeric (from July 2026): two check
  /// digits over the first 12 characters with weights 5…2, 9…2, then 13 characters with 6…2, 9…2, each
  /// character counting as its ASCII code minus 48, each digit `(11 - sum mod 11)`, 10 and 11 giving 0.
  /// Source: Receita Federal do Brasil, Instrução Normativa RFB nº 2.229/2024 (CNPJ alfanumérico) and
  /// its "Cálculo do DV do CNPJ alfanumérico" annex.
  static func cnpj(_ value: [UInt8]) -> String? {
    guard value.prefix(12).contains(where: { $0 != 48 }) else {
      return "a CNPJ cannot start with twelve zeros"
    }
    let first = mod11Brazil(value, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    let second = mod11Brazil(
      Array(value.prefix(12)) + [UInt8(48 + first)], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return expect(value, endsWith: text(first) + text(second))
  }
}
