"""Whom a book's show for what one has reaches: a player short of the stake who puts up all
he has, and the first to come in who puts up all he has, less than the least opening. Asked
by the show itself (``shortstack``) and by the law of the opening (``opening``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.points import words
from ..acts import LeaveOpen, Outcome, find, outcome
from ..findings import Say
from ..deal.table import Phase

if TYPE_CHECKING:
    from ..judging import Reads


def reaches(d: Reads, p: str) -> Outcome:
    """Whether the book's show for what one has reaches ``p`` (show-for-stake.who-may): any
    player who puts up all his money; or only one whose bet is raised; or, where the book's
    rule names the previous bettor and its own summary any player (Keller pp. 29 and 51),
    as the words are read (words.who-may, whose readings are the question's own values;
    None, and the point open, where they are not yet read). A book silent on it: True, his
    act ruled as made. The outcome's result says which."""
    who = d.ask("show-for-stake.who-may")
    if who is None or has_bet(d, p):
        return outcome(result=True)
    reach = WHO_MAY.of(who)
    if reach is not None:
        return outcome(result=reach)
    point = words("who-may")
    reading = d.reading(point)
    if reading is None:
        return outcome(LeaveOpen("show-for-stake.who-may",
                                 Say.of("shortstack.made-no-bet-words-open", p=p), open=point))
    return outcome(result=WHO_MAY[reading])


def all_he_has_short_of_opening(d: Reads, p: str, total: int, least: int) -> Outcome:
    """He puts up all he has, less than the least opening: where the book's show for what
    one has is allowed and reaches him (Keller's table stakes: "No player can be deprived of
    a call, if he puts up all his money"), he plays for it, and the law of the opening does
    not hold him to more (result True, said here); else it does (False)."""
    allowed = d.ask("show-for-stake")
    if allowed is None or not SHOWS.of(allowed):
        return outcome(result=False)
    reached = reaches(d, p)
    if reached.result is False:
        return reached
    return reached.then(find(Say.of("shortstack.all-he-has-short-of-opening", p=p, total=total,
                                    least=least), allowed, d.ask("show-for-stake.who-may"))
                        ).returning(True)


def has_bet(j: Reads, p: str) -> bool:
    """He has a bet in the pool to be raised: chips he put up in this deal (his ante among
    them); after the draw every player still in the game has one, having come in before it
    (a story told from after the draw leaves his stake before it untold, not absent)."""
    return j.table.phase is Phase.AFTER_DRAW or j.table.stakes[p] > 0


# whether the show reaches any player short of the stake (True), only one whose bet is raised
# (False), or as the book's words are read (None); a reading of those words (words.who-may)
# is one of the first two, and carried out through the same table
WHO_MAY = Consequences("show-for-stake.who-may", {"any-player": True, "his-bet-raised": False,
                                                  "previous-bettor-or-any-player": None})


# whether the book allows a show for what one has
SHOWS = Consequences("show-for-stake", {"allowed": True, "denied": False, "forfeits": False})
