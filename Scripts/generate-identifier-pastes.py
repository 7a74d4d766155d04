#!/usr/bin/env python3
"""Writes what the identifier preset takes from python-stdnum's reading of pasted text, and a fixture of
identifiers of every scheme written the ways people paste them, with python-stdnum's answer:

- Sources/MaskKit/Presets/Identifier/Generated/StdnumCharacterMap.swift: stdnum.util's map of Unicode
  dashes, dots, slashes, commas, colons, spaces, asterisks, apostrophes and digits to their ASCII
  character (what `clean()` reads every number with), and the characters Python's `str.strip()`
  removes around a number (`str.isspace()`);
- Tests/MaskKitTests/Presets/Generated/IdentifierPasteRecords.swift: the fixture.

    pip install python-stdnum==2.2
    python3 Scripts/generate-identifier-pastes.py            # rewrites the file
    python3 Scripts/generate-identifier-pastes.py --check    # exits 1 when the committed file differs

The numbers are the rows of Tests/MaskKitTests/Fixtures/identifiers.tsv (valid numbers and the same
numbers with a digit changed or two swapped). Each is written in stdnum's format() or compact, then
decorated from a seeded random generator with what pastes carry: spaces, hyphens, en and em dashes,
dots, slashes, commas, colons, tabs and line breaks, no-break and ideographic spaces, the bidirectional
marks U+200E/U+200F, the byte order mark, the zero-width space, the soft hyphen, full-width forms and
lower case. stdnum judges birth dates against a fixed day (TODAY below, also in the file) so the output
only changes when this script or stdnum changes.

A record is `scheme|text|expected|compact|stdnum`: `text` as a Swift string literal body, `expected`
1 when MaskKit must complete it (else 0), `compact` the value it must then have, and `stdnum` 1 when
stdnum's is_valid() accepts the text exactly as written. `expected` is stdnum's is_valid() and compact()
of the text read the way MaskKit reads every preset (see presets.md, "National identifier"): format
characters (general category Cf: U+200E, U+200F, U+FEFF, U+200B, U+00AD) are skipped, and full-width
letters are the letters (stdnum maps full-width digits and punctuation but not letters). Where the two
differ the record says so by its last field; the Swift test holds every such record to one of these two
reasons.
"""
import argparse
import datetime
import importlib
import os
import random
import sys
import unicodedata

from stdnum_today import import_pinned

PINNED = "2.2"
TODAY = datetime.date(2026, 11, 26)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Tests", "MaskKitTests", "Fixtures", "identifiers.tsv")
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitTests", "Presets", "Generated", "IdentifierPasteRecords.swift")
MAP_OUTPUT = os.path.join(ROOT, "Sources", "MaskKit", "Presets", "Identifier", "Generated", "StdnumCharacterMap.swift")
VALID_PER_SCHEME = 16
INVALID_PER_SCHEME = 6
VARIANTS = 4

# What pastes carry between and around the characters of an identifier.
SEPARATORS = [" ", "-", ".", "/", "\u2013", "\u2014", ",", ":", "\u00a0", "\u3000", "\uff0d", "_"]
WHITESPACE = ["\t", "\n", "\r\n", " ", "\u00a0"]
INVISIBLE = ["\u200e", "\u200f", "\ufeff", "\u200b", "\u00ad"]


def module_for(scheme, number):
    name = {"in.aadhaar": "stdnum.in_.aadhaar"}.get(scheme, "stdnum." + scheme)
    if scheme == "br.cpf-or-cnpj":  # a CPF by its 11 characters, else a CNPJ
        cpf = importlib.import_module("stdnum.br.cpf")
        name = "stdnum.br.cpf" if len(cpf.compact(number)) <= 11 else "stdnum.br.cnpj"
    return import_pinned(name, TODAY)


def as_maskkit_reads(text):
    """The text with format characters dropped and full-width letters folded to ASCII."""
    out = []
    for ch in text:
        if unicodedata.category(ch) == "Cf":
            continue
        if "\uff21" <= ch <= "\uff3a" or "\uff41" <= ch <= "\uff5a":
            ch = chr(ord(ch) - 0xFEE0)
        out.append(ch)
    return "".join(out)


def verdict(scheme, text):
    """stdnum's is_valid() and compact() of `text`."""
    module = module_for(scheme, text)
    try:
        valid = module.is_valid(text)
        compact = module.compact(text) if valid else ""
    except Exception:  # noqa: BLE001 - stdnum raises on some malformed texts instead of answering False
        valid, compact = False, ""
    return valid, compact


def full_width(text, rng):
    return "".join(chr(ord(c) + 0xFEE0) if c.isalnum() and c.isascii() and rng.random() < 0.7 else c for c in text)


def decorate(text, rng):
    """`text` with one or two kinds of what pastes carry."""
    kinds = rng.sample(["separator", "invisible", "around", "fullwidth", "lower", "separator", "invisible"], 2)
    for kind in kinds:
        if kind == "separator":
            for _ in range(rng.randint(1, 2)):
                position = rng.randint(0, len(text))
                text = text[:position] + rng.choice(SEPARATORS) + text[position:]
        elif kind == "invisible":
            for _ in range(rng.randint(1, 2)):
                position = rng.choice([0, len(text), rng.randint(0, len(text))])
                text = text[:position] + rng.choice(INVISIBLE) + text[position:]
        elif kind == "around":
            text = rng.choice(WHITESPACE + [""]) + text + rng.choice(WHITESPACE)
            if rng.random() < 0.3:  # a tab or line break inside, which no scheme skips
                position = rng.randint(1, len(text) - 1)
                text = text[:position] + rng.choice(["\t", "\n"]) + text[position:]
        elif kind == "fullwidth":
            text = full_width(text, rng)
        else:
            text = text.lower()
    return text


def swift_literal(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ord(ch) > 0x7E:
            out.append("\\u{%X}" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def character_map():
    """The Swift source of stdnum.util's character map and Python's whitespace."""
    from stdnum import util
    entries = sorted((ord(k), v) for k, v in util._char_map.items() if ord(k) > 0x7F)
    spaces = [c for c in range(sys.maxunicode + 1) if chr(c).isspace()]
    lines = [
        "// Generated by Scripts/generate-identifier-pastes.py from python-stdnum %s (stdnum/util.py, LGPL-2.1-or-later," % PINNED,
        "// carried over as facts: which character stands for which); do not edit: change the script and run it again.",
        "",
        "extension IdentifierCharacterClass {",
        "  /// The ASCII character stdnum's `clean()` reads each of these characters as (dashes as `-`, dots as `.`,",
        "  /// spaces as a space, full-width and mathematical digits as the digit, …), by scalar value.",
        "  static let stdnumCharacters: [UInt32: UInt8] = [",
    ]
    row = []
    for code, ascii in entries:
        row.append("0x%04X: %d," % (code, ord(ascii)))
        if len(row) == 8:
            lines.append("    " + " ".join(row))
            row = []
    if row:
        lines.append("    " + " ".join(row))
    lines += [
        "  ]",
        "",
        "  /// The characters Python's `str.strip()` removes around a number (`str.isspace()`), by scalar value.",
        "  static let pythonWhitespace: Set<UInt32> = [",
    ]
    lines += ["    " + " ".join("0x%04X," % c for c in spaces[i:i + 10]) for i in range(0, len(spaces), 10)]
    lines += [
        "  ]",
        "}",
        "",
    ]
    return "\n".join(lines)


def generate():
    from importlib.metadata import version
    if version("python-stdnum") != PINNED:
        raise SystemExit("python-stdnum %s is installed; the fixture is pinned to %s (pip install python-stdnum==%s)"
                         % (version("python-stdnum"), PINNED, PINNED))
    rows = {}
    with open(SOURCE, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            scheme, number, valid, _, formatted = line.rstrip("\n").split("\t")
            rows.setdefault(scheme, []).append((number, valid == "1", formatted))
    rng = random.Random(33)
    records = []
    for scheme in rows:
        valid = [r for r in rows[scheme] if r[1]][:VALID_PER_SCHEME]
        invalid = [r for r in rows[scheme] if not r[1]][:INVALID_PER_SCHEME]
        for number, _, formatted in valid + invalid:
            texts = set()
            while len(texts) < VARIANTS:
                base = formatted if formatted and rng.random() < 0.5 else number
                texts.add(decorate(base, rng))
            for text in sorted(texts):
                raw, _ = verdict(scheme, text)
                expected, compact = verdict(scheme, as_maskkit_reads(text))
                if "|" in text or "|" in compact:
                    raise SystemExit("a field separator in %r" % text)
                records.append("%s|%s|%d|%s|%d" % (scheme, swift_literal(text), expected, compact, raw))
    lines = [
        "// Generated by Scripts/generate-identifier-pastes.py from python-stdnum %s (judged on %s); do not"
        % (PINNED, TODAY.isoformat()),
        "// edit: change the script and run it again.",
        "",
        "/// Identifiers written the ways people paste them, with python-stdnum's answer: one record per line,",
        "/// `scheme|text|expected|compact|stdnum` (see the script).",
        "enum IdentifierPasteRecords {",
        "  /// The day stdnum judged birth dates against.",
        "  static let today = \"%s\"" % TODAY.isoformat(),
        "",
        "  /// The records.",
        "  static let lines: [String] = [",
    ]
    lines += ['    "%s",' % r for r in records]
    lines += ["  ]", "}", ""]
    return "\n".join(lines), records


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    args = parser.parse_args()
    text, records = generate()
    outputs = {MAP_OUTPUT: character_map(), OUTPUT: text}
    if args.check:
        same = True
        for path, text in outputs.items():
            try:
                with open(path, encoding="utf-8") as f:
                    equal = f.read() == text
            except FileNotFoundError:
                equal = False
            print("%s is %s" % (os.path.relpath(path, ROOT), "reproduced" if equal else "DIFFERENT"))
            same = same and equal
        sys.exit(0 if same else 1)
    for path, text in outputs.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    complete = sum(1 for r in records if r.split("|")[2] == "1")
    deviations = sum(1 for r in records if r.split("|")[2] != r.split("|")[4])
    print("wrote %s: %d records, %d complete, %d where raw stdnum differs"
          % (os.path.relpath(OUTPUT, ROOT), len(records), complete, deviations))


if __name__ == "__main__":
    main()
