"""Whose hand the ruling found foul, and who went out short of the stake, for the answer
(judge/answer.py): a referee who gives the pool to another tells the table why the holder
of a foul hand takes none of it (Peel 64: "If any player be found to have a foul hand at the
end of the game, he shall forfeit his stake", and another "shall claim the pool"), and why
one who put up all he had takes none of it, where a law puts him out (Schenck rules/15:
"the party who fails must go out of the play forfeiting his interest in the pool")."""
from __future__ import annotations

from typing import Any

# each finding that holds a player's hand foul, and the parameter that names him (None: the
# first player it names, that of the finding it says again: "A was dealt 6 cards ...")
_FOUND_FOUL: dict[str, str | None] = {
    "show.hand-holds-cards-foul": "p", "show.foul-hand-loses-pool": "p",
    "show.holds-taken-card-foul": "p",
    "foul.bet-with-foul-hand": "player", "foul.bet-with-foul-hand-at-show": "player",
    "foul.bet-with-foul-hand-to-show": "player",
    "foulnotice.points-at-the-one-at-end": "whose",
    "foul.retires": None, "foul.retires-from-game-forfeits": None,
}

# each finding that puts out a player whose stake, all he has, is short of the stake he must
# equal, and the parameter that names him
_OUT_SHORT: dict[str, str | None] = {
    "shortstack.all-in-short-goes-out": "p", "shortstack.not-equalling-retires": "p",
}

Named = tuple[tuple[str, tuple[str, ...]], ...]

# each finding by which chips a player put up when he had no stake to make (out of the deal,
# or after the betting) stay in the pool by a law, and the parameter that names him
_FORFEITED: dict[str, str | None] = {
    "passing.out-puts-up-stays": "player", "passing.after-betting-stays": "player",
}


def forfeited(steps: list[tuple[dict, Any]], awards: dict[str, int]) -> tuple:
    """Each player whose chips, put up when he had no stake to make, a law keeps in the pool,
    and who takes nothing of it: (player, amount, the finding's kind, the laws, whether they
    are the book's general laws), in the order the ruling finds them."""
    out = []
    for step, f in steps:
        if f is None or f.kind not in _FORFEITED or not step["laws"]:
            continue
        params = dict(f.say.params)
        player = params.get(_FORFEITED[f.kind])
        if isinstance(player, str) and not awards.get(player):
            out.append((player, params["amount"], f.kind, tuple(step["laws"]),
                        step["rung"] == "general"))
    return tuple(out)


# the findings by which a law mends a deal that goes on, said in the answer with their laws
# (the Standard laws' incorrect number of hands: the omitted player takes the dealer's hand;
# an excess hand is dead)
MENDS = ("misdeal.dealer-left-out-deal", "misdeal.dealer-dealt-too-many")


def mended(steps: list[tuple[dict, Any]]) -> tuple[tuple[str, tuple, tuple[str, ...]], ...]:
    """Each finding by which a law mends a deal that goes on: its kind, its parameters and
    its laws, in the order the ruling finds them."""
    return tuple((f.kind, tuple(sorted(dict(f.say.params).items())), tuple(step["laws"]))
                 for step, f in steps if f is not None and f.kind in MENDS)


def found_foul(steps: list[tuple[dict, Any]], awards: dict[str, int]) -> Named:
    """Each player whose hand a step found foul and who takes nothing of the pool, with the
    laws of the step that first found it (those of the pool that follow say what it loses),
    in the order the ruling finds them."""
    return _named(steps, awards, _FOUND_FOUL)


def out_short(steps: list[tuple[dict, Any]], awards: dict[str, int]) -> Named:
    """Each player a law put out because all he had did not equal the stake, and who takes
    nothing of the pool, with the laws of the step that put him out."""
    return _named(steps, awards, _OUT_SHORT)


def _named(steps: list[tuple[dict, Any]], awards: dict[str, int],
           kinds: dict[str, str | None]) -> Named:
    laws: dict[str, tuple[str, ...]] = {}
    for step, f in steps:
        if f is None or f.kind not in kinds:
            continue
        name = kinds[f.kind]
        player = dict(f.say.params).get(name) if name else next(iter(f.players), None)
        if isinstance(player, str) and not awards.get(player):
            laws.setdefault(player, tuple(step["laws"]))
    return tuple(laws.items())
