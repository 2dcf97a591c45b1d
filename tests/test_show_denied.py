"""A show for less denied, read to the letter of the Standard laws (the casebook's
short-share-fixed-at-his-own-demand, and its Standard silence read "denied").

The words that rule it: "In correction of a betting irregularity, no chips once placed in
the pot may be removed" (irregularities/betting/1); "If a player bets, calls or raises out
of turn, the turn reverts to the proper player. When the offender's turn comes, he is deemed
to have bet the number of chips he put in. ... He may not raise, and if he put in more chips
than he needed to call, those chips are forfeited to the pot" (irregularities/betting/2);
"a player may stay in the pot only by at least calling the previous bet" (checking/1);
"When the bets have been equalized in the last betting interval ... The highest-ranking poker
hand wins the pot" (showdown/1).

After the draw C bets 20, D calls; A puts up his 10 and may not show for them: they stay in
the pot, and the turn is still his. B's call of 20, C's raise to 60, D's pass and B's last
10 are out of turn. A never finds the money and goes out, his 10 in the pot. B's turn: he
put in 30, needed 20: 10 forfeited to the pot. C's turn: he put in 60, needed 20: 40
forfeited. B and C are equal at 20; B's aces beat C's kings and take the pot: 10 + 30 + 60 +
20 = 120. A's queens lose to B's aces whether he finds the money or not."""
from pathlib import Path

from adjudicator.judge.engine import adjudicate, replay, ruling
from adjudicator.law.library import Library
from adjudicator.story.case import build_case, load_case
from adjudicator.story.yamlio import loads
from replay import assert_conserved

CASE = Path(__file__).parent / "fixtures/stories/short-all-in-keeps-the-interval-open.yaml"
DENIED = {"silent.show-for-stake": "denied"}
KEEP, OUT_OF_TURN = "standard:irregularities/betting/1", "standard:irregularities/betting/2"
CALL_TO_STAY, SHOWDOWN = "standard:betting/checking/1", "standard:showdown/1"

HOUSE = """\
book: {id: %s, title: No show for less, author: test, year: 2026, source: house rules,
       extends: %s}
laws:
  - id: %s:1
    title: No show for less
    page: 1
    kind: rule
    topics: [show-for-stake]
    text: A player who cannot meet the stake may not show for less.
    provides:
      show-for-stake: denied
"""


def _house(tmp_path, name: str, base: str) -> Library:
    (tmp_path / f"{name}.yaml").write_text(HOUSE % (name, base, name), encoding="utf-8")
    return Library.open([str(tmp_path)])


def _steps(r: dict, event: int) -> list[tuple[str, list[str]]]:
    return [(s["finding"], s["laws"]) for s in r["steps"] if s["event"] == event]


def test_the_denied_reading_of_the_standard_gives_b_all_120(library):
    r = ruling(replay(load_case(str(CASE)), library.book("standard"), (), DENIED))
    assert_conserved(r)
    assert (r["status"], r["pot"], r["awards"], r["refunds"]) == ("settled", 120, {"B": 120}, {})
    # "those chips are forfeited to the pot": B's 10 and C's 40 beyond their calls of 20
    assert r["penalties"] == [{"player": "B", "amount": 10, "to": "pool", "law": OUT_OF_TURN,
                               "forfeited": True},
                              {"player": "C", "amount": 40, "to": "pool", "law": OUT_OF_TURN,
                               "forfeited": True}]
    # A's 10 stay in the pot ("no chips once placed in the pot may be removed"); B and C
    # are equal at 20 when they show
    assert r["stakes"] == {"A": 10, "B": 20, "C": 20, "D": 20}
    assert r["retired"] == {"A": CALL_TO_STAY, "D": "standard:betting/1.a"}
    # his queens lose to B's aces whether he finds the money or not: no chip turns on it
    assert {s["point"]: s["decisive"] for s in r["silent"]}["show-for-stake.time-to-pay"] \
        is False


def test_its_steps_say_each_law_where_it_acts(library):
    judge = replay(load_case(str(CASE)), library.book("standard"), (), DENIED)

    def at(event: int) -> list[tuple]:
        return [(s.kind, dict(s.say.params), s.laws) for s in judge.steps
                if s.event == event and s.kind != "reading"]

    # A's 10 stay in the pot
    assert ("shortstack.chips-put-up-stay", {"p": "A", "n": 10}, (KEEP,)) in at(3)
    # B's call, C's raise, B's last ten: out of turn, the turn reverting to A
    for event, player in ((4, "B"), (5, "C"), (7, "B")):
        (kind, params, laws), *_ = at(event)
        assert (kind, params["p"], params["to"], laws) == (
            "irregular.out-of-turn-turn-reverts-chips-stay", player, "A", (OUT_OF_TURN,))
    # A's turn, then B's, then C's (each deemed to have bet what he put in, the chips beyond
    # a call forfeited); only then are the bets equal and the hands shown
    assert [(kind, params.get("p"), params.get("n"), params.get("excess"), laws)
            for kind, params, laws in at(8)[:4]] == [
        # out by checking/1, his chips lost by betting/3 ("thus losing the chips he had
        # already put in")
        ("betting.retires-forfeits-stake", "A", None, None, (CALL_TO_STAY, "standard:betting/3")),
        ("irregular.turn-comes-deemed-forfeit-no-raise", "B", 30, 10, (OUT_OF_TURN,)),
        ("irregular.turn-comes-deemed-forfeit-no-raise", "C", 40, 40, (OUT_OF_TURN,)),
        ("show.bets-are-equal-show", None, None, None, (SHOWDOWN,))]
    assert at(8)[3][1] == {"in_hand": ("B", "C")}


def test_the_standard_ruling_holds_all_120_and_its_denied_reading_pays_b_120(library):
    r = adjudicate(load_case(str(CASE)), library.book("standard"))
    assert_conserved(r)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {}, 120)
    denied = next(x for x in r["readings"] if [(a["point"], a["reading"]) for a in x["assume"]]
                  == [("silent.show-for-stake", "denied")])
    assert (denied["status"], denied["awards"], denied["refunds"], denied["pot"]) == \
        ("settled", {"B": 120}, {}, 120)
    assert {KEEP, OUT_OF_TURN, CALL_TO_STAY, SHOWDOWN} <= set(denied["laws"])


def test_a_house_book_that_denies_the_show_over_the_standard_rules_alike(tmp_path):
    lib = _house(tmp_path, "std-denied", "standard")
    r = adjudicate(load_case(str(CASE)), lib.book("std-denied"))
    assert_conserved(r)
    assert (r["status"], r["awards"], r["refunds"]) == ("settled", {"B": 120}, {})
    assert "std-denied:1" in _steps(r, 3)[0][1]
    # never "the bets are equal" where they are not: only B and C show, at 20 each
    equal = [s for s in r["steps"] if s["finding"].startswith("The bets are equal")]
    assert len(equal) == 1 and r["stakes"]["B"] == r["stakes"]["C"] == 20


# A bets 5, B raises 20, C calls; A has only 5 more and puts them up. C's full house wins.
SHORT = """\
title: t
table: {players: [A, B, C], dealer: B, betting: table-stakes, stacks: {A: 10, B: 100, C: 100}}
events:
  - deal: {A: "2S 2H 7D 8C 9D", B: "KS KH 4D 5C 6D", C: "AS AH AD 3C 3D"}
  - bet: {player: A, amount: 5}
  - raise: {player: B, by: 20}
  - call: C
  - all_in: A
  - show: {A: "2S 2H 7D 8C 9D", B: "KS KH 4D 5C 6D", C: "AS AH AD 3C 3D"}
"""


def test_a_book_silent_on_chips_once_placed_reads_them_both_ways(tmp_path):
    # Peel has no law that chips once placed in the pot stay there: a house book over it
    # that denies the show leaves A's last 5 to be read as standing or going back to him
    lib = _house(tmp_path, "peel-denied", "peel")
    r = adjudicate(build_case(loads(SHORT, "t.yaml"), "t.yaml"), lib.book("peel-denied"))
    assert_conserved(r)
    by = {tuple(a["reading"] for a in x["assume"]): x for x in r["readings"]}
    assert [a["point"] for x in r["readings"] for a in x["assume"]] == \
        ["chips.betting.irregularity.chips-stay"] * 2
    # standing, they are in the pot, and C's full house takes all 60, whatever time A has
    assert (by[("stand",)]["status"], by[("stand",)]["awards"]) == ("settled", {"C": 60})
    # going back, they are his if he does not find the money, and lost to C if he does:
    # how long he has to find it decides them, though his hand is beaten
    assert by[("go-back",)]["status"] == "unsettled"
    assert r["status"] == "unsettled" and "C" not in r["refunds"]
    go_back = replay(build_case(loads(SHORT, "t.yaml"), "t.yaml"), lib.book("peel-denied"), (),
                     {"chips.betting.irregularity.chips-stay": "go-back"})
    assert {s.point: s.decisive for s in go_back.silent}["show-for-stake.time-to-pay"] is True
