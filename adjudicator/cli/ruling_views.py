"""A ruling's words as every face shares them (text, Markdown, the page): the status, what is
carried and held, the odd chips by lot, the penalties, the pot, the readings' sentences and
the pay-out table's columns, what is left open and who deals next. Made from the ruling's
JSON, the one place each phrase is written."""
from __future__ import annotations

from typing import Callable

from ..judge.words.shares import and_

def next_sentences(ruling: dict) -> list[tuple[str, str | None]]:
    """What happens after this deal, as (sentence, law id or None), for every renderer."""
    nxt, out = ruling["next"], []
    if nxt.get("redeal_by"):
        # his again, or his turn, on the law that names him
        out.append((f"{nxt['redeal_by']} deals the new hand", nxt.get("law")))
    elif nxt.get("dealer"):
        out.append((f"{nxt['dealer']} deals next", nxt.get("law")))
    elif len({(r["next"].get("dealer"), r["next"].get("redeal_by"))
              for r in ruling.get("readings") or ()}) > 1:  # each reading says its own
        out.append(("who deals next turns on the points held", None))
    if nxt.get("jack_pot"):
        out.append((f"the next deal is a jack pot opened by {nxt['jack_pot']} or better", None))
    return out


def answer_laws(ruling: dict) -> list[str]:
    """The ids of the cited laws the ruling's answer names, in the order it names them: each
    one a reader must find quoted wherever the answer is printed."""
    import re

    text, found = ruling.get("answer", ""), []
    for c in ruling.get("citations", ()):
        at = re.search(rf"(?<![\w:/.-]){re.escape(c['id'])}(?![\w/-]|\.\w)", text)
        if at is not None:
            found.append((at.start(), c["id"]))
    return [i for _, i in sorted(found)]


def referee_sentence(ruling: dict) -> tuple[str, str] | None:
    """Who decides this deal's disputes (Peel 77: "the dealer, unless he be one of the
    disputing persons"), as (sentence, law id): said of this deal, never of the next, whose
    own dealer decides its disputes."""
    ref = ruling.get("referee")
    return (f"This deal's disputes go to {ref['player']}", ref["law"]) if ref else None


def shown_steps(ruling: dict) -> tuple[list[dict], str]:
    """The findings a face lists, and the line that counts those it leaves out: by default
    the findings that decide the pool and every irregular or open act, each open point once
    in its words, the acts done in order, as the book allows (``lawful``), counted in one
    line; every one of them where the reader asked for all (``all_steps``, `--steps all`)."""
    if ruling.get("all_steps"):
        return ruling["steps"], ""
    # an open point said again in the same words (the same law's reach, met again at a later
    # act) is said once: its first finding stands for it
    shown, said = [], set()
    for s in ruling["steps"]:
        if s.get("lawful") or (s.get("rung") == "open" and s["finding"] in said):
            continue
        if s.get("rung") == "open":
            said.add(s["finding"])
        shown.append(s)
    n = sum(1 for s in ruling["steps"] if s.get("lawful"))
    if not n:
        return shown, ""
    return shown, (f"{n} act{'s' if n > 1 else ''} in order, as the book allows "
                   "(--steps all lists them)")


def status_words(ruling: dict) -> str:
    """The status in words (story/terms.py's meaning); an unsettled ruling says whether a
    silence or a fact left out (or both) holds it."""
    from ..story.terms import STATUSES

    if ruling["status"] != "unsettled" or not ruling.get("missing"):
        return STATUSES[ruling["status"]]
    if any(s.get("decisive", True) for s in ruling["silent"]):
        return STATUSES["unsettled"] + ", and the case leaves out a fact it turns on"
    return "the case leaves out a fact the outcome turns on"


def open_sentence(ruling: dict) -> str:
    """What the ruling leaves open, said once after its status: "Left open: 1 fact the case
    does not tell (hand)." or "The book is silent on 4 points, which change nothing here."
    ("" when nothing is)."""
    from ..judge.comparison import left_open

    said = "; ".join(left_open(ruling))
    return f"{said[0].upper()}{said[1:]}." if said else ""


def carried_sentence(ruling: dict) -> str:
    """What becomes of the chips carried: they stay in the pool of a deal that goes on or is
    dealt again; after a pool was decided (an ante told after the show), they go to the next."""
    n, status = ruling["carried"], ruling["status"]
    if status == "continues":
        return f"{n} stays in the pool as the deal goes on"
    if status in ("passed", "misdeal"):
        return f"{n} stays in the pool for the next deal"
    return f"{n} is carried to the next deal, no part of the pool decided here"


def undecided_sentence(ruling: dict) -> str:
    """What is held undecided in an unsettled ruling, and until when; "" if nothing is."""
    if not ruling.get("undecided"):
        return ""
    points = {s["point"] for s in ruling["silent"] if s.get("decisive", True)}
    from ..judge.words.points import untold

    facts = {untold(m["fact"], m.get("open")) for m in ruling.get("missing", [])}
    until = []
    if points or not facts:  # held on no point named: on the one the book leaves open
        until.append("the point the book leaves open is settled" if len(points) <= 1 else
                     "the points the book leaves open are settled")
    if facts:
        until.append("the fact not told is known" if len(facts) == 1 else
                     "the facts not told are known")
    return f"{ruling['undecided']} is held until " + " and ".join(until)


def lot_words(lot: dict, name=str) -> str:
    """Odd chips that go by lot, in words ("1 goes by lot among A, B"; alike ones of several
    parts of the pool, ``alike_lots``, "2 go by lot among A, B, 1 in each of 2 parts of the
    pool"), each name as ``name`` makes it safe for the face."""
    among = ", ".join(map(name, lot["among"]))
    parts = lot.get("parts", 1)
    if parts == 1:
        return f"{lot['amount']} goes by lot among {among}"
    return (f"{lot['amount']} go by lot among {among}, {lot['amount'] // parts} in each of "
            f"{parts} parts of the pool")


def alike_lots(by_lot: list[dict]) -> list[dict]:
    """A ruling's chips that go by lot, those alike (of as many chips, among the same
    players, on the same law: an odd chip in each part of the pool) told once, with how
    many parts they come from."""
    alike: dict[tuple, dict] = {}
    for lot in by_lot:
        key = (lot["amount"], tuple(lot["among"]), lot.get("law"))
        if key in alike:
            alike[key] = dict(alike[key], amount=alike[key]["amount"] + lot["amount"],
                              parts=alike[key]["parts"] + 1)
        else:
            alike[key] = dict(lot, parts=1)
    return list(alike.values())


def nobody_named(lot: dict) -> str:
    """Where no law says who takes the chips that go by lot, said so."""
    return " (the book does not say who takes " + ("them)" if lot.get("parts", 1) > 1
                                                     else "it)")


def held_words(ruling: dict) -> str:
    """What a step's share in an unsettled ruling comes to, in words: held, where nothing of
    the pool is paid; where the readings pay some of it at once, how much of it is held."""
    # said so that nobody pays on the step's words before reading what is held
    if not ruling["awards"] and not ruling["refunds"]:
        return "not paid: held undecided"
    held = ruling.get("undecided") or 0  # the whole pool's: said alike at each share
    return (f"not paid in full: of the whole pool, {held} is held undecided" if held
            else "not paid as played")


def reading_sentences(ruling: dict) -> list[tuple[str, list[str]]]:
    """Each reading of an open point the ruling turns on, in words with its laws: ("If A
    objected in time, A takes 20", [law, ...]), "in all" where chips are paid now."""
    from ..judge.words.points import reading, readings as readings_words

    # a point said alike at two events (two straddles by one player) is told by its step
    said: dict[tuple, set] = {}
    for r in ruling.get("readings", []):
        for a in r["assume"]:
            said.setdefault((a["point"], a.get("player")), set()).add(a.get("event"))

    # the silences that are the copy's (a topic the copy held lacks), not the book's
    copy = {f"silent.{s['point']}" for s in ruling.get("silent", []) if s.get("of") == "copy"}

    def words(a: dict) -> str:
        text = reading(a["point"], a["reading"], a.get("player"), copy=a["point"] in copy)
        twice = len(said[(a["point"], a.get("player"))]) > 1
        return f"{text} (step {a['event']})" if twice and a.get("event") is not None else text

    paid_too = in_all(ruling)
    readings = ruling.get("readings") or []
    groups = reading_groups(ruling)
    out = []
    for group in groups:
        r = readings[group[0]]
        alike = [readings[i] for i in group]
        if len(alike) > 1:  # one point read several ways that give alike: said once
            a = r["assume"][0]
            assumed = " and ".join(
                [readings_words(a["point"], [x["assume"][0]["reading"] for x in alike],
                                a.get("player"), copy=a["point"] in copy)]
                + [words(b) for b in r["assume"][1:]])
        else:
            assumed = " and ".join(words(a) for a in r["assume"])
        laws = list(dict.fromkeys(law for x in alike for law in x["laws"]))
        gets = [f"{p} takes {a}" for p, a in r["awards"].items()]
        gets += [f"{p} has {a} back" for p, a in r["refunds"].items()]
        gets += [lot_words(lot) for lot in alike_lots(r.get("by_lot", []))]
        larger = larger_pool(ruling, r)  # its own pool, where it is not the ruling's
        if not gets and r.get("status") in ("misdeal", "passed", "continues"):
            # "the pool of 28, B's penalty of 4 paid into it, staying": the penalty set off
            pool = f"the pool{larger and f' of {larger}' + (',' if ',' in larger else '')}"
            # a condition that says the misdeal already ("read so that it is a misdeal") is
            # not followed by "a misdeal" again
            misdeal = "" if "misdeal" in assumed else "a misdeal, "
            gets = [{"misdeal": f"{misdeal}{pool} staying for the new deal",
                     "continues": f"the deal goes on, {pool} staying in it",
                     "passed": f"{pool} stays for the next deal"}[r["status"]]]
            larger = ""
        elif not gets:
            gets = ["nothing is awarded" + (f" ({r['status']})" if r.get("status") else "")]
        elif r.get("carried") and r.get("status") in _STAYS:  # paid in part, the rest stays
            gets.append(f"{r['carried']} {_STAYS[r['status']]}")
        gets += [f"the pool being {larger}"] if larger else []
        number = f"({len(out) + 1}) " if len(groups) > 1 else ""
        out.append((f"{number}If {assumed}, {paid_too}{', '.join(gets)}", laws))
    return out


# where the chips a reading leaves in the pool go, by its status
_STAYS = {"misdeal": "stays for the new deal", "passed": "stays for the next deal",
          "continues": "stays in the deal", "void": "stays for the next deal"}


def in_all(ruling: dict) -> str:
    """A reading gives what each has in all under it: where something is paid now, its
    sentence and its column say so ("in all if (1)"), not to be paid on top of it."""
    return "in all " if ruling.get("awards") or ruling.get("refunds") else ""


def reading_groups(ruling: dict) -> list[list[int]]:
    """The readings that differ only in how their first point is read and give alike (the
    same chips to each, the same lots, the same end of the deal), by their places in
    ``readings``, in the order first told: a face says them once, the point's answers
    joined ("read so that A or so that B"), with what else each reads. The JSON keeps every
    reading."""
    groups: dict[tuple, list[int]] = {}
    for i, r in enumerate(ruling.get("readings") or []):
        a, rest = r["assume"][0], r["assume"][1:]
        gives = ((a["point"], a.get("player"), a.get("event")),
                 tuple((b["point"], b.get("player"), b.get("event"), b["reading"])
                       for b in rest),
                 tuple(sorted(r["awards"].items())), tuple(sorted(r["refunds"].items())),
                 tuple((x["amount"], tuple(x["among"])) for x in r.get("by_lot", [])),
                 r.get("status"), r.get("carried"), r.get("undecided"))
        groups.setdefault(gives, []).append(i)
    return list(groups.values())


def said_once(ruling: dict) -> tuple[list[dict], list[dict]]:
    """The silences and the untold facts to list after the findings: in a ruling with
    readings, one already said as a finding (where the point arose) is not said again."""
    if not ruling.get("readings"):
        return ruling["silent"], ruling.get("missing", [])
    # a step opens with a capital where the silence's words, said within a line, do not
    said = {_uncapped(s["finding"]) for s in ruling["steps"]}
    # one that changes nothing for a reason no step gives is listed with it (``idle_said``)
    from ..judge.words.points import silence_question, untold

    why = idle_why(ruling)
    silent = [s for s in ruling["silent"] if _uncapped(s["detail"]) not in said
              or (not s.get("decisive", True) and silence_question(s) in why)]
    missing = [m for m in ruling.get("missing", [])
               if f"not told ({untold(m['fact'], m.get('open'))}): {m['detail']}" not in said]
    return silent, missing


def _uncapped(text: str) -> str:
    return text[:1].lower() + text[1:]


def penalty_words(pen: dict, name: Callable[[str], str] = str) -> str:
    """A penalty as every face says it (``name`` escapes a player's name for the face):
    chips already in the pool forfeited to it, or paid anew, into the pool or to a player."""
    from ..judge.words.shares import pays_words

    return pays_words(name(pen["player"]), pen["amount"], name(pen["to"]),
                      pen.get("forfeited", False), pen.get("unpaid", 0))


def pot_words(ruling: dict) -> str:
    """The pot, and how much of it is besides what the players put in, as the chips table's
    put-in column shows it (the pool before the deal, a penalty paid in, a stake put up for
    the next deal): the two add up to the pot."""
    besides = sum(part["before"] for part in ruling.get("division") or ())
    pot = ruling["pot"]
    said = [f"{pot - besides} put in, {besides} besides"] if besides else []
    said += [f"{other} under {names}" for other, names in own_pools(ruling).items()]
    return f"Pot {pot}" + (f" ({'; '.join(said)})" if said else "")


def own_pools(ruling: dict) -> dict[int, str]:
    """The readings whose own pool is not the ruling's pot, by that pool, as the faces
    number them ("readings (2) and (3)"; "the reading" where there is one): each reading's
    chips add up to its own pool (``larger_pool``)."""
    readings = ruling.get("readings") or []
    groups = reading_groups(ruling)
    found: dict[int, list[str]] = {}
    for i, group in enumerate(groups, 1):
        other = readings[group[0]].get("pot", ruling["pot"])
        if other != ruling["pot"]:
            found.setdefault(other, []).append(f"({i})")
    if len(groups) == 1:
        return {other: "the reading" for other in found}
    return {other: ("reading " if len(nums) == 1 else "readings ") + and_(nums)
            for other, nums in found.items()}


def idle_why(ruling: dict) -> dict[str, str]:
    """Why each point the book leaves open changes nothing, by its question in words, where
    the ruling says more than that its readings give alike (what each reading finds where the
    point arose, judge/idle.py) and no step already says it (a point whose readings rule
    alike is stated at its act, each reading's findings with it)."""
    from ..judge.words import WORDS
    from ..judge.words.points import silence_question

    plain = {WORDS["moot.same"], WORDS["moot.next"]}
    stated = {s["open"] for s in ruling["steps"] if s.get("open")}
    out: dict[str, str] = {}
    for s in ruling["silent"]:
        if s.get("decisive", True) is False and s.get("reason") not in plain | {None} \
                and s.get("open") not in stated:
            out.setdefault(silence_question(s), s["reason"])
    return out


def idle_said(ruling: dict) -> Callable[[dict], str]:
    """What a face adds to a silence it lists, where the ruling says why its point changes
    nothing (``idle_why``): " (it changes nothing: ...)", once for each point."""
    from ..judge.words.points import silence_question

    why = idle_why(ruling)

    def said(s: dict) -> str:
        q = silence_question(s)
        if s.get("decisive", True) or q not in why:
            return ""
        return f" (it changes nothing: {why.pop(q)})"
    return said


def larger_pool(ruling: dict, reading: dict) -> str:
    """A reading's own pool, where it is not the ruling's: a penalty paid into it under that
    reading alone ("28, B's penalty of 4 paid into it"), or stakes the reading counts
    otherwise (a raise told ``by`` an amount over a stake one reading has to be equalled and
    another not: "13"), each reading's chips adding up to its own pool; else ""."""
    pot = reading.get("pot", ruling["pot"])
    if pot == ruling["pot"]:
        return ""
    paid = [x for x in reading.get("penalties", ()) if x["to"] == "pool"
            and not x.get("forfeited") and x["amount"] > x.get("unpaid", 0)
            and x not in ruling["penalties"]]
    if pot < ruling["pot"] or not paid:
        return str(pot)
    said = " and ".join(f"{x['player']}'s penalty of {x['amount'] - x.get('unpaid', 0)}"
                        for x in paid)
    return f"{pot}, {said} paid into it"


def retired_back(ruling: dict, player: str) -> str:
    """On what ground a player out of the deal has chips back under a reading, as the pay-out
    table's why says it ("2 back if (2): chips put in when out go back"): the reading's own
    answers to the points it reads, his retiring forfeiting them otherwise; "" where none
    gives him any."""
    from ..judge.words.points import reading
    from ..judge.words.values import said
    from ..story.points import SILENT, split

    def said_answer(a: dict) -> str | None:  # a silence's answer in its own short words
        found = split(a["point"])
        return said(found[1], a["reading"]) if found and found[0] is SILENT else None

    readings = ruling.get("readings") or []
    out = []
    for i, group in enumerate(reading_groups(ruling), 1):
        back = readings[group[0]]["refunds"].get(player)
        if not back:
            continue
        grounds = " or ".join(" and ".join(said_answer(a) or reading(
            a["point"], a["reading"], a.get("player")) for a in readings[j]["assume"])
            for j in group)
        number = f" if ({i})" if len(reading_groups(ruling)) > 1 else ""
        out.append(f"{back} back{number}: {grounds}")
    return "; ".join(out)
