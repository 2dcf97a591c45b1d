"""Schenck says only "the next dealer" (rules/4, /10), not which way the deal passes: the
silence is said as the book's, as every silence is, and a page no longer reads "who deals
next: who deals next" (an audit of the pages)."""
from __future__ import annotations

from pathlib import Path

from replay import replay


def test_the_silence_on_who_deals_next_says_the_book_does_not_say(library):
    r = replay(library, "schenck", Path("cases/keller-side-pot.yaml").read_text("utf-8"))
    said = [s["detail"] for s in r["silent"] if s["point"] == "deal.rotation"]
    assert said == ["the book does not say who deals next"]
