"""The shape of a ruling, of a comparison and of a question, for a type checker: ``TypedDict``s
that match the published schemas (``adjudicator schema ruling``, cli/schema_ruling.py).

At run time a ruling is the plain dict the engine writes (``judge.engine.ruling``); these
classes only name its keys and their types, so that a script type-checked against the
package (it ships ``py.typed``) knows ``ruling["awards"]`` is ``dict[str, int]``. Each class
lists the keys every document holds; a ``total=False`` subclass adds those present only
sometimes (a ruling's ``file``) and those a later version of the contract adds (the
contract is extended, never broken: a key may be added, none removed).
"""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict

Status = Literal["settled", "misdeal", "void", "passed", "continues", "unsettled"]
Rung = Literal["specific", "general", "story", "open"]
Chips = Dict[str, int]  # player -> chips


class _Step(TypedDict):
    event: int
    finding: str
    laws: List[str]
    rung: Rung


class Step(_Step, total=False):
    points: List[str]
    open: str
    held: bool
    lawful: bool  # v3: an act done in order, as the book allows


class _Citation(TypedDict):
    id: str
    page: int
    pages: str
    title: str
    text: str


class Citation(_Citation, total=False):
    page_approx: bool


class _Silence(TypedDict):
    point: str
    detail: str


class Silence(_Silence, total=False):
    event: int
    open: str
    decisive: bool
    reason: str  # v3: why a point read is not decisive
    of: str  # v3: "copy", the silence is the copy held's, not the book's
    question: str  # v3: what is open, in words, where it is not the point's own question


class _MissingFact(TypedDict):
    fact: str
    detail: str
    event: int


class MissingFact(_MissingFact, total=False):
    open: str


class _Penalty(TypedDict):
    player: str
    amount: int
    to: str
    law: Optional[str]


class Penalty(_Penalty, total=False):
    forfeited: bool  # v3: chips already in the pool, lost to it; absent: paid anew
    unpaid: int  # v3: the part beyond what the player has left, not in the pool


class _Lot(TypedDict):
    amount: int
    among: List[str]


class Lot(_Lot, total=False):
    law: Optional[str]


class _NextAnte(TypedDict):
    player: str
    amount: int
    law: Optional[str]


class NextAnte(_NextAnte, total=False):
    back: int


class _Next(TypedDict):
    dealer: Optional[str]
    redeal_by: Optional[str]
    jack_pot: Optional[str]


class Next(_Next, total=False):
    law: str  # v3: the law that names the next dealer, where one does
    ante: NextAnte  # v3: after a misdeal, who stakes the new deal's ante, on which law
    points: List[Dict[str, Any]]  # v3: the open points that concern only the next deal


class _Referee(TypedDict):
    player: str
    law: str


class Referee(_Referee, total=False):
    parties: List[str]


class Agreement(TypedDict):
    departure: str
    laws: List[str]
    applied: bool
    allowed_by: Optional[str]


class HouseRules(TypedDict):
    extends: List[str]
    inherits: List[str]
    amended: Dict[str, str]
    repealed: Dict[str, str]


class Rulebook(TypedDict):
    """The book ruled under, as printed: its title page."""
    title: str
    author: str
    year: Optional[int]


class OpenPoint(TypedDict):
    point: str
    question: str
    readings: List[str]
    event: int


class _Assumption(TypedDict):
    point: str
    reading: str


class Assumption(_Assumption, total=False):
    event: int
    player: str


class _Reading(TypedDict):
    assume: List[Assumption]
    awards: Chips
    refunds: Chips
    laws: List[str]


class Reading(_Reading, total=False):
    status: Status
    pot: int
    stakes: Chips
    next: Next
    penalties: List[Penalty]
    by_lot: List[Lot]
    carried: int
    undecided: int


class Part(TypedDict):
    """A part of the pool (the ruling's `division`): its chips, whose they were, who contested
    it, and where they go (amount = staked + before = takes + back + by_lot + carried + held)."""

    amount: int
    staked: Chips
    before: int
    contested_by: List[str]
    takes: Chips
    back: Chips
    by_lot: int
    carried: int
    held: int


class _Ruling(TypedDict):
    schema_version: int
    book: str
    rulebook: Rulebook
    case: str
    players: List[str]
    status: Status
    pot: int
    awards: Chips
    refunds: Chips
    penalties: List[Penalty]
    retired: Dict[str, Optional[str]]
    next: Next
    steps: List[Step]
    citations: List[Citation]
    silent: List[Silence]
    missing: List[MissingFact]
    carried: int
    undecided: int
    provisional: Chips
    by_lot: List[Lot]
    stakes: Chips
    referee: Optional[Referee]
    agreed: List[str]
    agreements: List[Agreement]
    house_rules: Optional[HouseRules]
    open_points: List[OpenPoint]
    readings: List[Reading]
    readings_stopped: Optional[str]
    division: List[Part]


class Ruling(_Ruling, total=False):
    """A ruling (docs/case-format.md): awards + refunds + by_lot + carried + undecided = pot."""

    file: str    # the case file, where the ruling was made from one (`rule FILE...`)
    unit: str    # the unit the amounts are in, where the case or the club names one
    answer: str  # v3: the referee's one sentence (who takes what, on which law)


class _Parting(TypedDict):
    point: str
    finding: str
    laws: List[str]
    event: Optional[int]
    parts_from: List[str]


class Parting(_Parting, total=False):
    """A finding (or a silence: ``silent``) where a book parts from those that rule
    otherwise, and from which books; a silence's own ``question`` where it is not its
    point's (what follows a breach of the book's law)."""

    silent: bool
    question: str


class _Asked(TypedDict, total=False):
    asked: Dict[str, str]  # a silent point's own question, where it is what follows a breach


class Difference(_Asked):
    book: str
    outcome: str
    agrees_with: List[str]
    because: List[Parting]
    silent: List[str]
    silent_on: List[Dict[str, Any]]  # point, detail and the event it arose at
    missing: List[Dict[str, str]]


class Comparison(TypedDict):
    """One case under several books: each book's ruling, and where each parts from the rest."""

    schema_version: int
    case: str
    file: str
    unit: str
    books: List[str]
    rulings: Dict[str, Ruling]
    differences: List[Difference]
    outcomes: int


class Choice(TypedDict):
    reading: str
    meaning: str


class Question(TypedDict):
    """What a ruling turns on, as a floor judge would ask it (``rule --ask``)."""

    point: str
    question: str
    event: int
    context: str
    choices: List[Choice]
