"""The words of the answer a referee gives at the table (judge/answer.py makes it as data):
one sentence, the deal's outcome first (a misdeal and who deals again, a void deal, a pool
that stays for the next deal, a deal that goes on), then who takes what on which law, what
goes by lot, what is paid, what stays in the pool, and what is held, on which points, with
what each reading gives of it. "A takes 30 and C takes 70 (keller:ch7/table-stakes/18)."
Amounts are said as the ruling counts them, in the table's unit, which the face names."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.points import split
from .points import FACTS, STAKES, question, reading as said_reading, story_point
from .values import NAMES_OUTCOME, read_so
from .values_short import if_so
from .carried import carried as _carried
from .answer_out import foul as _foul, forfeited as _forfeited, mended as _mended, \
    short as _short
from .shares import and_ as _and, beaten as _beaten, cite as _cite, level as _level, \
    lots as _lots, pays as _pays, share as _share, shares as _shares

if TYPE_CHECKING:
    from ..answer import Held, Point, Reading, Share, TableAnswer
    from ..answer_tree import Fork

# the longest answer: what a referee says at the table; the readings say the rest
LIMIT = 400

# why a point is open, said after the points it gathers
_OPEN = {"silent": "on which the book is silent", "chips": "on which the book is silent",
         "copy": "not in the copy held of the book",  # issue 36: not the book's silence
         "conflict": "on which the book's laws conflict",
         "words": "which the book's words leave open", "fact": "which the case does not tell"}

# the points read both ways that are the book's silence, not its words left open
# (story/points.py, READS): the joker's count, read at the bounds of what the silence may
# give; the first say, where the book names nobody to act first
_SILENT_WORDS = frozenset({"counts", "first-say"})
# the points the table may settle as facts (`facts:`) that are open only where the book is
# silent: a miscall, where it does not say whether his words or his cards decide
_SILENT_FACTS = frozenset({"miscall"})
# the questions whose silence disputes the table's own taking in of the pool (a claim
# objected to): what the replay would give is by the hands shown, not as the table played
_DISPUTED_TAKING = frozenset({"show.claim"})
# a point whose provisional division is made on a count nobody at the table made: the joker
# the book gives no value, at its face value (hands/showdown.py); a foul hand it is silent on,
# the pool divided among the other hands (situations/show.py), whoever took it in
_COUNTED = {"joker.counts-as": "the joker counted at its face value",
            "foul-hand.at-show": "the foul hand set aside"}

# a reading's outcome where the readings differ on it
_OUTCOME = {"continues": "the deal goes on",
            "passed": "the pool stays for the next deal", "void": "the deal is void"}


def said(a: TableAnswer) -> str:
    """The answer in one sentence."""
    shares, foul = _shares(a.shares, a.outcome == "settled" and a.held is None), _foul(a)
    foul += _short(a, after=bool(foul))
    foul += _forfeited(a, after=bool(foul))
    clauses, held = _told(a, shares + foul)
    if held.endswith(_SEE) and _carried(a, brief=True) != _carried(a):
        # what is held said in full before why a misdeal's ante changes nothing
        shorter = _told(a, shares + foul, brief=True)
        clauses, held = shorter if not shorter[1].endswith(_SEE) else (clauses, held)
    clauses += [held] if held else []
    if not clauses:
        return "Nothing is in the pool, and nothing is held."
    # why his hand is the best (or a hand no better takes it), after his share and any foul
    beaten = "; ".join(w for _, w in a.claims) or _beaten(a.beaten, a.shares) or _level(
        a.level, a.shares)
    if beaten and shares and len("; ".join(clauses)) + len(beaten) + 3 <= LIMIT:
        at = clauses.index(shares + foul)
        clauses[at] += ("; " if foul else ": ") + beaten
    text = "; ".join(clauses)
    if text.startswith("the "):  # a sentence of ours (a player's name is left as written)
        text = "T" + text[1:]
    return text + "."


_SEE = " (see the readings)"


def _told(a: TableAnswer, shares: str, brief: bool = False) -> tuple[list[str], str]:
    """The answer's clauses before what is held, and what is held, told as fully as the room
    left allows (``brief``: what stays in the pool said shortly)."""
    clauses = [c for c in (_lead(a), shares, *_lots(a.lots), *map(_pays, a.pays),
                           _carried(a, brief)) if c]
    room = LIMIT - 1 - sum(len(c) + 2 for c in clauses)
    return clauses, _held(a.held, room, a.shares)


def _lead(a: TableAnswer) -> str:
    if a.outcome == "misdeal":
        again = " again" if a.redeals else ""
        return (f"A misdeal: {a.redeal_by} deals{again}{_cite(a.redeal_laws)}" if a.redeal_by
                else "A misdeal")
    if a.outcome == "void":
        return f"The deal is void{_cite(a.ended_by)}"
    if a.outcome == "passed":
        jack = f", a jack pot opened by {a.jack_pot} or better" if a.jack_pot else ""
        # on no law of the book: every reading of its silence passes the pool on alike
        why = _cite(a.ended_by) if a.ended_by else ", on no law of the book, however it is read"
        if a.read_apart and a.ended_by:  # each reading its own way, one of them on these laws
            why = f", however the book's silence is read{_cite(a.ended_by)}"
        # a jack pot whose opening the book leaves open: said after the laws that pass it on
        opens = "; the next deal is a jack pot, and what opens it the book does not say" \
            if a.jack_pot_open and not a.jack_pot else ""
        return f"The pool of {a.carried} stays for the next deal{jack}{why}{opens}"
    if a.outcome == "continues":  # and what the table asked: who a foul hand put out
        return (f"The deal stands{_cite(a.stands)} and goes on" if a.stands
                else "The deal goes on") + _mended(a) + "".join(
            f"; {p}'s hand is foul, and he is out of the deal{_cite(laws)}" for p, laws in a.out)
    if a.undealt:  # the pack cannot give every player his hand
        pack, each, n, laws = a.undealt
        return f"The deal cannot be made from the pack: it holds {pack} cards, too few to " \
               f"deal {each} to each of {n} players{_cite(laws)}"
    return f"The deal stands{_cite(a.stands)}" if a.stands and a.outcome == "settled" else ""


def _held(h: Held | None, room: int = LIMIT, now: tuple[Share, ...] = ()) -> str:
    """What is held: how many, on which point, and what its readings give; the fullest
    telling that fits in ``room`` characters (a referee's answer; the readings say the
    rest), never cut short within a sentence."""
    if h is None:
        return ""
    if h.tree is None or len(h.readings) < 2:
        where = _points(h.points) or "points the readings did not reach"
        head = (f"{h.amount} is held on {where}" if h.amount else
                f"the outcome turns on {where}")
        if len(h.readings) > 1:  # readings that share no point: they say each
            return head + _SEE
        if h.readings:  # every reading gives it alike
            only = len(h.points) == 1
            return head + (f": whichever way {'it is' if only else 'they are'} read, "
                           + _gives(h.readings[0][1], h.amount, False, False, now=now))
        if h.provisional:
            # a claim to the pool disputed: the replay divides by the hands shown; a count
            # nobody at the table made (_COUNTED) said as what the replay counted
            how = ", ".join(w for w in dict.fromkeys(
                "by the hands shown" if p.name in _DISPUTED_TAKING else _COUNTED.get(p.name)
                for p in h.points) if w) or "as the table played it"
            return head + f" ({how}, " + _and(
                [f"{s.player} would take {s.takes}" for s in h.provisional]) + ")"
        return head
    status = len({g.status for _, g in h.readings}) > 1
    dealer = len({g.dealer for _, g in h.readings}) > 1
    head = f"{h.amount} is held on " if h.amount else "the outcome turns on "

    def told():
        # the readings' answers in their long words first, then the next point's in their
        # short words (words/values_short.py), then the first's too, each naming the point
        # a reading still holds chips on; only where none fits, the same without it; before
        # any reading's gift is left to the readings; each telling made only if the one
        # before it does not fit
        for nest in (True, False):
            if not nest and all(b.gives is None for b in h.tree.branches):
                continue  # every reading "stays held": the points are named once, below
            for on, (plain, inner), hand in ((on, words, hand) for on in (True, False)
                                             for words in ((True, True), (True, False),
                                                           (False, False))
                                             for hand in (True, False)):
                if not nest and (plain != inner or not hand):
                    continue  # with no next point told, no telling of it to shorten
                branches, past = _fork(h.tree, h.amount, status, dealer, nest, plain, inner, on,
                                       now, hand)
                yield (f"{head}{_points((h.tree.point, *h.unread))}: {branches}"
                       + (" (see the readings)" if past else ""))

    points = _under(h.tree) + list(h.unread)
    comma = "," if h.tree.point.kind != "reach" else ""
    least = head + _header(h.tree.point) + (
        f"{comma} and {_counted(len(points) - 1, 'further point')} (see the readings)"
        if len(points) > 1 else "")
    every = f"{head}{_points(points)} (see the readings)"
    return next((t for t in told() if len(t) <= room),
                every if len(every) <= room else least)


def _fork(fork: Fork, held: int, status: bool, dealer: bool, nest: bool, plain: bool = True,
          inner: bool = True, on: bool = True, now: tuple[Share, ...] = (),
          hand: bool = True) -> tuple[str, bool]:
    """What each reading of a fork's point gives: under a reading that leaves the chips
    open, the next point and what its readings give, where ``nest`` (in brackets, but under
    the last reading alone); past it, the points more the chips turn on; and whether any
    reading is told only so far (the readings say the rest). ``plain``: a silence's answers
    in their long words (words/values.py), else in their short; ``inner``: so the next
    point's; ``on``: the point a reading still holds chips on is named; ``now``: the shares
    paid at once, beside which a reading's share is said as more (shares.share); ``hand``:
    who deals the new hand is said where a reading names a misdeal and a point after it."""
    parts, past = [], False
    values = [v for b in fork.branches for v in b.values]
    for i, b in enumerate(fork.branches):
        cond = _condition(fork.point, b.values, len(b.values) == len(values), plain)
        if b.gives is not None:
            # the condition may already say how the deal ends ("it is a misdeal")
            named = {NAMES_OUTCOME.get(v) for v in b.values} == {b.gives.status}
            parts.append(f"{cond}, {_gives(b.gives, held, status, dealer, named, on, now)}")
        elif b.then is not None and nest:
            # the condition already said how the deal ends under every reading it leads to
            # ("read so that it is a misdeal"): the readings under it do not say it again
            under = {x.gives.status for x in b.then.branches if x.gives is not None}
            said = {NAMES_OUTCOME.get(v) for v in b.values} == under and \
                all(x.gives is not None for x in b.then.branches)
            told, deeper = _fork(b.then, held, status and not said, dealer, False, inner,
                                 inner, on, now)
            past = past or deeper
            # ... nor who deals the new hand, where every one of them names the same man
            dealers = {x.gives.redeal_by for x in b.then.branches} if said and hand else set()
            new_hand = f"{dealers.pop()} deals the new hand, and " \
                if len(dealers) == 1 and None not in dealers else ""
            if i == len(fork.branches) - 1 and sum(x.then is not None for x in
                                                   fork.branches) == 1:
                parts.append(f"{cond}, {new_hand}{_next(fork.point, b.then.point)}: {told}")
            else:
                parts.append(f"{cond}, {new_hand}{_next(fork.point, b.then.point, True)} "
                             f"({told})")
        else:
            past = True
            # readings alike on every point read that still give apart (readings of one
            # point grouped from two parts of the story) leave no further point to name
            further = b.further or (_under(b.then) if b.then is not None else ())
            parts.append(f"{cond}, it stays held"
                         + (f" on {_further(further)}" if further else ""))
    return "; ".join(parts), past


def _next(before: Point, p: Point, short: bool = False) -> str:
    """The point the chips turn on next, under a reading of the one ``before``: the book
    silent on the very question once its law does not reach; another silence on chips of the
    same question by its player's ("Cal's straddle"); ``short`` where its readings follow."""
    if before.kind == "reach" and p.kind in ("silent", "copy") and p.name == before.name:
        return "the book is silent on it"
    if p.kind == "chips" and before.kind == "chips" and p.name == before.name and p.player:
        whose = f"{p.player}'s {STAKES[p.name]}" if _chips_one(p) else f"{p.player}'s"
        return f"{whose} decides" if short else f"it turns on {whose}"
    return f"it turns on {_header(p)}"


def _points(points) -> str:
    """Points gathered by why they are open: "a bet out of turn and a straddle, on which the
    book is silent"."""
    by_why: dict[str, list[str]] = {}
    for p in points:
        if p.kind == "reach":
            by_why.setdefault("reach", []).append(_name(p))
            continue
        names = by_why.setdefault(_why(p), [])
        if _name(p) not in names:
            names.append(_name(p))
    return ", and ".join(_and(names) if why == "reach" else f"{_and(names)}, {why}"
                         for why, names in by_why.items())


def _under(fork: Fork) -> list:
    """Every point a fork's readings read, its own first."""
    out = [fork.point]
    for b in fork.branches:
        for p in (_under(b.then) if b.then is not None else b.further):
            if p not in out:
                out.append(p)
    return out


def _further(points) -> str:
    if len(points) == 1:
        return _header(points[0])
    silent = all(p.kind in ("silent", "chips") for p in points)
    return _counted(len(points), "further point") + (" on which the book is silent"
                                                     if silent else "")


def _counted(n: int, what: str) -> str:
    return f"{n} {what}{'s' if n != 1 else ''}"


def _name(p: Point) -> str:
    """What a point concerns, in plain words (words/points.py)."""
    if p.kind in ("silent", "copy", "conflict"):
        return p.asked or question(p.name)
    if p.kind == "chips":
        if _chips_one(p):  # Bob's straddle
            return f"{p.player}'s {STAKES[p.name]}"
        return (f"{p.player}'s chips on " if p.player else "the chips of ") + question(p.name)
    if p.kind == "reach":
        return (f"whether the words of {_and(list(p.laws))} on {question(p.name)} reach this "
                "case" if p.laws else
                f"whether the book's law on {question(p.name)} reaches this case")
    found = split(p.name)
    if found is None:  # a fact told only by its name
        return FACTS.get(p.name, p.name)
    return story_point(found[0].name, found[1], found[0].fact)


def _header(p: Point) -> str:
    """A point, and why it is open."""
    return _name(p) if p.kind == "reach" else f"{_name(p)}, {_why(p)}"


def _why(p: Point) -> str:
    """Why a point is open, in words: a point read both ways where the book gives nothing
    (the joker's count, ``counts.P``) is its silence, not its words left open."""
    if p.kind == "words" and p.name.split(".", 1)[0] in _SILENT_WORDS or \
            p.kind == "fact" and p.name.split(".", 1)[0] in _SILENT_FACTS:
        return _OPEN["copy" if p.copy else "silent"]
    return _OPEN[p.kind]


def _condition(p: Point, values: tuple, every: bool, plain: bool = True) -> str:
    """The readings of a point that give alike, in words: "if they do", "read so that the
    ante stays in the pot" (``plain``) or "if it stays in the pot", "if A objected in time",
    "if it stands"."""
    if every:
        return "however it is read"
    if p.kind == "reach":
        return ("if they do" if p.laws else "if it does") if values == ("reaches",) else "if not"
    if p.kind == "chips":
        one = _chips_one(p)
        return "if " + ("it " if one else "they ") + " or ".join(
            ("goes back" if one else "go back") if v == "go-back" else
            ("is void" if one else "are void") if v == "void" else
            ("stands" if one else "stand") for v in values)
    if p.kind == "conflict":
        return "if " + " or ".join(values) + (" governs" if len(values) == 1 else " govern")
    if p.kind == "fact":
        return "if " + " or ".join(said_reading(p.name, v, p.player) for v in values)
    # a silence's answers, or a reading of the book's words, never said as its key
    return (plain and read_so(p.name, values)) or if_so(p.name, values) or "if read as " + \
        " or ".join(v.replace("-", " ") for v in values)


def _chips_one(p: Point) -> bool:
    """Whether a silence's chips are said as one thing of the player's ("Bob's straddle")."""
    return bool(p.player) and p.name in STAKES


def _gives(g: Reading, held: int, status: bool, dealer: bool, named: bool = False,
           on: bool = True, now: tuple[Share, ...] = ()) -> str:
    """What a reading gives; ``named``: its condition has said how the deal ends; ``on``:
    the one point it still holds chips on is named."""
    parts = []
    if named:
        # the new hand: "again" only of the dealer who dealt the misdealt one, whom a
        # reading's gift does not know (the next dealer in turn deals it, the Standard laws)
        parts += [f"{g.redeal_by} deals the new hand"] if g.redeal_by else []
    elif status and g.status not in ("settled", "unsettled") and not (
            g.status == "passed" and g.left and g.left != held):
        # a pool divided goes unsaid; a part of it that stays for the next deal says so below
        parts.append(f"a misdeal, {g.redeal_by} dealing the new hand"
                    if g.status == "misdeal" and g.redeal_by else
                    "a misdeal" if g.status == "misdeal" else
                    _OUTCOME[g.status] + (_JACK_POT.format(g.jack_pot)
                                          if g.status == "passed" and g.jack_pot else ""))
    parts += [_share(s, now) for s in g.shares]
    parts += _lots(g.lots)
    # what a reading leaves in the pool, unless its outcome said so (the pool stays)
    if g.left and g.status != "settled" and not (
            status and g.status == "passed" and g.left == held):
        left = "it" if g.left == held else str(g.left)
        # the one point it still turns on, named (several are the readings' to list)
        on = f" on {_header(g.held_on[0])}" if on and len(g.held_on) == 1 else ""
        parts.append(f"{left} stays held{on}" if g.status == "unsettled" else
                    f"{left} stays in the pool" + _FOR.get(g.status, "")
                    + (_JACK_POT.format(g.jack_pot)
                       if g.status == "passed" and g.jack_pot else ""))
    if dealer and g.dealer and g.status != "misdeal":  # a misdeal names who deals again
        parts.append(f"{g.dealer} deals next")
    text = _and(parts) if parts else _NOTHING_PAID.get(g.status, "nothing more is paid")
    if not g.pot:
        return text
    paid = _and([f"{p}'s penalty of {a}" for p, a in g.paid_in]) if g.paid_in else ""
    return f"with a pool of {g.pot}" + (f" ({paid} paid into it)" if paid else "") + f", {text}"


# the next deal a jack pot, under a reading that passes the pool on
_JACK_POT = ", a jack pot opened by {} or better"
# a reading that pays nothing, said by what it does to the deal; where the chips a reading
# leaves in the pool go, by its status
_NOTHING_PAID = {"misdeal": "the hands are dealt again", "continues": "play goes on"}
_FOR = {"misdeal": " for the new deal", "passed": " for the next deal",
        "void": " for the next deal"}
