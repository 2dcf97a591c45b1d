"""Chips conserved (README, "Conventions"): every chip of the pool awarded, refunded, drawn by lot,
carried or held, exactly once, under every book: the identity the ruling's schema states,
and the stories that once lost a chip."""
from __future__ import annotations

from badinput import write as _write
from replay import every_casebook_ruling
from stories import PEEL_LOST_CHIP

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")


def conserved(r: dict) -> bool:
    """The identity every ruling keeps (README, "Conventions"; the ruling's JSON Schema)."""
    return (sum(r["awards"].values()) + sum(r["refunds"].values())
            + sum(x["amount"] for x in r["by_lot"]) + r["carried"] + r["undecided"]) == r["pot"]


def test_a_chip_passed_before_a_show_for_nothing_goes_to_the_one_player_left(tmp_path,
                                                                            library):
    # C's chip, forfeit by his pass (Peel 27), is the whole pool. A, who had made no bet,
    # puts up nothing: "If a player's bet be raised" (Peel 60) does not reach him, and he
    # retires for not making good (Peel 54). B is the one player left: he takes it (Peel
    # 58), and is not then sent out at the show for a stake nobody called.
    case = load_case(_write(tmp_path, "c.yaml", PEEL_LOST_CHIP))
    r = adjudicate(case, library.book("peel"))
    assert r["status"] == "settled" and r["pot"] == 1
    assert r["awards"] == {"B": 1} and conserved(r)
    assert r["retired"] == {"C": "peel:27", "A": "peel:54"}
    for book in BOOKS:
        assert conserved(adjudicate(case, library.book(book)))


def test_every_casebook_ruling_keeps_the_identity_under_every_book(library_with_examples,
                                                                    casebook_ruling):
    # each ruling as `compare` makes it (tests/test_fuzz.py holds compare to rule, byte for
    # byte), made once in the session for the tests that read it
    statuses = set()
    for path, book, r in every_casebook_ruling(library_with_examples, casebook_ruling):
        assert conserved(r), f"{path.name} under {book}: {r}"
        statuses.add(r["status"])
    assert {"settled", "unsettled", "passed", "misdeal"} <= statuses


def test_the_ruling_schema_states_the_identity():
    from adjudicator.cli.schema import schema

    s = schema("ruling")
    for key in ("awards", "refunds", "by_lot", "carried", "undecided", "pot"):
        assert key in s["properties"] and key in s["required"]
    assert "awards + refunds + by_lot + carried + undecided = pot" in s["description"]
