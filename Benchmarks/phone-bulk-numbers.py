#!/usr/bin/env python3
"""Writes the corpus of Benchmarks/phone-bulk.sh (issue 47, "bulk phones"): one file per region, REGION.txt,
of COUNT valid phone numbers of that region, one a line, in four layouts taken in turn.

    pip install phonenumbers==9.0.43
    python3 Benchmarks/phone-bulk-numbers.py DIR [COUNT]        # COUNT 4000 unless told

Regions: US, GB, DE, FR, IN, BR, JP, RU. Layouts, in turn: e164 (`+79123456789`), international
(`+7 912 345-67-89`), trunk (the region's national prefix and the national significant number, no
punctuation: `89123456789`) and national (phonenumbers' national format: `8 (912) 345-67-89`,
`(201) 555-0123`). Each number is libphonenumber's example fixed-line or mobile number (in turn) with
its digits from a random position on drawn again (seed SEED), kept when it is new, phonenumbers finds
it valid and reads each of its four texts, in a field of its region, back to it; so the first N lines
of a file of COUNT are the file of N. The output depends only on COUNT and the pinned phonenumbers release.
"""
import os
import random
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

PINNED = "9.0.43"
SEED = 47
REGIONS = ["US", "GB", "DE", "FR", "IN", "BR", "JP", "RU"]
TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE]


def texts(number, region):
    """The number's four layouts, in the order they are taken."""
    nsn = phonenumbers.national_significant_number(number)
    prefix = phonenumbers.PhoneMetadata.metadata_for_region(region).national_prefix or ""
    return [
        phonenumbers.format_number(number, PhoneNumberFormat.E164),
        phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
        prefix + nsn,
        phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
    ]


def reads_back(text, region, e164):
    """Whether phonenumbers reads `text` in a field of `region` as the valid number `e164`."""
    try:
        parsed = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(parsed) and phonenumbers.format_number(
        parsed, PhoneNumberFormat.E164) == e164


def lines(region, count, rng):
    """`count` lines of valid numbers of `region`, the layouts taken in turn."""
    examples = [phonenumbers.national_significant_number(phonenumbers.example_number_for_type(region, t))
                for t in TYPES]
    code = phonenumbers.country_code_for_region(region)
    out = []
    seen = set()
    while len(out) < count:
        example = examples[len(out) % len(examples)]
        start = rng.randint(1, len(example) - 1)
        nsn = example[:start] + "".join(rng.choice("0123456789") for _ in example[start:])
        number = phonenumbers.parse("+%d%s" % (code, nsn))
        if nsn in seen or not phonenumbers.is_valid_number_for_region(number, region):
            continue
        e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
        candidates = texts(number, region)
        if all(reads_back(text, region, e164) for text in candidates):
            seen.add(nsn)
            out.append(candidates[len(out) % len(candidates)])
    return out


def main():
    if phonenumbers.__version__ != PINNED:
        raise SystemExit("phonenumbers %s is installed; the corpus is pinned to %s (pip install phonenumbers==%s)"
                         % (phonenumbers.__version__, PINNED, PINNED))
    if len(sys.argv) not in (2, 3):
        raise SystemExit("usage: phone-bulk-numbers.py DIR [COUNT]")
    directory = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 4000
    os.makedirs(directory, exist_ok=True)
    for region in REGIONS:
        rng = random.Random("%d/%s" % (SEED, region))
        with open(os.path.join(directory, region + ".txt"), "w", encoding="utf-8") as file:
            file.write("".join(line + "\n" for line in lines(region, count, rng)))


if __name__ == "__main__":
    main()
