"""Plain records: a class that names its fields (with their defaults) and is given its
``__init__``, equality and ``repr`` here, without ``dataclasses``.

A dataclass writes and compiles each of its methods when its module is imported: a
millisecond or so a class, which every start of the command pays for every record class it
imports. These records are made once per file or per book; what they need of a dataclass is
only this: fields set by position or name, defaults (a callable default is called for each
record: ``dict`` gives each its own), equality field by field, a readable ``repr``, no
field changed once made (``frozen``; a class with ``FROZEN = False`` may change its fields, and
is then not hashed, as a dataclass that is not frozen), fields left out of equality and
``repr`` (``HIDDEN``), a ``__post_init__`` called once the fields are set, and what
``dataclasses.replace`` and ``dataclasses.fields`` read of a record (made only when they ask).
A kind made often in one process (a batch's outcomes) is then given an ``__init__`` written
for its fields, as a dataclass has from the start (``_OFTEN``).

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

from keyword import iskeyword
from operator import attrgetter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, Callable

_set = object.__setattr__


class _DataclassFields:
    """A record's ``__dataclass_fields__``, which ``dataclasses.replace`` and
    ``dataclasses.fields`` read: taken from a dataclass of the same fields, made the first
    time they ask (never at import: making a dataclass is what a record saves)."""

    def __get__(self, obj, cls):
        made = cls.__dict__.get("_dataclass_fields")
        if made is None:
            made = _fields(cls)
            type.__setattr__(cls, "_dataclass_fields", made)
        return made


def _fields(cls) -> dict:
    """The ``Field`` of each field, as a dataclass of the same fields would have them: made
    directly (a few microseconds) where this Python's ``dataclasses`` marks a field as 3.8 to
    3.13 do; else by making that dataclass (some milliseconds: it compiles its methods)."""
    import dataclasses

    kind = getattr(dataclasses, "_FIELD", None)
    if kind is None or not hasattr(dataclasses.Field, "_field_type"):
        shape = dataclasses.make_dataclass(cls.__name__, [
            (f, object, dataclasses.field(compare=False, repr=False)) if f in cls.HIDDEN
            else (f, object) for f in cls.FIELDS])
        return shape.__dataclass_fields__
    made = {}
    for name in cls.FIELDS:
        shown = name not in cls.HIDDEN
        f = dataclasses.field(repr=shown, compare=shown)
        f.name, f.type, f._field_type, f.kw_only = name, object, kind, False
        made[name] = f
    return made


class Fresh:
    """The default of a field made anew for each record (``Fresh(dict)``, as a dataclass's
    ``field(default_factory=dict)``), when the record first reads it: a record of many such
    fields is made at no cost, and each made only where it is used."""

    __slots__ = ("make", "name")

    def __init__(self, make):
        self.make = make

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, cls):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.make()  # the record's own, from now on
        return value


_NO_FIELDS = staticmethod(lambda record: ())  # a record of no fields


class Record:
    """The base of a plain record: ``__slots__`` names its fields in order (and
    ``"__dict__"`` where the record keeps more than its fields; a class whose fields live
    in its ``__dict__`` names them in ``FIELDS`` instead), ``DEFAULTS`` gives the
    defaults of the last ones (a type or a function is called for each record).

    A class with neither ``__slots__`` nor ``FIELDS`` names its fields as a dataclass does,
    one annotated line each, its default beside it (``Fresh(dict)`` for one made anew); it
    is made with its fields named (``Deal(table=...)``), a field not given read from its
    default until it is set.

    A class that extends a record has its fields, then any its own ``__slots__`` adds: one
    that adds none is the same record under another name (an act of the same fields)."""

    __slots__ = ()
    DEFAULTS: dict = {}
    FIELDS: tuple[str, ...] = ()
    FROZEN = True
    HIDDEN: tuple[str, ...] = ()  # fields out of equality, hash and repr
    _SHOWN: tuple[str, ...] = ()
    _POST = False
    __dataclass_fields__ = _DataclassFields()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if "FIELDS" not in cls.__dict__:
            if "__slots__" not in cls.__dict__ and cls.__dict__.get("__annotations__"):
                cls.FIELDS = tuple(cls.__dict__["__annotations__"])
                cls._NEEDED = tuple(f for f in cls.FIELDS if f not in cls.__dict__)
                if "__init__" not in cls.__dict__:
                    cls.__init__ = Record._by_name
                cls.__reduce__ = Record._reduce_by_name
            else:  # the fields of the record it extends, then its own slots (none: the same)
                cls.FIELDS = super(cls, cls).FIELDS + tuple(
                    f for f in cls.__dict__.get("__slots__", ()) if f != "__dict__")
        if "__init__" not in cls.__dict__ and cls.__init__.__name__ == "_own":
            cls.__init__ = Record.__init__  # a parent's own __init__ knows not these fields
        cls._SHOWN = tuple(f for f in cls.FIELDS if f not in cls.HIDDEN)
        # equality and hashing read every field shown, again and again: a getter in C (of
        # one field it gives the value bare, which compares and hashes as well)
        cls._SHOWN_GET = attrgetter(*cls._SHOWN) if cls._SHOWN else _NO_FIELDS
        cls._VALUES_GET = attrgetter(*cls.FIELDS) if cls.FIELDS else _NO_FIELDS
        cls._POST = hasattr(cls, "__post_init__")
        if not cls.FROZEN:
            cls.__setattr__ = object.__setattr__
            cls.__delattr__ = object.__delattr__
            cls.__hash__ = None

    def __init__(self, *args, **named):
        kind = self.__class__
        made = _MADE[kind] = _MADE.get(kind, 0) + 1
        if made == _OFTEN and kind.__init__ is Record.__init__:
            _give_own_init(kind)  # made often: an __init__ of its own fields
        _fill(self, args, named)

    def _by_name(self, **named):
        """The ``__init__`` of a record whose fields are annotated lines: those given, by
        name; the others read from the class's defaults until set."""
        fields = self.FIELDS
        for name, value in named.items():
            if name not in fields:
                raise TypeError(f"{type(self).__name__} has no field {name!r}")
            _set(self, name, value)
        for name in self._NEEDED:
            if name not in named:
                raise TypeError(f"{type(self).__name__} needs its field {name!r}")
        if self._POST:
            self.__post_init__()

    def _reduce_by_name(self):  # copied or pickled by its fields' names
        import copyreg

        return copyreg.__newobj__, (type(self),), dict(self.__dict__)

    def __setattr__(self, name, value):
        raise AttributeError(f"a {type(self).__name__} is not changed once made ({name})")

    def __delattr__(self, name):
        raise AttributeError(f"a {type(self).__name__} is not changed once made ({name})")

    def _values(self) -> tuple:
        return tuple(getattr(self, f) for f in self.FIELDS)

    def _shown(self) -> tuple:
        return tuple(getattr(self, f) for f in self._SHOWN)

    def __eq__(self, other) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self is other or self._SHOWN_GET(self) == other._SHOWN_GET(other)

    def __hash__(self) -> int:  # as a frozen dataclass's: fails where a field is a dict
        return hash(self._SHOWN_GET(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(
            f"{f}={getattr(self, f)!r}" for f in self._SHOWN) + ")"

    def __reduce__(self):
        return type(self), self._values()


def _fill(self, args: tuple, named: dict) -> None:
    """A record's fields set from ``args`` and ``named`` (``Record.__init__`` without its
    count: the ``__init__`` of a kind no ``__init__`` of its own can be written for)."""
    fields = self.FIELDS
    if not named and len(args) == len(fields):  # every field given in order: the most
        for name, value in zip(fields, args):    # frequent way a record is made
            _set(self, name, value)
        if self._POST:
            self.__post_init__()
        return
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
    if self._POST:
        self.__post_init__()


# A record made this often in one process is given an ``__init__`` written for its own
# fields (twice as fast as the loop above), compiled then and not at import: a start that
# makes each kind a few times pays nothing for it, a batch that makes thousands gains
_OFTEN = 200
_MADE: dict[type, int] = {}
_NONE = object()  # no value given for a field
_SLOT = type(Fresh.make)  # a field kept in a slot (types.MemberDescriptorType)


def _give_own_init(kind: type) -> None:
    """``kind`` is given its own ``__init__``; a record extending it, which would inherit it
    and miss its own fields, keeps the loop until it is made often itself."""
    stack = list(kind.__subclasses__())
    while stack:
        sub = stack.pop()
        stack += sub.__subclasses__()
        if "__init__" not in sub.__dict__:
            sub.__init__ = Record.__init__
    kind.__init__ = _own_init(kind)


def _own_init(kind: type) -> object:
    """``Record.__init__`` for ``kind``'s fields, written out: the same fields by position or
    name, the same defaults (a callable one called for each record), the same errors."""
    name = kind.__name__
    if not all(f.isidentifier() and not iskeyword(f) and not f.startswith("_") and f != "self"
               for f in kind.FIELDS):
        return _loop  # a field no parameter can be named for: the loop, no longer counted
    lines, ns = [], {"_set": _set, "_NONE": _NONE}
    for i, field in enumerate(kind.FIELDS):
        lines.append(f"    if {field} is _NONE:")
        if field in kind.DEFAULTS:
            value = ns[f"_d{i}"] = kind.DEFAULTS[field]
            lines.append(f"        {field} = _d{i}()" if callable(value) else f"        {field} = _d{i}")
        else:
            lines.append(f"        raise TypeError({name + ' needs its field ' + repr(field)!r})")
        slot = getattr(kind, field, None)
        if slot.__class__ is _SLOT:  # its slot's own setter: twice as fast as object's
            ns[f"_s{i}"] = slot.__set__
            lines.append(f"    _s{i}(self, {field})")
        else:
            lines.append(f"    _set(self, {field!r}, {field})")
    if kind._POST:
        lines.append("    self.__post_init__()")
    params = ", ".join(f"{f}=_NONE" for f in kind.FIELDS)
    exec(f"def _own(self, {params}):\n" + "\n".join(lines or ["    pass"]), ns)
    return ns["_own"]


def made_by_position(kind: type) -> Callable[..., Any]:
    """A maker of ``kind`` from every field by position, each slot set by its own setter and
    no ``__init__`` called: for a record made at every step, whose fields are always given
    (one with a ``__post_init__`` or a field out of its slots is made by its ``__init__``)."""
    if kind._POST or any(getattr(kind, f, None).__class__ is not _SLOT for f in kind.FIELDS):
        return kind
    ns = {"_new": object.__new__, "_kind": kind,
          **{f"_s{i}": getattr(kind, f).__set__ for i, f in enumerate(kind.FIELDS)}}
    params = ", ".join(f"_v{i}" for i in range(len(kind.FIELDS)))
    body = "".join(f"    _s{i}(made, _v{i})\n" for i in range(len(kind.FIELDS)))
    exec(f"def _made({params}):\n    made = _new(_kind)\n{body}    return made", ns)
    return ns["_made"]


def _loop(self, *args, **named):
    _fill(self, args, named)


def replace(record: Record, **changes) -> Record:
    """A copy of the record with ``changes`` (what ``dataclasses.replace`` gives, without
    importing dataclasses at a start that replaces an event)."""
    kind = record.__class__
    if len(kind.FIELDS) < 2:
        return kind(**{**{f: getattr(record, f) for f in kind.FIELDS}, **changes})
    return kind(**dict(zip(kind.FIELDS, kind._VALUES_GET(record)), **changes))
