"""A book's words for an act (law/vocabulary.py): a player who gives up his hand "drops" under
the Standard laws ("drop by discarding his hand; in this case, he no longer participates in
the pot", standard:betting/1.a) and "passes" under Peel and Keller; each book's words are
quoted from the law its vocabulary cites, and refused where they are not."""
from pathlib import Path

import pytest

from adjudicator.errors import InputError
from adjudicator.judge.engine import adjudicate
from adjudicator.law import vocabulary
from adjudicator.law.library import Library, read_book
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parent.parent
# B opens, C raises, D and A give up their hands (events 3 and 4), B draws
DRAWS = ROOT / "cases" / "deal-and-draw" / "draws-before-making-good.yaml"


def _said(book: str, library, case=DRAWS) -> dict[int, list[tuple[str, list[str]]]]:
    out: dict[int, list] = {}
    for step in adjudicate(load_case(case), library.book(book))["steps"]:
        out.setdefault(step["event"], []).append((step["finding"], step["laws"]))
    return out


def test_under_the_standard_a_player_drops_in_the_words_of_its_law(library):
    said = _said("standard", library)
    assert said[3] == [("D drops: he no longer participates in the pot", ["standard:betting/1.a"])]
    # A has staked: betting/3, "A drops, thus losing the chips he had already put in"
    assert said[4] == [("A drops, thus losing the chips he had already put in",
                        ["standard:betting/1.a", "standard:betting/3"])]
    law = library.book("standard").law("standard:betting/1.a").text
    assert law.startswith("(a) drop by discarding his hand; in this case, he no longer "
                          "participates in the pot")


def test_under_peel_and_keller_he_still_passes(library):
    # Peel 27 (and Schenck): he who passes forfeits what he has staked; Keller p. 24: "If he
    # passes he must retire from the game for that deal"
    peel, keller = _said("peel", library), _said("keller", library)
    assert [f for f, _ in peel[3]] == ["D passes: he had staked nothing, and is out of the game"]
    assert [f for f, _ in peel[4]] == ["A passes and forfeits what he has staked"]
    assert keller[3] == [("D passes: he retires from the game for this deal",
                          ["keller:ch4/betting-before-the-draw/3"])]
    assert not any("drop" in f for steps in (peel, keller) for f, _ in sum(steps.values(), []))


def test_every_form_of_the_act_is_the_standards_and_a_status_is_not_an_act(library, tmp_path):
    case = tmp_path / "c.yaml"  # C gives up his hand out of turn: the turn was B's
    case.write_text("title: t\ntable:\n  players: [A, B, C, D]\n  dealer: D\n  ante: 1\n"
                    "  limit: 10\nevents:\n  - bet: {player: A, amount: 1}\n  - fold: C\n"
                    "  - call: B\n  - call: D\n", encoding="utf-8")
    said = _said("standard", library, case)
    assert said[2][0] == ("C drops out of turn (the turn was B's); a player who drops is out "
                          "of the deal, so it stands",
                          ["standard:betting/1.a", "standard:betting/6"])
    assert [f for f, _ in _said("keller", library, case)[2]][0].startswith(
        "C passes out of turn (the turn was B's); a player who passes is out")
    # standard:showdown/4 gives the last left the pot (in the book's noun); he is left by
    # others' going out, however each went
    alone = ROOT / "cases" / "betting-and-show" / "straddled-opener-makes-good-and-all-pass.yaml"
    found = [f for steps in _said("standard", library, alone).values() for f, _ in steps]
    assert "Every other player has gone out: C, the last left in, takes the pot" in found
    # "passes to" the next bettor, or a ruling's status `passed`, is no player's act
    assert "dropped" not in vocabulary.in_book_words("the deal was ended (passed)",
                                                     library.book("standard"))


def test_one_who_does_not_call_drops_under_the_standard_and_retires_under_keller(library):
    # standard:betting/checking/1: "a player may stay in the pot only by at least calling";
    # betting/3: "A drops, thus losing the chips he had already put in"
    case = ROOT / "cases" / "betting-and-show" / "call-spoken-without-chips.yaml"
    said = {b: _said(b, library, case)[4] for b in ("standard", "keller")}
    short = "B has not made his stake equal to the highest (0 against 10) and has no show: he "
    assert (short + "drops, thus losing the chips he had already put in",
            ["standard:betting/checking/1", "standard:betting/3"]) in said["standard"]
    assert (short + "retires and forfeits what he has staked",
            ["keller:ch4/betting-after-the-draw/4"]) in said["keller"]


def test_the_text_markdown_and_svg_faces_say_it_alike(cli, tmp_path):
    picture = tmp_path / "ruling.svg"
    for fmt in ("text", "markdown"):
        out = cli("rule", str(DRAWS), "--book", "standard", "-f", fmt, "--svg", str(picture)).out
        assert "D drops: he no longer participates in the pot" in " ".join(out.split()), fmt
        assert "passes" not in out, fmt
        drawn = picture.read_text(encoding="utf-8").replace("&#160;", " ")
        assert "D drops: he no longer participates in the pot" in drawn and "passes" not in drawn


def test_a_cached_book_keeps_its_words(tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    fresh = Library.open().book("standard")
    cached = Library.open().book("standard")
    assert cached is not fresh and vocabulary.of(cached) == vocabulary.of(fresh)
    assert vocabulary.acts_of(cached)["passes"] == "drops"


STANDARD = (ROOT / "rulebooks" / "standard.yaml").read_text(encoding="utf-8")
ENTRY = "    passes: {words: drops, law: standard:betting/2}"


@pytest.mark.parametrize("entry,problem", [
    ("    passes: drops", "the words for the act 'passes' are {words: ..., law: ...}"),
    ("    passes: {words: drops, law: standard:betting/2, page: 3}",
     "unknown key 'page' in the entry for 'passes'"),
    ("    passes: {words: drops}", "'passes' is {words: ..., law: ...}"),
    ("    folds: {words: drops, law: standard:betting/2}", "'folds' is not a term the engine uses"),
    ("    passes: {words: drops, law: standard:betting/9}",
     "'passes' cites standard:betting/9, which is not a law of this book"),
    # betting/1.a says "drop", never "drops": the words must stand in the law cited
    ("    passes: {words: drops, law: standard:betting/1.a}",
     "standard:betting/1.a does not say 'drops', the words given for 'passes'"),
])
def test_an_acts_words_are_refused_unless_quoted_from_the_law_they_cite(entry, problem, tmp_path,
                                                                       library):
    assert ENTRY in STANDARD
    path = tmp_path / "standard.yaml"
    path.write_text(STANDARD.replace(ENTRY, entry, 1), encoding="utf-8")
    line = STANDARD[:STANDARD.index(ENTRY)].count("\n") + 1
    try:
        _, errors = read_book(path, library.topics)
    except InputError as err:
        errors = [err]
    assert [str(e) for e in errors if problem in str(e)], errors
    assert str(errors[0]).startswith(f"{path}:{line}:")


def test_a_book_that_gives_no_words_for_an_act_speaks_the_engines(library):
    for book in ("peel", "keller", "schenck", "published-decision"):
        assert vocabulary.acts_of(library.book(book)) == {}
