"""A stake short of making good: irregular by the book's law of making good, with the
consequence its law of not equalling gives, or none, and then said to be open."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..findings import Say
from ..table import Phase
from .passing import not_equalling

if TYPE_CHECKING:
    from ..judging import Judge
    from ...law.rulebook import Answer


def short_of_making_good(j: Judge, p: str, amount: int, owed: int) -> None:
    """He stakes less than makes his stake good to the highest: irregular by the book's law
    of making good (Peel 26, "Each succeeding player shall, if he play, at least make good
    his stake"), with the consequence its law of not equalling gives where it reaches him
    (he retires and forfeits, unless he makes it good before the betting ends); where the
    book gives none, the point is open, and said to be. A book with no law of making good
    is asked again when the betting ends (``show._not_equalled``)."""
    must = j.ask("betting.after-draw") if j.table.phase is Phase.AFTER_DRAW else None
    must = must or j.ask("betting.make-good")
    if must is None:
        # a book with no law of making good: what follows is weighed when the betting ends
        j.find(Say.of("betting.puts-up-less-than", player=p, amount=amount, owed=owed))
        return
    then = not_equalling(j, p)
    if then is not None:
        j.find(Say.of("betting.puts-up-less-than-irregular", player=p, amount=amount,
                      owed=owed), _law(must), _law(then))
        return
    j.find(Say.of("betting.puts-up-less-than-no-consequence", player=p, amount=amount,
                  owed=owed), _law(must))
    j.silence("betting.not-equalling", Say.of("betting.less-than-no-consequence-silent", p=p),
              decisive=False)


def _law(ans: Answer) -> Answer:
    """The law itself, not every paragraph that restates it."""
    return ans.first()
