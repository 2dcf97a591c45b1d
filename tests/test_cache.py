"""The rulebook cache: a cached book is the same book, and a changed file is read afresh."""
from adjudicator import cache
from adjudicator.library import Library


def test_a_cached_book_answers_as_the_parsed_book(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    fresh = Library.open().book("peel")             # parsed, then written to the cache
    assert list((tmp_path / "cache" / "adjudicator").glob("*.book"))
    cached = Library.open().book("peel")            # read back from the cache
    assert list(cached.laws) == list(fresh.laws)
    for law_id in fresh.laws:
        assert cached.laws[law_id] == fresh.laws[law_id]
    assert cached.answer("sequence.ace").law_ids == fresh.answer("sequence.ace").law_ids
    assert cached.answer("draw.demand-dispute.evidence").value == [
        "left-of-dealer", "right-of-dealer", "round-from-left-of-disputant"]


def test_a_changed_rulebook_is_not_read_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    books = tmp_path / "books"
    books.mkdir()
    club = books / "club.yaml"
    club.write_text("book: {id: club, title: T, author: A, source: s}\nlaws:\n"
                    "  - {id: club:1, title: t, page: 1, kind: rule, text: first words}\n")
    assert Library.open([str(books)]).book("club").law("club:1").text == "first words"
    club.write_text(club.read_text().replace("first words", "second words"))
    assert Library.open([str(books)]).book("club").law("club:1").text == "second words"


def test_a_corrupt_cache_entry_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    Library.open().book("schenck")
    for entry in (tmp_path / "cache" / "adjudicator").glob("*.book"):
        entry.write_bytes(b"\x00not marshal data")
    assert cache.load(b"\x00not marshal data") is None
    assert Library.open().book("schenck").law("schenck:rules/14")


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("ADJUDICATOR_CACHE", "off")
    Library.open().book("peel")
    assert not (tmp_path / "cache" / "adjudicator").exists()
