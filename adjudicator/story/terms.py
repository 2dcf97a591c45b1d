"""The table's terms, shared by the case and the laws: the forms of betting, and the
departures from the book that players may agree before play. A case is read with these
alone, so reading a case does not depend on the laws."""

# the largest amount a case may write (one stake, a stack, the pot at the start)
MAX_AMOUNT = 10**9
BETTING_FORMS = ("limit", "table-stakes", "freeze-out", "unlimited")
# The two bettings of a deal, before the draw and after it: a law's `when: {phase: ...}`
BETTING_PHASES = ("before-draw", "after-draw")
DEPARTURES = (
    "blaze", "skip-straight", "joker", "bug", "wild-cards", "jack-pots",
    "progressive-jack-pots", "old-fashioned", "threes-over-straights", "no-straights",
)

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

# A book's id and a law's id as a case may name them (`book:`, `expect:`).
BOOK_ID_PATTERN = r"^[a-z][a-z0-9-]*$"
LAW_ID_PATTERN = r"^[a-z][a-z0-9-]*:[A-Za-z0-9./_-]+$"

# A player's name prints on one line as written: no control or format character (a bidi
# override, a zero-width space), no space but the plain one, and none at either end. One
# pattern for the loader and the JSON Schema alike (ECMA-262 and Python read it the same;
# `(?![\s\S])` is the end of the text, where `$` would let a final line break through).
_NOT_IN_A_NAME = ("\\u0000-\\u001f\\u007f-\\u00a0\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f"
                  "\\u0890\\u0891\\u08e2\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f"
                  "\\u205f-\\u206f\\u3000\\ud800-\\udfff\\ufeff\\ufff9-\\ufffb\\ufffe\\uffff")
NAME_PATTERN = f"^[^{_NOT_IN_A_NAME} ](?:[^{_NOT_IN_A_NAME}]*[^{_NOT_IN_A_NAME} ])?(?![\\s\\S])"


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
    """Whether ``text`` is a player's name as NAME_PATTERN reads one. A name of printable
    ASCII (a space only within it) is one without the pattern: compiling the pattern's
    classes of characters is the most a start spends on any pattern, and most names are such."""
    if text.isascii() and text.isprintable():
        return text != "" and text[0] != " " and text[-1] != " "
    import re

    return re.search(NAME_PATTERN, text) is not None
