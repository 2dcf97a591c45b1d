"""A law's reference (`law ID --cite`, BibTeX, CSL JSON, a Markdown ruling's references): the
book's facts as its own title page prints them, never a fact the scan and NOTES.md do not
give; the page the transcription proof finds the law's words at; the printed words with every
mend marked; and what the field's own tools (pybtex, citeproc-py) read of it."""
from __future__ import annotations

import json
import re

import pytest

from adjudicator.law.citation import FACTS, marked_words, reference, title_pages
from adjudicator.law.proof import places, prove
from adjudicator.law.sources import source_path

# a law of each book, with words the scan prints otherwise where one has them
ONE_OF_EACH = ["peel:25", "keller:ch4/the-deal/5", "schenck:rules/15",
               "standard:irregularities/misdeal/1", "published-decision:reasoning/1"]


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_every_title_page_is_quoted_as_its_scan_prints_it_and_every_fact_read_from_it():
    for book, entry in title_pages().items():
        raw = _flat(source_path(entry["scan"]).read_text(encoding="utf-8"))
        page = entry.get("title_page")
        if page:
            assert _flat(page) in raw, book
        for fact in FACTS:
            value = entry.get(fact)
            if value and "printed" in value:
                assert page and _flat(value["printed"]) in _flat(page), (book, fact)
            elif value:  # the scan has no title page, or does not print it
                assert "NOTES.md" in value["from"], (book, fact)


def test_a_fact_nothing_gives_is_never_supplied_and_said_not_known(library, cli):
    pages = title_pages()
    # NOTES.md 1.1: "Publisher: not verified; do not record one until a title-page image
    # has been checked"; 1.3: the Standard laws' edition, year and publisher unverified
    assert pages["peel"]["publisher"] is None and "publisher" in pages["peel"]["unknown"]
    assert all(pages["standard"][f] is None for f in ("place", "publisher", "year"))
    out = cli("law", "peel:25", "--cite").out
    assert "[publisher not known]" in out and "Not known: publisher, not verified" in out
    assert "[London]" in out and "[1891]" in out  # NOTES.md's, not the scan's: in brackets
    bib = cli("law", "standard:irregularities/misdeal/1", "--format", "bibtex").out
    assert not re.search(r"^\s*(publisher|address|year) =", bib, re.M), bib
    assert "publisher not known: no printed copy has been matched" in bib


@pytest.mark.parametrize("law_id", ONE_OF_EACH)
def test_law_cite_gives_a_reference_a_reader_finds_in_the_scan(library, cli, law_id):
    law = library.law(law_id)
    book = library.book(law.book)
    out = cli("law", law_id, "--cite").out
    facts = title_pages()[book.id]
    shown = facts.get("quoted_in") and title_pages()[facts["quoted_in"]["book"]] or facts
    for fact in ("title", "place", "publisher", "year"):
        if shown.get(fact):
            assert str(shown[fact]["reads"]) in out, (law_id, fact)
    page = ("pp. " if "-" in law.page else "p. ") + law.page
    assert page in out and f"({law_id})" in out
    # the page is the one the transcription proof finds the law's words on
    assert not [f for f in prove(book) if f.law == law_id]
    low, high = places(book)[law_id].first
    assert low <= law.first_page <= (high if high is not None else law.first_page)


def test_the_printed_words_mark_every_mend_where_it_stands(cli):
    # Peel 25: "pads" in the Project Gutenberg text, emended: "[sic]" there (NOTES.md 5.1)
    assert "shall [pass] ⟨printed: pads [sic]⟩ from right to left" in cli(
        "law", "peel:25", "--cite").out
    # the Standard laws: "made for the next pot aloe", emended
    assert "for the next pot [also] ⟨printed: aloe⟩." in cli(
        "law", "standard:irregularities/misdeal/1", "--cite").out
    # Schenck's OCR: "eqval", the scan's reading beside the mended one
    assert "a sum equal ⟨scan: eqval⟩ at least" in cli("law", "schenck:rules/15", "--cite").out
    md = cli("law", "peel:25", "--cite", "--format", "markdown").out
    assert "shall \\[pass\\] ⟨printed: pads \\[sic\\]⟩ from" in md


def test_the_marked_words_are_the_law_as_read_and_its_scan_as_printed(library):
    for book in library.books():
        for law in book.laws.values():
            words, apart = marked_words(law)
            assert "".join(w.get("text", w.get("reads", "")) for w in words) == law.text
            marked = [(w["printed"], w["reads"]) for w in words if "reads" in w]
            marked += [(w["printed"], w["reads"]) for w in apart]
            assert sorted(marked) == sorted(tuple(m) for m in law.mends), law.id


def test_bibtex_is_read_by_pybtex_with_the_books_facts(library, cli):
    from pybtex.database import parse_string

    out = "".join(cli("law", i, "--format", "bibtex").out for i in ONE_OF_EACH)
    entries = parse_string(out, "bibtex").entries
    assert list(entries) == ONE_OF_EACH
    keller = entries["keller:ch4/the-deal/5"]
    assert keller.type == "inbook" and str(keller.persons["author"][0]) == "Keller, John W."
    assert keller.fields["title"] == "The Game of Draw Poker"
    assert (keller.fields["address"], keller.fields["year"]) == ("New York", "1887")
    assert keller.fields["publisher"] == "White, Stokes, \\& Allen" and keller.fields["pages"] == "22"
    assert entries["schenck:rules/15"].fields["publisher"] == "privately printed"
    assert "publisher" not in entries["peel:25"].fields
    decision = entries["published-decision:reasoning/1"]
    assert decision.type == "incollection" and decision.fields["booktitle"] == "The Game of Draw Poker"
    assert decision.fields["pages"] == "46--47"
    # a whole book's laws: an entry each
    book = parse_string(cli("law", "peel:", "--format", "bibtex").out, "bibtex").entries
    assert len(book) == len(library.book("peel").laws)


def test_csl_json_is_formatted_by_citeproc_into_a_reference(library, cli):
    from citeproc import (Citation, CitationItem, CitationStylesBibliography,
                          CitationStylesStyle, formatter)
    from citeproc.source.json import CiteProcJSON

    items = [x for i in ONE_OF_EACH for x in json.loads(cli("law", i, "--format", "csl-json").out)]
    style = CitationStylesStyle("harvard-cite-them-right", validate=False)
    bib = CitationStylesBibliography(style, CiteProcJSON(items), formatter.plain)
    for item in items:
        bib.register(Citation([CitationItem(item["id"])]))
    made = {str(b) for b in bib.bibliography()}
    keller = next(b for b in made if "Keller" in b)
    assert "(1887)" in keller and "The Game of Draw Poker" in keller and "p. 22" in keller
    assert "New York: White, Stokes, & Allen" in keller
    schenck = next(b for b in made if "Schenck" in b)
    assert "Brooklyn, N.Y.: privately printed" in schenck and "(1880)" in schenck
    standard = next(b for b in made if "Standard Poker Laws" in b)
    assert "(no date)" in standard  # no year is given, none is made up


def test_a_markdown_ruling_ends_with_the_references_of_the_laws_it_cites(library, cli):
    out = cli("rule", "cases/keller-side-pot.yaml", "--format", "markdown").out
    refs = out[out.index("### References"):]
    assert refs.startswith("### References\n\n- Keller, John W. *The Game of Draw Poker*.")
    ruling = cli("rule", "cases/keller-side-pot.yaml", "--format", "json").json()
    for c in ruling["citations"]:
        assert f"({c['id']})" in refs, c["id"]
    # the mended words again, marked: Keller's "do7ie"
    assert "Everything must be done ⟨scan: do7ie⟩ in turn" in refs


def test_a_club_book_is_cited_from_its_own_header(library_with_examples):
    club = library_with_examples.book("peel-club")
    house = next(law for law in club.laws.values() if law.book == "peel-club")
    ref = reference(house, club)
    assert ref["book"]["title"]["from"] == "the rulebook's own header"
    assert ref["book"]["place"] is None and ref["book"]["unknown"]["place"]
