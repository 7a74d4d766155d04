// The numbering table of the phone preset.
//
// Origin: country calling codes from ITU-T Recommendation E.164 and its list of assigned country codes
// (Annex to ITU Operational Bulletin); national significant number lengths, trunk prefixes and the
// usual groupings from the national numbering plans that administrations notify to the ITU, and North
// American area codes from the NANP administrator's list. Written from memory, not copied from a file:
// treat lengths and groupings as the common case, not as a complete numbering plan.
//
// Columns: ISO region, name, calling code, trunk prefix (dialled before national numbers), what the
// national format shows before the number when it differs from the trunk prefix, national number
// formats (first = default; `#` digit, `N` digit 2–9, `?` optional digit, leading digits choose the
// format), and for
// shared calling codes the leading digits that belong to the country.

extension PhoneCountry {
  /// Every country the phone preset knows: the 75 most populous countries, a dozen more, and all of
  /// North America.
  public static let all: [PhoneCountry] = northAmerica + populous

  /// A member of the North American Numbering Plan: `+1 (NXX) NXX-XXXX` (N is 2–9), trunk prefix 1 not
  /// written.
  private static func nanp(_ region: String, _ name: String, _ areaCodes: [String] = []) -> PhoneCountry {
    PhoneCountry(region, name, code: "1", trunk: "1", national: "", ["(N##) N##-####"], areaCodes: areaCodes)
  }

  private static let northAmerica: [PhoneCountry] = [
    nanp("US", "United States"),
    nanp(
      "CA", "Canada",
      [
        "204", "226", "236", "249", "250", "257", "263", "273", "289", "306", "343", "354", "365", "367",
        "368", "382", "403", "416", "418", "428", "431", "437", "438", "450", "460", "468", "474", "506",
        "514", "519", "537", "548", "568", "579", "581", "584", "587", "604", "613", "639", "647", "672",
        "683", "705", "709", "742", "753", "778", "780", "782", "807", "819", "825", "867", "873", "879",
        "902", "905", "942",
      ]),
    nanp("AG", "Antigua and Barbuda", ["268"]),
    nanp("AI", "Anguilla", ["264"]),
    nanp("AS", "American Samoa", ["684"]),
    nanp("BB", "Barbados", ["246"]),
    nanp("BM", "Bermuda", ["441"]),
    nanp("BS", "Bahamas", ["242"]),
    nanp("DM", "Dominica", ["767"]),
    nanp("DO", "Dominican Republic", ["809", "829", "849"]),
    nanp("GD", "Grenada", ["473"]),
    nanp("GU", "Guam", ["671"]),
    nanp("JM", "Jamaica", ["876", "658"]),
    nanp("KN", "Saint Kitts and Nevis", ["869"]),
    nanp("KY", "Cayman Islands", ["345"]),
    nanp("LC", "Saint Lucia", ["758"]),
    nanp("MP", "Northern Mariana Islands", ["670"]),
    nanp("MS", "Montserrat", ["664"]),
    nanp("PR", "Puerto Rico", ["787", "939"]),
    nanp("SX", "Sint Maarten", ["721"]),
    nanp("TC", "Turks and Caicos Islands", ["649"]),
    nanp("TT", "Trinidad and Tobago", ["868"]),
    nanp("VC", "Saint Vincent and the Grenadines", ["784"]),
    nanp("VG", "British Virgin Islands", ["284"]),
    nanp("VI", "United States Virgin Islands", ["340"]),
    PhoneCountry(
      "MX", "Mexico", code: "52", ["### ### ####", "55 #### ####", "33 #### ####", "81 #### ####"]),
    PhoneCountry("GT", "Guatemala", code: "502", ["#### ####"]),
    PhoneCountry("BZ", "Belize", code: "501", ["###-####"]),
    PhoneCountry("SV", "El Salvador", code: "503", ["#### ####"]),
    PhoneCountry("HN", "Honduras", code: "504", ["####-####"]),
    PhoneCountry("NI", "Nicaragua", code: "505", ["#### ####"]),
    PhoneCountry("CR", "Costa Rica", code: "506", ["#### ####"]),
    PhoneCountry("PA", "Panama", code: "507", ["###-####", "6###-####"]),
    PhoneCountry("CU", "Cuba", code: "53", trunk: "0", ["# ### ####"]),
    PhoneCountry("HT", "Haiti", code: "509", ["## ## ####"]),
    PhoneCountry("GL", "Greenland", code: "299", ["## ## ##"]),
    PhoneCountry("PM", "Saint Pierre and Miquelon", code: "508", ["## ## ##"]),
    PhoneCountry("AW", "Aruba", code: "297", ["### ####"]),
    PhoneCountry("CW", "Curaçao", code: "599", ["# ### ####"]),
    PhoneCountry("GP", "Guadeloupe", code: "590", trunk: "0", ["### ## ## ##"]),
    PhoneCountry("MQ", "Martinique", code: "596", trunk: "0", ["### ## ## ##"]),
  ]

  private static let populous: [PhoneCountry] = [
    PhoneCountry("IN", "India", code: "91", trunk: "0", ["##### #####"]),
    PhoneCountry("CN", "China", code: "86", trunk: "0", ["### #### ####", "10 #### ####", "2# #### ####"]),
    PhoneCountry("ID", "Indonesia", code: "62", trunk: "0", ["###-####-###??", "21 ####-####"]),
    PhoneCountry("PK", "Pakistan", code: "92", trunk: "0", ["### #######"]),
    PhoneCountry("NG", "Nigeria", code: "234", trunk: "0", ["### ### ####"]),
    PhoneCountry("BR", "Brazil", code: "55", trunk: "0", ["(##) ####-####", "(##) #####-####"]),
    PhoneCountry("BD", "Bangladesh", code: "880", trunk: "0", ["####-######"]),
    PhoneCountry("RU", "Russia", code: "7", trunk: "8", national: "8 ", ["(###) ###-##-##"]),
    PhoneCountry("ET", "Ethiopia", code: "251", trunk: "0", ["## ### ####"]),
    PhoneCountry("JP", "Japan", code: "81", trunk: "0", ["##-####-####", "3-####-####", "6-####-####"]),
    PhoneCountry("EG", "Egypt", code: "20", trunk: "0", ["### ### ####", "2 #### ####"]),
    PhoneCountry("PH", "Philippines", code: "63", trunk: "0", ["### ### ####", "2 #### ####"]),
    PhoneCountry("CD", "DR Congo", code: "243", trunk: "0", ["### ### ###"]),
    PhoneCountry("VN", "Vietnam", code: "84", trunk: "0", ["## ### ## ##", "2# #### ####"]),
    PhoneCountry("IR", "Iran", code: "98", trunk: "0", ["### ### ####"]),
    PhoneCountry("TR", "Turkey", code: "90", trunk: "0", ["(###) ### ## ##"]),
    PhoneCountry("DE", "Germany", code: "49", trunk: "0", ["### #######?", "30 ########", "89 ########"]),
    PhoneCountry("TH", "Thailand", code: "66", trunk: "0", ["## ### ####", "2 ### ####"]),
    PhoneCountry("GB", "United Kingdom", code: "44", trunk: "0", ["#### ######", "20 #### ####"]),
    PhoneCountry("TZ", "Tanzania", code: "255", trunk: "0", ["### ### ###"]),
    PhoneCountry("FR", "France", code: "33", trunk: "0", ["# ## ## ## ##"]),
    PhoneCountry("ZA", "South Africa", code: "27", trunk: "0", ["## ### ####"]),
    PhoneCountry("IT", "Italy", code: "39", ["### ### ###?", "0# #### ###??"]),
    PhoneCountry("KE", "Kenya", code: "254", trunk: "0", ["### ######"]),
    PhoneCountry("MM", "Myanmar", code: "95", trunk: "0", ["# ### ####??"]),
    PhoneCountry("CO", "Colombia", code: "57", ["### ### ####"]),
    PhoneCountry("KR", "South Korea", code: "82", trunk: "0", ["##-####-####", "2-####-####"]),
    PhoneCountry("SD", "Sudan", code: "249", trunk: "0", ["## ### ####"]),
    PhoneCountry("UG", "Uganda", code: "256", trunk: "0", ["### ######"]),
    PhoneCountry("ES", "Spain", code: "34", ["### ### ###"]),
    PhoneCountry("DZ", "Algeria", code: "213", trunk: "0", ["### ## ## ##"]),
    PhoneCountry("IQ", "Iraq", code: "964", trunk: "0", ["### ### ####"]),
    PhoneCountry("AR", "Argentina", code: "54", trunk: "0", ["## ####-####", "9 ## ####-####"]),
    PhoneCountry("AF", "Afghanistan", code: "93", trunk: "0", ["## ### ####"]),
    PhoneCountry("YE", "Yemen", code: "967", trunk: "0", ["### ### ###"]),
    PhoneCountry("PL", "Poland", code: "48", ["### ### ###"]),
    PhoneCountry("MA", "Morocco", code: "212", trunk: "0", ["###-######"]),
    PhoneCountry("AO", "Angola", code: "244", ["### ### ###"]),
    PhoneCountry("UA", "Ukraine", code: "380", trunk: "0", ["(##) ### ## ##"]),
    PhoneCountry("UZ", "Uzbekistan", code: "998", ["## ### ## ##"]),
    PhoneCountry("MY", "Malaysia", code: "60", trunk: "0", ["##-### ####?"]),
    PhoneCountry("MZ", "Mozambique", code: "258", ["## ### ####"]),
    PhoneCountry("GH", "Ghana", code: "233", trunk: "0", ["## ### ####"]),
    PhoneCountry("PE", "Peru", code: "51", trunk: "0", ["### ### ###", "1 ### ####"]),
    PhoneCountry("SA", "Saudi Arabia", code: "966", trunk: "0", ["## ### ####"]),
    PhoneCountry("MG", "Madagascar", code: "261", trunk: "0", ["## ## ### ##"]),
    PhoneCountry("CI", "Côte d'Ivoire", code: "225", ["## ## ## ####"]),
    PhoneCountry("NP", "Nepal", code: "977", trunk: "0", ["###-#######"]),
    PhoneCountry("CM", "Cameroon", code: "237", ["# ## ## ## ##"]),
    PhoneCountry("VE", "Venezuela", code: "58", trunk: "0", ["###-#######"]),
    PhoneCountry("NE", "Niger", code: "227", ["## ## ## ##"]),
    PhoneCountry("AU", "Australia", code: "61", trunk: "0", ["# #### ####", "4## ### ###"]),
    PhoneCountry("KP", "North Korea", code: "850", trunk: "0", ["### ### ####"]),
    PhoneCountry("SY", "Syria", code: "963", trunk: "0", ["### ### ###"]),
    PhoneCountry("ML", "Mali", code: "223", ["## ## ## ##"]),
    PhoneCountry("BF", "Burkina Faso", code: "226", ["## ## ## ##"]),
    PhoneCountry("TW", "Taiwan", code: "886", trunk: "0", ["# #### ####", "9## ### ###"]),
    PhoneCountry("LK", "Sri Lanka", code: "94", trunk: "0", ["## ### ####"]),
    PhoneCountry("MW", "Malawi", code: "265", trunk: "0", ["### ## ## ##"]),
    PhoneCountry("ZM", "Zambia", code: "260", trunk: "0", ["## #######"]),
    PhoneCountry(
      "KZ", "Kazakhstan", code: "7", trunk: "8", national: "8 ", ["(###) ###-##-##"], areaCodes: ["6", "7"]),
    PhoneCountry("CL", "Chile", code: "56", ["# #### ####"]),
    PhoneCountry("RO", "Romania", code: "40", trunk: "0", ["### ### ###"]),
    PhoneCountry("SO", "Somalia", code: "252", trunk: "0", ["## ### ###?"]),
    PhoneCountry("SN", "Senegal", code: "221", ["## ### ## ##"]),
    PhoneCountry("TD", "Chad", code: "235", ["## ## ## ##"]),
    PhoneCountry("NL", "Netherlands", code: "31", trunk: "0", ["## ### ####", "6 ########"]),
    PhoneCountry("EC", "Ecuador", code: "593", trunk: "0", ["## ### ####"]),
    PhoneCountry("KH", "Cambodia", code: "855", trunk: "0", ["## ### ###?"]),
    PhoneCountry("ZW", "Zimbabwe", code: "263", trunk: "0", ["## ### ####"]),
    PhoneCountry("RW", "Rwanda", code: "250", trunk: "0", ["### ### ###"]),
    PhoneCountry("TN", "Tunisia", code: "216", ["## ### ###"]),
    PhoneCountry("BO", "Bolivia", code: "591", trunk: "0", ["########"]),
    PhoneCountry("BE", "Belgium", code: "32", trunk: "0", ["### ## ## ##", "2 ### ## ##"]),
    PhoneCountry("SE", "Sweden", code: "46", trunk: "0", ["##-### ## ##"]),
    PhoneCountry("PT", "Portugal", code: "351", ["### ### ###"]),
    PhoneCountry("GR", "Greece", code: "30", ["### ### ####"]),
    PhoneCountry("CZ", "Czechia", code: "420", ["### ### ###"]),
    PhoneCountry("IL", "Israel", code: "972", trunk: "0", ["##-###-####"]),
    PhoneCountry("AE", "United Arab Emirates", code: "971", trunk: "0", ["## ### ####"]),
    PhoneCountry("CH", "Switzerland", code: "41", trunk: "0", ["## ### ## ##"]),
    PhoneCountry("SG", "Singapore", code: "65", ["#### ####"]),
    PhoneCountry("HK", "Hong Kong", code: "852", ["#### ####"]),
  ]
}
