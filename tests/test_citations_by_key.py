"""Citations by the letter, proved mechanically (issue 36): over every ruling of the casebook
under every book (each reading's replay among them), every finding that cites a law names the
provision keys it rests on (judge/grounds.py), and each law it cites provides one of them, or
is the general law the ladder climbed to for it (which provides it by its general words), or
is a law the provider says it is read together with (``read_with``). A finding with no law is
the story's own arithmetic, or an open point, and cites none."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.judge.grounds import RELAYED, grounds
from conftest import CASEBOOK_OBSERVERS
from tests.replay import judged

ROOT = Path(__file__).resolve().parents[1]
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
BOOKS = ["peel", "keller", "schenck", "standard", "published-decision", "peel-club"]


def _faults(book, judge) -> list[str]:
    """Each finding of a replay that cites a law not on the keys it rests on."""
    out = []
    for f in judge.steps:
        if not f.laws:
            if f.rung not in ("story", "open"):
                out.append(f"{f.kind} is on the {f.rung} rung with no law")
            continue
        allowed = grounds(f.say)
        if not f.points:
            out.append(f"{f.kind} cites {f.laws} on no key")
            continue
        if f.kind not in RELAYED and not set(f.points) <= set(allowed):
            out.append(f"{f.kind} rests on {sorted(set(f.points) - set(allowed))}, which are "
                       f"not its kind's keys {allowed}")
        laws = [book.find(i) for i in f.laws]
        for law in laws:
            provides = any(law.provision(k) is not None for k in f.points)
            read_with = any(law.id in other.read_with_for(k) for other in laws
                            for k in f.points)
            if not (provides or read_with):
                out.append(f"{f.kind} cites {law.id}, which provides none of {f.points}")
    return out


# run on every replay of the suite's one ruling of each casebook case under each book, as it
# is made (conftest's casebook_ruling): the casebook is not replayed again for this test
CASEBOOK_OBSERVERS["citations-by-key"] = _faults


@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(ROOT / "cases")))
def test_every_finding_cites_only_laws_that_give_its_key(path, casebook_ruling):
    problems = []
    for book_id in BOOKS:
        out = casebook_ruling(path, book_id)
        problems += [f"{book_id}: {p}" for faults in
                     casebook_ruling.observed(path, book_id, "citations-by-key") for p in faults]
        problems += [f"{book_id}: the step {s['finding']!r} cites {s['laws']} on the "
                     f"{s['rung']} rung" for s in out["steps"]
                     if s["rung"] == "story" and s["laws"]]
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_every_replay_of_a_shared_ruling_is_observed(library_with_examples, casebook_ruling):
    """The check above reads what ``_faults`` found in each replay of the shared ruling, as
    the engine wrote it: as many replays as the readings make (Keller's raise over the limit,
    read both ways, a case of the casebook)."""
    from adjudicator.judge.engine import Replays, ruled
    from adjudicator.judge.readings import both_ways
    from adjudicator.story.case import load_case

    path = ROOT / "cases" / "readings" / "increase-over-the-limit-his-own-back.yaml"
    case, book = load_case(path), library_with_examples.book("keller")
    written = []
    both_ways(Replays(case, book), lambda j: written.append(j) or ruled(j), dict(case.facts))
    assert len(written) > 1  # the story as told, and its readings
    observed = casebook_ruling.observed(path, "keller", "citations-by-key")
    assert len(observed) == len(written)
    assert list(observed) == [tuple(_faults(book, j)) for j in written]


def test_every_kind_with_a_key_is_a_finding():
    """The table of grounds names only kinds of finding the words know."""
    from adjudicator.judge.grounds import GROUNDS
    from adjudicator.judge.words import WORDS
    from adjudicator.law.provisions import CATALOGUE

    assert set(GROUNDS) <= set(WORDS)
    assert RELAYED <= set(WORDS)
    assert all(k in CATALOGUE for keys in GROUNDS.values() for k in keys)


# -- the findings the issue found citing laws whose words do not say them -------------------

def _steps(library, book, text, kind):
    j = judged(library, book, text)
    return [s for s in j.steps if s.kind.startswith(kind)]


JACK_POT = """\
title: a jack pot opened
table: {players: [A, B, C], dealer: C, ante: 1, jack_pot: jacks}
events:
  - deal: {A: "JS JH 2C 5D 9H", B: 5, C: 5}
  - open: {player: A, amount: 2}
"""


def test_keller_s_opener_is_not_told_of_an_original_hand_his_law_does_not_name(library):
    """Keller p. 31: the jack pot "can not be opened by any hand of less value than two
    knaves, or jacks" (ch5/jack-pots/4): no word of an original hand. Peel 30: "unless he
    have two knaves, or better, in his original hand"."""
    (k,) = _steps(library, "keller", JACK_POT, "jackpot.opens-must-hold")
    assert k.kind == "jackpot.opens-must-hold-openers"
    (p,) = _steps(library, "peel", JACK_POT, "jackpot.opens-must-hold")
    assert p.kind == "jackpot.opens-must-hold-openers-original" and "peel:30" in p.laws


AFTER_THE_DRAW = """\
title: a call after the draw
table: {players: [A, B], dealer: B, ante: 1, phase: after_draw}
events:
  - bet: {player: A, amount: 5}
  - call: B
"""


def test_schenck_s_call_after_the_draw_cites_the_law_of_the_betting_after_it(library):
    """Schenck rules/7 is the going in ("Any one at the time of going in must put up as much
    as double the ante"); after the draw "the bets ... must be made by each player in his turn
    equal to the highest amount put in by any one" (rules/15)."""
    (call,) = [s for s in judged(library, "schenck", AFTER_THE_DRAW).steps
               if s.event == 2 and s.kind == "lawful.book-allows"]
    assert call.laws == ("schenck:rules/15",)
