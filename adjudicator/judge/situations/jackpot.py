"""Deals nobody opens, and jack pots: the hand that opens one, the opener's proof and the
false opener (what opens one, and the progression of openers: ``openers``).

The table says what it plays (``jack_pot: queens``); the book says whether that is right
(Peel's knaves, queens, kings and round again; Keller's jacks fixed, or jacks to aces where
progressive jack pots are agreed).
"""
from __future__ import annotations

from collections import namedtuple
from typing import TYPE_CHECKING, Callable

from ...law.answers import readings
from ...law.amounts import in_words
from ...law.consequences import Consequences
from ..acts import NOTHING, Lack, LeaveOpen, Outcome, find, outcome, rule
from ..acts.show import DeclinesToOpen, FoundDecisive, reading
from . import falseopener
from .amounts import reckon
from .openers import holds_openers, minimum, table_term
from .passing import out_for_split_openers
from ..findings import Reach, Say, Silence
from ...law.rulebook import Answer
from ...story.payloads import Discard
from ..readings import book_answers

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads


def check_opening(d: Reads, ev: Event, total: int) -> Outcome:
    """A player opens a jack pot: what he must hold, and the most he may open for."""
    out = minimum(d)
    least, law = out.result
    if law is None:  # no law of the book says what opens it
        out = out.then(find(Say.of("jackpot.opens-as-table-played", player=ev.player,
                                   least=least)))
    else:  # "in his original hand" only where the law says so (Peel 30, 31)
        held = d.ask("jack-pot.openers-in")
        kind = "jackpot.opens-must-hold-openers" + ("-original" if held is not None else "")
        out = out.then(find(Say.of(kind, player=ev.player, least=least), law, held))
    cap = d.ask("jack-pot.max-open")
    most = None if cap is None else reckon(d, cap.value)
    put = total - d.deal.interval_base
    if most is not None and put > most:
        return out.then(find(Say.of("jackpot.opens-for-more-than-allowed", player=ev.player,
                                    put=put, in_words=in_words(cap.value), most=most), cap),
                        LeaveOpen("jack-pot.max-open", Say.of("jackpot.book-gives-no-remedy")))
    return out


def declines_and_passes(d: Reads, ev: Event, ans: Answer) -> Outcome:
    """Before a jack pot is opened a player who stands declines to open it, and the book
    makes declining to play passing (Peel)."""
    return outcome(find(Say.of("jackpot.declines-to-open-passes", p=ev.player), ans))


def declines_at_his_option(d: Reads, ev: Event, ans: Answer) -> Outcome:
    """Before a jack pot is opened a player who stands declines to open it, as the book
    leaves him free to (Keller)."""
    p = ev.player
    return outcome(find(Say.of("jackpot.declines-to-open-as-optional", p=p), ans),
                   DeclinesToOpen(p, d.table.stakes[p], ev.index))


def weigh_declined(d: Reads) -> Outcome:
    """One who declined to open and came in after the opening: the book that makes declining
    optional does not say whether he may; decisive where he stayed in or staked chips. Where
    he passed out after all, his hand takes nothing either way: the point reaches only the
    chips he put up on coming in (``Reach``), the rest of the pool going as the story played
    it; where he stayed in, his hand may take the pool, and it reaches the whole."""
    t = d.table
    if t.opened_by is None:
        return NOTHING
    return outcome(*(FoundDecisive(Silence(
        "jack-pot.decline-to-open", Say.of("came-in-after-declining", player=p), at, True,
        reach=Reach(p, t.stakes[p] - staked) if p in t.retired else None))
        for p, staked, at in d.deal.declined
        # he put in nothing more and passed: nothing turns on it
        if not (p in t.retired and t.stakes[p] <= staked)))


# --- the opener's proof -------------------------------------------------------------------

def _original_hand(d: Reads, shown: dict | None):
    """The hand the opener held before the draw, where the story tells it: dealt face up,
    shown as his openers, or shown at the end when no draw came between. His final hand is
    never taken for it, but where he broke up his openers and the book proves him by his
    show alone (``_judged_by_his_show``)."""
    return _told_hand(d, shown)[0]


def _told_hand(d: Reads, shown: dict | None) -> tuple:
    """The opener's original hand as the story tells it, and whether it tells it shown (his
    proof, or his hand at a show with no draw between) rather than only dealt him. An
    opener who broke up his openers where the book asks no notice of it is held to the hand
    he shows (Peel 33: "he shall show his hand ... and if he have not two knaves ... or a
    better hand, he shall not claim the pool"): the hand dealt him, whose openers lie in
    the discard, is no proof of them."""
    t = d.table
    named, cards, _ = d.deal.opener_cards
    if named == t.opened_by and cards is not None:
        return cards, True
    if _judged_by_his_show(d, t.opened_by):
        hand = (shown or {}).get(t.opened_by)
        return hand, hand is not None
    if t.opened_by in (shown or {}) and _drew_nothing(d, t.opened_by):
        dealt = t.hands.get(t.opened_by)
        return (dealt if isinstance(dealt, tuple) else shown[t.opened_by]), True
    dealt = t.hands.get(t.opened_by)
    return (dealt, False) if isinstance(dealt, tuple) else (None, False)


def _judged_by_his_show(d: Reads, opener: str | None) -> bool:
    """Whether ``opener`` broke up his openers to draw (his discard told so) where the book
    asks no notice of it and holds him to his show alone (``jack-pot.split-openers``)."""
    if not any(e.verb == "discard" and e.player == opener and _splits(e)
               for e in d.case.events):
        return False
    ans = d.ask("jack-pot.split-openers")
    return ans is not None and SHOW_PROVES_SPLIT.of(ans)


def _splits(ev: Event) -> bool:
    told = Discard.told_by(ev)
    return told.openers_aside is not None or told.announced is not None


def _drew_nothing(d: Reads, player: str) -> bool:
    """Every other player passed before the draw, or the story tells that he was given no
    cards in it. (A show told straight after the betting before the draw is no proof: the
    draw may simply be left out of the story.)"""
    if d.deal.won_before_draw:
        return True
    rec = d.deal.draw.drawn.get(player)
    return rec is not None and rec.given == 0 and not rec.discarded


def _told_at(d: Reads) -> int:
    """Where the opener's original hand was due: the deal, or his opening if none is told."""
    events = d.case.events
    deal = next((e.index for e in events if e.verb == "deal"), None)
    if deal is not None:
        return deal
    opener = d.table.opened_by
    return next((e.index for e in events if e.player == opener and e.verb in
                 ("open", "bet", "raise")), 0)


def proof_to_come(d: Reads, winner: str) -> Answer | None:
    """The law by which ``winner``, the opener of this jack pot, wins only on showing he held
    openers (Peel 33: "having won the stakes he must show his hand before he claims the
    pool"); None where there is no such proof to come. Asked before the proof is weighed, a
    finding that gives him the pool says so, and is not contradicted when he cannot show."""
    if not (d.ctx.jack_pot and d.table.opened_by == winner):
        return None
    when = d.ask("jack-pot.opener-shows")
    if when is None or not OPENER_SHOWS.of(when).called({winner: 1}, winner):
        return None
    return when


def opener_settles(d: Reads, awards: dict, shown: dict | None = None,
                   the_rest: Callable[[Reads], Outcome] | None = None) -> Outcome:
    """Whether the pool may go as ``awards`` say (the result): a jack pot's opener proves his
    openers when the book requires it, and a false opener is dealt with here (False: the
    deal ended otherwise). ``the_rest``: at the show, how the hands of the rest divide the pool
    where a false opener goes out and the deal goes on without him."""
    t = d.table
    opener = t.opened_by
    if not (d.ctx.jack_pot and opener):
        return outcome(result=True)
    out, fixed = NOTHING, None  # the minimum, asked once

    def least() -> str | None:
        nonlocal out, fixed
        if fixed is None:
            fixed = minimum(d)
            out += fixed
        return fixed.result[0]

    if d.deal.jack_pot_minimum_law is None and not book_answers(d, "jack-pot.progression"):
        # no law of the book says what opens it (where its law of the least hand lets the
        # table's higher term stand, the opener's proof below holds him to that term)
        term = table_term(d, opener, _original_hand(d, shown), least())
        out += term
    if out_for_split_openers(d, opener):
        # he forfeited for breaking his openers unannounced: no proof is his to make
        return out.returning(True)
    when, asked = rule(d, "jack-pot.opener-shows", Say.of("jackpot.whether-opener-must-prove",
                                                          opener=opener), decisive=False)
    out += asked
    if when is None:
        return out.returning(True)
    proof = OPENER_SHOWS.of(when)
    if not proof.called(awards, opener):
        return out.then(find(Say.of("jackpot.opener-not-called-to-show", opener=opener),
                             when)).returning(True)
    lowest = least()
    cards = _original_hand(d, shown)
    why = Say.of(proof.why)
    split = _judged_by_his_show(d, opener)
    if cards is None and split:
        # he broke up his openers, and the hand he shows, his one proof, is not told
        return out.then(find(Say.of("jackpot.opened", opener=opener, why=why), when), Lack(
            "hand", Say.of("jackpot.split-opener-show-not-told", opener=opener,
                           least=lowest).words(),
            None if d.event is None else d.event.index)).returning(True)
    if cards is None:
        # his original hand is not told: whether he held openers is read both ways
        point = f"openers.{opener}"
        read, said = reading(d, point)
        out += said
        if read is None:
            return out.then(
                find(Say.of("jackpot.opened", opener=opener, why=why), when),
                Lack("original hand", Say.of("jackpot.original-hand-not-told", opener=opener,
                                             least=lowest).words(), _told_at(d), open=point)
            ).returning(True)
        held = read == readings(point).HELD
    else:
        from ...hands.value import HandError

        try:
            held = holds_openers(d, cards, lowest)
        except HandError as exc:  # e.g. the joker, where the book gives it no value
            return out.then(LeaveOpen("jack-pot.opener-shows", Say.of(
                "jackpot.opened-but-book-laws", opener=opener, why=why, exc=exc))
            ).returning(True)
        out += proof.claims_noted(d, when)
    if held and cards is None:
        return out.then(find(Say.of("jackpot.opener-held-openers", opener=opener,
                                    least=lowest, why=why), when)).returning(True)
    # the event at which the story told the hand he opened with, where it was told as his
    # proof: the fact these findings rest on
    named, told, at = d.deal.opener_cards
    fact = {"fact_at": at} if named == opener and told is not None and at else {}
    if split and not fact:
        # the hand he shows is his proof: it holds openers, or he has not them
        out = out.then(find(Say.of("jackpot.split-opener-shows-hand" if held else
                                   "jackpot.split-opener-shows-no-openers", opener=opener,
                                   least=lowest, why=why), when))
        if held:
            return out.returning(True)
        return _false_opener(d, out, opener, lowest, awards, the_rest)
    if held and not _told_hand(d, shown)[1]:
        # the story tells the hand he was dealt, not that he showed it: said as it is told
        return out.then(find(Say.of("jackpot.opener-dealt-openers", opener=opener,
                                    least=lowest, why=why), when)).returning(True)
    if held:
        return out.then(find(Say.of("jackpot.opener-shows-openers", opener=opener,
                                    least=lowest, why=why, **fact), when)).returning(True)
    out = out.then(find(Say.of("jackpot.opened-without-openers", opener=opener, least=lowest,
                               why=why, **fact), when))
    return _false_opener(d, out, opener, lowest, awards, the_rest)


def _false_opener(d: Reads, out: Outcome, opener: str, lowest: str, awards: dict,
                  the_rest: Callable[[Reads], Outcome] | None) -> Outcome:
    """He cannot show openers: the book's law of a false opener."""
    false, asked = rule(d, "jack-pot.false-opener", Say.of(
        "jackpot.opened-without-openers-silent", opener=opener, least=lowest))
    out += asked
    if false is None:
        return out.returning(True)
    return out + falseopener.LOSES[false.value["loses"]](d, false, opener, lowest, awards,
                                                         the_rest)


def _claimed_first(d: Reads, when: Answer) -> Outcome:
    """The opener began to take in the pool before laying down his openers: where the law has
    him show before he claims, the order is noted; the law attaches nothing else to it."""
    opener = d.table.opened_by
    named, _, shown_at = d.deal.opener_cards
    if named != opener:
        return NOTHING
    early = [at for p, at in d.deal.claims if p == opener and at < shown_at]
    if not early:
        return NOTHING
    return outcome(find(Say.of("jackpot.claimed-before-openers-shown", opener=opener,
                               early=early[0], shown_at=shown_at), when))


#: What the law on the opener's proof makes him do: whether he is called to show (``called``,
#: by the awards and who opened), why (``why``, the words of the finding) and what of a claim
#: made first (``claims_noted``)
_Proof = namedtuple("_Proof", ("called", "why", "claims_noted"))


#: Whether the hand an opener who broke up his openers shows is his proof: not where the book
#: has him lay his discard aside and give notice (Keller, jack pots /15: his openers are
#: shown from it), but where it asks no notice and proves him by his show alone (Peel 33)
SHOW_PROVES_SPLIT = Consequences("jack-pot.split-openers", {
    "announce-and-set-aside-or-forfeit": False, "proved-at-the-show": True})


OPENER_SHOWS = Consequences("jack-pot.opener-shows", {
    "when-he-wins": _Proof(lambda awards, opener: bool(awards.get(opener)),
                           "jackpot.shows-when-he-wins", _claimed_first),
    "always-openers-only": _Proof(lambda awards, opener: True, "jackpot.shows-always",
                                  lambda d, when: NOTHING)})
