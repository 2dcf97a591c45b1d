"""The situations of a deal, one module each; every handler asks the book, then acts.

``begin`` sets the table as the story starts, ``handle`` rules on one event, ``finish``
says where the deal stands when the events run out.
"""
from __future__ import annotations

from . import betting, deal, draw, evidence, intention, limit, misdeal, show

_HANDLERS = {}
for _module in (deal, draw, betting, show, limit, intention, evidence):
    _HANDLERS.update(_module.HANDLERS)


def begin(judge) -> None:
    deal.begin(judge)


def handle(judge, event) -> None:
    if "betting_over" in judge.pending and event.verb in _BETTING_AND_DRAW:
        _after_the_betting(judge, event)
        return
    if event.verb in betting.HANDLERS:
        draw.before_betting(judge)  # a draw under way ends when the betting resumes
        intention.check(judge, event)
    _HANDLERS[event.verb](judge, event)


# Disputes about the draw (a demand, the dealer's draw asked) may still be raised at the show.
_BETTING_AND_DRAW = set(betting.HANDLERS) | {"discard", "draw", "pack_short"}


def _after_the_betting(judge, event) -> None:
    """A bet or a draw told after the hands were shown, or after every other player passed:
    the law that ended the betting says it is no part of this deal; a player who throws up
    his hand at the show gives up his claim."""
    if event.verb == "fold" and judge.pending.get("show_began"):
        show.concede(judge, event)
        return
    who = f" by {event.player}" if event.player else ""
    judge.find(f"{event.verb}{who} comes after the betting was over, and is no part of it",
               judge.pending["betting_over"])


def finish(judge) -> None:
    show.settle(judge)  # the pool is divided on the whole story
    betting.settle_uncalled(judge)
    deal.finish_deal_questions(judge)
    if not judge.over:
        betting.finish(judge)
    if not judge.over:
        judge.end("continues")
    misdeal.settle_next(judge)
