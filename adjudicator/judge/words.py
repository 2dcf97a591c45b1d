"""The words of each kind of finding, in the engine's terms (law/vocabulary.py puts them in
each book's own words at the face). A handler names the kind and gives the parameters; the
words are made only when the ruling is written."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # words a handler gives as they are, not yet given a kind of their own
    "said": "{text}",
    # the pool
    "wins": "{player} wins {amount}",
    "best-hand": "{player}'s hand is the best for {amount}",
    # the jack pot
    "came-in-after-declining": "{player} declined to open the jack pot and came in after it "
                               "was opened: the book does not say whether he may",
    # the ladder's open rung
    "torn": "the book is torn: {conflict}",
    "not-told": "not told ({fact}): {detail}",  # as the ruling's `missing` says it (PLAIN)
    "reading": "On the reading that {meaning}",
    "reading-agreed": "The players agree that {meaning}",
    # the story told after the deal was decided
    "after-waiting": "{verb} is told while the deal waits on the ruling above; it is for the "
                     "deal when it goes on",
    "after-ended": "{verb} comes after the deal was ended ({status}); the law that ended it "
                   "leaves nothing for it to decide",
    "after-stopped": "{verb} comes after the deal was stopped ({status}) on a point the book "
                     "does not settle: it is not replayed",
}

# Kinds said in the engine's terms in every book: a fact not told repeats the detail of the
# ruling's `missing` entry word for word, which is not put in a book's vocabulary.
PLAIN = frozenset({"not-told"})
