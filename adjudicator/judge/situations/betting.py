"""The say before the draw and the betting after it: making good, raising, passing,
standing, and the end of each round.

Whose turn it is is settled in ``turns``; irregular bets (out of turn, spoken, over the
limit) in ``irregular``; short stakes and borrowing in ``shortstack``; deals nobody opens,
and jack pots, in ``jackpot``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.payloads import Raise, Stake
from ...story.record import replace
from ...errors import InputError
from . import irregular, jackpot, spoken
from .amounts import in_words, the_ante
from .shortstack import borrow, show_for_stake
from .makinggood import short_of_making_good
from .opening import falls_short, opening_law
from .passing import not_equalling, passing_law
from .stakes import after_action, already_made_good, interval_ended, stake
from .turns import may_act
from ..acts import LeaveOpen, Outcome, Retire, find, outcome
from ..applied import apply_outcome
from ..findings import Say
from ..table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


# --- each betting action ----------------------------------------------------------------

def _short(j: Judge, ev: Event, amount: int) -> bool:
    """He puts up all he has and it does not make his stake equal to the highest: a show for
    what he has, as the book allows or denies it (done here; True)."""
    t = j.table
    funds = t.funds(ev.player)
    if funds is None or amount < funds or funds >= t.to_call(ev.player):
        return False
    show_for_stake(j, ev)
    return True


def bet(j: Judge, ev: Event) -> None:
    if not apply_outcome(j, may_act(view(j), ev)):
        return
    t = j.table
    amount = Stake.told_by(ev).amount
    if _short(j, ev, amount):
        return
    if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
        _check_opening(j, ev, t.stakes[ev.player] + amount)
    owed = t.to_call(ev.player)
    if amount < owed:
        apply_outcome(j, short_of_making_good(view(j), ev.player, amount, owed))
    apply_outcome(j, stake(view(j), ev, amount))
    after_action(j)


def _check_opening(j: Judge, ev: Event, total: int) -> None:
    if j.ctx.jack_pot:
        apply_outcome(j, jackpot.check_opening(view(j), ev, total))
        return
    ante = the_ante(j)
    # after a straddle the book's law for a straddled deal, where it has one: a law of the
    # opening without a straddle (Keller /2: "If no straddle has been made") does not reach it
    straddled = bool(j.table.straddlers)
    ans = opening_law(j, ev.player, straddled) if ante else None
    if ans is None:
        make_good = j.ask("betting.make-good") if straddled else None
        level = j.table.level
        if make_good is not None and total >= level:
            more = Say.of("betting.and-more-a-raise", n=total - level) if total > level \
                else ""
            j.find(Say.of("betting.comes-in-after-straddle", player=ev.player, total=total,
                          more=more), make_good)
        return
    if not apply_outcome(j, falls_short(view(j), ev.player, total, ans)):
        j.find(Say.of("betting.opens-staking-at-least", player=ev.player, total=total,
                      in_words=in_words(ans)), ans)


def call(j: Judge, ev: Event) -> None:
    if not apply_outcome(j, may_act(view(j), ev)):
        return
    t = j.table
    owed = t.to_call(ev.player)
    funds = t.funds(ev.player)
    if funds is not None and owed > funds:
        show_for_stake(j, ev)
        return
    if owed and t.phase is Phase.BEFORE_DRAW and t.opened_by is None and \
            ev.player not in t.straddlers:
        # the first to come in opens the game, whatever the teller calls his act: the ante's
        # amount alone is weighed against the least opening, as a bet of it is
        _check_opening(j, ev, t.stakes[ev.player] + owed)
    apply_outcome(j, stake(view(j), ev, owed))
    apply_outcome(j, irregular.matches_waiting(view(j), ev.player))
    after_action(j)


def check(j: Judge, ev: Event) -> None:
    if not apply_outcome(j, may_act(view(j), ev)):
        return
    t, p = j.table, ev.player
    if t.to_call(p) > 0:
        apply_outcome(j, _not_equalled(view(j), p))
        after_action(j)
        return
    if j.ctx.jack_pot and t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
        decline = j.ask("jack-pot.decline-to-open")
        if decline is not None:
            DECLINING.of(decline)(j, ev, decline)
            return
    if apply_outcome(j, already_made_good(view(j), p)):
        _stood(j, p)
        return
    ans = j.ask("betting.check")
    if ans is None:
        j.silence("betting.check", Say.of("betting.stands-silent-whether-he-may",
                                          p=p), decisive=False)
        doubt(j, p, "betting.check")
    elif _gives_up_standing(j, p, ans):
        return
    _stood(j, p)


def _declines_and_passes(j: Judge, ev: Event, ans: Answer) -> None:
    apply_outcome(j, jackpot.declines_and_passes(view(j), ev, ans))
    _pass(j, ev)  # declining to play is passing, in the book's words


def _declines_and_stands(j: Judge, ev: Event, ans: Answer) -> None:
    apply_outcome(j, jackpot.declines_at_his_option(view(j), ev, ans))
    _stood(j, ev.player)


# a player who stands before a jack pot is opened declines to open it
DECLINING = Consequences("jack-pot.decline-to-open", {"passes": _declines_and_passes,
                                                      "optional": _declines_and_stands})


def _stood(j: Judge, p: str) -> None:
    t = j.table
    t.record_act(p, False, in_turn=j.deal.take_out_of_turn() != p)
    after_action(j)


def _gives_up_standing(j: Judge, p: str, ans: Answer) -> bool:
    """``p`` stands where nobody has bet, as the book allows, forbids, or allows only the
    first bettor after the draw; True where standing costs him his hand."""
    return STANDING.of(ans)(j, p, ans)


def _must_bet(j: Judge, p: str, ans: Answer) -> bool:
    """The first bettor after the draw must bet or pass out."""
    t = j.table
    if t.phase is not Phase.AFTER_DRAW:
        return _before_draw_silent(j, p)
    if p == t.first_to_act:
        t.retire(p, ans.law_id)
        j.find(Say.of("betting.first-bettor-declines-passes-out", p=p), ans)
        after_action(j)
        return True
    # how far the duty reaches is open: ruled both ways, the same way for every player
    return _later_player_stands(j, p, ans, "stands.after-draw", "duty")


def _later_player_stands(j: Judge, p: str, ans: Answer, point: str, law: str) -> bool:
    """A player after the first bettor stands where nobody has bet, and the book's law (its
    first bettor's ``duty`` to bet or pass out, or his ``right`` to stand) speaks of the first
    bettor alone: the point is open, ruled both ways, the same way for every player."""
    reading = j.reading(point)
    if reading == readings(point).PASSES_OUT:
        j.table.retire(p, ans.law_id)
        j.find(Say.of(f"betting.later-stands-passes-out-{law}", p=p), ans)
        after_action(j)
        return True
    if reading == readings(point).MAY_STAND:
        j.find(Say.of(f"betting.later-stands-may-{law}", p=p), rung="open")
        return False
    said = Say.of(f"betting.may-a-later-player-stand-{law}", p=p)
    j.silence("betting.check", said, decisive=False, open=point)
    j.open_step(said, point="betting.check")  # said at his act, not found lawful there
    doubt(j, p, "betting.check")
    return False


def _forbidden(j: Judge, p: str, ans: Answer) -> bool:
    """Standing is forbidden after the draw: he passes out."""
    t = j.table
    if t.phase is not Phase.AFTER_DRAW:
        return _before_draw_silent(j, p)
    t.retire(p, ans.law_id)
    j.find(Say.of("betting.declines-to-bet-passes-out", p=p), ans)
    after_action(j)
    return True


def _before_draw_silent(j: Judge, p: str) -> bool:
    """The law speaks of the betting after the draw only."""
    j.silence("betting.check", Say.of("betting.stands-before-draw-silent", p=p), decisive=False)
    doubt(j, p, "betting.check")
    return False


def _first_may_hold(j: Judge, p: str, ans: Answer) -> bool:
    """The first bettor after the draw may stand, once."""
    t = j.table
    if t.phase is not Phase.AFTER_DRAW:
        j.silence("betting.check", Say.of("betting.stands-not-first-bettor-silent", p=p),
                  decisive=False)
        doubt(j, p, "betting.check")
        return False
    if p != t.first_to_act:
        return _later_player_stands(j, p, ans, "holds.after-draw", "right")
    if p in j.deal.stood:
        t.retire(p, ans.law_id)
        j.find(Say.of("betting.stood-turn-comes-round-again", p=p), ans)
        after_action(j)
        return True
    else:
        j.deal.stands(p)
        j.find(Say.of("betting.first-bettor-stands", p=p), ans)
    return False


def _allowed(j: Judge, p: str, ans: Answer) -> bool:
    j.find(Say.of("betting.checks-a-bet-of-nothing", p=p), ans)
    return False


# each returns True where standing costs him his hand
STANDING = Consequences("betting.check", {
    "forbidden": _forbidden, "allowed": _allowed, "first-bettor-may-hold": _first_may_hold,
    "first-bettor-must-bet": _must_bet})


def retire_not_equalled(d: Reads, p: str, what: Say | str, silent: Say | str) -> Outcome:
    """He has not made his stake equal to the highest: he retires and forfeits it, if the
    book says so (the result; ``what`` describes his case, ``silent`` what the book leaves
    open)."""
    ans = not_equalling(d, p) or d.ask("betting.make-good")
    if ans is None:
        return outcome(LeaveOpen("betting.not-equalling", Say.of(
            "betting.silent-on-what-follows", p=p, silent=silent)), result=False)
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("betting.retires-forfeits-stake", p=p, what=what), ans),
                   result=True)


def _not_equalled(d: Reads, p: str) -> Outcome:
    return retire_not_equalled(d, p, Say.of("betting.not-equal-to-preceding"),
                               Say.of("betting.not-equal-to-highest"))


def raise_(j: Judge, ev: Event) -> None:
    if not apply_outcome(j, may_act(view(j), ev)):
        return
    t = j.table
    # `to` is his total in this betting interval: before the draw it counts his ante or
    # straddle, after the draw it counts from nothing (docs/case-format.md).
    base = j.deal.interval_stakes.get(ev.player, 0) \
        if t.phase is Phase.AFTER_DRAW else 0
    told = Raise.told_by(ev)
    amount = (t.to_call(ev.player) + told.by) if told.by is not None else \
        told.to - (t.stakes[ev.player] - base)
    if apply_outcome(j, irregular.may_not_raise(view(j), ev.player)):
        call = t.to_call(ev.player)
        apply_outcome(j, stake(view(j), ev, call))
        if amount > call:  # the chips he put up beyond the call are in the pot all the same
            apply_outcome(j, irregular.beyond_a_call(view(j), ev.player, amount - call))
        after_action(j)
        return
    if amount <= t.to_call(ev.player):  # no raise: his chips stand for what they come to
        amount = max(amount, 0)
        how = "exactly" if amount == t.to_call(ev.player) else "less than"
        j.find(Say.of("betting.raise-short-of-highest-made-good",
                      player=ev.player, n=t.level - base,
                      amount=amount, how=how))
        apply_outcome(j, stake(view(j), ev, amount))
        after_action(j)
        return
    if ev.player in j.deal.borrowed:
        t.borrowed_for_raise(ev.player)
    apply_outcome(j, stake(view(j), ev, amount))
    after_action(j)


def doubt(j: Judge, p: str, point: str) -> None:
    """The book is silent on ``p``'s act (the silence just recorded): it is decisive only if
    his act can still change who takes what, weighed when the story ends (``weigh_doubts``)."""
    j.deal.doubted(p, j.table.stakes[p], j.silent[-1])


def weigh_doubts(j: Judge) -> None:
    """A silence on a player's act turns the outcome only where he stayed in to the end, or
    staked chips after it: a player who put in nothing more and passed changes nothing."""
    t = j.table
    for p, staked, entry in j.deal.doubts:
        if entry not in j.silent:
            continue
        if p not in t.retired or t.stakes[p] > staked:
            j.decisive(entry)


def fold(j: Judge, ev: Event) -> None:
    t = j.table
    if ev.player in t.retired and t.retired[ev.player] in j.cited:
        law = t.retired[ev.player]  # said again on the keys of the finding that put him out
        out = next((s.points for s in reversed(j.steps)
                    if law in s.laws and ev.player in s.players), ())
        j.find(Say.of("betting.already-out-game-throwing", player=ev.player), j.cited[law],
               on=out)
        return
    if not apply_outcome(j, may_act(view(j), ev)):
        return
    _pass(j, ev)


def _pass(j: Judge, ev: Event) -> None:
    """He passes: he retires, and forfeits what he has staked where the book says so."""
    t = j.table
    ans, forfeits = passing_law(j, ev.player)
    setup = j.case.table
    base = (setup.feed if setup.feed is not None else setup.ante) if j.ctx.jack_pot else \
        the_ante(j)  # the ante is "not in the strict sense a bet or blind"
    j.deal.passes(ev.player, t.level > base or t.phase is not Phase.BEFORE_DRAW)
    if j.deal.take_out_of_turn() != ev.player:
        t.move_turn_past(ev.player)
    t.retire(ev.player, ans.law_id if ans else None)
    if forfeits:
        j.find(Say.of("betting.passes-forfeits-stake", player=ev.player), ans)
    elif ans is not None and ans.key == "passing.stake":
        j.find(Say.of("betting.passes-staked-nothing", player=ev.player), ans)
    elif ans is not None:
        j.find(Say.of("betting.drops-out-this-pot", player=ev.player), ans)
    after_action(j)


def all_in(j: Judge, ev: Event) -> None:
    """He puts up all he has: the bet, call or raise that amounts to, ruled as that act, so
    that `all_in` and the plain verb with his whole stack rule alike."""
    t = j.table
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
    HANDLERS[act.verb](j, act)


def settle_uncalled(j: Judge) -> None:
    """The last player left takes the pool, once the opener of a jack pot has made his proof."""
    winner = j.deal.uncalled
    if winner is None or j.over or j.deal.show_began:
        return
    t = j.table
    from .claims import weigh_claims

    # the opener's proof first: where it fails, nobody wins, and a claim to the pool is moot
    if not apply_outcome(j, jackpot.opener_settles(view(j), {winner: t.pool}, j.deal.shown)):
        return
    apply_outcome(j, weigh_claims(view(j), {winner: t.pool}, (j.deal.shown or {})))
    j.award(winner, t.pool)
    j.end("settled")


def finish(d: Reads) -> Outcome:
    """The story told with the betting over or the hands shown: the bets are equal."""
    out = spoken.unspoken_bets(d)
    t = d.table
    if t.phase is Phase.SHOW or (t.phase is Phase.AFTER_DRAW and interval_ended(d)):
        return out.then(find(Say.of("betting.bets-are-equal-betting"), d.ask("show.order")))
    return out


HANDLERS = {
    "open": bet, "bet": bet, "check": check, "call": call, "raise": raise_, "fold": fold,
    "all_in": all_in, "borrow": borrow,
    "say": lambda j, ev: apply_outcome(j, spoken.say(view(j), ev)),
}
