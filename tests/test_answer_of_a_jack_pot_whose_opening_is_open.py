"""A pool that passes to a jack pot whose opening the book leaves open: the answer says the
next deal is a jack pot and that the book does not say what opens it. Peel 29, "the next game
shall be a Jack-pot"; the table played this one at aces, no step of Peel's knaves, queens,
kings (32). An audit of the answers found it said only that the pool stays."""
from __future__ import annotations

from pathlib import Path

from replay import replay

CASE = Path("cases/betting-and-show/progressive-jack-pot-rests-at-aces.yaml")


def test_the_answer_says_the_next_jack_pot_s_opening_is_open(library):
    r = replay(library, "peel", CASE.read_text(encoding="utf-8"))
    assert (r["status"], r["carried"], r["next"]["jack_pot"]) == ("passed", 32, None)
    assert r["answer"].startswith("The pool of 32 stays for the next deal (peel:29")
    assert r["answer"].endswith("; the next deal is a jack pot, and what opens it the book does "
                                "not say.")
