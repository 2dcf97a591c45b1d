"""A player says, before his turn, that he means to bet or to pass; when his turn comes he
does otherwise. Whether the word binds him is the book's to say (Peel 57)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..findings import Say
from .state import Intention

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge

# what each betting verb does, in the words of the intention it may belie
_ACTS = {"open": "bet", "bet": "bet", "raise": "bet", "call": "bet", "all_in": "bet",
         "check": "pass", "fold": "pass"}


def intends(j: Judge, ev: Event) -> None:
    j.deal.intends[ev.player] = Intention(ev.get("act"), ev.index)


def check(j: Judge, ev: Event) -> None:
    """Before a betting act: does it belie what the player said he meant to do?"""
    said = j.deal.intends.pop(ev.player, None)
    act = _ACTS.get(ev.verb)
    if said is None or act is None or act == said[0]:
        return
    words = {"bet": "bet", "pass": "refrain from betting"}
    told = f"{ev.player} said he meant to {words[said[0]]} (event {said[1]}), and now {ev.verb}s"
    ans = j.rule("betting.intention", Say.of("intention.book-does-not-say", told=told))
    if ans is not None:  # a switch: the catalogue's one value, not-binding
        j.find(Say.of("intention.stated-intention-does-not", told=told), ans)


HANDLERS = {"intends": intends}
