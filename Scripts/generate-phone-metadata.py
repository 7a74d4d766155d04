#!/usr/bin/env python3
"""Writes Sources/MaskKit/Presets/Phone/Generated/PhoneMetadataRecords.swift from libphonenumber's metadata.

The metadata comes from the `phonenumbers` package (the Python port of Google's libphonenumber), pinned
below so that the output is reproducible byte for byte:

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-metadata.py            # rewrites the Swift table
    python3 Scripts/generate-phone-metadata.py --check    # exits 1 when the committed table differs

One record per region (and one per non-geographic calling code, region "001"), fields separated by `;`.
The Swift side (Metadata/PhoneMetadataTable.swift) documents the layout and parses a record on first use.

Every pattern's automaton is built here too (Scripts/phone_automata.py, the run time's construction) and
written once to Generated/PhoneAutomatonTable.swift; the last field of a record lists the automata of its
patterns, so the run time only decodes the ones of the regions it reads.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import phone_automata  # noqa: E402

PINNED = "9.0.43"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATED = os.path.join(ROOT, "Sources", "MaskKit", "Presets", "Phone", "Generated")
OUTPUT = os.path.join(GENERATED, "PhoneMetadataRecords.swift")
AUTOMATA_OUTPUT = os.path.join(GENERATED, "PhoneAutomatonTable.swift")

FIELD, ITEM, PART, LIST = ";", "!", "`", "@"
DESCS = ["general_desc", "fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost",
         "personal_number", "voip", "pager", "uan", "voicemail"]


def clean(text):
    text = "" if text is None else str(text)
    for sep in (FIELD, ITEM, PART, LIST, '"#'):
        if sep in text:
            raise SystemExit("separator %r occurs in %r" % (sep, text))
    return text


def lengths(values):
    return ",".join(str(v) for v in values or ())


def desc(d):
    if d is None or d.national_number_pattern is None:
        return ""
    return PART.join([clean(d.national_number_pattern), lengths(d.possible_length),
                      lengths(d.possible_length_local_only), clean(d.example_number)])


def number_format(f):
    return PART.join([
        clean(f.pattern), clean(f.format), LIST.join(clean(p) for p in f.leading_digits_pattern),
        clean(f.national_prefix_formatting_rule), "1" if f.national_prefix_optional_when_formatting else "",
        clean(f.domestic_carrier_code_formatting_rule)])


def patterns(m):
    """The record's patterns in the order PhoneTerritoryRecord.swift reads them."""
    found = [p for p in (m.international_prefix, m.national_prefix_for_parsing, m.leading_digits) if p]
    found += [getattr(m, d).national_number_pattern for d in DESCS
              if getattr(m, d) is not None and getattr(m, d).national_number_pattern]
    for f in list(m.number_format) + list(m.intl_number_format or []):
        found.append(f.pattern)
        found += list(f.leading_digits_pattern)
    return found


class AutomatonPool:
    """Each distinct pattern's encoded automaton once, numbered in the order first met."""

    def __init__(self):
        self.numbers = {}
        self.encoded = []

    def number(self, pattern):
        if pattern not in self.numbers:
            self.numbers[pattern] = len(self.encoded)
            self.encoded.append(phone_automata.encode(pattern))
        return self.numbers[pattern]


def record(m, region, name, main, pool):
    fields = [region, str(m.country_code), "1" if main else "", clean(m.international_prefix),
              clean(m.preferred_international_prefix), clean(m.national_prefix), clean(m.preferred_extn_prefix),
              clean(m.national_prefix_for_parsing), clean(m.national_prefix_transform_rule),
              clean(m.leading_digits), "1" if m.same_mobile_and_fixed_line_pattern else "", clean(name)]
    fields += [desc(getattr(m, d)) for d in DESCS]
    fields.append(ITEM.join(number_format(f) for f in m.number_format))
    fields.append(ITEM.join(number_format(f) for f in (m.intl_number_format or [])))
    fields.append(",".join(str(pool.number(p)) for p in patterns(m)))
    return FIELD.join(fields)


# Regions libphonenumber's geocoder has no English name for: CLDR's English territory names (CLDR 49,
# as Babel 2.19.0 ships them: `babel.Locale("en").territories[code]`), so every region has a name.
CLDR_ENGLISH_NAMES = {"AC": "Ascension Island", "TA": "Tristan da Cunha", "XK": "Kosovo"}


def generate():
    import phonenumbers
    from phonenumbers import PhoneMetadata
    from phonenumbers.geocoder import _region_display_name
    if phonenumbers.__version__ != PINNED:
        raise SystemExit("phonenumbers %s is installed; the table is pinned to %s (pip install phonenumbers==%s)"
                         % (phonenumbers.__version__, PINNED, PINNED))
    records = []
    heads = []
    pool = AutomatonPool()
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        regions = phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]
        for index, region in enumerate(regions):
            if region == "001":
                m = PhoneMetadata.metadata_for_nongeo_region(code)
                name = "International Networks"
            else:
                m = PhoneMetadata.metadata_for_region(region)
                name = _region_display_name(region, "en") or CLDR_ENGLISH_NAMES.get(region, "")
            records.append(record(m, region, name, index == 0, pool))
            prefix = clean(m.national_prefix)
            heads.append("%s;%d;%s;%s" % (region, m.country_code, "1" if index == 0 else "",
                                          prefix if len(prefix.encode("utf-8")) == 1 else ""))
    lines = [
        "// Generated by Scripts/generate-phone-metadata.py from libphonenumber's metadata, version %s (the"
        % PINNED,
        "// `phonenumbers` package). Do not edit: change the script and run it again.",
        "//",
        "// The metadata is Copyright (C) 2009 The Libphonenumber Authors, licensed under the Apache License,",
        "// Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0). It is carried over as facts (numbering",
        "// plans); the code that reads it is MaskKit's own.",
        "",
        "extension PhoneMetadataTable {",
        "  /// The libphonenumber metadata version the records come from.",
        "  static let version = \"%s\"" % PINNED,
        "",
        "  /// One record per region, ordered by calling code, the main region of a shared code first.",
        "  static let records: [String] = [",
    ]
    for r in records:
        lines.append('    #"%s"#,' % r)
    lines += [
        "  ]",
        "",
        "  /// The first fields of every record, in the records' order, `|` between records: the region, the",
        "  /// calling code, `1` for the main region of the code, and the national prefix when it is one byte.",
        "  /// Start-up reads these instead of the records (which it would otherwise touch all of).",
        "  static let recordHeads: StaticString =",
        '    "%s"' % "|".join(heads),
        "}",
        "",
    ]
    return "\n".join(lines), automata_file(pool)


def automata_file(pool):
    lines = [
        "// Generated by Scripts/generate-phone-metadata.py (automata by Scripts/phone_automata.py) from",
        "// libphonenumber's metadata, version %s. Do not edit: change the scripts and run them again." % PINNED,
        "",
        "extension PhoneMetadataTable {",
        "  /// The automaton of every distinct pattern of the records, in the encoding",
        "  /// `DigitAutomaton.init(encoded:)` reads; a record's last field lists the ones of its patterns.",
        "  static let automata: [StaticString] = [",
    ]
    for encoded in pool.encoded:
        lines.append('    "%s",' % encoded)
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed table instead of writing")
    args = parser.parse_args()
    outputs = dict(zip((OUTPUT, AUTOMATA_OUTPUT), generate()))
    if args.check:
        same = True
        for path, text in outputs.items():
            with open(path, encoding="utf-8") as f:
                same = same and f.read() == text
        print("the committed tables are %s" % ("reproduced" if same else "DIFFERENT"))
        sys.exit(0 if same else 1)
    os.makedirs(GENERATED, exist_ok=True)
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote %s (%d bytes)" % (os.path.relpath(path, ROOT), len(text.encode("utf-8"))))


if __name__ == "__main__":
    main()
