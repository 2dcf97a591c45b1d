"""What a copy lacks (issue 36, 5): the Standard laws' source is a web copy of the code's
general laws, "applying to all forms of the game", without the laws of Draw Poker, jack pots
or table stakes that the full code holds. A question of those is "not in the copy held of the
Standard laws" (`"of": "copy"` in `silent`), a silence of the copy, not of the book, in every
face: the JSON, the text, the Markdown and compare's row. And no editor's placeholder stands
inside a law's words."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
COPY = "not in the copy held of the Standard laws"
STEP = COPY[0].upper() + COPY[1:]  # a finding opens with a capital


def test_the_standard_laws_declare_what_their_copy_lacks(library):
    book = library.book("standard")
    copy = book.meta["copy"]
    assert {"show-for-stake", "side-pot", "jack-pot.openers", "betting.first-after-draw",
            "draw.order"} <= set(copy["lacks"])
    assert "applying to all forms of the game" in copy["evidence"]
    # a question of the general laws the copy holds is the book's own
    assert book.lacks("show-for-stake") and book.lacks("say.first")
    assert not book.lacks("show.order") and not book.lacks("misdeal.redealer")
    # the other books hold their whole text
    assert not any(library.book(b).lacks("show-for-stake")
                   for b in ("peel", "keller", "schenck", "published-decision"))


def test_a_show_for_less_under_the_standard_laws_is_not_in_the_copy_held(cli):
    r = cli("rule", SIDE_POT, "--book", "standard", "--format", "json").json()
    short = next(s for s in r["silent"] if s["point"] == "show-for-stake")
    assert short["of"] == "copy" and short["decisive"]
    assert short["detail"].startswith(COPY + ": A cannot meet the stake")
    # every question of a show for less, of the first say and first bet, is the copy's
    assert {s["point"] for s in r["silent"] if s.get("of") == "copy"} >= {
        "show-for-stake", "show-for-stake.share"}
    # but not what a hand that dropped may claim: the general law the copy holds says it,
    # one who drops "cannot win the pot regardless of what may later occur" (betting/1.a)
    assert "show-for-stake.folded-hands" not in {s["point"] for s in r["silent"]}
    assert any(s["laws"] == ["standard:betting/1.a"] and s["rung"] == "general"
               and s["points"] == ["show-for-stake.folded-hands"] for s in r["steps"])
    # and the open step at the act says the same
    assert any(s["rung"] == "open" and s["finding"].startswith(STEP) and s["event"] == 5
               for s in r["steps"])


def test_a_straddle_under_the_standard_laws_is_not_in_the_copy_held(cli, tmp_path):
    """The copy lacks the topic `straddle` whole: a straddle made under it is met by no law
    of the copy, "the book has no law of straddling", and that is the copy's silence, not
    the book's (a new user's ruling named it among the book's own)."""
    f = tmp_path / "straddle.yaml"
    f.write_text("title: t\ntable: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}\n"
                 "events:\n  - straddle: {player: B, amount: 2}\n"
                 "  - deal: {A: 5, B: 5, C: 5, D: 5}\n", encoding="utf-8")
    r = cli("rule", f, "--book", "standard", "--format", "json").json()
    [straddle] = [s for s in r["silent"] if s["point"] == "straddle"]
    assert straddle["of"] == "copy" and straddle["detail"].startswith(COPY)


def test_the_book_s_own_silence_is_no_copy_s(cli):
    """Schenck holds his whole text: his silence on a show for less is his own."""
    r = cli("rule", SIDE_POT, "--book", "schenck", "--format", "json").json()
    assert not any(s.get("of") for s in r["silent"])


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_the_copy_s_silence_is_said_as_such_in_text_and_markdown(cli, fmt):
    out = cli("rule", SIDE_POT, "--book", "standard", "--format", fmt,
              env={"COLUMNS": "200"}).out
    # the step at A's act, and the points left open at the head
    assert f" 5. {STEP}: A cannot meet the stake" in out if fmt == "text" else \
        f"Event 5: {STEP}: A cannot meet the stake" in out
    assert "2 points not in the copy held of the book (a show for less than the stake" in out
    # how long A has to find the money is met only where his show is denied
    assert "1 more point met only under readings of these (how long a caller short" in out
    assert "silent on show-for-stake:" not in out
    if fmt == "markdown":  # the idle silences of the copy, under their own head
        head = out.split("**Not in the copy held**", 1)[1]
        assert f"- who says first: {COPY}" in head and "`say.first`" not in head


def test_compare_says_so_in_the_standard_laws_row(cli):
    out = cli("compare", SIDE_POT, env={"COLUMNS": "300"}).out
    row = next(ln for ln in out.splitlines() if ln.startswith("│ standard"))
    assert "not in the copy held" in row
    md = cli("compare", SIDE_POT, "--format", "markdown").out
    (line,) = [ln for ln in md.splitlines() if ln.startswith("| `standard` |")]
    assert "not in the copy held of the book (a show for less than the stake" in line
    js = cli("compare", SIDE_POT, "--format", "json").json()
    assert any(s.get("of") == "copy" for s in js["standard"]["silent"])


def test_a_reading_of_the_copy_s_silence_says_whose_it_is(cli):
    out = cli("rule", SIDE_POT, "--book", "standard", env={"COLUMNS": "200"}).out
    assert ("If the copy held, silent on a show for less than the stake, is read so that") in out
    assert "If the book, silent on a show for less than the stake" not in out


def test_no_placeholder_stands_inside_a_law_s_words(library):
    """Editor's placeholders ("[suit]K-...", "[lost]", "[...]") live beside the words, in a
    mend's note or the law's notes, never inside them."""
    for book_id in ("peel", "keller", "schenck", "standard", "published-decision"):
        for law in library.book(book_id).laws.values():
            for part in (law.text, law.footnote):
                assert not re.search(r"\[(suit|lost|\.\.\.|two cards lost)\]", part), law.id
    rank = library.law("standard:object/rank/3")
    assert "for example 7-7-7-7-Q constitute four sevens" in rank.text
    assert any("suit symbol" in n for n in rank.notes)
    wild = library.law("standard:cards/wild-cards/1")
    assert "It is quite usual to play with a 53-card pack" in wild.text
    assert any("Words are lost" in n for n in wild.notes)


def test_the_answer_holds_the_chips_on_a_point_not_in_the_copy(cli):
    """The answer's sentence says why the chips are held: not the book's silence, the
    copy's."""
    r = cli("rule", SIDE_POT, "--book", "standard", "--format", "json").json()
    assert r["answer"].startswith("100 is held on a show for less than the stake, not in the "
                                   "copy held of the book:")
    assert "if it is denied, C has 5 back" in r["answer"]
    assert "a hand passed after a show for less" not in r["answer"]  # betting/1.a says it
    assert "on which the book is silent" not in r["answer"]
    r = cli("rule", SIDE_POT, "--book", "schenck", "--format", "json").json()
    assert "not in the copy held" not in r["answer"]


def test_points_of_the_copy_that_change_nothing_are_the_copy_s_in_every_line(cli):
    """A card exposed in the draw, the ante and the first say are topics the copy held lacks:
    where they change nothing, the ruling says the copy held is silent on them, and each
    reading of them is the copy's (a historian's report: "The book is silent on 3 points")."""
    case = ROOT / "cases" / "deal-and-draw" / "card-exposed-in-the-draw.yaml"
    out = " ".join(cli("rule", case, "--book", "standard").out.split())
    assert "The copy held of the book is silent on 3 points, which change nothing here." in out
    assert "The book is silent on" not in out
    assert "Whether the copy held, silent on a card exposed in the draw," in out
    assert "If the copy held, silent on a card exposed in the draw," in out
    assert "If the book, silent on a card exposed in the draw" not in out
