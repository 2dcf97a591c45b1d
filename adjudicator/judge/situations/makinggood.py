"""A stake short of making good: irregular by the book's law of making good, with the
consequence its law of not equalling gives, or none, and then said to be open."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..acts import LeaveOpen, Outcome, find, outcome
from ..findings import Reach, Say
from ..deal.table import Phase
from .passing import not_equalling

if TYPE_CHECKING:
    from ..judging import Reads
    from ...law.rulebook import Answer


def short_of_making_good(d: Reads, p: str, amount: int, owed: int,
                         in_turn: bool) -> Outcome:
    """He stakes less than makes his stake good to the highest: irregular by the book's law
    of making good (Peel 26, "Each succeeding player shall, if he play, at least make good
    his stake"), with the consequence its law of not equalling gives where it reaches him:
    in his own turn he retires and forfeits (Peel 54, "If, when his turn comes, any player
    ... does not stake a sum at least equal": the result True, his retiring the caller's);
    chips waiting for his turn (``in_turn`` False) are weighed when the betting ends.
    Where the book gives no consequence, the point is open, and said to be. A book with no
    law of making good leaves open what a stake short in his own turn does, read both ways
    on the chips it reaches, even where he makes it good later (the published decision,
    which says nothing of betting); chips short out of turn are asked again when the
    betting ends (``show._not_equalled``)."""
    must = d.ask("betting.after-draw") if d.table.phase is Phase.AFTER_DRAW else None
    must = must or d.ask("betting.make-good")
    if must is None:
        # a book with no law of making good: chips waiting for his turn are weighed when
        # the betting ends; a stake short in his own turn is a point the book leaves open,
        # whether he makes it good later or not: whether it put him out, or he plays on, may
        # turn his stake and what his hand takes (the chips it reaches, read both ways)
        short = find(Say.of("betting.puts-up-less-than", player=p, amount=amount, owed=owed))
        if not in_turn:
            return outcome(short)
        return outcome(short, LeaveOpen("betting.not-equalling", Say.of(
            "betting.less-than-in-turn-silent", p=p), reach=Reach(p)))
    then = not_equalling(d, p)
    if then is None and in_turn:  # the Standard laws: he stays in "only by at least calling"
        then = d.ask("betting.make-good.only-way-in")
        then = then if then is not None and then.value is True else None
    if then is not None and in_turn:
        return outcome(find(Say.of("betting.puts-up-less-than-in-turn", player=p,
                                   amount=amount, owed=owed), _law(must)), result=True)
    if then is not None:
        return outcome(find(Say.of("betting.puts-up-less-than-irregular", player=p,
                                   amount=amount, owed=owed), _law(must), _law(then)))
    return outcome(
        find(Say.of("betting.puts-up-less-than-no-consequence", player=p, amount=amount,
                    owed=owed), _law(must)),
        LeaveOpen("betting.not-equalling",
                  Say.of("betting.less-than-no-consequence-silent", p=p), decisive=False))


def left_open_in_turn(d: Reads, p: str) -> bool:
    """Whether his stake short in his own turn, under a book with no law of making good,
    left open what follows (``short_of_making_good``): the same point, and the same chips,
    as his stake never made equal when the betting ends, not left open twice."""
    return any(s.point == "betting.not-equalling" and s.reach == Reach(p) for s in d.silent)


def _law(ans: Answer) -> Answer:
    """The law itself, not every paragraph that restates it."""
    return ans.first()
