"""The table's terms, shared by the case and the laws: the forms of betting, and the
departures from the book that players may agree before play. A case is read with these
alone, so reading a case does not depend on the laws."""

# the largest amount a case may write (one stake, a stack, the pot at the start)
MAX_AMOUNT = 10**9
# the most a ruling can move: 500 events and a full table's antes, each at most twice
# MAX_AMOUNT (a raise on a call), stay below it; an expectation past it is a slip of the pen
MAX_TOTAL = 10**13
BETTING_FORMS = ("limit", "table-stakes", "freeze-out", "unlimited")
# The acts of a betting interval, as a case tells them (the verbs; their synonyms are read as
# these): an objection to one out of turn must come before the next, and none moves a card
BETTING_VERBS = frozenset({"open", "bet", "check", "call", "raise", "fold", "all_in", "say",
                           "borrow"})
# The two bettings of a deal, before the draw and after it: a law's `when: {phase: ...}`
BETTING_PHASES = ("before-draw", "after-draw")
# whom a law may speak of alone (a law's `when: {actor: ...}`): the age, the player who put up
# the ante (Peel's "ante", Schenck's "ante man"), whose pass and making good two laws address
ACTORS = ("the-age",)
DEPARTURES = (
    "blaze", "skip-straight", "joker", "bug", "wild-cards", "jack-pots",
    "progressive-jack-pots", "old-fashioned", "threes-over-straights", "no-straights",
)
# The seat whose ante a departure makes it, a fact of the table that agreed it whatever the book
# (the old-fashioned game: "The dealer opens the hand by putting up a fixed ante before
# dealing", Keller ch8/2): what becomes of it is the book's law, or its silence
DEPARTURE_ANTES = {"old-fashioned": "dealer"}

# The version of the contract (docs/case-format.md: the case file and every JSON document the
# tool prints), carried by each document as `schema_version` and by each schema in its `$id`:
# a later version adds keys and verbs, and never takes one away or changes what it means.
SCHEMA_VERSION = 3

# What a ruling's status may be (the engine ends every deal in one; a casebook expects one),
# each with what it means: the one table the text and Markdown faces, the ruling's schema and
# docs/glossary.md say.
STATUSES = {
    "settled": "the pool is awarded",
    "misdeal": "there is a new deal",
    "void": "the deal is void: the stakes go back",
    "passed": "the pool stays for the next deal, as if nobody had opened",
    "continues": "the irregularity is ruled on and the deal goes on",
    "unsettled": "the book is silent on a point the outcome turns on",
}
# The rung of the ladder a step of the ruling was decided on: a law on the very point, a general
# law of the book, the story's own arithmetic, or a point left open (silent or missing).
RUNGS = ("specific", "general", "story", "open")

# The facts a ruling may find the case does not tell (its `missing`), which a casebook
# expectation names (`missing: [hand]`).
MISSING_FACTS = ("hand", "joker name", "objection", "original hand", "foul hand",
                 "straddle amount", "ante amount")

# A book's id and a law's id as a case may name them (`book:`, `expect:`).
BOOK_ID_PATTERN = r"^[a-z][a-z0-9-]*$"
LAW_ID_PATTERN = r"^[a-z][a-z0-9-]*:[A-Za-z0-9./_-]+$"

# A player's name prints on one line as written: no control or format character (a bidi
# override, a zero-width space), no space but the plain one, and none at either end. One
# pattern for the loader and the JSON Schema alike (ECMA-262 and Python read it the same;
# `(?![\s\S])` is the end of the text, where `$` would let a final line break through).
# The invisible ones are refused too: every default-ignorable code point (a variation
# selector, the combining grapheme joiner U+034F, the Mongolian selectors, the Hangul fillers
# U+115F, U+1160, U+3164, U+FFA0) and the blank braille pattern U+2800, which print as nothing
# or as a space, so that a name seems another or blank.
_NOT_IN_A_NAME = ("\\u0000-\\u001f\\u007f-\\u00a0\\u00ad\\u034f\\u0600-\\u0605\\u061c"
                  "\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u115f\\u1160\\u1680\\u17b4\\u17b5"
                  "\\u180b-\\u180f\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u206f\\u2800\\u3000"
                  "\\u3164\\ud800-\\udfff\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff0-\\ufffb"
                  "\\ufffe\\uffff")
NAME_PATTERN = f"^[^{_NOT_IN_A_NAME} ](?:[^{_NOT_IN_A_NAME}]*[^{_NOT_IN_A_NAME} ])?(?![\\s\\S])"
# The longest name (in characters): a name is a key of a ruling's mappings, and YAML writes no
# key longer than 1024; a table's name is a word or two.
MAX_NAME = 64


# Words a ruling's JSON writes where a player's name may stand: `penalties: [{to: pool}]` is
# a forfeit to the pot (docs/case-format.md), so no player may be named so (in any case).
RESERVED_NAMES = ("pool",)


def same_name(text: str) -> str:
    """The name as it is compared with the others at the table: two names that print alike
    (an accented letter written whole or as a letter and its accent) are one (NFKC)."""
    if text.isascii():
        return text
    import unicodedata

    return unicodedata.normalize("NFKC", text)


def is_name(text: str) -> bool:
    """Whether ``text`` is a player's name as NAME_PATTERN reads one, of MAX_NAME characters at
    most. A name of printable ASCII (a space only within it) is one without the pattern:
    compiling the pattern's classes of characters is the most a start spends on any pattern,
    and most names are such."""
    if len(text) > MAX_NAME:
        return False
    if text.isascii() and text.isprintable():
        return text != "" and text[0] != " " and text[-1] != " "
    import re

    return re.search(NAME_PATTERN, text) is not None and _visible(text)


# A subdivision's flag (U+1F3F4, tag letters, U+E007F CANCEL TAG): the one place a tag
# character stands in a name, as a flag; anywhere else it is an invisible format character.
FLAG = "\U0001F3F4[\U000E0020-\U000E007E]+\U000E007F"


def _visible(text: str) -> bool:
    """No format or unassigned character, and beyond U+FFFF (where the pattern, read by
    JavaScript, sees only halves of pairs) no default-ignorable one, but a flag's tags; and
    some character that prints (not only marks, which print on nothing)."""
    import re
    import unicodedata

    bare = re.sub(FLAG, "\U0001F3F4", text)
    for c in bare:
        if unicodedata.category(c) in ("Cf", "Cn", "Cs") or c > "\uffff" and (
                "\U000E0000" <= c <= "\U000E0FFF" or "\U0001BCA0" <= c <= "\U0001BCA3"
                or "\U0001D173" <= c <= "\U0001D17A"):
            return False  # an unassigned one prints as an escape, like no name's letter
    return any(unicodedata.category(c)[0] in "LNPS" for c in bare)

# a case's keys that hold its own words (its title must hold some)
TEXT_KEYS = ("title", "source", "question", "note")
