"""The hands weighed at the show: the book's hand laws for the deal (a law it is torn on is
an open point), a hand whose cards are not told, a hand the players agreed before play that
the book does not know, a joker as its holder named it, a hand the laws cannot rank, and a
tie law whose words stop short of the hands shown, read both ways."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...law.rulebook import Answer
from ..applied import apply_outcome
from ..findings import Say
from ..view import view
from .wild import however_counted

if TYPE_CHECKING:
    from ..judging import Judge


def hand_rules(j: Judge):
    """The book's hand laws in this deal. A hand law the book is torn on (Peel 71 and the
    joker's example, p. 41) is an open point, ``law.KEY``, read as each of its laws governing
    in turn: under a reading the laws are gathered with that law's answer."""
    rules = j.deal.rules(j.book, j.ctx)
    chosen = {}
    for key, laws in rules.torn.items():
        point = torn_point(key)
        if point not in j.assume:
            j.torn.setdefault(key, laws)
            continue
        law = next((x for x in laws if x.id == j.reading(point, _ids(laws))), None)
        if law is not None:
            chosen[key] = Answer(key, law.provision(key), (law,))
    if chosen:
        from ...hands.handlaws import HandRules

        return HandRules.of(j.book, j.ctx, chosen)
    return rules


def torn_point(key: str) -> str:
    """The open point of a hand law the book is torn on: which of its laws governs."""
    return f"law.{key}"


def read_torn(j: Judge, key: str) -> str | None:
    """A hand law the book is torn on, on which the show turns: its point left open, to be
    read as each law governing in turn (None where the book is not torn on it)."""
    laws = j.deal.rules(j.book, j.ctx).torn.get(key)
    if laws is None:
        return None
    said = Say.of("hand.torn", key=key, laws=_ids(laws))
    if not any(f.say == said for f in j.steps):  # the laws it is torn between, each cited
        j.find(said, laws)
    j.reading(torn_point(key), _ids(laws))
    return torn_point(key)


def _ids(laws) -> tuple[str, ...]:
    return tuple(law.id for law in laws)


def untold(j: Judge, eligible: list[str], shown: dict) -> tuple[list[str], str | None]:
    """The hands still in whose cards are not told, read as the case's facts or the reading
    replayed say: (the hands left to compare, the untold hand read as beating them, if any);
    the beating hand is None with nothing to compare where the pool turns on an unread one.
    An untold hand decides only the parts of the pool it is in: the rest goes to the best
    of the others (Peel 60, Keller p. 29: a short hand's share is his own stake from each)."""
    untold = [p for p in eligible if p not in shown]
    if not untold:
        return eligible, ""
    reads = {p: j.reading(f"hand.{p}") for p in untold}
    unread = [p for p in untold if reads[p] is None]
    for p in unread:
        j.lack("hand", f"{p} is still in at the show, but his hand is not told, and the "
               "pool turns on it", j.deal.show_began, open=f"hand.{p}")
    beating = [p for p in untold if reads[p] == "beats-the-others"]
    if unread or len(beating) > 1:  # two untold hands each beating the rest: not told which
        return eligible, None
    left = [p for p in eligible if p in shown]
    return (left, beating[0]) if beating else (left, "") if left else (eligible, None)


def agreed_hands(j: Judge, eligible: list[str], shown: dict) -> list[str] | None:
    """A hand the players agreed before play (a blaze, a skip straight) that the book does not
    know, held by a player the book's own order does not make the best: what the agreed hand
    is worth decides the part, and the book does not say. An open point, never ruled as if the
    departure had not been agreed: under the reading that the agreement binds, the holders
    of the agreed hand contest the part alone (ranked among themselves as the book ranks their
    cards); under the reading that the book's order applies, all contest it as before. None
    where the point is open and no reading is made."""
    from ...hands.showdown import showdown
    from ...hands.value import has_shape
    from ...law.provisions import CATEGORIES

    for departure in sorted(j.ctx.agreed):
        category = departure.replace("-", "_")
        if category not in CATEGORIES or j.book.departure_laws(departure, j.ctx):
            continue
        held = [p for p in eligible if p in shown and has_shape(tuple(shown[p]), category,
                                                                   hand_rules(j))]
        if not held:
            continue
        order = showdown({p: shown[p] for p in eligible}, hand_rules(j)).order
        if len(held) == len(eligible) or (order and all(p in held for p in order[0])):
            # the book's own order already makes an agreed hand the best: no reading differs
            j.find(Say.of("show.unknown-departure-agreed", held=held,
                          choice='holds' if len(held) == 1 else 'each hold',
                          departure=departure), rung="open")
            continue
        point = f"agreed.{departure}"
        reading = j.reading(point)
        if reading is None:
            j.silence("agreed", Say.of("show.players-agreed-before-play", departure=departure,
                                       held=held,
                                       choice='s' if len(held) == 1 else ''), open=point)
            return None
        if reading == readings(point).BINDS:
            eligible = held
    return eligible


def unranked(j: Judge, sd, shown: dict, told: set) -> None:
    """A hand shown that the book's laws cannot rank (a joker named as its law does not let
    it be named) is never dropped unsaid: the ruling says why, citing the law on the joker,
    and the pool turns on what the book does not say, what such a hand counts for, unless
    the best hand in the part beats it at every name the law allows (it takes nothing, in
    each part where so beaten)."""
    gives_none = {d.split(" ", 1)[0] for k, d in sd.silent if k == "joker.counts-as"}
    for p, why in sd.unranked.items():
        # a foul hand (not five cards) is ruled on as one; the joker with no value here is
        # already a silence of its own
        if p in told or p in gives_none or len(shown[p]) != 5 or \
                not any(c.is_joker for c in shown[p]):
            continue
        beaten = _beaten_however_named(j, p, shown[p], sd)
        if beaten is None:  # said once for the whole pool
            told.add(p)
        j.find(Say.of("show.hand-not-ranked", player=p, why=why), j.ask("joker.counts-as"))
        if beaten is None:
            j.silence("show", Say.of("show.unranked-counts-for", player=p, why=why))
            continue
        # what the laws do not say (what such a hand counts for) decides no chip: no name
        # they allow makes it the best, so it takes nothing, whatever it counts for
        text, laws = beaten
        j.find(Say.of("show.unranked-beaten-however-named", player=p, text=text), laws)


def _beaten_however_named(j: Judge, p: str, cards, sd):
    """Where a hand holds a joker named as the book does not let it be named, and the best
    hand ranked beats it at its best lawful name, the finding that says so (its words and
    laws); None where some lawful name could make it the best, or no hand is ranked."""
    from ...hands.showdown import showdown
    from ...hands.value import HandError, evaluate
    from ...story.cards import JOKER

    if not sd.order:
        return None
    rules = hand_rules(j)
    unnamed = tuple(JOKER if c.is_joker else c for c in cards)  # at its best lawful name
    try:
        evaluate(unnamed, rules)
    except HandError:
        return None
    best = sd.order[0][0]
    against = showdown({p: unnamed, best: tuple(sd.values[best].cards)}, rules)
    if against.order != [[best], [p]]:
        return None
    return against.findings[-1][0], against.findings[-1][1]


def tie_readings(j: Judge, hands: dict, sd):
    """A tie law whose words stop short of the hands shown (the hand "commencing with the
    highest card" where both begin with the same card): its words are read both ways, the
    hands held level and the pool divided, or compared card after card. A hand the book
    adds to its order (the blaze "beats two pairs") against a better one it does not rank
    it against: read as beating it, and as beaten. The showdown under the readings made,
    and the open point of each law not yet read."""
    from ...story.record import replace

    from ...hands.shapes import READS_SHORT, STOPS_SHORT

    rules = hand_rules(j)
    reach, unread = {}, {}
    added = {key: key.removesuffix(".ranks-below") for key, _ in rules.unranked.values()}
    for point, _ in sd.silent:
        category = point.removeprefix("ties.")
        if point in added or (point.startswith("ties.") and
                              rules.ties.get(category) in STOPS_SHORT):
            open_point = f"rank.{added[point]}" if point in added else f"tie.{category}"
            admits = () if point in added else READS_SHORT.get(rules.ties.get(category), ())
            if point not in added and not admits:
                continue  # the words admit no reading of the hands: the book is silent
            reading = j.reading(open_point, admits)
            if reading is None:
                unread[point] = open_point
            else:
                reach[point] = reading
    if not reach:
        return sd, unread
    return named_jokers(j, hands, replace(rules, reach=reach)) or sd, unread


def named_jokers(j: Judge, hands: dict, rules=None):
    """The showdown with each joker valued as the story names it: where the winner turns on
    a name not told, the case's facts or the reading replayed say how he named it (at its
    best, or no better than its face value); an unread name is a missing fact (None)."""
    from ...hands.showdown import showdown

    rules = rules or hand_rules(j)
    # a wild card the book gives no value
    decided = apply_outcome(j, however_counted(view(j), hands, rules))
    if decided is not None:
        return decided
    hands = named_worse(j, hands, rules)
    sd = showdown(hands, rules)
    reads = {p: j.reading(f"joker.{p}") for p, _ in sd.untold}
    for p, detail in sd.untold:  # the joker's name is the holder's: never assumed
        if reads[p] is None:
            j.lack("joker name", detail, j.deal.show_began, open=f"joker.{p}")
    if any(r is None for r in reads.values()):
        return None
    least = frozenset(p for p, r in reads.items() if r == "least")
    return showdown(hands, rules, face=least) if least else sd


def named_worse(j: Judge, hands: dict, rules) -> dict:
    """A joker its holder named worse than its best, where the book counts the hand at the
    best he can call (Keller p. 83: "at liberty to call it anything he pleases, and if by so
    doing he can make a better Poker hand than his adversaries he must win") and the winner
    turns on it: the words read both ways, the name standing or the hand at its best
    (``words.joker-named-worse``); unread, the name stands and the point is open."""
    from ...hands.showdown import showdown
    from ...story.cards import JOKER
    from ...story.points import words

    naming = rules.answers.get("joker.naming")
    if naming is None or not AT_ITS_BEST.of(naming):
        return hands
    point = words("joker-named-worse")
    for p, cards in hands.items():
        joker = next((c for c in cards if c.is_joker and c.named), None)
        if joker is None:
            continue
        best = tuple(JOKER if c.is_joker else c for c in cards)
        told, alt = showdown(hands, rules), showdown(dict(hands, **{p: best}), rules)
        if [sorted(g) for g in told.order[:1]] == [sorted(g) for g in alt.order[:1]]:
            continue  # the best name would win nothing more: the name told decides nothing
        reading = j.reading(point)
        if reading == readings(point).AT_ITS_BEST:
            hands = dict(hands, **{p: best})
        elif reading is None:
            j.silence("joker.naming", Say.of("joker-named-worse", p=p, named=joker.named,
                                              best=alt.values[p].describe()),
                      open=point)
    return hands


# whether a name told worse than the best may be read as the hand at its best: only where the
# book counts the hand at the best its holder can call
AT_ITS_BEST = Consequences("joker.naming", {"best-he-can-call": True, "called-by-holder": False,
                                           "designated-at-show": False})


def beaten_by_every_taker(j: Judge, p: str, hands: list[tuple]) -> bool:
    """Whether the pool is divided and every hand that takes a chip of it beats each of
    ``hands`` (what ``p`` may be read as holding): then ``p`` takes nothing however the
    point about him is read. A taker whose hand is not shown, or a hand the book cannot
    weigh against it, leaves the point standing (False)."""
    from ...hands.showdown import showdown

    shown = j.deal.shown or {}
    takers = set(j.awards) | {q for x in j.by_lot for q in x["among"]}
    if j.status != "settled" or not hands or not takers or p in takers or \
            any(q not in shown for q in takers):
        return False  # he takes a chip himself, or what takes it cannot be weighed
    rules = hand_rules(j)
    return all(showdown({p: tuple(cards), q: tuple(shown[q])}, rules).order[:1] == [[q]]
               for q in takers for cards in hands)

