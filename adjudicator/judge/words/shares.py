"""Who takes what in the answer, in words (words/answer.py says the rest): each share with the
laws it rests on, whose hands the winner's beat, chips by lot, what is paid."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from ..answer import Share
    from ..answer_records import Beaten, Level


def cite(laws: Iterable[str]) -> str:
    laws = list(laws)
    return f" ({', '.join(laws)})" if laws else ""


def and_(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def share(s: Share, now: Iterable[Share] = (), on: str = "") -> str:
    """"A takes 30", "A has 5 back", "A takes 30 and has 5 back"; a reading's share of the
    chips held, where the answer's head pays the same player already (``now``), is said as
    more ("A takes 7 more"): read alone, "A takes 7" seems all he takes. ``on``: the laws,
    said after what they give him."""
    took = {x.player for x in now if x.takes}
    had = {x.player for x in now if x.back}
    # more than the head gives him, what he takes or has back there
    parts = [f"takes {s.takes}{' more' if s.player in took | had else ''}"] if s.takes else []
    if s.back_either and s.takes:
        # the laws give him what he takes; his own chips are his, won or given back, on none
        return f"{s.player} {parts[0]}{on} and his own {s.back}"
    # his own chips, won under one reading and given back under another
    either = ", or wins them, however it is read" if s.either and not s.takes else ""
    parts += [f"has {s.back}{' more' if s.player in had else ''} back{either}"] if s.back else []
    # what every reading gives him, each on its own laws (named, each as it is read)
    alike = ", however it is read" if s.either and s.takes and not s.laws else ""
    return f"{s.player} {' and '.join(parts)}{alike}{on}"


def shares(taken: tuple[Share, ...], settled: bool = False) -> str:
    """Who takes what: one citation after them all where one law decides every share, and
    gives each all of it; else each share with its own. In a ruling ``settled``, shares that
    no law gives (the story's own arithmetic, where the book is silent) say so."""
    if not taken:
        return ""
    if settled and not any(s.laws or s.either or s.back_either for s in taken):
        return and_([share(s) for s in taken]) + ", on no law of the book"
    if len({(s.laws, s.general) for s in taken}) == 1 and not any(s.back_either
                                                                  for s in taken):
        return and_([share(s) for s in taken]) + _on(taken[0])
    return and_([share(s, on=_on(s)) for s in taken])


def _on(s: Share) -> str:
    """The laws of a share; a general law said to be one, its words being of another case;
    the laws each reading gives it on, where they give it on no law common to them all."""
    if s.either and s.takes and s.laws:
        return f" ({' or '.join(s.laws)}, as it is read)"
    return (", by the book's general law" if s.general and s.laws else "") + cite(s.laws)


def beaten(found: Iterable[Beaten], taken: Iterable[Share]) -> str:
    """The hands each winner's beat at the show, on the hand laws that rank them (those the
    shares have not cited already): "B's threes (sevens) beat A's blaze (K-K-Q-J-J)
    (peel:65, peel:mods/2)"."""
    return "; ".join(f"{b.hand} {b.verb} {and_(list(b.beaten))}{_cite_besides(b.laws, taken)}"
                     for b in found)


def level(found: Level | None, taken: Iterable[Share]) -> str:
    """Why the pool is divided: "A and B hold hands of identical value, blaze (K-Q-Q-J-J)
    (peel:mods/2)", on the laws the shares have not cited already."""
    if found is None:
        return ""
    return (f"{and_(list(found.players))} hold hands of identical value, {found.hands}"
            f"{_cite_besides(found.laws, taken)}")


def _cite_besides(laws: Iterable[str], taken: Iterable[Share]) -> str:
    """``laws`` cited, but for those the shares ``taken`` cite already."""
    cited = {law for s in taken for law in s.laws}
    return cite(law for law in laws if law not in cited)


def lot(lot) -> str:
    return (f"{lot.amount} goes by lot between {and_(list(lot.among))}"
            + (cite([lot.law]) if lot.law else ", the book not saying who takes it"))


def lots(found) -> list[str]:
    """The chips that go by lot, one clause for the like ones (an odd chip in each of two
    parts of the pool, between the same players, on the same law): "2 go by lot between B
    and C, 1 in each of 2 parts of the pool, the book not saying who takes them"."""
    alike: dict[tuple, list] = {}
    for x in found:
        alike.setdefault((x.amount, tuple(x.among), x.law), []).append(x)
    out = []
    for (amount, among, law), group in alike.items():
        if len(group) == 1:
            out.append(lot(group[0]))
            continue
        out.append(f"{amount * len(group)} go by lot between {and_(list(among))}, {amount} in "
                   f"each of {len(group)} parts of the pool"
                   + (cite([law]) if law else ", the book not saying who takes them"))
    return out


def pays(p) -> str:
    return pays_words(p.player, p.amount, p.to, p.forfeited, p.unpaid) + \
        cite([p.law] if p.law else [])


def pays_words(player: str, amount: int, to: str, forfeited: bool = False,
               unpaid: int = 0) -> str:
    """A penalty: chips already in the pool forfeited to it (nothing more to collect), or
    paid anew, into the pool or to a player, and the part he has not left to pay it with. The
    player's name as the face writes it."""
    if forfeited:
        return f"{player}'s {amount} already in the pool {'is' if amount == 1 else 'are'} " \
               "forfeited to it"
    where = "into the pool" if to == "pool" else f"to {to}"
    if not unpaid:
        return f"{player} pays {amount} {where}"
    owed = "to the pool" if to == "pool" else f"to {to}"
    if unpaid == amount:  # nothing left of his stack: the whole is owed, none of it here
        return f"{player} owes {amount} {owed}, having nothing left to pay it with"
    return f"{player} pays {amount - unpaid} {where}, all he has left, and owes {unpaid} more"
