"""Many case files at once, in the order named: `rule` (a ruling after another, or JSON
Lines) and `compare` (a table per dispute, then the disputes by books, or one JSON list);
as a page (--format html), one page drawn at the end from every ruling printed.

Every file of a batch is read and checked before the first ruling is printed: where any is
bad input, nothing is printed but the bad files, each named in a line of its own, and the
command ends with status 2. With --keep-going the good files are ruled all the same, each
printed as it is done (a page: drawn of the good ones), and the bad ones named at the end
(status 2 still)."""
from __future__ import annotations

import sys

from . import batch
from .batch import Job, jobs_for, no_book_once, rule_many
from .render import Format, render


class _Printer:
    """What a batch prints: each file's part at once with --keep-going, else kept until every
    file is read (and nothing of it printed where one is bad). Bad files are said at the end."""

    def __init__(self, keep_going: bool):
        self.keep_going, self.kept, self.bad = keep_going, [], []

    def add(self, done, out: str) -> bool:
        """Take one file's part; whether it is a ruling to print (not bad input)."""
        if done.err:
            self.bad.append(done)
            batch.only_check = not self.keep_going  # nothing more will be printed: read on
            return False
        if self.keep_going:
            sys.stdout.write(out)
        elif not self.bad:
            self.kept.append(out)
        return True

    def __enter__(self):
        batch.only_check = False
        return self

    def __exit__(self, *_):  # however the batch ends (an interrupt, a closed pipe)
        batch.only_check = False

    def end(self, closing: str, library) -> bool:
        """Print what was kept (or nothing, where a file was bad), then the bad files; whether
        any was bad."""
        if not self.bad:
            for out in self.kept:  # a write each: output cut short is found as it is cut
                sys.stdout.write(out)
            sys.stdout.write(closing)
            return False
        if self.keep_going:
            sys.stdout.write(closing)
        sys.stdout.flush()
        no_book = [d for d in self.bad if d.no_book]
        sys.stderr.write("".join(d.err for d in self.bad if not d.no_book))
        if no_book:
            sys.stderr.write(no_book_once(no_book, library))
        return True


def rule_printed(files: list[str], job: Job, jobs: int | None, library, keep_going=False):
    """Rule each file, printed as the module says: (the rulings kept for a picture, whether
    any file was bad). "Name a book with --book" is said once for all the cases that need it."""
    printer, shown = _Printer(keep_going), []
    html = Format(job.fmt) == Format.html  # a page is drawn of them all at the end
    with printer:
        for done in rule_many(files, job, jobs_for(jobs), library):
            if printer.add(done, done.out) and done.ruling is not None:
                shown.append(("ruling", done.ruling))
        printed = shown and (keep_going or not printer.bad)  # else no page is printed
        page = render("rulings_page", [r for _, r in shown], Format.html) if html and printed \
            else ""
        failed = printer.end(page, library)
    return ([] if failed and not keep_going else shown), failed


def compare_printed(files: list[str], job: Job, jobs: int | None, library, keep_going=False):
    """Each dispute's table, then the disputes by books (JSON: one list of {file, case,
    rulings}), printed as the module says: (the disputes by books, whether any was bad)."""
    from ..judge.comparison import summary

    fmt = Format(job.fmt)
    printer, rows = _Printer(keep_going), []
    if fmt == Format.json and keep_going:  # the list is printed item by item, as `rule`
        sys.stdout.write("[")  # prints its rulings, so output cut short is found alike
    elif fmt == Format.json:
        printer.kept.append("[")
    pages = []  # html: each comparison, drawn on one page at the end
    with printer:
        for done in rule_many(files, job, jobs_for(jobs), library):
            out = (((",\n" if rows else "") + done.out) if fmt == Format.json else
                   "" if fmt == Format.html else done.out + "\n")
            # a file only read and checked (batch.only_check) holds no ruling to sum
            if printer.add(done, out) and done.ruling is not None:
                if fmt == Format.html:
                    pages.append(done.ruling.pop("comparison"))
                rows.append(done.ruling)
        table = summary(rows)
        if fmt == Format.html:
            printed = pages and (keep_going or not printer.bad)  # else no page is printed
            closing = render("compares_page", {"comparisons": pages, "summary": table},
                             fmt) if printed else ""
        else:
            closing = "]\n" if fmt == Format.json else render("compare_summary", table, fmt)
        failed = printer.end(closing, library)
    return table, failed
