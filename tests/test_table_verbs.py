"""What happens at tables: the dealer gathers the cards and deals again (``redeal``), the
dealer mucks a player's hand (``muck``). The casebook holds the books' rulings on each
(cases/deal-and-draw/*deals-again*, cases/after-the-show/dealer-mucks-*); these hold what
the story may tell and what the ruling says at the event."""
from __future__ import annotations

import pytest

from adjudicator.errors import InputError
from adjudicator.judge.engine import adjudicate, adjudicate_said, replay, ruling
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

HEAD = "title: t\ntable: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}\nevents:\n"
FIRST = 'deal: {A: "AS KS QS JS TS", B: "2H 3H 4H 5H 6H", C: 5, D: 5}'


def _case(*events: str, head: str = HEAD):
    text = head + "".join(f"  - {e}\n" for e in events)
    return build_case(loads(text, "t.yaml"), "t.yaml")


def _at(case, book: str, event: int, library) -> tuple[dict, list[tuple]]:
    """The ruling, and what it found at EVENT as data: (kind, params, laws) of each step."""
    r, said = adjudicate_said(case, library.book(book))
    return r, [(said[id(s)].kind, dict(said[id(s)].params), s["laws"]) for s in r["steps"]
               if s["event"] == event and id(s) in said]


def test_a_redeal_gathers_the_cards_so_the_second_deal_may_give_them_again():
    second = 'deal: {A: "2H 3H 4H 5H 6H", B: "AS KS QS JS TS", C: 5, D: 5}'
    case = _case(FIRST, "redeal: D", second)
    assert [e.verb for e in case.events] == ["deal", "redeal", "deal"]
    with pytest.raises(InputError, match="is dealt to A, but it is in B's hand"):
        _case(FIRST, second)  # without the redeal, a card is in two hands


def test_a_redeal_after_the_standard_laws_misdeal_is_the_new_deal_and_not_the_wrong_mans(
        library):
    """"In the event of a misdeal, the next dealer in turn deals" (irregularities/misdeal/1):
    B, who dealt out of turn, deals again himself, and the ruling says the deal was A's."""
    head = "title: t\ntable: {players: [A, B, C, D], dealer: A, ante: 1, limit: 10}\nevents:\n"
    case = _case("deal_out_of_turn: B", "notice: {what: deal_out_of_turn, by: C}",
                 "redeal: B", head=head)
    r, at = _at(case, "standard", 3, library)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "A"
    # B deals again, though the new deal is A's
    assert at == [("redeal.new-deal-not-his", {"who": "B", "redealer": "A"},
                   ["standard:irregularities/misdeal/1"])]


def test_a_redeal_by_the_dealer_peel_names_after_a_faced_card_is_his(library):
    case = _case("faced_card: {card: QH}", "redeal: D",
                 head=HEAD.replace("ante: 1", "ante: 0"))
    _, at = _at(case, "peel", 2, library)
    assert at == [("redeal.new-deal-his", {"who": "D", "redealer": "D"}, ["peel:10"])]


def test_a_redeal_over_an_exposed_card_cites_the_law_it_breaks_and_reads_the_silence(library):
    case = _case("exposed: {player: B, card: AS, during: deal}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "redeal: D")
    r, at = _at(case, "peel", 3, library)
    # dealing again takes from B the card he must accept as though it had not been exposed
    assert at[0] == ("redeal.takes-back-exposed", {"who": "D", "players": ("B",)}, ["peel:11"])
    assert {s["point"] for s in r["silent"]} >= {"redeal.unasked"}
    # nothing staked but the ante, which stays in the pool whichever way it is read
    assert {x["assume"][0]["reading"] for x in r["readings"]} <= {"second-deal-stands",
                                                                  "misdeal"}


@pytest.mark.parametrize("book, law", [("peel", "peel:11"), ("keller", "keller:ch4/the-deal/3")])
def test_a_redeal_over_an_exposed_card_says_what_the_cited_law_says(library, book, law):
    """Peel 11: "such card shall be accepted by the player to whom it is dealt, as though it
    had not been exposed"; Keller p. 22: he "must accept it as though it had not been
    exposed". Only Peel forbids the exchange in terms: the finding says what both say."""
    case = _case("exposed: {player: B, card: AS, during: deal}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "redeal: D")
    r = adjudicate(case, library.book(book))
    (step,) = [s for s in r["steps"] if s["event"] == 3 and s["laws"] == [law]]
    assert "accept as though it had not been exposed" in step["finding"]
    assert "as though it had not been exposed" in library.book(book).law(law).text
    assert "forbids" not in step["finding"]


@pytest.mark.parametrize("book", ["schenck", "standard", "published-decision"])
def test_a_card_exposed_in_a_first_deal_decides_nothing_once_the_second_deal_stands(
        library, book):
    """Books with no law of a card exposed in dealing, nor of a deal dealt again unasked:
    read as standing, the second deal is the deal, and B, whom nobody calls, takes the
    pool (Schenck rules/19, "the one who remains in to the last wins, and takes the pool";
    the Standard's showdown/4). No card of the first deal is in it: the silence on the
    exposed card decides nothing there. Read as a misdeal, B's 2 are a bet made in it, which
    these books neither keep nor give back: read both ways, so that no chip goes alike under
    every reading, and the 3 are held."""
    case = _case("cut: C", "exposed: {player: B, card: AS, during: deal}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "redeal: D", "cut: C",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "bet: {player: B, amount: 2}",
                 "fold: C", "fold: D", "fold: A")
    r = adjudicate(case, library.book(book))
    stands = next(x for x in r["readings"]
                  if x["assume"][0]["reading"] == "second-deal-stands")
    assert (stands["status"], stands["awards"], stands["undecided"]) == ("settled", {"B": 3}, 0)
    assert (r["refunds"], r["undecided"]) == ({}, 3)
    back = {(x["carried"], x["refunds"].get("B", 0)) for x in r["readings"]
            if x["assume"][0]["reading"] == "misdeal"}
    assert {b for _, b in back} == {0, 2}  # B's 2 stay in the pool, or go back to him
    exposed = [x for x in r["silent"] if x["point"] == "exposed.in-deal"]
    assert exposed and not any(x["decisive"] for x in exposed)


def test_a_bet_made_in_a_deal_read_as_a_misdeal_stays_in_the_pool_under_peel(library):
    """Peel 55: "A bet once made, whether made in proper turn or not, cannot be recalled".
    D deals again unasked over the card exposed to B, which the book is silent on: read as a
    misdeal, B's 2 bet in the second deal stay in the pool for the new deal, never back to
    him; read as standing, he takes the 3. Nothing goes alike: the 3 are held."""
    case = _case("cut: C", "exposed: {player: B, card: AS, during: deal}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "redeal: D", "cut: C",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "bet: {player: B, amount: 2}",
                 "fold: C", "fold: D", "fold: A")
    r = adjudicate(case, library.book("peel"))
    assert (r["refunds"], r["undecided"]) == ({}, 3)
    misdeal = [x for x in r["readings"] if x["status"] == "misdeal"]
    assert misdeal and all("B" not in x["refunds"] for x in misdeal)
    assert sorted((x["carried"], x["refunds"].get("A", 0)) for x in misdeal) == [(2, 1), (3, 0)]
    # the reading's own finding cites the law that keeps the bet
    read = ruling(replay(case, library.book("peel"), (), {
        "silent.redeal.unasked": "misdeal", "silent.misdeal.ante": "stays-in-pot"}))
    said = [s for s in read["steps"] if "puts up after the misdeal" in s["finding"]]
    assert [s["laws"] for s in said] == [["peel:55", "peel:56"]]


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard"])
def test_a_hand_mucked_before_the_draw_leaves_the_last_player_the_pool(library, book):
    """Every other player out, the one left takes the pool, however the others went out:
    here by the book's law of the show, which a mucked hand can never satisfy."""
    case = _case(FIRST, "bet: {player: B, amount: 2}", "fold: C", "fold: D", "call: A",
                 "muck: A")
    r = adjudicate(case, library.book(book))
    assert r["status"] == "settled" and r["awards"] == {"B": 4}
    assert r["retired"]["A"] is not None  # out by a law of the book, cited


# each book's law of the last player left in, in its own words: Peel 58 ("he who remains
# in takes the pool"), Keller's betting after the draw /7, Schenck rules/19, the Standard's
# showdown/4
LAST_LEFT = {"peel": "peel:58", "keller": "keller:ch4/betting-after-the-draw/7",
             "schenck": "schenck:rules/19", "standard": "standard:showdown/4"}


@pytest.mark.parametrize("book", sorted(LAST_LEFT))
def test_a_hand_mucked_once_the_betting_is_over_but_before_any_is_shown(library, book):
    """The bets equal and the hands to be shown, the dealer mucks A's before anybody shows:
    B, the one left in, takes the pool by the book's law of the last left, and the deal does
    not go on with one player in it (a fuzz case of seed 2; B also calls twice)."""
    from stories import FOLDER
    from adjudicator.story.case import load_case

    r = adjudicate(load_case(FOLDER / "b-calls-twice-and-a-mucks.yaml"), library.book(book))
    assert r["status"] == "settled" and r["awards"] == {"B": r["pot"]} and r["carried"] == 0
    last = [s for s in r["steps"] if s["event"] == 5 and LAST_LEFT[book] in s["laws"]]
    assert last, [s["laws"] for s in r["steps"] if s["event"] == 5]


def test_a_hand_mucked_after_its_holder_passed_changes_nothing(library):
    case = _case(FIRST, "bet: {player: B, amount: 2}", "fold: C", "fold: D", "call: A",
                 "fold: A", "muck: A")
    r = adjudicate(case, library.book("peel"))
    assert r["awards"] == {"B": 4}
    (step,) = [s for s in r["steps"] if s["event"] == 7]
    assert "already out" in step["finding"] or "after" in step["finding"]


def test_bets_after_a_misdeal_are_counted_as_the_table_put_them_up(library):
    """The uncut pack pointed out during the deal makes a misdeal (Peel 8; the Standard laws'
    misdeal 1), and the table plays on: B bets 2, C calls, D raises 3, B calls. Each call
    meets the most put up since: 13 chips in all (the ante 1, B 5, C 2, D 5). Peel keeps a
    bet once made (55): all 13 stay for the new deal, D dealing again on law 8; the Standard
    laws keep the ante alone, and the bets beyond it go back or remain, read both ways."""
    case = _case("shuffle: D", "no_cut: C", "notice: {what: no_cut, by: B}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}", "bet: {player: B, amount: 2}", "call: C",
                 "raise: {player: D, by: 3}", "call: B", "fold: C", "fold: A",
                 'show: {B: "KS KH 5D 4C 2H", D: "JS JH 7D 4S 2S"}')
    r = adjudicate(case, library.book("peel"))
    assert (r["status"], r["pot"], r["carried"], r["refunds"]) == ("misdeal", 13, 13, {})
    assert r["stakes"] == {"A": 1, "B": 5, "C": 2, "D": 5}
    assert r["answer"].startswith("A misdeal: D deals again (peel:8); the 13 in the pool is there "
                                  "for the new deal: the 12 beside the ante stays")
    r = adjudicate(case, library.book("standard"))
    assert (r["status"], r["carried"], r["undecided"]) == ("misdeal", 1, 12)
    back = sorted(tuple(sorted(x["refunds"].items())) for x in r["readings"])
    assert back == [(), (("B", 5), ("C", 2), ("D", 5))]
