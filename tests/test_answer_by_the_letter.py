"""A historian's audit of rulings that said more than the book's letter: chips put up
beyond a bet announced named as a bet announced without chips."""
from __future__ import annotations


def _ruled(cli, case: str, book: str) -> dict:
    return cli("rule", case, "--book", book, "--format", "json").json()


def test_chips_put_up_beyond_a_bet_announced_are_named_so_not_as_a_bet_without_chips(cli):
    # B says "five" and puts up ten: what is open under Keller, Schenck and the published
    # decision is the 5 he put up beyond his words, not a bet announced without chips
    case = "cases/betting-and-show/said-five-put-up-ten.yaml"
    for book in ("keller", "schenck", "published-decision"):
        r = _ruled(cli, case, book)
        assert "announcement.excess" in {s["point"] for s in r["silent"]}, book
        assert "5 is held on B's excess over the bet he announced, on which the book is " \
               "silent: if it stands, C takes 5; if it goes back, B has 5 back." in r["answer"]
        assert "without chips" not in r["answer"], book
        assert (r["awards"], r["refunds"], r["undecided"]) == ({"C": 19}, {"C": 5}, 5), book
    # a call spoken with no chips at all is still a bet announced without chips
    spoken = _ruled(cli, "cases/betting-and-show/call-spoken-without-chips.yaml", "keller")
    assert "announcement.excess" not in {s["point"] for s in spoken["silent"]}
