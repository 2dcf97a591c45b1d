"""The show by a book's own laws: which of two valued hands is the better and by which law,
and the players ordered best first, with the law that decides each step and the points on
which the book is silent (where it is, the hands are left level: no order is invented).
"""
from __future__ import annotations

from ..story.cards import JOKER, Card
from .handlaws import RUNS, HandRules
from .shapes import BEYOND, STOPS_SHORT
from .untied import untied
from .verdict import Verdict
from .value import HandError, HandValue, evaluate, joker_laws, lawful, unique_laws, value_key
from ..law.consequences import Consequences
from ..law.rulebook import Law
from ..story.record import Record


class Found(tuple):
    """A finding of the show: its words and its laws, as a pair, and as data the question of
    the catalogue it rules on (``point``), the players whose hands it weighs, and where one
    hand beats another, its words in three parts (``beats``: the better hand as its holder's,
    the verb, the hand beaten), which the referee's answer gathers for the winner; where hands
    are identical in value, what they are (``alike``), which the answer says of a divided pool."""

    def __new__(cls, text: str, laws: tuple[Law, ...], point: str | None = None,
                players: tuple[str, ...] = (), beats: tuple[str, str, str] | None = None,
                alike: str | None = None) -> "Found":
        found = tuple.__new__(cls, (text, laws))
        found.point = point
        found.players = tuple(players)
        found.beats, found.alike = beats, alike
        return found


class Showdown(Record):
    """Players ordered best first (tied players grouped), and the laws that decide each step:
    order, values (player -> HandValue), findings (each a Found), silent, unranked (player
    -> why not ranked), silent_below, and untold: a joker whose name the story does not
    tell, where the winner turns on it (player, what is not told), under a book that makes
    the name the holder's (joker.naming)."""

    __slots__ = ("order", "values", "findings", "silent", "unranked", "silent_below",
                 "untold")
    DEFAULTS = {"unranked": dict, "silent_below": list, "untold": list}
    FROZEN = False


def _and(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _verb(name: str) -> str:
    return "beat" if name.split()[-1].endswith("s") else "beats"


def compare(va: HandValue, vb: HandValue, rules: HandRules) -> Verdict:
    """Compare two valued hands by the book's laws, to the letter: where the book does not
    say which is the better, the verdict says so rather than guess."""
    ca, cb = va.category, vb.category
    if ca != cb:
        for added, other in ((ca, cb), (cb, ca)):
            key, above = rules.unranked.get(added, ("", ()))
            if other in above:
                read = rules.reach.get(key)  # a reading of the book's silence (readings.py)
                if read in ("beats", "is-beaten"):
                    return Verdict(1 if (added == ca) == (read == "beats") else -1, key)
                return Verdict(None, key, f"the book does not say whether {rules.name(added)} "
                               f"beats {rules.name(other)}")
        return Verdict(1 if va.key > vb.key else -1, rules.placed_by.get(
            ca if va.key > vb.key else cb, "hand.ranking"))
    tie = f"ties.{ca}"
    if rules.ties.get(ca) is None and va.ranks != vb.ranks:
        return Verdict(None, tie, f"the book does not say how equal {va.name} hands compare")
    stops = STOPS_SHORT.get(rules.ties.get(ca))
    if stops is not None and va.ranks != vb.ranks and stops(va.key[1], vb.key[1]):
        read = rules.reach.get(tie)  # a reading of the law's words (judge/readings.py)
        if read == "next-card":
            a, b = _card_by_card(va.ranks), _card_by_card(vb.ranks)
            return Verdict(1 if a > b else -1 if a < b else 0, tie)
        if read == "remaining-cards":
            a, b = _remaining(va.ranks), _remaining(vb.ranks)
            return Verdict(1 if a > b else -1 if a < b else 0, tie)
        return Verdict(None, tie, f"the book's law on equal {va.name} hands does not reach "
                       f"{va.detail} against {vb.detail}")
    beyond = BEYOND.get(rules.ties.get(ca))
    if beyond is not None and va.key != vb.key and beyond[0](va.key[1], vb.key[1]):
        # beyond the law's words: the law it prevails over compares them, where it can
        under = rules.beyond(tie)
        if under is None or under.value != beyond[1]:
            return Verdict(None, tie, f"the book's law on equal {va.name} hands does not "
                           f"reach {va.detail} against {vb.detail}")
        return Verdict(1 if va.key > vb.key else -1, f"{tie}/beyond")
    if va.key != vb.key:
        return Verdict(1 if va.key > vb.key else -1, tie)
    if (va.joker_as is None) == (vb.joker_as is None):
        return Verdict(0, "ties.identical")
    precedence = rules.joker_outranks
    if precedence is None:
        return Verdict(None, "joker.outranks-natural", "the hands are level but for the joker, "
                       "and the book does not say whether it outranks a natural card")
    joker, natural = (va, vb) if va.joker_as is not None else (vb, va)
    wins = precedence == "equal-hand" or (
        precedence == "named-card" and _may_name(joker, natural.cards, rules))
    if not wins:
        return Verdict(0, "joker.outranks-natural")
    return Verdict(1 if joker is va else -1, "joker.outranks-natural")


def _card_by_card(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The ranks as read card after card: the larger group first, then the higher rank."""
    groups = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    return tuple(r for _, r in groups)


def _remaining(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The cards left beside the higher pair, highest first, whatever they pair with."""
    top = _card_by_card(ranks)[0]
    return tuple(sorted((r for r in ranks if r != top), reverse=True))


def _may_name(joker: HandValue, cards, rules: HandRules) -> bool:
    """Whether the joker, keeping its hand's value, may be named as one of ``cards``: where
    its holder named it, only as the card he named ("a joker which is called the king of
    spades is better than the real king of spades", Peel mods/3: than that card alone)."""
    naturals = tuple(c for c in joker.cards if not c.is_joker)
    named = next((c.naming for c in joker.cards if c.is_joker), None)
    for card in cards:
        if card.is_joker or named is not None and (
                card.rank != named[0] or named[1] and card.suit != named[1]):
            continue
        key, _cat, shape, _h = value_key(naturals + (card,), rules)
        if key == joker.key and lawful(card, shape, rules):
            return True
    return False


def showdown(hands: dict[str, tuple[Card, ...]], rules: HandRules,
             face: frozenset = frozenset()) -> Showdown:
    """Order the players' hands by the book's laws, citing the law that decides each step.

    A hand that is not five cards, or that holds a joker the book gives no value here, is
    not ranked; the jokers of the players in FACE count for the least they can (undesignated,
    at face value), the others' for the name told or their best. Where the book is silent
    on what a comparison turns on, the players are left level and the silence recorded: no
    order is invented. The first group holds every hand no other beats; ``silent`` holds
    what the first group turns on, ``silent_below`` the silences among the hands beaten.

    The same hands under the same laws come to the same show: each is ordered once, as each
    hand is valued once (value.evaluate), and the show is read, never changed, by those who
    ask.
    """
    key = (tuple((p, tuple((c.rank, c.suit, c.named) for c in cards))
                 for p, cards in hands.items()), face)
    return rules.kept("_shows", key, lambda: _showdown(hands, rules, face), _KEPT)


_KEPT = 2048  # shows kept a book's laws: a batch's memory stays flat however many files


def _showdown(hands: dict[str, tuple[Card, ...]], rules: HandRules,
              face: frozenset) -> Showdown:
    if rules.torn:
        return _torn(hands, rules, face)
    values: dict[str, HandValue] = {}
    unranked: dict[str, str] = {}
    silent: list[tuple[str, str]] = []
    for player, cards in hands.items():
        try:
            values[player] = evaluate(cards, rules, face=player in face)
        except HandError as exc:
            unranked[player] = str(exc)
            if JOKER in cards and len(cards) == 5 and rules.joker is None:
                silent.append(("joker.counts-as", f"{player} holds the joker, to which the "
                               "book gives no value here"))
    if not rules.ranking:
        if values:
            silent.append(("hand.ranking", "the book gives no order of the hands: "
                           f"{_and(values)} are left level"))
        return Showdown([list(values)] if values else [], values, [], silent, unranked)
    order, verdicts = _order(values, rules)
    untold = _untold_names({p: c for p, c in hands.items() if p not in face}, values, order,
                           rules)
    findings: list[Found] = []
    below: list[tuple[str, str]] = []
    for i, group in enumerate(order):
        # a group below the first shares only a part of the pool it contests (a side pot),
        # which the pool's division says, with its own laws: its level is not said here
        _level(group, values, verdicts, rules, findings if i == 0 else [],
               silent if i == 0 else below)
        for loser in order[i + 1] if i + 1 < len(order) else ():
            winner = next(p for g in order[:i + 1] for p in g if verdicts[p, loser].sign == 1)
            text, laws, beats = _beats(winner, loser, values, verdicts[winner, loser], rules)
            findings.append(Found(text, laws, verdicts[winner, loser].key,
                                  players=(winner, loser), beats=beats))
    return Showdown(order, values, findings, silent, unranked, below, untold)


def _order(values: dict[str, HandValue], rules: HandRules):
    """The players best first, tied players grouped, and every pair's verdict."""
    remaining = sorted(values, key=lambda p: values[p].key, reverse=True)  # story's order
    verdicts = {(a, b): compare(values[a], values[b], rules)                # among equals
                for a in remaining for b in remaining if a != b}
    order: list[list[str]] = []
    while remaining:
        group = [p for p in remaining
                 if not any(verdicts[q, p].sign == 1 for q in remaining if q != p)]
        group = untied(group or list(remaining), remaining, values, verdicts, rules)
        order.append(group)
        remaining = [p for p in remaining if p not in group]
    return order, verdicts


def _untold_names(hands, values, order, rules: HandRules) -> list[tuple[str, str]]:
    """Each joker whose name is not told, where the book makes its value the name its holder
    gives it (joker.naming) and the best hands differ between its best name and its least
    (what it counts for at its face value, or the poorest name he could have called)."""
    naming = rules.answers.get("joker.naming")
    if naming is None or UNTOLD_NAME.of(naming) is None:
        return []  # no law, or one that counts the hand at the best he can call
    untold = []
    for p, cards in hands.items():
        joker = next((c for c in cards if c.is_joker), None)
        if p not in values or joker is None or joker.named:
            continue
        try:
            least = evaluate(cards, rules, face=True)
        except HandError:
            continue
        if least.key == values[p].key:
            continue
        other, _ = _order(dict(values, **{p: least}), rules)
        if sorted(other[0]) == sorted(order[0]):
            continue
        makes = f"it makes {values[p].describe()}"
        untold.append((p, UNTOLD_NAME.of(naming).format(p=p, makes=makes)))
    return untold


# the joker's name not told, as the law on naming it puts the question
UNTOLD_NAME = Consequences("joker.naming", {
    "designated-at-show": "whether {p} designated the joker when he showed it, and as what, "
                          "is not told, and the winner turns on it: designated at its best "
                          "{makes}; undesignated it counts at its face value",
    "called-by-holder": "what {p} called the joker is not told, and the winner turns on it: "
                        "called at its best {makes}",
    # "if by so doing he can make a better Poker hand ... he must win": no name is wanting
    "best-he-can-call": None})


def _torn(hands: dict[str, tuple[Card, ...]], rules: HandRules, face: frozenset) -> Showdown:
    """The show where the book is torn on a hand law: the hands are ordered under each
    reading of the torn laws. Where every reading orders and names them alike, the conflict
    decides nothing and every law it holds is cited; where they differ, the hands any reading
    puts first are left level and the conflict is the open point (no reading is chosen).
    The jokers of the players in FACE count for the least they can under every reading."""
    readings = [(r, showdown(hands, r, face)) for r in rules.readings()]
    first = readings[0][1]

    def outcome(sd: Showdown):
        return ([sorted(g) for g in sd.order], sorted(sd.unranked),
                {p: v.category for p, v in sd.values.items()})

    findings = [Found(text, unique_laws(law for _, sd in readings for law in sd.findings[i][1]),
                      first.findings[i].point, first.findings[i].players,
                      first.findings[i].beats, first.findings[i].alike)
                for i, (text, _) in enumerate(first.findings)
                if all(len(sd.findings) > i and sd.findings[i][0] == text for _, sd in readings)]
    silent = list(dict.fromkeys(x for _, sd in readings for x in sd.silent))
    below = list(dict.fromkeys(x for _, sd in readings for x in sd.silent_below))
    # a joker's name not told, where the winner turns on it under any reading: still untold
    untold = list(dict.fromkeys(x for _, sd in readings for x in sd.untold))
    if all(outcome(sd) == outcome(first) for _, sd in readings):
        return Showdown(first.order, first.values, findings, silent, first.unranked, below,
                        untold)
    level = [p for p in hands if any(p in sd.order[0] for _, sd in readings if sd.order)]
    order = [level] + [rest for g in first.order if (rest := [p for p in g if p not in level])]
    for key, laws in sorted(rules.torn.items()):
        says = "; ".join(f"{law.id} says {law.provision(key)!r}" for law in laws)
        under = "; ".join(
            f"under {', '.join(r.answers[key].law_ids)} "
            + (_and(_whose(p, sd.values[p].describe()) for p in sd.order[0]) if sd.order
               else "no hand") + " first" for r, sd in readings if key in r.answers)
        silent.insert(0, (key, f"the book is torn: {says}, and the show turns on it ({under}): "
                          + (f"{_and(level)} are left level" if len(level) > 1 else
                             f"what {level[0]} holds is left open")))
    return Showdown(order, first.values, findings, silent, first.unranked, below, untold)


def _whose(player: str, hand: str) -> str:
    """PLAYER's HAND, the hand's article dropped: Peel's "a pair" is "Cal's pair"."""
    for article in ("a ", "an ", "the "):
        if hand.lower().startswith(article):
            hand = hand[len(article):]
            break
    return f"{player}'s {hand}"


def _beats(a: str, b: str, values, verdict: Verdict, rules: HandRules):
    va, vb = values[a], values[b]
    # the law of the ace, where ranks that run with an ace are compared
    tie = va.category if va.category == vb.category else None
    # a hand whose ranks run with an ace but that the law of the ace makes no run (ace to
    # ten where the ace only begins one): the laws of the runs it is not speak to it too
    denied = {c for v in (va, vb) if v.ace_run and v.category not in RUNS for c in RUNS}
    ace = rules.ace_laws({va.category, vb.category} | denied, tie) \
        if va.ace_run or vb.ace_run else ()
    odd = False
    reason = ""
    if va.category != vb.category:
        laws = rules.placing(va.category) + rules.placing(vb.category)
    elif verdict.key.startswith("ties."):
        laws = rules.laws_for(verdict.key)
        # the odd card is named only where it decides: the hands are alike without it
        odd = "odd" in (rules.ties.get(va.category) or "") and va.describe() == vb.describe()
    else:
        laws = rules.laws_for("joker.outranks-natural")
        reason = (f": the joker, called the {va.joker_as}, outranks the real card"
                  if rules.joker_outranks == "named-card" else
                  ": the hand with the joker wins over the natural hand")
    if va.joker_as is not None or vb.joker_as is not None:
        laws += rules.laws_for("joker.counts-as")     # the law that gives the joker its value
    if va.at_face or vb.at_face:  # undesignated, "taken at its face value"
        laws += joker_laws(rules)
    better = _whose(a, va.describe(odd))
    if verdict.detail:  # a hand that wins by a card no other hand ties (shapes.UNTIED)
        better += f", {verdict.detail},"
    beats = (better, _verb(va.name), _whose(b, vb.describe(odd)))
    return " ".join(beats) + reason, unique_laws(laws + ace), beats


def _level(group, values, verdicts, rules: HandRules, findings, silent) -> None:
    """The hands of one group: identical in value, or left level where the book is silent."""
    if len(group) < 2:
        return
    who = _and(group)
    open_points = {}
    for i, a in enumerate(group):
        for b in group[i + 1:]:
            v = verdicts[a, b]
            if v.sign is None and v.key not in open_points:
                open_points[v.key] = f"{v.detail}: {who} are left level"
    if open_points:
        silent.extend(open_points.items())
        # what each hand is stays decided, and by which laws, though their order is not;
        # a tie law that decides part of the way (Schenck's "the highest card") is cited
        # for as far as it goes
        findings.append(Found(f"{_and(f'{p} holds {values[p].describe()}' for p in group)}: the "
                              "book does not say which is the better",
                              unique_laws([law for p in group for law in values[p].laws]
                                          + [law for key in open_points
                                             for law in rules.laws_for(key)]),
                              players=group))
        return
    first = values[group[0]]
    identical = rules.answers.get("ties.identical")
    shown = first.describe("odd" in (rules.ties.get(first.category) or ""))
    if identical is None:
        silent.append(("ties.identical", f"{who} hold hands identical in value ({shown}), "
                       "and the book does not say what becomes of the pool"))
        return
    # the tie law that finds them equal, and the law that divides
    laws = unique_laws(rules.laws_for(f"ties.{first.category}") + identical.laws)
    if any(values[p].joker_as is not None for p in group):
        laws = unique_laws(laws + rules.laws_for("joker.outranks-natural")
                       + rules.laws_for("joker.counts-as")
                       + (joker_laws(rules) if any(values[p].at_face for p in group) else ()))
    findings.append(Found(f"{who} hold hands identical in value ({shown}): they divide the pool",
                          laws, "ties.identical", group, alike=shown))
    odd_chip = rules.answers.get("ties.odd-chip")
    if odd_chip is None:
        silent.append(("ties.odd-chip", f"the book does not say who takes an odd chip when "
                       f"{who} divide the pool"))
    else:
        how = {"by-lot": "is decided by lot"}.get(odd_chip.value, odd_chip.value)
        findings.append(Found(f"an odd chip left when {who} divide the pool {how}",
                              odd_chip.laws, "ties.odd-chip", group))
