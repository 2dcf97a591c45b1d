"""The rulebook cache: a cached book is the same book, a hit is a hit, and nothing put in the
cache folder can crash, hang or mislead a ruling."""
import json
import marshal
import os
import stat
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from adjudicator.law import cache, store
from adjudicator.law import library
from adjudicator.law.library import Library

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = str(ROOT / "cases" / "keller-side-pot.yaml")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """A cache folder of this test's own, and a count of the books built from their YAML."""
    d = tmp_path / "cache"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    built = []
    real = library.read_book
    monkeypatch.setattr(library, "read_book", lambda path, *a: built.append(path.stem)
                        or real(path, *a))
    return SimpleNamespace(path=d, built=built)


def _entries(d: Path) -> list[Path]:
    return sorted(d.glob("*.book"))


def test_a_second_reading_is_a_hit_and_builds_nothing(folder):
    Library.open().book("peel")
    assert folder.built == ["peel"] and len(_entries(folder.path)) == 1
    Library.open().book("peel")                   # a new library: only the cache can answer
    assert folder.built == ["peel"]


def test_a_cached_book_answers_as_the_parsed_book(folder):
    fresh = Library.open().book("peel")
    cached = Library.open().book("peel")
    assert folder.built == ["peel"] and cached is not fresh
    assert list(cached.laws) == list(fresh.laws)
    for law_id in fresh.laws:
        assert cached.laws[law_id] == fresh.laws[law_id]
    assert cached.answer("sequence.ace").law_ids == fresh.answer("sequence.ace").law_ids
    assert cached.answer("draw.demand-dispute.evidence").value == [
        "left-of-dealer", "right-of-dealer", "round-from-left-of-disputant"]


def test_one_entry_whatever_folder_the_command_runs_from_and_its_file_named_from_there(
        folder, monkeypatch):
    monkeypatch.chdir(ROOT)
    here = Library.open().book("schenck")
    monkeypatch.chdir(ROOT / "cases")
    there = Library.open().book("schenck")
    assert folder.built == ["schenck"] and len(_entries(folder.path)) == 1
    assert here.file == "adjudicator/rulebooks/schenck.yaml"
    assert there.file == str(ROOT / "adjudicator" / "rulebooks" / "schenck.yaml")
    assert there.law("schenck:rules/14").mark.file == there.file


def test_a_changed_rulebook_is_not_read_from_the_cache(folder, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    club = books / "club.yaml"
    club.write_text("book: {id: club, title: T, author: A, source: s}\nlaws:\n"
                    "  - {id: club:1, title: t, page: 1, kind: rule, text: first words}\n")
    assert Library.open([str(books)]).book("club").law("club:1").text == "first words"
    club.write_text(club.read_text().replace("first words", "second words"))
    assert Library.open([str(books)]).book("club").law("club:1").text == "second words"


def _seal(blob: bytes) -> bytes:
    return cache._sealed(blob)


@pytest.mark.parametrize("content", [
    b"\x00not marshal data",                                         # unreadable
    b"",                                                             # empty
    _seal(marshal.dumps({"laws": []})),                              # sealed, wrongly shaped
    _seal(marshal.dumps((cache._FORMAT, "peel") + (None,) * 8)),     # right length, wrong parts
    _seal(marshal.dumps((cache._FORMAT,) + (0,) * 9)),
], ids=["garbage", "empty", "a-dict", "nones", "zeros"])
def test_a_bad_entry_is_rebuilt_not_trusted(folder, content):
    Library.open().book("schenck")
    (entry,) = _entries(folder.path)
    entry.write_bytes(content)
    assert Library.open().book("schenck").law("schenck:rules/14")
    assert folder.built == ["schenck", "schenck"]                    # built again ...
    Library.open().book("schenck")
    if store._read_sealed(entry) is not None:  # ... and cached again over an entry it sealed
        assert folder.built == ["schenck", "schenck"]
    else:  # a file it did not seal is never replaced (the user's own): built at each asking
        assert folder.built == ["schenck"] * 3 and entry.read_bytes() == content


def test_a_truncated_or_altered_entry_is_rebuilt(folder):
    Library.open().book("schenck")
    (entry,) = _entries(folder.path)
    good = entry.read_bytes()
    entry.write_bytes(good[:-10])
    Library.open().book("schenck")
    entry.write_bytes(good[:-1] + bytes([good[-1] ^ 1]))
    Library.open().book("schenck")
    assert folder.built == ["schenck"] * 3


def test_a_wrongly_shaped_entry_through_the_command_line_still_rules(cli, tmp_path):
    env = {"ADJUDICATOR_CACHE_DIR": str(tmp_path / "c")}
    first = cli("rule", SIDE_POT, "--format", "json", env=env)
    for entry in (tmp_path / "c").glob("*.book"):
        entry.write_bytes(_seal(marshal.dumps({"laws": []})))
    again = cli("rule", SIDE_POT, "--format", "json", env=env)
    assert again.code == 0 and again.err == "" and again.out == first.out
    assert again.json()["awards"] == {"A": 30, "C": 70}


@pytest.mark.parametrize("kind", ["fifo", "link-to-dev-zero", "folder"])
def test_what_is_not_a_regular_file_in_the_cache_is_rebuilt_over_without_blocking(tmp_path,
                                                                                 kind):
    d = tmp_path / "cache"
    env = dict(os.environ, ADJUDICATOR_CACHE_DIR=str(d))
    code = "from adjudicator.law.library import Library; Library.open().book('schenck')"
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    (entry,) = _entries(d)
    entry.unlink()
    if kind == "fifo":
        os.mkfifo(entry)
    elif kind == "link-to-dev-zero":
        entry.symlink_to("/dev/zero")
    else:
        entry.mkdir()
    # A blocking open of the FIFO, or reading /dev/zero, would never return.
    r = subprocess.run([sys.executable, "-c", code], env=env, timeout=30, capture_output=True,
                       text=True)
    assert r.returncode == 0 and r.stderr == ""
    # and what the cache did not seal is left as it is, never replaced
    if kind == "fifo":
        assert stat.S_ISFIFO(os.lstat(entry).st_mode)
    elif kind == "link-to-dev-zero":
        assert entry.is_symlink() and os.readlink(entry) == "/dev/zero"
    else:
        assert entry.is_dir()


def test_a_failed_write_leaves_no_temporary_file(folder, monkeypatch):
    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(cache.os, "replace", fail)
    Library.open().book("schenck")
    assert list(folder.path.iterdir()) == []
    assert Library.open().book("schenck").law("schenck:rules/14")


def test_an_unwritable_cache_folder_is_said_once_and_a_temporary_one_used(cli, tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be")
    env = {"ADJUDICATOR_CACHE_DIR": str(blocked / "adjudicator"), "TMPDIR": str(tmp_path)}
    # the story alone: its expectations would have the books they cite read too
    one = tmp_path / "one.yaml"
    one.write_text(Path(SIDE_POT).read_text().split("\nexpect:")[0] + "\n")
    other = tmp_path / "other.yaml"  # a second case under another book: a second write
    other.write_text(one.read_text().replace("book: keller", "book: peel"))
    r = cli("rule", one, str(other), "--format", "json", env=env)
    assert r.code == 0 and len(r.out.splitlines()) == 2
    used = tmp_path / f"adjudicator-cache-{os.getuid()}"
    assert r.err.splitlines() == [
        f"adjudicator: cannot write the cache folder {blocked / 'adjudicator'} (Not a "
        f"directory); using {used} instead"]
    assert len(_entries(used)) == 2
    written = {p: p.stat().st_mtime_ns for p in _entries(used)}
    again = cli("rule", one, "--format", "json", env=env)  # a new process: said again,
    assert again.err == r.err                                   # and the books read from there
    assert again.json() == json.loads(r.out.splitlines()[0])
    assert {p: p.stat().st_mtime_ns for p in _entries(used)} == written  # a hit, not a rewrite


def test_the_folder_is_bounded_and_the_oldest_entries_go_first(folder, monkeypatch):
    monkeypatch.setattr(store, "MAX_ENTRIES", 3)
    k = [cache.key_of(str(i).encode()) for i in range(7)]  # keys as the cache names them
    for i in range(5):
        cache.put_topics(k[i], {"t": str(i)})
        os.utime(folder.path / f"{k[i]}.topics", ns=(i * 10**9, i * 10**9))
    cache.put_topics(k[5], {"t": "5"})
    assert sorted(p.name for p in folder.path.iterdir()) == sorted(
        f"{k[i]}.topics" for i in (3, 4, 5))
    monkeypatch.setattr(store, "MAX_ENTRIES", 64)
    monkeypatch.setattr(store, "MAX_BYTES", 1)
    cache.put_topics(k[6], {"t": "6"})
    assert [p.name for p in folder.path.iterdir()] == []


def test_the_cache_can_be_turned_off(folder, monkeypatch):
    monkeypatch.setenv("ADJUDICATOR_CACHE", "off")
    Library.open().book("peel")
    Library.open().book("peel")
    assert folder.built == ["peel", "peel"] and not folder.path.exists()


def test_the_tests_never_use_the_users_cache():
    assert os.environ["ADJUDICATOR_CACHE_DIR"]
    assert cache.cache_dir() == Path(os.environ["ADJUDICATOR_CACHE_DIR"])


def _checks(monkeypatch) -> list:
    """Each entry shape-checked, by its book's id."""
    from adjudicator.law import entry_shape  # loaded only where an entry is weighed

    seen = []
    real = entry_shape.check_book
    monkeypatch.setattr(entry_shape, "check_book", lambda bid, *a: seen.append(bid)
                        or real(bid, *a))
    return seen


def test_an_entry_is_shape_checked_once_and_an_altered_one_again(folder, monkeypatch):
    seen = _checks(monkeypatch)
    built = Library.open().book("peel")      # built and written: nothing read yet
    Library.open().book("peel")              # read: checked, and its digest recorded
    Library.open().book("peel")              # the same bytes: not checked again
    assert seen == ["peel"] and folder.built == ["peel"]
    [entry] = _entries(folder.path)
    parts = list(marshal.loads(entry.read_bytes()[cache._DIGEST:]))
    parts[2] = 12                            # a title that is no text, sealed anew
    entry.write_bytes(cache._sealed(marshal.dumps(tuple(parts))))
    assert Library.open().book("peel").title == built.title  # refused, and rebuilt
    assert seen == ["peel", "peel"] and folder.built == ["peel", "peel"]


@pytest.mark.parametrize("mode", [0o620, 0o602])
def test_a_record_of_checked_entries_others_may_write_is_not_believed(folder, monkeypatch,
                                                                       mode):
    seen = _checks(monkeypatch)
    Library.open().book("peel")
    Library.open().book("peel")
    [record] = folder.path.glob("*.checked")
    record.chmod(mode)
    Library.open().book("peel")
    assert seen == ["peel", "peel"]


def _forge_keller(d: Path) -> int:
    """Rewrite Keller's table-stakes law in every cached keller entry and reseal it with the
    unkeyed digest anyone can compute (the attacker's forge.py)."""
    import marshal
    from hashlib import blake2b

    forged = 0
    for p in d.glob("*.book"):
        t = marshal.loads(p.read_bytes()[32:])
        if t[1] != "keller":
            continue
        for law in t[7]:
            if law["id"] == "keller:ch7/table-stakes/18":
                law["provides"] = (("show-for-stake.folded-hands", "beats-the-short-stake"),)
                forged += 1
        blob = marshal.dumps(t)
        p.write_bytes(blake2b(blob, digest_size=32).digest() + blob)
    return forged


@pytest.mark.parametrize("mode", [0o777, 0o720, 0o702])
def test_a_cache_folder_others_may_write_in_is_not_trusted_and_said_once(tmp_path, monkeypatch,
                                                                          capsys, mode):
    import warnings

    from adjudicator import AdjudicatorWarning
    from adjudicator.law import store as cache
    from adjudicator.law.library import Library

    d = tmp_path / "ca\x1b[2Jche\nx.yaml:1:1: forged"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    monkeypatch.setattr(cache, "_replaced", {})
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        true = Library.open().book("keller").law("keller:ch7/table-stakes/18").provides
        assert _forge_keller(d) >= 1 and said == []  # a private folder: used
        d.chmod(mode)
        monkeypatch.setattr(cache, "_replaced", {})
        assert Library.open().book("keller").law("keller:ch7/table-stakes/18").provides == true
        assert Library.open().book("peel")
    # said once, as a warning (the core never prints), on one line, every escape written out
    assert capsys.readouterr().err == ""
    assert [w.category for w in said] == [AdjudicatorWarning]
    err = str(said[0].message)
    assert len(err.splitlines()) == 1 and "not trusted" in err and "\x1b" not in err
    assert "\\x1b[2Jche\\x0ax.yaml" in err


def test_a_cache_folder_another_user_owns_is_not_trusted(tmp_path, monkeypatch, capsys):
    from adjudicator import AdjudicatorWarning
    from adjudicator.law import store as cache
    from adjudicator.law.library import Library

    if not hasattr(os, "getuid") or os.getuid() != 0:
        pytest.skip("only root can give a folder to another user")
    d = tmp_path / "cache"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    monkeypatch.setattr(cache, "_replaced", {})
    true = Library.open().book("keller").law("keller:ch7/table-stakes/18").provides
    _forge_keller(d)
    os.chown(d, 12345, -1)
    monkeypatch.setattr(cache, "_replaced", {})
    with pytest.warns(AdjudicatorWarning, match="not owned by this user"):
        assert Library.open().book("keller").law("keller:ch7/table-stakes/18").provides == true
    assert capsys.readouterr().err == ""


def test_the_cache_never_overwrites_a_users_file_named_as_an_entry(cli, tmp_path):
    env = {"ADJUDICATOR_CACHE_DIR": str(tmp_path / "c")}
    first = cli("rule", SIDE_POT, "-f", "json", env=env)
    entries = sorted((tmp_path / "c").glob("*.book"))
    assert first.code == 0 and entries
    mine = b"the user's own data, not sealed by the cache\n"
    for e in entries:
        e.write_bytes(mine)
    again = cli("rule", SIDE_POT, "-f", "json", env=env)
    assert again.code == 0 and again.out == first.out
    assert all(e.read_bytes() == mine for e in entries)
