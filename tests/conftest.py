"""Shared fixtures: the published library, and a runner for the command line."""
from __future__ import annotations

import gc
import getpass
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The tests keep their own cache of built books (ADJUDICATOR_CACHE_DIR), never the user's;
# the commands they run inherit it.
_CACHE_DIR = tempfile.mkdtemp(prefix="adjudicator-test-cache-")
os.environ["ADJUDICATOR_CACHE_DIR"] = _CACHE_DIR
# nor the user's settings (cli/club.py): the tests' config folder is an empty one of their own
os.environ["XDG_CONFIG_HOME"] = os.path.join(_CACHE_DIR, "config")
# A machine that forbids bytecode files beside the sources (PYTHONDONTWRITEBYTECODE) would have
# every test worker and every command the tests start as a process compile each module of ours
# again, and pytest rewrite the asserts of each test module again, at every run (some seconds
# a worker): they keep one compiled copy instead, outside the checkout, in the user's own cache
# folder (sys.pycache_prefix), read again while the sources are unchanged.
_BYTECODE = None
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None) is not None:
    _BYTECODE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                             "adjudicator-tests", "bytecode")
    sys.pycache_prefix, sys.dont_write_bytecode = _BYTECODE, False
    os.environ["PYTHONPYCACHEPREFIX"] = _BYTECODE


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE_DIR, ignore_errors=True)
    if _BYTECODE:  # what the tests' own copies of the checkout compiled is kept no longer
        try:
            ours = Path(tempfile.gettempdir(), f"pytest-of-{getpass.getuser()}")  # tmp_path's
        except (KeyError, OSError):  # no user name to be had: pytest's folder is not known
            return
        shutil.rmtree(Path(_BYTECODE, *ours.parts[1:]), ignore_errors=True)


# What a worker keeps for the whole run (the modules, the books, the shared rulings, pytest's
# own records) grows test by test, and the cycle collector's full passes walk all of it again
# each time: about a tenth of a worker's time. Every hundred tests, once the last one is torn
# down, the young garbage is collected and what is left alive is frozen (``gc.freeze``: never
# walked again), so that a full pass walks only what the tests since have left.
_FREEZE_EVERY = 100
_tests_ended = 0


@pytest.hookimpl(trylast=True)
def pytest_runtest_logfinish(nodeid, location):
    global _tests_ended
    _tests_ended += 1
    if _tests_ended % _FREEZE_EVERY == 0:
        gc.collect(1)
        gc.freeze()


from adjudicator.law.library import Library  # noqa: E402


@pytest.fixture(scope="session")
def library() -> Library:
    return Library.open()


@pytest.fixture(scope="session")
def library_with_examples() -> Library:
    """The published books and the example house book of rulebooks/examples."""
    return Library.open([str(ROOT / "rulebooks" / "examples")])


@pytest.fixture(scope="session")
def library_reach() -> Library:
    """The published books and a house book over Schenck (tests/fixtures/reach) whose laws of
    failing to make one's stake equal are marked as words that may not reach a player short of
    money (`reading:`), no book shipped marking one: the ruling of a law's reach read both
    ways."""
    return Library.open([str(ROOT / "tests" / "fixtures" / "reach")])


def _shared(tmp_path_factory) -> Path | None:
    """A folder the run's test workers share (pytest-xdist: the run's own numbered folder, made
    anew for each run, of which each worker's temporary folder is a part), where what one
    worker made for the whole session is kept for the others: None in a run of one process,
    which keeps it in memory alone."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return None
    folder = tmp_path_factory.getbasetemp().parent / "shared-by-the-workers"
    folder.mkdir(exist_ok=True)
    return folder


def _kept(folder: Path | None, name: str) -> bytes | None:
    """What another worker made and kept under NAME, where it has (whole: see ``_keep``)."""
    if folder is None:
        return None
    try:
        return (folder / name).read_bytes()
    except FileNotFoundError:
        return None


def _keep(folder: Path | None, name: str, data: bytes) -> None:
    """Kept whole or not at all: written aside, then renamed into place (atomic), so that a
    worker reading it never reads it half written."""
    if folder is None:
        return
    aside = folder / f".{name}.{os.getpid()}"
    aside.write_bytes(data)
    os.replace(aside, folder / name)


# What tests read of the judge's replays of a casebook case while its shared ruling is made
# (``casebook_ruling``), registered by name when their module is imported, before any test
# runs, so every worker has them all: NAME -> f(book, judge) -> [plain data], run on each
# replay the ruling writes (the story as told first, then each reading), as the engine
# writes it. What each returns is kept beside the ruling, a tuple a replay in that order
# (``casebook_ruling.observed``): a test that must look inside the replays of the whole
# casebook reads them there, not replaying it again.
CASEBOOK_OBSERVERS: dict = {}


@pytest.fixture(scope="session")
def casebook_ruling(library_with_examples, tmp_path_factory):
    """``(path, book, agreed=())`` -> the ruling of a casebook case under a book, with the
    departures agreed: made once in a session for all the tests that read it (the casebook's,
    the schemas', the formats', the conservation identity's, the fuzz sample's second ruling
    of each case, the dead-law check of the questions each ruling asks (``.asked``) ...),
    each given a copy of its own to read (kept as marshal's bytes, read back for each: a
    ruling is plain data, and a copy so made costs a tenth of ``copy.deepcopy``). A case
    ruled again gives the same ruling (tests/fuzz.py holds every ruling to that), so ruling
    it four times over proved nothing more than ruling it once. Under pytest-xdist the workers
    share them too: each ruling made by one worker is kept in the run's shared folder, and
    another worker that needs it reads it there rather than ruling the case again (a ruling
    two workers need at the same moment is made by both, the same)."""
    import hashlib
    import marshal
    from functools import cache

    from adjudicator.judge import engine
    from adjudicator.judge.engine import adjudicate
    from adjudicator.law.rulebook import Book
    from adjudicator.story.case import load_case

    @cache
    def case(path: Path):
        return load_case(path)

    shared = _shared(tmp_path_factory)

    @cache
    def made(path: Path, book: str, agreed: tuple[str, ...]) -> tuple[bytes, frozenset, dict]:
        name = "ruling-" + hashlib.sha256(repr((str(path), book, agreed)).encode()).hexdigest()
        kept = _kept(shared, name)
        if kept is not None:  # made by another worker
            return marshal.loads(kept)
        done = _made(path, book, agreed)
        _keep(shared, name, marshal.dumps(done))
        return done

    def _made(path: Path, book: str, agreed: tuple[str, ...]) -> tuple[bytes, frozenset, dict]:
        # every question put to a book while the ruling is made (Book.answer, the one path
        # to the laws), as (key, book id): test_dead_law reads them
        asked: set[tuple[str, str]] = set()
        answer, write = Book.answer, engine.ruled
        the_book = library_with_examples.book(book)
        observed: dict[str, list[tuple]] = {name: [] for name in CASEBOOK_OBSERVERS}

        def recording(self, key, *args, **kwargs):
            asked.add((key, self.id))
            return answer(self, key, *args, **kwargs)

        def watched(judge):  # each replay, as the engine writes it (engine.adjudicate_answered)
            for name, observe in CASEBOOK_OBSERVERS.items():
                observed[name].append(tuple(observe(the_book, judge)))
            return write(judge)

        Book.answer, engine.ruled = recording, watched
        try:
            made = adjudicate(case(path), the_book, list(agreed))
        finally:
            Book.answer, engine.ruled = answer, write
        return marshal.dumps(made), frozenset(asked), {k: tuple(v) for k, v in observed.items()}

    def key(path, book: str, agreed) -> tuple[Path, str, tuple[str, ...]]:
        # a departure the table agrees is agreed whether named again or not: one ruling
        path = Path(path)
        return path, book, tuple(sorted(set(agreed) - set(case(path).table.agreed)))

    def ruling(path, book: str, agreed=()) -> dict:
        return marshal.loads(made(*key(path, book, agreed))[0])

    def asked(path, book: str, agreed=()) -> frozenset:
        """(key, book id) of each question asked of a book while that ruling was made."""
        return made(*key(path, book, agreed))[1]

    def observed(path, book: str, name: str, agreed=()) -> tuple[tuple, ...]:
        """What the observer NAME (CASEBOOK_OBSERVERS) found in each replay of that ruling,
        the story as told first."""
        return made(*key(path, book, agreed))[2][name]

    ruling.asked, ruling.observed = asked, observed
    return ruling


@pytest.fixture(scope="session")
def casebook_compared(tmp_path_factory) -> str:
    """The JSON `compare cases --format json --rulebooks rulebooks/examples --jobs 1` prints
    (every casebook case under every book, through the command line), run once in a session
    for the tests that read it (the answers', the short answers', and --jobs' one-job side);
    each reader parses its own copy. The command's exit status is held to 0 here. Under
    pytest-xdist it is run once for all the workers: the first that needs it keeps what it
    printed in the run's shared folder (only once it has ended with status 0), and the others
    read it there (two that need it at the same moment both run it)."""
    shared = _shared(tmp_path_factory)
    kept = _kept(shared, "casebook-compared.json")
    if kept is not None:  # printed by another worker's run of the command, this session
        return kept.decode("utf-8")
    done = _in_process(["compare", "cases", "--format", "json", "--rulebooks",
                        "rulebooks/examples", "--jobs", "1"], dict(NO_COLOR="1", COLUMNS="120"),
                       ROOT)
    assert done.returncode == 0, done.stderr
    _keep(shared, "casebook-compared.json", done.stdout.encode("utf-8"))
    return done.stdout


class Run:
    def __init__(self, proc):
        self.code, self.out, self.err = proc.returncode, proc.stdout, proc.stderr

    def json(self):
        return json.loads(self.out)


# What shapes the interpreter itself (its encodings, its locale): a command run with any of
# these set (TMPDIR: read once by tempfile) is run in a child process, where they take effect
# as they do for a user.
_PROCESS_ENV = ("PYTHON", "LC_", "LANG", "TMPDIR")


@pytest.fixture
def cli():
    """Run the real command as a user would: its entry point (``main``: the same parsing,
    printing and exit status) called in this process, with the arguments, environment and
    folder given, which is as faithful as a child process and far cheaper. A test of the
    process itself (signals, start-up, the interpreter's encodings) asks for one with
    ``process=True``, and an environment that shapes the interpreter gets one anyway."""

    def run(*args, env=None, cwd=None, process=False):
        e = dict(NO_COLOR="1", COLUMNS="120")
        e.update(env or {})
        if process or any(k.startswith(_PROCESS_ENV) for k in env or {}):
            proc = subprocess.run([sys.executable, "-m", "adjudicator", *args],
                                  capture_output=True, text=True, cwd=cwd or ROOT,
                                  env=dict(os.environ, **e), timeout=60)
            return Run(proc)
        return Run(_in_process([str(a) for a in args], e, cwd or ROOT))

    return run


class _Ended:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def _in_process(args: list[str], env: dict, cwd) -> _Ended:
    """``adjudicator ARGS`` through its entry point, with its own argv, environment, folder
    and standard streams, all put back as they were after."""
    import io

    from adjudicator.cli.commands import main

    saved = (sys.argv, sys.stdout, sys.stderr, os.getcwd(), dict(os.environ))
    out, err = _Kept(), _Kept()
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", newline="\n", write_through=True)
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", newline="\n", write_through=True)
    sys.argv = ["adjudicator", *args]
    os.environ.update(env)
    code = 0
    try:
        os.chdir(cwd)
        main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        if exc.code is not None and not isinstance(exc.code, int):
            sys.stderr.write(f"{exc.code}\n")
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        for kept in (out, err):
            if not kept.closed:
                kept.kept = kept.getvalue()
        sys.argv, sys.stdout, sys.stderr = saved[:3]
        os.chdir(saved[3])
        os.environ.clear()
        os.environ.update(saved[4])
    return _Ended(code, out.kept.decode("utf-8"), err.kept.decode("utf-8"))


class _Kept(__import__("io").BytesIO):
    """What was written, kept when the stream over it is closed."""

    kept = b""

    def close(self):
        if not self.closed:
            self.kept = self.getvalue()
        super().close()

    def __del__(self):
        pass
