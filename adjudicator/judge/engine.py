"""Rules a case under one book: replays the events and asks the book at each decision point.

Every finding carries the laws that answered the question it turned on; where the book has
no answer, the ruling says so in ``silent`` and never borrows another book's law.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ..story.case import Case, Event
from ..story.terms import STATUSES  # the statuses a deal may end in
from ..errors import RulebookConflict
from ..law.library import Library
from ..law import vocabulary
from ..law.rulebook import Answer, Book, Context, Law, house_rules
from .table import Table

if TYPE_CHECKING:
    from .situations.state import DealState, Foreknowledge

JACK_POTS = "jack-pots"  # the departure a case's `jack_pot:` plays (terms.DEPARTURES)


@dataclass
class Judge:
    """The replay of one case under one book, and the findings it makes."""

    case: Case
    book: Book
    ctx: Context
    table: Table
    steps: list[dict] = field(default_factory=list)
    shares: list[int] = field(default_factory=list)  # the steps that give a player his share
    cited: dict[str, Law] = field(default_factory=dict)
    silent: list[dict] = field(default_factory=list)
    missing: list[dict] = field(default_factory=list)
    penalties: list[dict] = field(default_factory=list)
    awards: dict[str, int] = field(default_factory=dict)
    refunds: dict[str, int] = field(default_factory=dict)
    by_lot: list[dict] = field(default_factory=list)
    status: str | None = None
    unsettled: bool = False
    next_dealer: str | None = None
    redeal_by: str | None = None
    next_jack_pot: str | None = None
    referee: dict | None = None
    ended_by: list[str] = field(default_factory=list)   # the laws of the deciding finding
    deal: DealState = field(default_factory=lambda: _state().DealState())  # the replay's memory
    foreknown: Foreknowledge = field(default_factory=lambda: _state().Foreknowledge())  # foresee(case)
    event: Event | None = None
    torn: dict[str, tuple[Law, ...]] = field(default_factory=dict)  # key -> laws in conflict

    # --- asking the book -----------------------------------------------------------------
    def ask(self, key: str) -> Answer | None:
        """The book's answer in this deal's circumstances; a conflict is recorded, not hidden."""
        try:
            return self.book.answer(key, self.ctx)
        except RulebookConflict as exc:
            self.torn[key] = exc.laws
            self.silence(key, f"the book is torn: {exc.message.split(': ', 1)[-1]}")
            return None

    def rule(self, key: str, silent: str, finding: str | None = None,
             *also: Answer | Law | Iterable[Law] | None, decisive: bool = True,
             point: str | None = None) -> Answer | None:
        """Ask the book on ``key`` and act on its answer: where it is silent, record that it
        leaves ``silent`` open (unsettling the deal if ``decisive``) and return None; where
        it answers, find ``finding`` (what the engine concludes) on its law and ``also``,
        and return the answer for the handler to act on.
        ``point`` names the open question where it is wider than ``key`` (a whole topic)."""
        ans = self.ask(key)
        if ans is None:
            self.silence(point or key, silent, decisive)
        elif finding is not None:
            self.find(finding, ans, *also)
        return ans

    def value(self, key: str) -> Any:
        ans = self.ask(key)
        return None if ans is None else ans.value

    def find(self, text: str, *sources: Answer | Law | Iterable[Law] | None) -> None:
        """Record a finding at the current event, citing every law behind it."""
        laws: list[Law] = []
        for src in sources:
            if src is None:
                continue
            if isinstance(src, Answer):
                laws += src.laws
            elif isinstance(src, Law):
                laws.append(src)
            else:
                laws += list(src)
        ids = list(dict.fromkeys(law.id for law in laws))
        for law in laws:
            self.cited.setdefault(law.id, law)
        self.steps.append({"event": self.event.index if self.event else 0,
                           "finding": self.in_words(text), "laws": ids})

    def wins(self, player: str, amount: int, text: str, *sources) -> None:
        """Record that ``player`` takes ``amount`` of the pool; should the ruling end unsettled,
        the step says the share is held (``held``), not paid."""
        self.find(text, *sources)
        self.shares.append(len(self.steps) - 1)

    def in_words(self, text: str) -> str:
        """The finding in the book's own words (its vocabulary, or its base book's)."""
        return vocabulary.in_book_words(text, self.book)

    def silence(self, point: str, detail: str, decisive: bool = True) -> None:
        """The book does not answer ``point``; if the outcome turns on it, it is unsettled."""
        entry = {"point": point, "detail": self.in_words(detail)}
        if self.event is not None:
            entry["event"] = self.event.index
        entry["decisive"] = decisive
        # Where the book is torn on the point (two laws answer it differently), "the book
        # does not say" would be untrue: the conflict already recorded is the silence.
        torn = any(s["point"] == point and s["detail"].startswith("the book is torn")
                   for s in self.silent)
        same = next((s for s in self.silent if s["point"] == point and s["detail"] == detail
                     and s.get("event") == entry.get("event")), None)
        if same is not None:
            same["decisive"] = same["decisive"] or decisive
        elif not torn:
            self.silent.append(entry)
        if decisive:
            self.unsettled = True

    def lack(self, fact: str, detail: str, event: int | None = None) -> None:
        """The outcome turns on ``fact``, which the case does not tell: it is named, never
        guessed, and the ruling is unsettled."""
        at = event if event is not None else (self.event.index if self.event else 0)
        entry = {"fact": fact, "detail": detail, "event": at}
        if entry not in self.missing:
            self.missing.append(entry)
        self.unsettled = True

    # --- ending the deal -----------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.status is not None

    def end(self, status: str) -> None:
        assert status in STATUSES
        self.status = status
        # The laws of the finding that decided the deal, made at this event: a later event
        # is weighed by them. A deal stopped on a silence has no such law.
        here = self.event.index if self.event else 0
        last = self.steps[-1] if self.steps else None
        decided = status != "unsettled" and last is not None and last["event"] == here
        self.ended_by = last["laws"] if decided else []

    def after_the_end(self, event: Event) -> None:
        """An event told after the deal was decided (a misdeal, a void deal, a pool carried):
        the law that decided it is what makes the event change nothing."""
        laws = [self.cited[i] for i in self.ended_by if i in self.cited]
        if self.status == "continues":
            self.find(f"{event.verb} is told while the deal waits on the ruling above; it is "
                      "for the deal when it goes on", laws)
        elif laws:
            self.find(f"{event.verb} comes after the deal was ended ({self.status}); the law "
                      "that ended it leaves nothing for it to decide", laws)
        else:
            self.find(f"{event.verb} comes after the deal was stopped ({self.status}) on a "
                      "point the book does not settle: it is not replayed")

    def award(self, player: str, amount: int) -> None:
        if amount:
            self.awards[player] = self.awards.get(player, 0) + amount

    def refund_all(self) -> None:
        """Every stake goes back to the player who put it up."""
        for p, s in self.table.stakes.items():
            if s:
                self.refunds[p] = self.refunds.get(p, 0) + s

    def penalty(self, player: str, amount: int, to: str, answer: Answer | None) -> None:
        self.penalties.append({"player": player, "amount": amount, "to": to,
                               "law": answer.laws[0].id if answer else None})



def _state():
    from .situations import state

    return state


def _agreed_context(case: Case, book: Book, extra: Iterable[str]) -> Context:
    return Context(
        agreed=frozenset(case.table.agreed) | frozenset(extra),
        betting=case.table.betting,
        jack_pot=case.table.jack_pot is not None,
    )


def adjudicate(case: Case, book: Book, agreed: Iterable[str] = ()) -> dict:
    """Rule on a case under one book; returns the ruling as its documented JSON shape."""
    from . import situations

    judge = Judge(case, book, _agreed_context(case, book, agreed), Table.start(case.table),
                  foreknown=_state().foresee(case))
    situations.begin(judge)
    for event in case.events:
        judge.event = event
        if judge.over:
            judge.after_the_end(event)
        else:
            situations.handle(judge, event)
        judge.deal.told.add(event.verb)
    # What is found when the events run out is found at the last of them: event 0 is kept
    # for what the table's setup itself decides, before the first event.
    judge.event = case.events[-1]
    situations.finish(judge)  # also when decided early: the next dealer is still named
    return ruling(judge)


def ruling(j: Judge) -> dict:
    """The ruling as docs/case-format.md specifies it."""
    t = j.table
    status = "unsettled" if j.unsettled and j.status in (None, "settled", "continues") else j.status
    if j.missing and status == "passed":  # a fact the pool turns on is untold: nothing carried
        status = "unsettled"
    awards, provisional = dict(j.awards), {}
    if status == "unsettled":
        # Nothing is awarded on a point the book leaves open; what the replay would give if
        # the table's way of playing it stood is shown apart.
        awards, provisional = {}, dict(j.awards)
    pot = t.pool
    accounted = sum(awards.values()) + sum(j.refunds.values()) + sum(x["amount"] for x in j.by_lot)
    held = pot - accounted
    if held < 0 or (status in ("settled", "void") and held):
        raise AssertionError(f"chips not conserved: pot {pot}, accounted {accounted}")
    carried = held if status in ("passed", "misdeal", "continues") else 0
    undecided = held if status == "unsettled" else 0
    out = {
        "book": j.book.id,
        "case": j.case.title,
        "status": status,
        "pot": pot,
        "awards": dict(sorted(awards.items())),
        "refunds": dict(sorted(j.refunds.items())),
        "penalties": j.penalties,
        "retired": {p: law for p, law in t.retired.items()},
        "next": {"dealer": j.next_dealer, "redeal_by": j.redeal_by, "jack_pot": j.next_jack_pot},
        "steps": _held(j) if status == "unsettled" else j.steps,
        "citations": [law.citation() for law in j.cited.values()],
        "silent": j.silent,
        "missing": j.missing,
        "carried": carried,
        "undecided": undecided,
        "provisional": dict(sorted(provisional.items())),
        "by_lot": j.by_lot,
        "stakes": {p: s for p, s in t.stakes.items() if s},
        "referee": j.referee,
        "agreed": sorted(j.ctx.agreed),
        "agreements": agreements(j),
        "house_rules": house_rules(j.book),
    }
    return out


def _held(j: Judge) -> list[dict]:
    """The steps of an unsettled ruling, each share a player would take marked as held."""
    return [dict(step, held=True) if i in j.shares else step for i, step in enumerate(j.steps)]


def agreements(j: Judge) -> list[dict]:
    """Each departure agreed before play: the laws that give it effect, whether any of them
    decided something here, and the law that lets the players depart from the book."""
    if not j.ctx.agreed:
        return []
    allowed = j.ask("agreements")
    out = []
    for departure in sorted(j.ctx.agreed):
        laws, book, heirs = [], j.book, []
        while book is not None:
            laws += [law.id for law in book.laws.values()
                     if (departure in law.when.departures
                         or _plays_it(j, departure, law, heirs))
                     and law.id not in j.book.displaced and law.id not in laws]
            heirs.append(book)
            book = book.base
        if not laws:
            j.silence("agreed", f"the book knows no departure called {departure!r}; it changes "
                      "nothing here", decisive=False)
        out.append({"departure": departure, "laws": laws,
                    "applied": any(i in j.cited for i in laws),
                    "allowed_by": allowed.laws[0].id if allowed else None})
    return out


def _plays_it(j: Judge, departure: str, law: Law, heirs: list[Book]) -> bool:
    """Jack pots agreed, and this deal played as one (the case's ``jack_pot``): the book's
    laws of the jack pot are what the agreement brings into play, whether the book makes
    the jack pot a departure (Keller's chapter, governing "in a jack pot") or part of its
    own game (Peel's Jack-pot paragraph and laws 29-33)."""
    if departure != JACK_POTS or not j.ctx.jack_pot:
        return False
    for heir in heirs:  # a base book's law counts where every book above takes it up
        if "*" not in heir.inherits and not any(heir.inherits_key(key)
                                                for key, _ in law.provides):
            return False
    if law.when.jack_pot:
        return True
    return not law.when.departures and law.when.jack_pot is None and any(
        key.startswith("jack-pot.") for key, _ in law.provides)




def rule(case: Case, library: Library, book_id: str | None = None,
         agreed: Iterable[str] = ()) -> dict:
    """Rule on a case under the named book (or the case's own default)."""
    from ..errors import Mark, NoBookNamed

    if book_id:
        return adjudicate(case, library.book(book_id), agreed)
    if not case.book:
        raise NoBookNamed(f"name a book with --book (the case gives none); the books are "
                         f"{', '.join(library.ids())}", Mark(case.file))
    return adjudicate(case, case_book(case, library), agreed)


def case_book(case: Case, library: Library) -> Book:
    """The book the case itself names (`book:`); an unknown one is an input error at that line."""
    from ..errors import InputError

    try:
        return library.book(case.book)
    except InputError as exc:
        if exc.mark is None and case.book_mark is not None:
            raise InputError(exc.message, case.book_mark) from None
        raise
