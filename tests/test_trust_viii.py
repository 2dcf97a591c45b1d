"""Trust VIII: what the attacker's eighth report left over. The tests of the first two
failed before their fixes; those of the third hold the new index to what it replaced.

- A card exposed from a player's hand in the deal that the deal, telling his cards, did not
  give him: the story contradicts itself, bad input at the `exposed` line, before any book.
- An ante or a straddle told after the show: a stake put up before a deal's cards is the
  next deal's; the show decided the pool as it then stood (each book's showdown law), so
  the chips are carried (the contract's `carried`) and the pool is divided without them.
- A house book of thousands of laws is read in about linear time: the index that finds
  the laws left standing gives what asking every law of every law gives.
"""
from __future__ import annotations

import pytest

from badinput import one_line, write
from replay import assert_conserved

BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")

# A's five cards are told, and KD is none of them.
EXPOSED = """\
title: A card of A's is exposed in the deal
table:
  players: [A, B, C]
  dealer: C
  ante: 1
  limit: 10
events:
  - deal: {{A: {a}, B: 5, C: 5}}
  - exposed: {{player: A, card: KD{during}}}
{rest}"""
BETS = """\
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
"""


def _exposed(tmp_path, a='"AS AH 2D 3C 4S"', during=", during: deal", rest=BETS):
    return write(tmp_path, "case.yaml", EXPOSED.format(a=a, during=during, rest=rest))


# --- an exposed card he was never dealt -----------------------------------------------------

def test_a_card_exposed_in_the_deal_that_the_deal_did_not_give_him_is_refused(cli, tmp_path):
    case = _exposed(tmp_path, rest=BETS + '  - show: {A: "AS AH 2D 3C 4S", B: "QS QH QD 6D 7D"}\n')
    for command in (("rule", case, "--book", "peel"), ("compare", case)):
        msg = one_line(cli(*command), case, 9)
        assert "KD" in msg and "AS AH 2D 3C 4S" in msg and "A's hand" in msg, msg
    run = cli("check", case)  # check lists each file's problem on stdout
    assert run.code == 2 and f"{case}:9:5: {msg}" in run.out, run.out


def test_with_no_during_before_any_bet_the_exposure_is_the_deal_s(cli, tmp_path):
    case = _exposed(tmp_path, during="")
    one_line(cli("rule", case, "--book", "peel"), case, 9)


@pytest.mark.parametrize("a, during, rest", [
    ("5", ", during: deal", BETS),                         # his cards are not told
    ('"AS KD 2D 3C 4S"', ", during: deal", BETS),          # KD is one of them
    ('"AS AH 2D 3C 4S"', ", during: draw", BETS),          # in giving the draw: from the pack
])
def test_an_exposure_that_may_be_of_his_cards_is_ruled(cli, tmp_path, a, during, rest):
    case = _exposed(tmp_path, a=a, during=during, rest=rest)
    run = cli("rule", case, "--book", "peel", "--format", "json")
    assert run.code == 0, run.err
    ruling = run.json()
    assert_conserved(ruling)
    if during == ", during: deal":  # Peel 11: the card exposed in dealing is his to keep
        assert "peel:11" in {law for s in ruling["steps"] if s["event"] == 2 for law in s["laws"]}


def test_after_his_draw_his_cards_are_not_all_told_and_the_card_may_be_a_drawn_one(
        cli, tmp_path):
    """Told after he drew three, the card may be one of the three: not refused."""
    events = """\
  - deal: {A: "AS AH 2D 3C 4S", B: 5, C: 5}
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
  - discard: {player: A, count: 3}
  - draw: {player: A, asked: 3, given: 3}
  - exposed: {player: A, card: KD, during: deal}
"""
    text = EXPOSED.split("events:")[0].replace("{{", "{").replace("}}", "}") + \
        "events:\n" + events
    case = write(tmp_path, "case.yaml", text)
    run = cli("rule", case, "--book", "peel", "--format", "json")
    assert run.code == 0, run.err
    # the same story with A standing pat: his cards are still the five told, KD none of them
    pat = write(tmp_path, "pat.yaml", text.replace(
        "  - discard: {player: A, count: 3}\n", "").replace("asked: 3, given: 3",
                                                             "asked: 0, given: 0"))
    one_line(cli("rule", pat, "--book", "peel"), pat, 13)


# --- an ante or a straddle told after the show ----------------------------------------------

AFTER_SHOW = """\
title: Something put up after the show
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 15
  limit: 5
events:
  - bet: {{player: A, amount: 5}}
  - call: B
  - fold: C
  - show: {{A: "9S TC JD QS KC", B: "9C TS JS QD KD"}}
  - {act}
"""


def _after_show(cli, tmp_path, act: str) -> dict:
    case = write(tmp_path, "case.yaml", AFTER_SHOW.format(act=act))
    run = cli("compare", case, "--format", "json")
    assert run.code == 0, run.err
    return run.json()


@pytest.mark.parametrize("act, who", [("ante: {player: C, amount: 3}", "C"),
                                      ("straddle: {player: A, amount: 3}", "A")])
def test_an_ante_or_straddle_after_the_show_is_carried_to_the_next_deal(cli, tmp_path, act,
                                                                        who):
    """The show decided the pool as it stood: 15 and A's and B's 5 each, 25. A and B hold
    sequences nine to king, identical in value: every book divides the 25 equally, 12 each,
    the odd chip by lot (the Standard laws' lot, the others silent and left to lot). The 3
    put up after the show are the next deal's: carried, in the pot, divided to no one."""
    rulings = _after_show(cli, tmp_path, act)
    assert set(rulings) == set(BOOKS)
    for book, r in rulings.items():
        assert_conserved(r)
        assert r["status"] == "settled", (book, r["status"])
        assert (r["pot"], r["carried"], r["undecided"]) == (28, 3, 0), book
        assert r["awards"] == {"A": 12, "B": 12}, (book, r["awards"])
        assert [lot["amount"] for lot in r["by_lot"]] == [1], book
        assert r["refunds"] == {}, book
        said = [s for s in r["steps"] if s["event"] == 5 and "next deal" in s["finding"]]
        # the ruling says so at the act, and cites no law for carrying: none says it
        assert len(said) == 1 and said[0]["laws"] == [] and said[0]["rung"] == "story", book
        assert f"{who}'s" in said[0]["finding"] and "3" in said[0]["finding"], said


def test_a_bet_after_the_show_is_no_part_of_the_pool_and_nothing_is_carried(cli, tmp_path):
    """A bet, a call, a raise told after the show put up nothing: the pool is the 25 the
    show decided, the act said to be no part of the betting, by the law that ended it."""
    for act in ("bet: {player: A, amount: 3}", "call: C", "raise: {player: A, by: 3}"):
        for book, r in _after_show(cli, tmp_path, act).items():
            assert_conserved(r)
            assert (r["pot"], r["carried"], r["awards"]) == (25, 0, {"A": 12, "B": 12}), book


def test_chips_carried_after_the_show_are_carried_under_every_reading(cli):
    """Where the show leaves the pool open (Schenck has no law of a card exposed in the
    draw, read both ways), the ante told after it is carried all the same, and what the
    readings differ on is the pool the show decided, no more."""
    from pathlib import Path

    told = Path(__file__).resolve().parent.parent / "cases" / "deal-and-draw" / \
        "card-exposed-in-the-draw-shown-in-his-hand.yaml"
    text = told.read_text(encoding="utf-8").split("\nexpect:")[0] + "\n"
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        plain = write(Path(d), "plain.yaml", text)
        more = write(Path(d), "more.yaml", text + "  - ante: {player: Ann, amount: 2}\n")
        before = cli("rule", plain, "--book", "schenck", "--format", "json").json()
        after = cli("rule", more, "--book", "schenck", "--format", "json").json()
    assert before["status"] == after["status"] == "unsettled"
    assert after["pot"] == before["pot"] + 2 and after["carried"] == before["carried"] + 2
    assert after["undecided"] == before["undecided"]
    assert_conserved(after)


# --- a house book read in about linear time --------------------------------------------------

def test_the_index_of_laws_left_standing_is_what_asking_every_law_gives():
    """``not_prevailed`` gives, for every mix of named precedence and narrower circumstances,
    the laws no other prevails over (``prevails``), in their order."""
    import itertools
    import random

    from adjudicator.law.circumstances import When
    from adjudicator.law.rulebook import not_prevailed, prevails

    class L:  # a law as precedence sees it: an id, what it names, its circumstances
        def __init__(self, i, over, when):
            self.id, self.prevails_over, self.when = f"h:{i}", over, when
            self.conflicts_with = ()

    whens = [When(), When(agreed=frozenset({"joker"})), When(betting=frozenset({"limit"})),
             When(agreed=frozenset({"joker"}), betting=frozenset({"limit"}))]
    rng = random.Random(8)
    for _ in range(300):
        n = rng.randint(1, 7)
        laws = [L(i, tuple(f"h:{rng.randrange(n)}" for _ in range(rng.randint(0, 2))),
                  rng.choice(whens)) for i in range(n)]
        slow = [law for law in laws
                if not any(prevails(o, law) for o in laws if o is not law)]
        assert not_prevailed(laws) == slow
    assert list(itertools.chain(not_prevailed([]))) == []


def test_a_book_of_many_agreeing_laws_is_checked_and_its_conflicts_found_as_before(
        cli, tmp_path):
    """Four hundred laws that agree are checked clean; one that answers otherwise, with no
    precedence, is refused at its own line against the first it meets, as before."""
    books = tmp_path / "books"
    books.mkdir()
    head = ("book:\n  id: club\n  title: A house book\n  author: The Committee\n"
            "  source: house rules\n  extends: peel\nlaws:\n")
    law = ("  - id: club:{i}\n    title: L{i}\n    page: 1\n    kind: rule\n"
           "    text: The ace may end a sequence.\n    provides: {{sequence.ace: {v}}}\n")
    body = "".join(law.format(i=i, v="either-end") for i in range(1, 401))
    (books / "club.yaml").write_text(head + body, encoding="utf-8")
    run = cli("check", "--rulebooks", books, books)
    assert run.code == 0, run.err
    (books / "club.yaml").write_text(head + body + law.format(i=401, v="begins-only"),
                                     encoding="utf-8")
    run = cli("check", "--rulebooks", books, books)
    assert run.code != 0
    text = run.out + run.err
    # the dissenting law stands at line 8 + 6 * 400 (each law six lines)
    assert f"club.yaml:{8 + 6 * 400}:" in text and "club:1 and club:401" in text, text


# --- hand and census read the book's pack -----------------------------------------------------

PACK_BOOK = """\
book: {{id: club, title: A house book, author: The Committee, source: house rules, extends: peel}}
laws:
  - id: club:1
    title: A pack of thirty-two
    page: 1
    kind: rule
    prevails_over: [peel:1]
    text: The pack is of thirty-two cards, the twos to the sixes being left out.
    provides:
      pack.cards: 32
{ranks}"""
STRIPPED = "      pack.ranks: [aces, kings, queens, jacks, tens, nines, eights, sevens]\n"


def _pack_book(tmp_path, ranks: str):
    books = tmp_path / "books"
    books.mkdir()
    (books / "club.yaml").write_text(PACK_BOOK.format(ranks=ranks), encoding="utf-8")
    return books


def test_hand_refuses_a_card_the_book_s_pack_does_not_hold(cli, tmp_path):
    """"The twos to the sixes being left out": the deuce of spades is no card of the pack."""
    books = _pack_book(tmp_path, STRIPPED)
    run = cli("hand", "--book", "club", "--rulebooks", books, "2S 3S 4S 5S 6S")
    assert run.code == 2 and run.out == "" and len(run.err.splitlines()) == 1, run.err
    assert "2S" in run.err and "club's pack" in run.err, run.err
    run = cli("hand", "--book", "club", "--rulebooks", books, "7S 8S 9S TS JS", "-f", "json")
    assert run.code == 0 and run.json()["hands"][0]["category"] == "straight_flush", run.err


def test_census_counts_the_hands_of_the_book_s_own_pack(cli, tmp_path):
    """Thirty-two cards, eight ranks of four: C(32, 5) = 201,376 hands. Peel's ace stands
    only at the bottom of a sequence (his law 70, "ace being the lowest"), which this pack
    has not: the sequences run seven to jack, eight to queen, nine to king, three of them in
    each of four suits (12 sequence flushes). Four of a rank with a fifth card of the 28
    others: 8 x 28 = 224 fours."""
    books = _pack_book(tmp_path, STRIPPED)
    run = cli("census", "--book", "club", "--rulebooks", books, "-f", "json")
    assert run.code == 0, run.err
    census = run.json()
    assert (census["pack"], census["hands"]) == (32, 201376)
    assert census["counts"]["straight_flush"] == 12 and census["counts"]["fours"] == 224
    assert sum(census["counts"].values()) == 201376


def test_a_pack_counted_but_not_said_is_not_guessed(cli, tmp_path):
    """32 cards, and no law says which: neither hand nor census takes the 52 for them."""
    books = _pack_book(tmp_path, "")
    for args in (("census", "--book", "club"), ("hand", "--book", "club", "7S 8S 9S TS JS")):
        run = cli(*args, "--rulebooks", books)
        assert run.code == 2 and run.out == "" and len(run.err.splitlines()) == 1, run.err
        assert "32 cards" in run.err and "club:1" in run.err and "pack.ranks" in run.err


def test_the_footer_says_an_ante_told_after_the_show_goes_to_the_next_deal(cli, tmp_path):
    """The pool the show decided is divided; C's ante of 3 put up after it is carried to the
    next deal: the text and the Markdown say so alike, never that it "stays in the pool"."""
    case = write(tmp_path, "case.yaml", AFTER_SHOW.format(act="ante: {player: C, amount: 3}"))
    for fmt in ("text", "markdown"):
        run = cli("rule", case, "--book", "peel", "--format", fmt)
        assert run.code == 0, run.err
        assert "3 is carried to the next deal, no part of the pool decided here" in run.out
        assert "stays in the pool" not in run.out
