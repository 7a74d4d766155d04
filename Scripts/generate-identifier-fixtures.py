#!/usr/bin/env python3
"""Writes Tests/MaskKitTests/Fixtures/identifiers.tsv: for every scheme of the identifier preset,
random numbers python-stdnum calls valid, the same numbers with one digit changed and with two adjacent
digits swapped, each with stdnum's verdict, compact() and format().

Columns: scheme, number (compact), valid (1/0), compact(), format() (empty when the module has none).
Run: pip install python-stdnum==2.2; python3 Scripts/generate-identifier-fixtures.py [--check]
The numbers are random but seeded, so the file only changes when this script or stdnum changes.
Date-bearing schemes whose validity depends on today (a birth date not in the future, a two-digit year's
century) are judged by stdnum as of TODAY below (stdnum's `datetime.date.today()` is pinned to it); the
file records that day in its header and the Swift test gives the mask the same day. The RFC verdict is
stdnum's `is_valid()` as it is called by default (the homoclave's check character is not checked); the
valid RFCs drawn also pass it, so both kinds of row occur.
"""
import argparse
import sys
import datetime
import importlib
import os
import random
import string

from stdnum_today import import_pinned

rng = random.Random(29)
TODAY = datetime.date(2026, 11, 26)


DIGITS = string.digits
LETTERS = string.ascii_uppercase
PER_SCHEME = 100


def digits(n):
    return "".join(rng.choice(DIGITS) for _ in range(n))


def letters(n, alphabet=LETTERS):
    return "".join(rng.choice(alphabet) for _ in range(n))


def date(start=1900, end=2019):
    day = datetime.date(start, 1, 1) + datetime.timedelta(days=rng.randrange((datetime.date(end, 12, 31) - datetime.date(start, 1, 1)).days))
    return day


def yymmdd(start=1930, end=2019):
    return date(start, end).strftime("%y%m%d")


def ddmmyy(start=1930, end=2019):
    return date(start, end).strftime("%d%m%y")


def completions(body, alphabets):
    """Every body + check characters, one of each alphabet."""
    found = [body]
    for alphabet in alphabets:
        found = [prefix + c for prefix in found for c in alphabet]
    return found


# Each scheme: a function giving candidate numbers (some may be invalid; only valid ones are kept).
def cpf():
    return completions(digits(9), [DIGITS, DIGITS])


def cnpj():
    body = digits(12) if rng.random() < 0.5 else letters(12, DIGITS + LETTERS)
    return completions(body, [DIGITS, DIGITS])


def cpf_or_cnpj():
    return cpf() if rng.random() < 0.5 else cnpj()


def check_last(body):
    return completions(body, [DIGITS])


def it_code():
    omocodia = dict(zip(DIGITS, "LMNPQRSTUV"))
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    code = letters(6) + "%02d" % rng.randint(0, 99) + rng.choice("ABCDEHLMPRST") + "%02d" % day + letters(1) + digits(3)
    if rng.random() < 0.2:
        code = "".join(omocodia[c] if c.isdigit() and rng.random() < 0.5 else c for c in code)
    return completions(code, [LETTERS])


def rfc():
    name = letters(4, LETTERS + "&") if rng.random() < 0.6 else letters(3, LETTERS + "&")
    return completions(name + yymmdd(2000, 2099) + letters(1, "123456789ABCDEFGHIJKLMNOPQRSTUV") + letters(1, "123456789" + LETTERS), ["0123456789A"])


def curp():
    birth = date(1930, 2019)
    states = "AS BC BS CC CH CL CM CS DF DG GR GT HG JC MC MN MS NE NL NT OC PL QR QT SL SP SR TC TL TS VZ YN ZS".split()
    differentiator = rng.choice(DIGITS) if birth.year < 2000 else rng.choice(LETTERS)
    body = letters(4) + birth.strftime("%y%m%d") + rng.choice("HM") + rng.choice(states) + letters(3, "BCDFGHJKLMNPQRSTVWXYZ") + differentiator
    return completions(body, [DIGITS])


def nir():
    department = rng.choice(["%02d" % rng.randint(1, 95), "2A", "2B"])
    return completions(rng.choice("12") + digits(4) + department + digits(6), [DIGITS, DIGITS])


def siret():
    siren = [c for c in check_last(digits(8)) if importlib.import_module("stdnum.fr.siren").is_valid(c)][0]
    return check_last(siren + digits(4))


def idnr():
    while True:
        body = str(rng.randint(1, 9)) + digits(9)
        counts = sorted((body.count(d) for d in set(body)), reverse=True)
        if counts[0] in (2, 3) and (len(counts) < 2 or counts[1] == 1):
            return check_last(body)


def pesel():
    birth = date(1900, 2019)
    month = birth.month + (20 if birth.year >= 2000 else 0)
    return check_last(birth.strftime("%y") + "%02d" % month + birth.strftime("%d") + digits(4))


def personnummer():
    birth = date(1930, 2019)
    if rng.random() < 0.5:
        return [n[:6] + "-" + n[6:] for n in check_last(birth.strftime("%y%m%d") + digits(3))]
    return [birth.strftime("%Y") + n[2:8] + "-" + n[8:] for n in check_last(birth.strftime("%y%m%d") + digits(3))]


def fodselsnummer():
    birth = date(1930, 2019)
    individual = rng.randint(0, 499) if birth.year < 2000 else rng.randint(500, 999)
    return completions(birth.strftime("%d%m%y") + "%03d" % individual, [DIGITS, DIGITS])


def cpr():
    birth = date(1937, 2019)
    seventh = rng.choice("0123") if birth.year < 2000 else rng.choice("4")
    return [birth.strftime("%d%m%y") + seventh + digits(3)]


def hetu():
    birth = date(1900, 2019)
    sign = rng.choice("-YXWVU") if birth.year < 2000 else rng.choice("ABCDEF")
    return completions(birth.strftime("%d%m%y") + sign + "%03d" % rng.randint(2, 899), ["0123456789ABCDEFHJKLMNPRSTUVWXY"])


def za():
    return check_last(yymmdd(1930, 2019) + digits(4) + rng.choice("01") + digits(1))


def rrn():
    birth = date(1900, 2019)
    gender = rng.choice("12") if birth.year < 2000 else rng.choice("34")
    return check_last(birth.strftime("%y%m%d") + gender + "%02d" % rng.randint(0, 96) + digits(3))


def be_nn():
    return completions(yymmdd(1930, 1999) + digits(3), [DIGITS, DIGITS])


def ric_codes():
    """Six-digit division codes listed in stdnum's cn/loc.dat."""
    path = os.path.join(os.path.dirname(importlib.import_module("stdnum").__file__), "cn", "loc.dat")
    codes, province = [], None
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        if not line.startswith(" "):
            province = line.split()[0]
        else:
            codes.append(province + line.split()[0])
    return codes


RIC_CODES = ric_codes()


def ric():
    return completions(rng.choice(RIC_CODES) + date(1930, 2019).strftime("%Y%m%d") + digits(3), [DIGITS + "X"])


def inn():
    return check_last(digits(9)) if rng.random() < 0.5 else completions(digits(10), [DIGITS, DIGITS])


SCHEMES = {
    "br.cpf": ("stdnum.br.cpf", cpf),
    "br.cnpj": ("stdnum.br.cnpj", cnpj),
    "br.cpf-or-cnpj": (None, cpf_or_cnpj),
    "us.ssn": ("stdnum.us.ssn", lambda: [digits(9)]),
    "us.ein": ("stdnum.us.ein", lambda: [digits(9)]),
    "ca.sin": ("stdnum.ca.sin", lambda: check_last(digits(8))),
    "mx.rfc": ("stdnum.mx.rfc", rfc),
    "mx.curp": ("stdnum.mx.curp", curp),
    "ar.cuit": ("stdnum.ar.cuit", lambda: check_last(rng.choice(["20", "23", "24", "27", "30", "33", "34"]) + digits(8))),
    "cl.rut": ("stdnum.cl.rut", lambda: completions(digits(rng.choice([7, 8])), [DIGITS + "K"])),
    "co.nit": ("stdnum.co.nit", lambda: check_last(digits(rng.randint(7, 15)))),
    "es.dni": ("stdnum.es.dni", lambda: completions(digits(8), [LETTERS])),
    "es.nie": ("stdnum.es.nie", lambda: completions(rng.choice("XYZ") + digits(7), [LETTERS])),
    "it.codicefiscale": ("stdnum.it.codicefiscale", it_code),
    "fr.nir": ("stdnum.fr.nir", nir),
    "fr.siren": ("stdnum.fr.siren", lambda: check_last(digits(8))),
    "fr.siret": ("stdnum.fr.siret", siret),
    "de.idnr": ("stdnum.de.idnr", idnr),
    "nl.bsn": ("stdnum.nl.bsn", lambda: check_last(digits(8))),
    "be.nn": ("stdnum.be.nn", be_nn),
    "ch.ssn": ("stdnum.ch.ssn", lambda: check_last("756" + digits(9))),
    "pl.pesel": ("stdnum.pl.pesel", pesel),
    "pl.nip": ("stdnum.pl.nip", lambda: check_last(digits(9))),
    "se.personnummer": ("stdnum.se.personnummer", personnummer),
    "no.fodselsnummer": ("stdnum.no.fodselsnummer", fodselsnummer),
    "dk.cpr": ("stdnum.dk.cpr", cpr),
    "fi.hetu": ("stdnum.fi.hetu", hetu),
    "gb.nhs": ("stdnum.gb.nhs", lambda: check_last(digits(9))),
    "ru.inn": ("stdnum.ru.inn", inn),
    "tr.tckimlik": ("stdnum.tr.tckimlik", lambda: completions(str(rng.randint(1, 9)) + digits(8), [DIGITS, DIGITS])),
    "il.idnr": ("stdnum.il.idnr", lambda: check_last(digits(8))),
    "za.idnr": ("stdnum.za.idnr", za),
    "in.aadhaar": ("stdnum.in_.aadhaar", lambda: check_last(str(rng.randint(2, 9)) + digits(10))),
    "cn.ric": ("stdnum.cn.ric", ric),
    "kr.rrn": ("stdnum.kr.rrn", rrn),
    "au.tfn": ("stdnum.au.tfn", lambda: check_last(digits(rng.choice([7, 8])))),
}


def module_for(scheme, number):
    name = SCHEMES[scheme][0]
    if name is None:  # br.cpf-or-cnpj: a CPF by its 11 characters, else a CNPJ
        name = "stdnum.br.cpf" if len(number) == 11 else "stdnum.br.cnpj"
    return import_pinned(name, TODAY)


def row(scheme, number):
    module = module_for(scheme, number)
    valid = module.is_valid(number)
    compact = module.compact(number)
    formatted = module.format(number) if hasattr(module, "format") else ""
    return "\t".join([scheme, number, "1" if valid else "0", compact, formatted])


def mutations(number):
    """The number with one digit changed, and with two adjacent different digits swapped."""
    positions = [i for i, c in enumerate(number) if c.isdigit()]
    changed = list(number)
    i = rng.choice(positions)
    changed[i] = rng.choice([d for d in DIGITS if d != number[i]])
    pairs = [i for i in positions if i + 1 < len(number) and number[i + 1].isdigit() and number[i] != number[i + 1]]
    result = ["".join(changed)]
    if pairs:
        swapped = list(number)
        j = rng.choice(pairs)
        swapped[j], swapped[j + 1] = swapped[j + 1], swapped[j]
        result.append("".join(swapped))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    args = parser.parse_args()
    lines = []
    for scheme, (_, candidates) in SCHEMES.items():
        valid = []
        while len(valid) < PER_SCHEME:
            found = [n for n in candidates() if module_for(scheme, n).is_valid(n)]
            if scheme == "mx.rfc":
                found = [n for n in found if module_for(scheme, n).is_valid(n, validate_check_digits=True)]
            if found:
                valid.append(rng.choice(found))
        for number in valid:
            lines.append(row(scheme, number))
            lines.extend(row(scheme, m) for m in mutations(number))
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "MaskKitTests", "Fixtures", "identifiers.tsv")
    text = "# Generated by Scripts/generate-identifier-fixtures.py from python-stdnum 2.2; do not edit.\n"
    text += "# today: %s (stdnum's verdicts on birth dates are as of this day)\n" % TODAY.isoformat()
    text += "\n".join(lines) + "\n"
    if args.check:
        with open(path, encoding="utf-8") as file:
            same = file.read() == text
        print("Tests/MaskKitTests/Fixtures/identifiers.tsv is %s" % ("reproduced" if same else "DIFFERENT"))
        sys.exit(0 if same else 1)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
