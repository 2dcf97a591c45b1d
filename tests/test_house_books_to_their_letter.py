"""A club's book laid over a published one, as a club secretary writes it (an audit's books):
- a law that amends a base law under a ``when:`` sets it aside only where it governs itself:
  "a ruling cites the club's law where it governs and the base book's law elsewhere"
  (README); before, the base law was gone everywhere and the ruling held the chips on a
  silence the base book answers;
- a repealed law is never cited, also where another law is read with it (``read_with``);
- the HTML page names the club's book in a line of its own, as the text and Markdown do;
- a law written over several YAML lines is one paragraph, never printed with a control
  character;
- a --rulebooks that names no folder is its own fault, never the club's settings file's."""
from __future__ import annotations

import pytest

from adjudicator.law.library import Library
from replay import replay

OVER_PEEL = """
book: {id: oak, title: Oakfield, author: The Committee, year: 2026, source: house rules,
       extends: peel}
laws:
  - id: oak:1
    title: Uncut pack at table stakes is always a misdeal
    page: 1
    kind: rule
    amends: [peel:9]
    when: {betting: table-stakes}
    text: >-
      At table stakes, if the cards be dealt without the pack having been cut, it is a misdeal
      whenever the fact be pointed out.
    provides: {uncut.noticed-after-deal: misdeal}
  - id: oak:2
    title: Law 24 repealed
    page: 1
    kind: rule
    repeals: [peel:24, peel:terms/21]
    text: |
      Law 24 is repealed,
      and so is the term No. 1.
"""
UNCUT = "cases/points-apart/uncut-pack-found-after-the-deal.yaml"


@pytest.fixture(scope="module")
def oak(tmp_path_factory) -> tuple[Library, str]:
    folder = tmp_path_factory.mktemp("oak")
    (folder / "oak.yaml").write_text(OVER_PEEL, encoding="utf-8")
    return Library.open([str(folder)]), str(folder)


def test_an_amendment_under_a_when_leaves_the_base_law_governing_elsewhere(oak):
    from pathlib import Path

    text = Path(UNCUT).read_text(encoding="utf-8")
    peel, club = replay(oak[0], "peel", text), replay(oak[0], "oak", text)
    assert "betting: table-stakes" not in text  # a limit game: oak:1 does not govern
    assert (club["status"], club["answer"]) == (peel["status"], peel["answer"])
    assert club["answer"].startswith("The deal stands (peel:9)")
    # at table stakes the club's law governs, and the base law is set aside
    staked = replay(oak[0], "oak", text.replace(
        "table:\n", "table:\n  betting: table-stakes\n  stacks: {A: 9, B: 9, C: 9, D: 9}\n"))
    assert "oak:1" in {law for s in staked["steps"] for law in s["laws"]}
    assert "peel:9" not in {law for s in staked["steps"] for law in s["laws"]}


def test_a_repealed_law_is_not_cited_where_another_is_read_with_it(oak):
    from pathlib import Path

    text = Path("cases/betting-and-show/straddled-opener-makes-good-and-the-straddler-sees.yaml") \
        .read_text(encoding="utf-8")
    peel, club = replay(oak[0], "peel", text), replay(oak[0], "oak", text)
    # read with peel:desc/45 there ("No. 1 then begins play by betting")
    assert "peel:terms/21" in {c["id"] for c in peel["citations"]}
    assert "peel:24" not in {c["id"] for c in club["citations"]}
    assert "peel:terms/21" not in {c["id"] for c in club["citations"]}


def test_a_law_written_over_lines_is_one_paragraph(cli, oak):
    out = cli("law", "oak:2", "--rulebooks", oak[1]).out
    assert "Law 24 is repealed, and so is the term No. 1." in out and "\\x0a" not in out


def test_the_html_page_names_the_club_s_book_in_a_line_of_its_own(cli, tmp_path):
    page = tmp_path / "club.html"
    cli("rule", "cases/house-rules/club-ace-ends-a-sequence.yaml", "--rulebooks",
        "rulebooks/examples", "--format", "html", "-o", str(page))
    assert ("House rules over peel: peel:71 amended by peel-club:1; peel:31 amended by "
            "peel-club:2; peel:32 amended by peel-club:2") in page.read_text(encoding="utf-8")


def test_a_rulebooks_folder_not_found_is_blamed_on_itself_not_on_the_club_file(cli, tmp_path,
                                                                                oak):
    (tmp_path / "adjudicator.toml").write_text(f'book = "oak"\nrulebooks = ["{oak[1]}"]\n',
                                               encoding="utf-8")
    case = tmp_path / "c.yaml"
    case.write_text("title: t\ntable: {players: [A, B], dealer: A}\nevents:\n  - check: B\n",
                    encoding="utf-8")
    r = cli("rule", "--rulebooks", str(tmp_path / "nosuchdir"), str(case))
    assert r.code == 2
    assert r.err == f"{tmp_path / 'nosuchdir'}:1:1: rulebook folder not found\n"


OVER_KELLER = """
book: {id: river, title: Riverside, author: The Committee, year: 2026, source: house rules,
       extends: keller}
laws:
  - id: river:1
    title: The ace only begins a straight
    page: 1
    kind: rule
    amends: [keller:ch3/order-of-hands/5]
    text: >-
      An ace may begin a straight but never end one. If two straights meet the one headed by
      the highest card wins. A straight beats triplets.
    provides: {hand.category.straight: true, sequence.ace: begins-only,
               ties.straight: highest-card}
"""
ACE_HIGH = """
title: t
table: {players: [A, C], dealer: A, phase: after_draw, pot: 4, limit: 5}
events:
  - bet: {player: C, amount: 2}
  - call: A
  - show: {C: "AS KH QD JC TS", A: "9S 9H 9D 5C 3D"}
"""


def test_the_club_s_law_of_the_ace_is_named_where_it_makes_a_hand_no_straight(tmp_path):
    # A-K-Q-J-T is no straight where the ace only begins one: the club's law, which is also
    # its paragraph of the straight, decides C's hand, and is named with the hands' laws
    (tmp_path / "river.yaml").write_text(OVER_KELLER, encoding="utf-8")
    r = replay(Library.open([str(tmp_path)]), "river", ACE_HIGH)
    assert r["awards"] == {"A": 8}
    assert "beat C's highest card (A-K-Q-J-T)" in r["answer"] and "river:1" in r["answer"]


def test_a_house_law_says_what_it_amends_and_repeals(cli, oak):
    out = cli("law", "oak:2", "--rulebooks", oak[1]).out
    assert "Repeals: peel:24, peel:terms/21" in out
    view = cli("law", "oak:1", "--rulebooks", oak[1], "--format", "json").json()
    assert (view["amends"], view["repeals"]) == (["peel:9"], [])


def test_topics_shows_a_club_whose_only_change_on_a_topic_is_a_repeal(cli, tmp_path):
    # a club that repeals Peel 69 ("If two flushes ... hearts") takes equal flushes by the
    # paragraph left (hands/5): its column says so, rather than leaving the club out
    (tmp_path / "flat.yaml").write_text(
        "book: {id: flat, title: t, author: a, source: house rules, extends: peel}\n"
        "laws:\n  - id: flat:1\n    title: t\n    page: 1\n    kind: rule\n"
        "    repeals: [peel:69]\n    text: Law 69 is repealed.\n", encoding="utf-8")
    view = cli("topics", "flush.ties", "--rulebooks", str(tmp_path), "--books", "peel,flat",
               "--format", "json").json()
    laws = {b["book"]: [x["id"] for x in b["laws"]] for b in view["books"]}
    assert laws["flat"] == ["peel:hands/5"] and "peel:69" in laws["peel"]


def test_diff_says_which_of_a_book_s_values_is_its_answer(cli):
    # Peel 69 ("a flush in hearts shall be held to be the best hand") is Peel's answer on
    # equal flushes; hands/5's "the highest card taking precedence" is listed after it
    view = cli("diff", "peel", "keller", "--topic", "flush.ties", "--format", "json").json()
    peel = view["questions"][0]["peel"]
    assert [v["laws"] for v in peel["values"]] == [["peel:69"], ["peel:hands/5"]]
    assert peel["laws"] == ["peel:69"]
    text = cli("diff", "peel", "keller", "--topic", "flush.ties").out  # a cell may wrap it
    assert "(peel:69) (its" in text and "answer)" in text
    md = cli("diff", "peel", "keller", "--topic", "flush.ties", "--format", "markdown").out
    assert "hearts-then-untied-card (`peel:69`) (its answer); cards-in-order" in md
