"""A player who declined to open a jack pot and came in after it was opened. Keller makes
declining optional ("it is optional with any player to refuse", ch. V, Jack Pots, 6) and says
nothing of coming in after: the point is open. What it can turn on is bounded by what the
player's coming in could change: where he threw up his hand after all, his hand takes nothing
however the point is read, and only the chips he put up on coming in are held; where he
stayed in, his hand may take the pool, and the whole is held."""
from replay import CASEBOOK, assert_conserved, rule_file

PASSED = CASEBOOK / "betting-and-show/jack-pot-declined-came-in-then-passed.yaml"
STAYED = CASEBOOK / "betting-and-show/jack-pot-declined-then-came-in.yaml"


def test_keller_holds_only_what_he_put_up_on_coming_in_where_he_passed_after(library):
    r = rule_file(library, PASSED, "keller")
    # C's queens beat B's jacks for the pool; A's 2, put up on coming in, stand or go back
    assert r["status"] == "unsettled" and r["awards"] == {"C": 14} and r["undecided"] == 2
    by = {tuple((a["point"], a["reading"]) for a in x["assume"]): (x["awards"], x["refunds"])
          for x in r["readings"]}
    assert by == {(("chips.jack-pot.decline-to-open", "stand"),): ({"C": 16}, {}),
                  (("chips.jack-pot.decline-to-open", "go-back"),): ({"C": 14}, {"A": 2})}
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["jack-pot.decline-to-open"]
    assert_conserved(r)


def test_keller_holds_the_whole_pool_where_he_stayed_in_and_his_hand_takes_it(library):
    r = rule_file(library, STAYED, "keller")
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 16
