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
    return shown, failed


def compare_printed(files: list[str], job: Job, jobs: int | None, library):
    """Print each dispute's table as it is compared, then the disputes by books (JSON: one
    list of {file, case, rulings}): (the disputes by books, whether any failed)."""
    from ..judge.comparison import summary

    fmt = Format(job.fmt)
    rows, items, failed = [], [], False
    for done in rule_many(files, job, jobs_for(jobs), library):
        if done.err:
            failed = True
            sys.stdout.flush()
            sys.stderr.write(done.err)
            continue
        rows.append(done.ruling)
        if fmt == Format.json:
            items.append(done.out)
        else:
            sys.stdout.write(done.out + "\n")
    table = summary(rows)
    sys.stdout.write("[" + ",\n".join(items) + "]\n" if fmt == Format.json
                     else render("compare_summary", table, fmt))
    return table, failed
