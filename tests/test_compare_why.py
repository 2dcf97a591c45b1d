"""`compare`'s "why": each book's cell names the finding where it parts from the books that
rule otherwise, never a finding every book makes alike on laws of its own."""
from __future__ import annotations

import re

import pytest

from adjudicator.law.provisions import CATALOGUE

TIES = "cases/betting-and-show/equal-two-pairs-odd-card.yaml"
CALLED_ROUND = "cases/betting-and-show/bet-after-every-player-called.yaml"
FALSE_OPENER = "cases/betting-and-show/false-opener-all-pass.yaml"
SIDE_POT = "cases/keller-side-pot.yaml"


def why_cells(out: str) -> dict[str, str]:
    """Each book's "why" cell of a text compare, its wrapped lines joined."""
    cells: dict[str, list[str]] = {}
    book = None
    for line in out.splitlines():
        if line.startswith(("├", "└")):
            book = None
        if not line.startswith("│"):
            continue
        ruling, why = (part.strip() for part in line.strip("│").split("│"))
        if book is None and ruling:
            book = ruling
            cells[book] = []
        if book is not None:
            cells[book].append(why)
    return {b: " ".join(lines) for b, lines in cells.items()}


def test_the_why_names_the_tie_law_where_the_books_part_not_the_show_they_all_make(cli):
    # A and B show queens and sevens, A's odd card an ace, B's a three. Every book finds the
    # same show ("The bets are equal: A, B show their hands, and the best hand wins"), each
    # on its own law of the order of showing; they part on the tie: Keller's "If two hands
    # of like two pairs meet, the higher remaining card wins" (ch3/order-of-hands/3) gives A
    # the pool, Peel's "hands identical in value ... share the pool" (76) divides it
    out = cli("compare", TIES, env={"COLUMNS": "200"})
    assert out.code == 0, out.err
    why = why_cells(out.out)
    assert "keller:ch3/order-of-hands/3" in why["keller"], why["keller"]
    assert "keller:ch4/betting-after-the-draw/5" not in why["keller"], why["keller"]
    assert "show their hands" not in why["keller"]
    # "the odd card shall decide" in the Standard laws' breaking of ties
    assert "standard:showdown/breaking-ties/4" in why["standard"], why["standard"]
    assert "standard:showdown/1" not in why["standard"], why["standard"]
    assert "peel:76" in why["peel"] and "peel:59" not in why["peel"], why["peel"]


def test_the_why_names_the_law_that_keeps_chips_put_up_after_the_betting(cli):
    # A bets again after every player has called him, and B calls it: no part of the betting
    # under every book (Peel 59, Keller p. 28, Schenck rules/18, the Standard laws' betting 5),
    # and C's kings win. The books part on the ten: Peel 55 ("A bet once made ... cannot be
    # recalled") and the Standard laws ("no chips once placed in the pot may be removed")
    # keep them in the pool; Keller says nothing of them. The show all make alike is no why
    why = why_cells(cli("compare", CALLED_ROUND, env={"COLUMNS": "200"}).out)
    assert "(peel:55)" in why["peel"] and "peel:59" not in why["peel"], why["peel"]
    assert "standard:irregularities/betting/1" in why["standard"], why["standard"]
    assert "standard:showdown/1" not in why["standard"], why["standard"]
    assert "silent on chips put up after the betting was over" in why["keller"], why["keller"]


def test_a_claim_decided_by_the_law_of_the_show_is_named_as_a_claim(cli):
    # B begins to take in the pool with the worse hand. Peel has no law of claims: "the player
    # with the best hand shall win the pool" (59) and the cards speak (desc/50) give it to A.
    # The why names the question the finding answers, a claim, not "a hand called wrongly"
    case = "cases/after-the-show/claim-after-the-show-by-the-worse-hand.yaml"
    why = why_cells(cli("compare", case, env={"COLUMNS": "200"}).out)
    assert why["peel"].startswith("a claim to the pool without the best hand: "), why["peel"]
    assert "called wrongly" not in why["peel"] and "peel:59" in why["peel"], why["peel"]


# a key of the provisions catalogue anywhere in a "why" (leading a line, "jack-pot.false-
# opener: ...", after "silent on", or in a silence's own words, "the book answers
# show-for-stake"), but within a law's id
_KEYS = "|".join(map(re.escape, sorted((k for k in CATALOGUE if "." in k or "-" in k),
                                       key=len, reverse=True)))
_NAMED = re.compile(rf"(?<![\w.:/-])(?:{_KEYS})(?![\w/-])")


@pytest.mark.parametrize("case, book, line", [
    # Peel 33: the opener without jacks "shall not claim the pool, and he shall pay into the
    # pool, as penalty, a sum equal to double the ante"
    (FALSE_OPENER, "peel", "a false opener: B cannot claim the pool, and pays into it 4, double "
                           "the ante, as a penalty (peel:33, peel:jackpot/1)"),
    # Keller demands the proof (ch5/jack-pots) and says no more: whatever he loses, the pool
    # stays (the others passed)
    (FALSE_OPENER, "keller", "silent on a false opener: B opened without jacks or better: the "
                             "book requires the proof but does not say what follows when he "
                             "cannot make it"),
    # Peel 27: the player who passes out forfeits "his right to play in that game"
    (SIDE_POT, "peel", "a hand passed after a show for less: B passed out and has no further "
                       "claim, though his hand beat A's: A keeps his show for what he put up "
                       "(peel:27)"),
    # the copy held of the Standard laws has no law of a show for less (issue 36)
    (SIDE_POT, "standard", "a show for less than the stake: not in the copy held of the "
                           "Standard laws: A cannot meet the stake and puts up what he has: the "
                           "book does not say whether he may have a show for it"),
])
def test_the_why_says_the_point_in_plain_words_never_its_key(cli, case, book, line):
    rulings = cli("compare", case, "--format", "json").json()
    if case == FALSE_OPENER:
        assert rulings["peel"]["status"] == "passed" and rulings["peel"]["penalties"] == [
            {"player": "B", "amount": 4, "to": "pool", "law": "peel:33"}]
        assert rulings["keller"]["status"] == "passed" and rulings["keller"]["carried"] == 12
        # the JSON keeps the key
        assert "jack-pot.false-opener" in [s["point"] for s in rulings["keller"]["silent"]]
    else:
        assert rulings["peel"]["awards"] == {"A": 30, "C": 70}
    why = why_cells(cli("compare", case, env={"COLUMNS": "200"}).out)
    assert line in why[book], why[book]
    assert not any(_NAMED.search(cell) for cell in why.values()), why
    # the Markdown's and the page's rows name the point by the same words
    md = cli("compare", case, "--format", "markdown").out
    (row,) = [ln for ln in md.splitlines() if ln.startswith(f"| `{book}` |")]
    assert line.split(":")[0].removeprefix("silent on ") in row.split(" | ")[2], row
    assert not _NAMED.search(md), md
    page = cli("compare", case, "--format", "html").out
    assert not _NAMED.search(page)


REMAINDER = "cases/betting-and-show/the-age-contests-the-remainder.yaml"


def test_a_share_naming_no_ante_parts_from_peel_60_only_where_an_ante_is_at_stake(cli):
    # Peel 60 gives the short player who wins "the amount of the ante ... and also a sum
    # equal to his stake"; the decision, "the $30 of the pot, in which alone A had an equal
    # interest", names no ante. With no ante in the pool the two come to one, and what parts
    # the decision from Peel is the passed hand's winnings, which "revert to C"
    why = why_cells(cli("compare", SIDE_POT, env={"COLUMNS": "200"}).out)
    assert "a hand passed after a show for less: B's hand beat A's, so A loses the stake he " \
           "showed for" in why["published-decision"], why["published-decision"]
    assert "B passed out and has no further claim" in why["peel"]
    # with an ante in the pool, its place is what the decision's words leave open: the ante
    # (2) is held, where Peel gives it to the short player who wins
    out = cli("compare", REMAINDER, "--format", "json").json()
    decision = out["published-decision"]
    assert decision["status"] == "unsettled" and decision["undecided"] == 2
    assert [[(a["point"], a["reading"]) for a in r["assume"]]
            for r in decision["readings"]] == [
        [("words.ante-in-pot-of-itself", "with-the-ante")],
        [("words.ante-in-pot-of-itself", "stakes-alone")]]
    why = why_cells(cli("compare", REMAINDER, env={"COLUMNS": "200"}).out)
    assert "does not say whether the ante is in it" in why["published-decision"]


def test_books_grouped_by_their_chips_are_said_to_share_chips_not_a_ruling(cli):
    # compare groups books by chips and outcome (the contract), never by their reasons:
    # Schenck (A, short, goes out by rules/7, and C is the last in) and the published
    # decision (A's pot of itself lost to B, whose winnings revert to C) both give C all 100
    # of Keller's side pot, on laws of their own, and each is said to give "the same chips
    # and outcome" as the other
    rulings = cli("compare", SIDE_POT, "--format", "json").json()
    schenck, decision = rulings["schenck"], rulings["published-decision"]
    assert (schenck["status"], schenck["awards"]) == ("settled", {"C": 100})
    assert (decision["status"], decision["awards"]) == ("settled", {"C": 100})
    assert schenck["answer"] != decision["answer"]
    out = cli("compare", SIDE_POT, "--format", "markdown").out
    row = next(line for line in out.splitlines() if line.startswith("| `schenck` |"))
    assert row.endswith("the same chips and outcome as `published-decision` |")
    assert "the same ruling as" not in out
