"""The words of the answer a referee gives at the table (judge/answer.py makes it as data):
one sentence, the deal's outcome first (a misdeal and who deals again, a void deal, a pool
that stays for the next deal, a deal that goes on), then who takes what on which law, what
goes by lot, what is paid, what stays in the pool, and what is held, on which points, with
what each reading gives of it. "A takes 30 and C takes 70 (keller:ch7/table-stakes/18)."

Amounts are said as the ruling counts them, in the table's unit, which the face names."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...story.points import CHIPS, CONFLICT, meaning, split

if TYPE_CHECKING:
    from ..answer import Held, Reading, Share, TableAnswer

# why a point is open, said after the points it gathers
_OPEN = {"silent": "on which the book is silent",
         "copy": "not in the copy held of the book",  # issue 36: not the book's silence
         "conflict": "on which the book's laws conflict",
         "words": "which the book's words leave open",
         "fact": "which the case does not tell"}

# a reading's outcome where the readings differ on it
_OUTCOME = {"continues": "the deal goes on",
            "passed": "the pool stays for the next deal", "void": "the deal is void"}


def said(a: TableAnswer) -> str:
    """The answer in one sentence."""
    clauses = [c for c in (_lead(a), _shares(a.shares), *map(_lot, a.lots),
                           *map(_pays, a.pays), _carried(a), _held(a.held)) if c]
    if not clauses:
        return "Nothing is in the pool, and nothing is held."
    text = "; ".join(clauses)
    return text + "."


def _cite(laws: Iterable[str]) -> str:
    laws = list(laws)
    return f" ({', '.join(laws)})" if laws else ""


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _lead(a: TableAnswer) -> str:
    if a.outcome == "misdeal":
        return (f"A misdeal: {a.redeal_by} deals again{_cite(a.redeal_laws)}" if a.redeal_by
                else "A misdeal")
    if a.outcome == "void":
        return f"The deal is void{_cite(a.ended_by)}"
    if a.outcome == "passed":
        jack = f", a jack pot opened by {a.jack_pot} or better" if a.jack_pot else ""
        return f"The pool of {a.carried} stays for the next deal{jack}{_cite(a.ended_by)}"
    if a.outcome == "continues":
        return "The deal goes on"
    return ""


def _share(s: Share) -> str:
    """"A takes 30", "A has 5 back", "A takes 30 and has 5 back"."""
    parts = [f"takes {s.takes}"] if s.takes else []
    parts += [f"has {s.back} back"] if s.back else []
    return f"{s.player} {' and '.join(parts)}"


def _shares(shares: tuple[Share, ...]) -> str:
    """Who takes what: one citation after them all where one law decides every share, else
    each share with its own."""
    if not shares:
        return ""
    if len({s.laws for s in shares}) == 1:
        return _and([_share(s) for s in shares]) + _cite(shares[0].laws)
    return _and([_share(s) + _cite(s.laws) for s in shares])


def _lot(lot) -> str:
    return (f"{lot.amount} goes by lot between {_and(list(lot.among))}"
            + (_cite([lot.law]) if lot.law else ", the book not saying who takes it"))


def _pays(p) -> str:
    to = "into the pool" if p.to == "pool" else f"to {p.to}"
    return f"{p.player} pays {p.amount} {to}{_cite([p.law] if p.law else [])}"


def _carried(a: TableAnswer) -> str:
    n = a.carried
    if not n or a.outcome == "passed":
        return ""
    if a.outcome == "misdeal":
        return f"the {n} in the pool stays there for the new deal"
    if a.outcome == "continues":
        return f"the {n} in the pool stays in it"
    if a.outcome == "void":
        return f"the {n} in the pool before the deal stays there"
    if a.outcome == "unsettled":
        return f"{n} stays in the pool"
    return f"{n} is carried to the next deal"


def _held(h: Held | None) -> str:
    if h is None:
        return ""
    where = _points(h.points) or "points the readings did not reach"
    head = (f"{h.amount} is held on {where}" if h.amount else
            f"the outcome turns on {where}")
    if h.readings:
        return head + ": " + _readings(h)
    if h.provisional:
        return head + " (as the table played it, " + _and(
            [f"{s.player} would take {s.takes}" for s in h.provisional]) + ")"
    return head


def _points(points) -> str:
    by_why: dict[str, list[str]] = {}
    for p in points:
        name = f"{p.player}'s {p.name}" if p.kind == "silent" and p.player else p.name
        by_why.setdefault(p.kind, [])
        if name not in by_why[p.kind]:
            by_why[p.kind].append(name)
    return ", and ".join(f"{_and(names)}, {_OPEN[why]}" for why, names in by_why.items())


def _readings(h: Held) -> str:
    """What each reading gives of the held chips, readings that give alike said once: under
    the one point held, on what it is read as; under several, each outcome in turn."""
    gives = [g for _, g in h.readings]
    status = len({g.status for g in gives}) > 1
    dealer = len({g.dealer for g in gives}) > 1
    each_gives = [_gives(g, h.amount, status, dealer) for g in gives]
    one = len(h.points) == 1 and all(len(x) == 1 for each, _ in h.readings for x in each)
    if len(each_gives) == 1:
        return f"whichever way {'it is' if one else 'they are'} read, {each_gives[0]}"
    if not one:
        return "as they are read, " + "; or ".join(each_gives)
    return "; ".join(f"{_read_as([x[0] for x in each])}, {g}"
                     for (each, _), g in zip(h.readings, each_gives))


def _read_as(assumed: list[tuple]) -> str:
    """The readings of one point that give alike, in words: 'read as "a" or "b"', "if A
    objected in time", "if they stand"."""
    point, _, player = assumed[0]
    values = [reading for _, reading, _ in assumed]
    kind = (split(point) or (None,))[0]
    if kind is CHIPS:
        return " or ".join("if they go back" if v == "go-back" else "if they stand"
                           for v in values)
    if kind is CONFLICT:
        return "if " + " or ".join(f"{v} governs" for v in values)
    if kind is not None and kind.fact:
        return "if " + " or ".join(meaning(point, v, player) for v in values)
    return "read as " + " or ".join(f'"{v}"' for v in values)


def _gives(g: Reading, held: int, status: bool, dealer: bool) -> str:
    parts = []
    if status and g.status not in ("settled", "unsettled"):  # a pool divided goes without saying
        parts.append(f"a misdeal, {g.redeal_by} dealing again"
                    if g.status == "misdeal" and g.redeal_by else
                    "a misdeal" if g.status == "misdeal" else _OUTCOME[g.status])
    parts += [_share(s) for s in g.shares]
    # what a reading leaves in the pool, unless its outcome said so (the pool stays)
    if g.left and g.status not in ("settled", "void") and not (
            status and g.status == "passed" and g.left == held):
        left = "it" if g.left == held else str(g.left)
        parts.append(f"{left} stays held" if g.status == "unsettled" else
                    f"{left} stays in the pool" + _FOR.get(g.status, ""))
    if dealer and g.dealer and g.status != "misdeal":  # a misdeal names who deals again
        parts.append(f"{g.dealer} deals next")
    text = _and(parts) if parts else "nothing more is paid"
    return f"with a pool of {g.pot}, {text}" if g.pot else text


# where the chips a reading leaves in the pool go, by its status
_FOR = {"misdeal": " for the new deal", "passed": " for the next deal"}
