"""The referee's answer as data (judge/answer.py makes it, words/answer.py says it): the
shares paid, the lots, what is paid, what is held and on which points, and what each reading
gives of it."""
from __future__ import annotations

from ..story.record import Record


class Share(Record):
    """Chips a player takes: won (``takes``) and his own given back (``back``), on ``laws``;
    ``general``: those laws are the book's general laws, whose own words speak of another
    case (Peel 58's bet nobody calls, cited for the last player left in); ``either``: his own
    chips, which one reading gives him as winnings and another back; ``back_either``: so are
    those he has back beside what he takes on ``laws``, which give him only those."""

    __slots__ = ("player", "takes", "back", "laws", "general", "either", "back_either")
    DEFAULTS = {"back": 0, "laws": (), "general": False, "either": False, "back_either": False}


class Beaten(Record):
    """The hands a winner's hand beat at the show: his hand as his (``hand``: "B's threes
    (sevens)"), the ``verb`` its name takes, the hands beaten, each as its holder's
    (``beaten``), and the hand laws that rank them (``laws``)."""

    __slots__ = ("player", "hand", "verb", "beaten", "laws")


class Level(Record):
    """Hands found identical in value at the show, whose holders divide the pool: the
    ``players``, what their hands are (``hands``: "skip straights, deuce to ten"), and the
    laws that found them equal (``laws``)."""

    __slots__ = ("players", "hands", "laws")


class Lot(Record):
    """Odd chips that go by lot ``among`` players, on ``law`` (None: the book is silent)."""

    __slots__ = ("amount", "among", "law")


class Pays(Record):
    """What a player pays, ``to`` the pool or to another player, on ``law``; ``forfeited``:
    chips of his already in the pool, lost to it; ``unpaid``: the part beyond what he has
    left, not in the pool."""

    __slots__ = ("player", "amount", "to", "law", "forfeited", "unpaid")
    DEFAULTS = {"forfeited": False, "unpaid": 0}


class Point(Record):
    """A point the held chips turn on: ``kind`` says why it is open (``silent``: the book
    says nothing; ``chips``: it says nothing, and the chips it can reach stand or go back;
    ``copy``: the copy held of it lacks the point; ``conflict``: its laws
    disagree; ``words``: its words admit two readings; ``fact``: the case does not tell
    it; ``reach``: whether a law's words reach the case), ``name`` what it concerns,
    ``player`` whom, ``laws`` the laws whose reach is open (a ``reach`` point's), ``asked``
    the silence's own question in words where it is not its point's (what follows a breach
    of a law the book has); ``copy``: a point read both ways where the book is silent (a
    ``words`` point of its silence, the joker's count, the first say) that the copy held
    lacks, said as the copy's (issue 36)."""

    __slots__ = ("kind", "name", "player", "laws", "asked", "copy")
    DEFAULTS = {"player": None, "laws": (), "asked": None, "copy": False}


class Reading(Record):
    """What one reading gives of the held chips: the shares of them, the odd chips it sends by
    lot (``lots``), what it leaves in the pool (``left``), its status, who deals again and who
    deals next under it, and its pool where it stakes more than the story as told (``pot``;
    else None); the points it still holds chips on (``held_on``, Points); what opens the
    next deal where it is a jack pot (``jack_pot``)."""

    __slots__ = ("shares", "left", "status", "redeal_by", "dealer", "pot", "lots", "paid_in",
                 "held_on", "jack_pot")
    DEFAULTS = {"lots": (), "paid_in": (), "held_on": (), "jack_pot": None}


class Held(Record):
    """Chips held (``amount``, 0 where only the outcome is open) on
    ``points``; each reading's share of them, readings that give alike together
    (``readings``: ((assumptions, ...), Reading), an assumption (point, reading, player) as
    the ruling's ``readings`` name it); or, with no readings, what the table's
    own way of playing it would give (``provisional``); the readings as a referee tells
    them, the point that settles the most first (``tree``, judge/answer_tree.py; None where
    they share no point); and the book's silences it is held on that no reading reads
    (``unread``: a silence with no readings of its own, on which each reading that leaves
    chips held leaves them)."""

    __slots__ = ("amount", "points", "readings", "provisional", "tree", "unread")
    DEFAULTS = {"tree": None, "unread": ()}


class Restake(Record):
    """What a player stakes for the new deal (``amount``, on ``law``)."""

    __slots__ = ("player", "amount", "law")


class TableAnswer(Record):
    """The answer as data: the deal's ``outcome`` (the status every reading shares), the
    shares paid now, the lots, what players pay, what stays in the pool (``carried``), who
    deals again and on which law, the next jack pot, the law that ended the deal, and what is
    held; where the book is silent on whether what stays in the pool for a new deal stays or
    goes back, and either reading gives the same chips because they are staked again for it,
    the point (``carried_open``) and who stakes what again (``restaked``)."""

    __slots__ = ("outcome", "shares", "lots", "pays", "carried", "redeal_by", "redeal_laws",
                 "jack_pot", "ended_by", "held", "carried_open", "restaked", "redeals",
                 "ante_also", "out", "foul", "short", "read_apart", "beaten", "level", "stands",
                 "claims", "jack_pot_open", "undealt", "mended", "forfeited")
    # ``redeals``: the one who deals the new hand dealt the misdealt one (he deals "again");
    # ``ante_also``: the laws by which the regular ante is made for the new deal as well;
    # ``out``: in a deal that goes on, each player a foul hand put out of it, with its laws;
    # ``foul``: in a deal settled, each whose hand was found foul and who takes nothing;
    # ``short``: in a deal settled, each a law put out, all he had short of the stake;
    # ``read_apart``: a pool passed on by readings of a silence that part, each its own way;
    # ``beaten``: for each player who takes a share, the hands his beat at the show (Beaten);
    # ``level``: the hands found identical in value whose holders divide the pool (Level);
    # ``stands``: the laws by which an irregular deal stands (a pack not cut, found late)
    # ``claims``: each player whose share an objection decided, and why ((player, words))
    # ``jack_pot_open``: the pool passes to a jack pot whose opening the book does not say
    # ``forfeited``: in a deal settled, chips a player put up with no stake to make that a law
    # keeps in the pool ((player, amount, kind, laws, general): out of the deal, after the
    # betting; ``general``: on the book's general law of the pool)
    # ``mended``: in a deal that goes on, each finding by which a law mends it ((kind,
    # parameters, laws): the omitted player takes the dealer's hand)
    # ``undealt``: the deal cannot be made from the pack: what it holds, the cards each is
    # dealt, how many players, and the laws that say so ((pack, each, players, laws))
    DEFAULTS = {"carried_open": None, "restaked": (), "redeals": True, "ante_also": (),
                "out": (), "foul": (), "short": (), "read_apart": False, "beaten": (),
                "level": None, "stands": (), "claims": (), "jack_pot_open": False,
                "undealt": None, "mended": (),
                "forfeited": ()}
