"""One story, one ruling, however the age's ante is told (issue 34, fault 7c): at the table
(`ante: N`), as the age's own act (`- ante: {player: AGE, amount: N}`), or both. Every
casebook case whose table names an ante is told again with the ante as the age's act alone,
and ruled under every book: the chips go alike (status, awards, refunds, what is carried,
held, drawn by lot, the penalties, the next deal). Only the words' numbering of the events
may differ, by the event told."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

ROOT = Path(__file__).resolve().parent.parent
CHIPS = ("status", "pot", "awards", "refunds", "carried", "undecided", "by_lot", "penalties",
         "next", "stakes")


def _plain(path: Path) -> dict | None:
    """The case as plain data, where its table names an ante the age puts up in the deal the
    story tells (not a jack pot's feeds, not an ante already in the pool after the draw, not
    one the cut for the deal waits for, not the old-fashioned game's, which the dealer puts
    up)."""
    data = loads(path.read_text(), str(path))
    data = copy.deepcopy(_unwrap(data))
    table = data.get("table") or {}
    events = data.get("events") or []
    if not table.get("ante") or table.get("jack_pot") or table.get("phase") == "after_draw":
        return None
    if "old-fashioned" in (table.get("agreed") or []):  # the dealer antes, not the age
        return None
    if any(isinstance(e, dict) and "cut_for_deal" in e for e in events):
        return None
    return data


def _unwrap(node):
    """The strict loader's nodes as plain dicts and lists."""
    if isinstance(node, dict):
        return {str(k): _unwrap(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_unwrap(v) for v in node]
    return node


def _as_the_ages_act(data: dict) -> dict:
    """The same story with the ante told only as the age's act, with its amount."""
    data = copy.deepcopy(data)
    table = data["table"]
    ante = table.pop("ante")
    players, dealer = table["players"], table["dealer"]
    age = players[(players.index(dealer) + 1) % len(players)]
    told = False
    for i, event in enumerate(data["events"]):
        if isinstance(event, dict) and "ante" in event:
            said = event["ante"]
            player = said["player"] if isinstance(said, dict) else said
            amount = said.get("amount", ante) if isinstance(said, dict) else ante
            data["events"][i] = {"ante": {"player": player, "amount": amount}}
            told = True
    if not told:
        data["events"].insert(0, {"ante": {"player": age, "amount": ante}})
    data.pop("expect", None)
    return data


CASES = [p for p in sorted((ROOT / "cases").rglob("*.yaml")) if _plain(p) is not None]


def test_the_casebook_tells_antes_both_ways_enough():
    assert len(CASES) >= 30


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_an_ante_told_at_the_table_or_as_the_ages_act_rules_alike(library, path,
                                                                   casebook_ruling):
    import yaml

    text = yaml.safe_dump(_as_the_ages_act(_plain(path)), sort_keys=False)
    told = build_case(loads(text, "told.yaml"), "told.yaml")
    for book in library.ids():
        at_table = casebook_ruling(path, book)  # the case as the casebook tells it, shared
        as_act = adjudicate(told, library.book(book))
        differ = {k: (at_table[k], as_act[k]) for k in CHIPS if at_table[k] != as_act[k]}
        assert not differ, f"{book}: {differ}"


def test_an_ante_larger_than_his_stack_says_he_puts_up_all_he_has(library):
    # the pool held his 1, while the ruling said only that he put up the ante of 2
    from replay import replay

    r = replay(library, "peel", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 6, stacks: {A: 1}}
events:
  - ante: A
  - bet: {player: B, amount: 4}
""")
    said = [s["finding"] for s in r["steps"] if s["event"] == 1]
    assert said[:2] == ["A, the ante-man, puts up the ante of 2",
                        "A has only 1 left and cannot put up 2: he puts up all he has"]
    assert r["pot"] == 5 and r["stakes"] == {"A": 1, "B": 4}


LATE = """title: t
table: {players: [A, B, C, D], dealer: D, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - ante: {player: A, amount: 1}
  - bet: {player: B, amount: 2}
  - call: C
  - pass: D
  - pass: A
  - show: {B: "QS QH 7D 4C 2S", C: "KS KH 8D 5C 3S"}
"""


@pytest.mark.parametrize("book, law", [("peel", "peel:20"),
                                       ("keller", "keller:ch4/the-ante/1.rule")])
def test_an_ante_put_up_after_the_deal_is_late_by_the_law_that_has_it_before(library, book, law):
    # Peel 20: "The ante shall be staked ... before the cards are dealt"; Keller: "before any
    # cards are dealt". Told after the deal, it is late, on that law; no consequence follows
    from replay import replay_said

    ruling, steps = replay_said(library, book, LATE)
    late = [s for s in steps if s.kind == "ante.put-up-after-the-deal"]
    assert [(s.event, s.laws) for s in late] == [(2, [law])]
    assert ruling["status"] == "settled" and ruling["awards"] == {"C": 5}
    # told before the deal, the same ante is in time
    before = LATE.replace("  - ante: {player: A, amount: 1}\n", "").replace(
        "events:\n", "events:\n  - ante: {player: A, amount: 1}\n")
    _, steps = replay_said(library, book, before)
    assert not any(s.kind == "ante.put-up-after-the-deal" for s in steps)
