"""python-stdnum with today's date pinned, for the identifier generators.

stdnum judges birth dates against `datetime.date.today()`; a generator imports its modules through
`import_pinned` so that what it writes does not depend on the day it runs.
"""
import datetime
import functools
import importlib


@functools.lru_cache(maxsize=None)
def _pinned_datetime(today):
    """The `datetime` module as stdnum's modules see it, with a `date` whose today() is `today`."""

    class FixedDate(datetime.date):
        @classmethod
        def today(cls):
            return cls(today.year, today.month, today.day)

    class FixedDatetime:
        def __getattr__(self, name):
            return FixedDate if name == "date" else getattr(datetime, name)

    return FixedDatetime()


def import_pinned(name, today):
    """stdnum's module `name`, judging dates as of `today` (a datetime.date)."""
    module = importlib.import_module(name)
    if hasattr(module, "datetime"):
        module.datetime = _pinned_datetime(today)
    return module
