/// The identifiers of Asia, Africa and Oceania; each check is defined, with its source, in
/// `IdentifierCheck+*.swift`.
extension IdentifierScheme {
  static let elsewhere: [IdentifierScheme] = [
    IdentifierScheme(
      name: "il.idnr", title: "Teudat Zehut", layouts: [IdentifierLayout("00000000-0")], deleted: " -",
      rules: { IdentifierCheck.notZero($0, .identifier(.idNumberZeros)) },
      passes: { IdentifierCheck.luhn($0) }),
    IdentifierScheme(
      name: "za.idnr", title: "ID number", layouts: [IdentifierLayout("000000 0000 00 0")], deleted: " ",
      strips: false,
      dated: IdentifierCheck.zaDate, passes: { IdentifierCheck.luhn($0) }),
    IdentifierScheme(
      name: "in.aadhaar", title: "Aadhaar", layouts: [IdentifierLayout("0000 0000 0000")], deleted: " -",
      rules: IdentifierCheck.aadhaar, passes: IdentifierCheck.verhoeff),
    IdentifierScheme(
      name: "cn.ric", title: "resident identity card number",
      layouts: [IdentifierLayout("00000000000000000X")], deleted: "",
      dated: IdentifierCheck.ricRules, expected: { [IdentifierCheck.ricCheck($0)] },
      passes: IdentifierCheck.ric),
    IdentifierScheme(
      name: "kr.rrn", title: "resident registration number", layouts: [IdentifierLayout("000000-0000000")],
      deleted: "-",

      dated: IdentifierCheck.rrnDate, passes: IdentifierCheck.rrn),
    IdentifierScheme(
      name: "au.tfn", title: "TFN",
      layouts: [IdentifierLayout("000 000 00"), IdentifierLayout("000 000 000")], deleted: " ",
      passes: IdentifierCheck.tfn),
  ]
}
