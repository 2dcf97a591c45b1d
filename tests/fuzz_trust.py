"""Fuzzing what issue 25 ("Trust III") found wanting in the files and the environment: the tool
never destroys a file it did not create, no environment makes it fault, and its work is
bounded. A family for each class:

- ``cache_folders``: a cache folder holding the user's own files (some named as entries are,
  some sealed by nobody) and entries forged with a wrong shape and a valid digest; the books
  read through it equal the books built from their YAML, and every file of the user's is
  left as it was;
- ``output_paths``: ``rule`` and ``compare --svg`` at an input (a case, a link to it, a
  rulebook), a FIFO, a device, a folder, a link (dangling, or to a picture), a file that is
  not the tool's (a build file beginning `<?xml`, the mark past its first bytes), a new file
  or an older picture: what is refused is refused in one line, status 2, before anything is
  written, and never blocks; every input, and what was refused, is left as it was, and no
  file is left beside the target (issue 37);
- ``environments``: COLUMNS, LINES, NO_COLOR, TERM and FORCE_COLOR set to anything: every
  format renders a ruling without a fault and within bounds;
- ``shut_folders``: a folder listed but not searchable given to ``rule`` and ``check``: one
  line naming it, never a fault;
- ``chains``: house books extending one another up to 600 deep, with a law amending nothing,
  a cycle or a missing base somewhere: ``check`` answers in bounded time and blames each
  problem on the file that holds it;
- ``scans``: a law's words, changed or made up, against a scan at any page span (1-999): the
  search is bounded and says truly whether and where the words part.

``FAMILIES`` lists them for ``tests/fuzz.py`` (each with its share of the budget).
"""
from __future__ import annotations

import contextlib
import errno
import marshal
import os
import random
import signal
import stat
import time
import traceback
from pathlib import Path

from hypothesis import strategies as st

from adjudicator.errors import AdjudicatorError, InputError
from adjudicator.law import cache, store
from adjudicator.law.library import MAX_EXTENDS, ORDER, Library

from .fuzz import CASEBOOK, Outcome

ROOT = Path(__file__).resolve().parent.parent
HEX = "0123456789abcdef"


def _crash(out: Outcome, what: str) -> None:
    out.fail(f"{what}:\n{traceback.format_exc()}")


@contextlib.contextmanager
def _environ(**values):
    """os.environ with VALUES set (None: unset), restored after."""
    saved = {k: os.environ.get(k) for k in values}
    try:
        for k, v in values.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


@contextlib.contextmanager
def _deadline(seconds: int, what: str):
    """Raise TimeoutError where the block takes longer (a FIFO opened for writing blocks)."""
    def alarm(*_):
        raise TimeoutError(f"{what} took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _snapshot(folder: Path) -> dict:
    out = {}
    for p in folder.iterdir():
        st_ = os.lstat(p)
        out[p.name] = p.read_bytes() if stat.S_ISREG(st_.st_mode) else stat.S_IFMT(st_.st_mode)
    return out


def _fresh(workdir: Path, name: str) -> Path:
    import shutil

    d = workdir / name
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    return d


# --------------------------------------------------------------------------- cache folders

_FORGERIES = ("page", "title", "kind", "provides", "provides-key", "when", "mark", "meta",
              "year", "inherits", "laws", "tables", "id")


@st.composite
def cache_folders(draw):
    """(the user's files {name: bytes}, the entries' limit, the books, a forgery)."""
    names = st.one_of(
        st.text("abcxyz.-_", min_size=1, max_size=12).filter(lambda n: n not in (".", "..")),
        st.text(HEX, min_size=64, max_size=64).map(lambda h: h + draw(st.sampled_from(
            [".book", ".topics"]))),
        st.sampled_from([".tmp-x", "notes.book", "old.topics", "a" * 64 + ".book"]))
    files = draw(st.dictionaries(names, st.binary(max_size=200), max_size=30))
    books = draw(st.lists(st.sampled_from(ORDER), min_size=1, max_size=3, unique=True))
    return files, draw(st.integers(1, 4)), books, draw(st.sampled_from(_FORGERIES))


def _forge(blob: bytes, forgery: str) -> bytes:
    parts = list(marshal.loads(blob))
    laws = [dict(x) for x in parts[7]]
    field, value = {"page": ("page", 5), "title": ("title", 12), "kind": ("kind", "whim"),
                    "provides": ("provides", (("sequence.ace", "nowhere"),)),
                    "provides-key": ("provides", (("no.such.key", 1),)),
                    "when": ("when", ((1,), (), (), None, ())), "mark": ("mark", ("one", 1)),
                    "id": ("id", "x:")}.get(forgery, (None, None))
    if field and laws:
        laws[0][field] = value
    parts[7] = tuple(laws)
    if forgery == "meta":
        parts[6] = (("extends", 5),)
    elif forgery == "year":
        parts[4] = "1887"
    elif forgery == "inherits":
        parts[9] = (1,)
    elif forgery == "laws":
        parts[7] = ({"id": 1},)
    elif forgery == "tables":
        parts[8] = (("t", "t", "1", "x", (("flush", (("count", [1]),)),), None, ()),)
    return cache._sealed(marshal.dumps(tuple(parts)))


_REFERENCE: dict = {}


def _reference(book_id: str) -> bytes:
    if book_id not in _REFERENCE:
        with _environ(ADJUDICATOR_CACHE="off"):
            _REFERENCE[book_id] = marshal.loads(cache.dump(Library.open().book(book_id)))
    return _REFERENCE[book_id]


def check_cache_folder(example, workdir: Path) -> Outcome:
    files, limit, books, forgery = example
    out = Outcome(f"cache folder: {sorted(files)}, {limit} entries, {books}, {forgery}")
    d = _fresh(workdir, "cache")
    for name, data in files.items():
        (d / name).write_bytes(data)
        os.utime(d / name, (1, 1))  # older than any entry: evicted first, were they entries
    before = _snapshot(d)
    saved = store.MAX_ENTRIES
    try:
        with _environ(ADJUDICATOR_CACHE_DIR=str(d), ADJUDICATOR_CACHE=None):
            store.MAX_ENTRIES = limit
            for round_ in ("cold", "warm", "forged"):
                if round_ == "forged":
                    for entry in d.glob("*.book"):
                        if entry.name not in before:
                            entry.write_bytes(_forge(entry.read_bytes()[cache._DIGEST:],
                                                     forgery))
                for b in books:  # (marshal's bytes for equal data may differ: its values)
                    if marshal.loads(cache.dump(Library.open().book(b))) != _reference(b):
                        out.fail(f"{b} read through the cache ({round_}, {forgery}) differs "
                                 "from the book built from its YAML")
    except Exception:  # noqa: BLE001
        _crash(out, f"reading books through a cache folder crashed ({forgery})")
    finally:
        store.MAX_ENTRIES = saved
    after = _snapshot(d)
    for name, was in before.items():
        if after.get(name) != was:
            out.fail(f"the user's file {name!r} in the cache folder was changed or removed")
    return out


# --------------------------------------------------------------------------- output paths

_TARGETS = ("case", "link-to-case", "relative-case", "rulebook", "fifo", "/dev/null",
            "/dev/full", "folder", "new", "older-picture", "link-to-new", "link-to-picture",
            "build-file", "marked-late")
# never through a link, dangling or not, nor over a file without the tool's mark in its
# first bytes, whatever they are (issue 37: `pom.xml` began `<?xml`)
_REFUSED = {"case", "link-to-case", "relative-case", "rulebook", "fifo", "/dev/null",
            "/dev/full", "folder", "link-to-new", "link-to-picture", "build-file",
            "marked-late"}


@st.composite
def output_paths(draw):
    return (draw(st.sampled_from(_TARGETS)), draw(st.sampled_from(["rule", "compare"])),
            draw(st.sampled_from(["text", "json", "markdown"])),
            draw(st.sampled_from(CASEBOOK)), draw(st.booleans()))


def check_output_path(example, workdir: Path) -> Outcome:
    from typer.testing import CliRunner

    from adjudicator.cli.commands import app
    from adjudicator.cli.render.picture import MARK

    target, command, fmt, source, two = example
    out = Outcome(f"{command} --svg at {target} ({fmt}, {source.name}, two cases: {two})")
    d = _fresh(workdir, "out")
    case = d / "k.yaml"
    case.write_bytes(source.read_bytes())
    cases = [str(case)]
    if two and command == "rule":
        (d / "k2.yaml").write_bytes(source.read_bytes())
        cases = [str(d)]
    books = _fresh(workdir, "out-books")
    (books / "club.yaml").write_text((ROOT / "rulebooks" / "examples" / "peel-club.yaml")
                                     .read_text().replace("peel-club", "club"))
    path = {"case": str(case), "link-to-case": str(d / "l.svg"), "relative-case": None,
            "rulebook": str(books / "club.yaml"), "fifo": str(d / "p.svg"),
            "/dev/null": "/dev/null", "/dev/full": "/dev/full", "folder": str(d / "f.svg"),
            "new": str(d / "new.svg"), "older-picture": str(d / "old.svg"),
            "link-to-new": str(d / "ln.svg"), "link-to-picture": str(d / "lp.svg"),
            "build-file": str(d / "pom.xml"), "marked-late": str(d / "late.svg")}[target]
    if target == "relative-case":
        path = os.path.relpath(case)
    elif target == "link-to-case":
        os.symlink(case, path)
    elif target == "link-to-new":
        os.symlink(d / "made.svg", path)
    elif target == "link-to-picture":
        (d / "drawn.svg").write_text(f"<svg>\n{MARK}\n</svg>\n")
        os.symlink(d / "drawn.svg", path)
    elif target == "build-file":
        Path(path).write_text("\n<?xml version='1.0'?>\n<svg><project/></svg>\n")
    elif target == "marked-late":  # the mark, but past the first bytes: not the tool's
        Path(path).write_text("<svg>" + " " * 5000 + MARK + "</svg>\n")
    elif target == "fifo":
        os.mkfifo(path)
    elif target == "folder":
        os.mkdir(path)
    elif target == "older-picture":  # the tool's own, much longer than the new one
        Path(path).write_text(f"<svg>\n{MARK}\n" + "an older picture " * 5000)
    if target.startswith("/dev/") and not os.path.exists(target):
        return out
    inputs = {p: p.read_bytes() for p in d.rglob("*.yaml")}
    kept = {p: (os.readlink(p) if p.is_symlink() else p.read_bytes()) for p in d.iterdir()
            if p.is_symlink() or p.is_file()}
    try:
        with _deadline(30, f"{command} --svg {target}"):
            r = CliRunner().invoke(app, [command, *cases, "--svg", path, "--format", fmt,
                                         "--rulebooks", str(books), "--rulebooks", str(
                                             ROOT / "rulebooks" / "examples"),
                                         *(["--book", "peel"] if command == "rule" else [])])
    except Exception:  # noqa: BLE001
        _crash(out, f"{command} --svg at {target} crashed or blocked")
        return out
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        out.fail(f"{command} --svg at {target} raised {r.exception!r}")
    if target in _REFUSED:
        lines = r.stderr.splitlines()
        if r.exit_code != 2 or r.stdout or len(lines) != 1 or not lines[0].startswith(path):
            out.fail(f"{command} --svg at {target} was not refused in one line before "
                     f"anything was written: {r.exit_code}, {r.stdout[:80]!r}, {r.stderr!r}")
    elif r.exit_code != 0 or not Path(path).read_text().startswith("<svg"):
        out.fail(f"{command} --svg at {target} did not draw the picture: {r.stderr!r}")
    if {p: p.read_bytes() for p in inputs} != inputs:
        out.fail(f"{command} --svg at {target} changed an input")
    if target in _REFUSED and {p: (os.readlink(p) if p.is_symlink() else p.read_bytes())
                               for p in kept} != kept:
        out.fail(f"{command} --svg at {target} changed what it refused, or beside it")
    if target in _REFUSED and os.path.lexists(d / "made.svg"):
        out.fail(f"{command} --svg at {target} made the file a dangling link named")
    if any(".~adjudicator-" in p.name for p in d.iterdir()):
        out.fail(f"{command} --svg at {target} left a file beside its target")
    if target == "fifo" and not stat.S_ISFIFO(os.lstat(path).st_mode):
        out.fail("the FIFO named by --svg was replaced")
    return out


# --------------------------------------------------------------------------- environments

_SIZES = ["", "0", "1", "19", "20", "80", "500", "501", "10000000", "9" * 30, "-3", "²", "٣",
          "1e9", " 80 ", "80x", "\t", "0x50", "+80"]


@st.composite
def environments(draw):
    value = st.one_of(st.sampled_from(_SIZES), st.text(max_size=8).map(
        lambda t: t.replace("\x00", "")), st.integers(-10 ** 12, 10 ** 12).map(str))
    env = {k: draw(st.one_of(st.none(), value)) for k in ("COLUMNS", "LINES")}
    env["NO_COLOR"] = draw(st.sampled_from([None, "", "1", "0", "\x1b[31m"]))
    env["FORCE_COLOR"] = draw(st.sampled_from([None, "", "1", "²"]))
    env["TERM"] = draw(st.sampled_from([None, "", "dumb", "xterm-256color", "x" * 2000, "²"]))
    return env, draw(st.sampled_from(CASEBOOK)), draw(st.sampled_from(ORDER))


def check_environment(example, library) -> Outcome:
    from adjudicator.cli.render import Format, render
    from adjudicator.judge.comparison import compare
    from adjudicator.judge.by_book import rule
    from adjudicator.story.case import load_case

    env, source, book = example
    out = Outcome(f"environment {env!r}, {source.name} under {book}")
    try:
        case = load_case(source)
    except AdjudicatorError:
        return out
    try:
        with _environ(**env):
            ruling = rule(case, library, book, [])
            for fmt in Format:
                text = render("ruling", dict(ruling, file=source.name), fmt)
                if len(text) > 200_000:
                    out.fail(f"a ruling in {fmt.value} printed {len(text)} characters")
            text = render("compare", compare(case, library, None, []), Format.text)
            if len(text) > 400_000:
                out.fail(f"compare printed {len(text)} characters")
    except AdjudicatorError:
        pass
    except Exception:  # noqa: BLE001
        _crash(out, f"rendering under {env!r} crashed")
    return out


# --------------------------------------------------------------------------- shut folders

@st.composite
def shut_folders(draw):
    return (draw(st.lists(st.sampled_from(CASEBOOK), min_size=0, max_size=3)),
            draw(st.integers(0, 2)), draw(st.sampled_from(["rule", "check"])),
            draw(st.booleans()))


@contextlib.contextmanager
def _unsearchable(folder: Path):
    """Stat and lstat of anything inside FOLDER denied, as for mode 644 to a user not root."""
    real = {name: getattr(os, name) for name in ("stat", "lstat")}

    def denied(name):
        def look(p, *a, **k):
            if os.path.dirname(os.path.abspath(os.fsdecode(p))) == str(folder):
                raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(p))
            return real[name](p, *a, **k)
        return look

    try:
        for name in real:
            setattr(os, name, denied(name))
        yield
    finally:
        for name, f in real.items():
            setattr(os, name, f)


def check_shut_folder(example, workdir: Path) -> Outcome:
    from adjudicator.cli.checking import check_paths
    from adjudicator.story.files import case_files

    cases, inner, command, nested = example
    out = Outcome(f"{command} of a folder not searchable: {len(cases)} cases, {inner} folders"
                  f", nested: {nested}")
    top = _fresh(workdir, "shut")
    shut = top / "in" if nested else top
    shut.mkdir(exist_ok=True)
    for i, c in enumerate(cases):
        (shut / f"c{i}.yaml").write_bytes(c.read_bytes())
    for i in range(inner):
        (shut / f"d{i}").mkdir()
    library = Library.open()
    want = f"{shut}:1:1: cannot search this folder: Permission denied"
    try:
        with _unsearchable(shut):
            if command == "check":
                errors = check_paths([str(top)], library)["errors"]
            else:
                try:
                    case_files([str(top)])
                    errors = []
                except InputError as exc:
                    errors = [str(exc)]
    except Exception:  # noqa: BLE001
        _crash(out, f"{command} of a folder not searchable crashed")
        return out
    listed = cases or inner  # an empty folder is searched for nothing
    if listed and errors != [want]:
        out.fail(f"{command} of a folder not searchable said {errors!r}, not {want!r}")
    return out


# --------------------------------------------------------------------------- chains

@st.composite
def chains(draw):
    depth = draw(st.one_of(st.integers(1, MAX_EXTENDS + 3), st.integers(1, 600)))
    fault = draw(st.sampled_from(["none", "amends", "cycle", "missing"]))
    return depth, fault, draw(st.integers(0, depth - 1)), draw(st.integers(0, depth - 1))


def _house(folder: Path, i: int, extends: str, bad: bool) -> None:
    laws = " []"
    if bad:
        laws = (f"\n  - {{id: 'd{i}:1', title: A house law, page: 1, kind: rule, "
                "text: As agreed., amends: ['peel:999']}")
    (folder / f"d{i}.yaml").write_text(
        f"book:\n  id: d{i}\n  title: A club's book\n  author: The Committee\n"
        f"  source: house rules\n  extends: {extends}\nlaws:{laws}\n")


def check_chain(example, workdir: Path) -> Outcome:
    from adjudicator.cli.checking import check_paths

    depth, fault, at, to = example
    out = Outcome(f"a chain of {depth} books, fault {fault} at d{at} (to d{to})")
    d = _fresh(workdir, "chain")
    for i in range(depth):
        below = "peel" if i == 0 else f"d{i - 1}"
        if i == at and fault == "cycle":
            below = f"d{max(to, at)}"  # d{at} stands on a book above it, or on itself
        elif i == 0 and fault == "missing":
            below = "nobody"
        _house(d, i, below, fault == "amends" and i == at)
    start = time.process_time()  # the work, whatever else the machine is doing
    try:
        with _deadline(120, f"check of {out.text}"):
            errors = check_paths([str(d)], Library.open([str(d)]))["errors"]
    except Exception:  # noqa: BLE001
        _crash(out, f"check of {out.text} crashed")
        return out
    took = time.process_time() - start
    if took > 2 + depth / 50:  # seconds: 84 at 500 deep before
        out.fail(f"check of {out.text} took {took:.1f} s")
    blamed = {e.split(":", 1)[0].rsplit("/", 1)[-1] for e in errors}
    # d{MAX_EXTENDS} is the first book with more than MAX_EXTENDS beneath it: the link too many
    over = {f"d{MAX_EXTENDS}.yaml"} if depth > MAX_EXTENDS else set()
    if fault == "cycle":
        cycle = {f"d{i}.yaml" for i in range(at, max(to, at) + 1)}
        allowed = cycle | (over if at > MAX_EXTENDS else set())
        expect = None if blamed and blamed <= allowed else f"files of the cycle {sorted(cycle)}"
    else:
        where = {"amends": at, "missing": 0, "none": None}[fault]
        if where is not None and where >= MAX_EXTENDS:
            where = None  # a book too deep is refused for that before its laws are joined
        want = over | ({f"d{where}.yaml"} if where is not None else set())
        expect = None if blamed == want else sorted(want)
    if expect is not None:
        out.fail(f"check of {out.text} blamed {sorted(blamed)}, not {expect}: {errors[:3]}")
    return out


# --------------------------------------------------------------------------- scans

_SCANS = ("peel-1891.txt", "keller-1887.txt", "schenck-1880.txt", "standard-laws.txt")


@st.composite
def scans(draw):
    source = draw(st.sampled_from(_SCANS))
    span = draw(st.sampled_from(["1-999", "1", "5-60", "999", "40-50"]))
    words = draw(st.sampled_from(["made up", "a real law", "a real law changed"]))
    size = draw(st.sampled_from([1, 10, 900, 18_000]))
    return source, span, words, size, draw(st.integers(0, 2 ** 32))


_LAWS: dict = {}


def check_scan(example) -> Outcome:
    import dataclasses

    from adjudicator.law.sources import find, level, scan

    source, span, kind, size, seed = example
    out = Outcome(f"{kind} of {size} words against {source} at p. {span} (seed {seed})")
    rng = random.Random(seed)
    book = {"peel-1891.txt": "peel", "keller-1887.txt": "keller",
            "schenck-1880.txt": "schenck", "standard-laws.txt": "standard"}[source]
    if book not in _LAWS:
        _LAWS[book] = list(Library.open().book(book).laws.values())
    law = rng.choice(_LAWS[book])
    if kind == "made up":
        text = " ".join(rng.choice(["pool", "ante", "the", "player", "deal", "card", "shall"])
                        for _ in range(size))
    else:
        text = law.text
        if kind.endswith("changed") and len(text) > 3:
            i = rng.randrange(len(text))
            text = text[:i] + rng.choice("xqz") + text[i + 1:]
    law = dataclasses.replace(law, text=text, page=span, mends=(), footnote="")
    start = time.process_time()
    try:
        f = find(law, source)
    except Exception:  # noqa: BLE001
        _crash(out, "finding a law's words crashed")
        return out
    took = time.process_time() - start
    if took > 5:
        out.fail(f"finding {out.text} took {took:.1f} s")
    sc = scan(source)
    a, b = sc.span(span)
    region, _ = level(sc.raw[a:b], frozenset(o - a for o in sc.furniture if a <= o < b))
    words, _ = level(text)
    if f.found != (words in region):
        out.fail(f"{out.text}: found is {f.found}, but the words are "
                 f"{'' if words in region else 'not '}in the region")
    elif not f.found and (f.law_at not in words or f.scan_at not in region):
        out.fail(f"{out.text}: where they part is not words of the law and of the scan")
    return out


# --------------------------------------------------------------------------- the families

def families(n_cases: int, n_books: int, workdir: Path) -> list:
    """(name, strategy, count, check) for tests/fuzz.py: a budget a tenth of the cases, or of
    the rulebooks for the families that read books or run commands."""
    library = Library.open()
    few = max(1, n_books // 10)
    return [
        ("cache folders", cache_folders(), few, lambda x: check_cache_folder(x, workdir)),
        ("output paths", output_paths(), few, lambda x: check_output_path(x, workdir)),
        ("environments", environments(), max(1, n_cases // 20),
         lambda x: check_environment(x, library)),
        ("shut folders", shut_folders(), few, lambda x: check_shut_folder(x, workdir)),
        ("extends chains", chains(), few, lambda x: check_chain(x, workdir)),
        ("scans", scans(), few, check_scan),
    ]
