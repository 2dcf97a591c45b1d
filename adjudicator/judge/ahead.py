"""Points that concern only the next deal (contract v3): where every reading of a point gives
this deal the same chips and they differ only on the next deal (who deals it, its jack pot),
or only in that an ante goes back to the player who stakes it again before the new deal's
cards, the point holds none of this deal's chips. It is said under the ruling's ``next``
(``points``), with the silence or the fact it reads and what each reading makes of the
next deal; its silence is listed, not decisive, with the reason."""
from __future__ import annotations

from ..story.record import replace
from .findings import Say
from .outcome import Outcome, next_deal
from .ruling import Next, NextPoint, NextReading, Ruling, Silent

NEXT_KEYS = ("dealer", "redeal_by", "jack_pot")


def name(point) -> str:
    """A point's id: the chips a silence reaches are read at an act (point, event, player)."""
    return point[0] if isinstance(point, tuple) else point


def about_next(group: list[tuple[dict, Ruling]], point) -> dict:
    """What a point that concerns only the next deal makes of it, from ``group``, readings
    that differ only in its reading: each reading's next deal, where they differ on it; the
    antes staked again (``next.antes``), where only they tell them apart."""
    nexts = {next_deal(r) for _, r in group}
    readings = [NextReading(a[point], *next_deal(r)) for a, r in group] if len(nexts) > 1 \
        else []
    raw = {Outcome.of(r, again=False) for _, r in group}
    antes = next((r.next.antes for _, r in group if r.next.antes), None)
    return {"readings": readings, "antes": antes if len(raw) > 1 else None}


def reason(entry: dict | None) -> Say:
    """Why a point read does not decide the ruling: its readings give the same chips
    (``entry`` None), or it concerns only the next deal."""
    if entry is None:
        return Say.of("moot.same")
    antes = entry.get("antes")
    if antes and not entry["readings"]:
        law = antes[0].law or "the story"
        if len(antes) > 1:
            return Say.of("moot.fed-again", players=[a.player for a in antes], law=law)
        return Say.of("moot.staked-again", player=antes[0].player, amount=antes[0].amount,
                      law=law)
    return Say.of("moot.next")


def ahead_said(silences: list[Silent], moot: list, ahead: dict, why=None) -> list[Silent]:
    """The silences of the points read that decide nothing: not decisive, with the reason
    (``why(point, event)``, judge/idle.py: what each reading of a point that gives the same
    chips finds where it arose, where the readings show it)."""
    by_name = {name(p): entry for p, entry in ahead.items()}
    return [replace(s, decisive=False,
                    reason=reason(by_name[s.under]) if s.under in by_name else
                    (why and why(s.under, s.event)) or reason(None))
            for s in silences]


def common_next(own: Next, rulings: list[Ruling], base: Ruling, ahead: dict) -> Next:
    """The next deal every reading gives alike (a part of it on which they differ is None),
    with each point that concerns only it (``points``)."""
    out = replace(own, points=())
    for k in NEXT_KEYS:
        given = {getattr(r.next, k) for r in rulings}
        if given:  # the readings' own, where they agree: the story unread may say otherwise
            out = replace(out, **{k: given.pop() if len(given) == 1 else None})
    laws = {r.next.law for r in rulings}
    if len(laws) == 1:  # the law every reading names the next dealer on (the story unread
        out = replace(out, law=laws.pop())  # may end on another: a misdeal left undecided)
    # who stakes what again, alike under every reading; of it, what all give him back
    antes = [r.next.antes or () for r in rulings]
    staked = [tuple(replace(a, back=0) for a in x) for x in antes]
    if any(a != staked[0] for a in staked) or own.antes is None:
        out = replace(out, antes=None)
    else:
        # (from the readings' own: the ruling unread may stake otherwise than all of them)
        out = replace(out, antes=tuple(replace(a, back=min(x[i].back for x in antes))
                                       for i, a in enumerate(antes[0])))
    return replace(out, points=tuple(_said(base, p, entry) for p, entry in ahead.items()))


def _said(base: Ruling, point, entry: dict) -> NextPoint:
    """A point about the next deal, as ``next.points`` lists it."""
    p = name(point)
    told = next((x for x in base.silent if x.under == p), None) or \
        next((x for x in base.missing if x.open == p), None)
    return NextPoint(p, told, reason(entry), tuple(entry["readings"]))
