"""`adjudicator topics`: every point where the books differ or one is silent shows correctly.

The table below is NOTES.md section 4 (issue #3's acceptance), one entry a row: the topic key
that represents the point, and for each of the four books the law ids NOTES cites (each must
appear among the column's leading laws or in its "also"), or SILENT where NOTES writes "—"
(the column must then be silent, with no law at all).

Where NOTES's id differs from the YAML's, the YAML's id is used:
  * Peel's descriptive chapter is numbered by paragraph in the YAML, and NOTES miscounted it:
    NOTES desc/51 -> peel:desc/45, desc/52.a -> desc/46, desc/54 -> desc/48, desc/55 -> desc/49
    (only desc/51 and desc/54 are cited in section 4, row 29).
  * NOTES abbreviates Keller's ids to the last two parts ("order-of-hands/5",
    "the-deal/2"); the table writes them in full (keller:ch3/order-of-hands/5). Keller's ch. X
    (his reprint of Schenck) is never cited here: those paragraphs carry topics, no provisions.
  * NOTES writes the Standard Laws' ids from their section ("rank/6", "misdeal/1",
    "rotation/1"); in full they are standard:object/rank/6, standard:irregularities/misdeal/1,
    standard:sequence/rotation/1, and so on.
"""
from __future__ import annotations

import re
from typing import NamedTuple, Union

import pytest

from adjudicator.law.topics import side_by_side, topic_index

BOOKS = ("peel", "keller", "schenck", "standard")
SILENT = "SILENT"
Cell = Union[tuple, str]


class Row(NamedTuple):
    n: int
    slug: str      # the point, as the test is named
    point: str     # the point as NOTES heads it
    topic: str
    peel: Cell
    keller: Cell
    schenck: Cell
    standard: Cell


def P(*ids):
    return tuple(f"peel:{i}" for i in ids)


def K(*ids):
    return tuple(f"keller:{i}" for i in ids)


def S(*ids):
    return tuple(f"schenck:{i}" for i in ids)


def L(*ids):
    return tuple(f"standard:{i}" for i in ids)


OOH = "ch3/order-of-hands"
DEAL = "ch4/the-deal"
DD = "ch4/discard-and-draw"
BBD = "ch4/betting-before-the-draw"
BAD = "ch4/betting-after-the-draw"
UNL = "ch8/the-unlimited-and-old-fashioned-games"
TIES = "showdown/breaking-ties"

ROWS = [
    Row(1, "ace_in_sequences", "Ace in sequences", "sequence.ace",
        P("71", "desc/4"), K(f"{OOH}/5"), S("hands/5"), L("object/rank/6")),
    # Schenck: NOTES "implied by hands/5" (an ace counts as the highest card, so A-K-Q-J-10
    # tops the sequences); hands/5 is tagged sequence.highest for it.
    Row(2, "top_straight", "Top straight / straight flush", "sequence.highest",
        P("hands/2", "hands/6"), K(f"{OOH}/5"), S("hands/5"), L("object/rank/2")),
    # Schenck is silent, as NOTES says: hands/5 ("an ace counts either as the highest or lowest
    # card, that is, below a deuce or above a king") says where an ace may stand, not whether
    # it may stand between a king and a two, so its sequence.round-the-corner tag was dropped.
    Row(3, "round_the_corner", "Round-the-corner (K-A-2)", "sequence.round-the-corner",
        P("71"), K(f"{OOH}/5"), SILENT, SILENT),
    # Keller: NOTES writes "—" yet cites order-of-hands/11 ("identical hands must divide the
    # pool, share and share alike"), and for Schenck cites ties/6 ("the pool is divided"),
    # which says the same. By the text both settle the point the same way (no suit breaks a
    # tie), so both are shown, not Keller silent and Schenck speaking. Peel's 69 and 70 apply
    # the hearts precedence of desc/5.
    Row(4, "suit_precedence", "Suit precedence", "suits.precedence",
        P("desc/5", "70"), K(f"{OOH}/11"), S("ties/6"), L("cards/1", f"{TIES}/7")),
    Row(5, "flushes_hearts_before_rank", "Flushes: hearts before rank", "flush.ties",
        P("69"), K(f"{OOH}/6"), S("ties/3"), L(f"{TIES}/6")),
    # Peel: 73 has no fifth-card rule, so equal two pairs fall to 76 (share); NOTES cites both.
    Row(6, "kicker_with_equal_two_pairs", "Kicker with equal two pairs", "two-pairs.ties",
        P("73", "76"), K(f"{OOH}/3"), S("ties/5"), L(f"{TIES}/4")),
    Row(7, "exact_ties", "Exact ties", "ties.identical",
        P("76"), K(f"{OOH}/11"), S("ties/6"), L(f"{TIES}/7")),
    # Peel: law 65 ranks the sequence above threes without condition (tagged straight.status).
    Row(8, "status_of_straights", "Status of straights", "straight.status",
        P("65"), K("ch3/the-straight/1", "ch3/the-straight/2"), S("hands/5"), L("object/rank/6")),
    Row(9, "blaze", "Blaze", "blaze",
        P("mods/2"), K("ch3/the-blaze/1"), SILENT, SILENT),
    Row(10, "skip_straight", "Skip straight", "skip-straight",
        P("terms/32"), K("ch3/the-straight/4"), SILENT, SILENT),
    # Whether a joker or wild card is in the game at all is the pack's question ("a joker or
    # other extra card"); row 12, what it counts as, is the joker topic's.
    Row(11, "joker_or_wild_cards_allowed", "Joker / wild cards allowed?", "pack",
        P("mods/3", "1"), K("ch12/the-joker/1"), SILENT,
        L("cards/wild-cards/1", "cards/the-bug/1")),
    Row(12, "joker_against_natural_card", "Joker vs natural card; five of a kind", "joker",
        P("mods/3"), K("ch12/the-joker/1"), SILENT,
        L("object/rank/1", f"{TIES}/3", "showdown/3")),
    Row(13, "first_dealer", "First dealer", "first-dealer",
        P("2", "desc/8"), K("ch4/the-ante/1", "ch12/progressive-poker/10"), S("rules/1"),
        L("deal/1")),
    Row(14, "who_shuffles", "Who shuffles; how often", "shuffle",
        P("3", "5"), K(f"{DEAL}/1"), S("rules/3"), L("deal/shuffle/1")),
    Row(15, "cut", "Cut", "cut",
        P("4"), K(f"{DEAL}/1"), S("rules/3"), L("deal/cut/1")),
    # Keller: incidental-jack-pots/5 ("in some games a jack pot is made on every misdeal") says
    # what the new deal becomes under that custom; NOTES cites it here, so it carries
    # misdeal.redealer as well as misdeal.
    Row(16, "misdeal_who_deals_again", "Misdeal: who deals again", "misdeal.redealer",
        P("8", "10", "12"), K(f"{DEAL}/2", f"{DEAL}/4", "ch5/incidental-jack-pots/5"), SILENT,
        L("irregularities/misdeal/1")),
    Row(17, "uncut_pack_time_bar", "Uncut pack: time bar", "misdeal.uncut",
        P("8", "9"), K(f"{DEAL}/2"), SILENT, L("irregularities/misdeal/1")),
    # Standard: NOTES cites incorrect-number-of-hands/1 (an omitted player, an excess hand) beside
    # incorrect-number-of-cards/1; it carries foul-hand.dealt after misdeal.hands.
    Row(18, "wrong_number_of_cards_dealt", "Wrong number of cards dealt", "foul-hand.dealt",
        P("12", "13"), K(f"{DEAL}/4", f"{DEAL}/5"), SILENT,
        L("irregularities/incorrect-number-of-cards/1",
          "irregularities/incorrect-number-of-hands/1")),
    # Keller: the-deal/5 speaks to the foul hand dealt but gives no refund; it is the law shown.
    Row(19, "foul_hand_refund", "Foul hand dealt: who refunds the ante", "foul-hand.refund",
        P("14", "16"), K(f"{DEAL}/5"), SILENT, SILENT),
    # Keller: the ch. II definition ("any hand obtained irregularly") widens what is foul at the
    # show; NOTES cites it, so it carries foul-hand.show. Standard: NOTES writes "—", no law
    # naming a foul hand; its general laws decide it (issue 20, general laws before silence):
    # "A poker hand consists of exactly five cards" (object/1), and "The highest-ranking poker
    # hand wins the pot" (showdown/1).
    Row(20, "foul_hand_at_the_show", "Foul hand at the show", "foul-hand.show",
        P("63", "64"), K(f"{BAD}/9", "ch2/technical-terms/foul-hand"), SILENT,
        L("showdown/1", "object/1")),
    # Standard: only misdealt-card rectification (incorrect-number-of-cards/1), no exposed card.
    Row(21, "card_exposed_in_the_deal", "Card exposed in the deal", "exposed.deal",
        P("11"), K(f"{DEAL}/3"), SILENT, SILENT),
    # Schenck: rules/11 gives the draw "without their being seen" and no remedy; it carries
    # exposed.draw (Keller's reprint of it, ch10/rules/11, already did).
    Row(22, "card_exposed_in_the_draw", "Card exposed in the draw", "exposed.draw",
        P("40"), K(f"{DD}/9"), S("rules/11"), SILENT),
    # Discarding before drawing is the order of the draw: Schenck rules/12 (and Keller's reprint
    # ch10/rules/12) carry draw.order beside draw.discard.
    Row(23, "discarding_order", "Discarding order", "draw.order",
        P("36", "35"), K(f"{DD}/3"), S("rules/12"), SILENT),
    Row(24, "asking_how_many_the_dealer_drew", "Asking how many the dealer drew",
        "dealer-draw.question",
        P("49", "50", "51"), K(f"{DD}/6"), S("rules/23"), SILENT),
    # Standard: no compulsory ante in the general laws, NOTES says, "only mentioned in
    # misdeal/1" ("the regular ante is made for the next pot also"): not "—", so misdeal/1,
    # the Standard's one word on the ante, carries the ante topic.
    Row(25, "ante_who_and_how_much", "Ante: who, how much", "ante",
        P("19", "20"), K("ch4/the-ante/1", "ch4/the-ante/1.rule"), S("rules/4"),
        L("irregularities/misdeal/1")),
    Row(26, "straddle_limits_and_size", "Straddle limits and size", "straddle",
        P("21", "22"), K("ch4/the-straddle/1", "ch2/technical-terms/straddle"), SILENT, SILENT),
    # Standard: no minimum; the first bettor is set by the form of game (betting/1) and may
    # check, "a bet of nothing" (checking/1). Both carry opening.minimum.
    Row(27, "minimum_to_open", "Minimum to enter or open before the draw", "opening.minimum",
        P("25", "desc/27"), K(f"{BBD}/2"), S("rules/4", "rules/7"),
        L("betting/1", "betting/checking/1")),
    Row(28, "first_bet_after_the_draw", "Who bets first after the draw when the age has dropped",
        "betting.first-after-draw",
        P("53"), K(f"{BAD}/2"), S("rules/14"), L("betting/1")),
    # Peel: NOTES desc/51 and desc/54 are the YAML's desc/45 and desc/48; law 54 ("shall
    # retire" unless he stakes) is the numbered laws' implied bet-or-retire, so it carries
    # betting.check too.
    Row(29, "checking_and_holding_the_age", "Checking / standing / holding the age",
        "betting.check",
        P("desc/45", "desc/48", "54"), K(f"{BAD}/1", "ch5/jack-pots/10"), S("rules/14"),
        L("betting/checking/1")),
    # Schenck rules/9 answers the catalogue's betting.in-turn question, whose topic is
    # betting.out-of-turn, but was tagged only betting.in-turn (the column read "silent" beside
    # a law); it and Keller's reprint ch10/rules/9 now carry betting.out-of-turn.
    Row(30, "betting_out_of_turn", "Betting out of turn", "betting.out-of-turn",
        P("55"), K(f"{BBD}/1"), S("rules/9"), L("irregularities/betting/2")),
    # Schenck names no announcement, but rule 15 decides it (issue 20): "Each better in turn
    # must put into the pool a sum ... or else failing to do that, the party who fails must
    # go out": a bet is what is put into the pool, as Keller's "must deposit the amount".
    Row(31, "announced_bet_against_chips", "Announced bet vs chips", "announcement",
        P("56", "57"), K(f"{BAD}/3", "ch9/on-attention/1"), S("rules/15"),
        L("irregularities/betting/3")),
    # Peel and Schenck name no miscall; their general laws decide it (issue 20): "the best
    # hand exposed wins" (Peel p. 37) and law 59, "the highest hand wins the pool".
    Row(32, "miscalled_hand_at_the_show", "Miscalled hand at the show", "show.miscall",
        P("desc/50", "59"), K(f"{BAD}/6"), S("rules/18"), L("showdown/2")),
    Row(33, "order_of_showing", "Order of showing", "show.order",
        P("59"), K(f"{BAD}/5"), S("rules/18"), L("showdown/1")),
    Row(34, "show_for_what_one_has", "Show for what one has (short stack)", "show-for-stake",
        P("60", "61"),
        K(f"{BAD}/10", "ch6/freeze-out/7", "ch7/table-stakes/6", f"{UNL}/5", f"{UNL}/6"),
        S("rules/15"), SILENT),  # Schenck: no law of his own; rules/15's general words
    # Peel: NOTES reads the case under law 60 (A takes ante + an equal stake from B and C),
    # so law 60 carries table-stakes.decision.
    Row(35, "table_stakes_decision", "The A/B/C table-stakes decision", "table-stakes.decision",
        P("60"), K("ch7/table-stakes/15", "ch7/table-stakes/18"), SILENT, SILENT),
    Row(36, "borrowing", "Borrowing", "borrowing",
        P("62", "hints/22"), K(f"{BAD}/11", "ch7/table-stakes/8", "ch9/on-borrowing/1"),
        SILENT, SILENT),
    Row(37, "what_makes_a_jack_pot", "What makes a jack-pot", "jack-pot.trigger",
        P("29"),
        K(f"{BBD}/6", "ch5/incidental-jack-pots/2", "ch5/incidental-jack-pots/5",
          "ch5/incidental-jack-pots/6", "ch5/the-buck/1"),
        SILENT, SILENT),
    Row(38, "jack_pot_opening_minimum", "Jack-pot opening minimum", "jack-pot.openers",
        P("30", "31", "32"),
        K("ch5/progressive-jack-pots/1", "ch5/progressive-jack-pots/3",
          "ch5/progressive-jack-pots/4", "ch12/progressive-poker/8"),
        SILENT, SILENT),
    Row(39, "jack_pot_feed", "Jack-pot feed", "jack-pot.feed",
        P("30", "31"), K("ch5/jack-pots/7", "ch5/jack-pots/8", "ch12/progressive-poker/8"),
        SILENT, SILENT),
    # Peel: no jack-pot law on the order; its ordinary laws (23-25, 53) govern, under their
    # own topics.
    Row(40, "jack_pot_betting_order", "Jack-pot betting order", "jack-pot.betting-order",
        SILENT, K("ch5/jack-pots/5", "ch5/jack-pots/10"), SILENT, SILENT),
    # Keller: jack-pots/15 (an opener who splits must announce it "in order that he may show a
    # legal opening hand", or forfeit) carries jack-pot.false-opener beside split-openers.
    Row(41, "proving_openers", "Proving openers; false opener", "jack-pot.false-opener",
        P("33", "jackpot/1"), K("ch5/jack-pots/14", "ch5/jack-pots/15"), SILENT, SILENT),
    # Keller's "ch8 unlimited game discouraged" is ch8/the-unlimited-and-old-fashioned-games/4.
    Row(42, "limit", "Limit", "limit",
        P("desc/6", "stakes/1"), K("ch4/the-limit/1", "ch6/freeze-out/9", f"{UNL}/4"), SILENT,
        L("betting/4")),
    Row(43, "number_of_players", "Number of players", "players.number",
        P("desc/2"), K("ch4/rules/2"), SILENT, L("players/1")),
    # Schenck: rules/15 (he who fails to make good "must go out of the play") and Keller's
    # reprint ch10/rules/15 carry passing.re-entry beside passing.
    Row(44, "passing_and_re_entry", "Passing and re-entry", "passing.re-entry",
        P("27"), K(f"{BAD}/8", "ch8/the-old-fashioned-game/4"), S("rules/15"), L("betting/1.a")),
    # Peel: law 46 (whose evidence decides a dispute over the cards demanded) carries referee
    # beside evidence. Keller: NOTES writes "—" but names ch12/progressive-poker/3, and by the
    # text it is on the point, not tangential: "all questions that may arise in the progress
    # of the game must be left to the banker ... whose decision is final". It is Keller's one
    # law on who decides a dispute (in progressive poker), so the column shows it.
    Row(45, "referee_of_disputes", "Referee of disputes", "referee",
        P("77", "78", "46"), K("ch12/progressive-poker/3"), SILENT, SILENT),
    Row(46, "talk_at_the_table", "Talk at the table", "table-talk",
        P("15", "16"), K("ch9/on-attention/2"), S("rules/13"), SILENT),
    Row(47, "pack_runs_out_during_the_draw", "Pack runs out during the draw", "draw.pack-short",
        P("41"), K("ch4/rules/2"), SILENT, SILENT),
    # Not a conflict: "from right to left" (Peel, Keller) and "to the left" (Schenck, Standard)
    # are the same clockwise rotation. The definitions of "age" (Peel terms/2, Keller ch. II),
    # the seat at the dealer's left where that rotation starts, carry deal.rotation beside
    # terminology. Schenck rules/9 also goes "round by the left".
    Row(48, "terminology_and_rotation", "Terminology that would mislead an encoder",
        "deal.rotation",
        P("terms/2", "7", "18", "21", "25", "35", "53"),
        K("ch2/technical-terms/age", f"{DEAL}/7"), S("rules/14", "rules/9"),
        L("sequence/rotation/1")),
]


def test_the_table_has_the_48_rows_of_notes_section_4(library):
    assert [r.n for r in ROWS] == list(range(1, 49))
    assert len({r.slug for r in ROWS}) == 48
    for row in ROWS:
        assert row.topic in library.topics, f"row {row.n}: no topic {row.topic!r}"
        for book in BOOKS:
            cell = getattr(row, book)
            assert cell == SILENT or (cell and all(i.startswith(book + ":") for i in cell))
            if cell != SILENT:
                for law_id in cell:
                    assert library.find_law(law_id), f"row {row.n}: no law {law_id}"


@pytest.fixture(scope="module")
def four(library):
    return [library.book(b) for b in BOOKS]


def _provides_topic(library, law_id: str, topic: str) -> bool:
    """Whether a law answers one of the topic's questions in its own words (a topic that
    has no question of the catalogue: whether it is tagged with it)."""
    from adjudicator.law.provisions import CATALOGUE

    keys = {k for k, spec in CATALOGUE.items() if spec.topic == topic}
    law = library.find_law(law_id)
    if not keys:
        return topic in law.topics
    # or a law the answer is read together with (issue 36: `read_with`, the Standard laws'
    # showdown/1 read with object/1's "A poker hand consists of exactly five cards")
    book = library.book(law_id.split(":")[0])
    return any(k in keys for k, _ in law.provides) or any(
        law_id in other.read_with_for(k) for other in book.laws.values() for k in keys)


def _check(library, four, row: Row, book: str) -> None:
    """NOTES's citations of a book on the point: each law that provides an answer to one of
    the topic's questions leads the book's column; since issue 40, a law NOTES cites that
    provides none is never listed (Keller's the-deal/5, which retires the holder of a foul
    hand and orders no refund, is no law on who refunds him): the column shows the book's
    other laws on the topic's questions, if it has any, else it is silent."""
    view = side_by_side(library, four, row.topic)
    col = next(c for c in view["books"] if c["book"] == book)
    shown = [law["id"] for law in col["laws"]] + col["also"]
    want = getattr(row, book)
    where = f"row {row.n} ({row.point}), `topics {row.topic}`, {book}"
    providing = [] if want == SILENT else [
        i for i in want if _provides_topic(library, i, row.topic)]
    if want == SILENT:
        assert col["silent"] and not shown, f"{where}: should be silent, shows {shown}"
        return
    if providing:
        assert not col["silent"], f"{where}: shows silent"
    missing = [i for i in providing if i not in shown]
    assert not missing, f"{where}: {missing} not shown (shows {shown})"
    listed = [i for i in want if i not in providing and i in shown]
    assert not listed, f"{where}: {listed} provide no answer on the topic, yet are shown"


def test_a_law_that_does_not_speak_to_a_refund_is_never_listed_under_it(library, four):
    # issue 40: `topics foul-hand.refund` listed Keller's the-deal/5 ("the player holding the
    # foul hand must retire from the game for that deal"), which speaks of no refund
    view = side_by_side(library, four, "foul-hand.refund")
    cols = {c["book"]: c for c in view["books"]}
    assert cols["keller"]["silent"] and not cols["keller"]["laws"]
    assert [law["id"] for law in cols["peel"]["laws"]] == ["peel:14", "peel:16"]


def test_every_law_that_provides_the_point_leads_not_only_the_preferred(library, four):
    # issue 40: Keller's progressive jack pots were hidden under "Also in" while his stated
    # preference (fixed at jacks, p. 39) led; every law that provides an opening hand leads
    view = side_by_side(library, four, "jack-pot.openers")
    keller = next(c for c in view["books"] if c["book"] == "keller")
    ids = [law["id"] for law in keller["laws"]]
    # his answer rests on the least hand of p. 31; his counsel of p. 39 ("should be fixed
    # permanently at jacks") provides nothing
    assert ids[0] == "keller:ch5/jack-pots/4"
    assert "keller:ch5/progressive-jack-pots/1" in ids  # jacks, queens, kings, aces (p. 38)
    assert not keller["also"]


def test_the_published_decision_is_shown_only_where_it_speaks(library):
    books = library.books()
    shown = [t for t in library.topics if any(
        c["book"] == "published-decision" for c in side_by_side(library, books, t)["books"])]
    own = {t for law in library.book("published-decision").laws.values() for t in law.topics}
    assert shown and set(shown) <= own, shown
    assert "sequence.ace" not in shown  # it takes Keller's order of the hands, and says none


def _row_test(row: Row):
    @pytest.mark.parametrize("book", BOOKS)
    def test(library, four, book):
        _check(library, four, row, book)

    test.__name__ = f"test_row_{row.n:02d}_{row.slug}"
    test.__doc__ = f"NOTES 4, row {row.n}: {row.point} (`topics {row.topic}`)."
    return test


for _row in ROWS:
    globals()[f"test_row_{_row.n:02d}_{_row.slug}"] = _row_test(_row)
del _row


# --- the topics themselves ---

def test_every_topic_is_used_by_at_least_one_law(library):
    used = {t for book in library.books() for law in book.laws.values() for t in law.topics}
    unused = [t for t in library.topics if t not in used]
    assert not unused, f"topics no law carries: {unused}"


def test_every_laws_topics_exist(library):
    bad = [(law.id, t) for book in library.books() for law in book.laws.values()
           for t in law.topics if t not in library.topics]
    assert not bad


def test_topic_keys_are_lower_case_dotted_and_described(library):
    for key, desc in library.topics.items():
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)*", key), key
        assert isinstance(desc, str) and desc.strip() and "\n" not in desc, key


def test_a_column_is_silent_exactly_when_it_shows_no_law(library):
    """A book is never shown "silent" beside a law of its own or one it inherits."""
    books = library.books()
    for topic in library.topics:
        for col in side_by_side(library, books, topic)["books"]:
            assert col["silent"] == (not col["laws"] and not col["also"]), (topic, col["book"])


# --- the command line ---

def test_sequence_ace_sets_peel_71_against_the_others(cli):
    r = cli("topics", "sequence.ace", "--format", "json")
    assert r.code == 0, r.err
    view = r.json()
    assert view["topic"] == "sequence.ace" and view["description"]
    cols = {c["book"]: c for c in view["books"]}
    lead = {b: [law["id"] for law in c["laws"]] for b, c in cols.items()}
    assert lead["peel"][0] == "peel:71"
    assert cols["peel"]["laws"][0]["provides"]["sequence.ace"] == "begins-only"
    for book, law_id in (("keller", "keller:ch3/order-of-hands/5"),
                         ("schenck", "schenck:hands/5"),
                         ("standard", "standard:object/rank/6")):
        assert not cols[book]["silent"]
        assert law_id in lead[book], (book, lead[book])
        law = next(law for law in cols[book]["laws"] if law["id"] == law_id)
        assert law["provides"]["sequence.ace"] == "either-end"
    # The published decision extends Keller and takes his order of the hands: it speaks to
    # no sequence itself, and is not shown (issue 40).
    assert "published-decision" not in cols


def test_topics_without_argument_lists_every_topic_with_the_books_that_speak(cli, library):
    r = cli("topics", "--format", "json")
    assert r.code == 0, r.err
    listed = r.json()
    assert [t["topic"] for t in listed] == list(library.topics)
    books = library.books()
    for entry in listed:
        key = entry["topic"]
        # the books `topics KEY` shows with laws, and those it shows silent (issue 40: the
        # same reading of who speaks in the list as in each topic's table)
        cols = side_by_side(library, books, key)["books"]
        assert entry["description"] == library.topics[key]
        assert entry["books"] == [c["book"] for c in cols if not c["silent"]], key
        assert entry["silent"] == [c["book"] for c in cols if c["silent"]], key
        assert entry["books"], f"{key}: no book speaks to it"
    refund = next(e for e in listed if e["topic"] == "foul-hand.refund")
    assert refund["books"] == ["peel"] and "keller" in refund["silent"]
    assert "published-decision" not in refund["silent"]
    # each item as the index makes it, with the contract's version (a list has no key of its own)
    assert listed == [{"schema_version": 3, **t} for t in topic_index(library, books)]
    text = cli("topics")
    assert text.code == 0, text.err
    firsts = {line.split()[0] for line in text.out.splitlines() if line.strip()}
    assert set(library.topics) <= firsts


def test_a_point_a_ruling_names_opens_the_topic_it_belongs_to(library, four):
    # a ruling names its points by question (exposed.in-draw, silent.betting.out-of-turn);
    # asked for as a topic, each opens its topic, Peel 40 under the card exposed in the draw
    view = side_by_side(library, four, "exposed.in-draw")
    assert view["topic"] == "exposed.draw"
    peel = next(c for c in view["books"] if c["book"] == "peel")
    assert [law["id"] for law in peel["laws"]] == ["peel:40"]
    assert side_by_side(library, four, "silent.betting.out-of-turn")["topic"] == \
        "betting.out-of-turn"
