#!/usr/bin/env python3
"""Checks the wording tables in Sources/MaskKitUI/Resources/Wording against the English one.

Each language's table must have every entry English has and no other, each a translation (not the
English text, unless its key is listed in `sameAsEnglish`: a word the language shares with English), with every placeholder of the English entry (a plural branch whose category stands for
one number only may leave that number out) and no other, and a plural choice wherever English has
one, with every CLDR plural category the language reaches for whole numbers and `other`. The
categories below are CLDR's (as babel 2.18.0 reads them; PluralCategoryTests pins the same from the
generated rules). The Swift test WordingTableTests checks the same rules in `swift test` for every
bundled language; this script answers faster while translating.

Usage: Scripts/check-wording.py [LANGUAGE ...]
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDING = os.path.join(ROOT, "Sources/MaskKitUI/Resources/Wording")
PLACEHOLDER = re.compile(r"\{([A-Za-z]+)\}")
SECTIONS = ["problems", "schemes", "purposes", "accessibility", "phoneField"]

# Whole-number plural categories per language (CLDR, as babel reads it), and the categories that stand
# for exactly one number (`one` is 1 in German but 1, 21, 31 … in Russian).
CATEGORIES = {
    "en": ["one", "other"], "es": ["one", "other"], "pt-BR": ["one", "other"], "fr": ["one", "other"],
    "de": ["one", "other"], "it": ["one", "other"], "nl": ["one", "other"],
    "ru": ["one", "few", "many", "other"], "uk": ["one", "few", "many", "other"],
    "pl": ["one", "few", "many", "other"], "tr": ["one", "other"],
    "ar": ["zero", "one", "two", "few", "many", "other"], "he": ["one", "two", "other"],
    "hi": ["one", "other"], "ja": ["other"], "ko": ["other"], "zh-Hans": ["other"], "zh-Hant": ["other"],
    "th": ["other"], "vi": ["other"], "id": ["other"],
}
SINGLE = {
    "en": {"one"}, "es": {"one"}, "pt-BR": set(), "fr": set(), "de": {"one"}, "it": {"one"}, "nl": {"one"},
    "ru": set(), "uk": set(), "pl": {"one"}, "tr": {"one"}, "ar": {"zero", "one", "two"},
    "he": {"one", "two"}, "hi": set(),
}


def branches(message, path=()):
    """Yields (categories on the way, plural arguments on the way, text) for every branch."""
    if isinstance(message, str):
        yield path, message
        return
    argument = message["plural"]
    for key, value in message.items():
        if key != "plural":
            yield from branches(value, path + ((argument, key),))


def plural_arguments(message):
    if isinstance(message, str):
        return set()
    found = {message["plural"]}
    for key, value in message.items():
        if key != "plural":
            found |= plural_arguments(value)
    return found


def check(language, english, table):
    problems = []
    needed = CATEGORIES[language]
    single = SINGLE.get(language, set())
    same = set(table.get("sameAsEnglish", []))
    for key in sorted(same):
        section, _, name = key.partition(".")
        if name not in english.get(section, {}):
            problems.append(f"sameAsEnglish: {key} is not an English entry")
    for section in SECTIONS:
        source = english.get(section, {})
        target = table.get(section, {})
        for key in sorted(set(source) - set(target)):
            problems.append(f"{section}.{key}: missing")
        for key in sorted(set(target) - set(source)):
            problems.append(f"{section}.{key}: not an English entry")
        for key in sorted(set(source) & set(target)):
            where = f"{section}.{key}"
            source_message, message = source[key], target[key]
            wanted = set()
            for _, text in branches(source_message):
                wanted |= set(PLACEHOLDER.findall(text))
            english_plurals = plural_arguments(source_message)
            allowed = wanted | english_plurals
            if not isinstance(message, (str, dict)):
                problems.append(f"{where}: neither text nor a plural choice")
                continue
            if english_plurals and len(needed) > 1 and isinstance(message, str):
                problems.append(f"{where}: English chooses a plural here; {language} needs {needed}")
            for path, text in branches(message):
                if not text.strip():
                    problems.append(f"{where}: an empty branch")
                found = set(PLACEHOLDER.findall(text))
                for extra in sorted(found - allowed):
                    problems.append(f"{where}: unknown placeholder {{{extra}}}")
                spared = {argument for argument, category in path if category in single or category.startswith("=")}
                for lost in sorted(wanted - found - spared):
                    problems.append(f"{where}: lost placeholder {{{lost}}}")
                if language != "en" and where not in same and any(text == t for _, t in branches(source_message)):
                    problems.append(f"{where}: the English text")
            for node in plural_nodes(message):
                if node["plural"] not in allowed:
                    problems.append(f"{where}: plural over unknown argument {node['plural']}")
                categories = [k for k in node if k != "plural"]
                for category in needed:
                    if category not in categories:
                        problems.append(f"{where}: plural category {category} missing")
                for category in categories:
                    if category not in needed and not re.fullmatch(r"=\d+", category):
                        problems.append(f"{where}: {language} has no plural category {category}")
    for field in ("language", "name", "listSeparator"):
        if field not in table:
            problems.append(f"{field}: missing")
    if table.get("language") != language:
        problems.append(f"language: {table.get('language')!r}, not {language!r}")
    return problems


def plural_nodes(message):
    if isinstance(message, dict):
        yield message
        for key, value in message.items():
            if key != "plural":
                yield from plural_nodes(value)


def main():
    with open(os.path.join(WORDING, "en.json"), encoding="utf-8") as handle:
        english = json.load(handle)
    languages = sys.argv[1:] or sorted(name[:-5] for name in os.listdir(WORDING) if name.endswith(".json"))
    failed = 0
    for language in languages:
        path = os.path.join(WORDING, language + ".json")
        try:
            with open(path, encoding="utf-8") as handle:
                table = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{language}: {error}")
            failed += 1
            continue
        if language not in CATEGORIES:
            print(f"{language}: no plural categories known")
            failed += 1
            continue
        problems = check(language, english, table)
        for problem in problems:
            print(f"{language}: {problem}")
        failed += bool(problems)
        if not problems:
            print(f"{language}: ok")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
