"""The pay-out table every face draws (the terminal, Markdown, the page): one rule for its
rows and its columns, so that the three never disagree on what the table shows.

A row for each player who put in, takes, has back or is out, or whom a reading names, in the
order the ruling first names them (the stakes in seat order). "put in" is always drawn; a
column of what is paid now ("takes", "back") or the "why" of a player out is drawn only where
some player has a figure or a word in it, as a secretary's sheet leaves out an empty column.
Beside them, a column for each reading (``takes_columns``), and under them, where a reading
holds or carries chips, a line that makes each reading's column add up to the pot
(``rest_of_columns``)."""
from __future__ import annotations

from .ruling_views import in_all, reading_groups


class ChipsTable:
    """``players``: the rows; ``paid``: the columns of what is paid now, as (header, figures
    by player, what an empty cell shows); ``readings``: each reading's column as (header,
    cells by player); ``rest``: the lines under them, as (name, a figure per reading column);
    ``why``: whether the column saying why a player is out is drawn."""

    __slots__ = ("players", "paid", "readings", "rest", "why")

    def __init__(self, ruling: dict):
        more = takes_columns(ruling)
        self.readings = more
        self.rest = rest_of_columns(ruling)
        self.players = list(dict.fromkeys([
            *ruling["stakes"], *ruling["awards"], *ruling["refunds"], *ruling["retired"],
            *(p for _, cells in more for p in cells)]))
        paid = [("put in", ruling["stakes"], 0), ("takes", ruling["awards"], ""),
                ("back", ruling["refunds"], "")]
        self.paid = [c for c in paid if c[2] == 0 or any(p in c[1] for p in self.players)]
        self.why = any(p in ruling["retired"] for p in self.players)

    def drawn(self, ruling: dict) -> bool:
        """Whether there is a table to draw: some player, or a pot."""
        return bool(self.players or ruling["pot"])


def takes_columns(ruling: dict) -> list[tuple[str, dict[str, str]]]:
    """The columns of the chips table beyond what is paid now: under each reading, what each
    player would take ("13") or have back ("2 back"), numbered as the readings are told; or,
    with no readings, what the table's own way of playing would give ("takes if allowed").
    A reading's column is what he has in all under it: where something is paid now, its
    header says so ("in all if (1)"), so that a secretary does not pay it again on top."""
    readings = ruling.get("readings") or []
    if not readings:
        provisional = ruling.get("provisional") or {}
        return [("takes if allowed", {p: str(a) for p, a in provisional.items()})] \
            if provisional else []
    paid_too = in_all(ruling)
    groups = reading_groups(ruling)  # readings that give alike: one column, as one sentence
    out = []
    for i, group in enumerate(groups, 1):
        r = readings[group[0]]
        cells = {p: str(a) for p, a in r["awards"].items()}
        for p, a in r["refunds"].items():
            cells[p] = (cells[p] + ", " if p in cells else "") + f"{a} back"
        out.append((paid_too + (f"if ({i})" if len(groups) > 1 else "if so"), cells))
    return out


def rest_of_columns(ruling: dict) -> list[tuple[str, list[int]]]:
    """Beside ``takes_columns``' reading columns, what each reading holds and carries to the
    next deal, so that a column adds up to the pot: ("held", [...]) and ("carried", [...]),
    each only where some reading has any; and where a reading's own pool is not the
    ruling's (a penalty paid in under it alone, stakes it counts otherwise), ("pool", [...]):
    each column adds up to its own pool, which the pot under the table is not."""
    readings = ruling.get("readings") or []
    if not readings:
        return []
    firsts = [readings[group[0]] for group in reading_groups(ruling)]
    rows = [(name, [r.get(key) or 0 for r in firsts])
            for name, key in (("held", "undecided"), ("carried", "carried"))]
    rows = [(name, counts) for name, counts in rows if any(counts)]
    pools = [r.get("pot", ruling["pot"]) for r in firsts]
    return rows + ([("pool", pools)] if any(p != ruling["pot"] for p in pools) else [])
