"""An auditor's findings on issue 20 ("a referee's reasoning"), each ruled from the law's
words: the book's specific law, then its general laws, and only then silence; every act
judged by the law whose words permit or forbid it; no finding contradicted by a later one;
every chip the story puts up accounted for."""
from __future__ import annotations

from pathlib import Path

from adjudicator.judge.engine import adjudicate
from adjudicator.story import yamlio
from adjudicator.story.case import build_case, load_case

CASES = Path(__file__).resolve().parent.parent / "cases" / "betting-and-show"


def _rule(library, path: Path, book: str) -> dict:
    return adjudicate(load_case(path), library.book(book))


def _story(library, text: str, book: str) -> dict:
    return adjudicate(build_case(yamlio.loads(text, "t.yaml"), "t.yaml"), library.book(book))


def _cited(ruling: dict) -> set[str]:
    return {c["id"] for c in ruling["citations"]}


def _at(ruling: dict, event: int) -> list[dict]:
    return [s for s in ruling["steps"] if s["event"] == event]


def _text(step: dict) -> str:
    return str(step["finding"])


# --- 1. nobody opens, and the age alone is left --------------------------------------------

def test_the_one_player_left_when_nobody_opens_takes_the_pool_by_the_law_of_the_last_left(
        library):
    """Neither book has a law of a deal nobody opens. The Standard laws: "If at any stage of
    the game every player but one has dropped, the latter takes the pot without showing any
    of his cards"; Schenck 19: "If all the other players throw down their hands, the one who
    remains in to the last wins, and takes the pool". B, C and D throw up their hands; A,
    the age, who put up the ante, remains: he takes the 2, by words that name the case (the
    specific rung)."""
    path = CASES / "nobody-opens-the-age-is-left.yaml"
    for book, law in (("standard", "standard:showdown/4"), ("schenck", "schenck:rules/19")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled", book
        assert ruling["awards"] == {"A": 2} and ruling["undecided"] == 0
        assert ruling["readings"] == []
        assert "unopened.next" not in {s["point"] for s in ruling["silent"]}
        taken = [s for s in ruling["steps"] if law in s["laws"]]
        assert taken and taken[-1]["rung"] == "specific"


def test_a_book_with_a_law_of_the_unopened_deal_keeps_it(library):
    """The specific law comes first: Keller /6 ("the age is entitled to the ante"), Peel 29
    (a game not opened is a jack-pot: the pool stays)."""
    path = CASES / "nobody-opens-the-age-is-left.yaml"
    keller = _rule(library, path, "keller")
    assert keller["awards"] == {"A": 2}
    assert "keller:ch4/betting-before-the-draw/6" in _cited(keller)
    assert "keller:ch4/betting-before-the-draw/5" not in _cited(keller)
    peel = _rule(library, path, "peel")
    assert peel["status"] == "passed" and peel["carried"] == 2 and peel["awards"] == {}


def test_jack_pots_agreed_that_the_book_does_not_know_leave_the_unopened_deal_open(library):
    """Played as jack pots, a deal nobody opens is what the players agreed, and a book that
    knows no jack pots does not say whether the agreement or its own law decides: held."""
    path = CASES / "nobody-opens-jack-pots-agreed.yaml"
    for book in ("standard", "schenck"):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "unsettled" and ruling["undecided"] == 2, book
        assert ruling["readings"]


# --- 2. a call spoken without chips -------------------------------------------------------

def test_schenck_a_bet_is_what_is_put_into_the_pool(library):
    """Schenck 15: "Each better in turn must put into the pool a sum equal at least to the
    first bet made ... or else failing to do that, the party who fails must go out of the
    play forfeiting his interest in the pool". B said "I call" and put nothing in: he goes
    out, and C, the one left, takes the 22."""
    ruling = _rule(library, CASES / "call-spoken-without-chips.yaml", "schenck")
    assert ruling["status"] == "settled"
    assert ruling["awards"] == {"C": 22} and ruling["undecided"] == 0
    assert ruling["retired"]["B"] == "schenck:rules/15"
    # (Schenck does not say who deals next: a silence that changes nothing)
    assert [x["point"] for x in ruling["silent"]] == ["deal.rotation"]
    assert ruling["readings"] == []
    assert any("schenck:rules/15" in s["laws"] and "nothing was bet" in _text(s)
               for s in _at(ruling, 4))


# --- 3. the joker shown without a name ----------------------------------------------------

def test_keller_the_joker_is_the_best_he_can_call(library):
    """Keller ch. XII: the holder "is at liberty to call it anything he pleases, and if by so
    doing he can make a better Poker hand than his adversaries he must win. For instance, if
    the ace, king, queen, knave and ten of hearts were to be out against the ace, king,
    queen, knave of diamonds and the joker, the latter hand would win": this very show."""
    ruling = _rule(library, CASES.parent / "hands" / "joker-shown-without-a-name.yaml",
                   "keller")
    assert ruling["status"] == "settled" and ruling["awards"] == {"A": 25}
    assert ruling["missing"] == [] and ruling["undecided"] == 0
    assert "keller:ch12/the-joker/1" in _cited(ruling)


# --- 4. a player shuffles after the dealer ------------------------------------------------

_SHUFFLE = """title: t
table: {players: [A, B, C, D], dealer: D}
events:
  - shuffle: D
  - shuffle: %s
  - cut: C
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


def test_schenck_the_player_at_the_dealers_left_may_shuffle_last(library):
    """Schenck 3: "The dealer shuffles and makes up the pack himself, or it may be done by
    the player at his left". A sits at D's left: his shuffle, the last, is lawful."""
    ruling = _rule(library, CASES.parent / "the-table" / "a-player-shuffles-after-the-dealer.yaml",
                   "schenck")
    assert ruling["status"] == "continues"
    assert "shuffle.last" not in {s["point"] for s in ruling["silent"]}
    for event in (1, 2):
        steps = _at(ruling, event)
        assert [s["laws"] for s in steps] == [["schenck:rules/3"]]
        assert "as the book allows" in _text(steps[0])
    assert "at the dealer's left" in _text(_at(ruling, 2)[0])
    # the cut, by the player at the dealer's right, is judged at its own event
    assert [s["laws"] for s in _at(ruling, 3)] == [["schenck:rules/3"]]


def test_schenck_another_players_shuffle_is_not_given_him(library):
    ruling = _story(library, _SHUFFLE % "B", "schenck")  # B sits two to D's left
    shuffled = _at(ruling, 2)
    assert len(shuffled) == 1 and shuffled[0]["laws"] == ["schenck:rules/3"]
    assert "as the book allows" not in _text(shuffled[0])
    assert "the dealer, D, or the player at his left" in _text(shuffled[0])


# --- 5. a later player stands after the draw ----------------------------------------------

def test_the_right_to_stand_given_the_first_bettor_alone_is_open_for_another(library):
    """Peel p. 36-37: "No. 1 then begins play by betting ... He may, if he choose, 'stand'";
    Schenck 14: "the player entitled to bet first may withhold his bet". C, the first
    bettor, stands as the book allows; D and A are not found to stand "as the book allows":
    whether they may the books do not say. Read both ways: A's kings take the 7 at the show,
    or D and A pass out by standing and C, the last left, takes it. The 7 is held."""
    path = CASES / "second-player-checks-after-the-draw.yaml"
    for book, right in (("peel", "peel:desc/45"), ("schenck", "schenck:rules/14")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "unsettled" and ruling["undecided"] == 7, book
        assert any(right in s["laws"] for s in _at(ruling, 6))
        for event in (7, 8):
            steps = _at(ruling, event)
            assert all("as the book allows" not in _text(s) for s in steps), (book, event)
            assert [s["rung"] for s in steps] == ["open"]
        by = {tuple((a["point"], a["reading"]) for a in r["assume"]): r["awards"]
              for r in ruling["readings"]}
        assert by == {(("holds.after-draw", "may-stand"),): {"A": 7},
                      (("holds.after-draw", "passes-out"),): {"C": 7}}


# --- 6. the opener splits his openers without notice --------------------------------------

def test_keller_split_openers_unannounced_forfeits_and_is_never_found_to_hold_them(library):
    """Keller, jack pots 15: "If he should fail to give this notice and his discard should in
    any way become mixed with other cards, he must forfeit whatever he may have put in the
    pot, the best contending hand taking the pool". C, the one contending hand left, takes
    it by those words; no later finding says B showed openers."""
    ruling = _rule(library, CASES / "split-openers-without-notice.yaml", "keller")
    assert ruling["status"] == "settled" and ruling["awards"] == {"C": 16}
    assert ruling["retired"]["B"] == "keller:ch5/jack-pots/15"
    took = [s for s in _at(ruling, 6) if "takes the pool" in _text(s)]
    assert [s["laws"] for s in took] == [["keller:ch5/jack-pots/15"]]
    assert "keller:ch4/betting-before-the-draw/5" not in _cited(ruling)
    assert "keller:ch5/jack-pots/14" not in _cited(ruling)


# --- 7. the out-of-turn bettor who may only call puts up a raise ---------------------------

def test_standard_chips_beyond_the_call_are_forfeited_to_the_pot(library):
    """The Standard laws, irregularity in betting: "no chips once placed in the pot may be
    removed"; the offender "may not raise, and if he put in more chips than he needed to
    call, those chips are forfeited to the pot". D raises five at his turn: his stake is the
    call, the five stay in the pot, and A's aces take 8 + 4 x 5 + 5 = 33."""
    ruling = _rule(library, CASES / "out-of-turn-bettor-may-not-raise.yaml", "standard")
    assert ruling["status"] == "settled"
    assert ruling["stakes"] == {"A": 5, "B": 5, "C": 5, "D": 5}
    assert ruling["penalties"] == [{"player": "D", "amount": 5, "to": "pool",
                                    "law": "standard:irregularities/betting/2"}]
    assert ruling["pot"] == 33 and ruling["awards"] == {"A": 33}
    assert sum(ruling["awards"].values()) + sum(ruling["refunds"].values()) == ruling["pot"]
