"""Where the deal stands between events: the table, and what the handlers must remember to
rule a later event.

``Deal`` is the deal being replayed: its table (seats, stakes, the pool, turns, the phase,
changed by the table's own operations) and the replay's memory, changed by the Deal's own
operations; each field says what it holds and which laws it serves. What the story tells
ahead is situations/foreknowledge.py's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...story.record import Fresh, Record
from .draw_memory import DrawMemory
from .settlement import Settlement
from .memory import Claim, Declined, Doubt, Intention, OpenerProof, Turn

if TYPE_CHECKING:
    from ...hands.handlaws import HandRules
    from ...law.rulebook import Answer, Law
    from ..findings import Silence
    from .table import Table

# the one way the deal's own operations write a field: a write from anywhere else is refused
_set = object.__setattr__


class Deal(Record):
    """The deal being replayed, one per case and book: its table, and what the replay
    remembers of it event to event (a plain record, story/record.py). Its fields are
    written only by its own operations below (a write from outside is refused)."""

    __eq__, __hash__ = object.__eq__, object.__hash__  # one deal is equal only to itself

    #: the seats, the stakes, the pool, the turns and the phase (deal/table.py)
    table: Table
    #: what the deal comes to, as the laws found it: shares, refunds, penalties, lots, how it
    #: ended, the next deal (deal/settlement.py); the ruling is built from it
    settlement: Settlement = Fresh(Settlement)

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
    #: the pack was cut by another than the book's cutter, not yet ruled (cut-fault.*)
    cut_fault: bool = False
    #: who dealt out of turn (deal-out-of-turn)
    out_of_turn_dealer: str | None = None
    #: a deal out of turn awaits its ruling (deal-out-of-turn)
    dealt_out_of_turn: bool = False

    # --- the deal
    #: holder -> cards dealt, awaiting announcement (wrong-count.*)
    wrong_count: dict[str, int] = Fresh(dict)
    #: a wrong number pointed out after lifting, the book silent: the holder and the silence,
    #: weighed once the pool is divided (wrong-count.after-lift)
    wrong_count_open: list = Fresh(list)
    #: a foul hand at the show, the book silent: the holder and the silence, weighed once
    #: the pool is divided (foul-hand.at-show)
    foul_at_show: list = Fresh(list)
    #: who raised the hand dealt him: he lifted it, or staked, folded, discarded or drew on
    #: it (wrong-count.*). Never cleared in a deal: cards drawn lie on the table until lifted
    #: (the table's ``lifted``), but the hand dealt him was raised all the same
    raised: set[str] = Fresh(set)
    #: whose hands the story has already made foul, in order (a notice of a foul hand names
    #: who points it out, not whose hand: these are the hands it can mean)
    foul: list[str] = Fresh(list)
    #: the events of foul-hand notices ruled where they stand (the hand the story made foul)
    foul_notices: set[int] = Fresh(set)
    #: (event, step) where what the act in hand brought about began to be found: its own
    #: finding, made after, is set before them (lawful)
    consequences_at: tuple[int, int] | None = None
    #: who distracted the dealer (foul-dealt.refund-if-distracted)
    spoke_to_dealer: list[str] = Fresh(list)
    #: the verbs told so far: a notice of an irregularity already told adds nothing
    told: set[str] = Fresh(set)

    # --- stakes before the betting
    #: each player's jack-pot feed, counted as his ante (jack-pot.feed)
    fed: dict[str, int] = Fresh(dict)
    #: each player's ante or straddle (ante, foul-dealt.refund)
    ante_paid: dict[str, int] = Fresh(dict)
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
    interval_stakes: dict[str, int] = Fresh(dict)
    #: the interval whose first say the book names nobody for (say.first)
    first_unset: str | None = None
    #: who acted before anyone took that first say, each act told as out of turn: the first
    #: to act is then the first after them, not the first at the table to act
    told_before_first: tuple[str, ...] = ()
    #: the law that named the first say of this interval (say.first and the like)
    first_say_law: Answer | None = None
    #: event -> how its betting act stood to the turn, for an objection that follows it
    turns: dict[int, Turn] = Fresh(dict)
    #: who stood on his first bet after the draw (betting.check)
    stood: set[str] = Fresh(set)
    #: whether each pass came after a bet (passing.re-entry)
    passed_after_bet: dict[str, bool] = Fresh(dict)
    #: who acted out of turn in the current act (betting.out-of-turn)
    out_of_turn: str | None = None
    #: who lost his right to raise by an act out of turn (betting.out-of-turn.raise)
    may_not_raise: set[str] = Fresh(set)
    #: whose act out of turn stands as made in turn (betting.out-of-turn), with the chips he
    #: put in out of turn (what he is "deemed to have bet")
    deemed: dict[str, int] = Fresh(dict)
    #: chips a player put up in his call to match chips that wait for another's turn (the
    #: stake on the table as he called it): they stand as his call, or go back, as those do
    matched: dict[str, int] = Fresh(dict)
    #: a bet spoken and not yet put up (betting.announced-without-chips)
    said: dict[str, int | None] = Fresh(dict)
    #: an intention told: the act and its event (betting.intention)
    intends: dict[str, Intention] = Fresh(dict)
    #: silences on a player's act, with his stake then, weighed at the end (betting.check)
    doubts: list[Doubt] = Fresh(list)
    #: silences on the time a player short of the stake has to find the money, weighed once
    #: the pool is divided (show-for-stake.time-to-pay)
    short_of_money: list[Doubt] = Fresh(list)
    #: who declined to open a jack pot, his stake then, and the event (jack-pot.decline-to-open)
    declined: list[Declined] = Fresh(list)
    #: who borrowed at the table (borrowing)
    borrowed: set[str] = Fresh(set)
    #: how much each borrowed (borrowing)
    loans: dict[str, int] = Fresh(dict)

    # --- the draw
    #: what each drawer discarded, asked for and was given, and what went wrong in it
    #: (deal/draw_memory.py)
    draw: DrawMemory = Fresh(DrawMemory)

    # --- the end of the betting, and the show
    #: the last player left in, who takes the pool unshown (uncalled-bet)
    uncalled: str | None = None
    #: every other player passed before the draw (jack-pot.opener-shows)
    won_before_draw: bool = False
    #: the laws that ended the betting (uncalled-bet, show.order): later bets are no part of it
    betting_over: list[Answer] | None = None
    #: the event at which the hands began to be shown (show.order)
    show_began: int | None = None
    #: the hands shown, by player (show.*)
    shown: dict[str, Any] | None = None
    #: the opener's proof: who, cards, event (jack-pot.opener-shows)
    opener_cards: OpenerProof = OpenerProof(None, None, None)
    #: who began to take in the pool, and when (show.claim)
    claims: list[Claim] = Fresh(list)
    #: the event at which the pool was taken in (imperfect-pack.after-taken-in)
    taken_in: int | None = None
    #: the players who put up all they had and have been staked beyond (lawful.py)
    bet_beyond: set[str] = Fresh(set)
    #: player -> the category he called his hand, where he is read as held to his words
    held_to_words: dict[str, str] = Fresh(dict)
    #: the book's hand laws, read once per deal (hand ranking)
    hand_rules: HandRules | None = None

    def rules(self, book: Any, ctx: Any) -> HandRules:
        """The book's hand laws in this deal's circumstances, read once."""
        if self.hand_rules is None:
            from ...hands.handlaws import HandRules

            _set(self, "hand_rules", HandRules.of(book, ctx))
        return self.hand_rules

    def take_first_unset(self) -> str | None:
        """The interval whose first say the book left open; taken by the first to act."""
        which = self.first_unset
        _set(self, "first_unset", None)
        return which

    def take_out_of_turn(self) -> str | None:
        """Who acted out of turn in this act; the mark holds for this act only."""
        who = self.out_of_turn
        _set(self, "out_of_turn", None)
        return who

    # --- the deal's memory changed, each by its operation (a handler reads the fields and
    # changes them only here, as it changes the table only by the table's operations)

    # the shuffle, the cut and the first dealer
    def shuffled_by(self, player: str) -> None:
        _set(self, "last_shuffle", player)

    def take_last_shuffle(self) -> str | None:
        """Who shuffled last, weighed once, when the pack is cut or dealt."""
        who = self.last_shuffle
        _set(self, "last_shuffle", None)
        return who

    def first_dealer_chosen(self, player: str | None) -> None:
        _set(self, "first_dealer", player)
        _set(self, "first_dealer_ruled", True)

    def goes_uncut(self) -> None:
        _set(self, "uncut", True)

    def take_uncut_ruled(self) -> bool:
        """Whether the uncut pack was just ruled on (a second notice of it rules nothing)."""
        ruled = self.uncut_ruled
        _set(self, "uncut_ruled", False)
        return ruled

    def uncut_ruled_on(self) -> None:
        _set(self, "uncut", False)
        _set(self, "uncut_ruled", True)

    def cut_fault_stands(self, standing: bool) -> None:
        """The pack was cut by another than the book's cutter (``standing``), or the fault
        was ruled on, or the pack cut again by the right player (not standing)."""
        _set(self, "cut_fault", standing)

    def dealt_out_of_turn_by(self, player: str | None) -> None:
        _set(self, "out_of_turn_dealer", player)
        _set(self, "dealt_out_of_turn", True)

    def take_out_of_turn_dealer(self) -> str | None:
        """Who dealt out of turn, as the deal out of turn is ruled (once)."""
        who = self.out_of_turn_dealer
        _set(self, "out_of_turn_dealer", None)
        _set(self, "dealt_out_of_turn", False)
        return who

    # the deal and the stakes before the betting
    def dealt_wrong_count(self, holder: str, cards: int) -> None:
        self.wrong_count[holder] = cards

    def wrong_count_ruled(self, holder: str) -> None:
        del self.wrong_count[holder]

    def raised_his_hand(self, player: str) -> None:
        self.raised.add(player)

    def dealt_again(self) -> None:
        """The cards gathered and dealt again (redeal): the first deal's cards are gone."""
        self.wrong_count.clear(), self.raised.clear()

    def has_raised(self, player: str) -> bool:
        """Whether ``player`` has raised the hand dealt him, as the story has gone so far: he
        lifted it, staked, folded, discarded or drew on it, or showed it. The one notion of
        it that a wrong number dealt is ruled by, announced or found at the end."""
        return player in self.raised or player in (self.shown or {})

    def tells(self, verb: str) -> None:
        self.told.add(verb)

    def feeds(self, player: str, amount: int) -> None:
        self.fed[player] = amount

    def antes(self, player: str, amount: int) -> None:
        self.ante_paid[player] = amount

    def jack_pot_minimum_fixed(self, least: str | None, law: Answer | None) -> None:
        _set(self, "jack_pot_minimum", least)
        _set(self, "jack_pot_minimum_known", True)
        _set(self, "jack_pot_minimum_law", law)

    def declines_to_open(self, player: str, staked: int, event: int) -> None:
        self.declined.append(Declined(player, staked, event))

    def distracts_the_dealer(self, player: str) -> None:
        self.spoke_to_dealer.append(player)

    def found_foul(self, player: str) -> None:
        self.foul.append(player)

    def foul_notice_ruled(self, event: int) -> None:
        self.foul_notices.add(event)

    # the betting
    def interval_opens(self, level: int, stakes: dict[str, int] | None) -> None:
        """The highest stake as the interval opens; after the draw, each one's stake then."""
        _set(self, "interval_base", level)
        if stakes is not None:
            _set(self, "interval_stakes", dict(stakes))

    def first_say_unset(self, interval: str) -> None:
        _set(self, "first_unset", interval)
        _set(self, "told_before_first", ())

    def told_out_of_turn_before_first(self, player: str) -> None:
        """An act told as out of turn before anyone took the first say the book leaves open."""
        if player not in self.told_before_first:
            _set(self, "told_before_first", self.told_before_first + (player,))

    def first_say_named(self, law: Answer | None) -> None:
        _set(self, "first_say_law", law)

    def turn_judged(self, event: int, turn: Turn) -> None:
        self.turns[event] = turn

    def stands(self, player: str) -> None:
        self.stood.add(player)

    def passes(self, player: str, after_a_bet: bool) -> None:
        self.passed_after_bet[player] = after_a_bet

    def doubted(self, player: str, staked: int, silence: Silence) -> None:
        self.doubts.append(Doubt(player, staked, silence))

    def wants_the_money(self, player: str, staked: int, silence: Silence) -> None:
        self.short_of_money.append(Doubt(player, staked, silence))

    def foul_at_the_show(self, player: str, silence: Silence) -> None:
        self.foul_at_show.append((player, silence))

    def wrong_count_left_open(self, player: str, silence: Silence) -> None:
        self.wrong_count_open.append((player, silence))

    def acts_out_of_turn(self, player: str) -> None:
        _set(self, "out_of_turn", player)

    def back_in_turn(self) -> None:
        _set(self, "out_of_turn", None)

    def loses_right_to_raise(self, player: str) -> None:
        self.may_not_raise.add(player)

    def deemed_in_turn(self, player: str, chips: int = 0) -> None:
        self.deemed[player] = self.deemed.get(player, 0) + chips

    def matches_waiting(self, player: str, chips: int) -> None:
        self.matched[player] = self.matched.get(player, 0) + chips

    def chips_counted_in_turn(self, player: str) -> int:
        """His turn came round: his chips put in out of turn are counted, once; how many."""
        return self.deemed.pop(player, 0)

    def says_a_bet(self, player: str, amount: int | None) -> None:
        self.said[player] = amount

    def take_said(self, player: str) -> int | None:
        return self.said.pop(player, None)

    def intends_to(self, player: str, act: str, event: int) -> None:
        self.intends[player] = Intention(act, event)

    def take_intention(self, player: str) -> Intention | None:
        return self.intends.pop(player, None)

    def borrows(self, player: str, amount: int) -> None:
        self.borrowed.add(player)
        self.loans[player] = self.loans.get(player, 0) + amount

    def staked_beyond(self, players: Any) -> None:
        self.bet_beyond.update(players)

    def consequences_begin(self, event: int, step: int) -> None:
        _set(self, "consequences_at", (event, step))

    def betting_ends(self, law: Any, uncalled: str | None = None,
                     before_draw: bool | None = None) -> None:
        """The betting is over by ``law`` (the book's answer that ended it; None: no law);
        ``uncalled``: the last player left in, who takes the pool unshown (and whether every
        other passed before the draw)."""
        _set(self, "betting_over", [law] if law is not None else [])
        if uncalled is not None:
            _set(self, "uncalled", uncalled)
        if before_draw is not None:
            _set(self, "won_before_draw", before_draw)

    def uncalled_undone(self) -> None:
        _set(self, "uncalled", None)

    # the show and the claims
    def opener_shows(self, player: str | None, cards: Any, event: int | None) -> None:
        _set(self, "opener_cards", OpenerProof(player, cards, event))

    def hands_shown(self, hands: dict, event: int | None) -> bool:
        """Hands laid down at ``event`` (None: before the game is over, not the show);
        True: the first, when the show begins."""
        first = not self.show_began and event is not None
        if self.shown is None:
            _set(self, "shown", {})
        self.shown.update(hands)
        if first:
            _set(self, "show_began", event)
        return first

    def takes_in(self, player: str, event: int) -> None:
        self.claims.append(Claim(player, event))

    def pool_taken_in(self, event: int) -> None:
        if self.taken_in is None:
            _set(self, "taken_in", event)

    def holds_to_words(self, player: str, category: str) -> None:
        self.held_to_words[player] = category
