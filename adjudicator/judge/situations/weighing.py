"""The hands weighed at the show: the book's hand laws for the deal (a law it is torn on is
an open point), a hand whose cards are not told, a hand the players agreed before play that
the book does not know, a joker as its holder named it, a hand the laws cannot rank, and a
tie law whose words stop short of the hands shown, read both ways."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...law.rulebook import Answer
from ..acts import NOTHING, Lack, LeaveOpen, Outcome, find, outcome
from ..acts.show import FindOnce, NoteTorn, ReadUnder, reading
from ..findings import Say
from ..view import hand_laws
from ...hands.handlaws import HandRules, agreed_order
from ...hands.shapes import READS_SHORT, STOPS_SHORT
from ...hands.showdown import UNTOLD_NAME, showdown
from ...hands.value import HandError, evaluate, has_shape
from ...law.provisions import CATEGORIES
from ...story.cards import JOKER
from ...story.points import words
from .orders import binds_by_law, orders_agreed
from .level import level_with_the_best
from .remainder import beyond_the_best
from .wild import however_counted

if TYPE_CHECKING:
    from ..judging import Judge, Reads


def hand_rules(d: Reads):
    """The book's hand laws in this deal. A hand law the book is torn on (Peel 71 and the
    joker's example, p. 41) is an open point, ``law.KEY``, read as each of its laws governing
    in turn: under a reading the laws are gathered with that law's answer. What weighing by
    them says of the laws the book is torn on is ``torn_laws``, placed where they weigh."""
    rules = hand_laws(d)
    chosen = {}
    for departure in orders_agreed(d):  # an agreed order that binds, by law or as read
        point = f"agreed-order.{departure}"
        if d.assume.get(point) == readings(point).BINDS or binds_by_law(d):
            ranking = chosen["hand.ranking"].value if "hand.ranking" in chosen else rules.ranking
            # bound by the book's law of agreements (Peel 81), the order rests on it: the
            # hands weighed in it cite that law; bound only as a reading, on none
            law = d.ask("agreements")
            chosen["hand.ranking"] = Answer(
                "hand.ranking", agreed_order(list(ranking), departure),
                *((law.laws, law.rung) if law is not None else ((), "open")))
    for key, laws in rules.torn.items():
        point = torn_point(key)
        if point not in d.assume:
            continue
        law = next((x for x in laws if x.id == d.assume[point]), None)
        if law is not None:
            chosen[key] = Answer(key, law.provision(key), (law,))
    if chosen:
        return HandRules.of(d.book, d.ctx, chosen)
    return rules


def torn_laws(d: Reads) -> Outcome:
    """What weighing the hands by ``hand_rules`` says of each hand law the book is torn on:
    the law read as governing, said (``ReadUnder``); where none is read, the conflict noted,
    as asking the book notes one (a silence on it is no silence: readings.open_silence).
    Part of the outcome of whatever weighs them, where it weighs them."""
    return outcome(*(ReadUnder(torn_point(key), _ids(laws)) if torn_point(key) in d.assume
                     else NoteTorn(key, laws) for key, laws in hand_laws(d).torn.items()))


def torn_point(key: str) -> str:
    """The open point of a hand law the book is torn on: which of its laws governs."""
    return f"law.{key}"


def read_torn(d: Reads, key: str) -> Outcome:
    """A hand law the book is torn on, on which the show turns: its point left open, to be
    read as each law governing in turn (the result: None where the book is not torn on
    it)."""
    laws = hand_laws(d).torn.get(key)
    if laws is None:
        return NOTHING
    # the laws it is torn between, each cited, once
    return outcome(FindOnce(Say.of("hand.torn", key=key, laws=_ids(laws)), (laws,)),
                   ReadUnder(torn_point(key), _ids(laws)), result=torn_point(key))


def _ids(laws) -> tuple[str, ...]:
    return tuple(law.id for law in laws)


def untold(d: Reads, eligible: list[str], shown: dict, parts: list[list[str]] = ()) -> Outcome:
    """The hands still in whose cards are not told, read as the case's facts or the reading
    replayed say: the result, (the hands left to compare, the untold hand read as beating
    them, if any, the untold hands read as level with the best of them); the beating hand is
    None with nothing to compare where the pool turns on an unread one. An untold hand
    decides only the parts of the pool it is in: the rest goes to the best of the others
    (Peel 60, Keller p. 29: a short hand's share is his own stake from each); read as not
    beating the best, it is weighed again in a part the best has no share of
    (situations/remainder.py; ``parts``: the contestants of each part so far); read as level
    with the best, it shares where the best does and beats the rest (situations/level.py)."""
    untold = [p for p in eligible if p not in shown]
    if not untold:
        return outcome(result=(eligible, "", ()))
    reads, lacks = {}, NOTHING
    dealt = {p: _as_dealt(d, p, eligible, shown) for p in untold}
    for p in [p for p in untold if dealt[p] == "beaten"]:
        # the deal told his cards and he drew none: shown or not, they beat nobody shown
        reads[p] = readings(f"hand.{p}").DOES_NOT_BEAT
        lacks = lacks.then(find(Say.of("weighing.hand-as-dealt-beaten", p=p,
                                       cards=" ".join(map(str, d.table.hands[p]))),
                                rung="story"))
    for p in [p for p in untold if p not in reads]:  # said where each is read
        reads[p], said = reading(d, f"hand.{p}")
        lacks += said
    unread = [p for p in untold if reads[p] is None]
    lacks = lacks.then(*(Lack("hand", (Say.of(
        "weighing.hand-as-dealt-unshown", p=p, cards=" ".join(map(str, d.table.hands[p])))
        if dealt[p] == "beats" else Say.of("weighing.hand-not-told", p=p)).words(),
        d.deal.show_began, open=f"hand.{p}") for p in unread))
    beating = [p for p in untold if reads[p] == readings(f"hand.{p}").BEATS_THE_OTHERS]
    if unread or len(beating) > 1:  # two untold hands each beating the rest: not told which
        return lacks.returning((eligible, None, ()))
    left = [p for p in eligible if p in shown]
    tying = [p for p in untold if reads[p] == readings(f"hand.{p}").TIES_THE_BEST]
    if tying:
        level = level_with_the_best(d, tying, left, shown, hand_rules(d), reads)
        if level.result is None or (not level.result and len(tying) > 1):
            return lacks.returning((eligible, None, ()))  # no best to be level with
        return lacks.returning((left, "", tuple(tying)) if level.result else
                               (left, tying[0], ()))
    if not beating and left and len(untold) == 1 and dealt[untold[0]] != "beaten":
        above = beyond_the_best(d, untold[0], left, shown, list(parts) or [eligible],
                                hand_rules(d))
        lacks += above
        if above.result == "level":  # he shares the part with the remainder's best
            return lacks.returning((left, "", (untold[0],)))
        if above.result != "beaten":
            return lacks.returning((left, untold[0], ()) if above.result else
                                   (eligible, None, ()))
    return lacks.returning((left, beating[0], ()) if beating else (left, "", ()) if left else
                           (eligible, None, ()))


def _as_dealt(d: Reads, p: str, eligible: list[str], shown: dict) -> str | None:
    """What ``p``'s hand, untold at the show, does against the hands shown, where it is the one
    the deal told him (five cards, none drawn, no card exposed or taken in the draw, his count
    never wrong): "beaten" (shown or not, it takes nothing), "beats" (it wins if he showed it);
    None where the story does not tell his cards or the laws leave it level."""
    cards, drew = d.table.hands.get(p), d.deal.draw.drawn.get(p)
    if not isinstance(cards, tuple) or len(cards) != 5 or drew is None or drew.given != 0 \
            or drew.discarded or drew.taken or d.deal.wrong_count:
        return None
    rivals = {q: shown[q] for q in eligible if q in shown}
    if not rivals:
        return None
    try:
        sd = showdown({**rivals, p: cards}, hand_rules(d))
    except HandError:  # a hand the laws cannot value here: nothing known of it
        return None
    if not sd.order or sd.silent:
        return None
    first = list(sd.order[0])
    return "beats" if first == [p] else "beaten" if p not in first else None


def agreed_hands(d: Reads, eligible: list[str], shown: dict) -> Outcome:
    """A hand the players agreed before play (a blaze, a skip straight) that the book does not
    know, held by a player the book's own order does not make the best: what the agreed hand
    is worth decides the part, and the book does not say. An open point, never ruled as if the
    departure had not been agreed: under the reading that the agreement binds, the holders
    of the agreed hand contest the part alone (ranked among themselves as the book ranks their
    cards); under the reading that the book's order applies, all contest it as before. The
    result: the hands that contest the part, None where the point is open and no reading is
    made."""
    out = NOTHING
    for departure in sorted(d.ctx.agreed):
        category = departure.replace("-", "_")
        if category not in CATEGORIES or d.book.departure_laws(departure, d.ctx):
            continue
        out += torn_laws(d)
        held = [p for p in eligible if p in shown and has_shape(tuple(shown[p]), category,
                                                                   hand_rules(d))]
        if not held:
            continue
        order = showdown({p: shown[p] for p in eligible}, hand_rules(d)).order
        if len(held) == len(eligible) or (order and all(p in held for p in order[0])):
            # the book's own order already makes an agreed hand the best: no reading differs
            out = out.then(find(Say.of("show.unknown-departure-agreed", held=held,
                                       choice='holds' if len(held) == 1 else 'each hold',
                                       departure=departure), rung="open"))
            continue
        point = f"agreed.{departure}"
        reading = d.assume.get(point)  # said where it is read (ReadUnder), in its order
        out = out.then(ReadUnder(point, ()))
        if reading is None:
            return out.then(LeaveOpen("agreed", Say.of(
                "show.players-agreed-before-play", departure=departure, held=held,
                choice='s' if len(held) == 1 else ''), open=point)).returning(None)
        if reading == readings(point).BINDS:
            eligible = held
    return out.returning(eligible)


def unranked(d: Reads, sd, shown: dict, told: set) -> Outcome:
    """A hand shown that the book's laws cannot rank (a joker named as its law does not let
    it be named) is never dropped unsaid: the ruling says why, citing the law on the joker,
    and the pool turns on what the book does not say, what such a hand counts for, unless
    the best hand in the part beats it at every name the law allows (it takes nothing, in
    each part where so beaten)."""
    gives_none = {x.split(" ", 1)[0] for k, x in sd.silent if k == "joker.counts-as"}
    out = NOTHING
    for p, why in sd.unranked.items():
        # a foul hand (not five cards) is ruled on as one; the joker with no value here is
        # already a silence of its own
        if p in told or p in gives_none or len(shown[p]) != 5 or \
                not any(c.is_joker for c in shown[p]):
            continue
        if sd.order:  # weighed by the book's hand laws
            out += torn_laws(d)
        beaten = _beaten_however_named(d, p, shown[p], sd)
        if beaten is None:  # said once for the whole pool
            told.add(p)
        out = out.then(find(Say.of("show.hand-not-ranked", player=p, why=why),
                            d.ask("joker.counts-as")))
        if beaten is None:
            out = out.then(LeaveOpen("show", Say.of("show.unranked-counts-for", player=p,
                                                    why=why)))
            continue
        # what the laws do not say (what such a hand counts for) decides no chip: no name
        # they allow makes it the best, so it takes nothing, whatever it counts for
        text, laws = beaten
        out = out.then(find(Say.of("show.unranked-beaten-however-named", player=p, text=text),
                            laws))
    return out


def _beaten_however_named(d: Reads, p: str, cards, sd):
    """Where a hand holds a joker named as the book does not let it be named, and the best
    hand ranked beats it at its best lawful name, the finding that says so (its words and
    laws); None where some lawful name could make it the best, or no hand is ranked."""
    if not sd.order:
        return None
    rules = hand_rules(d)
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


def tie_readings(d: Reads, hands: dict, sd) -> Outcome:
    """A tie law whose words stop short of the hands shown (the hand "commencing with the
    highest card" where both begin with the same card): its words are read both ways, the
    hands held level and the pool divided, or compared card after card. A hand the book
    adds to its order (the blaze "beats two pairs") against a better one it does not rank
    it against: read as beating it, and as beaten. The result: the showdown under the
    readings made, and the open point of each law not yet read."""
    out = torn_laws(d)
    rules = hand_rules(d)
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
            reading = d.assume.get(open_point)  # said where it is read, in its order
            out = out.then(ReadUnder(open_point, admits))
            if reading is None:
                unread[point] = open_point
            else:
                reach[point] = reading
    if not reach:
        return out.returning((sd, unread))
    named = named_jokers(d, hands, rules.changed(reach=reach))
    return (out + named).returning((named.result or sd, unread))


def named_jokers(d: Reads, hands: dict, rules=None) -> Outcome:
    """The showdown with each joker valued as the story names it: where the winner turns on
    a name not told, the case's facts or the reading replayed say how he named it (at its
    best, or no better than its face value); an unread name is a missing fact (the result,
    None)."""
    out = NOTHING if rules else torn_laws(d)
    rules = rules or hand_rules(d)
    # a wild card the book gives no value
    counted = however_counted(d, hands, rules)
    if counted.result is not None:
        return out + counted
    worse = named_worse(d, hands, rules)
    out += counted + worse
    hands = worse.result
    sd = showdown(hands, rules)
    reads = {}
    for p, _ in sd.untold:  # said where each is read, in its order
        reads[p] = d.assume.get(f"joker.{p}")
        out = out.then(ReadUnder(f"joker.{p}", ()))
    for p, detail in sd.untold:  # the joker's name is the holder's: never assumed
        if reads[p] is None:
            out = out.then(Lack("joker name", detail, d.deal.show_began, open=f"joker.{p}"))
    if any(r is None for r in reads.values()):
        return out.returning(None)
    # where the book's law makes the joker what its holder names it, the table's word that
    # he left it unnamed (or named it no better than its least) values his hand wherever it
    # is told, the winner turning on it or not: the hand said is the hand he held
    naming = rules.answers.get("joker.naming")
    named_by_holder = naming is not None and UNTOLD_NAME.of(naming) is not None
    least = frozenset(p for p, cards in hands.items()
                      if named_by_holder and any(c.is_joker and not c.named for c in cards)
                      and d.assume.get(f"joker.{p}") == readings(f"joker.{p}").LEAST)
    return out.returning(showdown(hands, rules, face=least) if least else sd)


def named_worse(d: Reads, hands: dict, rules) -> Outcome:
    """A joker its holder named worse than its best, where the book counts the hand at the
    best he can call (Keller p. 83: "at liberty to call it anything he pleases, and if by so
    doing he can make a better Poker hand than his adversaries he must win") and the winner
    turns on it: the words read both ways, the name standing or the hand at its best
    (``words.joker-named-worse``); unread, the name stands and the point is open. The
    result: the hands as weighed."""
    naming = rules.answers.get("joker.naming")
    if naming is None or not AT_ITS_BEST.of(naming):
        return outcome(result=hands)
    point = words("joker-named-worse")
    out = NOTHING
    for p, cards in hands.items():
        joker = next((c for c in cards if c.is_joker and c.named), None)
        if joker is None:
            continue
        best = tuple(JOKER if c.is_joker else c for c in cards)
        told, alt = showdown(hands, rules), showdown(dict(hands, **{p: best}), rules)
        if [sorted(g) for g in told.order[:1]] == [sorted(g) for g in alt.order[:1]]:
            continue  # the best name would win nothing more: the name told decides nothing
        reading = d.assume.get(point)  # said where it is read, in its order
        out = out.then(ReadUnder(point, ()))
        if reading == readings(point).AT_ITS_BEST:
            hands = dict(hands, **{p: best})
        elif reading is None:
            out = out.then(LeaveOpen("joker.naming", Say.of(
                "joker-named-worse", p=p, named=joker.named, best=alt.values[p].describe()),
                open=point))
    return out.returning(hands)


# whether a name told worse than the best may be read as the hand at its best: only where the
# book counts the hand at the best its holder can call
AT_ITS_BEST = Consequences("joker.naming", {"best-he-can-call": True, "called-by-holder": False,
                                           "designated-at-show": False})


def beaten_as_shown(j: Judge, p: str) -> Outcome:
    """Whether ``p``'s hand as shown is beaten by every hand that takes the pool (the
    result; False where he showed none)."""
    shown = j.deal.shown or {}
    return beaten_by_every_taker(j, p, [shown[p]]) if p in shown else outcome(result=False)


def beaten_by_every_taker(j: Judge, p: str, hands: list[tuple]) -> Outcome:
    """Whether the pool is divided and every hand that takes a chip of it beats each of
    ``hands`` (what ``p`` may be read as holding): then ``p`` takes nothing however the
    point about him is read. A taker whose hand is not shown, or a hand the book cannot
    weigh against it, leaves the point standing (the result, False). Weighed when the
    ruling's awards are made: it reads them."""
    shown = j.deal.shown or {}
    ended = j.deal.settlement
    takers = ended.takers()
    if ended.status != "settled" or not hands or not takers or p in takers or \
            any(q not in shown for q in takers):
        return outcome(result=False)  # he takes a chip, or what takes it cannot be weighed
    rules = hand_rules(j)
    return torn_laws(j).returning(all(
        showdown({p: tuple(cards), q: tuple(shown[q])}, rules).order[:1] == [[q]]
        for q in takers for cards in hands))

