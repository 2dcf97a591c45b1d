"""The table's terms, shared by the case and the laws: the forms of betting, and the
departures from the book that players may agree before play. A case is read with these
alone, so reading a case does not depend on the laws."""

BETTING_FORMS = ("limit", "table-stakes", "freeze-out", "unlimited")
DEPARTURES = (
    "blaze", "skip-straight", "joker", "bug", "wild-cards", "jack-pots",
    "progressive-jack-pots", "old-fashioned", "threes-over-straights", "no-straights",
)
