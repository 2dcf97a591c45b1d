"""Plain records (story/record.py) stand in for dataclasses: what the engine and the tests ask
of a dataclass (replace, fields, equality, hashing, repr, a frozen or mutable record) they
answer alike."""
import dataclasses

import pytest

from adjudicator.hands.handlaws import HandRules
from adjudicator.law.rulebook import Mend
from adjudicator.story.case import Event
from adjudicator.story.payloads import Stake
from adjudicator.story.record import Fresh, Record, made_by_position, replace


class Seat(Record):
    __slots__ = ("player", "stack", "note")
    DEFAULTS = {"stack": 0, "note": ""}
    HIDDEN = ("note",)


class Chair(Record):
    __slots__ = ("player", "made", "__dict__")
    DEFAULTS = {"made": 0}
    FROZEN = False

    def __post_init__(self):
        self.seen = self.made + 1


class Occupied(Seat):
    """The same record as a Seat, under its own name."""


class Dealer(Seat):
    __slots__ = ("button",)
    DEFAULTS = {**Seat.DEFAULTS, "button": 1}


def test_a_record_extended_keeps_its_fields_and_adds_its_own():
    assert Occupied.FIELDS == Seat.FIELDS and Occupied("A", 5) == Occupied(player="A", stack=5)
    assert Occupied("A", 5) != Seat("A", 5)  # another record, though of the same fields
    assert repr(Occupied("A", 5)) == "Occupied(player='A', stack=5)"
    with pytest.raises(AttributeError):
        Occupied("A").stack = 3
    assert Dealer.FIELDS == ("player", "stack", "note", "button")
    assert Dealer("A", button=2).button == 2 and Dealer("A").button == 1


def test_replace_and_fields_read_a_record_as_a_dataclass():
    s = Seat("A", 5, "x")
    assert dataclasses.is_dataclass(s)
    assert [f.name for f in dataclasses.fields(Seat)] == ["player", "stack", "note"]
    t = dataclasses.replace(s, stack=7)
    assert (t.player, t.stack, t.note) == ("A", 7, "x") and s.stack == 5


def test_hidden_fields_are_out_of_equality_hash_and_repr():
    assert Seat("A", 5, "x") == Seat("A", 5, "y")
    assert hash(Seat("A", 5, "x")) == hash(Seat("A", 5, "y"))
    assert Seat("A", 5) != Seat("A", 6)
    assert repr(Seat("A", 5, "x")) == "Seat(player='A', stack=5)"


def test_a_frozen_record_is_not_changed_and_a_mutable_one_is_not_hashed():
    with pytest.raises(AttributeError):
        Seat("A").stack = 3
    c = Chair("A")
    c.made = 2
    assert c.made == 2 and c.seen == 1  # __post_init__ ran once, when it was made
    with pytest.raises(TypeError):
        hash(c)
    assert dataclasses.replace(c, made=4).seen == 5  # replace makes it anew


def test_the_engines_records_take_replace_as_the_judge_uses_it():
    ev = Event(3, "bet", None, "A", {"amount": 5})
    call = dataclasses.replace(ev, verb="raise", args={"by": 5})
    assert (call.index, call.verb, call.player, dict(call.args)) == (3, "raise", "A", {"by": 5})
    assert isinstance(ev.args, Stake) and ev.get("amount") == 5 and ev.get("by") is None
    assert "asked_of" not in repr(HandRules("peel", (), {}, None, {}, None, None))
    assert Mend("teh", "the", "ocr") == ("teh", "the")
    assert dataclasses.replace(Mend("teh", "the", "ocr"), note="n").note == "n"


class Memory(Record):
    """A record whose fields are annotated lines, each default beside it."""

    FROZEN = False
    table: str
    last: str | None = None
    seen: dict = Fresh(dict)


def test_a_record_of_annotated_lines_is_made_by_name_its_fresh_defaults_its_own():
    one, two = Memory(table="T"), Memory(table="U", last="A")
    one.seen["A"] = 1
    assert (one.last, two.last, one.seen, two.seen) == (None, "A", {"A": 1}, {})
    assert [f.name for f in dataclasses.fields(Memory)] == ["table", "last", "seen"]
    assert Memory(table="T") == Memory(table="T") != two
    with pytest.raises(TypeError, match="needs its field 'table'"):
        Memory()
    with pytest.raises(TypeError, match="no field 'lost'"):
        Memory(table="T", lost=1)


@pytest.mark.parametrize("record, changes", [
    (Seat("A", 5, "x"), {"stack": 7}),
    (Memory(table="T", last="B"), {"last": "C"}),
    (Event(3, "call", None, "A"), {"verb": "fold", "player": "B"}),
])
def test_replace_of_a_record_is_dataclasses_replace(record, changes):
    ours, theirs = replace(record, **changes), dataclasses.replace(record, **changes)
    assert ours == theirs and type(ours) is type(record)
    assert all(getattr(ours, k) == v for k, v in changes.items())


def test_a_record_made_often_is_made_as_before_by_its_own_init():
    """After ``_OFTEN`` records of a kind, the kind is given an ``__init__`` written for its
    fields: the records it makes are those the loop made, and a record extending it, made
    after, still has its own fields."""
    from adjudicator.story import record

    class Bet(Record):
        __slots__ = ("player", "amount", "notes")
        DEFAULTS = {"amount": 0, "notes": list}

        def __post_init__(self):
            self.notes.append("made")

    made = [Bet("A", i) for i in range(record._OFTEN + 5)]
    assert Bet.__init__ is not Record.__init__  # it was given one of its own
    assert made[-1] == Bet("A", record._OFTEN + 4) == Bet(player="A", amount=record._OFTEN + 4)
    assert Bet("B").amount == 0 and Bet("B").notes == ["made"]
    assert Bet("B").notes is not Bet("B").notes  # a callable default, called for each
    with pytest.raises(TypeError, match="Bet needs its field 'player'"):
        Bet(amount=3)

    class Raise(Bet):
        __slots__ = ("by",)

    assert Raise("C", 5, [], 2).by == 2 and Raise("C", 5, [], 2).notes == ["made"]


def test_a_record_no_own_init_can_be_written_for_is_made_by_the_loop_and_counted_no_more():
    """A kind with a field no parameter can be named for (here `from`, a keyword) keeps the
    loop once made often, and is not counted again: its records are made as before."""
    from adjudicator.story import record

    class Passage(Record):
        __slots__ = ("who", "from")
        DEFAULTS = {"from": "A"}

    made = [Passage(i) for i in range(record._OFTEN + 5)]
    assert Passage.__init__ is not Record.__init__  # counted no more
    counted = record._MADE[Passage]
    assert getattr(Passage(7, "B"), "from") == "B" and getattr(made[-1], "from") == "A"
    assert record._MADE[Passage] == counted == record._OFTEN
    with pytest.raises(TypeError, match="Passage has no field 'to'"):
        Passage(1, to="C")


def test_a_record_made_by_position_is_the_record_its_init_makes_and_stays_frozen():
    made = made_by_position(Dealer)
    seat = made("A", 5, "late", 2)
    assert seat == Dealer("A", 5, "late", 2) and hash(seat) == hash(Dealer("A", 5, "x", 2))
    assert type(seat) is Dealer and replace(seat, stack=7) == Dealer("A", 7, "late", 2)
    with pytest.raises(AttributeError):
        seat.stack = 9
    with pytest.raises(TypeError):  # every field, and no more
        made("A", 5, "late", 2, 3)
    assert made_by_position(Chair)("B").seen == 1  # its __post_init__ is not passed over
