#!/usr/bin/env python3
"""Writes Tests/MaskKitTests/Fixtures/datetime-cases.tsv: texts for the date, time and card-expiry presets
with the verdict Python's standard `datetime` gives, so DateTimeReferenceTests can hold the presets to it.

    python3 Scripts/generate-datetime-cases.py            # rewrites the fixture
    python3 Scripts/generate-datetime-cases.py --check    # exits 1 when the committed file differs

Only the standard library is used (nothing to pin; the fixture depends on `datetime.strptime`, whose
directives have not changed since Python 3.0). Randomness is seeded (SEED).

The reference: each preset lists the layouts people paste (LAYOUTS below, the table of presets.md). A text
is read by the first listed layout whose shape (how many digits each group has and what stands between
them) it has; its groups are then given to `datetime.strptime` with that layout's format. The text is
complete when strptime accepts it (and, for a two-digit year field or an expiry, the year can be shown),
with the value the field holds (its digits in the field's order; a 12-hour time ends in AM or PM). A text
no listed layout reads, or one strptime refuses (30 February, hour 24, month 13), is expected not
complete.

Each line: preset, field options, text, expected ("complete" or "no"), value ("-" when not complete),
and the layout that read it ("-" for none).
"""
import argparse
import datetime
import os
import random
import re
import sys

SEED = 43
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "MaskKitTests", "Fixtures", "datetime-cases.tsv")

SEPARATORS = ["/", ".", "-", " "]
D = r"(\d{1,2})"
D2 = r"(\d{2})"
Y4 = r"(\d{4})"


def year_first(sep):
    """ISO 8601's order with `sep`: a two-digit day, or a one-digit month and day (`2020-02-2` is a date
    being typed, `2020-02-29` may follow)."""
    s = re.escape(sep)
    return rf"{Y4}{s}(?:(\d{{1,2}}){s}(\d{{2}})|(\d){s}(\d))"


def date_layouts(order, year_digits):
    """The listed layouts of a date field: (name, regex, fields of the groups, year digits written)."""
    own = {"dmy": "dmy", "mdy": "mdy", "ymd": "ymd"}[order]
    layouts = []
    # The field's own order with each separator, then the other order of day and month (a day over 12
    # tells it), then ISO's year first, then the field's digits in a row.
    for sep in SEPARATORS:
        s = re.escape(sep)
        if own == "ymd" and year_digits == 2:
            layouts.append((f"yy{sep}mm{sep}dd", rf"{D2}{s}{D2}{s}{D2}", "ymd", 2))
        elif own != "ymd":
            yr = r"(\d{2})" if year_digits == 2 else Y4
            layouts.append((f"{own}{sep}", rf"{D}{s}{D}{s}{yr}", own, year_digits))
            if year_digits == 2:
                layouts.append((f"{own}{sep}yyyy", rf"{D}{s}{D}{s}{Y4}", own, 4))
    pairs = ["dmy", "mdy"] if own == "dmy" else ["mdy", "dmy"]
    for first in pairs if own != "ymd" else []:
        for sep in SEPARATORS:
            s = re.escape(sep)
            if first == own:
                continue
            yr = r"(\d{2})" if year_digits == 2 else Y4
            layouts.append((f"{first}{sep}", rf"{D}{s}{D}{s}{yr}", first, year_digits))
            if year_digits == 2:
                layouts.append((f"{first}{sep}yyyy", rf"{D}{s}{D}{s}{Y4}", first, 4))
    if own == "ymd":
        # A year-first field reads day-month-year texts with a four-digit year in either order.
        for first in ["mdy", "dmy"]:
            for sep in SEPARATORS:
                s = re.escape(sep)
                layouts.append((f"{first}{sep}yyyy", rf"{D}{s}{D}{s}{Y4}", first, 4))
    for sep in SEPARATORS:
        layouts.append((f"iso{sep}", year_first(sep), "ymd", 4))
    if own == "ymd" and year_digits == 4:
        # Deviation (presets.md): a one-digit day after a two-digit month is a date being typed in a
        # year-first field; a day digit 4-9 cannot start a longer day and is padded as typed (`5` is `05`).
        for sep in SEPARATORS:
            s = re.escape(sep)
            layouts.append((f"deviation:padded-day{sep}", rf"{Y4}{s}(\d{{2}}){s}([4-9])", "ymd", 4))
    width = {"d": 2, "m": 2, "y": year_digits}
    run = "".join(rf"(\d{{{width[f]}}})" for f in own)
    layouts.append(("digits", run, own, year_digits))
    return layouts


def read_date(text, order, year_digits):
    """(value, layout) of `text` in a date field, or (None, layout or None)."""
    body = text.strip("\u200e\u200f\ufeff ")
    if body.endswith(".") and body[-2:-1].isdigit():
        body = body[:-1]
    refused = None
    for name, regex, fields, written in date_layouts(order, year_digits):
        match = re.fullmatch(regex, body)
        if not match:
            continue
        groups = [g for g in match.groups() if g is not None]
        parts = dict(zip(fields, groups))
        year_format = "%Y" if written == 4 else "%y"
        try:
            day = datetime.datetime.strptime(
                f"{parts['d']}-{parts['m']}-{parts['y']}", f"%d-%m-{year_format}").date()
        except ValueError:
            refused = refused or name
            continue  # the other order of day and month may read it (`12/31/2024` in a DMY field)
        if year_digits == 2 and not 1969 <= day.year <= 2068:
            return None, name
        shown = {"d": f"{day.day:02d}", "m": f"{day.month:02d}",
                 "y": f"{day.year:04d}" if year_digits == 4 else f"{day.year % 100:02d}"}
        return "".join(shown[f] for f in order), name
    return None, refused


MARKERS = ["AM", "PM", "am", "pm", "a.m.", "p.m."]


def read_time(text, twelve, seconds):
    """(value, layout) of `text` in a time field, or (None, layout or None)."""
    body = text.strip("\u200e\u200f\ufeff ")
    sec = r"[:.](\d{2})" if seconds else ""
    layouts = [
        ("h:mm", rf"(\d{{1,2}})[:.](\d{{2}}){sec}", False),
        ("h:mm am", rf"(\d{{1,2}})[:.](\d{{2}}){sec} ?([AaPp])\.?[Mm]\.?", True),
        ("hhmm", r"(\d{2})(\d{2})" + (r"(\d{2})" if seconds else ""), False),
        # Digits alone before a marker: the minutes (and seconds) are the last two digits each.
        ("hmm am", r"(\d{1,2})(\d{2})" + (r"(\d{2})" if seconds else "") + r" ?([AaPp])\.?[Mm]\.?", True),
    ]
    if not twelve:
        # Deviation (presets.md): digits typed in a row pad a first digit that cannot start an hour, as
        # typing `9` shows `09:`, so `930` is 09:30 (datetime lists no three-digit layout).
        layouts.append(("deviation:padded-hour", r"(\d)(\d{2})" + (r"(\d{2})" if seconds else ""), False))
    for name, regex, marked in layouts:
        match = re.fullmatch(regex, body)
        if not match:
            continue
        groups = list(match.groups())
        marker = groups.pop().upper() + "M" if marked else None
        if twelve and not marked:
            return None, name  # a 12-hour field waits for its marker
        if name.startswith("deviation") and groups[0] in "012":
            return None, None  # `0`–`2` can start an hour: the digits are not finished
        clock = "%I" if marked else "%H"
        written = ":".join(groups) + (f" {marker}" if marker else "")
        fmt = f"{clock}:%M" + (":%S" if seconds else "") + (" %p" if marker else "")
        try:
            moment = datetime.datetime.strptime(written, fmt).time()
        except ValueError:
            return None, name
        if twelve:
            hour = moment.hour % 12 or 12
            value = f"{hour:02d}{moment.minute:02d}" + (f"{moment.second:02d}" if seconds else "")
            return value + ("PM" if moment.hour >= 12 else "AM"), name
        value = f"{moment.hour:02d}{moment.minute:02d}" + (f"{moment.second:02d}" if seconds else "")
        return value, name
    return None, None


def read_expiry(text):
    """(value, layout) of `text` in the expiry field, or (None, layout or None)."""
    body = text.strip("\u200e\u200f\ufeff ")
    layouts = [
        ("m/yy", r"(\d{1,2}) ?[/.\-] ?(\d{2})", "%y"),
        ("m/yyyy", r"(\d{1,2}) ?[/.\-] ?(\d{4})", "%Y"),
        ("m yy", r"(\d{1,2}) (\d{2})", "%y"),
        ("m yyyy", r"(\d{1,2}) (\d{4})", "%Y"),
        ("mmyy", r"(\d{2})(\d{2})", "%y"),
        ("mmyyyy", r"(\d{2})(\d{4})", "%Y"),
    ]
    for name, regex, year in layouts:
        match = re.fullmatch(regex, body)
        if not match:
            continue
        # A card's two-digit year is 20YY (ISO/IEC 7813's YYMM on the magnetic stripe), not %y's pivot.
        written = match[2] if year == "%Y" else "20" + match[2]
        try:
            month = datetime.datetime.strptime(f"{match[1]}-{written}", "%m-%Y").date()
        except ValueError:
            return None, name
        if not 2000 <= month.year <= 2099:
            return None, name
        return f"{month.month:02d}{month.year % 100:02d}", name
    return None, None


def date_texts(rng, order, year_digits):
    """Valid dates in every listed layout, impossible ones, one digit off, a digit too many, glued and
    partial texts, and the issue's texts."""
    texts = []
    low, high = (1969, 2068) if year_digits == 2 else (1900, 2099)
    days = [datetime.date(rng.randint(low, high), rng.randint(1, 12), rng.randint(1, 28)) for _ in range(30)]
    days += [datetime.date(2024, 2, 29), datetime.date(2024, 12, 31), datetime.date(2000, 1, 1),
             datetime.date(1999, 7, 13), datetime.date(2031, 10, 5)]
    for day in days:
        y4, y2 = f"{day.year:04d}", f"{day.year % 100:02d}"
        d2, m2, d1, m1 = f"{day.day:02d}", f"{day.month:02d}", str(day.day), str(day.month)
        y = y4 if year_digits == 4 else y2
        parts = {"d": d2, "m": m2, "y": y}
        for sep in ["/", ".", "-", " "]:
            texts.append(sep.join(parts[f] for f in order))
            texts.append(f"{d1}{sep}{m1}{sep}{y4}")
            texts.append(f"{m1}{sep}{d1}{sep}{y4}")
            texts.append(f"{y4}{sep}{m2}{sep}{d2}")
        texts.append(f"{y4}-{m1}-{d1}")
        texts.append(f"{y4}-{m2}-{d1}")
        texts.append(f"{y4}.{m2}.{d2}.")
        texts.append(f"\u200f{d2}/{m2}/{y4}\u200e")
        own = "".join(parts[f] for f in order)
        texts.append(own)
        # One digit off, a digit too many, a digit short, glued partial texts.
        for _ in range(3):
            position = rng.randrange(len(own))
            texts.append(own[:position] + str(rng.randrange(10)) + own[position + 1:])
        texts.append(own + str(rng.randrange(10)))
        texts.append(own[:-1])
        texts.append(f"{y4}-{m2}")
        texts.append(f"{y4}-{day.timetuple().tm_yday:03d}")
        texts.append(f"{y4}{m2}{d2}")
        texts.append(f"{d2}/{m2}")
        texts.append(f"{m2}/{d2}")
        texts.append(f"{d2}/{m2}/{y4}/1")
        texts.append(f"{d2}/0{m2}/{y4}")
        texts.append(f"{d2}/{m2}/{y4}{rng.randrange(10)}")
    for text in ["30/02/2024", "02/30/2024", "31/04/2023", "29/02/2023", "13/13/2024", "00/01/2024",
                 "2024-02-30", "2023-02-29", "2024-13-01", "1976-148", "9403-05", "25/12", "12/25",
                 "2024-02", "15/0", "1/2/3/2024", "001/02/2024", "01/02/20245", "2024-W05-3", "24/12/31",
                 "31/12/99", "12/31/99", "99/12/31", "2020-02-2", "1/3/24", "1/3"]:
        texts.append(text)
    return texts


def time_texts(rng, twelve, seconds):
    """Times in every listed layout, on both clocks and with markers; impossible ones, glued texts."""
    texts = []
    for _ in range(40):
        hour, minute, second = rng.randrange(24), rng.randrange(60), rng.randrange(60)
        tail = f":{second:02d}" if seconds else ""
        dot = f".{second:02d}" if seconds else ""
        texts += [f"{hour:02d}:{minute:02d}{tail}", f"{hour}:{minute:02d}{tail}", f"{hour}.{minute:02d}{dot}",
                  f"{hour:02d}{minute:02d}" + (f"{second:02d}" if seconds else "")]
        twelve_hour = hour % 12 or 12
        marker = rng.choice(MARKERS)
        marker = marker if hour < 12 else marker.replace("a", "p").replace("A", "P")
        texts += [f"{twelve_hour}:{minute:02d}{tail} {marker}", f"{twelve_hour:02d}:{minute:02d}{tail}{marker}"]
        texts += [f"{hour}:{minute:02d}{tail} {rng.choice(MARKERS)}"]
        digits_only = f"{minute:02d}" + (f"{second:02d}" if seconds else "")
        texts += [f"{twelve_hour}{digits_only} {marker}", f"{twelve_hour:02d}{digits_only}{marker}"]
        own = f"{hour:02d}{minute:02d}" + (f"{second:02d}" if seconds else "")
        position = rng.randrange(len(own))
        texts.append(own[:position] + str(rng.randrange(10)) + own[position + 1:])
        texts.append(f"{hour:02d}:{minute:02d}{tail}{rng.randrange(10)}")
        texts.append(f"{hour:02d}:{minute % 10}")
    tail = ":00" if seconds else ""
    texts += [f"24:00{tail}", f"23:60{tail}", f"12:00{tail} AM", f"0:30{tail} AM", f"13:00{tail} PM",
              f"9:30{tail} am pm", f"24:00{tail} PM", f"12:59{tail} pm", f"1:05{tail} a.m.", "9:5", "930"]
    return texts


def expiry_texts(rng):
    """Expiries in every listed layout, impossible months, years out of range, dates, glued texts."""
    texts = []
    for _ in range(40):
        month, year = rng.randint(1, 12), rng.randint(2000, 2099)
        texts += [f"{month:02d}/{year % 100:02d}", f"{month}/{year % 100:02d}", f"{month:02d}/{year}",
                  f"{month:02d}-{year}", f"{month:02d}.{year % 100:02d}", f"{month:02d} / {year % 100:02d}",
                  f"{month:02d}{year % 100:02d}", f"{month:02d}{year}", f"{month:02d} {year % 100:02d}"]
        own = f"{month:02d}{year % 100:02d}"
        position = rng.randrange(4)
        texts.append(own[:position] + str(rng.randrange(10)) + own[position + 1:])
        texts.append(own + str(rng.randrange(10)))
        texts.append(own[:3])
    texts += ["13/26", "00/26", "12/1999", "12/2100", "1/2/26", "12/2026/1", "122", "12/2", "1/26"]
    return texts


def rows():
    """Every line of the fixture after the header."""
    rng = random.Random(SEED)
    lines = []

    def add(preset, options, text, read):
        value, layout = read(text)
        lines.append("\t".join([preset, options, text, "complete" if value else "no", value or "-",
                                layout or "-"]))

    for order in ["dmy", "mdy", "ymd"]:
        for year_digits in [4, 2]:
            seen = set()
            for text in date_texts(rng, order, year_digits):
                if text in seen:
                    continue
                seen.add(text)
                add("date", f"{order}/{year_digits}", text, lambda t: read_date(t, order, year_digits))
    for twelve in [False, True]:
        for seconds in [False, True]:
            seen = set()
            options = ("12h" if twelve else "24h") + ("+s" if seconds else "")
            for text in time_texts(rng, twelve, seconds):
                if text in seen:
                    continue
                seen.add(text)
                add("time", options, text, lambda t: read_time(t, twelve, seconds))
    seen = set()
    for text in expiry_texts(rng):
        if text not in seen:
            seen.add(text)
            add("expiry", "-", text, read_expiry)
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the fixture differs")
    arguments = parser.parse_args()
    header = "# generated by Scripts/generate-datetime-cases.py (Python datetime); do not edit"
    text = "\n".join([header, "preset\toptions\ttext\texpected\tvalue\tlayout"] + rows()) + "\n"
    if arguments.check:
        with open(OUTPUT, encoding="utf-8") as file:
            if file.read() != text:
                print(f"{OUTPUT} is not what Scripts/generate-datetime-cases.py writes", file=sys.stderr)
                sys.exit(1)
        return
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text)
    print(f"wrote {len(text.splitlines()) - 2} cases to {OUTPUT}")


if __name__ == "__main__":
    main()
