#!/usr/bin/env python3
"""Writes Tests/MaskKitTests/Fixtures/ipv4-cases.tsv: texts with the answer of Python's ipaddress module
(IPv4Address, strict: four decimal octets 0-255 without leading zeros), so a test can hold the IPv4
preset to it.

    python3 Scripts/generate-ipv4-cases.py            # rewrites the file
    python3 Scripts/generate-ipv4-cases.py --check    # exits 1 when the committed file differs

Only the standard library is used; the draws are seeded, so the file changes only with this script
(or with ipaddress's rules, which have been strict about leading zeros since Python 3.9.5).

Before asking ipaddress, the steps the presets article documents as MaskKit's own and ipaddress has no
opinion on are applied, and the line is marked with the step (column `deviation`):
- `trimmed`: whitespace and invisible format characters around the address are left out;
- `digits`: digits of other scripts are read as ASCII digits, and the ideographic full stop U+3002 as `.`;
- `invisible`: an invisible format character (LRM, ZWSP, BOM) inside the address is skipped.

Columns: id, text (with \\t, \\n and \\\\ escaped), valid (1/0), value (ipaddress's str() when valid,
else empty), deviation (empty when the text went to ipaddress as it is).
"""
import argparse
import ipaddress
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests/MaskKitTests/Fixtures/ipv4-cases.tsv"
rng = random.Random(4)

INVISIBLE = ["\u200e", "\u200f", "\u200b", "\ufeff", "\u2060"]
SCRIPTS = [0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10]


def octet():
    kind = rng.random()
    if kind < 0.3:
        return rng.randrange(0, 10)
    if kind < 0.6:
        return rng.randrange(10, 100)
    return rng.randrange(100, 256)


def address():
    return [octet() for _ in range(4)]


def dotted(parts):
    return ".".join(str(p) for p in parts)


def normalized(text):
    """The text after MaskKit's documented steps, and the steps taken."""
    steps = []
    stripped = text.strip(" \t\u00a0" + "".join(INVISIBLE))
    if stripped != text:
        steps.append("trimmed")
    out = []
    for ch in stripped:
        code = ord(ch)
        script = next((base for base in SCRIPTS if base <= code <= base + 9), None)
        if script is not None:
            out.append(str(code - script))
            if "digits" not in steps:
                steps.append("digits")
        elif ch == "\u3002":
            out.append(".")
            if "digits" not in steps:
                steps.append("digits")
        elif ch in INVISIBLE:
            if "invisible" not in steps:
                steps.append("invisible")
        else:
            out.append(ch)
    return "".join(out), steps


def verdict(text):
    plain, steps = normalized(text)
    try:
        return True, str(ipaddress.IPv4Address(plain)), steps
    except ValueError:
        return False, "", steps


def cases():
    rows = []

    def add(group, text):
        valid, value, steps = verdict(text)
        rows.append((f"{group}/{len(rows)}", text, valid, value, ",".join(steps)))

    for _ in range(150):
        add("valid", dotted(address()))
    for text in ["0.0.0.0", "255.255.255.255", "127.0.0.1", "10.0.0.255", "192.168.100.1"]:
        add("edge", text)
    for _ in range(60):
        parts = address()
        i = rng.randrange(4)
        parts[i] = rng.choice([256, 300, 999, rng.randrange(256, 1000)])
        add("over255", dotted(parts))
    for _ in range(60):
        parts = [str(p) for p in address()]
        i = rng.randrange(4)
        parts[i] = "0" + parts[i] if rng.random() < 0.7 else "00" + parts[i]
        add("leadingzero", ".".join(parts))
    for _ in range(40):
        parts = [str(p) for p in address()]
        n = rng.choice([1, 2, 3, 5, 6])
        parts = (parts + [str(octet()) for _ in range(3)])[:n]
        add("parts", ".".join(parts))
    for _ in range(40):
        parts = [str(p) for p in address()]
        sep = rng.choice([",", " ", "..", ":", "/", "-", ". "])
        i = rng.randrange(3)
        add("separator", ".".join(parts[: i + 1]) + sep + ".".join(parts[i + 1 :]))
    for _ in range(40):
        text = dotted(address())
        add("glued", text + rng.choice(["/24", ":80", " 80", ".", "x", "a"]))
    for _ in range(20):
        add("glued", rng.choice([".", "x"]) + dotted(address()))
    for count in [4, 9, 12, 13, 40]:
        add("digits", "9" * count)
    for _ in range(30):
        text = dotted(address())
        add("trimmed", rng.choice([" ", "  ", "\u00a0", "\ufeff", "\u200f"]) + text + rng.choice(["", " ", "\u200e"]))
    for _ in range(30):
        text = dotted(address())
        base = rng.choice(SCRIPTS)
        add("script", "".join(chr(base + int(c)) if c.isdigit() else c for c in text))
    for _ in range(20):
        add("script", dotted(address()).replace(".", "\u3002"))
    for _ in range(30):
        text = dotted(address())
        i = rng.randrange(1, len(text))
        add("invisible", text[:i] + rng.choice(INVISIBLE) + text[i:])
    return rows


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def render():
    lines = ["# Generated by Scripts/generate-ipv4-cases.py from Python's ipaddress; do not edit."]
    lines.append("# id\ttext\tvalid\tvalue\tdeviation")
    for row_id, text, valid, value, deviation in cases():
        lines.append("\t".join([row_id, escape(text), "1" if valid else "0", value, deviation]))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed file differs")
    args = parser.parse_args()
    text = render()
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.name} is not what {Path(__file__).name} writes; run it without --check")
            sys.exit(1)
        print(f"{OUT.name} is reproduced")
        return
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10)) - 2} rows)")


if __name__ == "__main__":
    main()
