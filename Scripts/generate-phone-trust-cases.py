#!/usr/bin/env python3
"""Writes Tests/MaskKitCLITests/Fixtures/phone-trust-cases.jsonl: texts in the layouts that can make a
phone reader complete a number other than the one written, each with libphonenumber's verdict, so a
test can hold MaskKit to the rule that a complete phone value is always the number libphonenumber reads
from the text.

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-trust-cases.py            # rewrites the fixture
    python3 Scripts/generate-phone-trust-cases.py --check    # exits 1 when the committed fixture differs

The first line says the file is generated; each other line: id (home/layout/number), home (the field's
region), layout, text, e164 (phonenumbers.parse(text, home) as E.164 when is_valid_number says it is
valid, else null) and prefixes (for each shorter prefix of the text, by its length in characters, that
phonenumbers reads as a valid number: that number's E.164; a number typed key by key may complete only
with these).

For every region (the home) a valid number of the home and one of another region (drawn with a fixed
seed) are written as: national, national one digit short or long, the trunk prefix twice, international,
the calling code twice, the calling code without `+`; the home's international prefix (IDD) before the
foreign number (also one digit short or long) and before the home's own calling code; `00` before the
foreign number (the IDD or not); a `+` after the IDD, after `0` or `1`, after the first digits, doubled or
inside the number; `+` before the IDD (`+011 44…` in the US); the foreign number as dialled from the home;
and `tel:` URIs with `;phone-context=` (a global number, a domain, empty) and `;isub=`. The layouts
in ALWAYS are written for every home, OPTIONAL_PER_HOME of the others (drawn) for each, and
MUTATIONS_PER_HOME of the home's texts again with random edits (layout `mutated-N-…`).
"""
import argparse
import itertools
import json
import os
import random
import re
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

PINNED = "9.0.43"
SEED = 33
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitCLITests", "Fixtures", "phone-trust-cases.jsonl")
TYPES = [PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE]
# Layouts written for every home; of the others OPTIONAL_PER_HOME are drawn for each home, so the
# fixture stays a few thousand lines while every layout is written for many homes.
ALWAYS = ["idd-home", "idd-home-short", "idd-home-long", "zeros", "plus-after-idd", "plus-before-idd", "trunk-twice",
          "cc-twice"]
OPTIONAL_PER_HOME = 5
# Texts of each home written again with random edits (MUTATIONS_PER_HOME of them): a digit dropped, doubled
# or added, a piece (a prefix, a `+`, punctuation, an extension marker, `tel:`) put in anywhere.
MUTATIONS_PER_HOME = 3
PIECES = ["0", "00", "8", "810", "8~10", "011", "1", "+", "(0)", " ", "-", "x", "ext", "#", ";", ",", "tel:", "~",
          "(", ")", ".", "/", ";ext=", "++", "00+", "\uff10", "\u0663"]


def verdict(text, home):
    """phonenumbers' E.164 for `text` in a field of `home` when the number is valid, else None."""
    try:
        number = phonenumbers.parse(text, home)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.format_number(number, PhoneNumberFormat.E164)


def dialled_prefix(region):
    """A string of digits the region's international prefix matches: the preferred one, else the
    shortest (then smallest) one its pattern matches whole."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    if metadata.preferred_international_prefix and re.fullmatch(r"\d+", metadata.preferred_international_prefix):
        return metadata.preferred_international_prefix
    pattern = metadata.international_prefix
    if not pattern:
        return None
    if re.fullmatch(r"\d+", pattern):
        return pattern
    for length in range(2, 6):
        for digits in itertools.product("0123456789", repeat=length):
            candidate = "".join(digits)
            if re.fullmatch(pattern, candidate):
                return candidate
    return None


def valid_numbers(region, rng):
    """The region's example numbers, each also with its last digits redrawn while it stays valid."""
    numbers = []
    for number_type in TYPES:
        example = phonenumbers.example_number_for_type(region, number_type)
        if example is None or not phonenumbers.is_valid_number(example):
            continue
        numbers.append(example)
        national = str(example.national_number)
        for _ in range(20):
            tail = "".join(rng.choice("0123456789") for _ in range(min(4, len(national) - 1)))
            redrawn = phonenumbers.PhoneNumber(
                country_code=example.country_code, national_number=int(national[: len(national) - len(tail)] + tail),
                italian_leading_zero=example.italian_leading_zero, number_of_leading_zeros=example.number_of_leading_zeros)
            if phonenumbers.is_valid_number(redrawn) and phonenumbers.region_code_for_number(redrawn) == region:
                numbers.append(redrawn)
                break
    return numbers


def nsn(number):
    return phonenumbers.national_significant_number(number)


def intl(number):
    """The international form without its `+`."""
    return phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)[1:]


def layouts(home, own, foreign, rng):
    """(layout, text) pairs for a field of `home`, a valid number `own` of the home and `foreign` of another region."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(home)
    code = str(own.country_code)
    national = phonenumbers.format_number(own, PhoneNumberFormat.NATIONAL)
    international = phonenumbers.format_number(own, PhoneNumberFormat.INTERNATIONAL)
    digit = rng.choice("0123456789")
    yield "national", national
    yield "national-short", national[:-1]
    yield "national-long", national + digit
    if metadata.national_prefix:
        yield "trunk-twice", metadata.national_prefix + " " + national
        yield "trunk-twice-nsn", metadata.national_prefix * 2 + " " + nsn(own)
    yield "international", international
    yield "international-short", international[:-1]
    yield "cc-twice", "+" + code + " " + intl(own)
    yield "cc-without-plus", code + " " + nsn(own)
    other = intl(foreign)
    prefix = dialled_prefix(home)
    if prefix:
        yield "idd-home", prefix + " " + other
        yield "idd-home-short", prefix + " " + other[:-1]
        yield "idd-home-long", prefix + " " + other + digit
        yield "idd-home-own", prefix + " " + intl(own)
        yield "plus-after-idd", prefix + "+" + other
        yield "plus-before-idd", "+" + prefix + " " + other
    if prefix != "00":
        yield "zeros", "00 " + other
        yield "zeros-short", "00 " + other[:-1]
    yield "plus-after-0", "0+" + other
    yield "plus-after-1", "1+" + other
    yield "plus-after-digits", nsn(own)[:3] + " +" + other
    yield "plus-twice", "++" + other
    yield "plus-inside", international[:-4] + "+" + international[-4:]
    try:
        abroad = phonenumbers.format_out_of_country_calling_number(foreign, home)
    except Exception:  # pragma: no cover - phonenumbers formats every region's numbers
        abroad = None
    if abroad:
        yield "idd-abroad", abroad
    yield "tel-context-plus", "tel:" + nsn(foreign) + ";phone-context=+" + str(foreign.country_code)
    yield "tel-context-own", "tel:" + nsn(own) + ";phone-context=+" + code
    yield "tel-context-domain", "tel:" + nsn(own) + ";phone-context=example.com"
    yield "tel-context-empty", "tel:" + nsn(own) + ";phone-context="
    yield "tel-isub", phonenumbers.format_number(foreign, PhoneNumberFormat.RFC3966) + ";isub=" + digit * 3


def mutated(text, rng):
    """`text` with one to three random edits."""
    characters = list(text)
    for _ in range(rng.randint(1, 3)):
        edit = rng.random()
        at = rng.randint(0, len(characters))
        if edit < 0.3 and characters:
            del characters[rng.randrange(len(characters))]
        elif edit < 0.6:
            characters[at:at] = list(rng.choice(PIECES))
        elif edit < 0.8:
            characters[at:at] = [rng.choice("0123456789")]
        elif characters:
            at = rng.randrange(len(characters))
            characters[at:at] = [characters[at]]
    return "".join(characters)


def cases():
    rng = random.Random(SEED)
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    numbers = {region: valid_numbers(region, rng) for region in regions}
    for home in regions:
        if not numbers[home]:
            continue
        own = rng.choice(numbers[home])
        others = [r for r in regions if numbers[r] and phonenumbers.country_code_for_region(r) != own.country_code]
        foreign = rng.choice(numbers[rng.choice(others)])
        written = list(layouts(home, own, foreign, rng))
        optional = [layout for layout, _ in written if layout not in ALWAYS]
        kept = set(ALWAYS) | set(rng.sample(optional, min(OPTIONAL_PER_HOME, len(optional))))
        originals = list(written)
        for turn in range(MUTATIONS_PER_HOME):
            layout, text = rng.choice(originals)
            written.append(("mutated-%d-%s" % (turn + 1, layout), mutated(text, rng)))
            kept.add(written[-1][0])
        seen = set()
        for layout, text in written:
            if text in seen or layout not in kept:
                continue
            seen.add(text)
            prefixes = {}
            for length in range(1, len(text)):
                e164 = verdict(text[:length], home)
                if e164:
                    prefixes[str(length)] = e164
            yield {
                "id": "%s/%s" % (home, layout),
                "home": home,
                "layout": layout,
                "text": text,
                "e164": verdict(text, home),
                "prefixes": prefixes,
            }


HEADER = {"generated": "by Scripts/generate-phone-trust-cases.py from phonenumbers %s, seed %d; do not edit" % (PINNED, SEED)}


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
