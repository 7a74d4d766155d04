#!/usr/bin/env python3
"""Writes Tests/MaskKitCLITests/Fixtures/phone-example-pastes.jsonl: libphonenumber's example numbers
of every region, fixed line and mobile, written in the layouts people paste, with the E.164 number
libphonenumber reads from each.

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-example-pastes.py            # rewrites the fixture
    python3 Scripts/generate-phone-example-pastes.py --check    # exits 1 when the committed fixture differs

The first line says the file is generated; each other line: id, home (the field's region), layout, text
(what is pasted) and e164 (the expected value).
Layouts: national, international, e164 and rfc3966 (phonenumbers' format_number, pasted into a field of
the number's own region), idd-home (the region's own international prefix, then the international form
without `+`) and idd-abroad (format_out_of_country_calling_number from another region, pasted there).
A line is written only when phonenumbers itself parses the text in that region back to the example
number and finds it valid, so every line is a number libphonenumber accepts as written.
"""
import argparse
import json
import os
import re
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

PINNED = "9.0.43"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitCLITests", "Fixtures", "phone-example-pastes.jsonl")
TYPES = [("fixed", PhoneNumberType.FIXED_LINE), ("mobile", PhoneNumberType.MOBILE)]
# Regions dialled from in the idd-abroad layout, taken in turn; one with another calling code is used.
ABROAD = ["US", "DE", "RU", "JP", "AU", "GB", "FR", "CN", "KZ", "FI"]


def home_prefix(region):
    """The region's international prefix as dialled: the preferred one, else the pattern when it is plain digits."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    if metadata.preferred_international_prefix:
        return metadata.preferred_international_prefix
    prefix = metadata.international_prefix or ""
    return prefix if re.fullmatch(r"\d+", prefix) else None


def cases():
    turn = 0
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        for type_name, number_type in TYPES:
            number = phonenumbers.example_number_for_type(region, number_type)
            if number is None:
                continue
            e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
            international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
            layouts = [
                ("national", region, phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)),
                ("international", region, international),
                ("e164", region, e164),
                ("rfc3966", region, phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)),
            ]
            prefix = home_prefix(region)
            if prefix:
                layouts.append(("idd-home", region, prefix + " " + international[1:]))
            for _ in range(len(ABROAD)):
                abroad = ABROAD[turn % len(ABROAD)]
                turn += 1
                if phonenumbers.country_code_for_region(abroad) != number.country_code:
                    text = phonenumbers.format_out_of_country_calling_number(number, abroad)
                    layouts.append(("idd-abroad", abroad, text))
                    break
            for layout, home, text in layouts:
                try:
                    parsed = phonenumbers.parse(text, home)
                except phonenumbers.NumberParseException:
                    continue
                if phonenumbers.format_number(parsed, PhoneNumberFormat.E164) != e164:
                    continue
                if not phonenumbers.is_valid_number(parsed):
                    continue
                yield {
                    "id": "%s/%s/%s" % (region, type_name, layout),
                    "home": home,
                    "layout": layout,
                    "text": text,
                    "e164": e164,
                }


HEADER = {"generated": "by Scripts/generate-phone-example-pastes.py from phonenumbers %s; do not edit" % PINNED}


def render():
    lines = [HEADER] + list(cases())
    return "".join(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n" for line in lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed fixture differs")
    arguments = parser.parse_args()
    if phonenumbers.__version__ != PINNED:
        raise SystemExit("phonenumbers %s is installed; this script needs %s" % (phonenumbers.__version__, PINNED))
    text = render()
    if arguments.check:
        with open(OUTPUT, encoding="utf-8") as existing:
            if existing.read() != text:
                print("%s is out of date" % OUTPUT, file=sys.stderr)
                return 1
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(text)
    print("wrote %d cases to %s" % (text.count("\n") - 1, OUTPUT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
