"""An untold hand identical in value with the best of the others (`hand.P: ties-the-best`).

"Does not beat the best" took in a tie, and a tie gave the best shown hand the whole pool,
where the books divide it between hands identical in value (Peel 76: "such players shall
share the pool equally between them"). The tie is a reading of its own: the untold hand
shares each part the best hand contests, and beats the hands of a part the best has no share
of (Peel 60: "the remainder of the pool goes to the next best hand")."""
from __future__ import annotations

from badinput import one_line
from replay import assert_conserved, cited, replay
from test_facts_that_contradict import SHORT_HANDS

# Ann's kings and Cal's queens are shown; Bob throws his hand in unseen
STORY = """title: t
table: {players: [Ann, Bob, Cal], dealer: Bob, betting: table-stakes, phase: after_draw,
        stacks: {Ann: STACK, Bob: 100, Cal: 100}}
facts: [{point: hand.Bob, reading: READ}]
events:
  - bet: {player: Ann, amount: 10}
  - raise: {player: Bob, to: 30}
  - call: Cal
  - call: Ann
  - show: {Ann: "KS KH KD 7C 2D", Cal: "QS QH QD 8C 4D"}
"""


def story(stack: int, read: str, *, short: bool = False) -> str:
    text = STORY.replace("STACK", str(stack)).replace("READ", read)
    return text.replace("  - call: Ann\n", "") if short else text


def test_a_hand_level_with_the_best_shares_the_pool_with_it(library):
    # all three put in 30: Bob's hand, identical in value with Ann's kings, shares the 90
    r = replay(library, "peel", story(100, "ties-the-best"))
    assert (r["status"], r["awards"], r["by_lot"]) == ("settled", {"Ann": 45, "Bob": 45}, [])
    assert "peel:76" in cited(r)
    assert_conserved(r)


def test_a_hand_read_as_not_beating_the_best_no_longer_shares_it(library):
    r = replay(library, "peel", story(100, "does-not-beat"))
    assert (r["status"], r["awards"]) == ("settled", {"Ann": 90})


def test_level_with_the_best_it_shares_the_part_the_best_contests_and_beats_the_rest(library):
    # Ann is all in for 10: the pool of her 10 from each (30) is shared by her kings and
    # Bob's hand level with them; the remainder of 40, Bob's and Cal's, goes to the next best
    # hand (Peel 60), Bob's, level with kings, above Cal's queens
    r = replay(library, "peel", story(10, "ties-the-best", short=True))
    assert (r["status"], r["awards"]) == ("settled", {"Ann": 15, "Bob": 55})
    assert {"peel:60", "peel:76"} <= cited(r)
    assert_conserved(r)


def test_an_untold_hand_is_read_as_level_with_the_best_among_the_readings(library):
    # told nothing of Bob's hand, the pool is held, and one reading divides it
    r = replay(library, "peel", story(100, "ties-the-best").replace(
        "facts: [{point: hand.Bob, reading: ties-the-best}]\n", ""))
    by_reading = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by_reading == {"beats-the-others": {"Bob": 90}, "ties-the-best": {"Ann": 45, "Bob": 45},
                          "does-not-beat": {"Ann": 90}}
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 90)


def test_a_hand_told_level_with_the_best_beside_one_that_beats_every_other_is_refused(
        cli, tmp_path):
    path = tmp_path / "level.yaml"
    path.write_text(SHORT_HANDS.replace("FACTS", (
        "facts: [{point: hand.A, reading: beats-the-others},\n"
        "        {point: hand.B, reading: ties-the-best}]")), encoding="utf-8")
    message = one_line(cli("rule", str(path), "--book", "keller"), path, 5)
    assert message.startswith("hand.B reads ties-the-best and hand.A reads beats-the-others")


def test_the_engine_reads_no_tie_with_a_hand_that_beats_every_other(library):
    r = replay(library, "keller", SHORT_HANDS.replace("FACTS\n", ""))
    read = [{a["point"]: a["reading"] for a in x["assume"]} for x in r["readings"]]
    for a, b in (("hand.A", "hand.B"), ("hand.B", "hand.A")):
        assert not any(x.get(a) == "beats-the-others" and x.get(b) == "ties-the-best"
                       for x in read)
    assert_conserved(r)


def test_the_prompt_offers_no_answer_the_answers_before_it_rule_out(tmp_path):
    # B's hand answered as beating every other: C's cannot beat or tie it, and the prompt
    # offers neither (the case would refuse them), only that C's does not beat B's
    from test_ask_at_the_write import TWO_QUESTIONS, answering

    case = tmp_path / "dispute.yaml"
    case.write_text(TWO_QUESTIONS, encoding="utf-8")
    code, out, left = answering(["rule", case, "--book", "peel", "--ask"], ["1", "1"])
    assert code == 0 and not left, out[-2000:]
    asked_c = out[out.index("2. C's hand is not told"):]
    asked_c = asked_c[:asked_c.index("or s: ")]
    assert "[does-not-beat]" in asked_c
    assert "[beats-the-others]" not in asked_c and "[ties-the-best]" not in asked_c
    text = case.read_text(encoding="utf-8")
    assert "{point: hand.B, reading: beats-the-others}" in text
    assert "{point: hand.C, reading: does-not-beat}" in text


def test_a_hand_laid_down_by_a_player_who_went_out_is_not_the_best_it_ties(library):
    # B passed and laid down three aces; A's kings are the best hand still in, and C's hand,
    # level with the best of the others, shares with A (Peel 76), never takes all as if level
    # with B's aces (a hand that passed "has no further claim", Peel 27)
    story = """title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8}
facts: [{point: hand.C, reading: ties-the-best}]
events:
  - bet: {player: A, amount: 5}
  - fold: B
  - call: C
  - call: D
  - show: {A: "KS KH KD 7C 2D", B: "AS AH AD 9C 3D", D: "QS QH QD 8C 4D"}
"""
    r = replay(library, "peel", story)
    assert (r["status"], r["awards"]) == ("settled", {"A": 11, "C": 11})
    assert [x["among"] for x in r["by_lot"]] == [["A", "C"]]
    assert_conserved(r)
