"""The jack pot opener's proof as the story tells it. Peel 33: "If a player open a Jack-pot
and win the stakes, he shall show his hand ... before he shall claim the pool". A story that
tells the hand he was dealt, and no show of it, is ruled on that hand, and said so: never
"he shows", which the story did not tell (a new user's dispute). A hand the dealer mucks
after nobody called its holder's bet decides nothing: the last left in takes the pool unshown
(Peel 58), and the muck's "cannot win" (desc/50, the best hand exposed) is for a show."""
from __future__ import annotations

from replay import replay

CASE = """title: t
table: {players: [Ann, Bob, Cal, Dan, Eve], dealer: Eve, ante: 2, limit: 10, jack_pot: jacks,
        pot: 10}
events:
  - deal: {Ann: "9S 7D 5C 4H 2S", Bob: "TS 8H 6D 4C 3S", Cal: "QS QH 9D 5D 3C",
           Dan: "KS KH 8D 6C 2C", Eve: "AS 8S 6H 4D 2H"}
  - fold: Ann
  - fold: Bob
  - open: {player: Cal, amount: 5}
  - call: Dan
  - fold: Eve
  - bet: {player: Cal, amount: 5}
  - fold: Dan
"""


def _said(r: dict) -> list[str]:
    return [s["finding"] for s in r["steps"]]


def test_an_opener_whose_hand_is_told_only_as_dealt_is_not_said_to_show_it(library):
    r = replay(library, "peel", CASE + "  - take_in: Cal\n")
    assert r["awards"] == {"Cal": 35}
    proof = [s for s in _said(r) if s.startswith("Cal, who opened,")]
    assert len(proof) == 1 and "was dealt jacks or better" in proof[0]
    assert "that he showed it the story does not tell" in proof[0]
    # told as shown (his openers laid down), it is said as shown
    shown = replay(library, "peel", CASE + '  - opener_shows: {player: Cal, cards: '
                   '"QS QH 9D 5D 3C"}\n  - take_in: Cal\n')
    assert any(s.startswith("Cal, who opened, shows jacks or better") for s in _said(shown))


def test_a_hand_mucked_after_nobody_called_is_not_said_to_lose(library):
    r = replay(library, "peel", CASE + "  - muck: Cal\n  - take_in: Cal\n")
    assert r["awards"] == {"Cal": 35}
    assert not any("cannot win" in s for s in _said(r)), _said(r)
    assert any(s.startswith("The dealer mucks Cal's hand after nobody called his bet")
               for s in _said(r))
