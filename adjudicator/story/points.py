"""The open points a ruling may turn on, and the readings each admits.

Where a book is silent, a fact is untold or two laws conflict, the ruling is made under each
admissible reading (docs/case-format.md, "Readings"), and a case may settle a point itself
with ``facts: [{point, reading}]``. A point's id is its kind and the player it concerns
(``objection.A``): stable, so that a question asked once is answered by the same id.
These are the story's facts, not the books' laws: no reading says which is right.
"""
from __future__ import annotations

from .record import Record
from .terms import DEPARTURES


class Kind(Record):
    """A kind of open point: what it asks about a player, and the readings it admits."""

    # question: "{player}" stands for the player the point concerns; meaning: each reading
    # it admits, in order -> what it says, in words ("{player}" as above; its readings are
    # named here only); fact: a fact the players can tell (`facts:`), not the book's reach;
    # about: what a point of this kind may concern, where that is not a player (a departure,
    # the betting after the draw), or None; unknowable: a fact nobody at the table may be able
    # to tell (a hand mucked unseen, words nobody heard), which may be answered NOT_KNOWN: the
    # ruling then holds it as a fact the case does not tell
    __slots__ = ("name", "question", "meaning", "fact", "about", "unknowable")
    DEFAULTS = {"fact": True, "about": None, "unknowable": False}

    @property
    def readings(self) -> tuple[str, ...]:
        """The readings it admits, in order: its meaning's (none where they are players'
        names, WHOSE, or the answers its question allows, as a silence's)."""
        return tuple(r for r in self.meaning if r != WHOSE)

    def point(self, player: str) -> str:
        return f"{self.name}.{player}"


# The answer to a fact nobody can tell (a Kind's `unknowable`): not a reading of the point,
# which stays open and is ruled as a fact the case does not tell, but no longer asked.
NOT_KNOWN = "not-known"
NOT_KNOWN_MEANING = "not known: nobody can tell, and it is ruled as a fact the case does not tell"
# The reading of a point whose readings are players' names (whose hand a notice meant):
# its meaning's key, and what a fact reads there.
WHOSE = "PLAYER"

KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("hand", "{player}'s hand is not told: does it beat every other hand still in?",
         {"beats-the-others": "{player}'s untold hand beats the others",
          "ties-the-best": "{player}'s untold hand is identical in value with the best of "
                           "the others",
          "does-not-beat": "{player}'s untold hand does not beat the best of the others, "
                           "nor ties it"},
         unknowable=True),
    Kind("remainder", "{player}'s hand is not told and does not beat the best of the others: "
         "does it beat the hands that contest the remainder of the pool, the part the best "
         "hand has no share of?",
         {"beats-them": "{player}'s untold hand beats the hands that contest the remainder",
          "ties-them": "{player}'s untold hand is identical in value with the best of the "
                       "hands that contest the remainder",
          "does-not-beat": "{player}'s untold hand does not beat the best of the hands that "
                           "contest the remainder, nor ties it"}, unknowable=True),
    Kind("objection", "Did {player}, whose hand is better, object in time to the claim?",
         {"in-time": "{player} objected in time", "too-late": "{player} did not object in time"},
         unknowable=True),
    Kind("joker", "How did {player} name the joker when he showed it?",
         {"best": "{player} named the joker as the card that makes his hand its best",
          "least": "{player} did not name the joker, or named it no better than the least it "
                   "counts for (its face value)"}, unknowable=True),
    Kind("openers", "{player} opened the jack pot and his original hand is not told: did he "
         "hold openers?",
         {"held": "{player} held openers in his original hand",
          "did-not-hold": "{player} did not hold openers in his original hand"},
         unknowable=True),
    Kind("miscall", "{player} miscalled his hand: do his words bind him, or do his cards speak?",
         {"cards-speak": "{player}'s cards speak", "words-bind": "{player}'s words bind him"}),
    # read as a player's name: the hands the story has given a wrong number (WHOSE)
    Kind("foul-notice", "{player} pointed out a foul hand, and the story gives more than one "
         "hand a wrong number: whose did he mean?", {WHOSE: "{player} meant {reading}'s hand"}),
)}


# The book's own words leave a point open, and the readings are what its words admit: which
# is right is the book's to say (or the referee's), not a fact, so these are no `facts:`
# points. The "player" of such a point is what it concerns (a departure, a hand category).
READS: dict[str, Kind] = {k.name: k for k in (
    Kind("agreed", "The players agreed the {player}, which the book does not know: does "
         "the agreement rank it, or the book's own order?",
         {"binds": "the agreement binds: a {player} beats every hand that is not one (two of "
                   "them rank as the book ranks their cards)",
          "book-order": "the book's own order applies: a {player} counts only as its cards "
                        "rank in the book"}, fact=False, about=DEPARTURES),
    Kind("agreed-order", "The players agreed {player}, an order of the hands the book has no "
         "law of: does the agreement set aside the book's own order?",
         {"binds": "the agreement binds: the hands rank as {player} orders them",
          "book-order": "the book's own order of the hands applies"}, fact=False,
         about=DEPARTURES),
    Kind("stands", "After the draw a later player stands where nobody has bet: does the "
         "first bettor's duty (bet or pass out) bind him too?",
         {"may-stand": "the duty to bet or pass out binds the first bettor only",
          "passes-out": "the duty to bet or pass out binds every player in turn after the "
                        "draw"}, fact=False, about=("after-draw",)),
    Kind("holds", "After the draw a later player stands where nobody has bet: is the right "
         "to stand, which the book gives the first bettor, his too?",
         {"may-stand": "a later player too may stand where nobody has bet",
          "passes-out": "the right to stand is the first bettor's alone: a later player who "
                        "does not bet passes out"}, fact=False, about=("after-draw",)),
    Kind("standing", "Before the draw a player stands where nobody has bet, and the book's "
         "law of standing speaks of the betting after the draw: may he stand before it?",
         {"may-stand": "a player may stand before the draw where nobody has bet",
          "passes-out": "a player who does not bet before the draw, where nobody has bet, "
                        "passes out"}, fact=False, about=("before-draw",)),
    Kind("tie", "Two {player} hands are level as far as the book's tie law reaches and "
         "differ beyond it: which card decides between them?",
         {"next-card": "the next card decides between two {player} hands, card after card",
          "remaining-cards": "after the equal higher pair, the highest card left in each hand "
                             "decides between two {player} hands, whatever it pairs with"},
         fact=False),
    Kind("rank", "The book ranks the {player} above some hands but not against the hand it "
         "meets here: does the {player} beat it?",
         {"beats": "the {player} beats the hand the book does not rank it against",
          "is-beaten": "the {player} is beaten by the hand the book does not rank it against"},
         fact=False),
    Kind("bets", "On a {player}, what becomes of the bets beyond the ante, of which the "
         "book says nothing?",
         {"returned": "the bets beyond the ante go back to those who made them",
          "remain": "the bets beyond the ante remain in the pot with it"}, fact=False,
         about=("misdeal",)),
    # the book names nobody to act first, and a player's act first is objected to as out
    # of turn: whose the first say was the book does not say (judge/situations/turns.py)
    Kind("first-say", "The book names nobody to act first, and {player}, who acted first, "
         "is objected to as acting out of turn: was the first say his?",
         {"his": "the first say was {player}'s, and he acted in turn",
          "not-his": "the first say was not {player}'s: he acted out of turn"}, fact=False),
    # a wild card agreed, the book giving the joker no value: counted at the least and at
    # the best it may be, which bound every count between (judge/situations/wild.py)
    Kind("counts", "The book gives the joker {player} holds no value: does it count at its "
         "face value, the least it may, or at its best?",
         {"at-its-least": "{player}'s joker counts at its face value, the least it may",
          "at-its-best": "{player}'s joker counts as the best card for his hand"},
         fact=False),
)}


# Two laws of a book that answer one question differently, neither prevailing: the point
# ``law.KEY`` (the question asked), read as each law governing in turn. Which law governs
# is the book's to say, not a fact the players can agree, so it is no `facts:` point.
CONFLICT = Kind("law", "The book's laws conflict on {player}: which of them governs?", {},
                fact=False)

# The book is silent on a question whose answers the catalogue lists, each carried out by a
# mechanism of the engine (law/consequences.py, ``alternatives``): the point ``silent.KEY``,
# read as the book giving each answer in turn. No law stands behind a reading; which is
# right is the book's to say, so it is no `facts:` point. Its readings are the question's.
SILENT = Kind("silent", "The book is silent on {player}: which of the answers the question "
              "allows does it give?", {}, fact=False)


# The book is silent on a question with no finite answers to read (or on one nobody read),
# and the silence can reach only some chips (judge/reach.py): those of the player it concerns
# (his stake, his straddle, what he put up beyond his words, and what others put up to match
# it). The point ``chips.KEY`` reads them as standing or as going back to those who put them
# up; the rest of the pool goes as both send it. No law stands behind either reading.
CHIPS = Kind("chips", "The book is silent on {player}: do the chips it can reach stand as "
             "they were put up, or go back to those who put them up?",
             {"stand": "the chips the silence on {player} can reach stand as they were put up",
              "go-back": "the chips the silence on {player} can reach go back to those who "
                         "put them up"}, fact=False)
# where the book keeps a bet once made in the pool (Peel 55), an opening undone goes back to
# nobody: it is void, its chips staying (judge/reach.py), a chips point's third reading
CHIPS_VOID = {"void": "the act the silence on {player} concerns is void, and the chips it "
                      "can reach stay in the pool"}
CHIPS_KEPT = ("stand", "void")


# A law whose words may or may not reach the case (a law's `reading:`): the point
# ``reach.KEY`` (the question it answers), read as its words reaching the case (it answers as
# it says) and as not reaching it (the book then has no law on the question). Which is right
# is the book's to say, not a fact, so it is no `facts:` point.
REACH = Kind("reach", "The book's law on {player} answers it only if its words reach this "
             "case: do they?",
             {"reaches": "the words of the book's law on {player} reach this case",
              "does-not-reach": "the words of the book's law on {player} do not reach this "
                                "case (the book then has no law on it)"}, fact=False)


def reach(question: str) -> str:
    """The point id of whether a law's words reach the case (``REACH``)."""
    return f"{REACH.name}.{question}"


def chips(question: str) -> str:
    """The point id of the chips a silence on ``question`` can reach (``CHIPS``)."""
    return f"{CHIPS.name}.{question}"


# A law whose words admit two readings, and nothing in the book chooses between them: the
# point ``words.QUESTION``, read each way. Like a conflict it is the book's to say, not a fact
# of the story, so it is no `facts:` point; the ruling holds only the chips it decides.
WORDS: dict[str, Kind] = {k.name: k for k in (
    Kind("excess-a-stake", "No chips once placed in the pot may be removed, and {player}'s "
         "increase went beyond the limit: is what he put up beyond it a stake the others must "
         "meet, or chips in the pot that no one must meet?",
         {"a-stake": "the increase stands as he made it, and the others must meet it all",
          "no-stake": "the increase stands at the limit, and what he put up beyond it stays "
                      "in the pot, no stake anyone must meet"}, fact=False),
    Kind("passed-before-demand", "A player had passed before the short player demanded his "
         "show: is he one of the \"adversaries\" who pay him his stake?",
         {"pays-him": "a player who had passed before the short player's demand is one of "
                      "his adversaries, and pays him as much as his stake",
          "pays-him-nothing": "a player who had passed before the short player's demand is "
                              "none of his adversaries, and pays him nothing beyond the "
                              "ante"}, fact=False),
    Kind("joker-named-worse", "The joker's holder named it worse than the best he could call: "
         "does the hand count as he named it, or at its best?",
         {"as-named": "the joker counts as its holder named it, being \"at liberty to call it "
                      "anything he pleases\"",
          "at-its-best": "the hand counts at the best its holder could call, since \"if by so "
                         "doing he can make a better Poker hand than his adversaries he must "
                         "win\""}, fact=False),
    Kind("who-may", "A player who has made no bet puts up all he has, short of the stake: "
         "does the book's show for what one has reach him?",
         {"his-bet-raised": "the show for what one has is the previous bettor's, whose bet is "
                            "raised: one who made no bet has none",
          "any-player": "the show for what one has is the privilege of any player, for the "
                        "money he has about him"}, fact=False),
    Kind("ante-in-pot-of-itself", "A short player's share is made of the equal stakes, and "
         "the book names no ante in it: is the ante in it?",
         {"with-the-ante": "the ante, in which every player is concerned, is in the short "
                           "stake's share",
          "stakes-alone": "the ante goes with the rest of the pool, the short stake's share "
                          "being the equal stakes alone"}, fact=False),
    Kind("false-opener-beside-a-share", "A false opener cannot claim the pool \"as if the "
         "previous game had not been opened\", and another player's hand won a share of it "
         "beside his: does that share stay in the pool too?",
         {"the-whole-pool": "the game stands as if it had not been opened: the whole pool "
                            "stays, the share another's hand won with it",
          "his-claim-alone": "the false opener loses his own claim alone: the share another's "
                             "hand won is his, and the rest stays"}, fact=False),
    Kind("reverts-to", "A hand that passed beats the short player, and more than one player "
         "still in backed his hand beyond its stake: to whom do its winnings revert?",
         {"the-raiser": "the passed hand's winnings revert to the player whose raise drove it "
                        "out",
          "the-best-hand": "the passed hand's winnings revert to the best hand among those "
                           "still in"}, fact=False),
)}


def words(name: str) -> str:
    """The point id of a question the book's words leave open (``WORDS``)."""
    assert name in WORDS
    return f"words.{name}"


def split(point: str) -> tuple[Kind, str] | None:
    """The kind and player of a point id, or None where it is no known point (for a
    ``words.`` point, the question's kind and its name)."""
    name, _, player = point.partition(".")
    if name == "words":
        kind = WORDS.get(player)
        return (kind, player) if kind is not None else None
    kind = {CONFLICT.name: CONFLICT, SILENT.name: SILENT, CHIPS.name: CHIPS,
            REACH.name: REACH}.get(name) \
        or KINDS.get(name) or READS.get(name)
    return (kind, player) if kind is not None and player else None


def is_fact(point: str) -> bool:
    """Whether a point is a fact of the story a case may settle (no conflict of laws, no
    reading of the book's words)."""
    found = split(point)
    return found is not None and found[0].fact


def meaning(point: str, reading: str, player: str | None = None, copy: bool = False) -> str:
    """A reading of a point, in words ("A objected in time"); ``player``, where a reading
    names whom a silence's chips concern ("the silence on B's straddle"); ``copy``, where the
    silence read is the copy's (a topic the copy held lacks), not the book's."""
    found = split(point)
    if found is not None and found[0] is CHIPS and player and \
            reading in CHIPS.meaning | CHIPS_VOID:
        return (CHIPS.meaning | CHIPS_VOID)[reading].format(player=f"{player}'s {found[1]}")
    if found is not None and found[0] is CONFLICT:
        return f"{reading} governs {found[1]}"
    if found is not None and found[0] is SILENT:
        who = "the copy held" if copy else "the book"
        return f"{who}, silent on {found[1]}, is read as answering it \"{reading}\""
    if found is not None and reading not in found[0].meaning and WHOSE in found[0].meaning:
        return found[0].meaning[WHOSE].format(player=_said(*found), reading=reading)
    if found is None or reading not in found[0].meaning:
        return f"{point} is {reading}"
    return found[0].meaning[reading].format(player=_said(*found))


def answers(point: str) -> tuple[str, ...]:
    """What a fact may be answered in `facts:`: its readings, and NOT_KNOWN where nobody may
    be able to tell it."""
    found = split(point)
    if found is None:
        return ()
    return found[0].readings + ((NOT_KNOWN,) if found[0].unknowable else ())


def question(point: str) -> str:
    found = split(point)
    return found[0].question.format(player=_said(*found)) if found else point


def _said(kind: Kind, player: str) -> str:
    """What a point concerns, in words: a player's name as written, a hand or departure
    ("skip-straight", "two_pairs") as a phrase."""
    if kind.fact or kind in (SILENT, CHIPS):  # a player's name, a question's key: as written
        return player
    return player.replace("-", " ").replace("_", " ")


def silent(question: str) -> str:
    """The point id of a book's silence on ``question``, read as each answer it allows."""
    return f"{SILENT.name}.{question}"


def of_the_copy(book, point: str) -> bool:
    """Whether ``point`` reads a silence of the copy held of ``book`` (a topic it lacks), not
    of the book itself."""
    prefix = f"{SILENT.name}."
    return point.startswith(prefix) and book is not None and \
        book.lacks(point.removeprefix(prefix))
