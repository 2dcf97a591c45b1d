"""`read` (a book in order, its commentary that is no law marked) and `diff` (two books on a
topic side by side, where they part)."""
from __future__ import annotations

from adjudicator.law.proof import levelled
from adjudicator.law.reading import _Gaps, omitted
from adjudicator.law.sources import level


def test_read_gives_every_law_in_printed_order_with_its_page(cli, library):
    view = cli("read", "peel", "--format", "json").json()
    laws = [e for e in view["entries"] if e["entry"] == "law"]
    assert [e["id"] for e in laws] == list(library.book("peel").laws)
    assert all(e["pages"] == library.law(e["id"]).page for e in laws)
    text = cli("read", "peel", "The Play").out
    assert "peel:25" in text and "p. 50" in text and "peel:24" not in text


def test_the_paragraphs_left_out_stand_where_the_scan_has_them_and_are_no_law(cli, library):
    for book in library.books():
        gaps = omitted(book)
        if book.id == "published-decision":  # its scan is Keller's: what follows is his
            assert gaps == {}
            continue
        # as many paragraphs after each law as the transcription proof counts there, and
        # none after a law that declares none
        proof = _Gaps(book)
        proof.run()
        counted = {k: proof.omitted(*g) for k, g in proof.gaps.items()
                   if book.laws[k].omitted_after}
        assert {k: len(v) for k, v in gaps.items()} == {k: n for k, n in counted.items() if n}
        assert sum(counted.values()) > 0 and not proof.faults, book.id
        lv = levelled(book.source)
        for law_id, paras in gaps.items():
            for p in paras:  # the scan's own words, after the law that leaves them out
                assert level(p.text)[0] in lv.text, (law_id, p.text[:60])
    view = cli("read", "peel", "--format", "json").json()
    entries = view["entries"]
    at = next(i for i, e in enumerate(entries) if e.get("id") == "peel:mods/3")
    after = entries[at + 1:at + 3]
    assert [e["entry"] for e in after] == ["not a law", "not a law"]
    assert after[0]["heading"] and after[0]["text"] == "TECHNICAL TERMS."
    assert after[1]["text"].startswith("For convenience of reference we annex explanations")
    assert not any("id" in e for e in entries if e["entry"] == "not a law")
    out = cli("read", "peel", "mods/").out
    assert "not a law, left out of the laws; p. 41, as the scan prints it" in out


def test_read_a_section_by_its_id_or_its_printed_name_and_a_wrong_one_is_bad_input(cli):
    ids = [e["id"] for e in cli("read", "keller", "The Ante", "-f", "json").json()["entries"]
           if e["entry"] == "law"]
    assert ids == ["keller:ch4/the-ante/1", "keller:ch4/the-ante/1.rule"]
    ids = [e["id"] for e in cli("read", "peel", "peel:mods/", "-f", "json").json()["entries"]
           if e["entry"] == "law"]
    assert ids == ["peel:mods/2", "peel:mods/3"]
    bad = cli("read", "peel", "The Hand")
    assert bad.code == 2 and bad.err.count("\n") == 1 and "The Hands" in bad.err
    md = cli("read", "peel", "mods/", "-f", "markdown").out
    assert md.startswith("## Round Games with Cards") and "**peel:mods/2** (p. 41, rule)" in md


def test_diff_sets_what_each_book_provides_side_by_side_and_says_where_they_part(cli):
    view = cli("diff", "peel", "keller", "--topic", "straddle", "-f", "json").json()
    rows = {r["key"]: r for r in view["questions"]}
    # Peel 21: each straddler increases the straddle "by the amount of the ante"; Keller's
    # glossary: the next "may straddle his straddle", a straddle being "double of" the stake
    assert rows["straddle.increment"]["part"]
    assert rows["straddle.increment"]["peel"]["laws"][0] == "peel:21"
    # both stop at half the limit: Peel 22, Keller's rules chapter (p. 21)
    assert not rows["straddle.max"]["part"]
    assert rows["straddle.max"]["keller"]["laws"] == ["keller:ch4/the-straddle/1"]
    assert view["parts"] == sum(r["part"] for r in view["questions"]) >= 1
    assert [law["id"] for law in view["laws"]["peel"]][:2] == ["peel:21", "peel:22"]
    text = cli("diff", "peel", "keller", "--topic", "straddle", env={"COLUMNS": "100"}).out
    assert "peel and keller part on" in text and "parts" in text
    ace = cli("diff", "peel", "standard", "--topic", "sequence.ace", "-f", "json").json()
    (row,) = ace["questions"]
    assert row["part"] and row["peel"]["value"] == "begins-only"
    assert row["standard"]["value"] == "either-end"


def test_diff_of_a_book_silent_on_the_topic(cli):
    view = cli("diff", "peel", "schenck", "--topic", "blaze", "-f", "json").json()
    assert all(r["schenck"] is None and r["part"] for r in view["questions"])
    assert view["laws"]["schenck"] == []
    md = cli("diff", "peel", "schenck", "--topic", "blaze", "-f", "markdown").out
    assert "### `schenck`\n\n*silent*" in md and "**parts**" in md
    twice = cli("diff", "peel", "peel", "--topic", "blaze")
    assert twice.code == 2 and "named twice" in twice.err
    assert cli("diff", "peel", "keller", "--topic", "blazes").code == 2


def test_the_export_of_a_book_is_every_law_as_data(cli, library):
    laws = cli("law", "keller:", "--format", "json").json()
    assert [x["id"] for x in laws] == list(library.book("keller").laws)
    assert all({"text", "page", "provides", "mends", "words"} <= set(x) for x in laws)
