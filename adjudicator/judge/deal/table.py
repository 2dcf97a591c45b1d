"""The table: seats, turns, stakes and the pool of one deal. Mechanism only, no law.

Players sit in the order given, each to the LEFT of the one before; the deal, the say and
the bets pass the way the book's ``deal.rotation`` says (``turn``: to the left, the order
the case seats them, where the book says so or says nothing). Each action returns a record
of what it did, so the engine can rule on it and cite the law that governs it.
"""
from __future__ import annotations

from enum import Enum

from ...errors import message
from ...story.record import Record
from ...story.setup import TableSetup
from .staking import Staking

# The ways play may pass (deal.rotation), as steps through the seating order.
TURNS = {"left": 1, "right": -1}


class Phase(Enum):
    """Where the deal stands: the case may begin it before the deal, before the draw or after
    the draw (story.setup.PHASES); the replay passes through the draw and ends at the show."""

    BEFORE_DEAL = "before_deal"
    BEFORE_DRAW = "before_draw"
    DRAW = "draw"
    AFTER_DRAW = "after_draw"
    SHOW = "show"


# the betting each phase of the deal belongs to (story.terms.BETTING_PHASES); the draw and
# the show are in neither, and keep the betting they follow
_BETTING_PHASE = {Phase.BEFORE_DEAL: "before-draw", Phase.BEFORE_DRAW: "before-draw",
                  Phase.AFTER_DRAW: "after-draw"}


# the one way the table's own operations write a field: a write from anywhere else is refused
_set = object.__setattr__


class Table(Record):
    """The state of one deal as it is replayed: a plain record, changed as the deal goes by
    its own operations alone (the engine's fold calls them); a write from outside is refused."""

    FIELDS = ("setup", "dealer", "stakes", "stacks", "besides_stakes", "retired", "all_in",
              "in_game_at_all_in", "lifted", "hands", "dealt", "phase", "level", "acted",
              "opened_by", "first_to_act", "last_actor", "last_aggressor", "driven_by",
              "straddlers", "borrowed_to_raise", "turn", "returned", "left_in_pool",
              "after_betting", "betting_phase", "next_deal", "exposed", "aside_before",
              "beyond_limit")
    __eq__, __hash__ = object.__eq__, object.__hash__  # one deal's, equal only to itself

    def __init__(self, setup: TableSetup, *, dealer: str = "",
                 phase: Phase = Phase.BEFORE_DEAL, besides_stakes: int = 0, **fields):
        # set at once, as its fields: the table's own operations change them from here
        self.__dict__.update({
            "setup": setup,
            "dealer": dealer,
            "stakes": {},
            "stacks": {},
            # chips in the pool besides this deal's stakes: from earlier deals, and penalties
            # paid to the pool
            "besides_stakes": besides_stakes,
            "retired": {},  # player -> law id
            "all_in": {},  # player -> the stake he showed for
            "in_game_at_all_in": {},
            "lifted": set(),
            "exposed": [],  # who was dealt a card exposed in dealing (redeal)
            "hands": {},  # cards or a count
            "dealt": False,
            "phase": phase,
            # the betting an act belongs to (a law's `when: {phase: ...}`): the last entered,
            # so the draw and the show belong to the betting they follow
            "betting_phase": _BETTING_PHASE.get(phase, "before-draw"),
            "level": 0,
            "acted": set(),
            "opened_by": None,
            "first_to_act": None,
            "last_actor": None,
            "last_aggressor": None,
            "driven_by": {},  # passed -> who raised him out
            "straddlers": [],
            "borrowed_to_raise": set(),
            "turn": 1,  # the way play passes: a step in the seating order
            # chips put up and given back by a law (or a reading): out of the pool, refunded
            "returned": {},
            # chips put up that stay in the pool as no stake of his (a bet after the betting,
            # chips put in when out): his put in all the same (the ruling's stakes)
            "left_in_pool": {},
            # of those left in the pool, the chips each put up beyond the limit
            "beyond_limit": {},
            # chips put up by acts told after the betting was over, no part of it
            "after_betting": {},
            # each one's chips returned or left in the pool as no stake, as the interval began
            "aside_before": {},
            # chips put up after the show decided the pool (an ante, a straddle): the next
            # deal's stake, carried to it, no part of the pool this deal divides
            "next_deal": 0,
        })
        for name, value in fields.items():
            if name not in self.FIELDS:
                raise TypeError(message("no-table-field", name=name))
        self.__dict__.update(fields)

    def __reduce__(self):  # copied or pickled by its fields' names, not their order
        import copyreg

        return copyreg.__newobj__, (type(self),), dict(self.__dict__)

    @classmethod
    def start(cls, setup: TableSetup) -> "Table":
        return cls(setup=setup, dealer=setup.dealer, phase=Phase(setup.phase),
                   besides_stakes=setup.pot, stakes={p: 0 for p in setup.players},
                   stacks={p: setup.stacks.get(p) for p in setup.players},
                   dealt=setup.phase != "before_deal")

    # --- seats -------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    def left_of(self, player: str, steps: int = 1) -> str:
        i = self.players.index(player)
        return self.players[(i + steps) % len(self.players)]

    def right_of(self, player: str) -> str:
        return self.left_of(player, -1)

    def pass_to(self, rotation: str) -> None:
        """Play passes the way the book says (``deal.rotation``)."""
        _set(self, "turn", TURNS[rotation])

    def after(self, player: str) -> str:
        """The next player in turn: at his left where play passes to the left."""
        return self.left_of(player, self.turn)

    @property
    def age(self) -> str:
        """The eldest hand: the first in turn after the dealer (at his left where play passes
        to the left, as every published book has it)."""
        return self.after(self.dealer)

    def round_from(self, player: str) -> list[str]:
        """Every player in turn, beginning with ``player``."""
        i, n = self.players.index(player), len(self.players)
        return [self.players[(i + k * self.turn) % n] for k in range(n)]

    def in_hand(self) -> list[str]:
        return [p for p in self.players if p not in self.retired]

    def can_act(self, player: str) -> bool:
        return player not in self.retired and player not in self.all_in

    # --- the pool ----------------------------------------------------------------------
    @property
    def pool(self) -> int:
        """Every chip in the pool (the ruling's `pot`, the contract's word)."""
        return self.besides_stakes + sum(self.stakes.values())

    def funds(self, player: str) -> int | None:
        """What the player has left to stake (None: the case did not say, so no bound)."""
        return self.stacks[player]

    def stake(self, player: str, amount: int) -> Staking:
        """Put ``amount`` into the pool for ``player`` (bounded by his funds if known)."""
        funds = self.funds(player)
        short = False
        if funds is not None and amount > funds:
            amount, short = funds, True
        before = self.level
        self.stakes[player] += amount
        if funds is not None:
            self.stacks[player] = funds - amount
        stake = self.stakes[player]
        _set(self, "level", max(self.level, stake))
        return Staking(player, amount, stake, self.level, max(0, stake - before),
                       short or (funds is not None and self.stacks[player] == 0 and stake < before))

    def to_call(self, player: str) -> int:
        return max(0, self.level - self.stakes[player])

    def go_all_in(self, player: str) -> None:
        """``player`` has put up all he has: his show is for the stake he now has, against
        the players in the game now."""
        self.all_in[player] = self.stakes[player]
        self.in_game_at_all_in[player] = tuple(self.in_hand())

    def no_show_for_less(self, player: str) -> None:
        """``player``, all in, has no show for what he put up: he is in for less, to equal."""
        self.all_in.pop(player, None)
        self.in_game_at_all_in.pop(player, None)

    def forfeit(self, player: str, amount: int) -> None:
        """Chips ``player`` put in are forfeited: they stay in the pool, but are not his bet."""
        self.stakes[player] -= amount
        _set(self, "besides_stakes", self.besides_stakes + amount)
        _set(self, "level", max(self.stakes.values(), default=0))

    def stays_in_pool(self, player: str, amount: int) -> None:
        """Chips ``player`` put up stay in the pool, no stake of his that anyone must meet."""
        self.forfeit(player, amount)
        self.left_in_pool[player] = self.left_in_pool.get(player, 0) + amount

    def beyond_the_limit(self, player: str, amount: int) -> None:
        """Chips ``player`` put up beyond the limit stay in the pool, no stake of his."""
        self.stays_in_pool(player, amount)
        self.beyond_limit[player] = self.beyond_limit.get(player, 0) + amount

    def put_aside(self, player: str, since_interval: bool = False) -> int:
        """Chips ``player`` put up that went back to him or stay in the pool as no stake of
        his (``since_interval``: those put up in the interval under way)."""
        aside = self.returned.get(player, 0) + self.left_in_pool.get(player, 0)
        return aside - self.aside_before.get(player, 0) if since_interval else aside

    def put_up_after_betting(self, player: str, amount: int) -> None:
        self.after_betting[player] = self.after_betting.get(player, 0) + amount

    def to_call_after_betting(self, player: str, since: dict[str, int] | None = None) -> int:
        """What a call told after the betting was over puts up: enough to bring what he put
        up after it to the most another did, each counted with ``since``, his stake in the
        interval the betting ended in, where the acts go on with it (a raise after the show
        met the bet as well: the bettor meets only the raise); where nothing was put up
        after it, what he lacked of the highest stake."""
        if not self.after_betting:
            return self.to_call(player)
        since = since or {}
        most = max(since.get(q, 0) + n for q, n in self.after_betting.items())
        return max(0, most - since.get(player, 0) - self.after_betting.get(player, 0))

    def take_back(self, player: str, amount: int) -> None:
        """Chips ``player`` put up go back to him: no part of the pool, nor of his bet; the
        ruling refunds them."""
        self.stakes[player] -= amount
        if self.stacks[player] is not None:
            self.stacks[player] += amount
        self.returned[player] = self.returned.get(player, 0) + amount
        _set(self, "level", max(self.stakes.values(), default=0))

    def put_up_for_next_deal(self, player: str, amount: int) -> int:
        """``player`` puts up ``amount`` (bounded by his funds, if known) for the next deal:
        out of his stack, and no part of this deal's pool or of his stake in it."""
        amount = self.pay_out(player, amount)
        _set(self, "next_deal", self.next_deal + amount)
        return amount

    def pay_out(self, player: str, amount: int) -> int:
        """``player`` pays out ``amount`` (to another, into the pool, for the next deal), from
        his stack and no more than it (where the case tells it); what he paid."""
        funds = self.funds(player)
        if funds is not None:
            amount = min(amount, funds)
            self.stacks[player] = funds - amount
        return amount

    def pay_to_pool(self, player: str, amount: int) -> int:
        """A penalty ``player`` pays into the pool, besides the stakes of this deal: out of his
        stack, and no more than it (where the case tells it); what he paid."""
        amount = self.pay_out(player, amount)
        _set(self, "besides_stakes", self.besides_stakes + amount)
        return amount

    def open_game(self, player: str) -> None:
        """``player`` opened the game (his raise, or his bet held to its words)."""
        _set(self, "opened_by", player)

    def enter(self, phase: Phase) -> None:
        """The deal passes to ``phase``."""
        _set(self, "phase", phase)
        _set(self, "betting_phase", _BETTING_PHASE.get(phase, self.betting_phase))

    def put_level(self, level: int) -> None:
        """The highest stake is ``level``, where the law puts it: a bet held out of turn does
        not raise it yet, a bet taken up when the turn comes does, a forfeit leaves it."""
        _set(self, "level", level)

    def lift(self, player: str) -> None:
        """``player`` raises his cards from the table."""
        self.lifted.add(player)

    def expose(self, player: str) -> None:
        """A card dealt to ``player`` is exposed in dealing, face up for the table to see."""
        self.exposed.append(player)

    def gather(self) -> None:
        """The cards gathered to be dealt again: none lies lifted or exposed any more."""
        self.lifted.clear()
        self.exposed.clear()

    def lay_down(self, player: str) -> None:
        """The cards given ``player`` lie on the table until he raises them."""
        self.lifted.discard(player)

    def seat_dealer(self, player: str) -> None:
        _set(self, "dealer", player)

    def deal_hands(self, hands: dict[str, object]) -> None:
        """The cards go out: each player's cards, or their count."""
        _set(self, "dealt", True)
        self.hands.update(hands)

    def straddled(self, player: str) -> None:
        self.straddlers.append(player)

    def lend(self, player: str, amount: int) -> None:
        """``player`` borrows ``amount``: his funds, where known, grow by it."""
        if self.stacks[player] is not None:
            self.stacks[player] += amount

    def lend_up_to(self, player: str, amount: int) -> None:
        """``player`` borrows what he lacks to put up ``amount``, and has nothing over."""
        self.stacks[player] = amount

    def borrowed_for_raise(self, player: str) -> None:
        self.borrowed_to_raise.add(player)

    def give_first_say(self, player: str) -> None:
        """``player`` has the first say of this betting interval."""
        _set(self, "first_to_act", player)

    def move_turn_past(self, player: str) -> None:
        """The turn moves on past ``player`` (he passed in his turn)."""
        _set(self, "last_actor", player)

    def retire(self, player: str, law: str | None) -> None:
        self.retired[player] = law
        by = self.last_aggressor  # the raise he declined to meet, if any was over his stake
        if by and by != player and self.stakes.get(by, 0) > self.stakes.get(player, 0):
            self.driven_by.setdefault(player, by)
        self.acted.discard(player)

    # --- turns -------------------------------------------------------------------------
    def begin_interval(self, first: str | None) -> None:
        _set(self, "acted", set())
        _set(self, "aside_before", {p: self.put_aside(p) for p in self.stakes})
        _set(self, "first_to_act", first)
        _set(self, "last_actor", None)

    def next_to_act(self) -> str | None:
        """Whose turn it is: the first player after the last actor who still has a say."""
        start = self.turn_from
        if start is None:
            return None
        for p in self.round_from(start):
            if self.can_act(p) and (p not in self.acted or self.stakes[p] < self.level):
                return p
        return None

    @property
    def turn_from(self) -> str | None:
        """Where the turn goes on from: the first to act, or the player after the last who
        acted in turn (None where the book names no first and nobody has acted)."""
        return self.first_to_act if self.last_actor is None else self.after(self.last_actor)

    def turn_comes(self, waiting) -> str | None:
        """Whose turn comes next: the next to act, or before him one of ``waiting`` (chips
        put in out of turn wait for his turn) still in, though his stake meets the highest."""
        nxt = self.next_to_act()
        start = self.turn_from
        if start is None:
            return nxt
        return next((p for p in self.round_from(start)
                     if p == nxt or (p in waiting and self.can_act(p))), nxt)

    def waiting_at_show(self, waiting) -> str | None:
        """At the show, where every turn has come: the first of ``waiting`` still in, from
        the turn on (from the dealer's left where the book names nobody to act first)."""
        start = self.turn_from or self.after(self.dealer)
        return next((p for p in self.round_from(start) if p in waiting and self.can_act(p)),
                    None)

    def record_act(self, player: str, raised: bool, in_turn: bool = True) -> None:
        """``player`` has spoken (all must speak again after a raise); an act out of turn
        moves neither the turn nor the last raiser."""
        if raised:
            _set(self, "acted", {player})
        else:
            self.acted.add(player)
        if in_turn:
            if raised:
                _set(self, "last_aggressor", player)
            _set(self, "last_actor", player)

    def called(self, player: str) -> bool:
        """Whether another player has made his stake as great as ``player``'s: to call is to
        make one's stake equal to the bettor's (Peel p. 37, Keller's "Call", p. 10), so a
        stake as great as his is a call of his bet, or a raise over it."""
        mine = self.stakes.get(player, 0)
        return any(self.stakes.get(q, 0) >= mine for q in self.players if q != player)

    def interval_complete(self) -> bool:
        """Every player with a say has spoken since the last raise and the stakes are equal."""
        live = [p for p in self.players if self.can_act(p)]
        return all(p in self.acted and self.stakes[p] == self.level for p in live)
