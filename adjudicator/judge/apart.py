"""Which findings a comparison's "why" leaves out, and the second look that names every
book's own law on each point where the books part (comparison.py's ``_parting`` finds the
points book by book).

A historian reading a compare wants the law that makes the difference, for every book,
and nothing else: the order of betting (who says, draws, bets or shows first) is a finding
the books word differently but that moves no chip unless an act out of its turn costs
someone something; and a finding every book makes alike is no difference at all. Both are
left out unless asked for (``compare --incidental``).
"""
from __future__ import annotations

from ..law.provisions import CATALOGUE
from .words import IN_ORDER

# Who acts first: the order of the play, which of itself moves no chip.
FIRST_POINTS = frozenset({
    "say.first", "say.first-straddled", "betting.first-after-draw", "draw.first",
    "show.order", "deal.rotation", "jack-pot.say-first", "jack-pot.bet-first-after-draw",
    "jack-pot.first-bet-opener-out",
})
# Whether an act came in its turn: the order of the play again, unless the book makes the
# act out of turn cost a chip (the Standard laws' excess forfeited).
ORDER_POINTS = FIRST_POINTS | {"betting.in-turn", "betting.out-of-turn"}
_TOPICS = frozenset(spec.topic for spec in CATALOGUE.values())
# An act the book allows, in its turn (the ruling's ``lawful`` steps, words.IN_ORDER), or one
# it sets no rule against and nothing turns on: of itself it moves no chip, and what another
# book makes of the same act is that book's own finding.
LAWFUL_ACTS = IN_ORDER | {"lawful.book-sets-no-rule", "lawful.nothing-in-deal-turns",
                             "lawful.notice-ties-nothing", "noticed.claim"}


def order_only(keys: list[str], moves_chips: bool = False) -> bool:
    """Whether a step on the questions KEYS speaks only to the order of the play: who acts
    first, or (where the step's law MOVES_CHIPS for no one) whether an act was in turn."""
    return bool(keys) and all(k in FIRST_POINTS or (k in ORDER_POINTS and not moves_chips)
                              for k in keys)


def related(point: str, key: str) -> bool:
    """Whether two questions (or a silence's point and a question) are on one point: the
    same key, one under the other (``straddle`` and ``straddle.max``), or keys of the same
    topic (``jack-pot.progression`` and ``jack-pot.second-opens``)."""
    return _under(point, key) or _under(key, point)


def _under(point: str, key: str) -> bool:
    if point == key or key.startswith(point + "."):
        return True
    mine, theirs = CATALOGUE.get(point), CATALOGUE.get(key)
    topic = mine.topic if mine is not None else point
    return theirs is not None and theirs.topic in (topic, _ALSO.get(topic))


# a topic whose questions are asked of another's answer: what follows an opening without
# openers is a question of what opens a jack pot too
_ALSO = {"jack-pot.false-opener": "jack-pot.openers"}


def on_every_point(differences: list[dict], rulings: dict, answered: dict,
                   apart: dict[str, list[str]], step_keys, found_alike) -> None:
    """The second look: at every event where some book parts from another (a finding named
    in its "why", or a silence its outcome turns on), each other book that has nothing to
    say there yet names its own law at that event on the point named there (or its silence
    on it, and then the law it rules that event by), unless every other book found it
    alike: the points part the books, whatever outcome each comes to by them. So the books that agree with one another name their laws too (Peel's
    and Keller's blaze, where only Schenck's silence parts them from him). APART maps each
    book to the books that rule otherwise; STEP_KEYS gives a step's questions; FOUND_ALIKE
    is comparison.py's."""
    at: dict[object, list[str]] = {}
    for d in differences:
        for s in d["because"] + d["silent_on"]:
            at.setdefault(s.get("event"), []).append(s["point"])
    for d in differences:
        book = d["book"]
        said = [(s.get("event"), s["point"]) for s in d["because"] + d["silent_on"]]
        for event, points in at.items():
            # the points there this book has said nothing on yet
            left = [p for p in dict.fromkeys(points) if not any(
                e == event and q and related(p, q) for e, q in said)]
            if left and apart[book]:  # named against every book that did not find it alike
                others = [o for o in rulings if o != book]
                named = {(s["point"], tuple(s["laws"])) for s in d["because"] if s["laws"]}
                for s in _at_event(book, event, left, rulings[book], answered, others,
                                   step_keys, found_alike):
                    if (s["point"], tuple(s["laws"])) not in named:
                        _once(d["because"], s)
        d["because"].sort(key=lambda f: -1 if f["event"] is None else f["event"])


# the step a finding named in a "why" was made from, while the comparison is made (a finding
# is one by its step, never by its words); taken out before the comparison is returned
STEP = "_step"


def forget_steps(differences: list[dict]) -> None:
    """The steps' identity was for the making of the comparison alone: taken out of it."""
    for d in differences:
        for f in d["because"]:
            f.pop(STEP, None)


def _once(because: list[dict], new: dict) -> None:
    """A finding named in a book's "why", once: where the same step is named already (on
    another of its questions), the books it parts from are joined, and it is named by what
    the hands are rather than by a tie of hands of two ranks."""
    same = next((s for s in because if new.get(STEP) is not None
                 and s.get(STEP) == new[STEP]), None)
    if same is None:
        because.append(new)
        return
    same["parts_from"] += [o for o in new["parts_from"] if o not in same["parts_from"]]
    if same["point"].startswith("ties.") and not new["point"].startswith("ties."):
        same["point"] = new["point"]


def _at_event(book, event, points, ruling, answered, others, step_keys, found_alike):
    """What BOOK says at EVENT on the POINTS another book parts on there (see above)."""
    mine, out = answered[book], []
    faced = mine["faced"]  # each step and silence as the ruling's JSON says it
    for s in ruling.silent:
        on = s.event == event and next((p for p in points if related(p, s.point)), None)
        if on and (mine["incidental"] or s.point not in ORDER_POINTS):
            out.append({"point": s.point, "finding": faced[id(s)]["detail"], "laws": [],
                        "event": event, "silent": True, "parts_from": list(others)})
            break
    # a point no question of the catalogue is on (a departure agreed that the book does not
    # know), or a point the book is silent on, is met by its finding at that event on a law,
    # whatever its question
    loose = bool(out) or not any(p in CATALOGUE or p in _TOPICS for p in points)
    best = None
    for step in mine["steps"]:
        if step.event != event or not step.laws:
            continue
        keys = [k for k, _ in step_keys(step)]
        against = [o for o in others if not found_alike(step, mine, answered[o])]
        if not against or (order_only(keys) and not mine["incidental"]):
            continue
        on = next((k for p in points for k in keys if related(p, k)), None)
        if on is None and not loose:
            continue
        if best is None or (on and not best[1]):
            best = (step, on, keys, against)
        if on:
            break
    if best is not None:
        step, on, keys, against = best
        # named by its own question, not the order of play it was found beside
        lead = on if on and on not in ORDER_POINTS else \
            next((k for k in keys if k not in ORDER_POINTS), on)
        out.append({"point": lead, "finding": faced[id(step)]["finding"],
                    "laws": faced[id(step)]["laws"], "event": event, "parts_from": against,
                    STEP: id(step)})
    return out
