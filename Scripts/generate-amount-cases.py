#!/usr/bin/env python3
"""Writes Tests/MaskKitTests/Fixtures/amount-cases.jsonl (amounts with babel's answer) and
Sources/MaskKit/Presets/Amount/AmountCurrencies.swift (the currency symbols of CLDR's currency codes),
so a test can hold the amount preset to babel's CLDR number parsing.

    pip install babel==2.18.0
    python3 Scripts/generate-amount-cases.py            # rewrites both files
    python3 Scripts/generate-amount-cases.py --check    # exits 1 when a committed file differs

The reference for a text in a field (grouping, decimal separator, fraction digits, entry, currency
prefix or suffix, sign, maximum) is babel.numbers.parse_decimal(strict=True), after the steps MaskKit's
articles document as its own and babel has no opinion on:

1. The invisible format characters (LRM, RLM, BOM, ZWJ, ZWSP, U+2060, soft hyphen) are left out; when
   one stands between two digits, only the field's own layout may read the text (a group split by one
   is never read in another locale's grouping); a joiner (ZWJ, ZWNJ) belongs to the digit before it
   and splits nothing.
2. Digits of other scripts are read as ASCII digits, every kind of space (NBSP, narrow NBSP) as the
   space of the layout read, `'` as `’`, `−` as `-`.
3. Currency marks before or after the number (a currency symbol, general category Sc, or a three-letter
   upper-case code) are taken off: at most one, and in a field with a currency prefix or suffix it must
   be the field's (that affix, a code whose CLDR symbol it is, or a symbol of that code); a field
   without one takes any but the cent sign `¢` (a subunit). Any other makes the text invalid.
4. The number is read in the field's own locale (LOCALES[grouping]); when that reads it, its answer is
   final. A decimal separator that ends the number is left out (`12.` is 12). Where neither `.` nor `,`
   groups (space, apostrophe and no grouping), the one that is not the field's decimal separator is read
   as it when the field's is absent (numeric keypads offer one of them). Otherwise every reader locale (one per CLDR separator layout, READERS) whose separators are all
   the text has is tried; the text is valid when those that read it give one value, invalid when they
   give two or none.
5. The value is invalid when it has more fraction digits (as written) than the field takes, a decimal
   separator in a field that takes no fraction, a sign in an unsigned field, or is over the maximum.

Deviation (documented in presets.md, written on the line as "deviation"): with cents entry an ungrouped
integer without a decimal separator fills from the right (`1000` is 10.00), as the field's digits do;
babel's answer is kept on the line as "reference".

The first line says the file is generated; each other line: id, field (the AmountMask options),
layout, text, reference (babel's plain decimal or null), value (the normalized amount the field
completes with, or null: not complete) and optionally deviation and keys (true when typing the text key
by key must give the same value: the field's own layout typed from the left).
"""
import argparse
import decimal
import json
import os
import random
import sys
import unicodedata

import babel
import babel.numbers as numbers

PINNED = "2.18.0"
SEED = 43
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitTests", "Fixtures", "amount-cases.jsonl")
CURRENCIES = os.path.join(ROOT, "Sources", "MaskKit", "Presets", "Amount", "AmountCurrencies.swift")

INVISIBLE = ["\u200e", "\u200f", "\ufeff", "\u200d", "\u200b", "\u2060", "\u00ad"]
SPACES = [" ", "\u00a0", "\u202f"]
# Joiners attach to the character before them: one after a digit is part of it and splits no group.
JOINERS = ["\u200c", "\u200d"]
# The field's grouping option: the CLDR locale whose number symbols and pattern it is.
LOCALES = {",": "en", ".": "de", "space": "fr", "'": "de_CH", "indian": "en_IN", "none": None}
# One locale per separator layout of CLDR's latn number symbols (group, decimal, pattern), those of
# more than a handful of locales: , . (en), . , (de), space , (fr), space . (dje), ’ . (de_CH) and
# the Indian #,##,##0.### (en_IN).
READERS = ["en", "de", "fr", "dje", "de_CH", "en_IN"]
# ISO 4217 codes whose symbols the preset knows, and the locales whose symbol for them is taken.
CODES = ["USD", "EUR", "GBP", "JPY", "CNY", "INR", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK",
         "HUF", "RUB", "TRY", "BRL", "MXN", "KRW", "ZAR", "ILS", "THB", "PHP", "VND", "NGN", "UAH", "KZT",
         "PKR", "BDT", "EGP", "SAR", "AED", "HKD", "SGD", "NZD", "TWD", "IDR", "MYR", "ARS"]
# The locale where each code is the local currency.
HOMES = {"USD": "en_US", "EUR": "de", "GBP": "en_GB", "JPY": "ja", "CNY": "zh", "INR": "en_IN", "CHF": "de_CH",
         "CAD": "en_CA", "AUD": "en_AU", "SEK": "sv", "NOK": "nb", "DKK": "da", "PLN": "pl", "CZK": "cs",
         "HUF": "hu", "RUB": "ru", "TRY": "tr", "BRL": "pt_BR", "MXN": "es_MX", "KRW": "ko", "ZAR": "en_ZA",
         "ILS": "he", "THB": "th", "PHP": "fil", "VND": "vi", "NGN": "en_NG", "UAH": "uk", "KZT": "kk",
         "PKR": "ur_PK", "BDT": "bn", "EGP": "ar_EG", "SAR": "ar_SA", "AED": "ar_AE", "HKD": "zh_Hant_HK",
         "SGD": "en_SG", "NZD": "en_NZ", "TWD": "zh_Hant", "IDR": "id", "MYR": "ms", "ARS": "es_AR"}
FIELDS = [
    # name, options
    ("commas", {"grouping": ",", "decimal": ".", "fractionDigits": 2}),
    ("dots", {"grouping": ".", "decimal": ",", "fractionDigits": 2}),
    ("space", {"grouping": "space", "decimal": ",", "fractionDigits": 2}),
    ("apostrophe", {"grouping": "'", "decimal": ".", "fractionDigits": 2}),
    ("indian", {"grouping": "indian", "decimal": ".", "fractionDigits": 2}),
    ("none", {"grouping": "none", "decimal": ".", "fractionDigits": 2}),
    ("usd", {"grouping": ",", "decimal": ".", "fractionDigits": 2, "prefix": "$"}),
    ("eur", {"grouping": ".", "decimal": ",", "fractionDigits": 2, "suffix": " €"}),
    ("inr", {"grouping": "indian", "decimal": ".", "fractionDigits": 2, "prefix": "₹"}),
    ("chf", {"grouping": "'", "decimal": ".", "fractionDigits": 2, "prefix": "CHF "}),
    ("whole", {"grouping": ",", "decimal": ".", "fractionDigits": 0}),
    ("signed", {"grouping": ",", "decimal": ".", "fractionDigits": 2, "signed": True}),
    ("maximum", {"grouping": ",", "decimal": ".", "fractionDigits": 2, "maximum": "5000"}),
]
PER_FIELD = 10


def symbols_of_codes():
    """For each code, the one-character symbols that are its alone: its symbol in `en`, and its symbol in
    its home locale when no code has that symbol in `en` and no other code at home (`$` is USD, though
    it is also CAD's in en_CA; `₽` is RUB's, from ru)."""
    def one(symbol):
        return len(symbol) == 1 and unicodedata.category(symbol) == "Sc"
    english = {code: numbers.get_currency_symbol(code, "en") for code in CODES}
    home = {code: numbers.get_currency_symbol(code, HOMES[code]) for code in CODES}
    taken = {symbol for symbol in english.values() if one(symbol)}
    table = {}
    for code in CODES:
        found = {english[code]} if one(english[code]) else set()
        symbol = home[code]
        if one(symbol) and symbol not in taken and list(home.values()).count(symbol) == 1:
            found.add(symbol)
        table[code] = sorted(found)
    return table


SYMBOLS = symbols_of_codes()


def currencies_swift():
    lines = [
        "// Generated by Scripts/generate-amount-cases.py from babel " + PINNED + " (CLDR): do not edit.",
        "// For each ISO 4217 code, the one-character currency symbols babel.numbers.get_currency_symbol",
        "// gives it in en, and in its home locale when that symbol is no other code's (HOMES in the script).",
        "extension AmountMask {",
        "  /// ISO 4217 codes and their one-character CLDR symbols: a currency mark in a text is the field's",
        "  /// when it is the field's prefix or suffix, one of its codes or one of their symbols.",
        "  static let currencySymbols: [(code: String, symbols: [Character])] = [",
    ]
    for code in CODES:
        symbols = ", ".join(json.dumps(symbol, ensure_ascii=False) for symbol in SYMBOLS[code])
        lines.append(f'    ("{code}", [{symbols}]),')
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def own_marks(field):
    """The currency marks a text in `field` may hold: its prefix and suffix trimmed, the codes whose
    symbol that is, and the symbols of those codes."""
    marks = {affix.strip() for affix in (field.get("prefix", ""), field.get("suffix", "")) if affix.strip()}
    for code, symbols in SYMBOLS.items():
        if code in marks or marks & set(symbols):
            marks.add(code)
            marks.update(symbols)
    return marks


def takes_mark(field, mark):
    """Whether a text in `field` may hold the currency mark: one of the field's, or in a field without
    a currency any but the cent sign (a subunit: `12 ¢` is no 12)."""
    own = own_marks(field)
    return mark in own if own else mark != "¢"


def take_marks(text):
    """Currency marks before and after the number (with the spaces around them), and the rest; None when
    something else that is no number stands there."""
    marks = []
    sign = ""
    core = text.strip("".join(SPACES))
    changed = True
    while changed:
        changed = False
        if core.startswith("-") and not sign and not any(c.isdigit() for c in core[:1]):
            if len(core) > 1 and not core[1].isdigit() and core[1] not in ".,":
                sign, core, changed = "-", core[1:].lstrip("".join(SPACES)), True
        for end in (0, -1):
            if not core:
                break
            character = core[end]
            if unicodedata.category(character) == "Sc":
                marks.append(character)
                core = (core[1:] if end == 0 else core[:-1]).strip("".join(SPACES))
                changed = True
            else:
                piece = core[:3] if end == 0 else core[-3:]
                if len(piece) == 3 and piece.isascii() and piece.isalpha() and piece.isupper():
                    rest = core[3:] if end == 0 else core[:-3]
                    if not rest or not rest[0 if end == 0 else -1].isalpha():
                        marks.append(piece)
                        core = rest.strip("".join(SPACES))
                        changed = True
    return marks, sign + core


def ascii_digits(text):
    return "".join(str(unicodedata.digit(c)) if unicodedata.category(c) == "Nd" else c for c in text)


def read_in(locale, number, keypad=None):
    """babel's strict reading of `number` in `locale` (its spaces as the locale's space, `'` as `’`),
    or None; a text with a separator the locale does not have is not its form."""
    group = numbers.get_group_symbol(locale)
    point = numbers.get_decimal_symbol(locale)
    text = number
    if group in SPACES:
        for space in SPACES:
            text = text.replace(space, group)
    if group == "\u2019":
        text = text.replace("'", group)
    body = text[1:] if text.startswith("-") else text
    if keypad and point not in body:
        body = body.replace(keypad, point)
        text = ("-" if text.startswith("-") else "") + body
    if not body or any(not (c.isdigit() or c in (group, point)) for c in body):
        return None
    if len(body) > 1 and body.endswith(point) and body[-2].isdigit():
        text = text[:-1]
    try:
        value = numbers.parse_decimal(text, locale=locale, strict=True)
    except (numbers.NumberFormatError, decimal.InvalidOperation, ValueError):
        return None
    return value, point in body


def read_none(field, number):
    """The reading of a field without grouping: digits and at most one of its decimal separator."""
    body = number[1:] if number.startswith("-") else number
    point = field["decimal"]
    other = "," if point == "." else "."
    if point not in body:
        body = body.replace(other, point)
    if not body or any(not (c.isdigit() or c == point) for c in body) or body.count(point) > 1:
        return None
    if body == point:
        return None
    text = ("-" if number.startswith("-") else "") + body.replace(point, ".")
    return decimal.Decimal(text), point in body


def reference(field, text):
    """babel's answer for `text` in `field` (steps 1-5 of the docstring): (value or None, plain reading)."""
    digits_inside = False
    kept = []
    for index, character in enumerate(text):
        if character in INVISIBLE:
            if character in JOINERS:
                continue
            before = [c for c in text[:index] if c not in INVISIBLE]
            after = [c for c in text[index + 1:] if c not in INVISIBLE]
            if before and after and unicodedata.category(before[-1]) == "Nd" and unicodedata.category(after[0]) == "Nd":
                digits_inside = True
            continue
        kept.append(character)
    text = ascii_digits("".join(kept)).replace("\u2212", "-")
    marks, number = take_marks(text)
    if any(not takes_mark(field, mark) for mark in marks) or len(marks) > 1:
        return None
    own = LOCALES[field["grouping"]]
    keypad = None
    if field["grouping"] in ("space", "'"):
        keypad = "," if field["decimal"] == "." else "."
    reading = read_none(field, number) if own is None else read_in(own, number, keypad)
    if reading is None and not digits_inside:
        readings = [r for r in (read_in(locale, number) for locale in READERS) if r is not None]
        values = {r[0] for r in readings}
        if len(values) == 1:
            reading = readings[0]
    if reading is None:
        return None
    value, has_point = reading
    fraction = max(0, -value.as_tuple().exponent)
    if fraction > field["fractionDigits"] or (has_point and field["fractionDigits"] == 0):
        return None
    if value.is_signed() and not field.get("signed"):
        return None
    if "maximum" in field and abs(value) > decimal.Decimal(field["maximum"]):
        return None
    return value


def normalized(value, places):
    quantum = decimal.Decimal(1).scaleb(-places)
    text = str(abs(value).quantize(quantum))
    return ("-" if value < 0 and value != 0 else "") + text


def layouts(field, rng, value):
    """(layout, text, keys) for one amount: the field's own layout and every reader locale's, plain,
    with currency marks, one character off, invisible characters and other digit scripts."""
    places = field["fractionDigits"]
    own = LOCALES[field["grouping"]]
    texts = []

    def formatted(locale):
        return numbers.format_decimal(value, locale=locale, decimal_quantization=False, group_separator=True)

    if own is None:
        plain = str(value).replace(".", field["decimal"])
    else:
        plain = str(value).replace(".", numbers.get_decimal_symbol(own))
    texts.append(("plain", plain, True))
    if own is not None:
        shown = formatted(own)
        if field["grouping"] == "space":
            shown = shown.replace("\u202f", " ")
        if field["grouping"] == "'":
            shown = shown.replace("\u2019", "'")
        texts.append(("own", shown, True))
    else:
        shown = plain
    for locale in READERS:
        if locale != own:
            texts.append((f"locale-{locale}", formatted(locale), False))
    prefix, suffix = field.get("prefix", ""), field.get("suffix", "")
    mark = (prefix or suffix).strip()
    if mark:
        texts.append(("own-mark-before", mark + shown, False))
        texts.append(("own-mark-after", shown + mark, False))
        texts.append(("own-mark-after-space", shown + " " + mark, False))
        code = next((c for c, s in SYMBOLS.items() if mark in s or mark == c), None)
        if code:
            texts.append(("own-code-after", shown + " " + code, False))
            texts.append(("own-code-before", code + " " + shown, False))
        texts.append(("own-mark-twice", prefix + mark + shown + suffix, False))
        texts.append(("own-mark-and-code", prefix + shown + suffix + " " + (code or "XXX"), False))
    others = [m for m in ["$", "€", "£", "¥", "₹", "¢", "EUR", "USD", "GBP", "CHF", "INR"] if m not in own_marks(field)]
    if not mark:
        texts.append(("any-mark", rng.choice(others) + shown, False))
        others = ["¢"]
    other = rng.choice(others)
    texts.append(("other-mark-before", other + shown, False))
    texts.append(("other-mark-after", shown + " " + other, False))
    texts.append(("other-with-own", prefix + other + shown + suffix, False))
    texts.append(("two-codes", "EUR " + shown + " USD", False))
    texts.append(("two-symbols", "$$" + shown, False))
    # One character off: a digit dropped or added in a group, a separator moved or replaced.
    digits = [i for i, c in enumerate(shown) if c.isdigit()]
    if len(digits) > 1:
        i = rng.choice(digits)
        texts.append(("digit-dropped", shown[:i] + shown[i + 1:], False))
        texts.append(("digit-added", shown[:i] + str(rng.randrange(10)) + shown[i:], False))
    separators = [i for i, c in enumerate(shown) if not c.isdigit() and c != "-"]
    if separators:
        i = rng.choice(separators)
        if 1 < i < len(shown) - 1:
            moved = shown[:i] + shown[i + 1] + shown[i] + shown[i + 2:] if shown[i + 1].isdigit() else shown
            texts.append(("separator-moved", moved, False))
        for replacement in rng.sample([".", ",", " ", "'", "\u00a0", "\u202f"], 2):
            texts.append(("separator-replaced", shown[:i] + replacement + shown[i + 1:], False))
    # Invisible characters at the ends and inside (between digits, next to a separator).
    invisible = rng.choice(INVISIBLE)
    texts.append(("invisible-ends", invisible + shown + rng.choice(INVISIBLE), False))
    if len(digits) > 1:
        i = rng.choice(digits[1:])
        texts.append(("invisible-inside", shown[:i] + invisible + shown[i:], False))
    if separators:
        i = rng.choice(separators)
        texts.append(("invisible-by-separator", shown[:i] + invisible + shown[i:], False))
    texts.append(("spaces-ends", rng.choice(SPACES) + shown + rng.choice(SPACES), False))
    # Other digit scripts.
    zero = rng.choice([0x0966, 0x0660, 0x06F0, 0xFF10, 0x09E6])
    texts.append(("digits-" + hex(zero), "".join(chr(zero + int(c)) if c.isdigit() else c for c in shown), False))
    return texts


def amounts(field, rng):
    places = field["fractionDigits"]
    for _ in range(PER_FIELD):
        length = rng.choice([1, 2, 3, 4, 4, 5, 6, 7, 8, 10])
        integer = str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(length - 1))
        fraction_length = rng.choice([0, 0, 1] + list(range(1, places + 2)))
        fraction = "".join(str(rng.randrange(10)) for _ in range(fraction_length))
        sign = "-" if rng.random() < 0.15 else ""
        yield decimal.Decimal(sign + integer + ("." + fraction if fraction else ""))
    yield from (decimal.Decimal(v) for v in ["0", "0.5", "1000", "1234567", "12.345", "0.125"])


def expected(field, text, value):
    """The normalized value the field must complete with (the reference's, or the documented cents
    deviation), and the deviation's name."""
    places = field["fractionDigits"]
    _, number = take_marks(ascii_digits("".join(c for c in text if c not in INVISIBLE)))
    body = number.lstrip("-")
    if field.get("entry") == "cents" and body.isdigit():
        unlimited = {key: option for key, option in field.items() if key != "maximum"}
        if reference(unlimited, text) is None:
            return None, None
        cents = decimal.Decimal(number).scaleb(-places)
        if "maximum" in field and abs(cents) > decimal.Decimal(field["maximum"]):
            return None, "cents-digits"
        return normalized(cents, places), "cents-digits"
    return (normalized(value, places) if value is not None else None), None


def cases():
    rng = random.Random(SEED)
    for name, options in FIELDS:
        for entry in ["ltr", "cents"]:
            field = dict(options, entry=entry)
            seen = set()
            for value in amounts(field, rng):
                for layout, text, keys in layouts(field, rng, value):
                    if text in seen:
                        continue
                    seen.add(text)
                    answer = reference(field, text)
                    shown, deviation = expected(field, text, answer)
                    line = {
                        "id": f"{name}/{entry}/{layout}/{text}",
                        "field": field,
                        "layout": layout,
                        "text": text,
                        "reference": None if answer is None else str(answer),
                        "value": shown,
                    }
                    if deviation:
                        line["deviation"] = deviation
                    if keys and entry == "ltr" and shown is not None:
                        line["keys"] = True
                    yield line
            for text in [".", ",", "-", "-.", "$", "12 ¢", "¢50", "$$12", "EUR 12 USD", "12 EUR", "£12", "€12"]:
                if text in seen:
                    continue
                seen.add(text)
                answer = reference(field, text)
                shown, deviation = expected(field, text, answer)
                line = {"id": f"{name}/{entry}/issue/{text}", "field": field, "layout": "issue", "text": text,
                        "reference": None if answer is None else str(answer), "value": shown}
                if deviation:
                    line["deviation"] = deviation
                yield line


def fixture():
    header = {"generated": f"by Scripts/generate-amount-cases.py from babel {PINNED} (seed {SEED}); do not edit"}
    lines = [json.dumps(header)] + [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in cases()]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="exit 1 when a committed file differs")
    arguments = parser.parse_args()
    if babel.__version__ != PINNED:
        sys.exit(f"babel {PINNED} is needed (found {babel.__version__}): pip install babel=={PINNED}")
    outputs = {OUTPUT: fixture(), CURRENCIES: currencies_swift()}
    if arguments.check:
        stale = [path for path, text in outputs.items()
                 if not os.path.exists(path) or open(path, encoding="utf-8").read() != text]
        for path in stale:
            print(f"{os.path.relpath(path, ROOT)} is not what {os.path.basename(__file__)} writes", file=sys.stderr)
        sys.exit(1 if stale else 0)
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    print(f"wrote {sum(1 for _ in cases())} cases")


if __name__ == "__main__":
    main()
