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
    if event.verb in betting.HANDLERS:
        draw.before_betting(judge)  # a draw under way ends when the betting resumes
        intention.check(judge, event)
    _HANDLERS[event.verb](judge, event)


def finish(judge) -> None:
    deal.finish_deal_questions(judge)
    if not judge.over:
        betting.finish(judge)
    if not judge.over:
        judge.end("continues")
    misdeal.settle_next(judge)
