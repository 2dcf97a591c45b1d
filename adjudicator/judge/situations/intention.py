"""A player says, before his turn, that he means to bet or to pass; when his turn comes he
does otherwise. Whether the word binds him is the book's to say (Peel 57)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.payloads import Intends
from ..acts import NOTHING, Intend, IntentionSpent, Outcome, outcome, rule
from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads

# what each betting verb does, in the words of the intention it may belie
_ACTS = {"open": "bet", "bet": "bet", "raise": "bet", "call": "bet", "all_in": "bet",
         "check": "pass", "fold": "pass"}
# the intention, as a finding says he stated it
_MEANT = {"bet": "intention.meant-bet", "pass": "intention.meant-pass"}


def intends(d: Reads, ev: Event) -> Outcome:
    return outcome(Intend(ev.player, Intends.told_by(ev).act, ev.index))


def check(d: Reads, ev: Event) -> Outcome:
    """Before a betting act: does it belie what the player said he meant to do? What he said
    is weighed now, once."""
    said = d.deal.intends.get(ev.player)
    if said is None:
        return NOTHING
    spent = outcome(IntentionSpent(ev.player))
    act = _ACTS.get(ev.verb)
    if act is None or act == said.act:
        return spent
    told = Say.of("intention.told", player=ev.player, meant=Say.of(_MEANT[said.act]),
                  event=said.event, verb=ev.verb)
    # a switch: the catalogue's one value, not-binding
    _, ruled = rule(d, "betting.intention", Say.of("intention.silent-whether-intention-binds",
                                                   told=told),
                    Say.of("intention.does-not-bind-act-stands", told=told))
    return spent + ruled


OUTCOMES = {"intends": intends}
