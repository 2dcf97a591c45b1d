"""The findings of the limit: a request, during play, to change it; an increase beyond it,
and what becomes of its chips (situations/limit.py)."""
from __future__ import annotations

WORDS: dict[str, str] = {
    "limit.change-asked-silent": "{p} asks that the limit be changed to {to}: the book does not "
                                 "say whether the limit may be altered during play; the bets are "
                                 "ruled at {fixed}",
    # an opening the limit caps only beyond the least he must stake (Keller p. 23)
    "limit.opening-within": "{player}'s opening of {told} is the {least} he must stake and {more} "
                            "more, within the limit of {limit}",
    "limit.increase-stands": "{player}'s increase of {raised_by} stands as he made it",
    "limit.excess-stays": "{player}'s increase stands at the limit of {limit}; the {excess} he "
                          "put up beyond it stay in the pool, no stake anyone must meet",
    "limit.chips-stay": "{player}'s increase of {raised_by} goes beyond the limit of {limit}: "
                        "no chip he put up for it comes out of the pool, and the book says no "
                        "more",
    "limit.chips-stay-excess-open": "whether the {excess} {player} put up beyond the limit of "
                                    "{limit} is a stake the others must meet, the book's words "
                                    "leave open",
    "limit.excess-returned": "{player}'s increase stands at the limit of {limit}; the {excess} "
                             "he put up beyond it goes back to him",
    "limit.increase-void": "{player}'s increase of {raised_by}, beyond the limit of {limit}, is "
                           "void: it goes back to him, and his stake is what he made good "
                           "before it",
    # the limit as the table fixed it, where a request to change it is ruled
    "limit.fixed-at": "the {limit} the table fixed",
    "limit.fixed-by-table": "what the table fixed",
    "limit.change-asked-refused": "{p} asks that the limit be changed to {to}: once fixed before "
                                  "play, the limit is never altered, and the request is refused; "
                                  "it stays at {fixed}",
}
