"""Many case files at once, in the order named: `rule` (a ruling after another, or JSON
Lines) and `compare` (a table per dispute, then the disputes by books, or one JSON list);
as a page (--format html), one page drawn at the end from every ruling printed.

Every file of a batch is read and checked before the first ruling is printed: where any is
bad input, nothing is printed but the bad files, each named in a line of its own, and the
command ends with status 2. So a batch goes over its files twice: first each is read and
checked and let go (nothing is ruled, nothing kept), then each is read again, ruled and
printed as soon as it is ruled, so that what is held at once is one file's ruling however
many files there are. With --keep-going there is no first pass: the good files are ruled
and printed as they come, and the bad ones named at the end (status 2 still)."""
from __future__ import annotations

import sys
from dataclasses import replace

from . import batch
from .batch import Job, jobs_for, no_book_once, rule_many
from .render import Format, render


class _Printer:
    """What a batch prints: each file's part as soon as it is made; the bad files at the end."""

    def __init__(self):
        self.bad = []

    def add(self, done, out: str) -> bool:
        """Print one file's part; whether it was a ruling (not bad input)."""
        if done.err:
            self.bad.append(done)
            return False
        sys.stdout.write(out)
        return True

    def end(self, closing: str, library) -> bool:
        """Print the closing, then the bad files; whether any was bad."""
        sys.stdout.write(closing)
        return said_bad(self.bad, library)


def said_bad(bad: list, library) -> bool:
    """Name each bad file in a line of its own ("name a book" once for all); whether any."""
    if not bad:
        return False
    sys.stdout.flush()
    no_book = [d for d in bad if d.no_book]
    from .process import say_on_stderr

    say_on_stderr("".join(d.err for d in bad if not d.no_book) +
                  (no_book_once(no_book, library) if no_book else ""))
    return True


def bad_files(files: list[str], job: Job, jobs: int, library) -> list:
    """The first pass: each file read and checked as it would be ruled, and not ruled; the
    bad ones (none: the batch may print). The first cases read are kept for the ruling
    (batch.KEEP), which reads the rest again."""
    batch.checked.clear()
    bad = [d for d in rule_many(files, replace(job, check_only=True), jobs, library) if d.err]
    if bad:  # nothing will be ruled
        batch.checked.clear()
    return bad


def rule_printed(files: list[str], job: Job, jobs: int | None, library, keep_going=False):
    """Rule each file, printed as the module says: (the rulings kept for a picture, whether
    any file was bad). "Name a book with --book" is said once for all the cases that need it."""
    jobs = jobs_for(jobs)
    stamps = {} if keep_going else batch.stamped(files)  # as the first pass found them
    if not keep_going and said_bad(bad_files(files, job, jobs, library), library):
        return [], True
    printer, shown = _Printer(), []
    html = Format(job.fmt) == Format.html  # a page is drawn of them all at the end
    try:
        for done in map(lambda d: batch.unchanged(d, stamps), rule_many(files, job, jobs,
                                                                          library)):
            if printer.add(done, done.out) and done.ruling is not None:
                shown.append(("ruling", done.ruling))
    finally:
        batch.checked.clear()
    page = render("rulings_page", [r for _, r in shown], Format.html) if html and shown \
        else ""
    return shown, printer.end(page, library)


def compare_printed(files: list[str], job: Job, jobs: int | None, library, keep_going=False):
    """Each dispute's table, then the disputes by books (JSON: one list of {file, case,
    rulings}), printed as the module says: (the disputes by books, whether any was bad)."""
    from ..judge.comparison import summary

    fmt = Format(job.fmt)
    jobs = jobs_for(jobs)
    stamps = {} if keep_going else batch.stamped(files)  # as the first pass found them
    if not keep_going and said_bad(bad_files(files, job, jobs, library), library):
        return summary([]), True
    printer, rows = _Printer(), []
    if fmt == Format.json:  # the list is printed item by item, as `rule` prints its
        sys.stdout.write("[")  # rulings, so output cut short is found alike
    pages = []  # html: each comparison, drawn on one page at the end
    try:
        for done in map(lambda d: batch.unchanged(d, stamps), rule_many(files, job, jobs,
                                                                          library)):
            out = (((",\n" if rows else "") + done.out) if fmt == Format.json else
                   "" if fmt == Format.html else done.out + "\n")
            if printer.add(done, out):
                if fmt == Format.html:
                    pages.append(done.ruling.pop("comparison"))
                rows.append(done.ruling)
    finally:
        batch.checked.clear()
    table = summary(rows)
    if fmt == Format.html:
        closing = render("compares_page", {"comparisons": pages, "summary": table},
                         fmt) if pages else ""
    else:
        closing = "]\n" if fmt == Format.json else render("compare_summary", table, fmt)
    return table, printer.end(closing, library)
