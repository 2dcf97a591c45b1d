"""Peel's opener who breaks up his openers to draw is judged by the hand he shows (law 33: "If
a player open a Jack-pot and win the stakes, he shall show his hand ... before he shall claim
the pool; and if he have not two knaves, or the minimum hand ..., or a better hand, he shall
not claim the pool, and he shall pay into the pool, as penalty, a sum equal to double the
ante, and the next game shall be a Jack-pot as if the previous game had not been opened").
Peel asks no notice of the split and has no law of laying the discard aside (Keller's jack
pots /15 has both): the jack he threw away lies among the discards, so the hand dealt him is
no proof; the hand he shows is. A flush is "a better hand" than two knaves; a knave high is
not."""
from __future__ import annotations

from replay import CASEBOOK, assert_conserved, replay_said, rule_file_said

CASE = CASEBOOK / "betting-and-show" / "split-openers-without-notice.yaml"
SHOW = '  - call: C\n  - show: {B: "JH KH 8H 5H 2H", C: "QS QD 8D 6C 3C"}\n'


def _story(end: str) -> str:
    text = CASE.read_text(encoding="utf-8").split("expect:")[0]
    assert SHOW in text
    return text.replace(SHOW, end)


#: the findings on the opener's proof (jackpot.opener_settles)
PROOF = ("jackpot.opener-dealt-openers", "jackpot.opener-shows-openers",
         "jackpot.opener-held-openers", "jackpot.opened-without-openers", "jackpot.opened",
         "jackpot.split-opener-shows-hand", "jackpot.split-opener-shows-no-openers")


def _proof(steps) -> list:
    return [s for s in steps if s.kind in PROOF]


def test_peel_33_the_split_opener_s_flush_is_a_better_hand_than_two_knaves(library):
    r, steps = rule_file_said(library, CASE, "peel")
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 24}, 0)
    [proof] = _proof(steps)
    # his proof is the hand he shows, not the hand dealt him "as the story tells it"
    assert proof.kind == "jackpot.split-opener-shows-hand" and proof.laws == ["peel:33"]


def test_peel_33_the_split_opener_who_shows_no_openers_cannot_claim_the_pool(library):
    # his flush missed (a knave high); C passes after the draw, and B wins the stakes: he
    # must show his hand, and it has not two knaves or better
    r, steps = replay_said(library, "peel", _story(
        '  - fold: C\n  - show: {B: "JH 9C 8H 5H 2H"}\n'))
    assert r["awards"] == {} and r["carried"] == 24  # 20 staked, and his penalty of 4
    assert r["penalties"] == [{"player": "B", "amount": 4, "to": "pool", "law": "peel:33"}]
    assert r["next"]["jack_pot"] == "queens"  # "as if the previous game had not been opened"
    assert [s.kind for s in _proof(steps)] == ["jackpot.split-opener-shows-no-openers"]
    assert_conserved(r)


def test_peel_33_the_hand_the_split_opener_shows_untold_is_a_fact_missing(library):
    r, _ = replay_said(library, "peel", _story("  - fold: C\n"))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 20)
    assert [m["fact"] for m in r["missing"]] == ["hand"]
