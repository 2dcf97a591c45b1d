"""The transcription: every law's words are in its scan at its page, apart from its mends."""
from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

import pytest

from adjudicator.law.library import Library
from adjudicator.law.sources import SOURCES, find, layout, scan

ROOT = Path(__file__).resolve().parents[1]
BOOKS = ["peel", "keller", "schenck", "standard", "published-decision"]


@pytest.fixture(scope="module")
def lib():
    return Library.open()


def _texts(law):
    yield "text", law.text
    if law.footnote:
        yield "footnote", law.footnote


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_law_is_found_in_its_scan_at_its_page(lib, book_id):
    book = lib.book(book_id)
    assert (SOURCES / book.source).is_file()
    missing = []
    for law in book.laws.values():
        for part, text in _texts(law):
            f = find(law, book.source, text)
            if not f.found:
                missing.append(f"{law.id} ({part}, p. {law.page}): the law reads {f.law_at!r}, "
                               f"the scan {f.scan_at!r}")
    assert not missing, "unrecorded differences from the scan:\n" + "\n".join(missing)


@pytest.mark.parametrize("book_id", BOOKS)
def test_every_mend_reads_words_the_law_has(lib, book_id):
    """A mend is of the law's own words (its text, footnote or the heading it stands under)."""
    for law in lib.book(book_id).laws.values():
        for printed, reads in law.mends:
            assert any(reads in x for x in (law.text, law.footnote, law.section, law.chapter)), \
                (law.id, printed, reads)


def test_a_changed_word_is_an_unrecorded_difference(lib):
    law = lib.law("peel:25")
    assert find(law, "peel-1891.txt").found
    changed = dataclasses.replace(law, text=law.text.replace("double", "treble"))
    f = find(changed, "peel-1891.txt")
    assert not f.found and "treble" in f.law_at and "double" in f.scan_at


def test_a_mend_not_recorded_is_a_difference(lib):
    law = lib.law("peel:25")  # printed "pads", read "pass"
    assert ("pads", "pass") in [tuple(m) for m in law.mends]
    assert not find(dataclasses.replace(law, mends=()), "peel-1891.txt").found


def test_the_page_counts(lib):
    law = lib.law("peel:25")  # p. 50
    assert not find(dataclasses.replace(law, page="40"), "peel-1891.txt").found
    keller = lib.law("keller:ch4/the-ante/1.rule")  # p. 21
    assert not find(dataclasses.replace(keller, page="60"), "keller-1887.txt").found


def test_spacing_line_end_hyphens_and_running_heads_are_set_aside(lib):
    # peel: "Iftwo" glued; keller: "correspond-" / running head / folio / "ing" across p. 27
    assert find(lib.law("peel:hands/2"), "peel-1891.txt").found
    assert find(lib.law("keller:ch4/discard-and-draw/9"), "keller-1887.txt").found


def test_keller_pages_are_read_from_its_folios():
    pages = [p for p, _ in scan("keller-1887.txt").pages]
    assert pages == sorted(pages) and {11, 27, 46, 47, 84} <= set(pages)


def test_the_sources_and_their_identification_are_in_the_repository():
    names = {p.name for p in SOURCES.iterdir()}
    assert set(layout()) <= names and {"README.md", "NOTES.md", "pages.yaml"} <= names
    notes = (SOURCES / "NOTES.md").read_text(encoding="utf-8")
    assert "OCR and transcription errors" in notes


def test_the_sources_are_packaged():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    globs = data["tool"]["setuptools"]["package-data"]["adjudicator"]
    for path in SOURCES.iterdir():
        rel = f"rulebooks/sources/{path.name}"
        assert any(Path(rel).match(g) for g in globs), rel


def test_law_source_shows_the_scan_beside_the_text(cli):
    out = cli("law", "peel:25", "--source")
    assert out.code == 0, out.err
    assert "pads from right" in out.out and "pass from right" in out.out
    assert re.search(r"peel-1891\.txt, line 365", out.out)
    data = cli("law", "schenck:rules/4", "--source", "--format", "json").json()["source"]
    assert data["found"] and data["file"] == "schenck-1880.txt"
    assert "v/ho decline" in data["lines"][0]["text"]  # the scan's own words, errors and all


def test_the_fragment_is_a_second_witness_to_peel(lib):
    """peel-1891-fragment.txt, another rendering of pp. 38-42, holds the same words: every
    law wholly on the pages it covers whole (39-41) is found in it too (NOTES.md 1.2)."""
    laws = [law for law in lib.book("peel").laws.values()
            if 39 <= law.first_page and int(law.page.split("-")[-1]) <= 41]
    assert len(laws) >= 10
    missing = [law.id for law in laws if not find(law, "peel-1891-fragment.txt").found]
    assert not missing


def test_a_law_with_no_scan_says_so_in_one_line(cli):
    out = cli("law", "peel-club:1", "--source", "--rulebooks", "rulebooks/examples")
    assert out.code == 2 and out.err.count("\n") == 1 and "no scan" in out.err
    assert "Traceback" not in out.err


def test_law_source_shows_the_footnote_beside_its_scan_too(cli):
    data = cli("law", "peel:56", "--source", "--format", "json").json()["source"]
    assert data["found"]
    assert "¹ i.e.: The bet is the actual amount" in data["footnote_lines"][0]["text"]
