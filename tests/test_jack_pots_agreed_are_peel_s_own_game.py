"""Jack pots agreed at a table playing Peel are his own game, not a departure he has no law
of: "If the game be not opened by any player ... the next game shall be a Jack-pot" (29), and
the Jack-pot's opening hands rise, knaves, then queens, then kings (30-32). A ruling names
those laws as the agreement's, never "agreed, but the book has no law of it". A progression
of one step (Keller's "can not be opened by any hand of less value than two knaves", jack
pots 4; a club's "with two knaves, or better, and with no less") is no progression."""
from __future__ import annotations

from replay import CASEBOOK, rule_file

JACK_POTS = CASEBOOK / "betting-and-show" / "nobody-opens-jack-pots-agreed.yaml"
PROGRESSIVE = CASEBOOK / "betting-and-show" / "progressive-jack-pot-second-needs-queens.yaml"


def _agreement(r: dict, departure: str) -> dict:
    return next(a for a in r["agreements"] if a["departure"] == departure)


def test_peel_s_law_that_makes_a_jack_pot_gives_jack_pots_agreed_effect(library):
    r = rule_file(library, JACK_POTS, "peel")
    a = _agreement(r, "jack-pots")
    assert "peel:29" in a["laws"] and a["applied"]
    assert "agreed" not in [s["point"] for s in r["silent"]]


def test_peel_s_rising_openers_give_progressive_jack_pots_effect(library):
    r = rule_file(library, PROGRESSIVE, "peel")
    a = _agreement(r, "progressive-jack-pots")
    assert {"peel:31", "peel:32"} <= set(a["laws"]) and a["applied"]


def test_jacks_and_no_less_is_no_progression(library_with_examples):
    # Keller's own progression is his departure's law; his jacks-or-better (jack pots 4)
    # and the club's "with no less" set one step and give the agreement no effect
    keller = _agreement(rule_file(library_with_examples, PROGRESSIVE, "keller"), "progressive-jack-pots")
    assert keller["laws"] == ["keller:ch5/progressive-jack-pots/1"]
    club = _agreement(rule_file(library_with_examples, PROGRESSIVE, "peel-club"), "progressive-jack-pots")
    assert "peel-club:2" not in club["laws"]
