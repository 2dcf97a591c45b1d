"""Foul hands in the deal and the draw: how many cards a hand holds, and retiring its holder."""
from __future__ import annotations


def hand_size(j):
    """How many cards each player should hold, with the law that says so (None, None where
    the book says neither how many are dealt nor how many a hand holds)."""
    ans = j.ask("deal.cards-each") or j.ask("hand.cards")
    return (ans.value, ans) if ans is not None else (None, None)


def retire_foul(j, player: str, ans, finding: str, *also) -> None:
    """``player``'s hand is foul by the law answering ``ans``: he retires; what he loses by it
    is what the book says, and where it says nothing his stake stays where it is."""
    t = j.table
    t.retire(player, ans.laws[0].id)
    law_forfeits = any(law.provision("foul-hand.stake") == "forfeit" for law in ans.laws)
    forfeit = None if law_forfeits else j.ask("foul-hand.stake")
    if law_forfeits or forfeit is not None:
        j.find(f"{finding}; he retires from the game and forfeits his stake in that game",
               ans, forfeit, *also)
        return
    j.find(f"{finding}; he must retire from the game", ans, *also)
    if t.stakes[player]:
        j.silence("foul-hand.stake", f"the book does not say what becomes of the "
                  f"{t.stakes[player]} {player} has staked; no law takes it out of the pool",
                  decisive=False)
