"""An order of the hands the players agreed before play that the book has no law of
(triplets over straights, no straights): where it changes who holds the best hand of a part,
whether the agreement sets aside the book's order is open, read both ways; weighing.hand_rules
weighs the hands in the agreed order under the reading that it binds."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...hands.handlaws import ORDER_DEPARTURES, HandRules, agreed_order
from ...hands.showdown import showdown
from ...law.rulebook import Answer
from ..acts import NOTHING, LeaveOpen, Outcome, find
from ..acts.show import ReadUnder
from ..findings import Say
from ..view import hand_laws

if TYPE_CHECKING:
    from ..judging import Reads


def orders_agreed(d: Reads) -> list[str]:
    """The departures agreed that change the order of the hands (threes over straights, no
    straights) and that the book has no law of."""
    return [x for x in sorted(d.ctx.agreed) if x in ORDER_DEPARTURES
            and not d.book.departure_laws(x, d.ctx)]


def binds_by_law(d: Reads) -> bool:
    """Whether the book's own law lets the players depart from it by agreement before play
    (Peel 81: "These rules shall be binding on all players, unless a departure from them has
    been agreed upon unanimously before play begins"): an order they agreed then binds."""
    return d.ask("agreements") is not None


def agreed_orders(d: Reads, eligible: list[str], shown: dict) -> Outcome:
    """An agreed order of the hands the book has no law of, where it changes who holds the
    best hand of the part: whether the agreement binds the book's order is open, read both
    ways (``agreed-order.DEPARTURE``: under ``binds`` the hands are weighed in its order,
    ``hand_rules``). The result: False where the point is open and no reading is made."""
    out = NOTHING
    hands = {p: shown[p] for p in eligible if p in shown}
    for departure in orders_agreed(d):
        point = f"agreed-order.{departure}"
        if point in d.assume:
            out = out.then(ReadUnder(point, ()))
            continue
        rules = hand_laws(d)
        agreed = HandRules.of(d.book, d.ctx, {"hand.ranking": Answer(
            "hand.ranking", agreed_order(list(rules.ranking), departure), (), "open")})
        book, bound = showdown(hands, rules).order, showdown(hands, agreed).order
        if book[:1] == bound[:1]:
            continue
        if binds_by_law(d):  # the hands are weighed in the agreed order (weighing.hand_rules)
            out = out.then(find(Say.of("show.agreed-order-binds", departure=departure),
                                d.ask("agreements")))
            continue
        return out.then(ReadUnder(point, ()), LeaveOpen("agreed", Say.of(
            "show.players-agreed-order", departure=departure), open=point)).returning(False)
    return out.returning(True)
