"""Disputes of fact at the table: who decides them, and whose evidence settles how many cards
a player demanded in the draw. The order of seats is the book's; the seats are the table's."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import answers
from ...story.payloads import Dispute
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge

_DESCRIBE = {"dealer": "the dealer", "left-of-dealer": "the person on the dealer's left",
             "right-of-dealer": "the person on the dealer's right",
             "left-of-disputant": "the person on the disputant's left",
             "disputant": "the disputant"}


def refer(j: Judge, parties: set[str], disputant: str | None = None, fact: bool = True) -> None:
    """The dispute goes to the first person the book names who is not a party to it.
    ``disputant`` is the player who raised it; ``fact``: a dispute of fact, not of law."""
    order = j.rule("referee.order", Say.of("evidence.silent-on-who-decides"),
                   decisive=False)
    if order is None:
        return
    t = j.table
    seats = {"dealer": t.dealer, "left-of-dealer": t.left_of(t.dealer),
             "right-of-dealer": t.right_of(t.dealer)}
    if disputant is not None:
        seats.update({"left-of-disputant": t.left_of(disputant), "disputant": disputant})
    passed: list[str] = []
    for step in order.value:
        who = seats.get(step)
        if who is None:
            continue
        if who in parties:
            passed.append(f"{_DESCRIBE[step]}, {who}, is a party")
            continue
        named_by = order.laws[-1 if passed else 0]
        j.referee = {"player": who, "law": named_by.id, "parties": sorted(parties)}
        whom = _DESCRIBE[step]
        j.find(Say.of("evidence.referred-after", passed=_first_capital(passed), whom=whom,
                      who=who) if passed else Say.of("evidence.referred", whom=whom, who=who),
               order)
        _how_he_decides(j, who, fact, named_by)
        return
    j.silence("referee.order", Say.of("evidence.everyone-book-names-decide"),
              decisive=False)


def _how_he_decides(j: Judge, who: str, fact: bool, named_by) -> None:
    """What the book makes of the referee's decision: final on a fact, literal on the law.
    A law says it of the referee it names itself ("his decision": the dealer's, Peel 77); of
    one another law puts in his place (Peel 78), it says nothing, and nothing is found."""
    final, reading = j.ask("referee.facts-final"), j.ask("referee.reading")
    if fact and final is not None and final.value and named_by in final.laws:
        j.find(Say.of("evidence.dispute-on-matter-fact", who=who),
               final)
    if not fact and reading is not None and named_by in reading.laws:  # a switch: literal
        j.find(Say.of("evidence.dispute-on-matter-law", who=who),
               reading)


def dispute(j: Judge, ev: Event) -> None:
    """Two players dispute a point of fact or of law: it goes to the book's referee."""
    told = Dispute.told_by(ev)
    p, other, matter = ev.player, told.with_, told.matter
    on = f" ({told.detail})" if told.detail else ""
    j.find(Say.of("evidence.dispute-matter", p=p, other=other, matter=matter, on=on))
    refer(j, {p, other}, disputant=p, fact=matter == "fact")


HANDLERS = {"dispute": dispute}


def weigh(j: Judge, p: str, witnesses: dict[str, int], discarded: int | None,
          claimed: int) -> int | None:
    """The number ``p`` demanded, on the evidence the book hears in its order; None where the
    book does not say whose evidence decides."""
    order = j.rule("draw.demand-dispute.evidence", Say.of("evidence.dealer-dispute-number-cards",
                                                          p=p), reach=Reach(p))
    if order is None:
        return None
    t = j.table
    asked: set[str] = set()
    passed: list[str] = []
    by = answers("draw.demand-dispute.evidence")
    for step in order.value:
        if step == by.LEFT_OF_DEALER:
            seats = [(t.left_of(t.dealer), "the person at the dealer's left hand")]
        elif step == by.RIGHT_OF_DEALER:
            seats = [(t.right_of(t.dealer), "the person at the dealer's right")]
        else:
            seats = [(q, f"the first person from {p}'s left who can give evidence")
                     for q in t.round_from(t.left_of(p)) if q not in (p, t.dealer)]
        for who, desc in seats:
            if who in asked:
                continue
            asked.add(who)
            if who == p:
                passed.append(f"{desc}, {who}, is the player disputing")
                continue
            if who not in witnesses:
                passed.append(f"{desc}, {who}, cannot give evidence")
                continue
            n = witnesses[who]
            retired = ", though he has retired from the game" if who in t.retired else ""
            taken = Say.of("evidence.taken", desc=desc, who=who, retired=retired, player=p,
                           n=n)
            j.find(Say.of("evidence.taken-after", passed=_first_capital(passed), taken=taken)
                   if passed else taken, order)
            return n
    none = j.rule("draw.demand-dispute.no-evidence", Say.of("evidence.no-person-at-table"))
    if none is None:
        return None
    proper = discarded if discarded is not None else claimed
    j.find(Say.of("evidence.nobody-at-table-can", p=p, proper=proper), order, none)
    return proper


def _first_capital(said: list[str]) -> tuple[str, ...]:
    """What was said, the first of it beginning the sentence."""
    return (said[0][:1].upper() + said[0][1:], *said[1:])
