"""A jack pot's openers: the least hand that opens this one and the next, by the book's
progression; whether a hand holds them; and, where the book has no law of what opens a jack
pot, whether the opener met the table's own term."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.cards import JOKER, OPENING_PAIRS
from ..acts import NOTHING, LeaveOpen, Outcome, find, outcome, rule
from ..acts.show import Arose, MinimumFixed, ReadUnder
from ..findings import Reach, Say
from ..view import hand_laws

if TYPE_CHECKING:
    from ..judging import Reads


def minimum(d: Reads) -> Outcome:
    """The least pair that opens this jack pot under the book, asked once per deal: the
    result, (the least pair, the law that fixes it)."""
    if d.deal.jack_pot_minimum_known:
        return outcome(result=(d.deal.jack_pot_minimum, d.deal.jack_pot_minimum_law))
    table_min = d.case.table.jack_pot
    # where the book has no law of it, what opens this jack pot is the table's own term: its
    # silence decides a chip only where the opener is not shown to have met that term
    # (openers.table_term)
    prog, out = rule(d, "jack-pot.progression", Say.of("jackpot.book-has-no-law",
                                                       table_min=table_min), decisive=False)
    result = table_min
    if prog is not None:
        if table_min in prog.value:
            if len(prog.value) > 1:
                prog = step_law(d, prog.value, table_min, prog)
                out = out.then(find(Say.of("jackpot.book-opens-with-table-minimum",
                                           table_min=table_min), prog))
        elif len(prog.value) == 1 and _above_the_least(d, table_min, prog.value[0]):
            # the book names only the least that opens a jack pot ("can not be opened by any
            # hand of less value than two jacks", Keller p. 31) and fixes no series: a jack
            # pot the table plays at a higher hand is opened by the table's own term
            out = out.then(find(Say.of("jackpot.table-term-above-book-least",
                                       table_min=table_min, least=prog.value[0]), prog))
            prog = None
        elif len(prog.value) == 1:
            result = prog.value[0]
            out = out.then(find(Say.of("jackpot.table-opened-at-wrong-hand",
                                       table_min=table_min, result=result), prog))
        else:
            out = out.then(LeaveOpen("jack-pot.progression", Say.of(
                "jackpot.table-opened-off-progression", table_min=table_min)))
    return out.then(MinimumFixed(result, prog)).returning((result, prog))


def _above_the_least(d: Reads, table_min: str | None, least: str) -> bool:
    """Whether the table's term asks more than the one least hand the book names, where the
    book has no law of what follows it (``jack-pot.progression-after``): its law then says
    what may not open a jack pot, and does not fix what opens every one."""
    if table_min not in OPENING_PAIRS or OPENING_PAIRS[table_min] <= OPENING_PAIRS[least]:
        return False
    return d.ask("jack-pot.progression-after") is None


_STEP_KEYS = ("jack-pot.first-opens", "jack-pot.second-opens", "jack-pot.third-opens")


def step_law(d: Reads, steps: list[str], rank: str, prog):
    """The law that names ``rank`` as its step of the series (Peel 31: "two queens"), where the
    book gives the step a law of its own; else the law of the whole progression."""
    i = steps.index(rank) if rank in steps else len(_STEP_KEYS)
    ans = d.ask(_STEP_KEYS[i]) if i < len(_STEP_KEYS) else None
    return ans if ans is not None and ans.value == rank else prog


def next_minimum(d: Reads, as_if_unopened: bool = False, known: str | None = None) -> Outcome:
    """The least pair that opens the next jack pot, by the book's progression (the result;
    ``known``: this one's, where the handler has it already)."""
    prog, out = rule(d, "jack-pot.progression", Say.of("jackpot.silent-on-next-opening"),
                     decisive=False)
    if prog is None:
        return out.returning(None)
    steps = prog.value
    current = known
    if known is None and d.ctx.jack_pot:
        fixed = minimum(d)
        out, current = out + fixed, fixed.result[0]
    if current is not None and current not in steps and len(steps) > 1:
        # a jack pot the table played off the book's series (Peel's knaves, queens, kings
        # played at aces) has no next step in it: what opens the next is the silence already
        # left open on this one (``minimum``), never the series' first step. A book that
        # names one least hand (Keller's jacks) names it for every jack pot
        return out.returning(None)
    if current is None or current not in steps:
        return out.then(find(Say.of("jackpot.next-jack-pot-opens", steps=steps[0]),
                             step_law(d, steps, steps[0], prog))).returning(steps[0])
    i = steps.index(current) + 1
    unopened = Say.of("jackpot.as-if-unopened" if as_if_unopened else "jackpot.unopened")
    if i < len(steps):
        return out.then(find(Say.of("jackpot.next-opens-at-step", current=current,
                                    unopened=unopened, steps=steps[i]),
                             step_law(d, steps, steps[i], prog))).returning(steps[i])
    after, asked = rule(d, "jack-pot.progression-after", Say.of("jackpot.what-opens-jack-pot",
                                                                current=current),
                        decisive=False)
    out += asked
    if after is None:
        return out.returning(current)
    nxt, choice = SERIES_ENDED.of(after)
    nxt = steps[nxt]
    return out.then(find(Say.of("jackpot.next-opens-at-next-in-series", current=current,
                                unopened=unopened, nxt=nxt, choice=Say.of(choice)),
                         prog, after)).returning(nxt)


# the series run out: the step of it that opens the next jack pot, and the words for it
SERIES_ENDED = Consequences("jack-pot.progression-after", {
    "repeat": (0, "jackpot.series-begins-again"), "rest": (-1, "jackpot.series-rests-there")})


def holds_openers(d: Reads, cards, least: str) -> bool:
    """Whether the cards open a jack pot that ``least`` or better opens (the table's
    minimum, or the book's fixed one: a jack pot always has one, ``minimum``)."""
    from ...hands.value import evaluate

    value = evaluate(tuple(cards), hand_laws(d))
    if value.category == "high_card":
        return False
    if value.category != "pair":
        return True
    need = OPENING_PAIRS[least]
    ranks = [c.rank for c in cards if c != JOKER]
    return JOKER in cards or any(ranks.count(r) >= 2 and r >= need for r in set(ranks))


def table_term(d: Reads, opener: str, cards, least: str | None) -> Outcome:
    """The book has no law of jack pots: what opens this one is the table's own term (``least``
    or better). Where the opener's hand before the draw (``cards``: None where the story does
    not tell it) holds it, the term is met and the book's silence turns no chip: what decides
    the pool is the book's general law of the show. Where it does not, or is not told, what
    follows an opening without the table's openers the book does not say, and the point
    reaches the opening: what the opener put up from it on, and all that his hand takes
    (judge/reach.py)."""
    from ...hands.value import HandError

    try:
        held = cards is not None and bool(least) and holds_openers(d, cards, least)
    except HandError:  # a hand the book's laws cannot value: not shown to hold them
        held = False
    if held:
        return NOTHING
    kind = "jackpot.opened-without-table-openers" if cards is not None else \
        "jackpot.table-openers-not-told"
    # the point arises where he opened, where the books part on what opens a jack pot
    return outcome(Arose(_opening(d, opener) or d.event, LeaveOpen(
        "jack-pot.false-opener", Say.of(kind, opener=opener, least=least),
        reach=Reach(opener, opens=True))))


def _opening(d: Reads, opener: str):
    """The event at which ``opener`` opened the jack pot: his first stake in it."""
    return next((e for e in d.case.events if e.player == opener and e.verb in
                 ("open", "bet", "raise", "call", "all_in")), None)


def unopened_by_the_table_s_term(d: Reads) -> Outcome:
    """Nobody opened a deal the table plays as a jack pot, and the book has no law of a deal
    nobody opens: by the table's own term a jack pot only its openers open, so no reading
    gives its pool to a player who never opened it; only the readings that leave it unwon
    are read (the chips stay, and the next deal is the next deal's question)."""
    from ...story.points import silent

    return outcome(find(Say.of("jackpot.table-jack-pot-unopened", least=d.case.table.jack_pot)),
                   ReadUnder(silent("unopened.next"), UNWON))


# the answers to what follows a deal nobody opens that leave a jack pot's pool unwon
UNWON = ("jack-pot", "new-deal-age-deals")
