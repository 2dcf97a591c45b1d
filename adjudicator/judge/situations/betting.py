"""The say before the draw and the betting after it: making good, raising, passing,
standing, and the end of each round. Whose turn it is is settled in ``turns``; irregular
bets (out of turn, spoken, over the limit) in ``irregular``; short stakes and borrowing in
``shortstack``; deals nobody opens, and jack pots, in ``jackpot``."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Raise, Stake as Told
from ...story.record import replace
from ...errors import InputError
from . import irregular, jackpot, limit, spoken
from .amounts import the_ante
from .shortstack import borrow, show_for_stake
from .makinggood import left_open_in_turn, short_of_making_good
from .opening import weigh_opening
from .passing import may_come_in_again, not_equalling, passing_law, passing_laws
from .standing import STANDING, ante_no_bet
from .stakes import after_action, already_made_good, interval_ended, stake
from .turns import may_act
from .weighing import beaten_as_shown
from ..acts import (NOTHING, Award, BorrowedForRaise, Decisive, Doubted, EndDeal, LeaveOpen, Moot,
                    Outcome, Passes, Provided, Retire, Stake, Then, TurnPasses, find, outcome)
from ..acts.betting import BeyondTheLimit, OutOfTurnWeighed, RecordAct
from ..applied import apply_outcome
from ..findings import Reach, Say, among
from ..deal.table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..findings import Silence
    from ..judging import Reads
    from ...law.rulebook import Answer


# --- each betting action ----------------------------------------------------------------

def _if_he_may_act(d: Reads, ev: Event, then) -> Outcome:
    """Whether he may act (the turn, the deal as it stands), and, where he may, ``then``."""
    return outcome(Provided(may_act(d, ev), partial(then, ev)))


def _then(step, *args) -> Then:
    """``step(d, *args)`` on the deal the acts before it leave."""
    return Then(lambda d: step(d, *args))


def _short(d: Reads, ev: Event, amount: int) -> Outcome:
    """He puts up all he has and it does not make his stake equal to the highest: a show for
    what he has, as the book allows or denies it (done here; the result True)."""
    t = d.table
    funds = t.funds(ev.player)
    if funds is None or amount < funds or funds >= t.to_call(ev.player):
        return outcome(result=False)
    return show_for_stake(d, ev).returning(True)


def bet(d: Reads, ev: Event) -> Outcome:
    return _if_he_may_act(d, ev, _bets)


def _bets(ev: Event, d: Reads) -> Outcome:
    t = d.table
    amount = Told.told_by(ev).amount
    short = _short(d, ev, amount)
    if short.result:
        return short.returning(None)
    out = NOTHING
    if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
        out = _check_opening(d, ev, t.stakes[ev.player] + amount)
    return out.then(Then(partial(_bet_made_good, ev, amount)))


def _bet_made_good(ev: Event, amount: int, d: Reads) -> Outcome:
    p = ev.player
    owed = d.table.to_call(p)
    if amount >= owed:
        return outcome(_then(stake, ev, amount), Then(after_action))
    if d.deal.out_of_turn != p:
        short = short_of_making_good(d, p, amount, owed, True)
        return short.then(_then(stake, ev, amount), *_retires(p, short), Then(after_action))
    # out of turn: whether his chips wait for his turn is asked as they go up, and a bet that
    # does not wait stands as made in his turn (each weighed as his stake stood before it)
    waits = short_of_making_good(d, p, amount, owed, False)
    stands = short_of_making_good(d, p, amount, owed, True)
    return outcome(_then(stake, ev, amount),
                   Then(partial(_short_out_of_turn, p, waits, stands)), Then(after_action))


def _all_he_has_or_made_good(ev: Event, amount: int, d: Reads) -> Outcome:
    short = _short(d, ev, amount)
    return short.returning(None) if short.result else _bet_made_good(ev, amount, d)


def _retires(p: str, short: Outcome) -> tuple[Then, ...]:
    """Where the book's law of not equalling reaches a stake short in his turn (the result of
    ``short_of_making_good``), he retires and forfeits then, once his chips are up."""
    if not short.result:
        return ()
    what = Say.of("betting.not-equal-to-highest")
    return (_then(retire_not_equalled, p, what, what),)


def _short_out_of_turn(p: str, waits: Outcome, stands: Outcome, d: Reads) -> Outcome:
    """His short chips, out of turn, as they went up: waiting for his turn (or with no law
    of play out of turn to make them his act), weighed when the betting ends, or at his turn
    by a law of them; standing as made in his turn, weighed as a stake in turn is."""
    if p in d.deal.deemed and d.ask("betting.out-of-turn.too-few") is not None:
        return NOTHING  # weighed at his turn by the book's law of them (deemed_turns)
    if p in d.deal.deemed or d.ask("betting.out-of-turn") is None:
        return waits.returning(None)
    return stands.returning(None).then(*_retires(p, stands))


def _check_opening(d: Reads, ev: Event, total: int) -> Outcome:
    least = weigh_opening(d, ev.player, total)
    # a jack pot's: his openers, and the least he may open for where a law reaches it
    return jackpot.check_opening(d, ev, total) + least if d.ctx.jack_pot else least


def call(d: Reads, ev: Event) -> Outcome:
    return _if_he_may_act(d, ev, _calls)


def _calls(ev: Event, d: Reads) -> Outcome:
    t = d.table
    owed = t.to_call(ev.player)
    funds = t.funds(ev.player)
    if funds is not None and owed > funds:
        return show_for_stake(d, ev)
    out = NOTHING
    if owed and t.phase is Phase.BEFORE_DRAW and t.opened_by is None and \
            ev.player not in t.straddlers:
        # the first to come in opens the game, whatever the teller calls his act: the ante's
        # amount alone is weighed against the least opening, as a bet of it is
        out = _check_opening(d, ev, t.stakes[ev.player] + owed)
    return out.then(_then(stake, ev, owed), *_beside(d, ev.player, owed),
                    _then(irregular.matches_waiting, ev.player), Then(after_action))


def _beside(d: Reads, p: str, owed: int) -> tuple[Then, ...]:
    """The chips a call or raise of ``owed`` puts up beside it, where chips put up beyond the
    limit lie on the table as no stake (limit.seen_beyond): they stay in the pool, as his."""
    n = limit.seen_beyond(d, p, owed)
    return (Then(lambda _: outcome(Stake(p, n), BeyondTheLimit(p, n))),) if n else ()


def check(d: Reads, ev: Event) -> Outcome:
    return _if_he_may_act(d, ev, _checks)


def _checks(ev: Event, d: Reads) -> Outcome:
    t, p = d.table, ev.player
    if t.to_call(p) > 0:  # where the ante is no bet of the interval, he may check
        return ante_no_bet(d, partial(_checks, ev)) or _not_equalled(d, p).then(Then(after_action))
    if d.ctx.jack_pot and t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
        decline = d.ask("jack-pot.decline-to-open")
        if decline is not None:
            return DECLINING.of(decline)(d, ev, decline)
    made_good = already_made_good(d, p)
    if made_good.result:
        return made_good.then(_then(_stood, p))
    ans = d.ask("betting.check")
    if ans is None:
        return outcome(LeaveOpen("betting.check", Say.of("betting.stands-silent-whether-he-may",
                                                          p=p), decisive=False),
                       Doubted(p, t.stakes[p]), _then(_stood, p))
    gives_up = STANDING.of(ans)(d, p, ans)  # True where standing costs him his hand
    if gives_up.result:
        return gives_up
    return gives_up.then(_then(_stood, p))


def _declines_and_passes(d: Reads, ev: Event, ans: Answer) -> Outcome:
    # declining to play is passing, in the book's words
    return jackpot.declines_and_passes(d, ev, ans).then(_then(_pass, ev))


def _declines_and_stands(d: Reads, ev: Event, ans: Answer) -> Outcome:
    return jackpot.declines_at_his_option(d, ev, ans).then(_then(_stood, ev.player))


# a player who stands before a jack pot is opened declines to open it
DECLINING = Consequences("jack-pot.decline-to-open", {"passes": _declines_and_passes,
                                                      "optional": _declines_and_stands})


def _stood(d: Reads, p: str) -> Outcome:
    return outcome(OutOfTurnWeighed(), RecordAct(p, False, d.deal.out_of_turn != p),
                   Then(after_action)).returning(None)


def retire_not_equalled(d: Reads, p: str, what: Say | str, silent: Say | str) -> Outcome:
    """He has not made his stake equal to the highest: he retires and forfeits it, if the
    book says so (the result; ``what`` describes his case, ``silent`` what the book leaves
    open)."""
    ans = not_equalling(d, p) or d.ask("betting.make-good")
    if ans is None and left_open_in_turn(d, p):
        return outcome(result=False)  # the one point, left open at his stake short in turn
    if ans is None:  # it can reach his stake, and what his hand takes
        return outcome(LeaveOpen("betting.not-equalling", Say.of(
            "betting.silent-on-what-follows", p=p, silent=silent), reach=Reach(p)),
            result=False)
    # a law that he may stay in only by making it good puts him out; what he gives up is
    # the book's law of passing, where it has one (the Standard laws' betting/3, "A drops,
    # thus losing the chips he had already put in")
    forfeits = d.ask("passing.stake") if ans.key == "betting.make-good" else None
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("betting.retires-forfeits-stake", p=p, what=what), ans,
                        *([forfeits] if forfeits is not None else ())),
                   result=True)


def _not_equalled(d: Reads, p: str) -> Outcome:
    return retire_not_equalled(d, p, Say.of("betting.not-equal-to-preceding"),
                               Say.of("betting.not-equal-to-highest"))


def raise_(d: Reads, ev: Event) -> Outcome:
    return _if_he_may_act(d, ev, _raises)


def _raises(ev: Event, d: Reads) -> Outcome:
    t = d.table
    # `to` is his total in this betting interval: before the draw it counts his ante or
    # straddle, after the draw it counts from nothing (docs/case-format.md).
    base = d.deal.interval_stakes.get(ev.player, 0) \
        if t.phase is Phase.AFTER_DRAW else 0
    told = Raise.told_by(ev)
    # a raise told to a total counts the chips put up beside the stake it meets (_beside)
    amount = (t.to_call(ev.player) + told.by) if told.by is not None else \
        told.to - (t.stakes[ev.player] - base) - limit.unmet_beyond(d, ev.player)
    only_calls = irregular.may_not_raise(d, ev.player)
    if only_calls.result:
        return only_calls.then(Then(partial(_only_calls, ev, amount)))
    return only_calls.then(Then(partial(_raised, ev, amount, base)))


def _only_calls(ev: Event, amount: int, d: Reads) -> Outcome:
    call = d.table.to_call(ev.player)
    out = outcome(_then(stake, ev, call))
    if amount > call:  # the chips he put up beyond the call are in the pot all the same
        out = out.then(_then(irregular.beyond_a_call, ev.player, amount - call))
    return out.then(Then(after_action))


def _raised(ev: Event, amount: int, base: int, d: Reads) -> Outcome:
    t = d.table
    if amount <= t.to_call(ev.player):  # no raise: his chips stand for what they come to
        amount = max(amount, 0)
        how = "exactly" if amount == t.to_call(ev.player) else "less than"
        # a stake short of it is weighed as a bet of his chips is: all he has, a show for
        # what he has (``_short``); else short of making good (``_bet_made_good``)
        return outcome(find(Say.of("betting.raise-short-of-highest-made-good",
                                   player=ev.player, n=t.level - base,
                                   amount=amount, how=how)),
                       Then(partial(_all_he_has_or_made_good, ev, amount)))
    out = outcome(BorrowedForRaise(ev.player)) if ev.player in d.deal.borrowed else NOTHING
    return out.then(_then(stake, ev, amount), *_beside(d, ev.player, amount),
                    Then(after_action))


def weigh_doubts(d: Reads) -> Outcome:
    """A silence on a player's act turns the outcome only where he staked chips after it, or
    stayed in to the end and his hand could take a chip: a player who put in nothing more
    and passed changes nothing, nor one who put in nothing more and is beaten at the show
    by every hand that takes the pool (whether his act put him out or not, he loses what he
    staked before it)."""
    kept = {id(s) for s in d.silent}  # once: a long story has a doubt at many acts
    return outcome(*(Then(partial(_doubt_weighed, p, staked, entry, kept))
                     for p, staked, entry in d.deal.doubts))


def _doubt_weighed(p: str, staked: int, entry: Silence, kept: set[int], d: Reads) -> Outcome:
    t = d.table
    if id(entry) not in kept and not among(entry, d.silent):
        return NOTHING
    if t.stakes[p] > staked:
        return outcome(Decisive(entry))
    if p in t.retired:
        return NOTHING
    beaten = beaten_as_shown(d, p)
    return beaten.then(Moot(entry, Say.of("moot.beaten", player=p)) if beaten.result
                       else Decisive(entry)).returning(None)


def fold(d: Reads, ev: Event) -> Outcome:
    t = d.table
    if ev.player in t.retired and t.retired[ev.player] in d.cited \
            and not may_come_in_again(d, ev.player):  # else he passes again, for good
        law = t.retired[ev.player]  # said again on the keys of the finding that put him out
        out = next((s.points for s in reversed(d.steps)
                    if law in s.laws and ev.player in s.players), ())
        return outcome(find(Say.of("betting.already-out-game-throwing", player=ev.player),
                            d.cited[law], on=out))
    return _if_he_may_act(d, ev, _passes)


def _passes(ev: Event, d: Reads) -> Outcome:
    return _pass(d, ev)


def _pass(d: Reads, ev: Event) -> Outcome:
    """He passes: he retires, and forfeits what he has staked where the book says so."""
    t, p = d.table, ev.player
    ans, forfeits = passing_law(d, p)
    setup = d.case.table
    base = (setup.feed if setup.feed is not None else setup.ante) if d.ctx.jack_pot else \
        the_ante(d)  # the ante is "not in the strict sense a bet or blind"
    after_bet = t.level > base or t.phase is not Phase.BEFORE_DRAW
    out = outcome(Passes(p, after_bet), OutOfTurnWeighed())
    if d.deal.out_of_turn != p:
        out = out.then(TurnPasses(p))
    laws = passing_laws(d, ans)
    out = out.then(Retire(p, laws[0].law_id if laws else None))
    if forfeits:
        out = out.then(find(Say.of("betting.passes-forfeits-stake", player=p), *laws))
    elif ans is not None and ans.key == "passing.stake" and len(laws) == 1:
        # chips he put up that are no stake (a straddle not his to make) are said apart
        apart = t.left_in_pool.get(p, 0)
        out = out.then(find(Say.of("betting.passes-staked-nothing-besides", player=p, n=apart)
                            if apart else Say.of("betting.passes-staked-nothing", player=p),
                            *laws))
    elif laws:  # he gives up nothing: the law that puts him out says so, or lets him back
        again = may_come_in_again(d, p, after_bet) and laws[0].key == "passing.re-entry"
        out = out.then(find(Say.of("betting.passes-may-come-in-again" if again else
                                   "betting.drops-out-this-pot", player=p), laws[0]))
    return out.then(Then(after_action))


def all_in(d: Reads, ev: Event) -> Outcome:
    """He puts up all he has: the bet, call or raise that amounts to, ruled as that act, so
    that `all_in` and the plain verb with his whole stack rule alike."""
    t = d.table
    funds = t.funds(ev.player)
    if funds is None:
        raise InputError(Say.of("betting.all-in-without-stack", player=ev.player).words(),
                         ev.mark)
    owed = t.to_call(ev.player)
    opening = t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW) and t.opened_by is None
    if funds <= owed:
        act = replace(ev, verb="call")
    elif owed == 0 or opening:
        act = replace(ev, verb="bet", args={**ev.args, "amount": funds})
    else:
        act = replace(ev, verb="raise", args={**ev.args, "by": funds - owed})
    return OUTCOMES[act.verb](d, act)


def settle_uncalled(d: Reads) -> Outcome:
    """The last player left takes the pool, once the opener of a jack pot has made his proof."""
    winner = d.deal.uncalled
    if winner is None or d.over or d.deal.show_began:
        return NOTHING
    t = d.table
    # the opener's proof first: where it fails, nobody wins, and a claim to the pool is moot
    proof = jackpot.opener_settles(d, {winner: t.pool}, d.deal.shown)
    if not proof.result:
        return proof.returning(None)
    return proof.returning(None).then(Then(partial(_claims_weighed, winner)))


def _claims_weighed(winner: str, d: Reads) -> Outcome:
    from .claims import weigh_claims

    pool = d.table.pool
    return weigh_claims(d, {winner: pool}, (d.deal.shown or {})).returning(None).then(
        Then(partial(_takes_the_pool, winner)))


def _takes_the_pool(winner: str, d: Reads) -> Outcome:
    return outcome(Award(winner, d.table.pool), EndDeal("settled"))


def finish(d: Reads) -> Outcome:
    """The story told with the betting over or the hands shown: the bets are equal."""
    out = spoken.unspoken_bets(d)
    t = d.table
    if t.phase is Phase.SHOW or (t.phase is Phase.AFTER_DRAW and interval_ended(d)):
        return out.then(find(Say.of("betting.bets-are-equal-betting"), d.ask("show.order")))
    return out


# the betting acts, each returning its outcome
OUTCOMES = {
    "open": bet, "bet": bet, "check": check, "call": call, "raise": raise_, "fold": fold,
    "all_in": all_in, "borrow": borrow, "say": spoken.say,
}


def _applied(handler):
    """The engine's entry for a betting act: its outcome, applied (situations/__init__.py
    dispatches the betting acts by this table)."""
    return lambda j, ev: apply_outcome(j, handler(view(j), ev))


HANDLERS = {verb: _applied(handler) for verb, handler in OUTCOMES.items()}
