"""A wrong number of cards dealt: announced before the holder raised his hand or after, the
dealer's refund of a foul hand's ante or straddle (and who pays it when a player distracted
him), and a wrong number nobody announced, found when the story ends."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from .foul import hand_size, last_hand_foul, reaches_found_foul, retire_foul
from .before_lift import before_lift
from .misdeal import misdeal_or_stands
from ...story.record import Record
from ..acts import NOTHING, Decisive, LeaveOpen, Outcome, Pays, Retire, find, outcome, rule
from ..acts.deal import (DistractsTheDealer, Lifts, WrongCountCleared, WrongCountLeftOpen,
                         WrongCountRuled)
from ..applied import apply_outcome
from ..findings import Reach, Say
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ..view import DealView
    from ...law.rulebook import Answer


def announce(j: Judge, ev: Event) -> None:
    """``ev.player`` points out that he holds a wrong number of cards (dealt, or drawn). The
    engine's entry: a wrong number drawn is ruled by draw.draw_error_noticed, no fold."""
    from .draw import draw_error_noticed

    if ev.player not in j.deal.wrong_count and ev.player in j.deal.draw.draw_error:
        draw_error_noticed(j, ev, None)
        return
    wrong_count_noticed(j, ev.player, ev.player)


def wrong_count_noticed(j: Judge, holder: str | None, by: str | None) -> None:
    """The engine's entry for a wrong number dealt announced (``noticed``): a hand it makes
    foul retires by foul.retire_foul, which weighs the table by stakes.one_left (no fold on
    main yet); then the refund of his ante or straddle."""
    # a notice says who claims the pool at the end itself (foulnotice): no second word of it
    foul = apply_outcome(j, noticed(view(j), holder, by))
    _retire_foul_dealt(j, foul, claims=False)
    if foul is not None:
        # where every other player had passed to him: pointed out, as found at the end, his
        # foul hand leaves no hand in (a notice never leaves him better off than silence)
        apply_outcome(j, last_hand_foul(view(j), foul.player, foul.answer.key))


class FoulDealt(Record):
    """``player``'s hand is foul by the law of ``answer``, found as ``finding``: the result
    of an outcome, for the engine's entry to retire him."""

    __slots__ = ("player", "answer", "finding", "also")
    DEFAULTS = {"also": None}
    player: str
    answer: Answer
    finding: Say
    also: Answer | None  # found at the show: the book's law of a foul hand at the end


def _retire_foul_dealt(j: Judge, foul: FoulDealt | None, claims: bool = True) -> None:
    if foul is not None:
        retire_foul(j, foul.player, foul.answer, foul.finding, foul.also)
        left = j.table.in_hand()
        if claims and foul.also is not None and len(left) > 1:
            # found at the end of the game, with more than one other player: "the holder of
            # the best hand shall claim the pool" (Peel 64), the law of the share
            apply_outcome(j, outcome(find(Say.of("foul.best-other-at-end-claims-pool",
                                                 left=left), foul.also)))
        apply_outcome(j, refund_foul_dealt(view(j), foul.player))


def noticed(d: Reads, holder: str | None, by: str | None) -> Outcome:
    """A wrong number dealt is announced: before the holder raised his hand, or after. The
    result: the hand it makes foul (FoulDealt), or None."""
    wrong = d.deal.wrong_count
    if holder not in wrong:
        holder = next(iter(wrong), None)
    size, _ = hand_size(d)
    if holder is None:
        if size is not None and not d.table.hands:  # a story begun after the deal
            return outcome(find(Say.of("wrongcount.claimed-deal-untold")))
        if size is not None:
            return outcome(find(Say.of("wrongcount.wrong-number-cards-claimed", size=size)))
        return NOTHING
    n = wrong[holder]
    if d.deal.has_raised(holder):  # however late it is pointed out, he raised it first
        out = outcome(WrongCountRuled(holder))
        ans = d.ask("wrong-count.after-lift")
        if ans is not None and FOUL.of(ans) and holder in d.table.retired:
            # out already (he passed, or his hand was found foul at the show): the law makes
            # his hand foul, and he has nothing left to lose by it, as when nobody points it out
            return out.then(find(Say.of("wrongcount.raised-already-out", player=holder, n=n),
                                 ans))
        return out + _foul_dealt(d, holder, n, size)
    said = Say.of("wrongcount.was-dealt", holder=holder, n=n)
    ans, out = before_lift(d, Say.of("wrongcount.this-was-announced-before", said=said))
    if ans is None:  # pointed out, and ruled as far as the book goes
        return out.then(WrongCountCleared())
    announcer = d.ask("wrong-count.announcer")
    if announcer is not None and by not in (None, holder):
        heard = ANNOUNCER.of(announcer)(d, ans, announcer, said, by, holder)
        out = out.then(*heard.acts)
        if not heard.result:
            return out.then(WrongCountCleared())
    who = "he" if by in (None, holder) else by
    rectified = BEFORE_LIFT.of(ans)(d, wrong, size, said)
    out = out.then(*rectified.acts, WrongCountCleared())
    if not rectified.result:
        return out
    return out + misdeal_or_stands(d, ans, Say.of("wrongcount.announced-before-cards-were",
                                                  said=said, who=who),
                                   Say.of(_RECTIFIED[ans.key], said=said),
                                   announcer)


# the finding of a wrong number put right, by the law that puts it right: pointed out before
# the holder raised his hand, or before play proceeded from the deal
_RECTIFIED = {"wrong-count.before-lift": "wrongcount.this-was-pointed-out",
              "wrong-count.in-dealing": "wrongcount.pointed-out-before-play"}


def _holder_only(d: Reads, ans: Answer, announcer: Answer, said: Say, by: str,
                 holder: str) -> Outcome:
    """Only the holder may point it out: another's word is no announcement. What follows
    from it the book does not say: read as a misdeal all the same (the result True) or as
    the deal going on, as if nobody had announced it."""
    follows, asked = rule(d, "wrong-count.pointed-out-by-another",
                          Say.of("wrongcount.silent-on-another-pointing-out", holder=holder))
    out = outcome(find(Say.of("wrongcount.not-points-out-before", said=said, by=by,
                              holder=holder), ans, announcer)) + asked
    return out.returning(follows is not None and POINTED_OUT.of(follows))


# what follows another's word where only the holder's announces (whether it is a misdeal)
POINTED_OUT = Consequences("wrong-count.pointed-out-by-another", {"misdeal": True,
                                                                   "deal-stands": False})


def _anyone_announces(d: Reads, ans: Answer, announcer: Answer, said: Say, by: str,
                      holder: str) -> Outcome:
    return outcome(result=True)


# whether the one who pointed out a wrong count announced it (the result; False: ruled here)
ANNOUNCER = Consequences("wrong-count.announcer", {"holder": _holder_only,
                                                   "any-player": _anyone_announces})


def _rectify(d: Reads, wrong: dict[str, int], size: int | None, said: Say) -> Outcome:
    """The law rectifies a card given to the wrong player, "transferring such cards as are
    necessary": with no hand over what another is short, no card went astray, and what
    follows is open (the result False): one hand dealt wrong, it can reach his stake and
    what his hand takes."""
    if _misplaced(wrong, size):
        return outcome(result=True)
    one = Reach(next(iter(wrong))) if len(wrong) == 1 else None
    # no card given to the wrong player: past the law of one (wrong-count.in-dealing), the
    # question is the book's law of a wrong number announced before lifting
    over = {n > size for n in wrong.values()} if size is not None else set()
    kind = {frozenset({False}): "wrongcount.no-other-hand-holds",  # dealt short
            frozenset({True}): "wrongcount.no-other-hand-lacks"}.get(  # dealt long
        frozenset(over), "wrongcount.no-card-astray")
    return outcome(LeaveOpen("wrong-count.before-lift", Say.of(kind, said=said), reach=one),
                   result=False)


def _misdeal_in_any_case(d: Reads, wrong: dict[str, int], size: int | None,
                         said: Say) -> Outcome:
    return outcome(result=True)


# whether the book's law on a wrong count announced before lifting applies (the result;
# False: ruled here)
BEFORE_LIFT = Consequences(("wrong-count.before-lift", "wrong-count.in-dealing"),
                           {"rectify": _rectify, "misdeal": _misdeal_in_any_case})


def _misplaced(wrong: dict[str, int], size: int | None) -> bool:
    """Whether the wrong counts are cards given to the wrong player: some hands over by
    exactly what others are short."""
    if size is None:
        return False
    over = sum(n - size for n in wrong.values() if n > size)
    return over > 0 and over == sum(size - n for n in wrong.values() if n < size)


def _foul_dealt(d: Reads, player: str, n: int, size: int | None) -> Outcome:
    """A wrong number found after he raised his hand: the result, FoulDealt where the book's
    law makes it foul. Found once the show has begun, where the book has no law of a wrong
    number raised but has its law of a hand of the wrong number at the show (the Standard
    laws: "A poker hand consists of exactly five cards"), that law rules it."""
    dealt = (Say.of("wrongcount.was-dealt-instead", holder=player, n=n, size=size) if size
             else Say.of("wrongcount.was-dealt", holder=player, n=n))
    at_show = d.ask("foul-hand.at-show") if d.deal.show_began else None
    if at_show is not None and not reaches_found_foul(d, player, at_show):
        at_show = None  # he showed a hand of the right number: that law is of hands shown
    if at_show is not None and d.ask("wrong-count.after-lift") is None:
        # as a hand shown with the wrong number: it cannot win, and he forfeits his stake
        return outcome(Retire(player, at_show.law_id), find(Say.of(
            "wrongcount.found-at-the-show-forfeits", dealt=dealt), at_show))
    ans, out = rule(d, "wrong-count.after-lift", Say.of("wrongcount.was-dealt-cards-raised",
                                                        player=player, n=n), decisive=False,
                    reach=Reach(player))
    if ans is None:  # weighed once the pool is divided (weigh_wrong_count)
        return out.then(WrongCountLeftOpen(player))
    if not FOUL.of(ans):  # the book's silence read as leaving the hand as dealt
        return outcome(find(Say.of("wrongcount.hand-stands-as-dealt", player=player, n=n), ans))
    # found at the show, it is found "at the end of the game" too (Peel 64), that law cited
    return outcome(result=FoulDealt(player, ans, Say.of("wrongcount.raised-before-announced",
                                                        dealt=dealt), at_show))


def refund_foul_dealt(d: Reads, player: str) -> Outcome:
    """The ante or straddle of a player dealt a foul hand: who, if anyone, refunds it."""
    paid = d.deal.ante_paid.get(player, 0)
    if not paid:
        return NOTHING
    what = "straddle" if player in d.table.straddlers else "ante"
    distracter = next(iter(d.deal.spoke_to_dealer), None)
    refund = d.ask("foul-dealt.refund-if-distracted") if distracter else None
    if refund is not None and distracter == player:
        # "such player, and not the dealer, shall refund" (Peel 16): his own, so nothing moves
        return outcome(find(Say.of("wrongcount.distracter-dealt-foul", player=player, what=what,
                                   paid=paid), refund, d.ask("foul-dealt.refund")))
    if refund is not None:
        return outcome(Pays(distracter, paid, player, refund),
                       find(Say.of("wrongcount.stake-remains-in-pool", player=player,
                                   distracter=distracter, what=what, paid=paid),
                            refund, d.ask("foul-dealt.refund")))
    refund, out = rule(d, "foul-dealt.refund", Say.of("wrongcount.book-has-no-rule",
                                                      player=player, what=what, paid=paid),
                       decisive=False)
    if refund is None:
        return out
    dealer = d.table.dealer
    if dealer == player:  # the dealer refunds himself: his own, so nothing moves
        return outcome(find(Say.of("wrongcount.dealer-dealt-foul", player=player, what=what,
                                   paid=paid), refund))
    return outcome(Pays(dealer, paid, player, refund),
                   find(Say.of("wrongcount.stake-stays-in-pool", player=player,
                               dealer=dealer, what=what, paid=paid), refund))


def lift(d: DealView, ev: Event) -> Outcome:
    """A player raises his cards: where a wrong number dealt him is not yet announced, what
    the book makes of it from now on turns on this lift (Peel 13, Keller the-deal/5: raised
    "before the fact was announced", his is a foul hand once it is found)."""
    out = outcome(Lifts(ev.player))
    n = d.deal.wrong_count.get(ev.player)
    if n is None or not d.table.dealt:
        return out
    ans = d.ask("wrong-count.after-lift")
    if ans is not None and FOUL.of(ans):
        return out.then(find(Say.of("wrongcount.lifts-wrong-number", player=ev.player, n=n),
                             ans))
    # the book's silence is weighed when the wrong number is found
    return out.then(find(Say.of("wrongcount.lifts-wrong-number-silent", player=ev.player, n=n)))


def spoke_to_dealer(d: DealView, ev: Event) -> Outcome:
    if d.table.dealt:
        return NOTHING
    out = outcome(DistractsTheDealer(ev.player))
    ans = d.ask("dealing.silence")
    if ans is not None:
        out = out.then(find(Say.of("wrongcount.spoke-dealer-during-deal", player=ev.player),
                            ans))
    return out


def wrong_count_at_the_end(j: Judge) -> list[str]:
    """A wrong number dealt that nobody announced is taken as found at the end of the story,
    before the pool is divided (``found_at_the_end``). The engine's entry: a hand it makes
    foul retires by foul.retire_foul (no fold yet), each holder weighed on the table the one
    before left. Returns the holders the book leaves open, whose silence is weighed once the
    pool is divided (``weigh_wrong_count``)."""
    wrong = j.deal.wrong_count
    if not wrong or j.over:
        return []
    open_ = []
    size, _ = hand_size(j)
    for holder, n in list(wrong.items()):
        found = apply_outcome(j, found_at_the_end(view(j), holder, n, size))
        if found is False:
            open_.append(holder)  # weighed when the pool is divided
        elif found is not None:
            _retire_foul_dealt(j, found)
            if holder in j.table.retired and j.deal.uncalled == holder:
                apply_outcome(j, last_hand_foul(view(j), holder, "wrong-count.after-lift"))
    return open_


def found_at_the_end(d: Reads, holder: str, n: int, size: int | None) -> Outcome:
    """A holder who lifted, staked, folded, drew or showed had raised his hand by the end
    (``Deal.has_raised``): the book's law on a wrong number found after lifting decides (a
    foul hand, Peel 13); one who never touched them had not. The result: False where the
    book leaves it open, FoulDealt where his hand is foul."""
    out = outcome(WrongCountRuled(holder))
    if d.over or holder in d.table.retired:
        return out
    said = (Say.of("wrongcount.was-dealt-instead", holder=holder, n=n, size=size) if size
            else Say.of("wrongcount.was-dealt", holder=holder, n=n))
    if d.deal.has_raised(holder):
        if d.ask("wrong-count.after-lift") is None:
            return out.returning(False)
        return out + _foul_dealt(d, holder, n, size)
    ans, asked = before_lift(d, Say.of("wrongcount.found-at-end-story", said=said))
    out = out + asked
    if ans is None:
        return out
    return out + misdeal_or_stands(
        d, ans, Say.of("wrongcount.unannounced-unraised-misdeal", said=said),
        Say.of("wrongcount.unannounced-unraised-dealer-rectifies", said=said))


def weigh_wrong_count(d: DealView, holders: list[str]) -> Outcome:
    """The book's silence on a wrong number found after lifting is decisive only where the
    holder's hand can change who takes what: he is still in and takes a share, or the pool
    is not yet divided. Out by another law (his hand no poker hand at the show), or beaten,
    he takes nothing whatever follows the wrong number. So for one pointed out during the
    deal, and for one nobody announced."""
    found: list[int] = []  # each silence found decisive once
    out = outcome()
    for holder, entry in d.deal.wrong_count_open:
        if (entry in d.silent and not entry.decisive and id(entry) not in found
                and _live(d, holder)):
            found.append(id(entry))
            out = out.then(Decisive(entry))
    for holder in holders:
        n = len(d.table.hands[holder]) if not isinstance(d.table.hands[holder], int) \
            else d.table.hands[holder]
        out = out.then(LeaveOpen("wrong-count.after-lift",
                                 Say.of("wrongcount.was-dealt-cards-nobody", holder=holder, n=n),
                                 _live(d, holder), reach=Reach(holder)))
    return out


# whether a wrong number dealt and found after the hand was raised makes it foul (False: the
# hand stands as dealt, a reading of a book's silence)
FOUL = Consequences("wrong-count.after-lift", {"foul-hand": True, "stands": False})


def _live(d: DealView, holder: str) -> bool:
    return holder not in d.table.retired and bool(
        d.awards.get(holder) or d.status in (None, "continues", "unsettled")
        or any(holder in x.get("among", ()) or x.get("player") == holder for x in d.by_lot))


HANDLERS = {"announce": announce}
OUTCOMES = {"lift": lift, "spoke_to_dealer": spoke_to_dealer}
