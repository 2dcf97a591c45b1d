"""The situations of a deal, one module each; every handler asks the book, then acts.

``begin`` sets the table as the story starts, ``handle`` rules on one event, ``finish``
says where the deal stands when the events run out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import (aftermisdeal, ante, betting, deal, draw, drawfoul, evidence, intention, jackpot,
               lawful, limit, misdeal, mucked, passing, redeal, shortstack, show, stakes,
               wrongcount)
from ..acts import EndDeal, Outcome, RaisedHisHand, find, outcome
from ..after_end import after_the_end as ended
from ..applied import apply_outcome
from ..findings import Say
from ..deal.table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ...law.rulebook import Answer
    from ..judging import Judge, Reads

_HANDLERS = {}
for _module in (deal, draw, betting, show, mucked):
    _HANDLERS.update(_module.HANDLERS)
# the handlers that return their outcome (judge/acts/), for the engine's fold to apply
_OUTCOMES = {}
for _module in (intention, limit, ante, evidence, draw, deal, redeal, misdeal, wrongcount):
    _OUTCOMES.update(_module.OUTCOMES)


def begin(judge: Judge) -> None:
    apply_outcome(judge, deal.begin(view(judge)))


def after_the_end(judge: Judge, event: Event) -> None:
    """An event told after the deal was decided; a redeal after a misdeal is its new deal."""
    if not (event.verb == "redeal"
            and apply_outcome(judge, redeal.after_misdeal(view(judge), event))):
        ended(judge, event)
        if judge.settlement.status == "misdeal" and event.verb in aftermisdeal.STAKING:
            # no part of the deal, but the chips were put up: what the misdeal does with them
            apply_outcome(judge, aftermisdeal.bet_after_misdeal(view(judge), event))


def handle(judge: Judge, event: Event) -> None:
    if judge.deal.betting_over is not None and event.verb in ("ante", "straddle"):
        apply_outcome(judge, ante.for_the_next_deal(view(judge), event))
        return
    if judge.deal.betting_over is not None and event.verb in _BETTING_AND_DRAW:
        _after_the_betting(judge, event)
        return
    if judge.table.phase is Phase.SHOW and event.verb in _STAKING and apply_outcome(
            judge, _after_the_interval(view(judge), event)):
        return
    if judge.table.phase is Phase.BEFORE_DRAW and event.verb in _STAKING and apply_outcome(
            judge, _after_the_last_say(view(judge), event)):
        return
    if event.player is not None and judge.table.dealt and event.verb in _RAISES_HAND and (
            event.verb == "lift" or event.player not in judge.foreknown.lifts_told):
        # for good: Deal.has_raised (wrong-count.*); where the story tells his lift, it is
        # there that he raised his cards, whatever he staked blind before it
        apply_outcome(judge, outcome(RaisedHisHand(event.player)))
    if event.verb in betting.HANDLERS:
        apply_outcome(judge, draw.before_betting(view(judge)))  # a draw under way ends
        apply_outcome(judge, intention.check(view(judge), event))
    if event.verb in _OUTCOMES:
        apply_outcome(judge, _OUTCOMES[event.verb](view(judge), event))
    else:
        _HANDLERS[event.verb](judge, event)
    apply_outcome(judge, lawful.judge_event(view(judge), event))


# The acts by which a player is taken to have raised his dealt hand from the table.
_RAISES_HAND = (set(betting.HANDLERS) - {"say", "borrow"}) | {"discard", "draw", "lift"}

# Disputes about the draw (a demand, the dealer's draw asked) may still be raised at the show.
_BETTING_AND_DRAW = set(betting.HANDLERS) | {"discard", "draw", "pack_short"}


# The acts that stake or stand in a betting interval (a fold is not one: he may still give
# up his hand before the show).
_STAKING = ("bet", "open", "call", "raise", "check", "all_in")


def _after_the_interval(d: Reads, event: Event) -> Outcome:
    """A stake told after the betting after the draw has ended by the book's law (the
    Standard laws' betting 5, else its law of the show once the bet is called round): the
    act is no part of it, by the law that ended it (the result: whether it is so)."""
    return _no_part_of_it(d, event, d.ask("betting.interval-end") or _called_round(d, event))


def _after_the_last_say(d: Reads, event: Event) -> Outcome:
    """A stake told before the draw (the story tells the draw after it) once every player has
    had his say and the stakes are equal: where the book's law closes the betting before the
    draw there (the Standard laws' betting 5; Peel 23, "ante shall have the last say", and 24
    the last straddler's; Schenck's rules/10, "When all are in equally who intend to play,
    each player in turn will have the privilege of drawing"), the act is no part of it, by
    that law (the result: whether it is so). Where no law closes it, the act is ruled in the
    betting it is told in."""
    t = d.table
    if not (t.acted and t.interval_complete() and event.index < d.foreknown.last_draw):
        return outcome(result=False)
    ended = d.ask("betting.interval-end")
    if ended is None:
        ended = d.ask("say.last-straddled" if t.straddlers else "say.last")
        ended = ended if ended is not None and ended.value else None
    elif not stakes.interval_ended(d):
        ended = None
    return _no_part_of_it(d, event, ended)


def _no_part_of_it(d: Reads, event: Event, ended: Answer | None) -> Outcome:
    """A stake told after the betting it is told in was ended, by ``ended`` (None: it was
    not): no part of it, and its chips by the book's law of chips put up after the betting
    (the result: whether it is so)."""
    if ended is None:
        return outcome(result=False)
    return (_no_part_of_this_deal(event, ended)
            + passing.put_in_after_the_betting(d, event)).returning(True)


def _called_round(d: Reads, event: Event) -> Answer | None:
    """Where the book has no law of the interval's end, its law of the show ends the betting
    once a bet is made and every player still in has met it (Peel 59, "When the bets of all
    the players are equal ... shall show"; Keller p. 28, "If a bet is called each player
    interested in that bet must show"): the law, where it is so. A player all in for less is
    none of those who must meet it: his show is for what he put up, and the others' final
    call ends the betting (Keller p. 29, "when the final call is made and the hands are
    shown"). A player out of the deal is ruled as one out. Where every player still in
    has stood, the bets are equal as they stand, and the hands are shown by the same law."""
    t = d.table
    if event.player in t.retired:
        return None
    if t.level <= d.deal.interval_base and not (t.acted and t.interval_complete()):
        return None  # no bet made, and not every player has stood: the betting goes on
    if any(t.stakes[p] != t.level for p in t.in_hand() if p not in t.all_in):
        return None
    return d.ask("show.order")


def _after_the_betting(judge: Judge, event: Event) -> None:
    """A bet or a draw told after the hands were shown, or after every other player passed:
    the law that ended the betting says it is no part of this deal; a player who throws up
    his hand at the show gives up his claim."""
    if event.verb == "fold" and judge.deal.show_began:
        apply_outcome(judge, show.concede(view(judge), event))
        return
    apply_outcome(judge, _no_part_of_this_deal(event, *judge.deal.betting_over)
                  + passing.put_in_after_the_betting(view(judge), event))


def _no_part_of_this_deal(event: Event, *ended: Answer) -> Outcome:
    """The act is no part of this deal, by the law (or laws) that ended its betting."""
    return outcome(find(Say.of("after-betting", verb=event.verb, player=event.player or ""),
                        *ended))


def finish(judge: Judge) -> None:
    """What is found when the story has been told, at its last event (the engine's cursor: no
    handler moves it)."""
    unruled = wrongcount.wrong_count_at_the_end(judge)  # found at the end, before the division
    # a wrong number given, put right at the end to the number he demanded, may leave a
    # hand foul by its count (Keller: "Each player must take the exact number of cards that
    # he calls for"): found with the other hands the draw made foul
    draw.errors_at_the_end(judge)
    drawfoul.found_at_the_end(judge)
    misdeal.pack_faults_at_the_end(judge)  # a deal void for its pack is no deal to divide
    show.settle(judge)  # the pool is divided on the whole story
    show.weigh_foul_at_show(judge)
    apply_outcome(judge, betting.settle_uncalled(view(judge)))
    apply_outcome(judge, wrongcount.weigh_wrong_count(view(judge), unruled))
    apply_outcome(judge, betting.weigh_doubts(view(judge)))
    apply_outcome(judge, shortstack.weigh_time_to_pay(view(judge)))
    apply_outcome(judge, jackpot.weigh_declined(view(judge)))
    deal.finish_deal_questions(judge)
    if not judge.over:
        apply_outcome(judge, betting.finish(view(judge)))
    if not judge.over:
        apply_outcome(judge, outcome(EndDeal("continues")))
    apply_outcome(judge, misdeal.settle_next(view(judge)))
