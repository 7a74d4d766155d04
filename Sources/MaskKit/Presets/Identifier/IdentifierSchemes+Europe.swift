/// The identifiers of Europe; each check is defined, with its source, in `IdentifierCheck+*.swift`.
extension IdentifierScheme {
  static let europe: [IdentifierScheme] = [
    IdentifierScheme(
      name: "es.dni", title: "DNI", layouts: [IdentifierLayout("00000000A")], deleted: " -",
      passes: IdentifierCheck.dni),
    IdentifierScheme(
      name: "es.nie", title: "NIE", layouts: [IdentifierLayout("Y0000000A")], deleted: " -",
      passes: IdentifierCheck.nie),
    IdentifierScheme(
      name: "it.codicefiscale", title: "codice fiscale",
      layouts: [IdentifierLayout("00000000000"), IdentifierLayout("AAAAAALLMLLALLLA")], deleted: " -:",
      rules: { $0.count == 11 ? IdentifierCheck.partitaIVA($0) : nil },
      dated: { $0.count == 11 ? nil : IdentifierCheck.codiceFiscaleDate($0, today: $1) },
      passes: { $0.count == 11 ? IdentifierCheck.luhn($0) : IdentifierCheck.codiceFiscale($0) }),
    IdentifierScheme(
      name: "fr.nir", title: "NIR", layouts: [IdentifierLayout("0 00 00 0B 000 000 00")], deleted: " .",
      checkLength: 2, dated: IdentifierCheck.nirDepartment, expected: { IdentifierCheck.nirKey($0) },
      passes: IdentifierCheck.nir),
    IdentifierScheme(
      name: "fr.siren", title: "SIREN", layouts: [IdentifierLayout("000 000 000")], deleted: " .",
      passes: { IdentifierCheck.luhn($0) }),
    IdentifierScheme(
      name: "fr.siret", title: "SIRET", layouts: [IdentifierLayout("000 000 000 00000")], deleted: " .",
      passes: IdentifierCheck.siret),
    IdentifierScheme(
      name: "de.idnr", title: "Steuer-IdNr", layouts: [IdentifierLayout("00 000 000 000")], deleted: " -./,",
      rules: IdentifierCheck.idnr, passes: IdentifierCheck.mod11And10),
    IdentifierScheme(
      name: "nl.bsn", title: "BSN", layouts: [IdentifierLayout("0000.00.000")], deleted: " -.",
      rules: { IdentifierCheck.notZero($0, .identifier(.allZeros(scheme: "nl.bsn"))) },
      passes: IdentifierCheck.bsn),
    IdentifierScheme(
      name: "be.nn", title: "national number", layouts: [IdentifierLayout("00.00.00-000.00")], deleted: " -.",
      checkLength: 2,
      dated: IdentifierCheck.belgianDate, expected: { IdentifierCheck.belgianKey($0) },
      passes: IdentifierCheck.belgian),
    IdentifierScheme(
      name: "ch.ssn", title: "AHV number", layouts: [IdentifierLayout("000.0000.0000.00")], deleted: " .",
      rules: { $0.starts(with: [55, 53, 54]) ? nil : .identifier(.ahvPrefix) },
      passes: IdentifierCheck.ean),
    IdentifierScheme(
      name: "pl.pesel", title: "PESEL", layouts: [IdentifierLayout("00000000000")], deleted: " -",
      dated: IdentifierCheck.peselDate, passes: IdentifierCheck.pesel),
    IdentifierScheme(
      name: "pl.nip", title: "NIP", layouts: [IdentifierLayout("000-000-00-00")], deleted: " -",
      passes: IdentifierCheck.nip),
    IdentifierScheme(
      name: "se.personnummer", title: "personnummer",
      layouts: [IdentifierLayout("000000S0000"), IdentifierLayout("00000000S0000")], deleted: " :-+",
      strips: false, placement: .beforeFill,
      dated: IdentifierCheck.personnummerDate, expected: { [IdentifierCheck.personnummerCheck($0)] },
      passes: IdentifierCheck.personnummer),
    IdentifierScheme(
      name: "no.fodselsnummer", title: "fødselsnummer", layouts: [IdentifierLayout("000000 00000")],
      deleted: " -:",
      strips: false, checkLength: 2, dated: IdentifierCheck.fodselsnummerDate,
      expected: IdentifierCheck.fodselsnummerDigits,
      passes: IdentifierCheck.fodselsnummer),
    IdentifierScheme(
      name: "dk.cpr", title: "CPR number", layouts: [IdentifierLayout("000000-0000")], deleted: " -",
      checkLength: 0,
      dated: IdentifierCheck.cprDate),
    IdentifierScheme(
      name: "fi.hetu", title: "henkilötunnus", layouts: [IdentifierLayout("000000C000H")], deleted: "",
      dated: IdentifierCheck.hetuDate, passes: IdentifierCheck.hetu),
    IdentifierScheme(
      name: "gb.nhs", title: "NHS number", layouts: [IdentifierLayout("000 000 0000")], deleted: " -",
      passes: IdentifierCheck.nhs),
    IdentifierScheme(
      name: "ru.inn", title: "INN",
      layouts: [IdentifierLayout("0000000000"), IdentifierLayout("000000000000")], deleted: " ",
      checkLengthByLength: [12: 2], expected: IdentifierCheck.innDigits, passes: IdentifierCheck.inn),
    IdentifierScheme(
      name: "tr.tckimlik", title: "T.C. Kimlik No", layouts: [IdentifierLayout("00000000000")], deleted: "",
      checkLength: 2,
      rules: { $0[0] == 48 ? .identifier(.firstDigitNeverIssued(scheme: "tr.tckimlik", digit: "0")) : nil },
      expected: { IdentifierCheck.tckimlikDigits($0) }, passes: IdentifierCheck.tckimlik),
  ]
}
