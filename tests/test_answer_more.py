"""A reading's share of the chips held, given to a player the answer's head already pays, is
said as more ("A takes 7 more"), so that it is not read as the same chips (a club secretary's
report); a player the head pays nothing is said as before. Only the words change."""
from __future__ import annotations

from stories import MUCKED_UNSHOWN


def _ruled(cli, tmp_path, *args):
    f = tmp_path / "mucked.yaml"
    f.write_text(MUCKED_UNSHOWN, encoding="utf-8")
    return cli("rule", f, "--book", "published-decision", *args)


def test_a_readings_share_beside_the_heads_is_said_as_more(cli, tmp_path):
    r = _ruled(cli, tmp_path, "--format", "json").json()
    assert r["answer"] == (
        "A takes 7; 7 is held on a hand mucked unshown, on which the book is silent: read so "
        "that the unshown hand cannot win, A takes 7 more; read so that the unshown hand's "
        "stake goes back, B has 7 back.")
    # the chips are as they were: 7 paid, 7 held, each reading's whole award
    assert r["awards"] == {"A": 7} and r["undecided"] == 7
    assert sorted(str(x["awards"]) for x in r["readings"]) == ["{'A': 14}", "{'A': 7}"]


def test_the_text_ruling_opens_with_the_same_words(cli, tmp_path):
    out = " ".join(_ruled(cli, tmp_path).out.split())
    assert "cannot win, A takes 7 more; read so" in out


def test_a_share_of_a_player_paid_nothing_now_has_no_more():
    from adjudicator.judge.answer_records import Share
    from adjudicator.judge.words.shares import share

    now = (Share("A", 7), Share("C", 0, 2))
    assert share(Share("A", 7), now) == "A takes 7 more"
    assert share(Share("B", 0, 7), now) == "B has 7 back"
    # what C takes is more than the 2 the head gives him back, as what he has back is
    assert share(Share("C", 3, 2), now) == "C takes 3 more and has 2 more back"
    assert share(Share("A", 7)) == "A takes 7"  # the head's own shares


def test_a_reading_that_gives_a_player_winnings_and_his_own_back_says_both(library):
    # Schenck, B standing before A, who holds: read so that only the first bettor may stand,
    # B passed out, C takes the pool and the 3 he put up to call B's raise (which counts for
    # nothing) go back to him; the answer says so, not "C takes 25" as if all were won
    from replay import replay

    case = ("title: t\ntable: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 10, "
            "limit: 5}\nevents:\n  - check: B\n  - bet: {player: C, amount: 3}\n"
            "  - call: D\n  - fold: A\n  - raise: {player: B, by: 3}\n  - call: C\n"
            "  - fold: D\n  - show: {B: \"KS KH KD 7C 2S\", C: \"QS QH 9D 9C 3S\"}\n")
    r = replay(library, "schenck", case)
    passed_out = next(x for x in r["readings"] if x["assume"][0]["reading"] == "passes-out")
    assert (passed_out["awards"], passed_out["refunds"]) == ({"C": 22}, {"C": 3})
    assert r["answer"].endswith("C takes 22 and has 3 back.")
