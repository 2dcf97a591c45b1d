"""Misdeals and their grounds: an uncut pack, a fault in the shuffle or the cut, a faced card, a
deal out of turn, an imperfect pack, a player left out (the new deal a misdeal calls for, and
the next: newdeal.py).

Each ground is ruled when it is pointed out: before the deal is finished (the ``deal`` event
has not yet come) or after it, as the books distinguish.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Faced
from .before_lift import before_lift
from .foul import hand_size
from .newdeal import antes_back, bets_beyond_antes, misdeal, next_deal, settle_next
from ..acts.betting import StaysInPool
from ..acts.draw import DealerSeated
from ..acts import NOTHING, EndDeal, LeaveOpen, Outcome, Refund, Retire, Then, find, outcome, rule
from ..acts.deal import (CutFault, DealtOutOfTurn, OutOfTurnDealerRuled, UncutNoticeSpent,
                         UncutRuledOn)
from ..applied import apply_outcome
from ..findings import Say
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ..view import DealView
    from ...law.rulebook import Answer


# --- the cut ----------------------------------------------------------------------------

def uncut_noticed(d: Reads, at_the_end: bool = False) -> Outcome:
    """The want of a cut is pointed out: before the deal is finished, or after (or nobody
    pointed it out, and it is found ``at_the_end`` of the story)."""
    if d.deal.uncut_ruled:  # just ruled on: a second notice of it rules nothing
        return outcome(UncutNoticeSpent())
    if d.over:
        return NOTHING
    return outcome(UncutRuledOn()) + _noticed(
        d, "uncut", "misdeal.pack-was-dealt-without", "misdeal.not-cut-new-deal",
        "misdeal.not-cut-deal-stands", "misdeal.not-cut-too-late", stands_when=False,
        at_the_end=at_the_end)


def fault_noticed(d: Reads, what: str, at_the_end: bool = False) -> Outcome:
    """An irregularity in the ``what`` ("shuffle", or "cut" of a pack that was cut) is pointed
    out: before the deal is finished, or after (the notice tells it; the story need not say
    what it was); or a cut by the wrong player nobody pointed out is found ``at_the_end``."""
    if d.over:
        return NOTHING
    said = f"misdeal.{what}-fault"
    ruled = outcome(CutFault(False)) if what == "cut" else NOTHING  # ruled once
    return ruled + _noticed(d, f"{what}-fault", f"{said}-unanswered", f"{said}-new-deal",
                            f"{said}-deal-stands", f"{said}-too-late", at_the_end=at_the_end)


def pack_faults_at_the_end(j: Judge) -> None:
    """A pack dealt uncut, or cut by another than the book's cutter, or a deal out of turn,
    that nobody pointed out is ruled as found when the story is told, before the pool is
    divided: a law of it with no time bar (Keller's "If a deal is made without the cards
    being properly cut") reaches a deal played to its show. A pack cut and never dealt made
    no deal."""
    if j.deal.uncut and not j.over:
        apply_outcome(j, uncut_noticed(view(j), at_the_end=True))
    if j.deal.cut_fault and j.table.dealt and not j.over:
        apply_outcome(j, fault_noticed(view(j), "cut", at_the_end=True))
    if j.deal.dealt_out_of_turn and j.table.dealt and not j.over:
        apply_outcome(j, out_of_turn_noticed(view(j), at_the_end=True))


def _noticed(d: Reads, ground: str, unanswered: str, new_deal: str, stands: str,
             too_late: str, stands_when: bool = True, at_the_end: bool = False) -> Outcome:
    """A ground of misdeal pointed out before the deal is finished or after: the book's
    answer for that moment (``GROUND.noticed-during-deal``, ``-after-deal``), a misdeal or
    the deal standing, each said when it was pointed out (``stands_when``: the deal standing
    too). Found ``at_the_end`` of the story, nobody having pointed it out, it is ruled as
    pointed out only after the deal: no law of the books sets a time before which the one
    who rules must hear of it, and those that bar a late call bar it "if ... not pointed out
    before the deal is finished" (Peel 9). Pointed out only after the show, or never in a
    deal played to its end, the book's law for that moment comes first
    (``GROUND.noticed-after-show``, found as ``too_late`` where the deal stands): a book
    without one has said what follows after the deal, and that reaches the show."""
    dealt, out = _finished(d)
    if dealt and _play_over(d):
        late = d.ask(f"{ground}.noticed-after-show")
        if late is not None:
            when = _when_late(d, at_the_end)
            return out + misdeal_or_stands(d, late, Say.of(new_deal, when=when),
                                           Say.of(too_late, when=when))
    key = f"{ground}.noticed-{'after' if dealt else 'during'}-deal"
    when = Say.of("misdeal.nobody-pointed-out") if at_the_end else Say.of(
        "misdeal.pointed-out",
        when=Say.of("misdeal.only-after-the-deal" if dealt else "misdeal.before-the-deal"))
    ans, asked = rule(d, key, Say.of(unanswered, when=when))
    out += asked
    if ans is None:
        return out
    return out + misdeal_or_stands(d, ans, Say.of(new_deal, when=when),
                                   Say.of(stands, **({"when": when} if stands_when else {})))


def _play_over(d: Reads) -> bool:
    """Whether the betting is over: the hands are being shown, or every other player passed
    (the ground of a misdeal pointed out then is pointed out only after the show)."""
    return d.deal.betting_over is not None or d.deal.show_began is not None


def _when_late(d: Reads, at_the_end: bool) -> Say:
    """When a ground of misdeal was heard of that was pointed out only after the show."""
    if at_the_end:
        return Say.of("misdeal.nobody-pointed-out")
    return Say.of("misdeal.pointed-out", when=Say.of(
        "misdeal.only-after-the-show" if d.deal.show_began is not None
        else "misdeal.only-after-the-betting"))


def _finished(d: Reads) -> tuple[bool, Outcome]:
    """Whether the deal is finished (the cards have gone out), and what says so: where the
    book finishes it only "when every player has received five cards" (Peel 17), a hand the
    deal left short of its number leaves it unfinished, and the law is found."""
    t = d.table
    law = d.ask("deal.finished") if t.dealt else None
    each, _ = hand_size(d) if law is not None else (None, None)
    short = [p for p, h in t.hands.items() if each is not None and h is not None
             and (h if isinstance(h, int) else len(h)) < each]
    if not short:
        return t.dealt, NOTHING
    return False, outcome(find(Say.of("misdeal.deal-not-finished", players=short, each=each),
                               law))


def misdeal_or_stands(d: Reads, ans: Answer, as_misdeal: Say, as_stands: Say,
                      *also: Answer | None, dealt_by: str | None = None,
                      in_turn: str | None = None) -> Outcome:
    """The book's answer to an irregularity in the deal: a misdeal (found as ``as_misdeal``),
    or the deal stands, rectified where the book says so (found as ``as_stands``)."""
    return MISDEAL_OR_STANDS.of(ans)(d, ans, as_misdeal, as_stands, also, dealt_by, in_turn)


def _misdealt(d: Reads, ans: Answer, as_misdeal: Say, as_stands: Say, also: tuple,
              dealt_by: str | None, in_turn: str | None) -> Outcome:
    return outcome(find(as_misdeal, ans, *also), Then(
        lambda d: misdeal(d, dealt_by=dealt_by, in_turn=in_turn, ground=ans)))


def _stands(d: Reads, ans: Answer, as_misdeal: Say, as_stands: Say, also: tuple,
            dealt_by: str | None, in_turn: str | None) -> Outcome:
    # a deal out of turn that stands was dealt by the one who dealt it: the deal goes round
    # from him, not from the man whose turn it was (Keller, the deal /7, "in rotation")
    seated = (DealerSeated(dealt_by),) if dealt_by is not None and dealt_by != in_turn else ()
    return outcome(find(as_stands, ans, *also), *seated)


# the irregularity makes a misdeal, or the deal stands (rectified, where the law says so)
MISDEAL_OR_STANDS = Consequences(
    ("uncut.noticed-during-deal", "uncut.noticed-after-deal", "uncut.noticed-after-show",
     "shuffle-fault.noticed-during-deal", "shuffle-fault.noticed-after-deal",
     "shuffle-fault.noticed-after-show", "cut-fault.noticed-during-deal",
     "cut-fault.noticed-after-deal", "cut-fault.noticed-after-show", "deal-out-of-turn",
     "deal-out-of-turn.noticed-after-deal", "deal-out-of-turn.noticed-after-show",
     "wrong-count.before-lift", "wrong-count.in-dealing", "faced-card.in-pack",
     "faced-card.after-deal"),
    {"misdeal": _misdealt, "deal-stands": _stands, "rectify": _stands})


# --- a card faced in the pack -----------------------------------------------------------

def faced_card(d: DealView, ev: Event) -> Outcome:
    dealt, unfinished = _finished(d)
    key = "faced-card.after-deal" if dealt else "faced-card.in-pack"
    when = Say.of("misdeal.after-the-deal" if dealt else "misdeal.before-the-deal")
    card = Faced.told_by(ev).card  # a notice of a faced card names none
    what = f"The {card}" if card else "A card"
    ans, out = rule(d, key, Say.of("misdeal.was-found-face-up", what=what, when=when))
    out = unfinished + out
    if ans is None:
        return out
    return out + misdeal_or_stands(
        d, ans, Say.of("misdeal.found-faced-in-pack", what=what, when=when),
        Say.of("misdeal.faced-card-deal-stands", what=what, when=when))


# --- a deal out of turn -----------------------------------------------------------------

def deal_out_of_turn(d: DealView, ev: Event) -> Outcome:
    """``ev.player`` deals though the deal is the table's dealer's. It is ruled when it is
    pointed out: at a later ``notice: deal_out_of_turn``; where nobody points it out, when the
    story is told, as pointed out only after the deal (``pack_faults_at_the_end``)."""
    return outcome(DealtOutOfTurn(ev.player))


def out_of_turn_noticed(d: Reads, at_the_end: bool = False) -> Outcome:
    """A deal out of turn pointed out (or found ``at_the_end`` of the story, nobody having
    pointed it out): the book's law of it, for the moment it is heard of."""
    if not d.deal.dealt_out_of_turn or d.over:
        return NOTHING
    t = d.table
    who = d.deal.out_of_turn_dealer or "a player"
    ans, out = rule(d, "deal-out-of-turn", Say.of("misdeal.dealt-out-of-turn-silent", who=who,
                                                  dealer=t.dealer))
    out = outcome(OutOfTurnDealerRuled()) + out
    if ans is None:
        return out
    if t.dealt and ans.laws:
        # the law's own time ("if attention is called in time"): pointed out only after the
        # deal, the book's answer for that moment (a reading of a book's silence has no time,
        # and is carried out as read, whenever it was pointed out)
        out = out.then(find(Say.of("misdeal.dealt-out-of-turn-law-governs", who=who,
                                   dealer=t.dealer), ans))
        late = d.ask("deal-out-of-turn.noticed-after-show") if _play_over(d) else None
        if late is not None:  # pointed out only after the show, or never: its own law first
            when = _when_late(d, at_the_end)
            return out + misdeal_or_stands(
                d, late, Say.of("misdeal.deals-out-turn-after-show", who=who, dealer=t.dealer,
                                when=when),
                Say.of("misdeal.out-of-turn-too-late", who=who, when=when), dealt_by=who,
                in_turn=t.dealer)
        late, said = rule(d, "deal-out-of-turn.noticed-after-deal", Say.of(
            "misdeal.out-of-turn-nobody-pointed-out" if at_the_end
            else "misdeal.attention-was-called-only"))
        if late is None:
            return out + said
        return out + misdeal_or_stands(
            d, late, Say.of("misdeal.deals-out-turn-unnoticed" if at_the_end
                            else "misdeal.deals-out-turn-late", who=who, dealer=t.dealer),
            Say.of("misdeal.dealt-out-of-turn-deal-stands", who=who), dealt_by=who,
            in_turn=t.dealer)
    return out + misdeal_or_stands(
        d, ans, Say.of("misdeal.deals-out-turn-deal", who=who, dealer=t.dealer),
        Say.of("misdeal.dealt-out-of-turn-deal-stands", who=who), dealt_by=who,
        in_turn=t.dealer)


# --- an imperfect pack ------------------------------------------------------------------

def imperfect_pack(d: DealView, ev: Event) -> Outcome:
    if d.deal.taken_in is not None:
        after = d.ask("imperfect-pack.after-taken-in")
        if after is not None:  # the book's remedies run only "before the pot has been taken in"
            return AFTER_TAKEN_IN.of(after)(d, after)
        if d.ask("imperfect-pack") is None and not d.torn.get("imperfect-pack"):
            # no law of an imperfect pack at all: found after the pool was taken in, the deal
            # may stand as well as be void or a misdeal, each read in turn
            ans, out = rule(d, "imperfect-pack.after-taken-in", Say.of(
                "misdeal.imperfect-pack-taken-in-silent", at=d.deal.taken_in))
            return out if ans is None else out + AFTER_TAKEN_IN.of(ans)(d, ans)
    ans = d.ask("imperfect-pack")
    if ans is not None:
        return IMPERFECT_PACK.of(ans)(d, ans)
    torn = d.torn.get("imperfect-pack", ())
    if torn:
        said = "; ".join(Say.of(REMEDY[law.provision("imperfect-pack")], law=law.id).words()
                         for law in torn)
        return outcome(find(Say.of("misdeal.imperfect-pack-book-torn", said=said), torn),
                       EndDeal("unsettled"))
    return outcome(LeaveOpen("imperfect-pack", Say.of("misdeal.imperfect-pack-silent")))


def _voids(said: str):
    """The deal is void: every player takes back what he put in (said as ``said``)."""
    def void(d: Reads, ans: Answer) -> Outcome:
        bets = bets_beyond_antes(d)
        kept = d.ask("pool.bet-made") if ans.rung == "open" and any(bets.values()) else None
        if kept is not None:
            # a reading of the book's silence: its law keeps a bet once made in the pool
            # (Peel 55), for the next deal; only the antes, put up before any bet, go back
            return outcome(find(Say.of(said), ans),
                           *(StaysInPool(p, b) for p, b in bets.items() if b),
                           *antes_back(d, bets),
                           find(Say.of("misdeal.void-bets-remain"), kept), EndDeal("void"))
        back = [Refund(p, s) for p, s in d.table.stakes.items() if s]
        return outcome(find(Say.of(said), ans), *back, EndDeal("void"))
    return void


def _misdeals(said: str):
    """It is a misdeal (said as ``said``)."""
    def a_misdeal(d: Reads, ans: Answer) -> Outcome:
        return outcome(find(Say.of(said), ans), Then(lambda d: misdeal(d, ground=ans)))
    return a_misdeal


def _stands_before(d: Reads, ans: Answer) -> Outcome:
    return outcome(find(Say.of("misdeal.imperfect-pack-deal-stands"), ans))


IMPERFECT_PACK = Consequences("imperfect-pack", {
    "void-deal": _voids("misdeal.imperfect-pack-deal-void"),
    "misdeal": _misdeals("misdeal.imperfect-pack-misdeal"),
    "deal-stands": _stands_before})


def _stands_taken_in(d: Reads, ans: Answer) -> Outcome:
    return outcome(find(Say.of("misdeal.imperfect-pack-after-taken-in", at=d.deal.taken_in),
                        ans))


# a pack found imperfect after the pool was taken in: the deal stands where the book's
# remedies run only before; where the book has none, each remedy is a reading
AFTER_TAKEN_IN = Consequences("imperfect-pack.after-taken-in", {
    "deal-stands": _stands_taken_in,
    "void-deal": _voids("misdeal.imperfect-pack-taken-in-void"),
    "misdeal": _misdeals("misdeal.imperfect-pack-taken-in-misdeal")})
# what each law of a torn book makes of it, in words
REMEDY = Consequences("imperfect-pack", {"void-deal": "misdeal.imperfect-pack-law-voids",
                                         "misdeal": "misdeal.imperfect-pack-law-misdeals",
                                         "deal-stands": "misdeal.imperfect-pack-law-stands"})


# --- hands too few or too many ----------------------------------------------------------

def omitted(j: Judge, ev: Event) -> None:
    """The engine's entry for a player left out (``left_out``): where the dealer gives up
    his own hand, who is left is weighed by ``stakes.one_left``, no fold yet."""
    if apply_outcome(j, left_out(view(j), ev)):
        from .stakes import one_left

        # the dealer out of it may leave one player: he is never left going on
        apply_outcome(j, one_left(view(j)))


def left_out(d: DealView, ev: Event) -> Outcome:
    """A player left out of the deal; a book with no law for it is asked of a wrong number
    dealt, which is what his hand of no cards is. The result: whether the dealer retired
    (who is left is then weighed)."""
    p = ev.player
    ans = d.ask("omitted-player")
    if ans is not None:
        return OMITTED.of(ans)(d, ans, p)
    size = hand_size(d)[0]
    fewer = Say.of("misdeal.fewer-than", size=size) if size else Say.of("misdeal.too-few")
    wrong, out = before_lift(d, Say.of("misdeal.left-out-silent", p=p), point="omitted-player")
    if wrong is None:
        return out
    return out + misdeal_or_stands(d, wrong,
                                   Say.of("misdeal.left-out-announced-misdeal", p=p,
                                          fewer=fewer),
                                   Say.of("misdeal.left-out-dealer-may-rectify", p=p))


def _dealer_gives_own_hand(d: Reads, ans: Answer, p: str) -> Outcome:
    """The dealer gives his own hand to the omitted player nearest his left (the Standard
    laws): one hand, to one player. The dealer who left himself out, or another omitted
    player, the law does not reach: what follows for him the book does not say."""
    t = d.table
    dealer = t.dealer
    if p == dealer:
        return outcome(LeaveOpen("omitted-player", Say.of("misdeal.left-out-silent", p=p)),
                       result=False)
    left_out = {p} | d.foreknown.omitted
    nearest = next((q for q in t.round_from(t.after(dealer)) if q in left_out and q != dealer),
                   None)
    if p != nearest:
        return outcome(LeaveOpen("omitted-player", Say.of(
            "misdeal.left-out-law-reaches-not", p=p, nearest=nearest)), result=False)
    return outcome(Retire(dealer, ans.law_id),
                   find(Say.of("misdeal.dealer-left-out-deal", p=p, dealer=dealer), ans),
                   result=True)


def _left_out_misdeal(d: Reads, ans: Answer, p: str) -> Outcome:
    return outcome(find(Say.of("misdeal.left-out-misdeal", p=p), ans),
                   Then(lambda d: misdeal(d, ground=ans)))


OMITTED = Consequences("omitted-player", {"dealer-gives-own-hand": _dealer_gives_own_hand,
                                          "misdeal": _left_out_misdeal})


def extra_hand(d: DealView, ev: Event) -> Outcome:
    return rule(d, "extra-hand", Say.of("misdeal.hand-was-dealt-nobody"),
                Say.of("misdeal.dealer-dealt-too-many"))[1]


HANDLERS = {"omitted": omitted}
OUTCOMES = {
    "faced_card": faced_card, "deal_out_of_turn": deal_out_of_turn,
    "imperfect_pack": imperfect_pack, "extra_hand": extra_hand,
}
