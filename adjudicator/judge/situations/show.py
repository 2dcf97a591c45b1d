"""The show: who may show, foul hands found at the show or pointed out after it, a hand
thrown up; the pool is divided on the whole story when it is told (``pool``).

The show's handlers return their outcome. Where the show calls on a handler of the betting
or the deal not yet a fold (the betting's end weighed: ``irregular``, ``stakes``,
``betting``; the ante of a hand dealt foul: ``wrongcount``), or reads what the ruling has
come to (whether it is unsettled, its awards), the engine's entry (``show``, ``settle``,
``weigh_foul_at_show``) applies each outcome before it calls on them."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from ...hands.showdown import showdown
from ...hands.value import HandError
from ...law.consequences import Consequences
from ...story.payloads import Hands, Notice, OpenerShows
from . import claims, irregular, jackpot, spoken, taken
from .shownearly import shown_before_the_game_is_over
from ..acts import NOTHING, Award, Decisive, EndDeal, Lack, LeaveOpen, Outcome, Retire, find, outcome, rule
from ..acts.show import (BettingEnds, ByLot, FoulAtTheShow, HandsShown,
                        OpenerShown)
from ..applied import apply_outcome
from ..acts.betting import EnterPhase
from ..findings import Say
from ..deal.table import Phase
from .betting import retire_not_equalled
from .foul import hand_size
from .pool import divide_pool
from .showforstake import RAISED_OVER
from .passing import passing_law, passing_laws, put_out_by
from .stakes import interval_ended
from .standing import stood_to_the_show
from .weighing import beaten_by_every_taker, hand_rules, torn_laws
from .wrongcount import refund_foul_dealt
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def opener_shows(d: Reads, ev: Event) -> Outcome:
    """The opener lays down the hand he opened with; it is weighed when the pool is divided."""
    t = d.table
    if not (d.ctx.jack_pot and t.opened_by):
        return outcome(find(Say.of("show.openers-shown-no-jack-pot", player=ev.player)))
    if ev.player != t.opened_by:
        return outcome(find(Say.of("show.openers-shown-by-another", player=ev.player,
                                   opened_by=t.opened_by)))
    return outcome(OpenerShown(ev.player, OpenerShows.told_by(ev).cards, ev.index))


def show(j: Judge, ev: Event) -> None:
    """Hands are laid down: each is recorded, and a foul one found at once. The pool is divided
    when the story is told (``settle``), on every hand shown and every fact told after."""
    t = j.table
    new: dict = dict(Hands.told_by(ev).hands)
    first = not j.deal.show_began
    if first and apply_outcome(j, shown_before_the_game_is_over(view(j), new)):
        _foul_hands(j, new)
        return
    apply_outcome(j, outcome(HandsShown(new, ev.index)))
    if first:
        apply_outcome(j, spoken.unspoken_bets(view(j)))
        # every player has had his say, but by the book's law the interval has not ended (a
        # player in for less has neither equalled the bets nor dropped): the show told ends it
        # (before the draw too, where the story tells no draw and the show follows)
        unequal = t.phase in (Phase.BEFORE_DRAW, Phase.AFTER_DRAW) and t.interval_complete() \
            and not interval_ended(j)
        apply_outcome(j, stood_to_the_show(view(j)))
        apply_outcome(j, outcome(EnterPhase(Phase.SHOW)))
        if j.deal.uncalled is None:  # the last left already took the pool: none is short of it
            _not_equalled(j)
            # every turn has come: the chips of each who put them in out of turn count, and
            # one they leave short, whose turn passed while they waited, has not equalled them
            waited = set(j.deal.deemed)
            apply_outcome(j, irregular.deemed_turns(view(j), at_show=True))
            _not_equalled(j, waited)
        apply_outcome(j, _the_bets_at_the_show(view(j), unequal))
    _foul_hands(j, new)
    apply_outcome(j, taken.held_at_show(view(j), new))


def _the_bets_at_the_show(d: Reads, unequal: bool) -> Outcome:
    """The show ends the betting: how the hands are shown, and whether the bets are equal."""
    t = d.table
    order, out = rule(d, "show.order", Say.of("show.silent-on-order-of-showing"),
                      decisive=False)
    out = out.then(BettingEnds(order))
    # the bets are equal only where every player still in, not all in, has staked alike
    alike = len({t.stakes[p] for p in t.in_hand() if p not in t.all_in}) <= 1
    if (unequal or (order is not None and not alike)) and len(t.in_hand()) > 1:
        return out.then(find(Say.of("show.shown-bets-not-equalized", in_hand=t.in_hand())))
    if order is not None and len(t.in_hand()) > 1:
        if len({t.stakes[p] for p in t.in_hand()}) == 1:
            return out.then(find(Say.of("show.bets-are-equal-show", in_hand=t.in_hand()), order))
        # one all in for less than another's stake: the betting is over, the bets unequal; who
        # wins what is the law of the show for less's to say, not this finding's
        return out.then(find(Say.of("show.all-in-betting-over-show", in_hand=t.in_hand()),
                             order))
    return out


def concede(d: Reads, ev: Event) -> Outcome:
    """A player still in throws up his hand at the show: without showing it, he passes; after
    it was shown, the book says whether his shown hand still stands for the pool."""
    if ev.player in d.table.retired:
        return outcome(find(Say.of("show.throws-up-hand-already-out", player=ev.player)))
    if ev.player in (d.deal.shown or {}):
        return _throws_up_shown_hand(d, ev.player)
    # the book's law of a hand thrown up unshown at the show: a pass, where its pass is the
    # throwing up of the hand (Peel, Keller); else its law that every player still in shows,
    # which a hand not shown cannot win by (Schenck rules/18: its law of passing speaks of
    # one who fails to make his stake equal, not of one who called)
    thrown = d.ask("show.thrown-up-unshown")
    if thrown is not None and not THROWN_UP_PASSES.of(thrown):
        return outcome(Retire(ev.player, thrown.law_id),
                       find(Say.of("show.throws-up-unshown-cannot-win", player=ev.player),
                            thrown))
    laws = passing_laws(d, passing_law(d, ev.player)[0])
    laws = tuple(dict.fromkeys((*laws, thrown) if thrown is not None else laws))
    return outcome(Retire(ev.player, laws[0].law_id if laws else None),
                   find(Say.of("show.throws-up-hand-gives-up-claim", player=ev.player), *laws))


# whether a hand thrown up unshown at the show is a pass, ruled by the book's law of passing
THROWN_UP_PASSES = Consequences("show.thrown-up-unshown", {"passes": True, "cannot-win": False})


def _throws_up_shown_hand(d: Reads, p: str) -> Outcome:
    """His hand was shown before he threw it up: the book's law that the hands shown decide
    the pool says what his throwing it up does; where it has none, the act is replayed as
    told (he gives up his claim) and the outcome turns on the silence."""
    ans, out = rule(d, "show.shown-hand-thrown-up", Say.of("show.shown-hand-thrown-up-silent",
                                                           player=p))
    if ans is None:
        return out.then(Retire(p, None))
    return out + SHOWN_HAND_THROWN_UP.of(ans)(d, p, ans)


def _shown_hand_stands(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(find(Say.of("show.shown-hand-stands", player=p), ans))


def _shown_hand_given_up(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(Retire(p, ans.law_id), find(Say.of("show.shown-hand-given-up", player=p),
                                               ans))


# what a hand shown and then thrown up at the show comes to
SHOWN_HAND_THROWN_UP = Consequences("show.shown-hand-thrown-up", {
    "stands": _shown_hand_stands, "gives-up-claim": _shown_hand_given_up})


def settle(j: Judge) -> None:
    """The pool is divided on the whole story: every hand shown, in whatever event it was
    told, and the facts told after the show (openers, claims). Whether it goes as divided
    is said once the ruling is known to be settled."""
    if not j.deal.show_began or j.over:
        return
    divided = apply_outcome(j, _divided(view(j)))
    if divided is not None:
        settled = not j.deal.settlement.unsettled
        apply_outcome(j, _the_pool_goes(view(j), *divided, settled=settled))


def _divided(d: Reads) -> Outcome:
    """The pool divided, a jack pot's opener's proof made and the claims weighed: the result,
    the awards and the lots; None where the deal ended otherwise."""
    return _foul_hand_pointed_out(d, d.deal.shown) + divided_among_those_in(d)


def divided_among_those_in(d: Reads, proof_made: bool = False) -> Outcome:
    """The shown hands of the players still in divide the pool, as _divided says: also where a
    false opener, out by the reading that he loses only his stake, leaves it to the rest (his
    proof made)."""
    shown = d.deal.shown
    divided = divide_pool(d, shown)
    out = divided
    if divided.result is None:
        return out.then(EndDeal("unsettled")).returning(None)
    awards, lots = divided.result
    # the opener's proof first: where it fails, nobody wins, and a claim to the pool is moot
    if not proof_made:
        proof = jackpot.opener_settles(d, awards, shown, the_rest=_the_rest_divide)
        out += proof
        if not proof.result:
            return out.returning(None)
    weighed = claims.weigh_claims(d, awards, shown)
    return (out + weighed + _out_and_better(d, weighed.result, shown)).returning(
        (weighed.result, lots))


# the findings that put a player out for his hand (a foul hand, openers split): the law that
# does so rules his hand, and says the rest; one who went out in the betting has it said here
_FOUL = ("foul", "wrongcount.", "drawfoul.", "show.holds-taken", "draw.", "jackpot.",
         "after-")


def _out_and_better(d: Reads, awards: dict, shown: dict | None) -> Outcome:
    """A hand laid down by a player already out of the deal that beats a winner's: said, on
    the law that put him out (he has no claim), so the ruling does not pass it over."""
    out = NOTHING
    winners = [w for w in awards if w in (shown or {})]
    rules = hand_rules(d) if winners else None
    for p, cards in (shown or {}).items():
        law, why = put_out_by(d, p)
        if law is None or p in awards or len(cards) != 5:  # a foul hand's count says enough
            continue
        try:
            beaten = [w for w in winners
                      if showdown({p: cards, w: shown[w]}, rules).order[:1] == [[p]]]
        except HandError:  # a hand the book cannot rank: nothing to say of it here
            continue
        if beaten and why and not any(s.say.kind.startswith(_FOUL) for s in why):
            put_out = why[0]
            out = out.then(find(Say.of("show.out-hand-beats-no-claim", player=p,
                                       beaten=beaten), law, on=put_out.points))
    return out


def _the_rest_divide(d: Reads) -> Outcome:
    """A false opener out, the deal going on without him: the rest's hands divide the pool."""
    return divided_among_those_in(d, proof_made=True)


def _the_pool_goes(d: Reads, awards: dict, lots: list, settled: bool) -> Outcome:
    out = outcome(*(Award(p, a) for p, a in awards.items()), ByLot(tuple(lots)))
    if d.ctx.jack_pot and d.table.opened_by and settled:
        out = out.then(find(Say.of("show.pool-goes",
                                   items=((f'{p} {a}' for p, a in sorted(awards.items()))))))
    return out.then(EndDeal("settled"))


def _not_equalled(j: Judge, waited: set[str] = frozenset()) -> None:
    """A player still in who never made his stake equal to the highest has no show (the
    betting's law of it: ``betting.retire_not_equalled``, no fold yet); ``waited``: those
    whose chips waited for a turn that came at the show, weighed by it, not here."""
    t = j.table
    for p in [p for p in t.in_hand() if p not in waited]:
        if p in t.all_in and t.stakes[p] < t.level:  # raised over after he went all in
            ans = j.ask("show-for-stake")
            if ans is not None:
                apply_outcome(j, RAISED_OVER.of(ans)(view(j), p, ans))
            continue
        if p in t.all_in or t.stakes[p] >= t.level:
            continue
        apply_outcome(j, retire_not_equalled(
            view(j), p, Say.of("show.stake-not-made-equal", stakes=t.stakes[p],
                               level=t.level).words(),
            Say.of("show.never-made-stake-equal").words()))


def _foul_hands(j: Judge, shown: dict) -> None:
    """Each hand shown still in that holds a wrong number of cards (``_foul_hand``); one that
    was dealt him foul has its ante refunded as the book's law of it says
    (``wrongcount.refund_foul_dealt``, no fold yet)."""
    each, _ = hand_size(j)
    for p in [p for p in j.table.in_hand() if p in shown]:
        if each is None or len(shown[p]) == each:
            continue
        if apply_outcome(j, _foul_hand(view(j), p, len(shown[p]))):
            # the hand was dealt him foul (Peel 14: "in consequence of having a foul hand dealt
            # to him"), whenever it is found: who refunds his ante is the book's law of it
            apply_outcome(j, refund_foul_dealt(view(j), p))


def _foul_hand(d: Reads, p: str, n_shown: int) -> Outcome:
    """``p`` shows ``n_shown`` cards, a foul hand: he retires by the book's law of a foul hand
    at the show, or of a bet on one, or it is weighed once the pool is divided. The result:
    whether it was dealt him foul."""
    ans = d.ask("foul-hand.at-show")
    betting = d.ask("foul-hand.bet")
    if p == d.deal.uncalled and all(a is None or a.rung == "general" for a in (ans, betting)):
        # the last left in took the pool unshown by the book's own law of it (the Standard
        # laws' showdown/4): a general law of the hands shown at a showdown never reached it
        return outcome(find(Say.of("show.foul-shown-after-pool-unshown", p=p, n_shown=n_shown),
                            rung="story"), result=False)
    if ans is None and betting is None:  # weighed once the pool is divided
        return outcome(LeaveOpen("foul-hand.at-show", Say.of(
            "show.foul-hand-at-show-silent", p=p, n_shown=n_shown), decisive=False),
            FoulAtTheShow(p))
    return outcome(Retire(p, (ans or betting).law_id),
                   find(Say.of("show.hand-holds-cards-foul", p=p, n_shown=n_shown), ans,
                        betting), result=p in d.deal.wrong_count)


def weigh_foul_at_show(j: Judge) -> None:
    """The book's silence on a foul hand at the show is decisive only where the hand could
    take a chip: read as forfeited, it takes nothing; read as playing for what it holds, it
    holds at most the best five of its cards. Where every hand that takes the pool beats
    each five of them, no reading gives it a chip. Weighed on the ruling's awards: read of
    the judge, not of the deal's view."""
    for p, entry in j.deal.foul_at_show:
        cards = tuple((j.deal.shown or {}).get(p, ()))
        fives = list(combinations(cards, 5)) if len(cards) > 5 else []
        if entry not in j.silent or entry.decisive:
            continue
        beaten = beaten_by_every_taker(j, p, fives)
        apply_outcome(j, beaten if beaten.result else beaten.then(Decisive(entry)))
        if beaten.result:
            apply_outcome(j, _beaten_however(j, p, len(cards), fives))


def _beaten_however(j: Judge, p: str, n: int, fives: list[tuple]) -> Outcome:
    """Said where the silence is weighed: the best five of his cards, and what beats it."""
    out = torn_laws(j)  # the hands weighed by the book's hand laws
    rules, shown = hand_rules(j), j.deal.shown
    best = fives[int(showdown({str(i): f for i, f in enumerate(fives)}, rules).order[0][0])]
    for q in sorted(j.deal.settlement.takers()):
        for text, laws in showdown({p: best, q: tuple(shown[q])}, rules).findings:
            out = out.then(find(Say.of("show.foul-hand-beaten-however", p=p, n=n, text=text),
                                laws))
    return out


def _foul_hand_pointed_out(d: Reads, shown: dict) -> Outcome:
    """`notice: {what: foul_hand}` names who points it out, not whose hand: where no hand
    shown is foul and the story has made none foul (a wrong number dealt and lifted), whose
    it is is a fact the pool turns on. (Who points it out and whose hand it is are texts the
    finding quotes: it names no more players than before.)"""
    each, _ = hand_size(d)
    foul = [p for p, cards in shown.items() if each is not None and len(cards) != each]
    found = [p for p in d.deal.foul if p not in foul]
    out = NOTHING
    for ev in d.case.events:
        told = Notice.told_by(ev)
        if ev.verb != "notice" or told.what != "foul_hand" or ev.index in d.deal.foul_notices:
            continue
        by = (Say.of("show.points-out", by=told.by) if told.by else
              Say.of("show.someone-points-out")).words()
        if foul or found:
            whose = [Say.of("show.whose-as-shown", p=p).words() for p in foul] + \
                [Say.of("show.whose-found-foul", p=p).words() for p in found]
            # a hand found foul at the end of the game: the law on point says what it forfeits
            # and who claims the pool (Peel 64), besides the law that made it foul
            at_end = d.ask("foul-hand.at-show") if found else None
            if at_end is not None:
                out = out.then(find(Say.of("show.foul-hand-at-end", by=by, whose=whose),
                                    at_end))
            else:
                out = out.then(find(Say.of("show.foul-hand", by=by, whose=whose)))
        else:
            out = out.then(Lack("foul hand", Say.of("show.foul-hand-not-told", by=by).words(),
                                ev.index))
    return out


def _applied(handler):
    """A handler that returns its outcome, applied where the event is replayed (the dispatch
    in situations/__init__.py takes a module's OUTCOMES: this one's are in HANDLERS until
    it folds them)."""
    return lambda j, ev: apply_outcome(j, handler(view(j), ev))


HANDLERS = {"show": show, "miscall": _applied(claims.miscall), "claim": _applied(claims.claim),
            "take_in": _applied(claims.take_in), "opener_shows": _applied(opener_shows)}
