"""Plain records: a class that names its fields (with their defaults) and is given its
``__init__``, equality and ``repr`` here, without ``dataclasses``.

A dataclass writes and compiles each of its methods when its module is imported: a
millisecond or so a class, which every start of the command pays for every record class it
imports. These records are made once per file or per book; what they need of a dataclass is
only this: fields set by position or name, defaults (a callable default is called for each
record: ``dict`` gives each its own), equality field by field, a readable ``repr``, and no
field changed once made (``frozen``).

>>> class Seat(Record):
...     __slots__ = ("player", "stack", "notes")
...     DEFAULTS = {"stack": 0, "notes": dict}
>>> Seat("A"), Seat("A", 5) == Seat(player="A", stack=5), Seat("A").notes is Seat("A").notes
(Seat(player='A', stack=0, notes={}), True, False)
>>> Seat("A").stack = 3
Traceback (most recent call last):
...
AttributeError: a Seat is not changed once made (stack)
"""
from __future__ import annotations

_set = object.__setattr__


class Record:
    """The base of a plain record: ``__slots__`` names its fields in order (and
    ``"__dict__"`` where the record keeps more than its fields), ``DEFAULTS`` gives the
    defaults of the last ones (a type or a function is called for each record)."""

    __slots__ = ()
    DEFAULTS: dict = {}
    FIELDS: tuple[str, ...] = ()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.FIELDS = tuple(f for f in cls.__dict__.get("__slots__", ()) if f != "__dict__")

    def __init__(self, *args, **named):
        fields = self.FIELDS
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__} takes at most {len(fields)} fields")
        for name, value in zip(fields, args):
            _set(self, name, value)
        for name in fields[len(args):]:
            if name in named:
                _set(self, name, named.pop(name))
            elif name in self.DEFAULTS:
                value = self.DEFAULTS[name]
                _set(self, name, value() if callable(value) else value)
            else:
                raise TypeError(f"{type(self).__name__} needs its field {name!r}")
        if named:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(named))!r}")

    def __setattr__(self, name, value):
        raise AttributeError(f"a {type(self).__name__} is not changed once made ({name})")

    def __delattr__(self, name):
        raise AttributeError(f"a {type(self).__name__} is not changed once made ({name})")

    def _values(self) -> tuple:
        return tuple(getattr(self, f) for f in self.FIELDS)

    def __eq__(self, other) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:  # as a frozen dataclass's: fails where a field is a dict
        return hash(self._values())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(
            f"{f}={getattr(self, f)!r}" for f in self.FIELDS) + ")"

    def __reduce__(self):
        return type(self), self._values()
