"""A wrong number found before its holder raised his hand: which of the book's laws is asked.
A book may speak of a card given to the wrong player while the deal is not yet played on
(the Standard laws: "he may rectify the deal before proceeding") apart from its law of a
wrong number announced before the holder raises his hand (Peel 12): the first is asked only
until play proceeds, the second after it, or where the book has no first."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.terms import BETTING_VERBS
from ..acts import NOTHING, Outcome, rule

if TYPE_CHECKING:
    from ..findings import Say
    from ..judging import Reads
    from ...law.rulebook import Answer


def before_lift(d: Reads, silent: Say, point: str | None = None) -> tuple[Answer | None,
                                                                            Outcome]:
    """The book's law on a wrong number found before its holder raised his hand: its law of
    a card given to the wrong player in dealing while play has not yet proceeded (the
    Standard laws: "he may rectify the deal before proceeding"), else its law of a wrong
    number announced before lifting (SILENT where it has none)."""
    if not d.deal.told & PLAY:
        ans = d.ask("wrong-count.in-dealing")
        if ans is not None:
            return ans, NOTHING
    return rule(d, "wrong-count.before-lift", silent, point=point)


# the acts by which play proceeds from the deal: a stake, a pass, a word of either, the draw,
# the show
PLAY = BETTING_VERBS | {"discard", "draw", "show"}
