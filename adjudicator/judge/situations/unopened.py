"""A deal nobody opens: what becomes of its pool and the next deal, by the book's law of it
(``unopened.next``, ``unopened.pool``), or by the table's own term of a jack pot where the
book has none or its law does not reach the deal; and the deal that ends as if unopened
(a false opener's: ``falseopener``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import answers
from ...law.consequences import Consequences, alternatives
from ...story.points import reach, silent
from ..acts import NOTHING, Award, EndDeal, LeaveOpen, Outcome, find, outcome, rule
from ..acts.show import NextJackPot
from ..findings import Say
from ...law.rulebook import Answer
from ..readings import book_answers
from .amounts import the_ante
from .openers import next_minimum, unopened_by_the_table_s_term

if TYPE_CHECKING:
    from ..judging import Reads


def unopened(d: Reads, last: str | None = None, ends: bool = False) -> Outcome:
    """Nobody opened: the book says what becomes of the pool and the next deal. Where it
    has no law of a deal nobody opens and every player but ``last`` has gone out, its law
    of the one player left in decides the pool (``last-in``: on the point in a book that
    names the case, general in one that says it only of a bet nobody calls).
    The result False where the book's law on it does not reach the deal as it stands
    (nothing is found), unless the deal cannot go on: nobody is left to play it, or it
    ``ends`` as if unopened (a false opener's), and it is read beyond that law."""
    if last is not None and not _jack_pots_played(d) and not book_answers(d, "unopened.next"):
        left = d.ask("last-in")
        if left is not None:
            return outcome(find(Say.of("jackpot.unopened-last-in-takes-pool", player=last),
                                left), Award(last, d.table.pool), EndDeal("settled"),
                           result=True)
    if d.ctx.jack_pot and not book_answers(d, "unopened.next"):
        return _by_the_term(d)
    ans, out = _unopened_next(d, False)
    if ans is None:
        return out.then(EndDeal("unsettled")).returning(True)
    ruled = UNOPENED.of(ans)(d, ans)
    if ruled.result is False and (ends or not d.table.in_hand()):
        # its law of what follows does not reach the deal, which cannot go on
        return (out + ruled + _beyond_its_law(d)).returning(True)
    return (out + ruled).returning(ruled.result is not False)


def _beyond_its_law(d: Reads) -> Outcome:
    """A deal that ends as if nobody opened it, nobody left to play it on, which the book's
    law of what follows a deal nobody opens does not reach (Keller's ante to the age left in,
    where his jack pots' own law is amended away and the age passed): its law of the pool
    of such a deal, where it gives it to the age (a club's "the age takes the pool") and is
    not the law whose words did not reach it (Keller's "the age is entitled to the ante" is
    of all but the age passing out); else what follows the book does not say, read as the
    table's term reads a book with no such law, the pool unwon."""
    pool, nxt = d.ask("unopened.pool"), d.ask("unopened.next")
    if pool is not None and pool.value == answers("unopened.pool").AGE_TAKES_IT and not (
            nxt is not None and set(pool.law_ids) & set(nxt.law_ids)):
        age = d.table.age
        return outcome(find(Say.of("jackpot.age-takes-unopened-pool", age=age), pool),
                       Award(age, d.table.pool), EndDeal("settled"), result=True)
    if not d.ctx.jack_pot:  # jack pots agreed, no term of the table's: open, every way
        return outcome(LeaveOpen("unopened.next", Say.of("jackpot.nobody-opened-silent")),
                       EndDeal("unsettled"), result=True)
    return _by_the_term(d)


def _by_the_term(d: Reads) -> Outcome:
    """A jack pot by the table's term that nobody opened, where the book has no law of what
    follows (or its law does not reach the deal): nobody has won it, and what follows is
    the reading of the book's silence, among those that leave the pool unwon."""
    ans, asked = _unopened_next(d, True)
    out = unopened_by_the_table_s_term(d) + asked
    if ans is None:
        return out.then(EndDeal("unsettled")).returning(True)
    ruled = UNOPENED.of(ans)(d, ans)
    return (out + ruled).returning(ruled.result is not False)


def _unopened_next(d: Reads, term: bool) -> tuple[Answer | None, Outcome]:
    """The book's answer on what follows a deal nobody opens, and what asking it says. Where
    the table's term was said (``term``), the book has no law on it: its answer is the
    reading of its silence (readings.read_silence), said by the term's outcome, after it."""
    key = "unopened.next"
    if not term or d.assume.get(reach(key)) == "does-not-reach":
        return rule(d, key, Say.of("jackpot.nobody-opened-silent"))
    point = silent(key)
    if point not in d.assume:
        return None, outcome(LeaveOpen(key, Say.of("jackpot.nobody-opened-silent")))
    return Answer(key, d.assume[point], (), rung="open"), NOTHING


def _jack_pots_played(d: Reads) -> bool:
    """Whether the players play jack pots (the deal is one, or they agreed them): what they
    agreed then bears on a deal nobody opens, and where the book does not know it, the
    point stays open, read each way, not settled by its law of the one player left."""
    return d.ctx.jack_pot or any(x in JACK_POT_DEPARTURES for x in d.ctx.agreed)


# the departures that make a deal nobody opens a jack pot (rulebook-format: when: agreed)
JACK_POT_DEPARTURES = ("jack-pots", "progressive-jack-pots")


def _age_takes_ante(d: Reads, ans: Answer) -> Outcome:
    """"If all the players in the game except the age pass out, the age is entitled to the
    ante" (Keller /6): a law of the age left in, once every other player has passed out;
    where he passed out himself, or another is still in, it does not reach the deal."""
    t = d.table
    if t.in_hand() != [t.age]:  # the age passed out himself, or another is still in
        return outcome(result=False)
    ante = min(the_ante(d), t.pool)
    rest = t.pool - ante
    if not rest:
        return outcome(find(Say.of("jackpot.all-players-but-age", age=t.age), ans),
                       Award(t.age, t.pool), EndDeal("settled"), result=True)
    # more is in the pool than the ante (a straddle passed out, chips from before): the law
    # gives him the ante alone, paid at once; the rest is the one player left in's by the
    # book's law of him, specific or general, where it has one, else it alone is held on its
    # silence (no finding awards it: the ante is not held with it)
    left = d.ask("last-in")
    if left is None:
        return outcome(find(Say.of("jackpot.all-players-but-age", age=t.age), ans),
                       Award(t.age, ante), LeaveOpen("last-in", Say.of(
                           "jackpot.rest-beyond-the-ante-silent", age=t.age, rest=rest),
                           layer=True),
                       EndDeal("unsettled"), result=True)
    return outcome(find(Say.of("jackpot.all-players-but-age-and-rest", age=t.age, ante=ante,
                               rest=rest), ans, left),
                   Award(t.age, t.pool), EndDeal("settled"), result=True)


def _jack_pot_next(d: Reads, ans: Answer) -> Outcome:
    pool = d.ask("unopened.pool")
    if pool is not None and pool.value != answers("unopened.pool").STAYS_IN_POOL:
        pool = None  # a law giving the pool to the age is no law of a pool that stays
    nxt = next_minimum(d)
    return (outcome(find(Say.of("jackpot.nobody-opened-game-pool"), ans, pool)) + nxt).then(
        NextJackPot(nxt.result), EndDeal("passed")).returning(True)


def _new_deal(d: Reads, ans: Answer) -> Outcome:
    """"All the players, including the dealer, pass ...: the hand is ended, and a new deal
    must be made" (Keller's old-fashioned game, ch8/5): of the ante already put up the law
    says nothing. The book's law of the pool of a deal nobody opens decides it where its
    words reach a deal every player passed; else the book is silent, and the chips turn on
    it: read as each of its answers."""
    out = outcome(find(Say.of("jackpot.all-pass-without-bet"), ans))
    if not ans.laws or not d.table.pool:
        # a reading of the book's silence on what follows (that is the point), or no chip up
        return out.then(LeaveOpen("unopened.pool", Say.of("jackpot.what-becomes-ante-already"),
                                  decisive=False), EndDeal("passed")).returning(True)
    pool = d.ask("unopened.pool")
    if pool is not None and _of_the_age_left_in(pool):
        pool = None  # its law gives the age the ante once the rest pass out to him: he passed
    if pool is None:
        point = silent("unopened.pool")
        reading = d.reading(point, alternatives("unopened.pool"))
        if reading is None:
            return out.then(LeaveOpen("unopened.pool", Say.of(
                "jackpot.what-becomes-ante-already"), open=point),
                EndDeal("unsettled")).returning(True)
        pool = Answer("unopened.pool", reading, (), rung="open")
    return (out + ANTE_ALREADY_UP.of(pool)(d, pool)).returning(True)


def _of_the_age_left_in(pool: Answer) -> bool:
    """Whether the law giving the pool of a deal nobody opens speaks of all passing out to
    the age alone (its own law of what follows says so: Keller /6), not of every player."""
    nexts = [law.provision("unopened.next") for law in pool.laws]
    return bool(nexts) and all(v is not None and not EVERY_PLAYER[v] for v in nexts)


def _stays_for_the_new_deal(d: Reads, pool: Answer) -> Outcome:
    return outcome(find(Say.of("jackpot.pool-stays-new-deal", chips=d.table.pool), pool),
                   EndDeal("passed"))


def _the_age_takes_it(d: Reads, pool: Answer) -> Outcome:
    age = d.table.age
    return outcome(find(Say.of("jackpot.age-takes-unopened-pool", age=age), pool),
                   Award(age, d.table.pool), EndDeal("settled"))


def every_player_passes(d: Reads) -> bool:
    """Whether the book's law of a deal nobody opens speaks of every player passing, the last
    left among them ("all the players, including the dealer, pass": until he has had his
    say, nobody has passed it), not of all passing to one ("until the age is reached")."""
    ans = d.ask("unopened.next")
    return ans is not None and EVERY_PLAYER.of(ans)


# whether every player must pass, the last left too, for the law to reach the deal
EVERY_PLAYER = Consequences("unopened.next", {"age-takes-ante-new-deal": False,
                                              "jack-pot": False, "new-deal-age-deals": True})

# the ante already put up, where every player passed and a new deal is made
ANTE_ALREADY_UP = Consequences("unopened.pool", {"stays-in-pool": _stays_for_the_new_deal,
                                                 "age-takes-it": _the_age_takes_it})

UNOPENED = Consequences("unopened.next", {"age-takes-ante-new-deal": _age_takes_ante,
                                          "jack-pot": _jack_pot_next,
                                          "new-deal-age-deals": _new_deal})
