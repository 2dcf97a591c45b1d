"""Peel's 81 numbered laws and the rule statements of his chapter (issue: the foundation)."""
import re

import pytest

# The pages of the numbered laws, read off the `[N]` page-start markers of the source.
PAGES = {**{n: "47" for n in range(1, 7)}, **{n: "48" for n in range(7, 14)}, 14: "48-49",
         **{n: "49" for n in range(15, 23)}, 23: "49-50", **{n: "50" for n in range(24, 32)},
         **{n: "51" for n in range(32, 40)}, **{n: "52" for n in range(40, 45)}, 45: "52-53",
         **{n: "53" for n in range(46, 51)}, **{n: "54" for n in range(51, 59)}, 59: "54-55",
         **{n: "55" for n in range(60, 67)}, **{n: "56" for n in range(67, 73)}, 73: "56-57",
         **{n: "57" for n in range(74, 81)}, 81: "58"}

GARBAGE = ["Iftwo", "Heis", "IfNo.1", "Itshould", "doso", "No.2then", "AJack-pot", "Insequences",
           "THEHANDS", "Iffor", "Itmust", "Topretend", "Tothrow", "Toplay", "Apat", "Hemakes",
           "Ithappens", "Apair", "pads from right to left", "the tight of the dealer",
           "It there be a dispute", "forfeit his state", "rules he abrogated", "shall, do so"]


@pytest.fixture(scope="module")
def peel(library):
    return library.book("peel")


def test_all_81_numbered_laws_are_present(peel):
    assert peel.numbered == list(range(1, 82))


@pytest.mark.parametrize("number", range(1, 82))
def test_each_numbered_law_has_its_printed_page(peel, number):
    law = peel.law(f"peel:{number}")
    assert law.page == PAGES[number], f"peel:{number} stands on p. {PAGES[number]}"
    assert law.kind == "rule" and law.text


def test_peel_60_is_on_page_55_with_the_mended_text(peel):
    law = peel.law("peel:60")
    assert law.first_page == 55
    assert "If, when the game is over" in law.text  # "If,when" mended


def test_no_known_ocr_garbage_survives_in_any_text(library):
    for book in library.books():
        for law in book.laws.values():
            for bad in GARBAGE:
                assert bad not in law.text, f"{law.id} still reads {bad!r}"
            assert not re.search(r"\[\d+\]", law.text), f"{law.id} keeps a page marker"


def test_meaning_changing_mends_keep_the_printed_reading(peel):
    assert ("pads", "pass") in peel.law("peel:25").mends
    assert "shall pass from right to left" in peel.law("peel:25").text
    assert ("tight", "right") in peel.law("peel:78").mends
    assert "on the right of the dealer" in peel.law("peel:78").text


def test_every_reference_names_an_existing_law(library):
    for book in library.books():
        for law in book.laws.values():
            for ref in law.refers_to + law.same_as + law.prevails_over + law.conflicts_with:
                assert library.find_law(ref) is not None, f"{law.id} names {ref}"


def test_peel_71_provides_that_the_ace_only_begins_a_sequence(peel):
    ans = peel.answer("sequence.ace")
    assert ans.value == "begins-only" and "peel:71" in ans.law_ids


def test_peel_13_provides_a_foul_hand_for_a_wrong_count_found_after_lifting(peel):
    ans = peel.answer("wrong-count.after-lift")
    assert ans.value == "foul-hand" and ans.law_ids[0] == "peel:13"


def test_peel_46_sets_the_order_of_witnesses(peel):
    ans = peel.answer("draw.demand-dispute.evidence")
    assert ans.value == ["left-of-dealer", "right-of-dealer", "round-from-left-of-disputant"]
    assert ans.law_ids == ["peel:46"]


def test_the_unnumbered_chapter_has_its_rule_statements(peel):
    for law_id in ("peel:desc/4", "peel:mods/2", "peel:mods/3", "peel:terms/32", "peel:jackpot/1",
                   "peel:stakes/1"):
        law = peel.law(law_id)
        assert 31 <= law.first_page <= 45
