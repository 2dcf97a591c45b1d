"""What a case may name, as the library within reach knows it: its books, their laws, and
the points a ruling can find a book silent on (story/expect.py ``check_names`` asks)."""
from __future__ import annotations


class Known:
    """The books, laws and points of LIBRARY, asked one name at a time."""

    def __init__(self, library):
        self.library = library
        self._points: set | None = None

    def book(self, book_id: str) -> bool:
        try:
            return book_id in self.library.files()
        except Exception:  # noqa: BLE001 - a folder that cannot be listed: said elsewhere
            return True

    def no_book(self, book_id: str) -> str:
        """What is said of a book not within reach, as the library says it."""
        from ..errors import did_you_mean

        ids = self.library.ids()
        return f"no book {book_id!r}: the books are {', '.join(ids)}{did_you_mean(book_id, ids)}"

    def refuse_unknown_book(self, case) -> None:
        """The book the case names is within reach; else bad input at its line."""
        if case.book and not self.book(case.book):
            from ..errors import InputError, Mark

            raise InputError(self.no_book(case.book), case.book_mark or Mark(case.file))

    def law(self, law_id: str) -> bool:
        book = law_id.split(":", 1)[0]
        if not self.book(book):
            return False
        return self.library.find_law(law_id) is not None

    def point(self, name: str) -> bool:
        """A point of the catalogue (a key of a law's `provides:`, or the topic it belongs
        to), a topic, a kind of open point (with the player or departure it concerns), or a
        point within one of these; an event the book says nothing of (the engine asks `limit.exceeded` within `limit`)."""
        points = self._known_points()
        parent = name.rsplit(".", 1)[0] if "." in name else None
        return name in points or parent in points

    def open_point(self, point: str) -> bool:
        """A point of a ruling's readings, where what it concerns is the books' to know: the
        question of a conflict (``law.KEY``) or a silence (``silent.``, ``chips.``), the
        category of a tie (``tie.``), the added hand of a ranking (``rank.``). The story
        knows the other kinds (story/expect.py)."""
        from .provisions import _catalogue

        kind, _, about = point.partition(".")
        keys = _catalogue()["specs"]
        if kind in ("law", "silent", "chips"):
            return self.point(about)
        if kind == "tie":
            return f"ties.{about}" in keys
        if kind == "rank":
            return f"{about}.ranks-below" in keys
        return True

    def _known_points(self) -> set:
        if self._points is None:
            from ..story.points import KINDS, READS
            from ..story.verbs import VERBS
            from .provisions import _catalogue

            keys = set(_catalogue()["specs"])
            # an event is a point too where the book says nothing of it (`notice`, `show`)
            points = (set(keys) | set(self.library.topics) | set(KINDS) | set(READS)
                      | set(VERBS))
            for k in keys:  # every point a key stands within: `draw.excess` of draw.excess.*
                parts = k.split(".")
                points |= {".".join(parts[:i]) for i in range(1, len(parts))}
            self._points = points
        return self._points


def read_case(path, library, known: Known | None = None):
    """The case in PATH, every book, law and point it names one within reach of LIBRARY
    (else bad input at its line, before any ruling): how the commands that rule read a
    case. Its `expect:` is left unread: no ruling uses it (`check --expect` reads it)."""
    from ..story.case import load_case

    case = load_case(path, expect=False)
    (known or Known(library)).refuse_unknown_book(case)  # the one name it keeps to check
    return case
