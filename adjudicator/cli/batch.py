"""Ruling many case files, on one core or several, with the same output in the same order.

Each file is ruled and rendered by ``rule_files``, which returns what is to be printed for it
(its ruling, or its errors); the command line prints those in the order the files were named.
With N jobs, the files are cut into runs of consecutive files, each run ruled by the same
``rule_files``, the first runs by this process and the rest by N - 1 workers, and the runs
printed in their order: so the bytes printed are those of one job, only sooner. A pool of processes costs some milliseconds to
start, so it is used only where there are enough files to pay for it.
"""
from __future__ import annotations

import gc
import os
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass

from ..errors import AdjudicatorError, InputErrors, NoBookNamed

POOL_FROM = 128  # files a worker must have to pay for its start (some tens of milliseconds)


@dataclass(frozen=True)
class Job:
    """What every file is ruled under: picklable, so a worker can open its own library."""

    rulebooks: tuple[str, ...]
    book: str | None
    departures: tuple[str, ...]
    fmt: str
    keep_rulings: bool  # for --svg, which draws them all at the end
    compare: tuple[str, ...] | None = None  # `compare`: every book (()) or these, not one
    incidental: bool = False  # `compare --incidental`: the order of betting in the why too
    all_steps: bool = False  # `rule --steps all`: every finding, the acts in order too
    default_book: str | None = None  # the club's book, for a case that names none
    unit: str | None = None  # the club's unit, for a case that names none
    check_only: bool = False  # each file read and checked, as it would be ruled, and no more


@dataclass
class Done:
    """One file's part of the output."""

    out: str
    err: str
    ruling: dict | None
    no_book: bool = False  # the case names no book, and none was named: said once for all
    file: str = ""


# The first pass of a batch (many.py) keeps the first KEEP cases it reads and checks, so that
# the ruling need not read them again; the rest are read again as they are ruled. Bounded,
# so that what a batch holds is the same however many files it has (about 20 kB a case).
KEEP = 2048
checked: dict = {}  # (file, its identity) -> its case, as the first pass read it


def default_jobs() -> int:
    """The cores this process may run on."""
    from .cores import count

    return count()


def jobs_for(asked: int | None) -> int:
    """The most processes to rule with: those asked for (none or 0: every core), never more
    than the cores this process may run on, where more would only take turns on them (and
    of those, only the cores found free are used: ``rule_many``)."""
    cores = default_jobs()
    return cores if not asked else min(asked, cores)


def rule_files(files: list[str], job: Job, library=None):
    """Rule each file in turn, yielding its ``Done`` as soon as it is made; an input error
    in one does not stop the others."""

    from ..errors import Mark
    from ..judge.by_book import case_book
    from ..judge.by_book import rule as rule_case
    from ..law.known import Known, read_case
    from .printable import json_line, one_line
    from .options import again
    from .render import Format, render

    library = library if library is not None else _library(job)
    known = Known(library)
    fmt = Format(job.fmt)

    same = [_identity(f) for f in files]
    left = Counter(same)
    loaded: dict = {}  # a case named many times over is read once, and kept no longer
    with _few_collections():
        for f, key in zip(files, same):
            left[key] -= 1
            try:
                case = loaded.pop(key, None) if not left[key] else loaded.get(key)
                if case is None and not job.check_only:
                    case = checked.pop((f, key), None)
                if case is None:
                    case = read_case(f, library, known)
                    if job.check_only and len(checked) < KEEP:
                        checked[(f, key)] = case
                    if left[key]:
                        loaded[key] = case
                if job.unit is not None:
                    from .club import with_unit

                    case = with_unit(case, job.unit)
                if job.check_only:  # read and checked, as it would be ruled, and no more
                    _check_book(case, job, library, case_book)
                    yield Done("", "", None, file=str(f))
                    continue
                if job.compare is not None:
                    yield _compare_one(case, job, library, fmt)
                    continue
                book = job.book or (None if case.book else job.default_book)
                ruling = dict(rule_case(case, library, book, list(job.departures)),
                              file=str(f))
            except AdjudicatorError as exc:
                e = exc.errors[0] if isinstance(exc, InputErrors) else exc  # the first
                yield Done("", one_line(f"{e}" if getattr(e, "mark", None) else
                                        f"{Mark(str(f), 1, 1)}: {e}") + "\n",
                           None, isinstance(exc, NoBookNamed), str(f))
                continue
            shown = dict(ruling, all_steps=True) if job.all_steps else ruling
            face = dict(shown, again=again(job.rulebooks, job.departures))
            if fmt == Format.markdown:  # a ruling pasted into the minutes ends with references
                from ..law.citation import cited

                face["references"] = cited(ruling, library)
            out = (json_line(ruling) if fmt == Format.json else "" if fmt == Format.html
                   else render("ruling", face, fmt))
            yield Done(out, "", shown if job.keep_rulings else None, file=str(f))


def _check_book(case, job: Job, library, case_book) -> None:
    """What ruling the case would say of its book, said without ruling it."""
    from ..errors import Mark

    if job.compare is None and not (job.book or job.default_book) and not case.book:
        raise NoBookNamed("name a book with --book (the case gives none); the books are "
                          f"{', '.join(library.ids())}", Mark(case.file))
    if case.book and (job.compare is not None or not job.book):
        case_book(case, library)


def _compare_one(case, job: Job, library, fmt) -> Done:
    """One dispute under every book: its table (or its JSON item), and its summary row,
    kept in ``ruling`` for the summary of all the disputes."""
    from ..judge.comparison import compare, summary_row
    from ..judge.by_book import case_book
    from .printable import json_text
    from .render import Format, render

    if case.book:  # a case naming a book nobody has is bad input here as under `rule`
        case_book(case, library)
    result = compare(case, library, list(job.compare) or None, list(job.departures),
                     job.incidental)
    if fmt == Format.json:
        item = {"file": case.file, "case": case.title, "rulings": result["rulings"]}
        out = json_text(item)
    elif fmt == Format.html:  # drawn with the others on one page (many.compare_printed)
        return Done("", "", dict(summary_row(result), comparison=result), file=case.file)
    else:
        out = render("compare", result, fmt)
    return Done(out, "", summary_row(result), file=case.file)


def stamped(files: list[str]) -> dict:
    """Each file as it stands before the first pass checks it: its inode, size and times
    (a file that cannot be looked at is left out: the first pass says why)."""
    return {f: stamp for f in files if (stamp := _stamp(f)) is not None}


def _stamp(file: str) -> tuple | None:
    try:
        st = os.stat(file)
    except OSError:
        return None
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


def unchanged(done: Done, stamps: dict) -> Done:
    """The file's part, or where the file changed after the first pass checked it (a file
    beyond those kept is read again to be ruled), its refusal, whatever the second reading
    found: what was ruled is not what was checked, and the batch's promise (nothing ruled
    where a file is bad) is kept by naming it, never by printing a ruling of a file nobody
    checked."""
    if done.file not in stamps or _stamp(done.file) == stamps[done.file]:
        return done
    from ..errors import Mark
    from .printable import one_line

    return Done("", one_line(f"{Mark(done.file, 1, 1)}: changed after it was checked, while "
                             "the batch ran: it is not ruled; rule it again") + "\n", None,
                file=done.file)


def _identity(file: str):
    """The same file under two names is one file (its device and inode)."""
    try:
        st = os.stat(file)
    except OSError:
        return file  # reading it will say why it cannot be read
    return st.st_dev, st.st_ino


@contextmanager
def _few_collections():
    """Collect cycles less often while ruling many files: a file's values are freed as soon
    as its ruling is made, and the cycle collector's passes over the books, the modules and
    the rulings kept cost a quarter of a batch's time when run at their default pace."""
    before = gc.get_threshold()
    gc.freeze()  # what is loaded already (modules, books) is never garbage: skip it
    gc.set_threshold(max(before[0], 10_000), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()


def rule_many(files: list[str], job: Job, jobs: int, library):
    """Yield each file's ``Done`` in the order of ``files``, as soon as it is made, ruled by
    up to ``jobs`` processes: as many as the cores found free while this process rules the
    first files itself (cores.py), one where none is."""
    jobs = min(jobs, len(files) // POOL_FROM)  # each worker is given enough to pay for it
    if jobs <= 1:
        yield from rule_files(files, job, library)
        return
    import time

    from . import cores

    before, start, first = cores.idle_times(), time.perf_counter(), rule_files(files, job, library)
    ruled = 0
    for done in first:  # the first files, ruled here while the free cores are counted
        yield done
        ruled += 1
        if time.perf_counter() - start >= cores.SAMPLE:
            break
    jobs = min(cores.jobs(jobs, before, cores.idle_times()), (len(files) - ruled) // POOL_FROM)
    if jobs <= 1:  # no core free beside this one: a pool would only take turns with others
        yield from first
        return
    first.close()
    yield from _pooled(files[ruled:], job, jobs, library)




RUN = 32  # files a worker is given at once: its output is held until printed, so few


def _pooled(files: list[str], job: Job, jobs: int, library):
    """The files in runs, one run in ``jobs`` ruled here and the others by ``jobs - 1``
    workers, each run printed in its turn; the workers are never more than a few runs ahead,
    so what waits to be printed stays small however many files there are."""
    import multiprocessing
    from collections import deque

    from .process import POOLS, abandon, ignore_interrupts

    runs = [files[i:i + RUN] for i in range(0, len(files), RUN)]
    _libraries[job.rulebooks] = library  # a forked worker starts with this very library open
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    gc.freeze()  # a forked worker's collector then never walks, and so copies, our memory
    mine = None
    try:
        # a worker ignores Ctrl-C; the command, interrupted, ends the pool (process.abandon)
        pool = context.Pool(jobs - 1, initializer=ignore_interrupts)
        POOLS.append(pool)
        try:
            ahead: deque = deque()  # (run's index, its result to come) given to the workers
            given = 0  # runs looked at for giving out

            def give(upto: int) -> None:
                nonlocal given
                while given < min(upto, len(runs)):
                    if given % jobs:  # every jobs-th run is this process's own
                        ahead.append((given, pool.apply_async(_rule_run,
                                                              ((runs[given], job),))))
                    given += 1

            # this process's own runs, ruled by one generator, a run at its turn
            mine = rule_files([f for run in runs[::jobs] for f in run], job, library)
            for i, run in enumerate(runs):
                give(i + 1 + 2 * jobs)  # the workers a run or two ahead of the printing
                if i % jobs == 0:
                    for _ in run:
                        yield next(mine)
                else:
                    _, result = ahead.popleft()
                    yield from result.get()
        except BaseException:  # a stop (a signal, a closed pipe): the workers go at once
            abandon(pool)
            raise
        finally:
            POOLS.remove(pool)
        pool.terminate()
    finally:
        if mine is not None:
            mine.close()
        gc.unfreeze()


def no_book_once(bad: list[Done], library) -> str:
    """One line for every case that names no book, at the first one's file."""
    from ..errors import Mark

    if len(bad) == 1:
        return bad[0].err
    return (f"{Mark(bad[0].file, 1, 1)}: {len(bad)} cases name no book: name one with --book "
            f"(the books are {', '.join(library.ids())})\n")

def _rule_run(args) -> list[Done]:
    files, job = args
    return list(rule_files(files, job))


_libraries: dict = {}  # a worker opens its library once, for all the runs it is given


def _library(job: Job):
    if job.rulebooks not in _libraries:
        from ..law.library import Library

        _libraries[job.rulebooks] = Library.open(list(job.rulebooks))
    return _libraries[job.rulebooks]
