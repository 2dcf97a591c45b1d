"""A hand laid down before the game is over: by a player who showed for all he had, while the
others still have their say (Peel 61, "he shall not stop the game if there be other players
who wish to continue the betting, and he shall not show his hand until the game is over"),
or by a player out of the deal. It is no show: the others bet on, and the hand is weighed
when the show comes."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import Outcome, find, outcome
from ..acts.show import HandsShown
from ..deal.table import Phase
from ..findings import Say
from .passing import put_out_by
from .stakes import interval_ended

if TYPE_CHECKING:
    from ..judging import Reads


def shown_before_the_game_is_over(d: Reads, new: dict) -> Outcome:
    """Hands laid down by players who showed for all they had, alone, while others still in
    have their say to come, before the draw or after it: where the book gives a show for
    less and lets the others bet on over it (Peel 61, "shall not stop the game if there be
    other players who wish to continue the betting"; Keller p. 29, "does not debar other
    players in the game from continuing to bet"), the show has not begun; the hands are
    weighed at it. So too where every hand laid down is of a player out of the deal (the
    result: whether it is so)."""
    t = d.table
    if t.phase not in (Phase.BEFORE_DRAW, Phase.AFTER_DRAW) or d.deal.uncalled is not None \
            or (t.interval_complete() and interval_ended(d)) \
            or all(p in t.all_in for p in t.in_hand() if p not in new):  # none to bet on
        return outcome(result=False)
    if all(p in t.retired for p in new):
        return _shown_by_players_out(d, new)
    if any(p not in t.all_in for p in new):
        return outcome(result=False)
    show_for = d.ask("show-for-stake")
    if show_for is None or not SHOWS_FOR_LESS.of(show_for):
        return outcome(result=False)
    on = d.ask("show-for-stake.others-bet-on") or show_for
    if on.value is False:
        return outcome(result=False)
    out = outcome(HandsShown(new, None), find(Say.of(
        "show.shown-for-his-stake-game-goes-on", players=list(new),
        lays="lays" if len(new) == 1 else "each lay"), on), result=True)
    early = d.ask("show-for-stake.shown-early")  # Peel 61: "he shall not show his hand"
    if early is not None:
        out = out.then(find(Say.of(SHOWN_EARLY.of(early), players=list(new)), early))
    return out


def _shown_by_players_out(d: Reads, new: dict) -> Outcome:
    """Hands laid down by players out of the deal, while those still in have their say to
    come: no show, by the law that put each out; the hands are weighed at the show (a hand
    out of the deal that beats a winner's is said there)."""
    out = outcome(HandsShown(new, None), result=True)
    for p in new:
        law, why = put_out_by(d, p)
        said = Say.of("show.laid-down-when-out-no-show", player=p)
        out = out.then(find(said, law, on=why[0].points) if why else find(said))
    return out


# whether a player who put up all he had for less than the stake has a show for it
SHOWS_FOR_LESS = Consequences("show-for-stake", {"allowed": True, "forfeits": False,
                                                 "denied": False})

# what a book says of a hand laid down before the game is over by one who showed for less
SHOWN_EARLY = Consequences("show-for-stake.shown-early",
                           {"forbidden": "show.shown-early-forbidden"})
