"""Every event judged (issue 20): each event of the story gets a finding at that event,
lawful with the law that permits it, irregular, or open; "may he raise over a short all-in?"
is answered where he raises."""
from __future__ import annotations

import pytest

from conftest import CASEBOOK_OBSERVERS
from tests.replay import judged, replay

RAISE_OVER_SHORT = """\
title: C raises over A's short all-in
table: {players: [A, B, C], dealer: B, betting: table-stakes, phase: after_draw,
        stacks: {A: 5, B: 100, C: 100}}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - raise: {player: C, by: 20}
  - call: B
  - show: {A: "KS KH KD 7C 2D", B: "AS AH 9D 9C 3D", C: "QS QH QD 8C 4D"}
"""


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard", "published-decision"])
def test_every_event_has_a_finding_at_it(library, book):
    r = replay(library, book, RAISE_OVER_SHORT)
    assert {s["event"] for s in r["steps"]} >= {1, 2, 3, 4, 5}


@pytest.mark.parametrize("book,law", [("keller", "keller:ch4/betting-after-the-draw/10"),
                                      ("peel", "peel:61")])
def test_a_raise_over_a_short_all_in_is_answered_where_it_is_made(library, book, law):
    """Keller: the call for a show "does not debar other players in the game from continuing
    to bet as long as they choose"; Peel 61: "A player demanding a show for a certain sum
    under the above rule, shall not stop the game if there be other players who wish to
    continue the betting": C may raise."""
    at = [s for s in judged(library, book, RAISE_OVER_SHORT).steps
          if s.event == 3 and s.kind.startswith("lawful.beyond-a-short-stake")]
    assert [(s.kind, s.players) for s in at] == [("lawful.beyond-a-short-stake-as-he-may",
                                                  ("C", "A"))]
    assert law in at[0].laws


def test_where_the_book_does_not_say_the_raise_over_a_short_all_in_is_open(library):
    """The Standard laws' copy holds no law of a player short of money: the raise over him is
    open, and said to be a silence of the copy held, not of the book (issue 36)."""
    at = [s for s in judged(library, "standard", RAISE_OVER_SHORT).steps
          if s.event == 3 and s.rung == "open"]
    assert [(s.kind, dict(s.say.params)["detail"].kind, s.players, s.laws) for s in at] == [
        ("copy-lacks", "lawful.beyond-a-short-stake-open", ("C", "A"), ())]


def test_schenck_s_general_law_sends_the_short_player_out_where_he_is_raised_over(library):
    """Schenck rules/15, a general law: the bets "must be made by each player in his turn
    equal to the highest amount ... or else ... the party who fails must go out of the play
    forfeiting his interest in the pool". Read as reaching a player who has not the money
    (the words leave it open: reach.show-for-stake): C may raise; A, all in for five, goes
    out there."""
    from adjudicator.judge.engine import replay as run, ruling
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    case = build_case(loads(RAISE_OVER_SHORT, "t.yaml"), "t.yaml")
    judge = run(case, library.book("schenck"), (), {"reach.show-for-stake": "reaches"})
    r = ruling(judge)
    # C's raise beyond A's stake, and A, short, going out: both by the general law
    at = [(s.kind, s.players, s.laws, s.rung) for s in judge.steps
          if s.event == 3 and s.kind != "reading"]
    assert at == [("lawful.beyond-a-short-stake-forfeits", ("C", "A"), ("schenck:rules/15",),
                   "general"),
                  ("shortstack.all-in-short-goes-out", ("A",), ("schenck:rules/15",), "general")]
    assert r["retired"]["A"] == "schenck:rules/15"
    assert r["awards"] == {"C": sum(r["stakes"].values())}  # three queens beat two pairs


def test_a_lawful_call_cites_the_law_that_permits_it(library):
    j = judged(library, "keller", RAISE_OVER_SHORT.replace("stacks: {A: 5,", "stacks: {A: 50,"))
    (call,) = [s for s in j.steps if s.event == 2]
    assert call.kind == "lawful.book-allows" and call.players == ("B",)
    # after the draw: Keller p. 27, "The next player to the left may either pass out, call
    # the preceding bet or raise it" (not p. 24, the betting before the draw)
    assert call.laws == ("keller:ch4/betting-after-the-draw/1",) and call.rung == "specific"


# --- the casebook: every act judged, and never contradicted ---------------------------------

def _casebook_replays(library, casebook_ruling, name):
    """What the check NAME found in each casebook case replayed under each book, as the case
    is told (the first replay of the suite's one ruling of it, conftest's casebook_ruling,
    observed as it is made): (name, found)."""
    from pathlib import Path

    for path in sorted(Path("cases").rglob("*.yaml")):
        for book in library.ids():
            yield f"{path}::{book}", casebook_ruling.observed(path.resolve(), book, name)[0]


def unjudged(case, judge) -> list[int]:
    """The events at which no finding judges the act: none cites a law, none is open (the
    book silent, a fact missing), and none is one of the kinds whose words say that no law is
    needed, that what follows is weighed later, or that they tell the story's arithmetic."""
    from adjudicator.judge.words import STORY_MARKS

    judged_at = {s.event for s in judge.steps
                 if s.laws or s.rung == "open" or s.kind in STORY_MARKS}
    return [ev.index for ev in case.events if ev.index not in judged_at]


def test_every_act_of_the_casebook_is_judged_with_a_law_or_says_why_not(library,
                                                                        casebook_ruling):
    """Issue 20, "Every event judged": each event gets a finding, lawful with the law that
    permits it, irregular, or a point the book leaves open. A whole-stack bet or raise is
    judged by the law of the bet or raise, not only counted ("C puts up all he has, 71")."""
    bad = {name: at for name, at in _casebook_replays(library, casebook_ruling, "unjudged")
           if at}
    assert bad == {}


def test_the_check_finds_an_act_judged_by_its_count_alone(library):
    from types import SimpleNamespace as NS

    from adjudicator.judge.findings import Say

    case = NS(events=[NS(index=1), NS(index=2)])
    count = NS(event=2, laws=(), rung="story",
               kind=Say.of("stakes.puts-up-all-he-has", player="C", put=71, stake=91).kind)
    lawful = NS(event=1, laws=("peel:53",), rung="specific", kind="lawful.book-allows")
    assert unjudged(case, NS(steps=[lawful, count])) == [2]


_NOTHING_TURNS = ("lawful.nothing-in-deal-turns", "lawful.book-sets-no-rule",
                  "lawful.notice-ties-nothing", "noticed.claim")


def contradicted(judge) -> list[tuple[int, str]]:
    """Findings that say nothing in the deal turns on an event's act where a later finding
    rests on the fact told at that event (its `fact_at`), and findings that give the pool
    unconditionally to a player whom a later finding on the same deal withdraws it from."""
    rests_on = {dict(s.say.params).get("fact_at") for s in judge.steps}
    out = [(s.event, s.kind) for s in judge.steps
           if s.kind in _NOTHING_TURNS and s.event in rests_on]
    gave = [s for s in judge.steps if s.kind in ("stakes.nobody-calls-bet-wins",
                                                 "stakes.every-other-passed-last-takes-pool")]
    for s in gave:
        (winner,) = s.players[:1] or ("",)
        if any(t.kind in ("jackpot.cannot-claim-pool", "jackpot.false-opener-pays-penalty",
                          "jackpot.false-opener-penalty-nothing-without-ante")
               and winner in t.players for t in judge.steps):
            out.append((s.event, s.kind))
    return out


# run on each replay of the suite's one ruling of every casebook case as it is made: the
# casebook is not replayed again for these two tests (the first replay is the case as told)
CASEBOOK_OBSERVERS["unjudged"] = lambda book, judge: unjudged(judge.case, judge)
CASEBOOK_OBSERVERS["contradicted"] = lambda book, judge: contradicted(judge)


def test_no_finding_of_the_casebook_is_contradicted_by_a_later_one(library, casebook_ruling):
    """Issue 20: "a finding is never contradicted by a later one". Where a later fact
    decides, the earlier finding says what follows, or that it is weighed then: an objection
    to a claim (Standard showdown 2) or the opener's proof (Peel 33, Keller p. 61) is not
    "nothing in the deal turns on it", and an uncalled opener "wins the pool unshown, if he
    shows that he held openers"."""
    bad = {name: c for name, c in _casebook_replays(library, casebook_ruling, "contradicted")
           if c}
    assert bad == {}


def test_an_act_a_later_notice_rules_on_is_not_said_to_decide_nothing(cli):
    # Peel 8: the pack went out uncut and A pointed it out before the deal was finished: "it
    # is a misdeal, and there shall be a new deal by the same dealer". The act itself needs no
    # law; it is not said that nothing in the deal turns on it (a secretary read that, and
    # then the new deal ordered for it)
    r = cli("rule", "cases/house-rules/club-same-as-peel-on-an-uncut-pack.yaml", "--book",
            "peel", "--rulebooks", "rulebooks/examples", "--format", "json").json()
    act = [s["finding"] for s in r["steps"] if s["event"] == 1]
    notice = [s for s in r["steps"] if s["event"] == 2 and "peel:8" in s["laws"]]
    assert act == ["No cut: no law is needed for the act itself"]
    assert notice and r["status"] == "misdeal"


def test_a_notice_no_law_speaks_of_points_to_the_act_it_names(cli):
    # Keller p. 27: "in no case can a single raise exceed the limit", and no book says what
    # pointing it out does: the notice is said as what it points out, not as an act that
    # "needs no law" (a referee's report read that of A's objection to C's raise)
    r = cli("rule", "tests/fixtures/stories/a-raise-over-the-limit-pointed-out.yaml", "--book",
            "keller", "--format", "json").json()
    notice = [s for s in r["steps"] if s["event"] == 4]
    assert [s["finding"] for s in notice] == [
        "A points out a bet over the limit: the book ties nothing to the notice itself; what "
        "it points out is ruled where the story tells it"]
    assert notice[0]["laws"] == []
