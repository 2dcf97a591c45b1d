"""A historian's audit of rulings that said more than the book's letter: a number of players
Keller gives as counsel on comfort said as a limit; chips put up beyond a bet announced
named as a bet announced without chips; a misdeal's pool said to stay on a point the book
leaves open; Keller's counsel on a jack pot's openers ruled as a law over the table's
term; a jack pot's antes held as bets beyond the ante at a misdeal."""
from __future__ import annotations

import pytest

from adjudicator.judge.answer import Restake
from tests.replay import replay


def _ruled(cli, case: str, book: str) -> dict:
    return cli("rule", case, "--book", book, "--format", "json").json()


def test_more_players_than_keller_says_play_in_comfort_is_his_counsel_not_a_limit(cli):
    # Keller pp. 18-19: "The number of players who can comfortably engage in poker at one
    # sitting ranges from two to seven. I have known eight people to play in the same game
    # at the same time, but this number is excessive": found against his counsel, with
    # nothing to follow it (no silence on what follows a breach), the deal ruled as played
    case = "cases/the-table/eight-players-at-kellers-table.yaml"
    r = _ruled(cli, case, "keller")
    assert r["status"] == "continues" and r["silent"] == []
    found = [s for s in r["steps"] if "keller:ch4/rules/2" in s["laws"]]
    assert [s["finding"] for s in found] == [
        "8 players sit at this table, more than the 7 the book says can play in comfort: its "
        "counsel, not a limit, and the deal is ruled as it was played"]
    out = " ".join(cli("rule", case, "--book", "keller").out.split())
    assert "more than the 7 the book allows" not in out and "the book says can play in comfort" in out
    # the Standard laws' "any number from two to fourteen" is a limit, and still one
    many = _ruled(cli, "cases/the-table/fifteen-players-at-the-standard-table.yaml", "standard")
    assert "players.max" in {s["point"] for s in many["silent"]}


def test_chips_put_up_beyond_a_bet_announced_are_named_so_not_as_a_bet_without_chips(cli):
    # B says "five" and puts up ten: what is open under Keller and the published decision is
    # the 5 he put up beyond his words, not a bet announced without chips
    case = "cases/betting-and-show/said-five-put-up-ten.yaml"
    for book in ("keller", "published-decision"):
        r = _ruled(cli, case, book)
        assert "announcement.excess" in {s["point"] for s in r["silent"]}, book
        assert "5 is held on B's excess over the bet he announced, on which the book is " \
               "silent: if it stands, C takes 5 more; if it goes back, B has 5 back." \
            in r["answer"]  # "more": C takes 19 and has 5 back at once
        assert "without chips" not in r["answer"], book
        assert (r["awards"], r["refunds"], r["undecided"]) == ({"C": 19}, {"C": 5}, 5), book
    # Schenck's bets "must be made by each player in his turn equal to the highest amount put
    # in by any one" (rules/15): the 10 B put in are the bet C meets, and C's queens take 29
    schenck = _ruled(cli, case, "schenck")
    assert (schenck["status"], schenck["awards"], schenck["silent"]) == (
        "settled", {"C": 29}, [s for s in schenck["silent"] if not s["decisive"]])
    assert "schenck:rules/15" in {law for s in schenck["steps"] for law in s["laws"]}
    # a call spoken with no chips at all is still a bet announced without chips
    spoken = _ruled(cli, "cases/betting-and-show/call-spoken-without-chips.yaml", "keller")
    assert "announcement.excess" not in {s["point"] for s in spoken["silent"]}


def test_a_misdeal_s_pool_on_a_silence_that_changes_nothing_is_not_said_as_the_book_s(
        cli, library):
    # Peel 12 and Keller, the deal /4: a misdeal, D deals again; whether the 1 already
    # staked stays in the pool or goes back neither book says, and A antes 1 for the new
    # deal either way (Peel 20; Keller, the ante /1): the answer says so, not that it stays
    from replay import answered

    case = "cases/deal-and-draw/player-left-out-of-the-deal.yaml"
    for book, redeal, ante in (("peel", "peel:12", "peel:20"),
                               ("keller", "keller:ch4/the-deal/4", "keller:ch4/the-ante/1.rule")):
        r = _ruled(cli, case, book)
        assert r["answer"] == (
            f"A misdeal: D deals again ({redeal}); the book does not say whether the 1 in the "
            "pool stays there for the new deal or goes back, and it changes nothing: A stakes "
            f"1 for the new deal either way ({ante}).")
        assert (r["carried"], r["awards"], r["refunds"]) == (1, {}, {})
        _, a = answered(library, case, book)
        assert (a.carried_open, a.restaked) == ("misdeal.ante", (Restake("A", 1, ante),))
    # where the book says the ante remains (the Standard laws, misdeal 1), it is the book's
    _, a = answered(library, "cases/deal-and-draw/deal-out-of-turn-stopped-during-the-deal.yaml",
                    "standard")
    assert (a.carried_open, a.restaked) == (None, ())
    # a jack pot dealt again: every player feeds it again
    r = _ruled(cli, "cases/deal-and-draw/misdeal-in-a-jack-pot.yaml", "peel")
    assert r["answer"].endswith("A, B, C and D stake 1 each for the new deal either way "
                                "(peel:30).")


def test_second_jack_pot_opened_on_jacks_keller_keeps_the_pool_for_the_next_deal(cli):
    # the table plays the second jack pot at queens (Keller p. 38's variation); that the hand
    # "should be fixed permanently at jacks" (p. 39) is counsel, and p. 31 says only that
    # nothing less than jacks opens one: B opened without queens, and Keller gives no remedy
    # (jack pots/14); read as each thing a false opener may lose, his claim or his stake, the
    # others all passed and nobody is left to take the pool: it stays for the next deal, in
    # either reading by the law of a pot nobody opened (jack pots /6: the claim lost, the deal
    # ends "as if unopened"), which the answer names; /14 says only that he must show openers
    for case in ("cases/points-apart/second-jack-pot-opened-on-jacks.yaml",
                 "cases/betting-and-show/second-jack-pot-opened-with-jacks.yaml"):
        r = _ruled(cli, case, "keller")
        assert (r["status"], r["awards"], r["carried"]) == ("passed", {}, 20), case
        assert "jack-pot.false-opener" in [s["point"] for s in r["silent"]]
        laws = {law for s in r["steps"] for law in s["laws"]}
        assert {"keller:ch5/jack-pots/4", "keller:ch5/jack-pots/14"} <= laws
        assert "keller:ch5/progressive-jack-pots/4" not in laws
        assert r["undecided"] == 0 and r["answer"].startswith(
            "The pool of 20 stays for the next deal, a jack pot opened by jacks or better "
            "(keller:ch5/jack-pots/6")


def test_misdeal_in_a_jack_pot_standard_keeps_the_antes_and_holds_nothing(cli):
    # standard irregularities/misdeal/1: "any ante placed in the pot remains there": each
    # player's chip in the jack pot is his ante, put up before the cards, and no bet beyond it
    r = _ruled(cli, "cases/deal-and-draw/misdeal-in-a-jack-pot.yaml", "standard")
    assert (r["status"], r["carried"], r["undecided"], r["refunds"]) == ("unsettled", 4, 0, {})
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["faced-card.in-pack"]
    misdeal = [x for x in r["readings"] if x["status"] == "misdeal"]
    assert len(misdeal) == 1 and misdeal[0]["refunds"] == {} and misdeal[0]["carried"] == 4
    assert misdeal[0]["laws"] == ["standard:irregularities/misdeal/1"]
    assert all(x["refunds"] == {} for x in r["readings"])
    assert "back" not in r["answer"] and "held" not in r["answer"]


def test_the_bets_beyond_a_misdeal_s_ante_are_open_on_the_book_s_words_or_on_a_reading(cli):
    # the Standard laws' misdeal 1, "any ante placed in the pot remains there", is the book's
    # word on the ante and none on the bets beyond it; Keller says neither, and the ante stays
    # only where his silence is read so: the open point says which, never "the book says"
    case = "cases/deal-and-draw/uncut-pack-after-the-ante-and-a-straddle.yaml"
    for book, said in (("standard", "the book says the ante remains in the pot"),
                       ("schenck", "the ante so read, the book does not say")):
        r = _ruled(cli, case, book)
        stakes = [s for s in r["silent"] if s["point"] == "misdeal.stakes"]
        assert stakes and all(s["detail"].startswith(said) for s in stakes), (book, stakes)


def test_a_standard_drop_loses_his_chips_by_the_book_s_own_illustration(cli):
    # betting/3: "A drops, thus losing the chips he had already put in"; betting/1.a: "he no
    # longer participates in the pot". A drop cites both, the law that puts him out first; B,
    # who never makes his stake good, is out by checking/1 ("a player may stay in the pot
    # only by at least calling") and loses his chips by betting/3 (it cited checking/1 alone,
    # in betting/3's words)
    r = _ruled(cli, "cases/after-the-show/a-player-throws-up-his-hand-at-the-show.yaml",
               "standard")
    drop = next(s for s in r["steps"] if s["finding"].startswith("C drops"))
    assert drop["laws"] == ["standard:betting/1.a", "standard:betting/3"]
    assert r["retired"]["C"] == "standard:betting/1.a"
    short = _ruled(cli, "cases/betting-and-show/call-spoken-without-chips.yaml", "standard")
    out = [s for s in short["steps"] if "has not made his stake equal" in s["finding"]]
    assert out and out[0]["laws"] == ["standard:betting/checking/1", "standard:betting/3"]
    assert "thus losing the chips he had already put in" in out[0]["finding"]


@pytest.mark.parametrize("book, law", [
    ("peel", "peel:58"),  # "such player wins the pool", whether or not the turn went back
    # (Keller's turn reverts by his general law: A's bet counts at his turn, and stands)
    ("keller", "keller:ch4/betting-before-the-draw/5, keller:ch4/betting-before-the-draw/7"),
    ("schenck", "schenck:rules/19")])
def test_a_bet_nobody_calls_read_both_ways_is_answered_on_the_law_both_readings_cite(
        library, book, law):
    # the README's script example: A bets 5 and B folds; A's bet is out of Peel's and
    # Keller's order, read both ways, and every reading gives A the pool on the same law (a
    # new user read "A takes 5 (peel:55)", the law of the bet once made, and under Keller
    # "A takes 5, however it is read" on no law)
    story = ("title: t\ntable: {players: [A, B], dealer: B}\nevents:\n"
             "  - bet: {player: A, amount: 5}\n  - fold: B\n")
    r = replay(library, book, story)
    assert r["awards"] == {"A": 5} and r["answer"] == f"A takes 5 ({law})."
