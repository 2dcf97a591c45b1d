"""Many case files at once, printed as each is done, in the order named: `rule` (a ruling
after another, or JSON Lines) and `compare` (a table per dispute, then the disputes by books,
or one JSON list). One bad case does not stop the others: its error is said on stderr, and
the caller exits 2."""
from __future__ import annotations

import sys

from .batch import Job, jobs_for, no_book_once, rule_many
from .render import Format, render


def rule_printed(files: list[str], job: Job, jobs: int | None, library):
    """Print each ruling as it is made: (the rulings kept for a picture, whether any
    failed). "Name a book with --book" is said once for all the cases that need it."""
    shown, failed, no_book = [], False, []
    for done in rule_many(files, job, jobs_for(jobs), library):
        if Format(job.fmt) != Format.html:  # a page is drawn of them all at the end
            sys.stdout.write(done.out)
        if done.err:
            failed = True
            if done.no_book:
                no_book.append(done.err)
                continue
            sys.stdout.flush()
            sys.stderr.write(done.err)
        if done.ruling is not None:
            shown.append(("ruling", done.ruling))
    if no_book:
        sys.stdout.flush()
        sys.stderr.write(no_book_once(no_book, library))
    if Format(job.fmt) == Format.html and shown:
        sys.stdout.write(render("rulings_page", [r for _, r in shown], Format.html))
    return shown, failed


def compare_printed(files: list[str], job: Job, jobs: int | None, library):
    """Print each dispute's table as it is compared, then the disputes by books (JSON: one
    list of {file, case, rulings}): (the disputes by books, whether any failed)."""
    from ..judge.comparison import summary

    fmt = Format(job.fmt)
    rows, failed, pages = [], False, []
    if fmt == Format.json:  # the list is printed item by item, as `rule` prints its rulings,
        sys.stdout.write("[")  # so output cut short (a closed pipe) is found alike: status 1
    for done in rule_many(files, job, jobs_for(jobs), library):
        if done.err:
            failed = True
            sys.stdout.flush()
            sys.stderr.write(done.err)
            continue
        if fmt == Format.html:  # the comparison itself: a page is drawn of them all at the end
            pages.append(done.ruling.pop("comparison"))
        elif fmt == Format.json:
            sys.stdout.write((",\n" if rows else "") + done.out)
        else:
            sys.stdout.write(done.out + "\n")
        rows.append(done.ruling)
    table = summary(rows)
    if fmt == Format.html:
        if pages:
            sys.stdout.write(render("compares_page", {"comparisons": pages, "summary": table},
                                    fmt))
    else:
        sys.stdout.write("]\n" if fmt == Format.json else render("compare_summary", table,
                                                                  fmt))
    return table, failed
