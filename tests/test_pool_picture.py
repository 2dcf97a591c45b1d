"""The picture of the pool (cli/render/pool_svg.py), read as a person reads it, by what it
draws: for every casebook ruling under every book its case expects, the bands add up to the
pot, the takers it names are the ruling's with their awards, and the chips held are hatched.
The figures come from the ruling's ``division`` (judge/division.py), whose parts must hold
exactly the ruling's own chips."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.cli.render.pool_svg import MARK, pool_svg
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parent.parent
SVG = "{http://www.w3.org/2000/svg}"
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
QUARTERS = 4  # the casebook in quarters, so that the runner's workers share it


def _rulings(quarter: int, casebook_ruling):
    for path in CASES[quarter::QUARTERS]:
        for book, want in load_case(path).expect.items():
            yield path, book, casebook_ruling(path, book, want.get("agreed", []))


def _drawn(svg: str) -> tuple[list[dict], Counter]:
    """Each band as the picture draws it, and what the picture says each taker takes."""
    root = ET.fromstring(svg.split("\n", 1)[1])  # after the XML declaration
    bands, takers = [], Counter()
    for g in root.iter(f"{SVG}g"):
        if g.get("class") != "band":
            continue
        fills = {r.get("class"): r.get("fill") for r in g.iter(f"{SVG}rect") if r.get("class")}
        bands.append({"amount": int(g.get("data-amount")), "held": int(g.get("data-held")),
                      "fills": fills})
        for span in g.iter(f"{SVG}tspan"):
            if span.get("class") == "taker":
                takers[span.get("data-player")] += int(span.get("data-amount"))
                assert span.text == f"{span.get('data-player')} takes {span.get('data-amount')}"
    return bands, takers


@pytest.mark.parametrize("quarter", range(QUARTERS))
def test_every_casebook_ruling_draws_its_pot_and_its_takers(quarter, casebook_ruling):
    for path, book, ruling in _rulings(quarter, casebook_ruling):
        svg = pool_svg(ruling)
        assert MARK in svg[:300], "the tool's mark in the first bytes"
        bands, takers = _drawn(svg)
        where = f"{path.name} under {book}"
        assert sum(b["amount"] for b in bands) == ruling["pot"], where
        assert dict(takers) == ruling["awards"], where
        assert sum(b["held"] for b in bands) == ruling["undecided"], where
        for b in bands:  # held chips are drawn hatched, and only they
            assert ("held" in b["fills"]) == bool(b["held"]), where
            assert b["fills"].get("held", "url(#held)").endswith("held)"), where


def test_the_division_adds_up_to_the_rulings_own_chips(casebook_ruling):
    for path, book, r in (x for q in range(QUARTERS) for x in _rulings(q, casebook_ruling)):
        parts = r["division"]
        where = f"{path.name} under {book}"
        for p in parts:
            assert p["amount"] == sum(p["staked"].values()) + p["before"] == \
                sum(p["takes"].values()) + sum(p["back"].values()) + p["by_lot"] + \
                p["carried"] + p["held"], where
        total = Counter()
        for p in parts:
            total.update(p["back"])
        assert dict(total) == r["refunds"], where
        assert sum(p["by_lot"] for p in parts) == sum(x["amount"] for x in r["by_lot"]), where
        assert sum(p["carried"] for p in parts) == r["carried"], where


def test_the_side_pots_are_the_parts_the_players_contest(casebook_ruling):
    """Keller's case: A, short at 10, contests the pool of 30 made of 10 from each; C the
    remainder of 70 (Keller p. 29, "he takes the ante and an amount from each of his
    adversaries equal to that which he himself has put in the pool")."""
    r = casebook_ruling(ROOT / "cases" / "keller-side-pot.yaml", "keller")
    assert [(p["amount"], p["staked"], p["contested_by"], p["takes"]) for p in r["division"]] \
        == [(30, {"A": 10, "B": 10, "C": 10}, ["A", "C"], {"A": 30}),
            (70, {"B": 10, "C": 60}, ["C"], {"C": 70})]


def test_the_chips_held_on_an_untold_hand_are_drawn_in_the_part_it_turns_on(casebook_ruling):
    """Peel 60: Ann's 10 from each (30) are her kings'; only the remainder of 40, Bob's and
    Cal's, turns on Bob's hand. The picture drew one band of 70 with a share of every
    column hatched, Ann's own 10 among them, though the ruling holds only the 40."""
    r = casebook_ruling(ROOT / "cases" / "betting-and-show" /
                        "untold-hand-does-not-beat-the-best-side-pool.yaml", "peel")
    assert [(p["amount"], p["staked"], p["takes"], p["held"]) for p in r["division"]] == [
        (30, {"Ann": 10, "Bob": 10, "Cal": 10}, {"Ann": 30}, 0),
        (40, {"Bob": 20, "Cal": 20}, {}, 40)]
    bands, takers = _drawn(pool_svg(r))
    assert [(b["amount"], b["held"], "held" in b["fills"]) for b in bands] == [
        (30, 0, False), (40, 40, True)]
    assert takers == {"Ann": 30}


def test_chips_left_in_play_are_never_said_carried_to_the_next_deal(casebook_ruling):
    # the deal goes on, D, E and F still in: the 55 stay in the pool for this deal (the
    # legend said "no hand contests it ... carried to the next deal")
    r = casebook_ruling(ROOT / "cases" / "worked-examples" /
                        "standard-seven-players-sixteen-chips-each.yaml", "standard")
    assert r["status"] == "continues" and r["carried"] == 55
    svg = pool_svg(r)
    assert "55 stays in the pool, the deal going on" in svg
    assert "next deal" not in svg and "no hand contests it" not in svg
    misdeal = casebook_ruling(ROOT / "cases" / "deal-and-draw" / "misdeal-in-a-jack-pot.yaml",
                              "peel")
    assert misdeal["status"] == "misdeal" and "carried to the next deal" in pool_svg(misdeal)


def test_names_are_escaped_in_the_picture():
    ruling = {"pot": 2, "book": "x", "stakes": {'<b>&"': 2}, "awards": {'<b>&"': 2},
              "division": [{"amount": 2, "staked": {'<b>&"': 2}, "before": 0,
                            "contested_by": ['<b>&"'], "takes": {'<b>&"': 2}, "back": {},
                            "by_lot": 0, "carried": 0, "held": 0}]}
    svg = pool_svg(ruling)
    bands, takers = _drawn(svg)  # it parses: no markup got in
    assert takers == {'<b>&"': 2} and "<b>" not in svg
    assert re.search(r"&lt;b&gt;&amp;(&quot;|\")", svg)


def _part(staked: dict, **fates) -> dict:
    part = {"amount": sum(staked.values()), "staked": staked, "before": 0,
            "contested_by": list(staked), "takes": {}, "back": {}, "by_lot": 0, "carried": 0,
            "held": 0}
    part.update(fates)
    return part


def test_long_names_under_the_columns_keep_apart_and_on_the_picture():
    # an audit's picture: names 72 pixels apart ran into one another and off the left edge
    names = ["Bartholomew Higgins-Smythe", "Zoë \"Ace\" O'Neil", "Ann"]
    ruling = {"pot": 30, "book": "x", "stakes": dict.fromkeys(names, 10), "awards": {"Ann": 30},
              "division": [_part(dict.fromkeys(names, 10), takes={"Ann": 30})]}
    root = ET.fromstring(pool_svg(ruling).split("\n", 1)[1])
    labels = [(float(t.get("x")), t.text) for t in root.iter(f"{SVG}text")
              if t.get("class") == "name"]
    assert [name for _, name in labels] == names
    per_letter = 7.5  # 13px DejaVu Sans, at its widest letters' average
    spans = [(x - per_letter * len(n) / 2, x + per_letter * len(n) / 2) for x, n in labels]
    assert spans[0][0] >= 0
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), spans


def test_a_very_long_name_is_cut_on_the_picture_and_whole_in_its_tooltip():
    # an audit's picture: one name of 64 letters spaced every column by it, 3,652 pixels wide,
    # shrunk on the page to a strip nobody could read
    long = "Bartholomew Aloysius Higgins-Smythe of the Upper Mississippi Club"
    names = [long, "Ann", "Cal"]
    ruling = {"pot": 30, "book": "x", "stakes": dict.fromkeys(names, 10), "awards": {"Ann": 30},
              "division": [_part(dict.fromkeys(names, 10), takes={"Ann": 30})]}
    svg = pool_svg(ruling)
    root = ET.fromstring(svg.split("\n", 1)[1])
    labels = [t for t in root.iter(f"{SVG}text") if t.get("class") == "name"]
    assert [t.text for t in labels][1:] == ["Ann", "Cal"]
    assert labels[0].text.endswith("…") and long.startswith(labels[0].text[:-1])
    assert labels[0].find(f"{SVG}title").text == long  # whole, where the cursor rests
    assert f"contested by {labels[0].text}, Ann and Cal" in svg
    # the long name costs the picture no more room than a name of 28 letters
    short = {k if k != long else long[:28]: v for k, v in ruling["stakes"].items()}
    as_short = dict(ruling, stakes=short, division=[_part(short, takes={"Ann": 30})])
    width = ET.fromstring(pool_svg(as_short).split("\n", 1)[1]).get("width")
    assert int(root.get("width")) <= int(width) < 3652 / 2


@pytest.mark.parametrize("fate,fill", [("held", "url(#held)"), ("carried", "#c8c8c8")])
def test_the_legend_square_is_drawn_as_the_band_it_names(fate, fill):
    # an audit's picture: a band all carried (grey) or all held (hatched) had a blue square
    ruling = {"pot": 4, "book": "x", "stakes": {"A": 2, "B": 2}, "awards": {},
              "division": [_part({"A": 2, "B": 2}, **{fate: 4})]}
    root = ET.fromstring(pool_svg(ruling).split("\n", 1)[1])
    band = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "band")
    bars = {r.get("fill") for r in band.iter(f"{SVG}rect") if r.get("class")}
    square = [r.get("fill") for r in band.iter(f"{SVG}rect") if not r.get("class")]
    assert bars == {fill} and square == [fill]
