"""A book's silence read each way is said in words, never by the catalogue's values in
quotes ('read as answering it "return-to-pack"'): a card the dealer exposes in the draw, of
which Schenck gives no remedy (rules/11 has the draw dealt "without their being seen"), is read
as Peel 40 and Keller p. 26-27 rule it, "returned to the pack" or "placed on the bottom of
the pack"; asking the dealer how many he drew, which the Standard laws do not answer, as
Peel 49 ("before raising his hand from the table") and Schenck rules/23 ("not bound to tell
after the betting has begun") do. No chip turns on either."""
from __future__ import annotations

from replay import flat

EXPOSED = "cases/deal-and-draw/card-exposed-in-the-draw.yaml"
ASKED = "cases/deal-and-draw/asking-the-dealers-draw-before-lifting.yaml"


def test_a_card_exposed_in_the_draw_read_in_words_under_schenck(cli):
    r = cli("rule", EXPOSED, "--book", "schenck", "--format", "json").json()
    # B, C, D and A each put up 2: the 8 stay in the pool as the deal goes on
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 8, 0)
    assert [s["decisive"] for s in r["silent"] if s["point"] == "exposed.in-draw"] == [False]
    out = flat(cli("rule", EXPOSED, "--book", "schenck").out)
    assert "read as answering it" not in out
    assert ("read so that the card exposed is returned to the pack or placed on the bottom of "
            "the pack and replaced, the pool goes the same") in out


def test_asking_the_dealers_draw_read_in_words_under_the_standard_laws(cli):
    r = cli("rule", ASKED, "--book", "standard", "--format", "json").json()
    assert r["undecided"] == 0
    out = flat(cli("rule", ASKED, "--book", "standard").out)
    assert "read as answering it" not in out
    assert ("read so that a player may ask until he raises his hand or bets or so that the "
            "dealer must tell until the betting has begun, the pool goes the same") in out
