"""A book's own pack: the joker and the departures that change it, the cards `hand` accepts,
and the hands `census` counts."""
from __future__ import annotations


def test_census_with_the_joker_and_no_straights_counts_the_53_card_pack(library):
    from adjudicator.hands.census import census_of

    v = census_of(library.book("keller"), ["joker", "no-straights"])
    assert v["pack"] == 53 and v["hands"] == sum(v["counts"].values()) == 2_869_685  # 53C5
    assert v["counts"]["straight"] == v["counts"]["straight_flush"] == 0


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


def test_a_pack_too_small_for_one_hand_is_refused_in_one_line(cli, tmp_path):
    """A house book whose pack holds the queens alone (the fuzz, seed 2): four cards deal no
    hand of five. `census` divided by the hands there are, none, and failed as a fault (exit
    1). The catalogue now says a pack names two ranks at the least (pack.ranks, `fewest: 2`),
    so the book is refused at its law's line by the one loader every command reads it with:
    `check` as `books`, `census` and `hand`."""
    books = tmp_path / "books"
    books.mkdir()
    (books / "qclub.yaml").write_text(
        "book: {id: qclub, title: A house book, author: The Committee, source: house rules,"
        " extends: published-decision}\n"
        "laws:\n  - id: qclub:1\n    title: House law 1\n    page: 1\n    kind: rule\n"
        "    text: As the members agreed.\n    topics: [pack]\n"
        "    provides: {pack.ranks: [queens]}\n", encoding="utf-8")
    for args in (("census", "--book", "qclub"), ("hand", "--book", "qclub", "QS QH QD QC 2S"),
                 ("check",), ("books",)):
        run = cli(*args, "--rulebooks", books)
        # `check` reports on standard output, what it checked beside what it refuses
        said = run.out if args == ("check",) else run.err
        assert run.code == 2 and (args == ("check",) or run.out == ""), (args, run.err)
        first = said.splitlines()[0]
        assert first.startswith(f"{books / 'qclub.yaml'}:9:"), (args, run.err)
        assert "pack.ranks takes at least 2 of" in first, (args, run.err)
    # two ranks, eight cards, are a pack: a hand of five is dealt from it
    (books / "qclub.yaml").write_text((books / "qclub.yaml").read_text(encoding="utf-8")
                                      .replace("[queens]", "[queens, jacks]"), encoding="utf-8")
    run = cli("hand", "--book", "qclub", "--rulebooks", books, "QS QH QD JC JS", "-f", "json")
    assert run.code == 0 and run.json()["hands"][0]["category"] == "full", run.err
