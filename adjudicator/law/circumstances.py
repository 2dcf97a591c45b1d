"""The circumstances of a deal (``Context``: the departures agreed, the form of betting,
whether a jack pot, and the betting an act happens in) and those in which a law governs (``When``, a law's ``when:``), and how
they meet: a law governs where its When holds in the deal's Context.
"""
from __future__ import annotations

from ..story.record import Record

_CONTEXTS: dict = {}  # (agreed, betting, jack_pot, phase, actor) -> its Context


class Context:
    """What a provision's ``when`` is tested against: the circumstances of one deal.

    A plain class with its hash made once, and one of each made (the same circumstances are
    the very same Context): a deal's questions are looked up by it, a hundred times a case,
    and a frozen dataclass hashes its fields anew each time and compares them field by field.

    ``phase`` is the betting the act happens in (before-draw, after-draw), or None where
    no one betting is meant (a question asked outside a deal): there a law confined to one
    betting governs as one that is not. ``actor`` is whom the question is asked of where a
    law may speak of him alone (the age: ``terms.ACTORS``), or None: a law of the age alone
    governs only where the question is his.
    """

    __slots__ = ("agreed", "betting", "jack_pot", "phase", "actor", "_hash")

    def __new__(cls, agreed: frozenset[str] = frozenset(), betting: str = "limit",
                jack_pot: bool = False, phase: str | None = None, actor: str | None = None):
        key = (frozenset(agreed), betting, jack_pot, phase, actor)
        made = _CONTEXTS.get(key)
        if made is None:
            made = object.__new__(cls)
            object.__setattr__(made, "agreed", key[0])
            object.__setattr__(made, "betting", betting)
            object.__setattr__(made, "jack_pot", jack_pot)
            object.__setattr__(made, "phase", phase)
            object.__setattr__(made, "actor", actor)
            object.__setattr__(made, "_hash", hash(key))
            if len(_CONTEXTS) < 4096:
                _CONTEXTS[key] = made
        return made

    def __setattr__(self, name, value):
        raise AttributeError(f"a Context is not changed: cannot set {name}")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        if other.__class__ is not Context:
            return NotImplemented
        return self is other or (self._hash == other._hash and self.agreed == other.agreed
                                 and self.betting == other.betting
                                 and self.jack_pot == other.jack_pot
                                 and self.phase == other.phase and self.actor == other.actor)

    def __repr__(self) -> str:
        return (f"Context(agreed={self.agreed!r}, betting={self.betting!r}, "
                f"jack_pot={self.jack_pot!r}, phase={self.phase!r}, actor={self.actor!r})")

    def __reduce__(self):
        return Context, (self.agreed, self.betting, self.jack_pot, self.phase, self.actor)

    def as_actor(self, actor: str | None) -> "Context":
        """These circumstances, the question asked of ACTOR."""
        return Context(self.agreed, self.betting, self.jack_pot, self.phase, actor)


class When(Record):
    """The circumstances in which a law governs; an empty When governs always: the
    departures agreed, those not agreed, the forms of betting, whether a jack pot,
    ``agreed_any``, at least one of these agreed (a paragraph that governs under either of
    two departures, as the Standard laws' wild cards and their "quite usual" 53-card pack
    with the joker), ``phase``, the bettings it governs in (a law of "Betting Before
    the Draw" only there), and ``actor``, whom alone it speaks of (Peel's "If he pass ...
    losing his original stake", of the ante)."""

    __slots__ = ("agreed", "not_agreed", "betting", "jack_pot", "agreed_any", "phase",
                 "actor", "__dict__")
    DEFAULTS = {"agreed": frozenset(), "not_agreed": frozenset(), "betting": frozenset(),
                "jack_pot": None, "agreed_any": frozenset(), "phase": frozenset(),
                "actor": frozenset()}

    @property
    def departures(self) -> frozenset[str]:
        """Every departure under which this law may govern (made once: a deal with a
        departure agreed asks it of every law of the book)."""
        made = self.__dict__.get("_departures")
        if made is None:
            made = self.__dict__["_departures"] = self.agreed | self.agreed_any
        return made

    def holds(self, ctx: Context) -> bool:
        return (
            self.agreed <= ctx.agreed
            and (not self.agreed_any or bool(self.agreed_any & ctx.agreed))
            and not (self.not_agreed & ctx.agreed)
            and (not self.betting or ctx.betting in self.betting)
            and (self.jack_pot is None or self.jack_pot == ctx.jack_pot)
            and (not self.phase or ctx.phase is None or ctx.phase in self.phase)
            and (not self.actor or ctx.actor in self.actor)
        )

    def conditions(self) -> frozenset:
        """Every condition of this When, as one set (made once: precedence compares them)."""
        made = self.__dict__.get("_conditions")
        if made is None:
            made = self.__dict__["_conditions"] = self._conditions()
        return made

    def _conditions(self) -> frozenset:
        out = {("agreed", a) for a in self.agreed} | {("not", a) for a in self.not_agreed}
        if self.agreed_any:
            out.add(("any", self.agreed_any))
        out |= {("betting", b) for b in self.betting}
        if self.jack_pot is not None:
            out.add(("jack_pot", self.jack_pot))
        out |= {("phase", p) for p in self.phase}
        # not the actor: a law of the age alone is no narrower circumstance that sets the
        # general law aside; where both govern (asked of the age) they must agree, and both
        # are cited (Peel's desc/25 beside law 27 for the ante's pass)
        return frozenset(out)

    def more_specific_than(self, other: "When") -> bool:
        """Lex specialis: a law for narrower circumstances prevails over a general one."""
        mine, theirs = self.conditions(), other.conditions()
        return theirs < mine

    def describe(self) -> str:
        parts = [f"agreed {a}" for a in sorted(self.agreed)]
        if self.agreed_any:
            parts.append("agreed " + " or ".join(sorted(self.agreed_any)))
        parts += [f"not agreed {a}" for a in sorted(self.not_agreed)]
        if self.betting:
            parts.append("betting " + " or ".join(sorted(self.betting)))
        if self.jack_pot is not None:
            parts.append("a jack pot" if self.jack_pot else "not a jack pot")
        if self.phase:
            parts.append(" or ".join(p.replace("-", " the ") for p in sorted(self.phase)))
        parts += [f"of {a.replace('-', ' ')} alone" for a in sorted(self.actor)]
        return ", ".join(parts)

