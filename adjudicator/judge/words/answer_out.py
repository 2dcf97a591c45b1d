"""Why a player named in the answer takes none of the pool, said after the shares
(words/answer.py): a foul hand, or a short player a law put out, each on the laws the shares
have not cited already; and what a law does to mend a deal that goes on."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .shares import and_ as _and, cite as _cite

if TYPE_CHECKING:
    from ..answer_records import Share, TableAnswer


def foul(a: TableAnswer) -> str:
    """Why the holder of a foul hand takes none of the pool, said after the shares: the
    laws that found it foul, those the shares have not cited already."""
    if not a.foul or not a.shares:
        return ""
    whose = _and([f"{p}'s" for p, _ in a.foul])
    return f": {whose} hand{'s are' if len(a.foul) > 1 else ' is'} foul" \
           f"{_cite(_uncited(a.foul, a.shares))}"


def short(a: TableAnswer, after: bool) -> str:
    """Why one who put up all he had takes none of the pool, where a law put him out for a
    stake short of the one he had to equal, said after the shares (and after a foul hand)."""
    if not a.short or not a.shares:
        return ""
    laws = _uncited(a.short, a.shares, a.foul)
    are = "are" if len(a.short) > 1 else "is"
    return f"{'; ' if after else ': '}{_and([p for p, _ in a.short])}, all in short of the " \
           f"stake, {are} out{_cite(laws)}"


# when a player forfeits chips he put up with no stake to make, by the finding that keeps
# them in the pool (judge/foul_named.py)
_WHEN = {"passing.out-puts-up-stays": "when out of the deal",
         "passing.after-betting-stays": "after the betting"}


def forfeited(a: TableAnswer, after: bool) -> str:
    """Whose chips, put up with no stake to make, a law keeps in the pool the shares divide,
    said after the shares (and a foul hand, a short player): "C forfeits the 5 he put up when
    out of the deal (peel:55, peel:56)"."""
    if not a.forfeited or not a.shares:
        return ""
    named = [(p, laws) for p, _, _, laws, _ in a.forfeited]
    laws = _uncited(named, a.shares, a.foul + a.short)
    by_when: dict[str, list[tuple[str, int]]] = {}
    for p, amount, kind, _, _ in a.forfeited:
        by_when.setdefault(kind, []).append((p, amount))
    # on the book's general law of the pool (a law whose words are of another case), said so
    general = ", by the book's general law" if laws and all(
        g for *_, g in a.forfeited) else ""
    return f"{'; ' if after else ': '}" + _and(
        [_forfeit(who, _WHEN[kind]) for kind, who in by_when.items()]) + general + _cite(laws)


def _forfeit(who: list[tuple[str, int]], when: str) -> str:
    """"C forfeits the 5 he put up when out of the deal"; "A and B forfeit the 5 each put up
    after the betting"; "A forfeits the 4 and B the 3 they put up after the betting"."""
    if len(who) == 1:
        return f"{who[0][0]} forfeits the {who[0][1]} he put up {when}"
    if len({amount for _, amount in who}) == 1:
        return f"{_and([p for p, _ in who])} forfeit the {who[0][1]} each put up {when}"
    first, *rest = who
    return f"{first[0]} forfeits the {first[1]} and " + _and(
        [f"{p} the {amount}" for p, amount in rest]) + f" they put up {when}"


def _uncited(named, shares: tuple[Share, ...], before=()) -> dict:
    """The laws of the players ``named`` that the shares and ``before`` do not cite."""
    cited = {law for s in shares for law in s.laws} | {law for _, f in before for law in f}
    return dict.fromkeys(law for _, found in named for law in found if law not in cited)


# what a law does to mend a deal that goes on (judge/foul_named.py, MENDS), by its finding
_MENDS = {"misdeal.dealer-left-out-deal": "{p} takes {dealer}'s hand, and {dealer}, the "
                                          "dealer, is out of the deal",
          "misdeal.dealer-dealt-too-many": "the hand dealt too many is dead"}


def mended(a: TableAnswer) -> str:
    """What the law does in a deal that goes on, each on its laws: "; C takes D's hand, and
    D, the dealer, is out of the deal (standard:irregularities/incorrect-number-of-hands/1)"."""
    return "".join(f"; {_MENDS[kind].format(**dict(params))}{_cite(laws)}"
                   for kind, params, laws in a.mended)
