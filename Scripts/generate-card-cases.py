#!/usr/bin/env python3
"""Writes Tests/MaskKitTests/Fixtures/card-cases.tsv: card numbers and prefixes with the answer of
braintree/credit-card-type 10.3.0 (the brand) and of the Luhn check, so a test can hold the card preset
to them.

    python3 Scripts/generate-card-cases.py            # rewrites the file
    python3 Scripts/generate-card-cases.py --check    # exits 1 when the committed file differs

Only the standard library is used. The reference is credit-card-type's table (`src/lib/card-types.ts`
at tag v10.3.0, commit fbd8ed8) and its matching rule (`src/lib/matches.ts`,
`add-matching-cards-to-results.ts`, `find-best-match.ts`), restated below: each brand's first pattern
the number is consistent with counts; when any counted pattern is longer than the number, no brand is
decided; otherwise the longest pattern wins, the earlier brand in the test order on a tie. The draws are
seeded, so the file changes only with this script.

Rows:
- `prefix` rows: a beginning of a number (1 to 8 digits) and the brand the reference decides for it,
  or empty (none yet, or none at all). Column `text` holds the digits; `complete` and `value` are empty.
- `number` rows: a whole number as a person pastes it (one run, the brand's groups with one space, one
  `-`, one U+00A0) and whether it is complete: a brand the reference decides, a length the table lists
  for it and a valid Luhn check. A number of no brand is complete at 12 to 19 digits with a valid Luhn
  check: MaskKit's documented rule where the reference has no brand (column `deviation`:
  `unknownBrand`). Negative rows: one digit changed (Luhn fails), one digit more or less than a listed
  length, a code or an expiry glued on after a separator (`/ 006`, `, 123`, a tab): refused, never read
  as a longer number.
- `code` rows: a security code for a brand: complete at the brand's `code.size` digits; one digit fewer
  or more, or an expiry (`12/27`), is not.

Columns: id, kind (prefix/number/code), text (\\t escaped), brand (MaskKit's CardBrand raw value), complete
(1/0), value (the digits when complete), deviation.
"""
import argparse
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests/MaskKitTests/Fixtures/card-cases.tsv"
rng = random.Random(10_3_0)

# credit-card-type 10.3.0, src/lib/card-types.ts, in ORIGINAL_TEST_ORDER (src/index.ts); each entry:
# (MaskKit's CardBrand raw value, patterns, gaps, lengths, code size). A pattern is a prefix (an int)
# or a range [low, high] of prefixes of one width.
TABLE = [
    ("visa", [4], [4, 8, 12], [16, 18, 19], 3),
    ("mastercard", [[51, 55], [2221, 2229], [223, 229], [23, 26], [270, 271], 2720], [4, 8, 12], [16], 3),
    ("americanExpress", [34, 37], [4, 10], [15], 4),
    ("dinersClub", [[300, 305], 36, 38, 39], [4, 10], [14, 16, 19], 3),
    ("discover", [6011, [644, 649], 65], [4, 8, 12], [16, 19], 3),
    ("troy", [
        9792, 650052, [650082, 650083], 650092, 650161, 650170, 650173, 650175, 650268, 650271,
        [650273, 650274], [650456, 650457], 650836, [650846, 650850], 650923, 650987, 650990, 654997,
        657366, 657998, 658758, [658767, 658768], [65083700, 65083704], [65085800, 65085804],
        [65085900, 65085901], 65086000, [65086100, 65086105], [65086200, 65086203],
        [65875000, 65875003], 65875009, [65875101, 65875104], 65875200, 65875501, 65875601, 65875900,
        [65876000, 65876002], [65876100, 65876103], 65876110, [65876115, 65876116],
        [65876200, 65876201], 65876500, [65876504, 65876505], [65876600, 65876602],
        [65877100, 65877101], [65877600, 65877602], 65877700, [65877801, 65877802],
        [65878200, 65878202], [65878300, 65878311], [65878400, 65878405], [65878500, 65878505],
        [65878600, 65878601], 65879800, 65880800, 65880900,
    ], [4, 8, 12], [16], 3),
    ("jcb", [2131, 1800, [3528, 3589]], [4, 8, 12], [16, 17, 18, 19], 3),
    ("unionPay", [
        620, [62100, 62182], [62184, 62187], [62185, 62197], [62200, 62205], [622010, 622999], 622018,
        [62207, 62209], [623, 626], 6270, 6272, 6276, [627700, 627779], [627781, 627799], [6282, 6289],
        6291, 6292, 810, [8110, 8131], [8132, 8151], [8152, 8163], [8164, 8171],
    ], [4, 8, 12], [14, 15, 16, 17, 18, 19], 3),
    ("naranja", [589562, 402918, 527572], [4, 8, 12], [16], 3),
    ("verve", [
        [506099, 506127], 506129, [506133, 506150], [506158, 506163], 506166, 506168, 506170, 506173,
        [506176, 506180], 506184, [506187, 506188], 506191, 506195, 506197, 507865, 507866,
        [507868, 507877], [507880, 507888], 507900, 507941,
    ], [4, 8, 12], [16, 18, 19], 3),
    ("maestro", [493698, [500000, 504174], [504176, 506698], [506779, 508999], [56, 59], 63, 67, 6],
     [4, 8, 12], [12, 13, 14, 15, 16, 17, 18, 19], 3),
    ("elo", [
        401178, 401179, 438935, 457631, 457632, 431274, 451416, 457393, 504175, [506699, 506778],
        [509000, 509999], 627780, 636297, 636368, [650031, 650033], [650035, 650051], [650405, 650439],
        [650485, 650538], [650541, 650598], [650700, 650718], [650720, 650727], [650901, 650978],
        [651652, 651679], [655000, 655019], [655021, 655058],
    ], [4, 8, 12], [16], 3),
    ("mir", [[2200, 2204]], [4, 8, 12], [16, 17, 18, 19], 3),
    ("hiper", [637095, 63737423, 63743358, 637568, 637599, 637609, 637612], [4, 8, 12], [16], 3),
    ("hipercard", [606282], [4, 8, 12], [16], 3),
]
BRANDS = {name: (patterns, gaps, lengths, code) for name, patterns, gaps, lengths, code in TABLE}


def matches(number, pattern):
    """src/lib/matches.ts."""
    if isinstance(pattern, list):
        low, high = str(pattern[0]), str(pattern[1])
        head = number[: len(low)]
        value = int(head)
        return int(low[: len(head)]) <= value <= int(high[: len(head)])
    pattern = str(pattern)
    return pattern[: len(number)] == number[: len(pattern)]


def width(pattern):
    return len(str(pattern[0] if isinstance(pattern, list) else pattern))


def brand_of(number):
    """creditCardType(number) reduced to one brand: the best match, or None when it has none."""
    results = []
    for name, patterns, _, _, _ in TABLE:
        for pattern in patterns:
            if matches(number, pattern):
                results.append((name, width(pattern) if len(number) >= width(pattern) else None))
                break
    if not results or any(strength is None for _, strength in results):
        return None
    best = results[0]
    for result in results[1:]:
        if best[1] < result[1]:
            best = result
    return best[0]


def luhn_digit(body):
    total = 0
    for index, char in enumerate(reversed(body)):
        digit = int(char)
        if index % 2 == 0:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return str((10 - total % 10) % 10)


def luhn_valid(number):
    return luhn_digit(number[:-1]) == number[-1]


def prefix_of(pattern):
    if isinstance(pattern, list):
        return str(rng.randint(pattern[0], pattern[1]))
    return str(pattern)


def number_with(prefix, length):
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - 1 - len(prefix)))
    return body + luhn_digit(body)


def grouped(number, gaps, separator):
    cuts = [0] + [gap for gap in gaps if gap < len(number)] + [len(number)]
    return separator.join(number[a:b] for a, b in zip(cuts, cuts[1:]))


def expected(number):
    brand = brand_of(number)
    if brand is None:
        return "", 12 <= len(number) <= 19 and luhn_valid(number), "unknownBrand"
    return brand, len(number) in BRANDS[brand][2] and luhn_valid(number), ""


def rows():
    out = []

    def number_row(text, number, refused=False):
        brand, complete, deviation = expected(number)
        complete = complete and not refused
        out.append(("number", text, brand, "1" if complete else "0", number if complete else "", deviation))

    # Prefixes: every pattern's own digits, a digit before and after its range, random beginnings.
    prefixes = set()
    for _, patterns, _, _, _ in TABLE:
        for pattern in patterns:
            for bound in (pattern if isinstance(pattern, list) else [pattern]):
                text = str(bound)
                for cut in range(1, len(text) + 1):
                    prefixes.add(text[:cut])
                prefixes.add(str(int(text) - 1))
                prefixes.add(str(int(text) + 1))
                prefixes.add(text + str(rng.randrange(10)))
    for _ in range(300):
        prefixes.add("".join(str(rng.randrange(10)) for _ in range(rng.randint(1, 8))))
    for prefix in sorted(p for p in prefixes if 1 <= len(p) <= 8):
        out.append(("prefix", prefix, brand_of(prefix) or "", "", "", ""))

    # Whole numbers of every brand, pattern and length, in the layouts people paste.
    for name, patterns, gaps, lengths, code in TABLE:
        for pattern in patterns:
            for length in lengths:
                number = number_with(prefix_of(pattern), length)
                layout = rng.choice(["run", " ", "-", "\u00a0"])
                text = number if layout == "run" else grouped(number, gaps, layout)
                number_row(text, number)
            length = rng.choice(lengths)
            number = number_with(prefix_of(pattern), length)
            # One digit changed after the brand's digits: the Luhn check fails.
            at = rng.randrange(width(pattern) if width(pattern) < length - 1 else 0, length - 1)
            changed = number[:at] + str((int(number[at]) + rng.randint(1, 9)) % 10) + number[at + 1:]
            number_row(changed, changed)
            # A length the brand does not issue (Luhn valid).
            for other in (min(lengths) - 1, max(lengths) + 1):
                if 12 <= other <= 19 and other not in lengths:
                    wrong = number_with(prefix_of(pattern), other)
                    number_row(wrong, wrong)
        # A code or an expiry glued on: refused, never a longer number.
        number = number_with(prefix_of(rng.choice(patterns)), rng.choice(lengths))
        for glue in (" / ", ", ", "\t", "/"):
            tail = "".join(str(rng.randrange(10)) for _ in range(code)) if glue != "/" else "12/27"
            number_row(grouped(number, gaps, " ") + glue + tail, number, refused=True)

    # Security codes: the brand's code size (credit-card-type's `code.size`) completes; one digit fewer
    # or more, or an expiry given as a code, does not.
    for name, _, _, _, code in TABLE:
        for size in (code - 1, code, code + 1):
            text = "".join(str(rng.randrange(10)) for _ in range(size))
            out.append(("code", text, name, "1" if size == code else "0", text if size == code else "", ""))
        out.append(("code", "12/27", name, "0", "", ""))

    # Numbers of no brand.
    for _ in range(40):
        length = rng.randint(12, 19)
        while True:
            first = str(rng.choice([0, 1, 7, 9]))
            number = number_with(first, length)
            if brand_of(number) is None:
                break
        number_row(number, number)
    return out


def render():
    lines = ["# Generated by Scripts/generate-card-cases.py from braintree/credit-card-type 10.3.0; do not edit.",
             "# id\tkind\ttext\tbrand\tcomplete\tvalue\tdeviation"]
    for index, (kind, text, brand, complete, value, deviation) in enumerate(rows(), 1):
        text = text.replace("\\", "\\\\").replace("\t", "\\t")
        lines.append("\t".join([f"card-{index}", kind, text, brand, complete, value, deviation]))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed file differs")
    args = parser.parse_args()
    text = render()
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} is out of date: run python3 Scripts/generate-card-cases.py", file=sys.stderr)
            sys.exit(1)
        print(f"{OUT.name} is up to date")
        return
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10)) - 2} rows")


if __name__ == "__main__":
    main()
