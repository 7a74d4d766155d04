#!/usr/bin/env python3
"""Writes Tests/MaskKitCLITests/Fixtures/phone-typing-cases.jsonl: libphonenumber's example numbers of
every region, fixed line and mobile, typed key by key (the national significant number, one digit a key)
into an international-style field of the number's region, with the text libphonenumber's
AsYouTypeFormatter shows after each key when fed the international form (`+`, the calling code, then
the digits typed): `+1 2`, `+1 20`, `+1 206`, `+1 206-5`, … `+1 206-555-1234`.

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-typing-cases.py            # rewrites the fixture
    python3 Scripts/generate-phone-typing-cases.py --check    # exits 1 when the committed fixture differs

The first line says the file is generated; each other line: id (region/type), home (the field's region),
digits (the keys typed), shown (the formatter's text after each key), e164 (the number the last key
completes) and final (its international format, which the field shows on the last key where the formatter's
last text differs from it: `+24762889` against `+247 62889`). A line is written only when phonenumbers finds the example number valid.
"""
import argparse
import json
import os
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter, PhoneNumberFormat, PhoneNumberType

PINNED = "9.0.43"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitCLITests", "Fixtures", "phone-typing-cases.jsonl")
TYPES = [("fixed", PhoneNumberType.FIXED_LINE), ("mobile", PhoneNumberType.MOBILE)]


def cases():
    for home in sorted(phonenumbers.SUPPORTED_REGIONS):
        code = phonenumbers.country_code_for_region(home)
        for name, kind in TYPES:
            number = phonenumbers.example_number_for_type(home, kind)
            if number is None or not phonenumbers.is_valid_number(number):
                continue
            digits = phonenumbers.national_significant_number(number)
            formatter = AsYouTypeFormatter(home)
            for character in "+" + str(code):
                formatter.input_digit(character)
            shown = [formatter.input_digit(digit) for digit in digits]
            yield {
                "id": "%s/%s" % (home, name),
                "home": home,
                "digits": digits,
                "shown": shown,
                "e164": phonenumbers.format_number(number, PhoneNumberFormat.E164),
                "final": phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
            }


HEADER = {"generated": "by Scripts/generate-phone-typing-cases.py from phonenumbers %s; do not edit" % PINNED}


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
