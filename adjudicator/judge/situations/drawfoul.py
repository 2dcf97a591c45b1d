"""A hand the draw makes foul by a law that needs no lifting: a wrong number demanded and
given (Peel 45, "such number prove to be more or less than the number of cards discarded,
the hand ... shall be a foul hand, whether it be raised from the table or not"), the
dealer's own wrong draw (Peel 47). The hand is foul from the draw, and its holder retires
when it is found: when it is pointed out, or, nobody pointing it out, at the end of the
story, before the pool is divided. What he bet on it in between was bet, and stands
("A bet once made ... cannot be recalled", Peel 55; "If a player bet with a foul hand, he
shall lose his stake", 63); so do the others' calls of it.

Where the book is silent on the draw but says how many cards a hand holds (hand.cards) and
what a bet on a foul hand comes to (foul-hand.bet: "If a player bets with more or less than
five cards in his hand he loses the pool"), a hand the draw leaves holding another number is
ruled by that law once he has bet on it, found as above; until he has, nothing is found on
it, and the silence on the draw stands."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .foul import FOUL_BET, last_hand_foul, last_in, retire_foul
from ...story.record import replace
from ..deal.memory import FoulInDraw
from ..acts import NOTHING, Outcome, Retire, find, outcome
from ..acts.draw import FoulInDrawFound, MadeFoulInDraw
from ..acts.show import FoundFoul
from ..applied import apply_outcome
from ..findings import Say
from ..view import view

if TYPE_CHECKING:
    from ..judging import Judge, Reads
    from ..deal.memory import Drawing
    from ...law.rulebook import Answer


def foul_once_found(d: Reads, player: str, ans: Answer, finding: Say, kind: str,
                    *also: Answer | None) -> Outcome:
    """Said at the draw, on the law: his hand is foul, to be ruled when it is found."""
    return outcome(MadeFoulInDraw(player, FoulInDraw(ans, finding, also, kind)),
                   find(Say.of("drawfoul.foul-once-found", finding=finding), ans, *also))


def foul_by_count(d: Reads, player: str, rec: Drawing) -> Outcome:
    """The book silent on the wrong number demanded and given (draw.py): where the hand it
    leaves holds more or fewer cards than the book's hand holds (``hand.cards``), and the book
    says what a bet on a foul hand comes to (``foul-hand.bet``), it is foul by that number,
    to be ruled if he bets on it (``pending``). Nothing where the book says neither."""
    size, dealt = d.ask("hand.cards"), d.table.hands.get(player)
    if size is None or dealt is None or rec.discarded is None or d.ask("foul-hand.bet") is None:
        return NOTHING  # (no discard told, nor a demand: what his hand holds is not known)
    held = (dealt if isinstance(dealt, int) else len(dealt)) - rec.discarded + rec.given
    if held == size.value:
        return NOTHING
    said = Say.of("drawfoul.holds-by-count", p=player, held=held, size=size.value)
    return outcome(MadeFoulInDraw(player, FoulInDraw(
        size, said, (), "excess" if held > size.value else "short", on_bet=True)))


def as_demanded(d: Reads, player: str) -> Outcome:
    """The draw put right to the number he demanded: where that was not his discard (a book
    that binds him to his demand, draw.wrong-demand), the hand it leaves may be foul by the
    number it holds (``foul_by_count``)."""
    rec = d.deal.draw.drawn[player]
    return NOTHING if rec.asked is None else foul_by_count(d, player, replace(rec, given=rec.asked))


def pending(d: Reads) -> list[str]:
    """The holders of hands the draw made foul, not yet found; of one foul only by the
    number it holds, once he has bet on it (``bet_on``)."""
    return [p for p, foul in d.deal.draw.foul_in_draw.items()
            if not foul.on_bet or bet_on(d, p)]


def bet_on(d: Reads, player: str) -> bool:
    """Whether ``player`` has staked more since the draw began: bet on the hand it left him."""
    stakes = d.table.stakes[player]
    return stakes > d.deal.draw.stakes_at_draw.get(player, stakes)


def kind_of(d: Reads, player: str) -> str:
    return d.deal.draw.foul_in_draw[player].kind


def found(j: Judge, player: str, how: Say) -> None:
    """His foul hand is found (``how``: pointed out by a player, or at the end of the story):
    he retires, as the law says, with what he staked since. An entry of the engine's: his
    retiring (foul.retire_foul) weighs the table it leaves, by stakes.one_left, no fold yet."""
    foul = j.deal.draw.foul_in_draw.get(player)
    if foul is None:
        return
    apply_outcome(j, outcome(FoulInDrawFound(player)))
    if player in j.table.retired:
        return
    if foul.on_bet:
        apply_outcome(j, _bet_on_count(view(j), player, foul, how))
        if j.table.dealt and not j.over:
            from .stakes import one_left

            apply_outcome(j, one_left(view(j)))
        return
    retire_foul(j, player, foul.answer, Say.of("drawfoul.found-how", finding=foul.finding,
                                               how=how), *foul.also)
    apply_outcome(j, last_hand_foul(view(j), player, foul.answer.key))


def _bet_on_count(d: Reads, player: str, foul: FoulInDraw, how: Say) -> Outcome:
    """He bet on a hand foul by the number it holds: the book's law on such a bet decides
    what he loses (foul.FOUL_BET: the pool, to the one betting against it or the best of
    those; else his stake, and the one left takes the pool). Where nobody is left betting
    against it, the law names no taker: nothing, and the silence on the draw stands."""
    bet = d.ask("foul-hand.bet")
    left = [p for p in d.table.in_hand() if p != player]
    if bet is None or not left or not bet_on(d, player):
        return NOTHING
    out = outcome(Retire(player, bet.law_id), FoundFoul(player),
                  find(Say.of("drawfoul.bet-on-by-count", finding=foul.finding, how=how),
                       foul.answer))
    decided = FOUL_BET.of(bet)(d, player, left, bet)
    if decided.result:
        return out + decided
    staked = d.table.stakes[player] - d.deal.draw.stakes_at_draw[player]
    return out.then(find(Say.of("foul.bet-after-it-was-foul", player=player, bet=staked),
                         bet)) + last_in(d, player)


def found_at_the_end(j: Judge) -> None:
    """Nobody pointed it out: it is found at the end of the story, before the division."""
    for player in pending(j):
        if j.over:
            return
        found(j, player, Say.of("draw.found-at-the-end"))
