"""The answer a referee gives at the table (docs/case-format.md, `answer`): who takes what and
on which law; for a misdeal, who deals again; what is held, how much, on which points, and
what each reading gives. It is read off the ruling's chips and the findings its steps were
made from (the law named is the one that decides the pool, never the law of who bet first),
as a typed record; its words are made in words/answer.py, by the engine that writes it."""
from __future__ import annotations

from typing import Any, Callable

from ..story.points import CHIPS, CONFLICT, REACH, SILENT, is_fact, reach, split
from ..story.record import replace
from .answer_records import (Beaten, Held, Level, Lot, Pays, Point, Reading, Restake, Share,
                             TableAnswer)
from .answer_tree import tree
from .findings import Finding
from .foul_named import forfeited, found_foul, mended, out_short
from .outcome import staked_again_said as staked_again
from .answer_laws import (DEAL_STANDS, NEXT_JACK_POT, PASSED, ByReading, Laws, passed_on,
                          readings_share)
from .ruling import IfRead


class Answering:
    """Writes each replay's ruling (``write``), keeping the finding behind each step; then
    answers the ruling the readings make of them (``answer``)."""

    def __init__(self, write: Callable[[Any], Any]):
        self.write, self.lacks = write, None
        self.kept: list[tuple[Any, Finding]] = []  # (a typed step, the finding it was made of)

    def __call__(self, judge):
        out = self.write(judge)
        self.kept.extend(zip(out.steps, judge.steps))
        self.lacks = judge.book.copy_lacking  # a point read may be one the copy held lacks
        return out

    def answered(self, typed, ruling: dict) -> tuple[TableAnswer, dict[int, Finding]]:
        """The ruling's answer as data, and the finding each of its steps was made from, by
        the step's id, where a replay wrote the step (``typed``: the ruling as data,
        ``ruling`` its JSON, whose steps are written in the same order)."""
        made = {id(step): f for step, f in self.kept}
        found = {id(said): made[id(step)] for step, said in zip(typed.steps, ruling["steps"])
                 if id(step) in made}
        # a law whose reach is open may be met only under a reading (after a silence read)
        reaching = _reach_laws(f for _, f in self.kept)
        parted = {id(said): passed_on(step, made) for step, said in zip(typed.steps,
                                                                         ruling["steps"])
                  if isinstance(step, IfRead)}
        alike, read = {}, ByReading(made)  # each step where readings part, with those before
        for step, said in zip(typed.steps, ruling["steps"]):
            if isinstance(step, IfRead):
                read.add(step)
                alike[id(said)] = read.alike()
        return table_answer(ruling, found, reaching, self.lacks, parted, alike,
                            read.each(), readings_share(typed, made)), found


def table_answer(ruling: dict, found: dict[int, Finding],
                 reaching: dict[str, tuple[str, ...]] | None = None, lacks=None,
                 parted: dict[int, tuple[str, ...]] | None = None,
                 alike_laws: dict[int, dict[str, tuple[str, ...]]] | None = None,
                 each_laws: dict[str, tuple[str, ...]] | None = None,
                 read_laws: dict[str, tuple[str, ...]] | None = None) -> TableAnswer:
    """The answer to ``ruling`` as data, ``found`` giving the finding behind each step
    (``reaching``: the laws whose reach each reach point reads, else those its steps name;
    ``parted``: at each step where readings part, the laws by which they pass the pool on)."""
    steps = [(s, found.get(id(s))) for s in ruling["steps"]]
    laws = Laws(steps, parted or {}, alike_laws, each_laws, read_laws)
    awards, refunds = ruling["awards"], ruling["refunds"]
    # his own chips a reading gives him as winnings and another back: his however it is
    # read, on no one law of the book
    won = {p for r in ruling.get("readings") or () for p in r.get("awards", {})}
    # ... where some reading does not give them back: won there
    kept = {p for p in refunds if any(r.get("refunds", {}).get(p, 0) < refunds[p]
                                      for r in ruling.get("readings") or ())}
    # readings that agree, each its own findings where they part: a share no finding of the
    # ruling gives or names, nor the hand laws every reading shares, is given by each reading
    # on its own laws, none of them the ruling's (never the last law of the pool found)
    merged = not ruling.get("readings") and any(f is None and s["rung"] == "open"
                                                for s, f in steps)
    # ... each on a law of its own, where every one gives him the pool on one: those laws,
    # each as it is read, before the hand laws they share
    unnamed = {p for p in awards if merged and not laws.found_share(p)
               and not laws.naming(p) and not laws.alike_share(p)}
    each = {p: laws.each[p] for p in unnamed if p in laws.each}
    alike = {p for p in unnamed if not laws.hand(p)} | set(each)
    shares = [Share(p, awards.get(p, 0), refunds.get(p, 0),
                    *((each.get(p, ()), False) if p in alike else laws.of_share(p)
                      if p in awards else
                      ((), False) if p in won else
                      (laws.of_refund(p, bool(ruling.get("readings"))), False)),
                    either=p in alike or p not in awards and p in won,
                    back_either=p in awards and p not in alike and p in won and p in kept)
              for p in dict.fromkeys([*awards, *refunds])]
    redeal, outcome = _common_redealer(ruling), _outcome(ruling)
    return TableAnswer(
        outcome=outcome, shares=tuple(shares),
        lots=tuple(Lot(x["amount"], tuple(x["among"]), x.get("law")) for x in ruling["by_lot"]),
        pays=tuple(Pays(x["player"], x["amount"], x["to"], x["law"], x.get("forfeited", False),
                        x.get("unpaid", 0)) for x in ruling["penalties"]),
        carried=ruling["carried"], redeal_by=redeal,
        redeal_laws=laws.naming(redeal) if redeal else (),
        out=tuple((f.players[0], tuple(s["laws"])) for s, f in steps if outcome == "continues"
                  and f is not None and f.kind.startswith("foul.retires")),
        foul=found_foul(steps, awards) if outcome == "settled" else (),
        mended=mended(steps) if outcome == "continues" else (),
        forfeited=forfeited(steps, awards) if outcome == "settled" else (),
        short=out_short(steps, awards) if outcome == "settled" else (),
        beaten=beaten_at_show(steps, awards), level=level_at_show(steps, awards),
        claims=claims_weighed(steps, awards),
        redeals=not any(f is not None and f.kind == _NEW_HAND for _, f in steps),
        ante_also=tuple(dict.fromkeys(law for s, f in steps if f is not None
                                      and f.kind == _ANTE_ALSO for law in s["laws"])),
        jack_pot=ruling["next"].get("jack_pot"),
        # what opens the jack pot it passes to, where the book leaves it open (Peel's series
        # played at aces, no step of it)
        jack_pot_open=outcome == "passed" and any(
            s["point"].startswith("jack-pot.progression") and s.get("decisive")
            for s in ruling["silent"]),
        read_apart=outcome == "passed" and laws.parted_last(),
        stands=tuple(dict.fromkeys(law for s, f in steps if f is not None
                                   and f.kind in DEAL_STANDS for law in s["laws"])),
        ended_by=(tuple(dict.fromkeys(laws.last(PASSED if outcome == "passed" else "") + tuple(
            law for s, f in steps if f is not None and f.kind in NEXT_JACK_POT
            for law in s["laws"]))) if outcome in ("void", "passed") else ()),
        undealt=_undealt(steps),
        held=held_of(ruling, _reach_laws(found.values()) if reaching is None else reaching,
                     lacks),
        **_carried_open(ruling, outcome))


# the findings that a share taken in goes as an objection left it, each saying why (a better
# hand that did not protect himself by objecting promptly)
_CLAIMS = ("claims.keeps-what-he-took-in", "claims.better-hand-takes-what-he-objected-to")


def claims_weighed(steps, awards: dict) -> tuple[tuple[str, str], ...]:
    """For each player whose share an objection decided (he kept what he took in, or took
    what he objected to), why, as its finding says: the law of the show says the winning
    hand takes the pot, and this is why a hand no better takes it here."""
    return tuple((f.share[0], dict(f.say.params)["why"]) for _, f in steps
                 if f is not None and f.kind in _CLAIMS and f.share is not None
                 and awards.get(f.share[0]))


def beaten_at_show(steps, awards: dict) -> tuple[Beaten, ...]:
    """For each player who takes a share, the hands his hand beat at the show, as the ruling's
    own findings weighed them (none read under a reading only), with the laws that rank them:
    the law of the show says the best hand wins, these say why his is the best. Said only
    where one player takes winnings: where pools are divided among several (a side pot, a
    show for less), who beat whom is no answer to who takes what."""
    if sum(1 for amount in awards.values() if amount) != 1:
        return ()
    # by the winner and his hand as said (the odd card is named only where it decides)
    found: dict[tuple[str, str], tuple[str, list, list]] = {}
    for step, f in steps:
        beats = _of_show(f, "beats")
        if beats is None or not awards.get(f.players[0]):
            continue
        verb, beaten, laws = found.setdefault((f.players[0], beats[0]), (beats[1], [], []))
        beaten += [beats[2]] if beats[2] not in beaten else []
        laws += [law for law in step["laws"] if law not in laws]
    return tuple(Beaten(p, hand, verb, tuple(beaten), tuple(laws))
                 for (p, hand), (verb, beaten, laws) in found.items())


def _of_show(f: Finding | None, part: str):
    """A part of a hand weighed at the show (its ``beats`` or ``alike``), where ``f`` is one."""
    return dict(f.say.params).get(part) if f is not None and f.kind == "hand" else None


def level_at_show(steps, awards: dict) -> Level | None:
    """The hands found identical in value whose holders are the very players who take
    winnings (they divide the pool), as the ruling's own finding weighed them; else None."""
    winners = {p for p, amount in awards.items() if amount}
    for step, f in steps:
        alike = _of_show(f, "alike")
        if alike is not None and set(f.players) == winners:
            return Level(f.players, alike, tuple(step["laws"]))
    return None


# the misdeal's new hand dealt by the next in turn, who did not deal the misdealt one
_NEW_HAND = "misdeal.next-dealer-in-turn"


def _undealt(steps) -> tuple | None:
    """Where the deal cannot be made from the pack (situations/seating.py): what the pack
    holds, the cards each is dealt, how many sit, and the laws that say so; else None."""
    if not any(f is not None and f.kind == "seating.deal-cannot-be-made" for _, f in steps):
        return None
    for s, f in steps:
        if f is not None and f.kind == "seating.pack-holds-cards-too":
            p = dict(f.say.params)
            return p["value"], p["size"], p["n"], tuple(s["laws"])
    return None
# the regular ante made for the new deal besides what stays in the pool
_ANTE_ALSO = "misdeal.regular-ante-also"
# the silence on what becomes of the chips staked in a deal that is a misdeal (they stay in
# the pool, or go back to those who put them up)
_STAKE_AT_A_MISDEAL = "misdeal.ante"


def _carried_open(ruling: dict, outcome: str) -> dict:
    """Where what stays in the pool for the new deal stays on no law: the book is silent on
    whether it stays or goes back, and the point concerns only the next deal, its chips
    staked again for it (the ruling's ``next`` names both); else nothing."""
    nxt = ruling["next"]
    point = split_silent(nxt.get("points") or ())
    if outcome != "misdeal" or not ruling["carried"] or point is None:
        return {}
    return {"carried_open": point,
            "restaked": tuple(Restake(x["player"], x["amount"], x.get("law"))
                              for x in nxt.get("antes") or ())}


def split_silent(points) -> str | None:
    """The silence on the chips staked at a misdeal among the next deal's points, if any."""
    for p in points:
        found = split(p["point"])
        if found is not None and found[0] is SILENT and found[1] == _STAKE_AT_A_MISDEAL:
            return found[1]
    return None


def _outcome(ruling: dict) -> str:
    """The deal's outcome every reading shares: the status, or, where the ruling is unsettled
    only on chips, the status all its readings give."""
    if ruling["status"] != "unsettled":
        return ruling["status"]
    statuses = {r.get("status") for r in ruling.get("readings") or ()}
    if len(statuses) == 1 and None not in statuses:
        return statuses.pop()
    return "unsettled"


def _common_redealer(ruling: dict) -> str | None:
    """Who deals again, where every reading names the same player."""
    who = ruling["next"].get("redeal_by")
    readings = ruling.get("readings") or ()
    if readings and any(r.get("next", {}).get("redeal_by") != who for r in readings):
        return None
    return who


def _reach_laws(findings) -> dict[str, tuple[str, ...]]:
    """The laws whose words may not reach the case, by the reach point they raise, each once
    (Schenck's rules/7 and rules/15 on a show for stake)."""
    out: dict[str, tuple[str, ...]] = {}
    for f in findings:
        if f.kind == "reach-open":
            params = dict(f.say.params)
            point = reach(params["key"])
            out[point] = tuple(dict.fromkeys(out.get(point, ()) + tuple(params["laws"])))
    return out


def held_of(ruling: dict, reaching: dict[str, tuple[str, ...]] | None = None,
            lacks=None) -> Held | None:
    """What is held and on which points; None where nothing is open. ``reaching``: the laws
    whose reach each reach point reads; ``lacks``: the book's copy_lacking."""
    readings = ruling.get("readings") or []
    if not ruling.get("undecided") and ruling["status"] != "unsettled":
        return None
    # a point the copy held lacks is not the book's silence (issue 36): said as the copy's
    copy = {s["point"] for s in ruling["silent"] if s.get("of") == "copy"}
    # a point of the book's silence read both ways, opened by a silence of the copy
    copy_read = {s["open"] for s in ruling["silent"] if s.get("of") == "copy" and "open" in s}

    def of_copy(p: Point) -> Point:
        if p.kind == "words" and p.name in copy_read:
            return replace(p, copy=True)
        lacking = p.name in copy or (lacks is not None and lacks(p.name) is not None)
        return Point("copy", p.name, p.player, asked=p.asked) if p.kind == "silent" and \
            lacking else p

    if readings:
        named = {(a["point"], a.get("player")): of_copy(_point(a, reaching or {}))
                 for r in readings for a in r["assume"]}
        unread = _unread(ruling, [a["point"] for r in readings for a in r["assume"]])
        # a point a reading still holds chips on is named with it, unless the answer names
        # it already among those no reading reads
        grouped = _grouped(ruling, readings, lambda p: (q := of_copy(p)) not in unread and q)
        return Held(ruling.get("undecided", 0), tuple(dict.fromkeys(named.values())), grouped,
                    (), tree(grouped, named.__getitem__), unread)
    points = [of_copy(Point("silent", s["point"], asked=s.get("question")))
              for s in ruling["silent"] if s.get("decisive", True)]
    points += [Point("fact", m["fact"]) for m in ruling.get("missing", [])]
    provisional = tuple(Share(p, a) for p, a in ruling.get("provisional", {}).items())
    return Held(ruling.get("undecided", 0), tuple(dict.fromkeys(points)), (), provisional)


def _unread(ruling: dict, read: list[str]) -> tuple[Point, ...]:
    """The decisive silences of the ruling that no reading reads, nor any point above or
    below it (the chips of a silence read are read with it): a silence with no readings
    still holds what it turns on, under every reading; one the copy held lacks is said as
    the copy's."""
    names = {found[1] for found in map(split, read) if found is not None}

    def read_with(point: str) -> bool:
        return any(point == n or point.startswith(n + ".") or n.startswith(point + ".")
                   for n in names)

    return tuple(dict.fromkeys(
        Point("copy" if s.get("of") == "copy" else "silent", s["point"],
              asked=s.get("question")) for s in ruling["silent"]
        if s.get("decisive", True) and "open" not in s and not read_with(s["point"])))


def _point(a: dict, reaching: dict[str, tuple[str, ...]]) -> Point:
    """An assumption's point, by why it is open."""
    point, player = a["point"], a.get("player")
    found = split(point)
    if found is None:
        return Point("words", point, player)
    kind, name = found
    if kind is REACH:
        return Point("reach", name, None, reaching.get(point, ()))
    if kind is CHIPS:
        return Point("chips", name, player)
    if kind is SILENT:
        return Point("silent", name)
    if kind is CONFLICT:
        return Point("conflict", name)
    return Point("fact" if is_fact(point) else "words", point, player)


def _grouped(ruling: dict, readings: list[dict], said: Callable) -> tuple:
    """Each reading's share of the held chips, readings that give the same together, with
    the points they still hold chips on (each as ``said`` names it, or False: left unsaid)."""
    groups: dict[Reading, tuple[list, list]] = {}
    for r in readings:
        gives = _gives(ruling, r)
        assumed, on = groups.setdefault(replace(gives, held_on=()), ([], []))
        assumed.append(tuple((a["point"], a["reading"], a.get("player")) for a in r["assume"]))
        on += [p for p in map(said, gives.held_on) if p and p not in on]
    return tuple((tuple(assumed), replace(gives, held_on=tuple(on)))
                 for gives, (assumed, on) in groups.items())


def _gives(ruling: dict, r: dict) -> Reading:
    """What a reading gives beyond what is paid now: each player's share of the held chips,
    his own back or won, and what it leaves in the pool; counted as the ruling counts it (a
    misdeal's ante back to the player who stakes it again before the new deal is carried,
    not said as his back as well)."""
    r = staked_again(r) if "stakes" in r else r
    shares = []
    for p in dict.fromkeys([*r["awards"], *r["refunds"]]):
        # what he has under the reading beyond what is paid him now: won where it wins him
        # more, else his own back
        more = (r["awards"].get(p, 0) + r["refunds"].get(p, 0)
                - ruling["awards"].get(p, 0) - ruling["refunds"].get(p, 0))
        won = r["awards"].get(p, 0) - ruling["awards"].get(p, 0)
        back = r["refunds"].get(p, 0) - ruling["refunds"].get(p, 0)
        if won > 0 and back > 0:  # both: said as the reading says them, won and his own back
            shares.append(Share(p, won, back))
        elif more > 0:
            shares.append(Share(p, more if won > 0 else 0, 0 if won > 0 else more))
    # the odd chips it sends by lot that the ruling does not already send (said with it)
    lots = tuple(Lot(x["amount"], tuple(x["among"]), x.get("law"))
                 for x in r.get("by_lot", []) if x not in ruling["by_lot"])
    left = max(ruling.get("undecided", 0) - sum(s.takes + s.back for s in shares)
               - sum(x.amount for x in lots), 0)
    nxt = r.get("next") or {}
    larger = r.get("pot", 0) > ruling["pot"]
    # the penalties paid anew into its pool that the ruling as told does not pay: what makes
    # it larger, said with it ((player, amount))
    paid_in = tuple((x["player"], x["amount"] - x.get("unpaid", 0))
                    for x in r.get("penalties", ()) if larger and x["to"] == "pool"
                    and not x.get("forfeited") and x["amount"] > x.get("unpaid", 0)
                    and x not in ruling["penalties"])
    # the point a reading reads and cannot carry out is not named again as what it holds on
    own = {found[1] for a in r.get("assume", ()) if (found := split(a["point"])) is not None}
    held_on = tuple(Point("fact", x["fact"]) if "fact" in x else
                    Point("silent", x["point"], asked=_asked(ruling, x["point"]))
                    for x in r.get("held_on", ()) if x.get("point") not in own)
    return Reading(tuple(shares), left, r.get("status") or ruling["status"],
                   nxt.get("redeal_by"), nxt.get("dealer"),
                   r["pot"] if larger else None, lots, paid_in, held_on, nxt.get("jack_pot"))


def _asked(ruling: dict, point: str) -> str | None:
    """A silence's own question where the ruling lists it with one (what follows a breach)."""
    return next((s.get("question") for s in ruling["silent"] if s["point"] == point), None)
