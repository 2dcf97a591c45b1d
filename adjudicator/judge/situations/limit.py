"""The limit, fixed before play: a request, during play, to change it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge


def change_limit(j: Judge, ev: Event) -> None:
    p, to, limit = ev.player, ev.get("to"), j.case.table.limit
    fixed = f"the {limit} the table fixed" if limit is not None else "what the table fixed"
    ans = j.rule("limit.fixed", Say.of("limit.asks-that-limit-be", p=p, to=to,
                                       fixed=fixed), decisive=False)
    if ans is not None and ans.value:
        j.find(Say.of("limit.asks-that-limit-be-2", p=p, to=to, fixed=fixed), ans)


HANDLERS = {"change_limit": change_limit}
