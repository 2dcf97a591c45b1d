"""Jack pots under a club's book laid over Peel or Keller (an audit's stories): a false
opener's penalty where he loses only his stake; a jack pot every player passes, under a book
whose law of what follows does not reach it, never left "going on"; the club's own law that
the age takes the pool, where it reaches; and the law an answer names for a pool that stays."""
from __future__ import annotations

import pytest

from adjudicator.law.library import Library
from replay import assert_conserved, replay

BOOK = """
book: {{id: {id}, short_title: the Club, title: A club, author: The Club, year: 2026,
       source: house rules, extends: {base}}}
laws:
  - id: {id}:1
    title: t
    section: s
    page: 1
    kind: rule
    amends: [{amends}]
    topics: [{topic}]
    text: >-
      {text}
    {when}provides: {provides}
"""
CLUBS = {
    # "he shall lose what he has staked, and pay the ante into the pool as penalty"
    "peel-stake": dict(base="peel", amends="peel:33", topic="jack-pot.false-opener",
                       text="If a player open a Jack-pot and have not two knaves, or better, he "
                            "shall lose what he has staked, and pay the ante into the pool as "
                            "penalty, and the game shall go on without him.",
                       when="", provides="{jack-pot.opener-shows: when-he-wins, "
                       "jack-pot.false-opener: {loses: stake, penalty: {multiple: 1, of: ante}}}"),
    # "If each player in turn should refuse to open the pot, the age takes the pool"
    "keller-age": dict(base="keller", amends="keller:ch5/jack-pots/6", topic="jack-pot.trigger",
                       text="If each player in turn should refuse to open the pot, the age takes "
                            "the pool, and a new deal is in order.",
                       when="when: {jack_pot: true}\n    ",
                       provides="{unopened.pool: age-takes-it}"),
    # a law of something else, amending away Keller's law of a jack pot nobody opens
    "keller-ace": dict(base="keller", amends="keller:ch5/jack-pots/6", topic="sequence.ace",
                       text="The ace may begin or end a sequence.", when="",
                       provides="{sequence.ace: either-end}"),
}
TABLE = """
title: t
table: {{players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: {least}{pot}}}
events:
"""
DEAL = '  - deal: {A: "9S 7D 5C 4H 2S", B: "TS TH 9D 5D 3S", C: "QS QH 8D 6C 3C", ' \
       'D: "KS 8S 6D 4C 2H"}\n'
ALL_PASS = "  - deal: {A: 5, B: 5, C: 5, D: 5}\n" + "".join(
    f"  - fold: {p}\n" for p in "ABCD")


@pytest.fixture(scope="module")
def clubs(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("clubs")
    for name, parts in CLUBS.items():
        (folder / f"{name}.yaml").write_text(BOOK.format(id=name, **parts), encoding="utf-8")
    return Library.open([str(folder)])


def test_a_false_opener_who_loses_his_stake_pays_the_clubs_penalty_too(clubs):
    # B opens on tens, C calls; B's two pairs beat C's queens at the show: B forfeits his
    # stake and pays the ante, 2, into the pool, which C's hand takes: 24 staked and the 2
    text = (TABLE.format(least="jacks", pot="") + DEAL + "  - fold: A\n"
            "  - bet: {player: B, amount: 4}\n  - call: C\n  - fold: D\n"
            "  - draw: {player: B, asked: 3, given: 3}\n  - draw: {player: C, asked: 3, given: 3}\n"
            "  - bet: {player: B, amount: 4}\n  - call: C\n"
            '  - show: {B: "TS TH 9D 9C 3S", C: "QS QH 8D 7C 2C"}\n')
    r = replay(clubs, "peel-stake", text)
    assert (r["status"], r["pot"], r["awards"]) == ("settled", 26, {"C": 26})
    assert r["penalties"] == [{"player": "B", "amount": 2, "to": "pool", "law": "peel-stake:1"}]
    assert "B forfeits his stake, and pays into the pool 2" in " ".join(
        s["finding"] for s in r["steps"])
    assert_conserved(r)


def test_every_player_passing_a_jack_pot_the_club_gives_the_age_the_pool(clubs):
    r = replay(clubs, "keller-age", TABLE.format(least="jacks", pot="") + ALL_PASS)
    assert (r["status"], r["awards"]) == ("settled", {"A": 8})
    assert r["answer"] == "A takes 8 (keller-age:1)."


def test_a_jack_pot_every_player_passes_is_never_left_going_on(clubs):
    # what is left of Keller on a deal nobody opens is his ante law of the age left in ("If
    # all the players in the game except the age pass out"), which does not reach a deal the
    # age passed out of, and is never cited for it: the pool stays unwon, as the table's term
    r = replay(clubs, "keller-ace", TABLE.format(least="jacks", pot="") + ALL_PASS)
    assert (r["status"], r["awards"], r["carried"]) == ("passed", {}, 8)
    assert "keller:ch4/betting-before-the-draw/6" not in r["answer"]
    # the point read both ways is said in its readings' words
    said = " ".join(s["finding"] for s in r["steps"])
    assert "is read so that the next deal is a jack pot or so that a new deal follows" in said
    assert "answering it ," not in said
    assert_conserved(r)


def test_keller_s_pool_that_stays_is_answered_on_his_law_of_it_not_of_the_least_hand(library):
    # "If each player in turn should refuse to open the pot ... there must be a new deal"
    # (ch5/jack-pots/6); the table's term of queens above his jacks (/4) opens this deal
    r = replay(library, "keller", TABLE.format(least="queens", pot=", pot: 16") + ALL_PASS)
    assert r["status"] == "passed" and r["carried"] == 24
    assert r["answer"].startswith("The pool of 24 stays for the next deal, a jack pot opened by "
                                  "jacks or better (keller:ch5/jack-pots/6")
