"""Disputes of fact at the table: who decides them, and whose evidence settles how many cards
a player demanded in the draw. The order of seats is the book's; the seats are the table's."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import answers
from ...story.payloads import Dispute
from ..acts import LeaveOpen, Outcome, Refer, find, outcome, rule
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads

# each seat the book may name to decide a dispute (referee.order), as the ruling names it:
# within a sentence, and beginning one
_SEAT = {"dealer": ("evidence.seat.dealer", "evidence.seat.dealer.first"),
         "left-of-dealer": ("evidence.seat.left-of-dealer", "evidence.seat.left-of-dealer.first"),
         "right-of-dealer": ("evidence.seat.right-of-dealer",
                             "evidence.seat.right-of-dealer.first"),
         "left-of-disputant": ("evidence.seat.left-of-disputant",
                               "evidence.seat.left-of-disputant.first"),
         "disputant": ("evidence.seat.disputant", "evidence.seat.disputant.first")}


def refer(d: Reads, parties: set[str], disputant: str | None = None,
          fact: bool = True) -> Outcome:
    """The dispute goes to the first person the book names who is not a party to it.
    ``disputant`` is the player who raised it; ``fact``: a dispute of fact, not of law."""
    order, out = rule(d, "referee.order", Say.of("evidence.silent-on-who-decides"),
                      decisive=False)
    if order is None:
        return out
    t = d.table
    seats = {"dealer": t.dealer, "left-of-dealer": t.left_of(t.dealer),
             "right-of-dealer": t.right_of(t.dealer)}
    if disputant is not None:
        seats.update({"left-of-disputant": t.left_of(disputant), "disputant": disputant})
    passed: list[tuple[str, tuple[str, str], dict, str]] = []
    for step in order.value:
        who = seats.get(step)
        if who is None:
            continue
        if who in parties:
            passed.append(("evidence.is-a-party", _SEAT[step], {}, who))
            continue
        named_by = order.laws[-1 if passed else 0]
        whom = Say.of(_SEAT[step][0])
        # the dealer not a party, the law that names him alone (Peel 77; not 78, "If the
        # dealer be one of the disputing persons")
        cited = order if passed else type(order)(order.key, order.value, (named_by,),
                                                 order.rung)
        return out + outcome(
            Refer(who, named_by.id, tuple(sorted(parties))),
            find(Say.of("evidence.referred-after", passed=_in_turn(passed, "evidence.then"),
                        whom=whom, who=who)
                 if passed else Say.of("evidence.referred", whom=whom, who=who), cited)
        ) + _how_he_decides(d, who, fact, named_by)
    return out + outcome(LeaveOpen("referee.order", Say.of("evidence.everyone-book-names-decide"),
                                   decisive=False))


def _how_he_decides(d: Reads, who: str, fact: bool, named_by) -> Outcome:
    """What the book makes of the referee's decision: final on a fact, literal on the law.
    A law says it of the referee it names itself ("his decision": the dealer's, Peel 77); of
    one another law puts in his place (Peel 78), it says nothing, and nothing is found."""
    final, reading = d.ask("referee.facts-final"), d.ask("referee.reading")
    out = outcome()
    if fact and final is not None and final.value and named_by in final.laws:
        out = out.then(find(Say.of("evidence.dispute-on-matter-fact", who=who), final))
    if not fact and reading is not None and named_by in reading.laws:  # a switch: literal
        out = out.then(find(Say.of("evidence.dispute-on-matter-law", who=who), reading))
    return out


def dispute(d: Reads, ev: Event) -> Outcome:
    """Two players dispute a point of fact or of law: it goes to the book's referee."""
    told = Dispute.told_by(ev)
    p, other, matter = ev.player, told.with_, told.matter
    on = f" ({told.detail})" if told.detail else ""
    return (outcome(find(Say.of("evidence.dispute-matter", p=p, other=other, matter=matter,
                                on=on)))
            + refer(d, {p, other}, disputant=p, fact=matter == "fact"))


OUTCOMES = {"dispute": dispute}


def weigh(d: Reads, p: str, witnesses: dict[str, int], discarded: int | None,
          claimed: int) -> Outcome:
    """The number ``p`` demanded (the result), on the evidence the book hears in its order;
    None where the book does not say whose evidence decides."""
    order, out = rule(d, "draw.demand-dispute.evidence",
                      Say.of("evidence.dealer-dispute-number-cards", p=p), reach=Reach(p))
    if order is None:
        return out
    t = d.table
    asked: set[str] = set()
    passed: list[tuple[str, tuple[str, str], dict, str]] = []
    by = answers("draw.demand-dispute.evidence")
    for step in order.value:
        if step == by.LEFT_OF_DEALER:
            seats = [(t.left_of(t.dealer), _WITNESS[step], {})]
        elif step == by.RIGHT_OF_DEALER:
            seats = [(t.right_of(t.dealer), _WITNESS[step], {})]
        else:
            seats = [(q, _WITNESS[step], {"p": p})
                     for q in t.round_from(t.left_of(p)) if q not in (p, t.dealer)]
        for who, seat, params in seats:
            if who in asked:
                continue
            asked.add(who)
            if who == p:
                passed.append(("evidence.is-the-disputant", seat, params, who))
                continue
            if who not in witnesses:
                passed.append(("evidence.cannot-give-evidence", seat, params, who))
                continue
            n = witnesses[who]
            retired = Say.of("evidence.though-retired") if who in t.retired else ""
            taken = Say.of("evidence.taken", desc=Say.of(seat[0], **params), who=who,
                           retired=retired, player=p, n=n)
            return out + outcome(find(Say.of("evidence.taken-after",
                                             passed=_in_turn(passed, "evidence.then-also"),
                                             taken=taken)
                                      if passed else taken, order), result=n)
    none, asked_none = rule(d, "draw.demand-dispute.no-evidence",
                            Say.of("evidence.no-person-at-table"))
    if none is None:
        return out + asked_none
    proper = discarded if discarded is not None else claimed
    return out + asked_none + outcome(
        find(Say.of("evidence.nobody-at-table-can", p=p, proper=proper), order, none),
        result=proper)


# the seats whose evidence the book hears (draw.demand-dispute.evidence), as the ruling names
# them: within a sentence, and beginning one
_WITNESS = {"left-of-dealer": ("evidence.witness.left-of-dealer",
                               "evidence.witness.left-of-dealer.first"),
            "right-of-dealer": ("evidence.witness.right-of-dealer",
                                "evidence.witness.right-of-dealer.first"),
            "round-from-left-of-disputant": ("evidence.witness.round-from-left",
                                             "evidence.witness.round-from-left.first")}


def _in_turn(passed: list[tuple[str, tuple[str, str], dict, str]], then: str) -> Say:
    """Those passed over (one at least), in the book's order: each said as its kind says,
    his seat named (the first beginning the sentence), joined by ``then``."""
    (kind, seat, params, who), *more = passed
    said = Say.of(kind, whom=Say.of(seat[1], **params), who=who)
    for kind, seat, params, who in more:
        said = Say.of(then, before=said, then=Say.of(kind, whom=Say.of(seat[0], **params),
                                                     who=who))
    return said
