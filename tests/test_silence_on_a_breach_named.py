"""A book that answers a point and says nothing of what follows when the table breaks its
answer is silent on that breach, not on the point: the ruling names the question it leaves
open as "what follows when ...", in the JSON's silence (`question`), the answer, the list of
points left open, the points that change nothing, and the comparison's why. The books'
own words settle the points themselves (the JSON keeps the keys)."""
from __future__ import annotations

from replay import flat

ANNOUNCED = "cases/deal-and-draw/wrong-count-pointed-out-by-another-player.yaml"
OVER = "cases/betting-and-show/jack-pot-opened-over-the-limit.yaml"
TWO = "cases/deal-and-draw/cards-dealt-two-at-a-time.yaml"
SHUFFLES = "cases/the-table/a-player-shuffles-after-the-dealer.yaml"


def test_another_player_announcing_a_wrong_number_under_keller(cli):
    # Keller p. 22: "the player receiving such improper number of cards should discover and
    # announce the fact, before he lifts his hand from the table, it is a misdeal": the book
    # names who announces; A, another player, pointed it out, and what follows is unsaid:
    # read both ways, a misdeal (D deals again, the age antes again) or the deal going on.
    # The age's ante of 1 stays in the pool under both: nothing is held, the outcome turns
    r = cli("rule", ANNOUNCED, "--book", "keller", "--format", "json").json()
    assert (r["status"], r["undecided"], r["carried"], r["awards"], r["refunds"]) == \
        ("unsettled", 0, 1, {}, {})
    [s] = [s for s in r["silent"] if s["decisive"]]
    assert s["point"] == "wrong-count.pointed-out-by-another"
    assert s["question"] == "what follows when another player points out a wrong number"
    assert r["answer"] == ("1 stays in the pool; the outcome turns on what follows when another "
                           "player points out a wrong number, on which the book is silent: read "
                           "so that the deal stands, A deals next; read so that it is a misdeal, "
                           "D deals the new hand.")
    assert sorted(x["status"] for x in r["readings"]) == ["continues", "misdeal"]
    out = flat(cli("rule", ANNOUNCED, "--book", "keller").out)
    assert ("Left open: 1 point the book does not settle (what follows when another player "
            "points out a wrong number)") in out
    assert "who may announce a wrong number" not in out
    why = flat(cli("compare", ANNOUNCED, env={"COLUMNS": "200"}).out)
    assert "silent on who may announce" not in why


def test_a_jack_pot_opened_over_the_limit_under_keller(cli):
    # Keller p. 34: "No player can open a jack pot for more than the limit of the game": the
    # most is the book's; its remedy is not. B's 5 beyond the limit are his back however it
    # is read (p. 27, "in no case can a single raise exceed the limit"); 14 stay held
    r = cli("rule", OVER, "--book", "keller", "--format", "json").json()
    assert (r["status"], r["refunds"], r["undecided"]) == ("unsettled", {"B": 5}, 14)
    [s] = [s for s in r["silent"] if s["point"] == "jack-pot.max-open"]
    assert s["question"] == "what follows when a jack pot is opened for more than the limit"
    assert "the most a jack pot may be opened for" not in r["answer"]
    assert "what follows when a jack pot is opened for more than the limit" in r["answer"]


def test_the_order_of_the_deal_and_the_last_shuffle_are_the_books(cli):
    # Peel, Keller and Schenck say how the cards go out ("giving one card at a time",
    # Schenck rules/2); Peel, Keller and the Standard laws give the dealer the last shuffle
    # (Keller p. 21, "the dealer always having the right to shuffle them last")
    for case, book, asked, not_said in (
            (TWO, "peel", "what follows when the cards are dealt otherwise",
             "how the cards are given out"),
            (TWO, "schenck", "what follows when the cards are dealt otherwise",
             "how the cards are given out"),
            (SHUFFLES, "keller", "what follows when another shuffles after the dealer",
             "who shuffles last")):
        r = cli("rule", case, "--book", book, "--format", "json").json()
        assert asked in {s.get("question") for s in r["silent"]}, (case, book)
        out = flat(cli("rule", case, "--book", book).out)
        assert not_said not in out, (case, book)
