"""A law's phase (``when: {phase: ...}``): a law of one betting governs only in it, and the
deal's circumstances follow it past the draw. The outcomes are Keller's two sections' own:
"Betting Before the Draw" (p. 24) and "Betting After the Draw" (p. 28) each give the law of a
player who will not meet a raise, and of a raise nobody sees."""
from adjudicator.judge.engine import adjudicate
from adjudicator.law.circumstances import Context
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from replay import assert_conserved, laws_at
from test_rulebook import book

BEFORE = "keller:ch4/betting-before-the-draw/"
AFTER = "keller:ch4/betting-after-the-draw/"

# One deal through the draw: A, the age, has put up the ante of one; B opens for two, C
# comes in, D raises two; A passes; B and C see the raise. After the draw B bets two and C
# raises two; D, then B, pass.
THROUGH_THE_DRAW = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 4}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - raise: {player: D, by: 2}
  - fold: A
  - call: B
  - call: C
  - bet: {player: B, amount: 2}
  - raise: {player: C, by: 2}
  - fold: D
  - fold: B
"""


def rule(library, book_id: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book_id))


def test_keller_a_pass_before_the_draw_is_ruled_by_the_betting_before_the_draw(library):
    r = rule(library, "keller", THROUGH_THE_DRAW)
    # A "does not wish to 'see' the raise ... he must sacrifice whatever he may have already
    # deposited" (before the draw, /4): his ante stays in the pool
    assert laws_at(r, 5) == {BEFORE + "4"}
    assert r["retired"]["A"] == BEFORE + "4"
    assert r["stakes"]["A"] == 1


def test_keller_a_pass_after_the_draw_is_ruled_by_the_betting_after_the_draw(library):
    r = rule(library, "keller", THROUGH_THE_DRAW)
    # D and B do "not call or raise the highest bet" and "abandon whatever [they have]
    # already deposited" (after the draw, /4); C, whom nobody calls, "wins the pool" (/7)
    assert laws_at(r, 10) == {AFTER + "4"} and laws_at(r, 11) == {AFTER + "4", AFTER + "7"}
    assert r["retired"] == {"A": BEFORE + "4", "D": AFTER + "4", "B": AFTER + "4"}
    assert r["status"] == "settled" and r["awards"] == {"C": 19}
    assert_conserved(r)


def test_keller_a_raise_nobody_sees_before_the_draw_is_the_before_the_draw_law(library):
    text = THROUGH_THE_DRAW.split("  - call: B\n")[0] + "  - fold: B\n  - fold: C\n"
    r = rule(library, "keller", text)
    # "If a player raises and no other player sees his raise, he is entitled to whatever is
    # in the pool" (before the draw, /5): D takes the ante and the stakes, 1 + 2 + 2 + 4
    assert r["awards"] == {"D": 9}
    # and he need not show it: /5 read with /7 ("In betting before the draw no hands are
    # shown"), which says so (read_with)
    assert laws_at(r, 7) == {BEFORE + "4", BEFORE + "5", BEFORE + "7"}
    assert set(r["retired"].values()) == {BEFORE + "4"}


def test_a_law_with_no_phase_governs_in_both_bettings(library):
    # Peel 27, "If a player pass ... he shall forfeit unconditionally his stake", says
    # nothing of the draw: it rules A's pass before it and D's and B's after it
    r = rule(library, "peel", THROUGH_THE_DRAW)
    assert "peel:27" in laws_at(r, 5) and "peel:27" in laws_at(r, 10)
    assert r["retired"] == {"A": "peel:27", "D": "peel:27", "B": "peel:27"}


LAWS = ("  - {id: club:1, title: t, page: 1, kind: rule, text: x, "
        "provides: {passing.stake: forfeit}}\n"
        "  - {id: club:2, title: t, page: 1, kind: rule, text: x, when: {phase: after-draw}, "
        "provides: {betting.not-equalling: retires-and-forfeits}}\n")


def test_a_law_of_one_betting_governs_only_in_it_and_one_of_none_in_both():
    b, errors = book(LAWS)
    assert not errors
    before, after = Context(phase="before-draw"), Context(phase="after-draw")
    assert b.answer("passing.stake", before).law_ids == ["club:1"]
    assert b.answer("passing.stake", after).law_ids == ["club:1"]
    assert b.answer("betting.not-equalling", after).law_ids == ["club:2"]
    assert b.answer("betting.not-equalling", before) is None
    # asked outside a deal, no one betting is meant: the law governs as one of no phase
    assert b.answer("betting.not-equalling").law_ids == ["club:2"]


def test_a_phase_that_is_not_a_betting_is_an_error_with_its_line():
    _, errors = book(LAWS.replace("after-draw", "during-draw"))
    assert errors and str(errors[0]).startswith("club.yaml:4:")
    assert "when.phase takes one or more of: before-draw, after-draw" in str(errors[0])


def test_a_story_told_from_after_the_draw_names_its_first_bettor_once(library):
    # Peel 53: "The first player to the left of the ante shall have first right to bet after
    # the draw". The table's setup opens the betting after the draw; the story's `deal`,
    # which tells the hands held there, does not open it again
    text = """title: t
table: {players: [A, B, C], dealer: A, phase: after_draw, pot: 6, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: C, amount: 5}
  - call: A
  - fold: B
  - show: {A: "QS QH QD 5C 3C", C: "KS KH 7D 7C 2S"}
"""
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book("peel"))
    first = [s for s in r["steps"] if "has the first bet after the draw" in s["finding"]]
    assert len(first) == 1 and "peel:53" in first[0]["laws"]
    assert (r["status"], r["awards"]) == ("settled", {"A": 16})
