"""A reading whose own pool is not the ruling's is said so on every face. Each reading is a
whole ruling's accounting, its chips adding up to its own pot (tests/fuzz.py); a reading may
stake chips the ruling's own replay does not (Schenck, silent on an uncut pack pointed out in
the deal: read so that the deal stands, A's bet out of turn waits for his turn, and B's raise
"by 4" is over the age's ante of 1, a pool of 10; read so that it is a misdeal, there is no
turn, and B's raise is over A's 2, a pool of 13). The pay-out table (cli/chips_table.py: a
row of each reading's pool, so that each column adds up to its own), the reading's sentence
and the pot's line say the 13 where it is paid out, never "Pot 10" beside 13 paid."""
from __future__ import annotations

from adjudicator.cli.chips_table import ChipsTable
from adjudicator.cli.ruling_views import pot_words, reading_groups, reading_sentences

from replay import CASEBOOK, every_casebook_ruling, rule_file

CASE = CASEBOOK / "deal-and-draw" / "the-age-bets-after-a-misdeal-nobody-declared.yaml"


def test_schenck_misdeal_readings_say_their_pool_of_13(library):
    r = rule_file(library, CASE, "schenck")
    assert r["pot"] == 10 and [x["pot"] for x in r["readings"]] == [10, 13, 13, 13, 13]
    rest = dict(ChipsTable(r).rest)
    assert rest["pool"] == [10, 13, 13, 13, 13]
    sentences = [text for text, _ in reading_sentences(r)]
    assert "13" not in sentences[0]  # the deal standing: the ruling's own pool of 10
    assert all("the pool being 13" in s or "the pool of 13" in s for s in sentences[1:])
    assert pot_words(r) == "Pot 10 (13 under readings (2), (3), (4) and (5))"


def _column_sums(r: dict) -> list[tuple[int, int]]:
    """Each reading column's chips (what each has in all, held, carried), beside the pool the
    table says it adds up to."""
    table = ChipsTable(r)
    rest = dict(table.rest)
    readings = r["readings"]
    out = []
    for i, group in enumerate(reading_groups(r)):
        x = readings[group[0]]
        chips = sum(x["awards"].values()) + sum(x["refunds"].values()) + \
            sum(lot["amount"] for lot in x.get("by_lot", ()))
        chips += (rest.get("held") or [0] * (i + 1))[i] + (rest.get("carried") or [0] * (i + 1))[i]
        out.append((chips, (rest.get("pool") or [r["pot"]] * (i + 1))[i]))
    return out


def test_every_reading_column_adds_up_to_the_pool_the_table_says(library_with_examples,
                                                                  casebook_ruling):
    for path, book, r in every_casebook_ruling(library_with_examples, casebook_ruling):
        if r.get("readings") and not r.get("readings_stopped"):
            for chips, pool in _column_sums(r):
                assert chips == pool, (path.name, book)
