"""Which of two hands is the better, as the show (hands/showdown.py) finds it."""
from __future__ import annotations

from ..story.record import Record


class Verdict(Record):
    """Which of two hands is the better (``sign`` 1: the first, -1: the second, 0:
    identical in value, None: the book is silent on it), by which provision (``key``: the
    one that decides it, or the one left unanswered), and a ``detail``."""

    __slots__ = ("sign", "key", "detail")
    DEFAULTS = {"detail": ""}
