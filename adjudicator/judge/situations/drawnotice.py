"""A wrong number given in the draw, pointed out by a player other than its holder, where the
book's law of putting it right names whose word does it: any player's (Peel 42, 43: "such
player or any player point out the excess"), or the holder's own (Keller, discard and draw
7, 8: "should the player discover and announce"), and what follows another's word where
only the holder's counts, which Keller does not say (read both ways)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import Outcome, find, outcome, rule
from ..findings import Reach, Say
from .demand import plural

if TYPE_CHECKING:
    from ..judging import Reads
    from ...law.rulebook import Answer


def _holder_only(d: Reads, player: str, by: str, kind: str, n: int,
                 announcer: Answer) -> Outcome | None:
    """Only the player's own announcement has the dealer put the draw right (Keller): another's
    word is none, and what follows it the book does not say. Read both ways: put right all
    the same (None: ruled as the player's own), or standing as if nobody had said it, to be
    ruled by the law's own words when he lifts his cards ("if the player lift his cards from
    the board before announcing ... he must retire") or at the end."""
    excess = kind == "excess"
    what = Say.of("draw.more-than-demanded" if excess else "draw.fewer-than-demanded", n=n,
                  s=plural(n))
    follows, asked = rule(d, "draw.pointed-out-by-another", Say.of(
        "draw.silent-on-another-pointing-out", player=player, what=what), reach=Reach(player))
    if follows is not None and PUT_RIGHT.of(follows):
        return None
    right = Say.of("draw.takes-them-back" if excess else "draw.makes-good")
    return outcome(find(Say.of("draw.not-his-announcement", by=by, player=player, what=what,
                               right=right), announcer)) + asked


def _anyone_points_out(*_) -> None:
    return None  # any player's word is the announcement: ruled as the player's own


# whether another's pointing out of a wrong number drawn is the announcement (None: it is)
ANNOUNCER = Consequences(("draw.excess.announcer", "draw.short.announcer"),
                         {"holder": _holder_only, "any-player": _anyone_points_out})
# what follows another's word where only the holder's announces (whether it is put right)
PUT_RIGHT = Consequences("draw.pointed-out-by-another", {"put-right": True, "stands": False})
