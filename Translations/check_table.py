#!/usr/bin/env python3
"""Checks wording tables (JSON) against en.json the way `maskkit wording` does (keys, placeholders,
plural categories for whole numbers from babel's CLDR data). Usage: check_table.py EN_JSON TABLE.json..."""
import json, re, sys
from babel import Locale

PH = re.compile(r"\{([A-Za-z][A-Za-z0-9]*)\}")

def flatten(d):
    out = {}
    for section, v in d.items():
        if isinstance(v, dict):
            for k, e in v.items():
                out[f"{section}.{k}"] = e
    return out

def branches(entry, path=()):
    if isinstance(entry, str):
        yield path, entry
    else:
        arg = entry.get("plural")
        for k, v in entry.items():
            if k == "plural":
                continue
            yield from branches(v, path + ((arg, k),))

def whole_categories(lang):
    loc = Locale.parse(lang.replace("-", "_"))
    pf = loc.plural_form
    return sorted({pf(n) for n in range(0, 2000)} | {"other"})

def single_categories(lang):
    pf = Locale.parse(lang.replace("-", "_")).plural_form
    seen = {}
    for n in range(0, 2000): seen.setdefault(pf(n), set()).add(n)
    return {c for c, ns in seen.items() if len(ns) == 1}

def check(en, path):
    t = json.load(open(path, encoding="utf-8"))
    lang = t["language"]
    needed = whole_categories(lang)
    single = single_categories(lang)
    same = set(t.get("sameAsEnglish", []))
    E, T = flatten(en), flatten(t)
    problems = []
    for k in sorted(set(E) - set(T)): problems.append(f"{k}: missing")
    for k in sorted(set(T) - set(E)): problems.append(f"{k}: unknownEntry")
    for k in sorted(set(T) & set(E)):
        src = list(branches(E[k])); srctexts = {x for _, x in src}
        wanted = set(p for _, x in src for p in PH.findall(x))
        numbers = {a for p, _ in src for a, _ in p}
        tb = list(branches(T[k]))
        if numbers and len(needed) > 1 and isinstance(T[k], str):
            problems.append(f"{k}: noPluralChoice {needed}")
        for p, text in tb:
            if k not in same and text in srctexts:
                problems.append(f"{k}: untranslated {text!r}")
            found = set(PH.findall(text))
            for n in found - wanted - numbers: problems.append(f"{k}: unknownPlaceholder {{{n}}}")
            spared = {a for a, key in p if key.startswith("=") or key in single}
            for n in wanted - found - spared: problems.append(f"{k}: lostPlaceholder {{{n}}} in {text!r}")
        def choices(e):
            if isinstance(e, dict):
                yield e
                for kk, v in e.items():
                    if kk != "plural": yield from choices(v)
        for c in choices(T[k]):
            keys = [x for x in c if x != "plural"]
            for cat in needed:
                if cat not in keys: problems.append(f"{k}: missingCategory {cat}")
            for x in keys:
                if x not in needed and not x.startswith("="): problems.append(f"{k}: unusedCategory {x}")
    return lang, problems

if __name__ == "__main__":
    en = json.load(open(sys.argv[1], encoding="utf-8"))
    status = 0
    for p in sys.argv[2:]:
        lang, probs = check(en, p)
        print(f"{lang}: ok ({len(flatten(json.load(open(p))))} entries; whole-number categories {whole_categories(lang)})" if not probs else "\n".join(f"{lang}: {x}" for x in probs))
        status |= bool(probs)
    sys.exit(status)
