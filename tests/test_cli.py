"""The command line as a user meets it: results, formats, and one-line errors."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_law_peel_60_as_json_gives_the_mended_text_and_page_55(cli):
    r = cli("law", "peel:60", "--format", "json")
    assert r.code == 0, r.err
    law = r.json()
    assert law["id"] == "peel:60" and law["page"] == 55
    assert law["text"].startswith("If a player’s bet be raised")
    assert law["section"] == "The Betting"


def test_unknown_law_is_one_line_naming_what_exists(cli):
    r = cli("law", "peel:99")
    assert r.code == 2
    assert r.err.strip().splitlines() == [
        "adjudicator: no law peel:99: Peel's numbered laws run 1-81; unnumbered ones are "
        "listed by `adjudicator law peel:`"]
    assert "Traceback" not in r.err


def test_unknown_book_is_one_line(cli):
    r = cli("law", "hoyle:1")
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1
    assert "no book 'hoyle'" in r.err


def test_books_lists_each_book_with_its_law_count(cli, library):
    r = cli("books", "--format", "json")
    assert r.code == 0
    counts = {b["id"]: b["laws"] for b in r.json()}
    assert counts["peel"] == len(library.book("peel").laws) >= 81


def test_search_foul_hand_finds_peels_foul_hand_laws(cli):
    r = cli("search", "foul hand", "--book", "peel", "--format", "json")
    assert r.code == 0, r.err
    found = [law["id"] for law in r.json()]
    for law_id in ("peel:13", "peel:45", "peel:48", "peel:63", "peel:64", "peel:terms/12"):
        assert law_id in found, f"{law_id} not found by 'foul hand'"


def test_a_search_with_no_hit_says_so(cli):
    for fmt in ("text", "markdown"):
        r = cli("search", "xyzzy plugh", "--format", fmt)
        assert r.code == 0 and r.out.startswith("No law matches"), r.out
    assert cli("search", "xyzzy plugh", "--format", "json").json() == []


def test_law_lists_a_section_by_prefix(cli):
    r = cli("law", "peel:mods/", "--format", "json")
    assert r.code == 0 and all(x["id"].startswith("peel:mods/") for x in r.json())


def test_every_format_renders_a_law(cli):
    for fmt in ("text", "json", "markdown"):
        r = cli("law", "peel:13", "--format", fmt)
        assert r.code == 0 and "foul hand" in r.out


def test_check_passes_on_the_published_books(cli):
    r = cli("check")
    assert r.code == 0, r.out + r.err
    assert "0 problems" in r.out


def test_check_reports_every_problem_with_its_line(cli, tmp_path):
    bad = tmp_path / "club.yaml"
    bad.write_text("book: {id: club, title: T, author: A, source: s}\nlaws:\n"
                   "  - {id: club:1, title: t, page: 1, kind: rule, text: x, topics: [nope]}\n"
                   "  - {id: club:2, title: t, page: x, kind: rule, text: y}\n")
    r = cli("check", str(bad))
    assert r.code == 2
    lines = [l for l in r.out.splitlines() if "club.yaml:" in l]
    assert len(lines) == 2 and ":3:" in lines[0] and ":4:" in lines[1]


def test_version(cli):
    r = cli("--version")
    assert r.code == 0 and r.out.startswith("adjudicator ")


def test_check_refuses_a_case_whose_book_rule_would_not_find(cli, tmp_path):
    """What `check` passes, `rule` rules: a case's own `book:` must be within reach (the
    published books, a folder named with --rulebooks, or a rulebook checked alongside)."""
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: kellr\ntable: {players: [A, B], dealer: A}\n"
                    "events: [{shuffle: A}]\n")
    r = cli("check", str(case))
    assert r.code == 2 and r.out.splitlines()[0].startswith(f"{case}:2:1: no book 'kellr'")
    assert r.out.splitlines()[0].endswith("did you mean keller?")
    assert r.out.splitlines()[-1] == "1 file checked: 1 problem"
    assert cli("rule", str(case)).code == 2  # rule refuses it too, and so does compare
    r = cli("compare", str(case))
    assert r.code == 2 and r.err == f"{case}:2:1: no book 'kellr': the books are peel, keller, " \
        "schenck, standard, published-decision; did you mean keller?\n"
    house = ROOT / "cases" / "house-rules"
    assert cli("check", str(house)).code == 2  # peel-club is found only with its folder
    assert cli("check", str(house), "--rulebooks", str(ROOT / "rulebooks" / "examples")).code == 0


def test_check_expect_rules_the_casebook_and_names_the_line_of_each_unmet_expectation(cli, tmp_path):
    """A club writing its own casebook asks `check --expect`: each case is ruled under the
    books its `expect:` names. Peel 76 divides a pool between identical straights, so a
    case that expects A to take all 25 is unmet at the line of `awards`, with exit status 1
    (a wrong expectation is not bad input); the casebook's own case passes."""
    case = ROOT / "cases" / "betting-and-show" / "identical-straights-odd-chip.yaml"
    ok = cli("check", "--expect", str(case))
    assert ok.code == 0, ok.out
    assert ok.out.splitlines()[-1] == "1 file checked: 0 problems; 0 expectations not met"
    text = case.read_text()
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(text.replace("  peel:\n    status: settled\n    awards: {A: 12, B: 12}",
                                  "  peel:\n    status: settled\n    awards: {A: 25}"))
    line = wrong.read_text().splitlines().index("    awards: {A: 25}") + 1
    r = cli("check", "--expect", str(wrong))
    assert r.code == 1
    assert r.out.splitlines()[0] == (f"{wrong}:{line}:5: under peel, awards: expected "
                                     '{"A": 25}, the ruling gives {"A": 12, "B": 12}')
    assert cli("check", str(wrong)).code == 0  # without --expect, only the file is checked


def test_check_expect_decides_bad_input_before_any_book_is_ruled(cli, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: t\ntable: {players: [A, B], dealer: A}\n"
                   "events: [{bet: {player: Z, amount: 5}}]\nexpect: {peel: {awards: {A: 5}}}\n")
    r = cli("check", "--expect", str(bad))
    assert r.code == 2 and "not met" not in r.out and f"{bad}:3:" in r.out


def test_a_citation_whose_page_is_an_estimate_says_so_in_every_face(cli):
    """The Standard laws' pages are estimated where the scan has no folio (page_approx): a
    ruling's citation carries the mark, so a historian copying the page knows it, and a
    citation whose page the scan shows carries none."""
    import json

    case = "cases/keller-side-pot.yaml"
    ruling = json.loads(cli("rule", case, "--book", "standard", "--format", "json").out)
    marked = {c["id"]: c.get("page_approx", False) for c in ruling["citations"]}
    from adjudicator import open_library

    book = open_library().book("standard")
    assert marked and all(marked[i] == book.law(i).page_approx for i in marked)
    assert any(marked.values())
    text = cli("rule", case, "--book", "standard").out
    md = cli("rule", case, "--book", "standard", "--format", "markdown").out
    for i, approx in marked.items():
        page = book.law(i).page
        assert (f"{i} (p. {page}, approx.)" in text) == approx
        assert (f"**{i}**, p. {page}, approx.," in md) == approx
    peel = json.loads(cli("rule", case, "--book", "peel", "--format", "json").out)
    assert peel["citations"] and all("page_approx" not in c for c in peel["citations"])
