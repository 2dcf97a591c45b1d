"""A wrong number dealt, pointed out after the holder raised his hand, is ruled as found after
lifting however late it comes: the hand's lying on the table again after the draw does not
unmake the lift. Written from the laws' words:

- Peel 12: "announce the fact before the cards are raised from the table, it is a misdeal";
  Peel 13: "if the fact be not announced before any portion of the hand is raised from the
  table, such hand is a foul hand, and the player ... shall ... retire from the game, and
  shall forfeit his stake"; Peel 64: a foul hand "at the end of the game ... the holder of the
  best hand shall claim the pool".
- Keller, the deal, 4: "announce the fact, before he lifts his hand from the table, it is a
  misdeal"; 5: "should lift his hand from the board before announcing the fact, no misdeal
  occurs, and the player holding the foul hand must retire"; betting after the draw, 9: "If
  a player bets with more or less than five cards ... he loses the pool ... If only one
  player is betting against this foul hand, that player takes the pool."

The stories are the newcomer's reproductions (B dealt six, A and C five)."""
import pytest

from replay import assert_conserved, findings, laws_at, replay

BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")

HEAD = """title: t
table: {players: [A, B, C], dealer: C, betting: limit, ante: 1, limit: 10}
events:
"""
DEAL = ["ante: A", "deal: {A: 5, B: 6, C: 5}"]
# B lifts, opens, draws one, bets after the draw; C calls, A passes; the hands are shown
PLAY = ["bet: {player: B, amount: 2}", "call: C", "call: A",
        "draw: {player: A, asked: 2, given: 2}", "draw: {player: B, asked: 1, given: 1}",
        "draw: {player: C, asked: 3, given: 3}", "bet: {player: B, amount: 5}", "call: C",
        "fold: A", 'show: {B: "AS AH AD 7C 7D 2S", C: "KS KH KD QC QD"}']
LIFTED = DEAL + ["lift: B"] + PLAY
UNTOLD = DEAL + PLAY  # no `lift`: B's bet is his first act on his hand
NOTICE = "notice: {what: wrong_count, by: A}"


def _story(events: list[str]) -> str:
    return HEAD + "".join(f"  - {e}\n" for e in events)


def _rule(library, book: str, events: list[str]) -> dict:
    return replay(library, book, _story(events))


def _misdeal_laws(library, book: str) -> set[str]:
    ans = library.book(book).answer("wrong-count.before-lift")
    return set(ans.law_ids) if ans else set()


def _foul_laws(library, book: str) -> set[str]:
    ans = library.book(book).answer("wrong-count.after-lift")
    return set(ans.law_ids) if ans else set()


def _before_lift(library, book: str, r: dict, event: int) -> bool:
    """The notice at ``event`` was ruled as made before the hand was raised: the book's law
    on that (Peel 12, Keller the deal 4), or its silence on it."""
    return bool(laws_at(r, event) & _misdeal_laws(library, book)) or any(
        s["point"] == "wrong-count.before-lift" and s["event"] == event for s in r["silent"])


def _after_lift(library, book: str, r: dict, event: int) -> bool:
    """... as made after: the book's law on a wrong number found after lifting (Peel 13,
    Keller the deal 5), or its silence on it; found once the show has begun, where the book
    has no such law, its law of a hand of the wrong number at the show (the Standard laws'
    showdown/1 read with object/1, "exactly five cards")."""
    at_show = library.book(book).answer("foul-hand.at-show")
    shown = any(s["event"] < event and "show their hands" in s["finding"] for s in r["steps"])
    return bool(laws_at(r, event) & _foul_laws(library, book)) or any(
        s["point"] == "wrong-count.after-lift" and s["event"] == event for s in r["silent"]) \
        or bool(shown and not _foul_laws(library, book) and at_show
                and laws_at(r, event) & set(at_show.law_ids))


# --- the notice after the show ------------------------------------------------------------

@pytest.mark.parametrize("notice", [NOTICE, "announce: B"])
@pytest.mark.parametrize("book,law", [("peel", "peel:13"), ("keller", "keller:ch4/the-deal/5")])
def test_a_wrong_count_pointed_out_after_the_show_is_a_foul_hand_and_c_takes_the_pool(
        library, book, law, notice):
    """B lifted, bet, drew and showed six: whoever points it out after the show, his hand was
    raised before the fact was announced (Peel 13, Keller 5): a foul hand, no misdeal. C, the
    only one betting against it, takes the pool of 16 (Peel 64, Keller after the draw 9)."""
    r = _rule(library, book, LIFTED + [notice])
    last = len(LIFTED) + 1
    assert law in laws_at(r, last)
    assert not laws_at(r, last) & _misdeal_laws(library, book)
    assert not any(_misdeal_laws(library, book) & set(s["laws"]) for s in r["steps"])
    assert r["next"]["redeal_by"] is None and "misdeal" not in findings(r)
    assert r["status"] == "settled" and r["awards"] == {"C": 16} and r["refunds"] == {}
    assert "B" in r["retired"] and "B" not in r["awards"]
    assert_conserved(r)


@pytest.mark.parametrize("book", BOOKS)
def test_a_notice_after_the_show_rules_as_the_foul_hand_notice_does(library, book):
    """The control: the same story with `notice: {what: foul_hand}`. Where B's six cards are
    found does not move the chips: every book awards, refunds and holds the same."""
    wrong = _rule(library, book, LIFTED + [NOTICE])
    foul = _rule(library, book, LIFTED + ["notice: {what: foul_hand, by: A}"])
    keys = ("status", "awards", "refunds", "undecided", "next")
    assert {k: wrong[k] for k in keys} == {k: foul[k] for k in keys}
    assert not _before_lift(library, book, wrong, len(LIFTED) + 1)
    assert _after_lift(library, book, wrong, len(LIFTED) + 1)
    assert_conserved(wrong)


# --- the notice after a bet, no `lift` told -----------------------------------------------

@pytest.mark.parametrize("book,law", [("peel", "peel:13"), ("keller", "keller:ch4/the-deal/5")])
def test_a_bet_raises_the_hand_a_notice_after_it_is_a_foul_hand(library, book, law):
    """B bets on his six cards and C calls; then A counts them. A bettor has raised his hand:
    it is a foul hand (Peel 13: "retire from the game, and shall forfeit his stake"; Keller
    5: "no misdeal occurs, and the player holding the foul hand must retire"), exactly as
    when nobody points it out at all."""
    events = DEAL + PLAY[:2]
    noticed = _rule(library, book, events + [NOTICE])
    silent = _rule(library, book, events)
    assert noticed["retired"] == {"B": law} == silent["retired"]
    assert law in laws_at(noticed, len(events) + 1)
    assert not any(_misdeal_laws(library, book) & set(s["laws"]) for s in noticed["steps"])
    assert noticed["next"]["redeal_by"] is None
    # his stake of 2 stays in the pool with A's ante and C's call: nothing is handed back
    assert noticed["status"] == "continues" and noticed["refunds"] == {} and noticed["pot"] == 5
    assert_conserved(noticed)


@pytest.mark.parametrize("book,law", [("peel", "peel:12"), ("keller", "keller:ch4/the-deal/4")])
def test_a_wrong_count_announced_before_any_act_on_the_hand_is_a_misdeal(library, book, law):
    """The other side of the line: B announces it before he lifts, bets or draws (Peel 12,
    Keller 4: "it is a misdeal")."""
    r = _rule(library, book, DEAL + ["announce: B"] + PLAY)
    assert law in laws_at(r, len(DEAL) + 1) and r["next"]["redeal_by"] == "C"
    assert "B" not in r["retired"]
    assert_conserved(r)


# --- the order: a later notice never undoes the raising -----------------------------------

@pytest.mark.parametrize("story,first_raise", [(LIFTED, "lift: B"), (UNTOLD, PLAY[0])],
                         ids=["lift-told", "no-lift-told"])
@pytest.mark.parametrize("book", BOOKS)
def test_moving_the_notice_later_never_turns_a_foul_hand_into_a_misdeal(library, book, story,
                                                                        first_raise):
    """A's notice is moved through the story, from just after the deal to after the show.
    Before B's first act on his hand it is ruled as made before he raised it; from that act
    on, as made after (each book's law, or its silence, on each): never back again."""
    raised_at = story.index(first_raise) + 1  # the notice follows the events before it
    seen_after = False
    for at in range(len(DEAL), len(story) + 1):
        r = _rule(library, book, story[:at] + [NOTICE] + story[at:])
        event = at + 1
        before, after = (_before_lift(library, book, r, event),
                         _after_lift(library, book, r, event))
        where = f"notice after {story[at - 1]!r}"
        assert before != after, where
        assert after == (at >= raised_at), where
        assert not (seen_after and before), where
        seen_after = seen_after or after
        assert_conserved(r)
    assert seen_after


# --- a stake made blind: the story tells the lift after it --------------------------------

@pytest.mark.parametrize("book", BOOKS)
def test_a_notice_before_a_lift_told_after_a_blind_bet_is_before_he_raised_his_cards(
        library, book):
    """B bets blind, A points out the sixth card, and only then does the story tell B's
    `lift`: by the case contract a notice "before `lift: P` was made before P raised his
    cards", whatever he staked before it: the book's law on a wrong number announced before
    lifting decides (Peel 12, Keller the deal 4: a misdeal, the chips staked left to the
    book's word on them), or its silence on it; never the after-lifting law."""
    events = DEAL + ["bet: {player: B, amount: 2}", NOTICE, "lift: B"]
    r = _rule(library, book, events)
    at = len(DEAL) + 2
    assert _before_lift(library, book, r, at)
    assert not _after_lift(library, book, r, at)
    assert_conserved(r)


@pytest.mark.parametrize("count,said", [
    (4, "no other hand holds the card he lacks"),
    (6, "no other hand lacks the card he has over")])
def test_a_hand_dealt_short_or_long_with_no_card_astray_is_said_as_dealt(library, count, said):
    # the Standard laws let the dealer rectify "a card given to the wrong player": a hand
    # dealt long has no card it lacks, and is not said to (an auditor's find)
    from replay import findings, replay

    r = replay(library, "standard", f"""title: t
table: {{players: [A, B, C, D], dealer: D, ante: 1}}
events:
  - deal: {{A: 5, B: 5, C: {count}, D: 5}}
  - notice: {{what: wrong_count, by: C}}
""")
    text = findings(r)
    assert f"C was dealt {count} cards, and {said}" in text
    assert ("card he lacks" in text) == (count < 5)
