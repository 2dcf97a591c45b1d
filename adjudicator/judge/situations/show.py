"""The show: who may show, foul hands found at the show or pointed out after it, a hand
thrown up; the pool is divided on the whole story when it is told (``pool``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Hands, Notice, OpenerShows
from . import claims, irregular, jackpot, spoken, taken
from ..applied import apply_outcome
from ..findings import Say
from ..table import Phase
from ..view import view
from .pool import divide_pool
from .showforstake import RAISED_OVER
from .passing import passing_law
from .stakes import interval_ended

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer


def opener_shows(j: Judge, ev: Event) -> None:
    """The opener lays down the hand he opened with; it is weighed when the pool is divided."""
    t = j.table
    if not (j.ctx.jack_pot and t.opened_by):
        j.find(Say.of("show.openers-shown-no-jack-pot", player=ev.player))
        return
    if ev.player != t.opened_by:
        j.find(Say.of("show.openers-shown-by-another", player=ev.player, opened_by=t.opened_by))
        return
    j.deal.opener_shows(ev.player, OpenerShows.told_by(ev).cards, ev.index)


def show(j: Judge, ev: Event) -> None:
    """Hands are laid down: each is recorded, and a foul one found at once. The pool is divided
    when the story is told (``settle``), on every hand shown and every fact told after."""
    t = j.table
    new: dict = dict(Hands.told_by(ev).hands)
    first = j.deal.hands_shown(new, ev.index)
    if first:
        apply_outcome(j, spoken.unspoken_bets(view(j)))
        # every player has had his say, but by the book's law the interval has not ended (a
        # player in for less has neither equalled the bets nor dropped): the show told ends it
        unequal = t.phase is Phase.AFTER_DRAW and t.interval_complete() and not interval_ended(j)
        t.enter(Phase.SHOW)
        if j.deal.uncalled is None:  # the last left already took the pool: none is short of it
            _not_equalled(j)
            # his turn past, the turn comes to each whose chips put in out of turn wait for it
            apply_outcome(j, irregular.deemed_turns(view(j)))
        order = j.rule("show.order", Say.of("show.silent-on-order-of-showing"),
                       decisive=False)
        j.deal.betting_ends(order)
        # the bets are equal only where every player still in, not all in, has staked alike
        alike = len({t.stakes[p] for p in t.in_hand() if p not in t.all_in}) <= 1
        if (unequal or (order is not None and not alike)) and len(t.in_hand()) > 1:
            j.find(Say.of("show.shown-bets-not-equalized", in_hand=t.in_hand()))
        elif order is not None and len(t.in_hand()) > 1:
            j.find(Say.of("show.bets-are-equal-show", in_hand=t.in_hand()), order)
    _foul_hands(j, new)
    taken.held_at_show(j, new)


def concede(j: Judge, ev: Event) -> None:
    """A player still in throws up his hand at the show: without showing it, he passes; after
    it was shown, the book says whether his shown hand still stands for the pool."""
    t = j.table
    if ev.player in t.retired:
        j.find(Say.of("show.throws-up-hand-already-out", player=ev.player))
        return
    if ev.player in (j.deal.shown or {}):
        _throws_up_shown_hand(j, ev.player)
        return
    ans = passing_law(j, ev.player)[0]
    t.retire(ev.player, ans.law_id if ans else None)
    j.find(Say.of("show.throws-up-hand-gives-up-claim", player=ev.player), ans)


def _throws_up_shown_hand(j: Judge, p: str) -> None:
    """His hand was shown before he threw it up: the book's law that the hands shown decide
    the pool says what his throwing it up does; where it has none, the act is replayed as
    told (he gives up his claim) and the outcome turns on the silence."""
    ans = j.rule("show.shown-hand-thrown-up", Say.of("show.shown-hand-thrown-up-silent",
                                                     player=p))
    if ans is None:
        j.table.retire(p, None)
        return
    SHOWN_HAND_THROWN_UP.of(ans)(j, p, ans)


def _shown_hand_stands(j: Judge, p: str, ans: Answer) -> None:
    j.find(Say.of("show.shown-hand-stands", player=p), ans)


def _shown_hand_given_up(j: Judge, p: str, ans: Answer) -> None:
    j.table.retire(p, ans.law_id)
    j.find(Say.of("show.shown-hand-given-up", player=p), ans)


# what a hand shown and then thrown up at the show comes to
SHOWN_HAND_THROWN_UP = Consequences("show.shown-hand-thrown-up", {
    "stands": _shown_hand_stands, "gives-up-claim": _shown_hand_given_up})


def settle(j: Judge) -> None:
    """The pool is divided on the whole story: every hand shown, in whatever event it was
    told, and the facts told after the show (openers, claims)."""
    if not j.deal.show_began or j.over:
        return
    shown = j.deal.shown
    _foul_hand_pointed_out(j, shown)
    divided = divide_pool(j, shown)
    if divided is None:
        j.end("unsettled")
        return
    awards, lots = divided
    # the opener's proof first: where it fails, nobody wins, and a claim to the pool is moot
    if not jackpot.opener_settles(j, awards, shown):
        return
    claims.weigh_claims(j, awards, shown)
    for p, a in awards.items():
        j.award(p, a)
    j.by_lot.extend(lots)
    if j.ctx.jack_pot and j.table.opened_by and not j.unsettled:
        j.find(Say.of("show.pool-goes", items=((f'{p} {a}' for p, a in sorted(awards.items())))))
    j.end("settled")


def _not_equalled(j: Judge) -> None:
    """A player still in who never made his stake equal to the highest has no show."""
    from .betting import retire_not_equalled

    t = j.table
    for p in t.in_hand():
        if p in t.all_in and t.stakes[p] < t.level:  # raised over after he went all in
            ans = j.ask("show-for-stake")
            if ans is not None:
                RAISED_OVER.of(ans)(j, p, ans)
            continue
        if p in t.all_in or t.stakes[p] >= t.level:
            continue
        apply_outcome(j, retire_not_equalled(
            view(j), p, f"has not made his stake equal to the highest "
            f"({t.stakes[p]} against {t.level}) and has no show",
            "never made his stake equal to the highest"))


def _foul_hands(j: Judge, shown: dict) -> None:
    from .foul import hand_size

    t = j.table
    each, _ = hand_size(j)
    for p in [p for p in t.in_hand() if p in shown]:
        if each is None or len(shown[p]) == each:
            continue
        ans = j.ask("foul-hand.at-show")
        betting = j.ask("foul-hand.bet")
        if ans is None and betting is None:  # weighed once the pool is divided
            j.silence("foul-hand.at-show", Say.of("show.foul-hand-at-show-silent", p=p,
                                                  n_shown=len(shown[p])), decisive=False)
            j.deal.foul_at_the_show(p, j.silent[-1])
            continue
        law = (ans or betting).law_id
        t.retire(p, law)
        j.find(Say.of("show.hand-holds-cards-foul", p=p, n_shown=len(shown[p])), ans, betting)
        if p in j.deal.wrong_count:
            # the hand was dealt him foul (Peel 14: "in consequence of having a foul hand dealt
            # to him"), whenever it is found: who refunds his ante is the book's law of it
            from .wrongcount import refund_foul_dealt

            refund_foul_dealt(j, p)


def weigh_foul_at_show(j: Judge) -> None:
    """The book's silence on a foul hand at the show is decisive only where the hand could
    take a chip: read as forfeited, it takes nothing; read as playing for what it holds, it
    holds at most the best five of its cards. Where every hand that takes the pool beats
    each five of them, no reading gives it a chip."""
    from itertools import combinations
    from .weighing import beaten_by_every_taker

    for p, entry in j.deal.foul_at_show:
        cards = tuple((j.deal.shown or {}).get(p, ()))
        fives = list(combinations(cards, 5)) if len(cards) > 5 else []
        if entry not in j.silent or entry.decisive:
            continue
        if not beaten_by_every_taker(j, p, fives):
            j.decisive(entry)
            continue
        _beaten_however(j, p, len(cards), fives)


def _beaten_however(j: Judge, p: str, n: int, fives: list[tuple]) -> None:
    """Said where the silence is weighed: the best five of his cards, and what beats it."""
    from ...hands.showdown import showdown
    from .weighing import hand_rules

    rules, shown = hand_rules(j), j.deal.shown
    best = fives[int(showdown({str(i): f for i, f in enumerate(fives)}, rules).order[0][0])]
    for q in sorted(set(j.awards) | {x for lot in j.by_lot for x in lot["among"]}):
        for text, laws in showdown({p: best, q: tuple(shown[q])}, rules).findings:
            j.find(Say.of("show.foul-hand-beaten-however", p=p, n=n, text=text),
                   laws)


def _foul_hand_pointed_out(j: Judge, shown: dict) -> None:
    """`notice: {what: foul_hand}` names who points it out, not whose hand: where no hand
    shown is foul and the story has made none foul (a wrong number dealt and lifted), whose
    it is is a fact the pool turns on."""
    from .foul import hand_size

    each, _ = hand_size(j)
    foul = [p for p, cards in shown.items() if each is not None and len(cards) != each]
    found = [p for p in j.deal.foul if p not in foul]
    for ev in j.case.events:
        told = Notice.told_by(ev)
        if ev.verb != "notice" or told.what != "foul_hand" or ev.index in j.deal.foul_notices:
            continue
        by = f"{told.by} points out" if told.by else "Someone points out"
        if foul or found:
            whose = [f"{p}'s, as shown" for p in foul] + \
                [f"{p}'s, found foul above" for p in found]
            # a hand found foul at the end of the game: the law on point says what it forfeits
            # and who claims the pool (Peel 64), besides the law that made it foul
            at_end = j.ask("foul-hand.at-show") if found else None
            if at_end is not None:
                j.find(Say.of("show.foul-hand-at-end", by=by, whose=whose), at_end)
            else:
                j.find(Say.of("show.foul-hand", by=by, whose=whose))
        else:
            j.lack("foul hand", f"{by} a foul hand, but no hand shown holds a wrong number of "
                   "cards, and whose hand is foul is not told", ev.index)


HANDLERS = {"show": show, "miscall": claims.miscall, "claim": claims.claim,
            "take_in": claims.take_in,
            "opener_shows": opener_shows}
