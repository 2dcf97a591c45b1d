"""Readings compared by chips and outcome, never by words (contract v3, "The ruling"; issue
33's first fault and issue 37 point 6), over the whole casebook under every book:

- no ruling holds chips that every reading gives alike;
- no ruling whose readings all share one outcome (a misdeal, a deal that goes on) has
  another status;
- no point that concerns only the next deal holds chips (what a misdeal does with an ante
  the same player stakes again; who deals next; the next jack pot): it is said under
  ``next.points``, and readings that differ only on the next deal are not listed;
- every reading's chips add up to its own pot, as a ruling's do;
- a silence with no finite readings holds only the chips of what it concerns (a straddle),
  never the pool.

The oracle is the contract's words, not the engine's code: what "every reading gives alike"
is, and that an ante back to the player who stakes the new deal's ante before its cards is
the same chips as the ante left in the pool (tests/fuzz.py ``staked_again``).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.story.case import load_case
from tests.fuzz import staked_again
from tests.replay import typed, unaccounted

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision", "peel-club")
SHARED = ("misdeal", "continues", "passed", "void")  # outcomes every reading may share


@pytest.fixture(scope="module")
def rulings(casebook_ruling) -> dict[tuple[str, str], dict]:
    """Every casebook case under every book (the example house book among them)."""
    out = {}
    for path in CASES:
        agreed = load_case(path).table.agreed
        for book in BOOKS:
            out[(str(path.relative_to(ROOT)), book)] = casebook_ruling(path, book, agreed)
    return out


def _read(rulings: dict) -> list[tuple[tuple[str, str], dict]]:
    return [(k, r) for k, r in rulings.items() if r["readings"]]


def _this_deal(x: dict) -> tuple:
    """A reading's status and this deal's chips, an ante staked again counted as carried."""
    x = staked_again(x)
    lots = sorted((y["amount"], tuple(y["among"])) for y in x["by_lot"])
    pens = sorted((y["player"], y["amount"], y["to"]) for y in x["penalties"])
    if x["status"] == "settled":  # a share won or his own back: what each player gets
        gets: dict[str, int] = {}
        for p, a in list(x["awards"].items()) + list(x["refunds"].items()):
            gets[p] = gets.get(p, 0) + a
        return ("settled", sorted(gets.items()), lots, x["carried"], pens)
    return (x["status"], sorted(x["awards"].items()), sorted(x["refunds"].items()), lots,
            x["carried"], pens, sorted(x["stakes"].items()) if x["status"] == "continues"
            else [])


def test_the_casebook_is_ruled_under_every_book(rulings):
    assert len(rulings) == len(CASES) * len(BOOKS) and _read(rulings)


def test_every_readings_chips_add_up_to_its_own_pot(rulings):
    wrong = [(k, x["assume"], p) for k, r in _read(rulings) for x in r["readings"]
             for p in unaccounted(x)]
    assert wrong == []
    keys = ("status", "pot", "awards", "refunds", "penalties", "by_lot", "carried", "undecided")
    assert all(set(keys) <= set(x) for _, r in _read(rulings) for x in r["readings"])


def test_no_ruling_holds_chips_every_reading_gives_alike(rulings):
    wrong = []
    for k, r in _read(rulings):
        readings = [staked_again(x) for x in r["readings"]]
        players = {p for x in readings for p in (*x["awards"], *x["refunds"])}
        # what reaches each player under every reading, won or his own back; where a
        # reading stakes chips the pool as told does not hold, only what every reading
        # awards him alike, or refunds him alike, is sure (docs/case-format.md)
        sure = {p: min(x["awards"].get(p, 0) + x["refunds"].get(p, 0) for x in readings)
                for p in players}
        if any(x["pot"] > r["pot"] and x["awards"] for x in readings):
            sure = {p: min(x["awards"].get(p, 0) for x in readings)
                    + min(x["refunds"].get(p, 0) for x in readings) for p in players}
        given = {p: r["awards"].get(p, 0) + r["refunds"].get(p, 0) for p in players}
        short = {p: a for p, a in sure.items() if given[p] < a}
        carried = min(x["carried"] for x in readings)
        if short or r["carried"] < min(carried, r["pot"] - sum(given.values())):
            wrong.append((k, short, r["carried"], carried))
        alike = sum(sure.values()) + carried
        if all(x["by_lot"] == readings[0]["by_lot"] for x in readings):
            alike += sum(y["amount"] for y in readings[0]["by_lot"])
        if r["undecided"] > r["pot"] - min(alike, r["pot"]):
            wrong.append((k, "holds", r["undecided"], "of", r["pot"], "alike", alike))
    assert wrong == []


def test_readings_that_give_this_deal_the_same_chips_are_not_listed(rulings):
    # they differ on nothing, or only on the next deal: no point among them is decisive
    wrong = [k for k, r in _read(rulings)
             if len({repr(_this_deal(x)) for x in r["readings"]}) == 1]
    assert wrong == []


def test_the_status_is_the_outcome_every_reading_shares(rulings):
    wrong = []
    for k, r in _read(rulings):
        statuses = {x["status"] for x in r["readings"]}
        shared = next(iter(statuses)) if len(statuses) == 1 else None
        if r["status"] != (shared if shared in SHARED else "unsettled"):
            wrong.append((k, r["status"], sorted(statuses)))
    assert wrong == []
    # a misdeal stays a misdeal: none of the casebook's is unsettled on what becomes of an
    # ante or a bet already up
    assert not [k for k, r in rulings.items() if r["status"] == "unsettled" and r["readings"]
                and all(x["status"] == "misdeal" for x in r["readings"])]


def test_no_point_about_the_next_deal_holds_chips(rulings):
    wrong = []
    for k, r in rulings.items():
        for point in r["next"].get("points", []):
            p = point["point"]
            if any(a["point"] == p for x in r["readings"] for a in x["assume"]):
                wrong.append((k, p, "read among the readings that hold chips"))
            if any(s.get("open") == p and s["decisive"] for s in r["silent"]):
                wrong.append((k, p, "its silence is decisive"))
            if not point["reason"]:
                wrong.append((k, p, "no reason"))
    assert wrong == []
    # a misdeal's ante that the same player stakes again before the new deal's cards (or
    # every player's feed, where the same jack pot is dealt again) is never held: every
    # misdeal whose only stakes are those antes holds nothing
    for k, r in rulings.items():
        antes = {a["player"]: a["amount"] for a in r["next"].get("antes", [])}
        if r["status"] == "misdeal" and antes and r["stakes"] == antes:
            assert (r["undecided"], r["carried"]) == (0, sum(antes.values())), k


def test_a_silence_on_a_straddle_holds_only_the_straddle(rulings):
    # where every point a ruling holds chips on is a straddle's (the book has no law of
    # straddling), it holds no more than the straddles put up
    checked = 0
    for (path, book), r in rulings.items():
        points = {a["point"] for x in r["readings"] for a in x["assume"]}
        if not points or points != {"chips.straddle"}:
            continue
        straddles = sum(e.get("amount") or 0 for e in load_case(ROOT / path).events
                        if e.verb == "straddle")
        assert 0 < r["undecided"] <= straddles < r["pot"], (path, book)
        checked += 1
    assert checked >= 3


def test_a_point_whose_readings_agree_is_listed_with_its_reason(rulings):
    # read, and not decisive: the ruling says why (the same chips, or only the next deal)
    said = [s for r in rulings.values() for s in r["silent"]
            if s.get("open") and not s["decisive"]]
    assert said and all(s.get("reason") for s in said)


def _reading(status: str, **chips) -> dict:
    out = {"status": status, "pot": 4, "awards": {}, "refunds": {}, "penalties": [],
           "by_lot": [], "carried": 0, "undecided": 0, "stakes": {"A": 2, "B": 2},
           "next": {"dealer": "B", "redeal_by": None, "jack_pot": None}}
    out.update(chips)
    return out


def test_readings_that_differ_only_on_the_next_jack_pot_hold_nothing():
    # a point read two ways: the pool passes to the next deal under each, a jack pot of
    # queens under one, of kings under the other (what a book silent on the progression
    # might be read as): this deal's chips are the same, and only the next deal differs
    from adjudicator.judge.readings import weigh_points

    nxt = {"dealer": "B", "redeal_by": None}
    leaves = [({"P": "q"}, typed(_reading("passed", carried=4,
                                          next=dict(nxt, jack_pot="queens")))),
              ({"P": "k"}, typed(_reading("passed", carried=4,
                                          next=dict(nxt, jack_pot="kings"))))]
    left, moot, ahead = weigh_points(leaves)
    assert moot == [] and list(ahead) == ["P"] and len(left) == 1
    assert [(x.reading, x.jack_pot) for x in ahead["P"]["readings"]] == [
        ("q", "queens"), ("k", "kings")]


def test_an_ante_back_to_the_player_who_antes_again_is_carried_and_no_other():
    # Peel 20: "The ante shall be staked by the player to the left of the dealer before the
    # cards are dealt": A, at the same dealer's left, antes the new deal; B does not
    ante = {"player": "A", "amount": 1, "law": "peel:20", "back": 1}
    nxt = {"dealer": "D", "redeal_by": "D", "jack_pot": None, "antes": [ante]}
    back = _reading("misdeal", refunds={"A": 2, "B": 2}, next=nxt)
    assert staked_again(back)["refunds"] == {"A": 1, "B": 2}
    assert staked_again(back)["carried"] == 1
    # his ante staying, the chip back to him is his bet beyond it: none of it his ante
    stays = _reading("misdeal", carried=1, refunds={"A": 1, "B": 2},
                     next=dict(nxt, antes=[dict(ante, back=0)]))
    from adjudicator.judge.outcome import Outcome, staked_again as carried_again, weigh

    back, stays = typed(back), typed(stays)
    assert carried_again(back).chips("refunds") == {"A": 1, "B": 2}  # the engine's, alike
    assert Outcome.of(back) == Outcome.of(stays) and weigh([back, stays]) == "next"
    gone_on = typed(_reading("continues", refunds={"A": 2, "B": 2}, next=nxt))
    assert carried_again(gone_on) is gone_on  # only a misdeal deals again
