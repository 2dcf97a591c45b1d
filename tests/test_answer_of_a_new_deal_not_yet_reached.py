"""A reading of a book's silence on a deal nobody opens as Keller's old-fashioned law ("If ...
all the players, including the dealer, pass ..., a new deal must be made, the age ... dealing")
reaches only a deal every player passed, the age too: where the story ends before the age has
said, the deal goes on under it. The answer says so, and never "a new deal follows ..., the
deal goes on" as though the two were one (an audit of the answers read it so)."""
from __future__ import annotations

from pathlib import Path

from replay import replay

CASE = Path("cases/betting-and-show/nobody-opens-jack-pots-agreed.yaml")


def test_the_reading_of_a_new_deal_says_it_waits_for_every_player(library):
    r = replay(library, "schenck", CASE.read_text(encoding="utf-8"))
    by = {x["assume"][0]["reading"]: x for x in r["readings"]}
    assert by["new-deal-age-deals"]["status"] == "continues"  # the age has not yet said
    assert ("read so that a new deal follows with the age dealing once every player has "
            "passed, the deal goes on") in r["answer"]
