"""Issue 25 ("Trust III"), the files and the environment: the tool never destroys a file it did
not create, no environment makes it fault, and its work is bounded (items 1, 3 and 7).

Each test here failed on the code before the change it guards."""
from __future__ import annotations

import marshal
import os
import re
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import _PROCESS_ENV, _in_process

from adjudicator.cli.checking import check_paths
from adjudicator.law import cache, store
from adjudicator.law.library import MAX_EXTENDS, Library

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")
FAULT = "a fault in adjudicator"


def _run(args, cwd=None, env=None, patch: str = "", timeout=None):
    """The command line as a user runs it: through its entry point in this process (conftest's
    ``cli``), or in a child process where only a process shows what is tested: PATCH is
    Python run first (to stand for what a root-run test cannot make: a folder it may not
    search, a full disk); a TIMEOUT is for what once hung or ran away (a blocked FIFO, a
    long chain), which must fail the test, not hang the run; an environment that shapes the
    interpreter takes effect only in a new one."""
    e = dict(NO_COLOR="1", COLUMNS="100")
    e.update(env or {})
    if not patch and timeout is None and not any(k.startswith(_PROCESS_ENV) for k in e):
        return _in_process([str(a) for a in args], e, cwd or ROOT)
    e = dict(os.environ, **e)
    timeout = timeout or 60
    code = patch + "\nfrom adjudicator.cli.commands import main\nmain()\n"
    return subprocess.run([sys.executable, "-c", code, *args], cwd=cwd or ROOT, env=e,
                          capture_output=True, text=True, timeout=timeout)


def _snapshot(folder: Path) -> dict:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


# --- 1. data loss: the cache touches only its own entries ------------------------------

def _users_files(folder: Path) -> dict:
    """A hundred files of the user's own, some named as the cache names its entries."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(90):
        (folder / f"letter-{i:02d}.txt").write_text(f"my letter {i}\n")
    for name in ("notes.book", "x.topics", ".tmp-mine", "a" * 64 + ".book", "0" * 64 + ".topics",
                 "ab" * 32 + ".book", "cd" * 32 + ".topics", "old.book", "new.topics"):
        (folder / name).write_bytes(b"the user's own data, not sealed by the cache\n" * 40)
    (folder / ("ef" * 32 + ".book")).write_bytes(b"\x00" * cache._DIGEST + b"x")
    return _snapshot(folder)


def test_eviction_never_removes_a_users_file_in_the_cache_folder(tmp_path, monkeypatch):
    d = tmp_path / "mine"
    before = _users_files(d)
    old = time.time() - 10 ** 6  # older than any entry: evicted first, were they entries
    for p in d.iterdir():
        os.utime(p, (old, old))
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.setattr(store, "MAX_ENTRIES", 2)
    for book in ("peel", "keller", "schenck", "standard"):
        Library.open().book(book)
    after = _snapshot(d)
    assert {k: v for k, v in after.items() if k in before} == before
    ours = sorted(set(after) - set(before))
    assert len(ours) == 2 and all(re.fullmatch(r"[0-9a-f]{64}\.(book|topics)", n) for n in ours)
    monkeypatch.setattr(store, "MAX_BYTES", 1)  # even a folder over its bytes keeps them
    Library.open().book("published-decision")
    assert {k: v for k, v in _snapshot(d).items() if k in before} == before


def test_one_rule_leaves_every_file_of_a_users_folder(tmp_path):
    d = tmp_path / "mine"
    before = _users_files(d)
    r = _run(["rule", str(SIDE_POT), "--format", "json"], env={"ADJUDICATOR_CACHE_DIR": str(d)})
    assert r.returncode == 0, r.stderr
    assert {k: v for k, v in _snapshot(d).items() if k in before} == before


# --- 1. data loss: an output path is never an input, nor anything but a regular file -----

def _case(tmp_path: Path) -> Path:
    case = tmp_path / "k.yaml"
    case.write_bytes(SIDE_POT.read_bytes())
    return case


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_picture_over_an_input_is_refused_before_anything_is_written(tmp_path, command):
    case = _case(tmp_path)
    link = tmp_path / "link.svg"
    link.symlink_to(case)
    book = tmp_path / "books" / "club.yaml"
    book.parent.mkdir()
    book.write_text((ROOT / "rulebooks" / "examples" / "peel-club.yaml").read_text()
                    .replace("peel-club", "club"))
    original = {case: case.read_bytes(), book: book.read_bytes()}
    for target in (case, link, book, Path(os.path.relpath(case, tmp_path))):
        r = _run([command, str(case), "--rulebooks", str(tmp_path / "books"), "--svg",
                  str(target)], cwd=tmp_path)
        assert r.returncode == 2 and r.stdout == "", r.stderr
        assert len(r.stderr.splitlines()) == 1 and LINE.match(r.stderr.strip())
        assert r.stderr.startswith(f"{target}:1:1: ")
        assert "input" in r.stderr or "symbolic link" in r.stderr  # the link: never through
        assert {p: p.read_bytes() for p in original} == original


def _kinds(tmp_path: Path) -> dict:
    fifo = tmp_path / "pipe.svg"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.svg"
    folder.mkdir()
    kinds = {"fifo": fifo, "folder": folder}
    for device in ("/dev/full", "/dev/null"):
        if os.path.exists(device):
            kinds[device] = Path(device)
    return kinds


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_picture_into_a_fifo_a_device_or_a_folder_is_refused_and_never_blocks(tmp_path,
                                                                               command):
    case = _case(tmp_path)
    for kind, target in _kinds(tmp_path).items():
        r = _run([command, str(case), "--svg", str(target)], timeout=30)  # a FIFO once hung
        assert r.returncode == 2 and r.stdout == "", (kind, r.stderr)
        assert r.stderr.startswith(f"{target}:1:1: ") and len(r.stderr.splitlines()) == 1
        assert "regular file" in r.stderr and FAULT not in r.stderr
    assert stat.S_ISFIFO(os.lstat(tmp_path / "pipe.svg").st_mode)


def test_several_cases_with_a_picture_over_one_of_them_write_nothing(tmp_path):
    case = _case(tmp_path)
    other = tmp_path / "other.yaml"
    other.write_bytes(case.read_bytes())
    r = _run(["rule", str(tmp_path), "--svg", str(other), "--format", "json"])
    assert r.returncode == 2 and r.stdout == "" and "input" in r.stderr
    assert other.read_bytes() == case.read_bytes()


FULL_DISK = """
import errno, os
_real = os.write
def _write(fd, data):
    if fd > 2:
        raise OSError(errno.ENOSPC, "No space left on device")
    return _real(fd, data)
os.write = _write
"""


def test_a_picture_that_fails_while_written_ends_with_status_1_and_leaves_nothing(tmp_path):
    case = _case(tmp_path)
    picture = tmp_path / "new.svg"
    r = _run(["rule", str(case), "--svg", str(picture)], patch=FULL_DISK)
    assert r.returncode == 1 and FAULT not in r.stderr, r.stderr
    assert r.stderr == (f"{picture}: cannot write the picture: No space left on device; "
                        "nothing is written\n")
    assert not picture.exists()  # the tool made it, so the tool removed what it could not end
    r = _run(["rule", str(case), "--svg", str(picture)])
    assert r.returncode == 0 and picture.read_text().startswith("<svg")


def test_a_picture_over_an_earlier_picture_is_written(tmp_path):
    case = _case(tmp_path)
    picture = tmp_path / "p.svg"
    assert _run(["rule", str(case), "--svg", str(picture)]).returncode == 0
    with open(picture, "a") as longer:  # the tool's own picture, much longer than the new one
        longer.write("<!-- an older picture -->\n" * 10000)
    r = _run(["rule", str(case), "--svg", str(picture)])
    assert r.returncode == 0 and picture.read_text().startswith("<svg")
    assert picture.read_text().rstrip().endswith("</svg>")


# --- 3. faults: a folder that cannot be searched, a forged entry, the environment --------

UNSEARCHABLE = """
import os
_FOLDER = os.environ["SHUT"]
for _name in ("stat", "lstat"):
    def _patched(p, *a, _real=getattr(os, _name), **k):
        if os.path.dirname(os.path.abspath(os.fsdecode(p))) == _FOLDER:
            raise PermissionError(13, "Permission denied", os.fsdecode(p))
        return _real(p, *a, **k)
    setattr(os, _name, _patched)
"""


@pytest.mark.parametrize("command", ["rule", "check"])
def test_a_folder_readable_but_not_searchable_is_one_line_status_2(tmp_path, command):
    shut = tmp_path / "shut"  # mode 644 to a user other than root: listed, never entered
    shut.mkdir()
    (shut / "k.yaml").write_bytes(SIDE_POT.read_bytes())
    (shut / "inner").mkdir()
    r = _run([command, str(shut)], env={"SHUT": str(shut)}, patch=UNSEARCHABLE)
    assert r.returncode == 2 and FAULT not in r.stderr + r.stdout, r.stderr + r.stdout
    said = (r.stderr if command == "rule" else r.stdout).strip().splitlines()
    problems = [x for x in said if x.startswith(str(shut))]
    assert problems == [f"{shut}:1:1: cannot search this folder: Permission denied"], said


def _forged(entry: Path, change) -> None:
    """Rewrite an entry with a wrong shape and seal it again, as one who read the code would."""
    data = entry.read_bytes()[cache._DIGEST:]
    entry.write_bytes(cache._sealed(marshal.dumps(change(list(marshal.loads(data))))))


def _law_field(name, value):
    def change(parts):
        laws = [dict(x) for x in parts[7]]
        laws[0][name] = value
        parts[7] = tuple(laws)
        return tuple(parts)
    return change


def _part(i, value):
    def change(parts):
        parts[i] = value
        return tuple(parts)
    return change


FORGERIES = {
    "page": _law_field("page", 5), "page-words": _law_field("page", "five"),
    "title": _law_field("title", 12), "kind": _law_field("kind", "whim"),
    "provides": _law_field("provides", (("sequence.ace", "nowhere"),)),
    "provides-key": _law_field("provides", (("no.such.key", 1),)),
    "topics": _law_field("topics", "deal"), "when": _law_field("when", ((1,), (), (), None, ())),
    "mark": _law_field("mark", ("one", 1)), "id": _law_field("id", "keller:"),
    "meta": _part(6, (("extends", 5),)), "year": _part(4, "1887"),
    "tables": _part(8, (("keller:t", "t", "1", "x", (("flush", (("count", [1]),)),), None,
                         ()),)),
    "inherits": _part(9, (1,)),
}


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A cache folder holding Keller's entry, and the ruling read through it."""
    d = tmp_path_factory.mktemp("pristine")
    first = _run(["rule", str(SIDE_POT), "--format", "json"],
                 env={"ADJUDICATOR_CACHE_DIR": str(d)})
    assert first.returncode == 0 and list(d.glob("*.book"))
    return d, first.stdout


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_wrongly_shaped_entry_with_a_valid_digest_is_rebuilt(tmp_path, forgery, pristine):
    import shutil

    folder, ruling = pristine
    shutil.copytree(folder, tmp_path / "c")
    env = {"ADJUDICATOR_CACHE_DIR": str(tmp_path / "c")}
    for args in (["census", "--book", "keller"], ["rule", str(SIDE_POT), "--format", "json"]):
        for entry in (tmp_path / "c").glob("*.book"):  # forged afresh: each run rebuilds it
            _forged(entry, FORGERIES[forgery])
        again = _run(args, env=env)
        assert again.returncode == 0 and FAULT not in again.stderr, (args, again.stderr)
    assert again.stdout == ruling and again.stderr == ""


@pytest.mark.parametrize("columns", ["²", "10000000", "99999999999999999999999", "-3", "0",
                                     "1", "abc", " 80 ", "1e9", "٣"])
@pytest.mark.parametrize("command", [["rule", str(SIDE_POT)], ["compare", str(SIDE_POT)],
                                     ["census", "--book", "peel"]])
def test_any_columns_prints_a_bounded_output_and_never_faults(columns, command):
    r = _run(command, env={"COLUMNS": columns, "LINES": columns})
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert len(r.stdout) < 200_000  # COLUMNS=10000000 once printed 340 MB


def test_columns_within_reason_is_obeyed_and_beyond_it_clamped():
    narrow = _run(["law", "peel:60"], env={"COLUMNS": "40"}).stdout
    wide = _run(["law", "peel:60"], env={"COLUMNS": "10000000"}).stdout
    assert max(map(len, narrow.splitlines())) <= 40
    assert max(map(len, wide.splitlines())) <= 1000


@pytest.mark.parametrize("env", [{"NO_COLOR": "\x1b[31m"}, {"TERM": "\x00"}, {"TERM": "x" * 10000},
                                 {"FORCE_COLOR": "²", "TERM": "dumb"},
                                 {"FORCE_COLOR": "1", "COLUMNS": "10000000"},
                                 {"ADJUDICATOR_CACHE_DIR": "relative/cache"},
                                 {"ADJUDICATOR_CACHE_DIR": "x" * 5000},
                                 {"ADJUDICATOR_CACHE_DIR": "/dev/null"},
                                 {"XDG_CACHE_HOME": "relative", "ADJUDICATOR_CACHE_DIR": ""}])
def test_the_environment_never_makes_the_tool_fault(tmp_path, env):
    env = {k: v.replace("\x00", "") for k, v in env.items()}
    for args in (["rule", str(SIDE_POT)], ["compare", str(SIDE_POT)]):
        r = _run(args, cwd=tmp_path, env=env)
        assert r.returncode == 0 and FAULT not in r.stderr, r.stderr
        assert len(r.stdout) < 200_000 and len(r.stderr.splitlines()) <= 1
    assert not (tmp_path / "relative").exists() or env.get("ADJUDICATOR_CACHE_DIR")


# --- 7. bounded work -------------------------------------------------------------------

def _scanned_house_book(folder: Path, words: int) -> None:
    import random

    pick = random.Random(words).choice
    text = " ".join(pick(["pool", "ante", "the", "player", "deal", "card", "shall", "bet"])
                    for _ in range(words))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "slow.yaml").write_text(textwrap.dedent(f"""\
        book:
          id: slow
          title: A club's book pointing at a scan
          author: The Committee
          source: peel-1891.txt
        laws:
          - id: slow:1
            title: A long law
            page: 1-999
            kind: rule
            text: {text}
        """))


def _children_cpu() -> float:
    import resource

    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def test_law_source_over_the_whole_scan_is_linear(tmp_path):
    for words in (900, 18_000):  # 16 s and over 120 s before
        _scanned_house_book(tmp_path / str(words), words)
        start = _children_cpu()
        r = _run(["law", "slow:1", "--source", "--rulebooks", str(tmp_path / str(words))],
                 timeout=120)
        took = _children_cpu() - start  # the work done, whatever else the machine is doing
        assert r.returncode == 0 and "slow:1" in r.stdout, r.stderr
        assert took < 5, took


def _chain(folder: Path, depth: int, bad: int | None = None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(depth):
        laws = " []"
        if i == bad:  # a law of this book amends a law nobody has
            laws = textwrap.indent(textwrap.dedent(f"""
                - id: d{i}:1
                  title: A house law
                  page: 1
                  kind: rule
                  text: As the members agreed.
                  amends: [peel:999]"""), "  ")
        (folder / f"d{i}.yaml").write_text(textwrap.dedent(f"""\
            book:
              id: d{i}
              title: A club's book
              author: The Committee
              source: house rules
              extends: {"peel" if i == 0 else f"d{i - 1}"}
            laws:""") + laws + "\n")


def test_check_of_a_500_deep_chain_is_quick_and_blames_the_link_too_many(tmp_path):
    _chain(tmp_path, 500)
    start = time.process_time()  # the work done, whatever else the machine is doing
    result = check_paths([str(tmp_path)], Library.open([str(tmp_path)]))
    assert time.process_time() - start < 3  # 84 s before
    over = f"d{MAX_EXTENDS}"  # the first book with more than MAX_EXTENDS books beneath it
    assert [LINE.match(e)["file"] for e in result["errors"]] == [str(tmp_path / f"{over}.yaml")]
    assert f"{over} -> d{MAX_EXTENDS - 1} -> " in result["errors"][0]
    r = _run(["check", str(tmp_path / "d499.yaml"), "--rulebooks", str(tmp_path)], timeout=30)
    # blamed at the link too many: the `extends` of that file
    at = next(i for i, line in enumerate((tmp_path / f"{over}.yaml").read_text().splitlines(), 1)
              if line.strip().startswith("extends:"))
    assert r.returncode == 2 and r.stdout.startswith(f"{tmp_path / over}.yaml:{at}:")


def test_a_problem_deep_in_a_chain_is_blamed_on_the_file_that_holds_it(tmp_path):
    _chain(tmp_path, 20, bad=5)
    lib = Library.open([str(tmp_path)])
    files = {LINE.match(e)["file"] for e in check_paths([str(tmp_path)], lib)["errors"]}
    assert files == {str(tmp_path / "d5.yaml")}
    r = _run(["rule", str(SIDE_POT), "--book", "d19", "--rulebooks", str(tmp_path)])
    assert r.returncode == 2 and r.stderr.startswith(f"{tmp_path / 'd5.yaml'}:")
    assert "peel:999" in r.stderr


# --- the fuzzer's families, a small fixed budget ----------------------------------------

def test_the_trust_families_find_nothing_on_a_small_budget(tmp_path):
    from hypothesis import HealthCheck, given, settings

    from tests import fuzz_trust

    for name, strategy, _, check in fuzz_trust.families(100, 100, tmp_path):

        @settings(max_examples=4, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(strategy)
        def one(example):
            outcome = check(example)
            assert not outcome.failures, (name, outcome.failures[:3], outcome.text)

        one()
