"""The replay of one case under one book (``Judge``): the deal it replays, the findings it
makes, and its one move for asking the book, whose answer carries its law. The engine
(engine.py) drives it through the events; a reading of an open point may fork it where the
point arose (``Judge.fork``)."""
from __future__ import annotations

from typing import Any, Iterable

from ..story.case import Case, Event
from ..story.terms import BETTING_PHASES, STATUSES
from ..errors import RulebookConflict
from ..law.circumstances import Context
from ..law.consequences import of_a_record
from ..law.rulebook import Answer, Book, Law
from .findings import (Finding, Missing, Penalty, Reach, Say, Silence, about, of_event,
                       said)
from .grounds import grounds
from .readings import governing, open_silence, read, reached, read_silence
from .situations.foreknowledge import Foreknowledge
from .deal.settlement import Settlement
from .deal.state import Deal
from .deal.table import Table
from .deal.fork import forked
from .view import DealView
from .words.points import untold


# the findings that an act stands with no law and nothing turning on it: withdrawn where a
# silence at its event is found, at the end, to decide the outcome after all
UNTURNED = frozenset({"lawful.book-sets-no-rule"})

# what a fork of a replay shares with it: the story, the book, what the story tells ahead,
# the circumstances and the event in hand (values); the rest is copied (its own assume and
# view are made for it)
_SHARED = frozenset({"case", "book", "_ctxs", "foreknown", "event", "assume", "view"})

# The ladder a step is decided on (docs/case-format.md): the book's law on the point, its
# general laws, the story's own arithmetic, or nothing (silent, or a fact not told).


class Assumed(dict):
    """The readings of open points a replay is made under (point -> reading), noting the
    event at which each point is first looked up, read or not: where the replays of its
    readings first part, and so where they may be forked (``Replays``)."""

    __slots__ = ("judge", "asked")

    def __init__(self, readings: dict[str, str], judge: Judge, asked: dict | None = None):
        super().__init__(readings)
        self.judge = judge
        self.asked: dict[str, int] = dict(asked or {})

    def _asked(self, point: str) -> None:
        if point not in self.asked:
            self.asked[point] = self.judge.here

    def get(self, point, default=None):
        self._asked(point)
        return dict.get(self, point, default)

    def __contains__(self, point) -> bool:
        self._asked(point)
        return dict.__contains__(self, point)

    def __getitem__(self, point):
        self._asked(point)
        return dict.__getitem__(self, point)


class Judge:
    """The replay of one case under one book, and the findings it makes. A plain class, not a
    dataclass: it is imported at every start, where making a dataclass costs a millisecond."""

    def __init__(self, case: Case, book: Book, ctx: Context, deal: Deal, *,
                 foreknown: Foreknowledge | None = None, assume: dict[str, str] | None = None):
        self.case = case
        self.book = book
        # the deal's circumstances in each betting, made once: a question is asked in the
        # betting the act belongs to (a law's `when: {phase: ...}`)
        self._ctxs = {phase: Context(ctx.agreed, ctx.betting, ctx.jack_pot, phase)
                      for phase in BETTING_PHASES}
        self.deal = deal  # the deal replayed: its table and the replay's memory
        self.table: Table = deal.table  # its table, read at every step (a fork copies both)
        self.steps: list[Finding] = []
        self.cited: dict[str, Law] = {}
        self.silent: list[Silence] = []
        self._on_point: dict[str, tuple] = {}  # the silences by point, and how many so far
        self._indexed = 0
        self.missing: list[Missing] = []
        # what the deal comes to (its shares, refunds, penalties, how it ended) is the
        # deal's own: deal.settlement, which the ruling is built from at the end
        # what the story tells ahead (foresee(case))
        self.foreknown = foreknown if foreknown is not None else Foreknowledge()
        self.event: Event | None = None
        self.torn: dict[str, tuple[Law, ...]] = {}  # key -> laws in conflict
        # point -> the reading ruled under, noting where each point is first looked up
        self.assume = Assumed(assume if assume is not None else {}, self)
        self.opened: dict[str, int] = {}  # point -> event: open, no reading
        self.choices: dict[str, tuple[str, ...]] = {}  # point -> its readings
        self.view = DealView(self)  # the deal as its handlers read it (judge/view.py)

    def __repr__(self) -> str:
        return f"Judge({self.case.title!r} under {self.book.id})"

    def fork(self, assume: dict[str, str]) -> Judge:
        """A copy of this replay as it stands (judge/deal/fork.py), to go on under
        ``assume``: what either changes from here is its own."""
        twin = Judge.__new__(Judge)
        memo: dict[int, Any] = {}
        for name, value in self.__dict__.items():
            twin.__dict__[name] = value if name in _SHARED else forked(value, memo)
        twin.assume = Assumed(assume, twin, self.assume.asked)
        twin.view = DealView(twin)
        return twin

    def arose(self, point: str) -> int:
        """The event at which ``point`` was first looked up (0: the table's setup): a
        reading of it can change nothing before."""
        return min(self.assume.asked.get(point, self.here), self.opened.get(point, self.here))

    @property
    def settlement(self) -> Settlement:
        return self.deal.settlement

    @property
    def ctx(self) -> Context:
        """The deal's circumstances where it stands: in the betting before the draw or after."""
        return self._ctxs[self.deal.table.betting_phase]

    # --- open points (story/points.py; judge/readings.py) ------------------------------
    def reading(self, point: str, choices: tuple[str, ...] = ()) -> str | None:
        """The reading of an open point this ruling is made under, or None (it is open)."""
        return read(self, point, choices)

    # --- asking the book -----------------------------------------------------------------
    def ask(self, key: str, actor: str | None = None,
            rung: str | None = None) -> Answer | None:
        """The book's answer in this deal's circumstances (asked of ACTOR, where a law may
        speak of him alone: the age; of one RUNG of the ladder alone, where given: its
        silence there is no silence of the book, and is not read); a conflict is recorded,
        not hidden, and read as each law governing in turn."""
        ctx = self.ctx if actor is None else self.ctx.as_actor(actor)
        try:
            ans = self.book.answer(key, ctx, rung=rung)
        except RulebookConflict as exc:
            return governing(self, key, exc)
        if ans is None:
            return None if rung is not None else read_silence(self, key)
        return reached(self, ans)

    def rule(self, key: str, silent: Say, finding: Say | None = None,
             *also: Answer | Law | Iterable[Law] | None, decisive: bool = True,
             point: str | None = None, reach: Reach | None = None) -> Answer | None:
        """Ask the book on ``key`` and act on its answer: where it is silent, record that it
        leaves ``silent`` open (unsettling the deal if ``decisive``) and return None; where
        it answers, find ``finding`` (what the engine concludes) on its law and ``also``,
        and return the answer for the handler to act on.
        ``point`` names the open question where it is wider than ``key`` (a whole topic);
        ``reach``, the chips the silence can turn on (``silence``)."""
        ans = self.ask(key)
        if ans is None:
            self.silence(point or key, silent, decisive, reach=reach)
        elif finding is not None:
            self.find(finding, ans, *also)
        return ans

    def value(self, key: str) -> Any:
        ans = self.ask(key)
        return None if ans is None else ans.value

    def find(self, what: Say, *sources: Answer | Law | Iterable[Law] | None,
             rung: str | None = None, on: tuple[str, ...] = ()) -> None:
        """Record a finding at the current event, citing every law behind it, with the rung
        of the ladder that decided it: ``specific`` where any law behind it speaks to the
        very point, ``general`` where only the book's general laws do. A finding with no law
        is the story's own telling and arithmetic (``story``); a point no law decides is
        ``open`` (``silence``, ``lack``). The keys it rests on are kept (``points``): an
        answer's question; for a law cited by itself, the keys ``on`` names (those of the
        finding it says again) or else those of its kind it provides (judge/grounds.py)."""
        here = self.event.index if self.event else 0
        if not sources:  # the story's own telling: no law, nothing asked (most findings)
            self.steps.append(self.finding(said(what), here, (), rung or "story", ()))
            return
        laws: list[Law] = []
        bare: list[Law] = []
        rungs: set[str] = set()
        points: dict[str, int] = {}  # the questions asked for it, where books part
        for src in sources:
            if src is None:
                continue
            if isinstance(src, Answer):
                laws += src.laws
                rungs.add(src.rung)
                points[src.key] = 0
            elif isinstance(src, Law):
                laws.append(src)
                bare.append(src)
                rungs.add(law_rung(src))
            else:
                more = list(src)
                laws += more
                bare += more
                rungs |= {law_rung(law) for law in more}
        if bare:
            keys = tuple(on or grounds(what))
            spoken = frozenset().union(*(law.speaks_to(keys) for law in bare))
            for key in keys:
                if key in spoken:
                    points[key] = 0
        cited = self.cited
        for law in laws:
            cited.setdefault(law.id, law)
        if rung is None and not laws:
            # a silence read one way is no law and no arithmetic of the story
            rung = "open" if "open" in rungs else "story"
        elif rung is None:
            rung = "specific" if "specific" in rungs else "general"
        self.steps.append(self.finding(said(what), here,
                                       tuple(dict.fromkeys([law.id for law in laws])), rung,
                                       tuple(points)))

    @property
    def here(self) -> int:
        """The event being replayed (0: the table's setup, before the first)."""
        return self.event.index if self.event else 0

    def finding(self, say: Say, event: int, laws: tuple[str, ...] = (), rung: str = "story",
                points: tuple[str, ...] = ()) -> Finding:
        players, amounts = about(say, self.table.players)
        return Finding(say, event, laws, rung, points, players, amounts)

    def wins(self, player: str, amount: int, text: Say, *sources) -> None:
        """Record that ``player`` takes ``amount`` of the pool; should the ruling end unsettled,
        the step says the share is held (``held``), not paid."""
        self.find(text, *sources)
        self.steps[-1].share = (player, amount)

    def withdraw(self, player: str) -> None:
        """A later law takes from ``player`` the share his hand won (a false opener, a late
        objection): the earlier step says only what his hand was best for, so that no finding
        is contradicted by a later one."""
        for i, old in enumerate(self.steps):
            if old.share is not None and old.share[0] == player:
                self.steps[i] = self.finding(Say.of("best-hand", player=player,
                                                    amount=old.share[1]),
                                             old.event, old.laws, old.rung, old.points)

    def silence(self, point: str, detail: Say, decisive: bool = True,
                open: str | None = None, reach: Reach | None = None,
                layer: bool = False) -> None:
        """The book does not answer ``point``; if the outcome turns on it, it is unsettled.
        ``open`` names the open point (story/points.py) whose readings the ruling is made
        under; ``reach``, the chips it can turn on where it has no readings (None: any)."""
        say = said(detail)
        if decisive and open is None and (reach is None or not of_a_record(point)):
            # a silence on a record's question that can reach only some chips (the table's
            # own jack pot term) is read by them (chips.KEY): its handler carries out no
            # answer of the record
            open = open_silence(self, point)
        entry = Silence(point, say, self.event.index if self.event is not None else None,
                        decisive, open, reach, layer=layer)
        # Where the book is torn on the point (two laws answer it differently), "the book
        # does not say" would be untrue: the conflict already recorded is the silence. So
        # where a law answers it whose words may not reach the case: that is what is open.
        kinds, by_event = self._silences_on(point)  # kept by point: a long story has many
        torn, reached = "torn" in kinds, "reach-open" in kinds
        same = next((s for s in by_event.get(entry.event, ()) if s.say == say), None)
        if same is not None:
            same.decisive = same.decisive or decisive
            same.open = same.open or open
            same.reach = same.reach if same.reach is not None else reach
            same.layer = same.layer and layer
        elif not (torn or reached):
            self.silent.append(entry)
        if decisive:
            self.settlement.held_open()
            if not reached or say.kind == "reach-open":
                self.open_step(say, point=point)

    def _silences_on(self, point: str) -> tuple[set[str], dict[int | None, list[Silence]]]:
        """The kinds of the silences on ``point`` so far, and those silences by event: kept
        by point as they are recorded."""
        for entry in self.silent[self._indexed:]:
            kinds, by_event = self._on_point.setdefault(entry.point, (set(), {}))
            kinds.add(entry.kind)
            by_event.setdefault(entry.event, []).append(entry)
        self._indexed = len(self.silent)
        return self._on_point.get(point, (set(), {}))

    def open_step(self, detail: Say, event: int | None = None,
                  point: str | None = None) -> None:
        """The finding at ``event`` (this one by default) is that the point is open: no law
        decides it. A point found decisive later is set among the steps of its own event.
        A ``point`` of what the copy held lacks is said to be the copy's silence."""
        at = event if event is not None else self.here
        lacking = self.book.copy_lacking(point) if point is not None else None
        if lacking is not None:
            detail = Say.of("copy-lacks", book=lacking.short, detail=detail)
        step = self.finding(said(detail), at, rung="open")
        here = of_event(self.steps, at)
        if any(self.steps[i] == step for i in here):
            return
        self.steps.insert(here.stop, step)

    def decisive(self, entry: Silence) -> None:
        """A silence recorded as changing nothing is found, when the story ends, to decide
        the outcome after all: the ruling is unsettled on it."""
        self._turns_on(entry)
        self.settlement.held_open()

    def holds_back(self, entry: Silence, player: str, amount: int) -> None:
        """A silence recorded as changing nothing is found to decide only whether chips
        given back to ``player`` are his: they are held, and the division stands."""
        self._turns_on(entry)
        self.settlement.hold_back(player, amount)

    def moot(self, entry: Silence, why: Say) -> None:
        """A silence decides nothing (for the player it concerns, or any longer), ``why``:
        where it was the one point the outcome turned on, the ruling is no longer held."""
        entry.decisive = False
        entry.reason = why
        if not self.missing and not any(s.decisive for s in self.silent):
            self.settlement.held_open(False)

    def _turns_on(self, entry: Silence) -> None:
        entry.decisive = True
        entry.open = entry.open or (None if entry.reach is not None and of_a_record(entry.point)
                                    else open_silence(self, entry.point))
        # the act was found to need no law, "nothing turning on it": now something does
        at = entry.event or 0
        here = of_event(self.steps, at)
        self.steps[here.start:here.stop] = [f for f in self.steps[here.start:here.stop]
                                            if f.say.kind not in UNTURNED]
        self.open_step(entry.say, at, point=entry.point)

    def lack(self, fact: str, detail: str, event: int | None = None,
             open: str | None = None) -> None:
        """The outcome turns on ``fact``, which the case does not tell: it is named, never
        guessed, and the ruling is unsettled (``open``: as for ``silence``)."""
        at = event if event is not None else (self.event.index if self.event else 0)
        entry = Missing(fact, detail, at, open)
        if entry not in self.missing:
            self.missing.append(entry)
            self.open_step(Say.of("not-told", fact=untold(fact, open), detail=detail))
        self.settlement.held_open()

    # --- ending the deal -----------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.deal.settlement.over

    def end(self, status: str) -> None:
        assert status in STATUSES
        # The laws of the finding that decided the deal, made at this event: a later event
        # is weighed by them. A deal stopped on a silence has no such law.
        decided_by = [s for s in self.steps if s.rung != "open"]
        last = decided_by[-1] if decided_by else None
        decided = status != "unsettled" and last is not None and last.event == self.here
        self.settlement.ends(status, last.laws if decided else (),
                             last.points if decided else ())

    def award(self, player: str, amount: int) -> None:
        self.settlement.award(player, amount)

    def refund_all(self) -> None:
        """Every stake goes back to the player who put it up."""
        for p, s in self.table.stakes.items():
            self.settlement.refund(p, s)

    def penalty(self, player: str, amount: int, to: str, answer: Answer | None,
                forfeited: bool = False, unpaid: int = 0) -> None:
        """``forfeited``: the chips were already in the pool, and are lost to it; ``unpaid``:
        the part beyond what he has left, not in the pool."""
        self.settlement.penalty(Penalty(player, amount, to,
                                        answer.law_id if answer else None, forfeited, unpaid))


def law_rung(law: Law) -> str:
    """A law cited by itself is on the general rung only where all it provides it provides
    by general words (the book's "the best hand exposed wins")."""
    general = set(law.general)
    return "general" if general and general >= {k for k, _ in law.provides} else "specific"
