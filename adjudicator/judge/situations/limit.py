"""The limit, fixed before play: a request, during play, to change it."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge


def change_limit(j: Judge, ev: Event) -> None:
    p, to, limit = ev.player, ev.get("to"), j.case.table.limit
    fixed = f"the {limit} the table fixed" if limit is not None else "what the table fixed"
    ans = j.rule("limit.fixed", f"{p} asks that the limit be changed to {to}: the book does not "
                 f"say whether the limit may be altered during play; the bets are ruled at "
                 f"{fixed}", decisive=False)
    if ans is not None and ans.value:
        j.find(f"{p} asks that the limit be changed to {to}: once fixed before play, the limit "
               f"is never altered, and the request is refused; it stays at {fixed}", ans)


HANDLERS = {"change_limit": change_limit}
