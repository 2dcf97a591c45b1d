"""Where the deal stands between events: the table, what the handlers must remember to rule a
later event, and what the story tells ahead that the law makes matter now.

``Deal`` is the deal being replayed: its table (seats, stakes, the pool, turns, the phase,
changed by the table's own operations) and the replay's memory; each field says what it
holds and which laws it serves. ``Foreknowledge`` is gathered once, before the replay, by
``foresee``: the few facts of the story's future that a law turns on (chiefly a notice's
timing), so that the replay itself reads each event once, in order.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from ...story.case import Case
    from ...hands.handlaws import HandRules
    from ...law.rulebook import Answer, Law
    from ..findings import Silence
    from ..table import Table

# The acts of a betting interval: an objection to an act out of turn must come before the next.
BETTING_VERBS = frozenset({"open", "bet", "check", "call", "raise", "fold", "all_in", "say",
                           "borrow"})


class Doubt(NamedTuple):
    """A silence on a player's act, weighed when the story ends (betting.check)."""

    player: str
    staked: int        # his stake when he acted
    silence: Silence


class Declined(NamedTuple):
    """One who declined to open a jack pot (jack-pot.decline-to-open)."""

    player: str
    staked: int
    event: int


class Claim(NamedTuple):
    """One who began to take in the pool (show.claim)."""

    player: str
    event: int


class Intention(NamedTuple):
    """An act a player said, before his turn, he meant to make (betting.intention)."""

    act: str
    event: int


class OpenerProof(NamedTuple):
    """The hand shown as the opener's proof (jack-pot.opener-shows)."""

    player: str | None
    cards: Any
    event: int | None


class DrawError(NamedTuple):
    """Too many or too few cards given at the draw, not yet ruled (draw.excess.*)."""

    kind: str
    by: int


@dataclass
class Drawing:
    """One drawer's discard, demand and the cards given (draw.*); None: not told."""

    discarded: int | None = None
    asked: int | None = None
    given: int | None = None


@dataclass
class Deal:
    """The deal being replayed, one per case and book: its table, and what the replay
    remembers of it event to event."""

    #: the seats, the stakes, the pool, the turns and the phase (judge/table.py)
    table: Table = field(kw_only=True)

    # --- the shuffle, the cut and the first dealer
    #: who shuffled last, if not yet weighed (shuffle.last)
    last_shuffle: str | None = None
    #: the cut's winner, dealer of the first game (deal.first-dealer)
    first_dealer: str | None = None
    #: the cut for the deal was ruled, even if it named nobody
    first_dealer_ruled: bool = False
    #: the pack went out uncut, not yet ruled (cut laws, misdeal)
    uncut: bool = False
    #: the uncut pack was just ruled on (so once per notice)
    uncut_ruled: bool = False
    #: who dealt out of turn (deal-out-of-turn)
    out_of_turn_dealer: str | None = None
    #: a deal out of turn awaits its ruling (deal-out-of-turn)
    dealt_out_of_turn: bool = False

    # --- the deal
    #: holder -> cards dealt, awaiting announcement (wrong-count.*)
    wrong_count: dict[str, int] = field(default_factory=dict)
    #: who bet, drew or lifted after the deal: he has raised his hand (wrong-count.after-lift)
    acted: set[str] = field(default_factory=set)
    #: whose hands the story has already made foul, in order (a notice of a foul hand names
    #: who points it out, not whose hand: these are the hands it can mean)
    foul: list[str] = field(default_factory=list)
    #: (event, step) where what the act in hand brought about began to be found: its own
    #: finding, made after, is set before them (lawful)
    consequences_at: tuple[int, int] | None = None
    #: who distracted the dealer (foul-dealt.refund-if-distracted)
    spoke_to_dealer: list[str] = field(default_factory=list)
    #: the verbs told so far: a notice of an irregularity already told adds nothing
    told: set[str] = field(default_factory=set)

    # --- stakes before the betting
    #: each player's jack-pot feed, counted as his ante (jack-pot.feed)
    fed: dict[str, int] = field(default_factory=dict)
    #: each player's ante or straddle (ante, foul-dealt.refund)
    ante_paid: dict[str, int] = field(default_factory=dict)
    #: the least pair that opens this jack pot (jack-pot.progression)
    jack_pot_minimum: str | None = None
    #: the book was asked it (asked once per deal)
    jack_pot_minimum_known: bool = False
    #: the book's answer on it, cited with each opening
    jack_pot_minimum_law: Answer | None = None

    # --- the betting intervals
    #: the highest stake as the interval opened (raising limits)
    interval_base: int = 0
    #: stakes before the betting after the draw: a raise `to` counts from here
    interval_stakes: dict[str, int] = field(default_factory=dict)
    #: stakes as the draw began: bets after it told apart (draw.dealer-question)
    stakes_at_draw: dict[str, int] = field(default_factory=dict)
    #: the interval whose first say the book names nobody for (say.first)
    first_unset: str | None = None
    #: who stood on his first bet after the draw (betting.check)
    stood: set[str] = field(default_factory=set)
    #: whether each pass came after a bet (passing.re-entry)
    passed_after_bet: dict[str, bool] = field(default_factory=dict)
    #: who acted out of turn in the current act (betting.out-of-turn)
    out_of_turn: str | None = None
    #: who lost his right to raise by an act out of turn (betting.out-of-turn.raise)
    may_not_raise: set[str] = field(default_factory=set)
    #: whose act out of turn stands as made in turn (betting.out-of-turn)
    deemed: set[str] = field(default_factory=set)
    #: a bet spoken and not yet put up (betting.announced-without-chips)
    said: dict[str, int | None] = field(default_factory=dict)
    #: an intention told: the act and its event (betting.intention)
    intends: dict[str, Intention] = field(default_factory=dict)
    #: silences on a player's act, with his stake then, weighed at the end (betting.check)
    doubts: list[Doubt] = field(default_factory=list)
    #: who declined to open a jack pot, his stake then, and the event (jack-pot.decline-to-open)
    declined: list[Declined] = field(default_factory=list)
    #: who borrowed at the table (borrowing)
    borrowed: set[str] = field(default_factory=set)
    #: how much each borrowed (borrowing)
    loans: dict[str, int] = field(default_factory=dict)

    # --- the draw
    #: each drawer's discard, demand and cards given (draw.*)
    drawn: dict[str, Drawing] = field(default_factory=dict)
    #: too many or too few given, not yet ruled (draw.excess.*)
    draw_error: dict[str, DrawError] = field(default_factory=dict)
    #: who lost his draw by not discarding in turn (draw.not-discarded-in-turn)
    lost_draw: set[str] = field(default_factory=set)
    #: who has been given cards, in order (draw.other-players-draw)
    served: list[str] = field(default_factory=list)

    # --- the end of the betting, and the show
    #: the last player left in, who takes the pool unshown (uncalled-bet)
    uncalled: str | None = None
    #: every other player passed before the draw (jack-pot.opener-shows)
    won_before_draw: bool = False
    #: the laws that ended the betting (uncalled-bet, show.order): later bets are no part of it
    betting_over: list[Law] | None = None
    #: the event at which the hands began to be shown (show.order)
    show_began: int | None = None
    #: the hands shown, by player (show.*)
    shown: dict[str, Any] | None = None
    #: the opener's proof: who, cards, event (jack-pot.opener-shows)
    opener_cards: OpenerProof = OpenerProof(None, None, None)
    #: who began to take in the pool, and when (show.claim)
    claims: list[Claim] = field(default_factory=list)
    #: the players who put up all they had and have been staked beyond (lawful.py)
    bet_beyond: set[str] = field(default_factory=set)
    #: player -> the category he called his hand, where he is read as held to his words
    held_to_words: dict[str, str] = field(default_factory=dict)
    #: the book's hand laws, read once per deal (hand ranking)
    hand_rules: HandRules | None = None

    def rules(self, book: Any, ctx: Any) -> HandRules:
        """The book's hand laws in this deal's circumstances, read once."""
        if self.hand_rules is None:
            from ...hands.handlaws import HandRules

            self.hand_rules = HandRules.of(book, ctx)
        return self.hand_rules

    def take_first_unset(self) -> str | None:
        """The interval whose first say the book left open; taken by the first to act."""
        which, self.first_unset = self.first_unset, None
        return which

    def take_out_of_turn(self) -> str | None:
        """Who acted out of turn in this act; the mark holds for this act only."""
        who, self.out_of_turn = self.out_of_turn, None
        return who


@dataclass(frozen=True)
class Foreknowledge:
    """What the story tells ahead of the event being ruled, where a law turns on it."""

    #: an `ante` event is told: the table setup's ante is not put up again
    tells_ante: bool = False
    #: a cut for the deal is told: the ante waits for the cut
    tells_cut_for_deal: bool = False
    #: events of `notice: deal_out_of_turn`
    deal_out_of_turn_notices: tuple[int, ...] = ()
    #: player -> events of his `demand_dispute`
    demand_disputes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: events followed by a `notice: out_of_turn` before the next betting act
    objected_after: frozenset[int] = frozenset()

    def noticed_later(self, index: int) -> bool:
        """A deal out of turn at ``index`` is pointed out by a later notice."""
        return any(at > index for at in self.deal_out_of_turn_notices)

    def disputed_later(self, player: str, index: int) -> bool:
        """What ``player`` asked for in the draw at ``index`` is disputed later."""
        return any(at > index for at in self.demand_disputes.get(player, ()))


def foresee(case: Case) -> Foreknowledge:
    """Gather, once, the facts of the story's future the law makes matter at an earlier event.

    A law may turn on what comes after: a deal out of turn is ruled when attention is called
    to it, so a later notice defers it; an act is disputed as out of turn only by a notice
    before the next act; what a player asked for in the draw is settled by a dispute that
    follows. The replay reads these here and each event once, in order."""
    events = case.events
    disputes: dict[str, list[int]] = {}
    for e in events:
        if e.verb == "demand_dispute" and e.player is not None:
            disputes.setdefault(e.player, []).append(e.index)
    objected, objection = set(), False
    for e in reversed(events):  # whether the events after e.index - 1 hold an objection
        if e.verb == "notice" and e.get("what") == "out_of_turn":
            objection = True
        elif e.verb in BETTING_VERBS:
            objection = False
        if objection:
            objected.add(e.index - 1)
    return Foreknowledge(
        tells_ante=any(e.verb == "ante" for e in events),
        tells_cut_for_deal=any(e.verb == "cut_for_deal" for e in events),
        deal_out_of_turn_notices=tuple(e.index for e in events if e.verb == "notice"
                                       and e.get("what") == "deal_out_of_turn"),
        demand_disputes={p: tuple(at) for p, at in disputes.items()},
        objected_after=frozenset(objected),
    )
